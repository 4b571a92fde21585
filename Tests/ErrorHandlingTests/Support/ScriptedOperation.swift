import ErrorHandling

/// Fails with the errors it is given, one per run, then succeeds.
final class ScriptedOperation: Sendable {
    private let failures: Locked<[any Error]>
    let runs = Counter()

    init(failing failures: [any Error]) {
        self.failures = Locked(failures)
    }

    /// Fails with `error` every time.
    init(alwaysFailingWith error: any Error) {
        failures = Locked(Array(repeating: error, count: 1_000))
    }

    @Sendable func callAsFunction() throws {
        runs.increment()
        let failure = failures.withLock { $0.isEmpty ? nil : $0.removeFirst() }
        if let failure {
            throw failure
        }
    }
}
