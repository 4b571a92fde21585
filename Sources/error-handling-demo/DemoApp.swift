import ErrorHandling
import Foundation

/// A small app that meets its backend's errors through one set of rules.
@main
struct DemoApp {
    static func main() async {
        if CommandLine.arguments.contains("--help") {
            print(
                """
                Usage: swift run error-handling-demo [--help]

                Runs a small app against a simulated backend and shows, step by step, how
                swift-error-handling turns each thrown error into an alert, a retry or a log
                line. At a terminal you answer the alerts by number; otherwise the demo
                answers them itself and exits 0.
                """)
            return
        }
        let presenter = DemoPresenter(scriptedAnswers: ["OK", "Retry", "Sign In", "OK"])
        let backend = SimulatedBackend(failuresBeforeSuccess: 1)
        let log = DemoLog()
        let retry = RetryRequest()
        let handler = makeHandler(presenter: presenter, log: log, retry: retry)

        print("1. Signing in with a wrong password")
        await attempt(handler, retry: retry) { _ = try await backend.signIn(password: "hunter2") }

        print("\n2. Loading the feed while offline (Retry tries again)")
        await attempt(handler, retry: retry) { print("  feed: \(try await backend.loadFeed())") }

        print("\n3. Refreshing the profile with an expired session")
        await attempt(handler, retry: retry) { try await backend.refreshProfile() }

        print("\n4. An error no rule knows reaches the fallback rule")
        await attempt(handler, retry: retry) { try await backend.exportReport() }

        print("\nLog (\(log.lines.count) lines, written by the handler's `always` rule):")
        for line in log.lines {
            print("  \(line)")
        }
    }

    /// Runs `operation`; hands a failure to `handler`, and runs it again while the person
    /// chooses Retry.
    nonisolated(nonsending) private static func attempt(
        _ handler: ErrorHandler,
        retry: RetryRequest,
        _ operation: () async throws -> Void
    ) async {
        while true {
            do {
                try await operation()
                return
            } catch {
                await handler.handle(error)
                guard retry.take() else { return }
                print("  retrying…")
            }
        }
    }

    private static func makeHandler(presenter: DemoPresenter, log: DemoLog, retry: RetryRequest)
        -> ErrorHandler
    {
        ErrorHandler(for: presenter)
            .on(
                error: .type(BackendError.self) { if case .wrongPassword = $0 { true } else { false } },
                then: .present(
                    alert: ConfirmableAlert(
                        title: "Wrong password", message: "Check your password and try again.",
                        confirmTitle: "OK")
                )
            )
            .on(
                error: .type(BackendError.offline),
                then: .present(
                    alert: RejectableAlert(
                        title: "You are offline", message: "Connect to the internet and try again.",
                        confirmTitle: "Retry", rejectTitle: "Cancel",
                        confirmAction: { _ in retry.request() })
                )
            )
            .on(
                error: .type(BackendError.sessionExpired),
                then: .present(
                    alert: RejectableAlert(
                        title: "Session expired", message: "Sign in again to continue.",
                        confirmTitle: "Sign In", rejectTitle: "Cancel",
                        confirmAction: { _ in print("  → showing the sign-in screen") })
                )
            )
            .onNoMatch(
                .present(alert: ConfirmableAlert(title: "Something went wrong", confirmTitle: "OK"))
            )
            .always(
                .run { error in log.append("\(Date.now.formatted(.iso8601)) \(String(reflecting: error))") })
    }
}

/// Whether the person chose Retry on the last alert.
final class RetryRequest: Sendable {
    private let isRequested = Locked(false)

    func request() {
        isRequested.withLock { $0 = true }
    }

    /// Whether a retry was requested; clears the request.
    func take() -> Bool {
        isRequested.withLock { requested in
            defer { requested = false }
            return requested
        }
    }
}

/// The demo's log: what a production logger would write to a file.
final class DemoLog: Sendable {
    private let storage = Locked<[String]>([])

    func append(_ line: String) {
        storage.withLock { $0.append(line) }
    }

    var lines: [String] { storage.withLock { $0 } }
}
