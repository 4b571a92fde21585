extension Result {
    /// The success value, or `nil` after handing the failure to `handler`.
    /// - Parameters:
    ///   - handler: Handles the failure.
    ///   - onErrorCompleted: Runs once the failure has been handled.
    /// - Returns: The success value, or `nil` on failure.
    public func get(onError handler: ErrorHandler, onErrorCompleted: OnErrorHandled = nil) -> Success? {
        switch self {
        case .success(let value):
            return value
        case .failure(let error):
            handler.handle(error: error, onCompleted: onErrorCompleted)
            return nil
        }
    }
}
