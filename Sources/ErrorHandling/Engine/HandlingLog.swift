/// Where one call to `handle` logs: the handled error, and what the engine has to say while
/// handling it (a `.run` action that threw, an error dropped for nesting too deep), all with
/// the caller's location. With no logger, the diagnostics go to standard error and nothing
/// else is done, so handling without a logger stays as cheap as before.
struct HandlingLog: Sendable {
    let logger: (any ErrorLogging)?
    let breadcrumbs: Breadcrumbs
    let fileID: String
    let line: Int
    let function: String

    /// Logs the error being handled.
    /// - Parameter matchedRule: The first rule that matched, worked out only when there is a
    ///   logger.
    func handled(_ error: any Error, matchedRule: @autoclosure () -> String?) {
        guard let logger else { return }
        logger.log(record(of: error, severity: .error, matchedRule: matchedRule()))
    }

    /// Reports an error thrown by a `.run` action while handling `handled`.
    func actionThrew(_ thrown: any Error, handling handled: any Error) {
        diagnose(
            thrown, severity: .error,
            "a .run action threw \(String(reflecting: thrown)) while handling \(String(reflecting: handled)); "
                + "the chain goes on.")
    }

    /// Reports an error dropped because errors were nested too deep.
    func droppedNested(_ error: any Error, maximumDepth: Int, droppedSoFar: Int) {
        diagnose(
            error, severity: .warning,
            "dropped \(FoundationTraps.reflecting(error)) raised at \(fileID):\(line) in \(function): errors were nested "
                + "\(maximumDepth) deep (\(droppedSoFar) dropped so far).")
    }

    private func diagnose(_ error: any Error, severity: ErrorSeverity, _ diagnostic: String) {
        guard let logger else {
            StandardError.write("ErrorHandling: " + diagnostic)
            return
        }
        logger.log(record(of: error, severity: severity, metadata: ["diagnostic": diagnostic]))
    }

    private func record(
        of error: any Error, severity: ErrorSeverity, matchedRule: String? = nil,
        metadata: [String: String] = [:]
    ) -> ErrorRecord {
        ErrorRecord(
            error: error, severity: severity, fileID: fileID, line: line, function: function,
            matchedRule: matchedRule, metadata: metadata, breadcrumbs: breadcrumbs.snapshot())
    }
}
