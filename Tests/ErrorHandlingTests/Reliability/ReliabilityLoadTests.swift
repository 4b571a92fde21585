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

        logger.flush()
        let text = try String(contentsOf: logger.fileURL, encoding: .utf8)
        var handled = 0
        var seen = Set<Int>()
        for line in text.split(separator: "\n") {
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            // Drops are logged too; they carry their reason in the metadata.
            guard (object?["metadata"] as? [String: String])?["dropped"] == nil else { continue }
            #expect(object?["suppressed"] == nil, "no record may be summarized here")
            handled += 1
            let message = object?["message"] as? String ?? ""
            if let number = Self.reportNumber(in: message) {
                seen.insert(number)
            }
        }
        #expect(handled == Self.reportCount)
        #expect(seen.count == Self.reportCount)
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
