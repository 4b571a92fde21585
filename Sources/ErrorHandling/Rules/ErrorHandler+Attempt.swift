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
    @discardableResult
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
    @discardableResult
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

    /// Whether `error` only says that work was cancelled, which is nothing to show: the one
    /// answer every entry point reads, worked out once where the error enters.
    ///
    /// A cancellation is a `CancellationError`; a `URLError` of `.cancelled` or
    /// `.userCancelledAuthentication`; a `CocoaError` of `.userCancelled`; Firebase Auth's
    /// `WebContextCancelled` (the person closed the sign-in page); an `NSError` with one of
    /// those domains and codes (`NSURLErrorDomain` -999 and -1012, `NSCocoaErrorDomain` 3072,
    /// `FIRAuthErrorDomain` 17058); and any error thrown while the current task is cancelled.
    ///
    /// A handler runs no `onNoMatch` action for a cancellation (a rule that names it and the
    /// `always` actions still run), and an ``ErrorCenter`` neither runs its rules nor shows it,
    /// counting it in ``ErrorCenter/Statistics/cancelled``. Both log it at
    /// ``ErrorSeverity/debug``.
    /// - Parameter error: The error.
    /// - Returns: `true` when the error says that work was cancelled.
    public static func isCancellation(_ error: any Error) -> Bool {
        var facts = ErrorFacts(error)
        return CancellationCheck.isCancellation(&facts)
    }
}
