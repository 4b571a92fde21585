/// An asynchronous sequence that never throws: it passes on the elements of its base sequence,
/// and when the base fails, hands the failure to a delegate or a handler and finishes.
///
/// Create one with `AsyncSequence.handleErrors(with:delegate:)`.
public struct ErrorHandlingSequence<Base: AsyncSequence> {
    let base: Base
    let reporter: FailureReporter
}

extension ErrorHandlingSequence: AsyncSequence {
    /// The elements of the base sequence.
    public typealias Element = Base.Element

    /// Passes on the base sequence's elements until it ends, fails or the task is cancelled.
    public struct AsyncIterator: AsyncIteratorProtocol {
        var base: Base.AsyncIterator?
        let reporter: FailureReporter

        /// The next element, or `nil` once the base sequence has ended or failed, or the
        /// consuming task has been cancelled.
        public mutating func next() async -> Base.Element? {
            guard !Task.isCancelled, var iterator = base else {
                base = nil
                return nil
            }
            do {
                let element = try await iterator.next()
                base = element == nil ? nil : iterator
                return element
            } catch {
                base = nil
                reporter.report(error)
                return nil
            }
        }
    }

    /// Creates the iterator.
    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(base: base.makeAsyncIterator(), reporter: reporter)
    }
}

extension ErrorHandlingSequence: Sendable where Base: Sendable {}

/// Where the failure of a stream or pipeline goes: the delegate when there is one, else the
/// handler, with the location of the code that set it up.
struct FailureReporter: Sendable {
    let handler: ErrorHandler
    let delegate: (any ErrorHandlingDelegate)?
    let file: String
    let line: Int
    let function: String

    /// Hands `error` on, assessed once: a cancellation goes to the handler, which runs only
    /// the rules that name it and logs it at ``ErrorSeverity/debug``, never to the delegate.
    func report(_ error: any Error) {
        let assessment = handler.assess(error, file: file, line: line, function: function)
        if let delegate, !assessment.isCancellation {
            delegate.present(for: error)
        } else {
            _ = handler.handle(assessment, onCompleted: nil)
        }
    }
}

extension AsyncSequence {
    /// A sequence that does not throw: elements pass through; the first failure goes to
    /// `delegate` when there is one, else to `handler`; then the sequence finishes.
    ///
    /// Cancellation of the consuming task ends the sequence without reporting anything. The
    /// handler starts handling the failure and the sequence finishes at once: it does not wait
    /// for an alert to be dismissed.
    /// - Parameters:
    ///   - handler: Handles the failure when there is no delegate.
    ///   - delegate: Takes the failure instead of the handler.
    ///   - file: Where the sequence is set up, for logs.
    ///   - line: Where the sequence is set up, for logs.
    ///   - function: Where the sequence is set up, for logs.
    /// - Returns: The non-throwing sequence.
    public func handleErrors(
        with handler: ErrorHandler,
        delegate: (any ErrorHandlingDelegate)? = nil,
        file: String = #fileID,
        line: Int = #line,
        function: String = #function
    ) -> ErrorHandlingSequence<Self> {
        ErrorHandlingSequence(
            base: self,
            reporter: FailureReporter(
                handler: handler, delegate: delegate, file: file, line: line, function: function)
        )
    }
}
