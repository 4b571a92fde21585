/// Where one call to `handle` logs: the handled error, and what the engine has to say while
/// handling it (a `.run` action that threw, an error dropped for nesting too deep), all with
/// the caller's location. With no logger, the diagnostics go to standard error and nothing
/// else is done, so handling without a logger stays as cheap as before.
///
/// A logger runs one nesting level deeper than the handling it logs, like an action: an error
/// it raises into a handler counts as nested, so a logger that reports its own failures cannot
/// recurse without end. Past the nesting limit, diagnostics go to standard error only.
struct HandlingLog: Sendable {
    /// Where a handler and its children log: made once, with the root handler, so that each
    /// handled error copies one reference to it, and none without a logger.
    final class Destination: Sendable {
        let logger: any ErrorLogging
        /// The trail of recent events each record carries.
        let breadcrumbs: Breadcrumbs

        init(logger: any ErrorLogging, breadcrumbs: Breadcrumbs) {
            self.logger = logger
            self.breadcrumbs = breadcrumbs
        }
    }

    /// Where records go; `nil` without a logger.
    let destination: Destination?
    let fileID: String
    let line: Int
    let function: String
    /// The nesting depth of the handling being logged.
    let depth: Int

    /// Metadata the record of the handled error carries besides its own, bound by whoever
    /// starts the handling: a center marks the report of a retry that gave up.
    @TaskLocal static var reportMetadata: [String: String] = [:]

    /// Logs the error being handled, as thrown: a cancellation at ``ErrorSeverity/debug``,
    /// marked `cancelled`, any other error at ``ErrorSeverity/error``.
    /// - Parameters:
    ///   - matchedRule: The first rule that matched, worked out only when there is a logger.
    ///   - presentedText: What the person is shown of the error, if anything; worked out only
    ///     when there is a logger.
    func handled(
        _ assessment: ErrorAssessment, matchedRule: @autoclosure () -> String?,
        presentedText: @autoclosure () -> String?
    ) {
        guard let destination else { return }
        var metadata = Self.reportMetadata
        if assessment.isCancellation {
            metadata["cancelled"] = "true"
        }
        // The record reads the error's texts, the app's code, as the logger is: an error handled
        // from either is nested.
        HandlingDepth.$current.withValue(depth + 1) {
            var record = ErrorRecord(
                error: assessment.error, severity: assessment.isCancellation ? .debug : .error,
                fileID: fileID,
                line: line, function: function, groupingKey: assessment.knownGroupingKey,
                matchedRule: matchedRule(), metadata: metadata,
                breadcrumbs: destination.breadcrumbs.snapshot())
            record.presentedText = presentedText()
            destination.logger.log(record)
        }
    }

    /// The record of a handled error whose first step a view presents itself: the view writes
    /// it with the words of the presentation it built, so they are worked out once. A class, so
    /// that the steps that hand it on, made only with a logger, pass one reference.
    final class PendingRecord: Sendable {
        let log: HandlingLog
        let assessment: ErrorAssessment
        /// The first rule that matched.
        let matchedRule: String?

        init(log: HandlingLog, assessment: ErrorAssessment, matchedRule: String?) {
            self.log = log
            self.assessment = assessment
            self.matchedRule = matchedRule
        }

        /// Writes the record, with what the person is shown of the error.
        func write(presentedText: @autoclosure () -> String?) {
            log.handled(assessment, matchedRule: matchedRule, presentedText: presentedText())
        }
    }

    /// Reports an error thrown by a `.run` action while handling `handled`.
    func actionThrew(_ thrown: any Error, handling handled: any Error) {
        diagnose(
            thrown, severity: .error,
            "a .run action threw \(ErrorDescriber.reflecting(thrown)) while handling "
                + "\(ErrorDescriber.reflecting(handled)); the chain goes on.")
    }

    /// Reports an action that did not complete within `timeout` while handling `handled`.
    func actionTimedOut(after timeout: Duration, handling handled: any Error) {
        diagnose(
            handled, severity: .warning,
            "an action did not complete within \(timeout) while handling "
                + "\(ErrorDescriber.reflecting(handled)); the chain goes on.")
    }

    /// Reports an error dropped because errors were nested too deep.
    func droppedNested(_ error: any Error, maximumDepth: Int, droppedSoFar: Int) {
        diagnose(
            error, severity: .warning,
            "dropped \(ErrorDescriber.reflecting(error)) raised at \(fileID):\(line) in \(function): errors were nested "
                + "\(maximumDepth) deep (\(droppedSoFar) dropped so far).")
    }

    private func diagnose(_ error: any Error, severity: ErrorSeverity, _ diagnostic: String) {
        guard let destination, depth <= ErrorHandler.maximumNestingDepth else {
            StandardError.write("ErrorHandling: " + diagnostic)
            return
        }
        let record = ErrorRecord(
            error: error, severity: severity, fileID: fileID, line: line, function: function,
            metadata: ["diagnostic": diagnostic], breadcrumbs: destination.breadcrumbs.snapshot())
        HandlingDepth.$current.withValue(depth + 1) { destination.logger.log(record) }
    }
}
