import ErrorHandling
import ErrorHandlingOpenTelemetry
import ErrorHandlingTerminal
import Foundation

/// `swift run error-handling-demo`: a small app meets its backend's errors, end to end through
/// the real library — translation, rules, the error center, logging, retry — in the terminal.
@main
struct DemoApp {
    @MainActor
    static func main() async {
        let options: DemoOptions
        do {
            options = try DemoOptions(arguments: Array(CommandLine.arguments.dropFirst()))
        } catch {
            FileHandle.standardError.write(Data((error.message + "\n").utf8))
            exit(2)
        }
        if options.showsHelp {
            print(DemoOptions.help)
            return
        }
        ErrorLocalization.preferredLocale = options.locale
        guard let logURL = PrivateLogFolder.makeLogURL() else {
            FileHandle.standardError.write(Data("cannot create a private folder for the log\n".utf8))
            exit(1)
        }
        await DemoApp(logURL: logURL, otlpEndpoint: options.otlpEndpoint).run()
    }

    let backend = SimulatedBackend()
    let logURL: URL
    let fileLogger: ProductionErrorLogger
    /// Sends the records to an OpenTelemetry Collector too, given `--otlp`.
    let openTelemetry: OpenTelemetryErrorLogger?
    let center: ErrorCenter
    let input = ScriptedInput(script: ["1", "1", "", ""])
    let terminal: TerminalPresenter

    @MainActor
    init(logURL: URL, otlpEndpoint: URL?) {
        self.logURL = logURL
        fileLogger = ProductionErrorLogger(fileURL: logURL)
        openTelemetry = otlpEndpoint.map {
            OpenTelemetryErrorLogger(
                endpoint: $0, serviceName: "error-handling-demo",
                spoolDirectory: logURL.deletingLastPathComponent().appendingPathComponent("otlp-spool"))
        }
        let crashReporting = ReportingErrorLogger(reporter: CrashReporting { print($0, terminator: "") })
        let loggers: [any ErrorLogging] = [fileLogger] + (openTelemetry.map { [$0] } ?? [])
        // A handler made without a view presents in the center it is given to.
        let rules = ErrorHandler(
            translator: .standard, logger: MultiplexErrorLogger(loggers + [crashReporting])
        )
        .on(
            error: .type(AppError.sessionExpired),
            then: .present(
                alert: RejectableAlert(
                    title: AppError.sessionExpired.userMessage,
                    message: AppError.sessionExpired.recoverySuggestion,
                    confirmTitle: StandardButtonTitle.signIn.localized(),
                    rejectTitle: StandardButtonTitle.cancel.localized(),
                    confirmAction: { _ in print("  → the sign-in screen opens") }))
        )
        .on(error: .type(AppError.self) && !.type(AppError.sessionExpired), then: .presentError)
        .onNoMatch(.presentError)
        center = ErrorCenter(
            handler: rules, logger: MultiplexErrorLogger(loggers),
            retryPolicy: RetryPolicy(maxAttempts: 3, backoff: .constant(.seconds(1)), jitter: .none))
        terminal = TerminalPresenter(readLine: { [input] in input.readLine() })
    }

    @MainActor
    func run() async {
        await signInWithAWrongPassword()
        await loadTheFeedWhileOffline()
        await refreshAnExpiredSession()
        await sendTwentyRequestsToAnOverloadedServer()
        await exportAReportThatFailsUnexpectedly()
        summarize()
        await reportTheExport()
    }

    // MARK: The scenario

    @MainActor
    private func signInWithAWrongPassword() async {
        heading(1, "Signing in with a wrong password (a Firebase Auth error)")
        do {
            _ = try await backend.signIn(email: "ada@example.com", password: "hunter2")
        } catch {
            let translated = ErrorDescriber.describing(ErrorTranslator.standard.translate(error))
            print("  \(error._domain) \(error._code) → \(translated)")
            center.report(error, style: .inline(field: "Password"))
        }
        await terminal.present(center)
    }

    @MainActor
    private func loadTheFeedWhileOffline() async {
        heading(2, "Loading the feed while offline; Retry runs under the retry policy")
        let backend = backend
        await center.attempt {
            let feed = try await backend.loadFeed()
            print("  feed: \(feed)")
        }
        await terminal.present(center)
    }

    @MainActor
    private func refreshAnExpiredSession() async {
        heading(3, "Refreshing the profile with an expired session")
        do {
            try await backend.refreshProfile()
        } catch {
            center.report(error)
        }
        await terminal.present(center)
    }

    @MainActor
    private func sendTwentyRequestsToAnOverloadedServer() async {
        heading(4, "Twenty requests at once, all failing the same way")
        let backend = backend
        let center = center
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<20 {
                group.addTask {
                    do {
                        _ = try await backend.loadThumbnail(index)
                    } catch {
                        center.report(error)
                    }
                }
            }
        }
        await terminal.present(center)
    }

    @MainActor
    private func exportAReportThatFailsUnexpectedly() async {
        heading(5, "An error no rule knows reaches the fallback rule")
        do {
            try await backend.exportReport()
        } catch {
            center.report(error)
        }
        await terminal.present(center)
    }

    @MainActor
    private func summarize() {
        heading(6, "Summary")
        let statistics = center.statistics
        print(
            """
              reported \(statistics.reported), presented \(statistics.presented), \
            coalesced \(statistics.coalesced), dropped \(statistics.dropped), \
            handled without a presentation \(statistics.handledWithoutPresentation)
            """)
        fileLogger.flush()
        let lines = (try? String(contentsOf: logURL, encoding: .utf8))?.split(separator: "\n").count ?? 0
        print("  JSON log: \(logURL.path) (\(lines) lines)")
        let export = logURL.deletingLastPathComponent().appendingPathComponent("support-export.jsonl")
        do {
            try fileLogger.exportRecentRecords(limit: 50, to: export)
            print("  export: \(export.path) (the last records, redacted, to attach to a support request)")
        } catch {
            print("  export: \(error)")
        }
    }

    /// With `--otlp`: waits until the records are spooled, and up to 5 seconds for the collector
    /// to accept them (what it has not is sent at the next run), and says how it went.
    private func reportTheExport() async {
        guard let openTelemetry else { return }
        await openTelemetry.flush()
        let deadline = ContinuousClock.now.advanced(by: .seconds(5))
        while openTelemetry.statistics.spooledBatches > 0, ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(50))
        }
        let statistics = openTelemetry.statistics
        print(
            """
              OpenTelemetry: \(statistics.accepted) records accepted, \(statistics.spooledRecords) still in the spool, \
            \(statistics.failures) failed attempts, \(statistics.dropped) dropped
            """)
    }

    private func heading(_ number: Int, _ title: String) {
        print("\n\(number). \(title)")
    }
}
