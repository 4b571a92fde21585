extension ErrorHandler {
    /// Runs `operation` and returns its result, or hands its failure to this handler and
    /// returns `nil`.
    ///
    /// A cancellation is not an error to show (see ``isCancellation(_:)``): the handler runs
    /// the rules that name it and the `always` actions, but not `onNoMatch`. The handler runs
    /// on the caller's actor, so main-actor code can pass closures that touch main-actor state:
    ///
    /// ```swift
    /// @MainActor func load() async {
    ///     items = await handler.attempt { try await api.items() } ?? []
    /// }
    /// ```
    /// - Parameters:
    ///   - isolation: The caller's actor; leave the default.
    ///   - operation: The work to run; it may throw a typed error.
    ///   - file: The caller's file, for logs.
    ///   - line: The caller's line, for logs.
    ///   - function: The caller's function, for logs.
    /// - Returns: The operation's result, or `nil` when it failed.
    public func attempt<T, Failure: Error>(
        isolation: isolated (any Actor)? = #isolation,
        _ operation: () async throws(Failure) -> T,
        file: String = #fileID,
        line: Int = #line,
        function: String = #function
    ) async -> T? {
        do {
            return try await operation()
        } catch {
            await handle(error, file: file, line: line, function: function)
            return nil
        }
    }

    /// Runs `operation` and returns its result, or hands its failure to this handler and
    /// returns `nil`. The synchronous twin of ``attempt(isolation:_:file:line:function:)``.
    /// - Parameters:
    ///   - operation: The work to run; it may throw a typed error.
    ///   - file: The caller's file, for logs.
    ///   - line: The caller's line, for logs.
    ///   - function: The caller's function, for logs.
    /// - Returns: The operation's result, or `nil` when it failed.
    public func attempt<T, Failure: Error>(
        _ operation: () throws(Failure) -> T,
        file: String = #fileID,
        line: Int = #line,
        function: String = #function
    ) -> T? {
        do {
            return try operation()
        } catch {
            handle(error: error, onCompleted: nil, file: file, line: line, function: function)
            return nil
        }
    }

    /// Whether `error` only says that work was cancelled, which is nothing to show: a
    /// `CancellationError`, `URLError.cancelled` or `.userCancelledAuthentication`,
    /// `CocoaError.userCancelled`, Firebase Auth's web-context cancelled (17058), or any error
    /// thrown in a cancelled task.
    ///
    /// Every entry point reads this one answer: a handler runs no `onNoMatch` action for a
    /// cancellation, and an ``ErrorCenter`` neither runs its rules nor shows it, counting it in
    /// ``ErrorCenter/Statistics/cancelled``. Both log it at ``ErrorSeverity/debug``.
    /// - Parameter error: The error.
    /// - Returns: `true` for a cancellation.
    public static func isCancellation(_ error: any Error) -> Bool {
        var facts = ErrorFacts(error)
        return CancellationCheck.isCancellation(&facts)
    }
}
