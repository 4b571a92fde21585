import ErrorHandlingTesting
import Foundation
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

    @Test @MainActor func oneHundredThousandReportsFromSixteenTasksAreAllAccountedForAndLoggedOnce()
        async throws
    {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("load-\(UUID())")
        defer { try? FileManager.default.removeItem(at: directory) }
        // No rotation, no rate limit and room for every record: this test counts lines.
        let logger = ProductionErrorLogger(
            fileURL: directory.appendingPathComponent("errors.jsonl"), maxBytes: .max,
            rateLimitPerMinute: .max,
            bufferCapacity: 4 * Self.reportCount, clock: Date.init)
        let center = ErrorCenter(logger: logger, capacity: 16)

        let highWater = Locked(0)
        let sampler = Task { @MainActor in
            while !Task.isCancelled {
                let waiting = center.pending.count + center.toasts.count
                highWater.withLock { $0 = max($0, waiting) }
                await Task.yield()
            }
        }
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
        sampler.cancel()

        let statistics = center.statistics
        #expect(statistics.reported == Self.reportCount)
        #expect(
            statistics.reported
                == statistics.presented + statistics.coalesced + statistics.dropped
                + statistics.handledWithoutPresentation)
        #expect(center.pending.count <= center.capacity)
        #expect(highWater.withLock { $0 } <= center.capacity)

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
            if let match = message.firstMatch(of: /report #([0-9]+)/), let number = Int(match.1) {
                seen.insert(number)
            }
        }
        #expect(handled == Self.reportCount)
        #expect(seen.count == Self.reportCount)
        #expect(logger.failureCount == 0)
    }
}
