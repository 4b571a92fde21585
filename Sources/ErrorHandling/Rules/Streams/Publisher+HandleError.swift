#if canImport(Combine)
    public import Combine

    extension Publisher {
        /// A publisher that does not fail: values pass through; the first failure goes to
        /// `delegate` when there is one, else to `handler`; then the publisher finishes.
        ///
        /// The Combine twin of `AsyncSequence.handleErrors(with:delegate:)`.
        /// - Parameters:
        ///   - delegate: Takes the failure instead of the handler.
        ///   - handler: Handles the failure when there is no delegate.
        ///   - file: Where the pipeline is set up, for logs.
        ///   - line: Where the pipeline is set up, for logs.
        ///   - function: Where the pipeline is set up, for logs.
        /// - Returns: The publisher, type-erased, that never fails.
        public func handleError(
            _ delegate: (any ErrorHandlingDelegate)? = nil,
            handler: ErrorHandler,
            file: String = #fileID,
            line: Int = #line,
            function: String = #function
        ) -> AnyPublisher<Output, Never> {
            let reporter = FailureReporter(
                handler: handler, delegate: delegate, file: file, line: line, function: function)
            return self.catch { error -> Empty<Output, Never> in
                reporter.report(error)
                return Empty(completeImmediately: true)
            }
            .eraseToAnyPublisher()
        }
    }
#endif
