import ErrorHandling
import ErrorHandlingTesting
import Foundation
import MainActorBlocking
import Testing

/// Reports made from a detached task while the main actor cannot run: the center holds one
/// entry per kind of error until it can, accounts for every report and logs each once.
@Suite("Reports made while the main actor is blocked", .timeLimit(.minutes(10)))
@MainActor
struct BlockedMainActorReportTests {
    nonisolated static let reportCount = 100_000

    /// The records of reports, leaving out the records of dropped presentations.
    static func reportRecords(_ logger: InMemoryErrorLogger) -> [ErrorRecord] {
        logger.records.filter { $0.metadata["dropped"] == nil }
    }

    @Test func reportsOfThreeKindsAreHeldAsThreeEntriesAddUpAfterTheDrainAndAreEachLoggedOnce() async {
        let logger = InMemoryErrorLogger()
        let center = ErrorCenter(logger: logger)
        let mostHeld = whileBlockingTheMainActor {
            var mostHeld = 0
            for index in 0..<Self.reportCount {
                center.report(KeyedError(errorCode: index % 3))
                mostHeld = max(mostHeld, center.presentationCount)
            }
            return mostHeld
        }
        #expect(center.statistics == ErrorCenter.Statistics())
        await center.waitUntilIdle()

        #expect(mostHeld == 3)
        #expect(center.presentationCount == 3)
        #expect(
            center.statistics
                == ErrorCenter.Statistics(
                    reported: Self.reportCount, presented: 3, coalesced: Self.reportCount - 3))
        let occurrences = [center.current].compactMap { $0 } + center.pending
        #expect(occurrences.map(\.occurrences).reduce(0, +) == Self.reportCount)
        #expect(Self.reportRecords(logger).count == Self.reportCount)
        #expect(logger.records.count == Self.reportCount)
    }

    @Test func beyondTheCapacityTheInboxDropsTheOldestKindsCountingAndLoggingEachDrop() async {
        let logger = InMemoryErrorLogger()
        let center = ErrorCenter(logger: logger, capacity: 4)
        let kinds = 1_000
        let mostHeld = whileBlockingTheMainActor {
            var mostHeld = 0
            for index in 0..<Self.reportCount {
                center.report(KeyedError(errorCode: index % kinds))
                mostHeld = max(mostHeld, center.presentationCount)
            }
            return mostHeld
        }
        await center.waitUntilIdle()

        let statistics = center.statistics
        #expect(mostHeld <= center.capacity + 1)
        #expect(statistics.reported == Self.reportCount)
        #expect(statistics.addsUp)
        #expect(statistics.presented == center.capacity + 1)
        #expect(center.pending.count == center.capacity)
        #expect(Self.reportRecords(logger).count == Self.reportCount)
        #expect(logger.records.count - Self.reportCount == statistics.dropped)
    }

    @Test func toastsFoldByKindInlineMessagesByFieldKeepingTheNewestSilentReportsAreCounted() async throws {
        let center = ErrorCenter()
        let silent = center.handler.child().on(error: .type(URLError.self), then: .doNothing)
        let count = 10_000
        let mostHeld = whileBlockingTheMainActor {
            var mostHeld = 0
            for index in 0..<count {
                center.report(KeyedError(errorCode: index % 2), style: .toast(duration: .seconds(4)))
                center.report(KeyedError(errorCode: index), style: .inline(field: "email"))
                center.report(URLError(.timedOut), using: silent)
                mostHeld = max(mostHeld, center.presentationCount)
            }
            return mostHeld
        }
        await center.waitUntilIdle()

        #expect(mostHeld == 3)
        #expect(center.toasts.map(\.occurrences) == [count / 2, count / 2])
        let newest = ErrorPresentation(error: KeyedError(errorCode: count - 1)).title
        #expect(center.inlineMessages["email"] == newest)
        #expect(
            center.statistics
                == ErrorCenter.Statistics(
                    reported: 3 * count, presented: 2 + count, coalesced: count - 2,
                    handledWithoutPresentation: count))
    }

    /// An error that counts how often its text is read: once for each presentation built.
    struct TextCountingError: LocalizedError {
        static let reads = Locked(0)
        var errorDescription: String? {
            Self.reads.withLock { $0 += 1 }
            return "Counted"
        }
    }

    @Test func aRepeatMadeWhileItsKindWaitsInTheInboxBuildsNoPresentation() async {
        let center = ErrorCenter()
        let reports = 1_000
        TextCountingError.reads.withLock { $0 = 0 }
        let readsWhileBlocked = whileBlockingTheMainActor {
            for _ in 0..<reports {
                center.report(TextCountingError())
            }
            return TextCountingError.reads.withLock { $0 }
        }
        await center.waitUntilIdle()
        #expect(readsWhileBlocked == 1)
        #expect(center.current?.occurrences == reports)
        #expect(
            center.statistics
                == ErrorCenter.Statistics(reported: reports, presented: 1, coalesced: reports - 1))
    }
}
