extension Result {
    /// The success value, or `nil` after handing the failure to `handler`.
    /// - Parameters:
    ///   - handler: Handles the failure.
    ///   - onErrorCompleted: Runs once the failure has been handled.
    ///   - file: The caller's file, for logs.
    ///   - line: The caller's line, for logs.
    ///   - function: The caller's function, for logs.
    /// - Returns: The success value, or `nil` on failure.
    public func get(
        onError handler: ErrorHandler,
        onErrorCompleted: OnErrorHandled = nil,
        file: String = #fileID,
        line: Int = #line,
        function: String = #function
    ) -> Success? {
        switch self {
        case .success(let value):
            return value
        case .failure(let error):
            handler.handle(
                error: error, onCompleted: onErrorCompleted, file: file, line: line, function: function)
            return nil
        }
    }
}
