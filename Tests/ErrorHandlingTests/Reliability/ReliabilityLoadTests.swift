import ErrorHandlingTesting
import Foundation
import Observation
import Testing

@testable import ErrorHandling

/// Load through the whole path — `ErrorHandler` → `ErrorCenter` → `ProductionErrorLogger` —
/// from many tasks at once: nothing is lost, the accounting adds up, memory stays bounded.
@Suite("Reliability: load", .timeLimit(.minutes(10)))
struct ReliabilityLoadTests {
    static let reportCount = 100_000
    static let taskCount = 16
    static let groupingKeyCount = 50

    /// Report number `index`: one of 50 grouping keys, its number in its description.
    static func error(_ index: Int) -> NSError {
        NSError(
            domain: "Load", code: index % groupingKeyCount,
            userInfo: [NSLocalizedDescriptionKey: "report #\(index)"])
    }

    /// The number after "report #" in `message`. Read by hand: a regex literal in a loop of
    /// 100,000 lines is parsed again on every line in a debug build.
    static func reportNumber(in message: String) -> Int? {
        guard let mark = message.range(of: "report #") else { return nil }
        return Int(message[mark.upperBound...].prefix { $0.isASCII && $0.isNumber })
    }

    /// What `logger` wrote once it has written everything: how many records of handled
    /// reports (drops are logged too, with their reason in the metadata), how many distinct
    /// report numbers they name, and how many records were summarized.
    static func reportsLogged(by logger: ProductionErrorLogger) throws -> (
        handled: Int, distinctReports: Int, summarized: Int
    ) {
        logger.flush()
        let text = try String(contentsOf: logger.fileURL, encoding: .utf8)
        var handled = 0
        var summarized = 0
        var seen = Set<Int>()
        for line in text.split(separator: "\n") {
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            guard (object?["metadata"] as? [String: String])?["dropped"] == nil else { continue }
            handled += 1
            if object?["suppressed"] != nil {
                summarized += 1
            }
            if let number = reportNumber(in: object?["message"] as? String ?? "") {
                seen.insert(number)
            }
        }
        return (handled, seen.count, summarized)
    }

    @Test @MainActor func oneHundredThousandReportsFromSixteenTasksAreAllAccountedForAndLoggedOnce()
        async throws
    {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("load-\(UUID())")
        defer { try? FileManager.default.removeItem(at: directory) }
        // No rotation, no rate limit and room for every record: this test counts lines. No
        // redaction either: the redaction tests pin it, and here, in a debug build, it would be
        // most of the test's time.
        let logger = ProductionErrorLogger(
            fileURL: directory.appendingPathComponent("errors.jsonl"), maxBytes: .max,
            redactor: Redactor(), rateLimitPerMinute: .max,
            bufferCapacity: 4 * Self.reportCount, clock: Date.init)
        let center = ErrorCenter(logger: logger, capacity: 16)

        let highWater = WaitingHighWater(of: center)
        await withTaskGroup(of: Void.self) { group in
            for task in 0..<Self.taskCount {
                group.addTask {
                    for index in stride(from: task, to: Self.reportCount, by: Self.taskCount) {
                        center.report(Self.error(index))
                    }
                }
            }
        }
        await center.waitUntilIdle()
        highWater.stop()

        let statistics = center.statistics
        #expect(statistics.reported == Self.reportCount)
        #expect(
            statistics.reported
                == statistics.presented + statistics.coalesced + statistics.dropped
                + statistics.handledWithoutPresentation)
        #expect(center.pending.count + center.toasts.count <= center.capacity)
        #expect(highWater.peak <= center.capacity)

        // Off the main actor: waiting for the writer and reading 100,000 lines would hold up
        // every main-actor test running beside this one.
        let logged = try await Task.detached { try Self.reportsLogged(by: logger) }.value
        #expect(logged.summarized == 0, "no record may be summarized here")
        #expect(logged.handled == Self.reportCount)
        #expect(logged.distinctReports == Self.reportCount)
        #expect(logger.failureCount == 0)
    }
}

/// The most presentations a center held waiting at once. It reads them just before every
/// change of the center's queue, so it sees every state the queue passes through but the last,
/// without keeping the main actor busy in between.
@MainActor
private final class WaitingHighWater {
    private(set) var peak = 0
    private var isStopped = false
    private let center: ErrorCenter

    init(of center: ErrorCenter) {
        self.center = center
        sample()
    }

    func stop() {
        isStopped = true
    }

    private func sample() {
        guard !isStopped else { return }
        withObservationTracking {
            peak = max(peak, center.pending.count + center.toasts.count)
        } onChange: { [weak self] in
            // The queue changes only on the main actor, and this runs just before it does.
            MainActor.assumeIsolated { self?.sample() }
        }
    }
}
