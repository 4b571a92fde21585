import Dispatch
import Foundation
import Testing

@testable import ErrorHandling

/// An error whose description is whatever the test wants, newlines and quotes included.
private struct DescribedError: Error, CustomStringConvertible {
    let description: String
}

@Suite struct ProductionErrorLoggerTests {
    @Test func flushWritesEveryRecordAsOneJSONObjectPerLine() throws {
        let directory = try TemporaryDirectory()
        let logger = ProductionErrorLogger(fileURL: directory.file("errors.jsonl"))
        for code in 1...20 {
            logger.log(record(SampleError.server(code: code)))
        }
        logger.flush()
        let objects = try jsonObjects(in: logger.fileURL)
        #expect(objects.count == 20)
        let first = try #require(objects.first)
        for key in [
            "timestamp", "severity", "message", "presented", "groupingKey", "file", "line", "function",
            "chain",
            "metadata",
            "breadcrumbs", "rule",
        ] {
            #expect(first[key] != nil, "missing \(key)")
        }
        #expect(first["severity"] as? String == "error")
        #expect(first["file"] as? String == "Tests/Sample.swift")
        #expect(first["line"] as? Int == 7)
        #expect((first["message"] as? String)?.contains("server(code: 1)") == true)
    }

    @Test func aLineSaysWhatThePersonWasShownOrNullWhenNothingWas() throws {
        let directory = try TemporaryDirectory()
        let logger = ProductionErrorLogger(fileURL: directory.file("errors.jsonl"))
        var shown = record(SampleError.offline)
        shown.presentedText = "You appear to be offline.\nCheck your internet connection and try again."
        logger.log(shown)
        logger.log(record(SampleError.offline))
        logger.flush()
        let objects = try jsonObjects(in: logger.fileURL)
        #expect(objects.count == 2)
        #expect(objects.first?["presented"] as? String == shown.presentedText)
        #expect(objects.last?["presented"] is NSNull)
    }

    @Test func timestampsAreISO8601InUTC() throws {
        let directory = try TemporaryDirectory()
        let logger = ProductionErrorLogger(fileURL: directory.file("errors.jsonl"))
        logger.log(record(at: Date(timeIntervalSince1970: 1_764_419_989.123)))
        logger.flush()
        let objects = try jsonObjects(in: logger.fileURL)
        #expect(objects.first?["timestamp"] as? String == "2025-11-29T12:39:49.123Z")
    }

    @Test func hostileTextInEveryFieldStillGivesOneValidObjectPerLine() throws {
        let directory = try TemporaryDirectory()
        let logger = ProductionErrorLogger(fileURL: directory.file("errors.jsonl"), redactor: Redactor())
        let hostile = "line 1\nline \"2\"\r\n\t\\ \u{0}\u{1F} \u{2028} 日本語 한국어"
        let invalidUTF8 = String(decoding: [0x61, 0xFF, 0xC3, 0x28, 0x0A, 0x22], as: UTF8.self)
        let loneSurrogate: [unichar] = [0x61, 0xD800, 0x62]
        let userInfo: [String: Any] = [
            NSLocalizedDescriptionKey: hostile, "bytes": Data([0xFF, 0xFE, 0x00]), "text": invalidUTF8,
            "surrogate": NSString(characters: loneSurrogate, length: loneSurrogate.count),
        ]
        var hostileRecord = ErrorRecord(
            error: NSError(domain: "Domain\n\"quoted\"", code: 3, userInfo: userInfo), fileID: hostile,
            line: 1,
            function: hostile, groupingKey: hostile, matchedRule: hostile, metadata: [hostile: hostile],
            breadcrumbs: [Breadcrumb(timestamp: .now, message: hostile, category: hostile)])
        hostileRecord.chain = [hostile, invalidUTF8]
        logger.log(hostileRecord)
        logger.log(record(DescribedError(description: String(repeating: "x\"\n", count: 350_000))))
        logger.log(record(NSError(domain: "Plain", code: 1, userInfo: userInfo)))
        logger.flush()
        let objects = try jsonObjects(in: logger.fileURL)
        #expect(objects.count == 3)
        #expect(objects.first?["function"] as? String == hostile)
        #expect((objects.first?["metadata"] as? [String: String])?[hostile] == hostile)
        #expect((objects[1]["message"] as? String)?.hasPrefix("x\"\nx\"\n") == true)
        #expect(objects[1]["truncated"] as? Bool == true)
    }

    @Test func recordsAreRedactedByDefault() throws {
        let directory = try TemporaryDirectory()
        let logger = ProductionErrorLogger(fileURL: directory.file("errors.jsonl"))
        logger.log(
            record(message: "reset sent to ana@example.com", metadata: ["url": "/login?password=hunter2"]))
        logger.flush()
        let text = try String(contentsOf: logger.fileURL, encoding: .utf8)
        #expect(!text.contains("ana@example.com"))
        #expect(!text.contains("hunter2"))
        #expect(text.contains("<email>"))
    }

    @Test func aFileThatGrowsPastMaxBytesIsRotatedKeepingMaxFiles() throws {
        let directory = try TemporaryDirectory()
        let url = directory.file("errors.jsonl")
        let logger = ProductionErrorLogger(
            fileURL: url, maxBytes: 2_000, maxFiles: 3, rateLimitPerMinute: 1_000)
        for index in 0..<60 {
            logger.log(record(message: "record \(index) " + String(repeating: "-", count: 200)))
        }
        logger.flush()
        let manager = FileManager.default
        #expect(manager.fileExists(atPath: url.path + ".1"))
        #expect(manager.fileExists(atPath: url.path + ".2"))
        #expect(!manager.fileExists(atPath: url.path + ".3"))
        for path in [url.path, url.path + ".1", url.path + ".2"] {
            let size = try #require(try manager.attributesOfItem(atPath: path)[.size] as? Int)
            #expect(size <= 2_000)
            #expect(try !jsonObjects(in: URL(fileURLWithPath: path)).isEmpty)
        }
        let newest = try jsonObjects(in: url).last?["message"] as? String
        #expect(newest?.hasPrefix("record 59 ") == true)
    }

    @Test func recordsBeyondTheRateLimitAreSummarizedOnFlush() throws {
        let directory = try TemporaryDirectory()
        let clock = ManualWallClock()
        let logger = ProductionErrorLogger(
            fileURL: directory.file("errors.jsonl"), rateLimitPerMinute: 3, clock: { clock.now })
        for second in 0..<10 {
            logger.log(record(SampleError.offline, at: clock.now.addingTimeInterval(Double(second))))
        }
        logger.log(record(SampleError.server(code: 1), at: clock.now))
        logger.flush()
        let objects = try jsonObjects(in: logger.fileURL)
        #expect(objects.count == 5)
        let summaries = objects.filter { $0["suppressed"] != nil }
        #expect(summaries.count == 1)
        #expect(summaries.first?["suppressed"] as? Int == 7)
        #expect(summaries.first?["groupingKey"] as? String == objects.first?["groupingKey"] as? String)
        #expect(summaries.first?["message"] != nil)
    }

    @Test func aSummaryIsWrittenWhenTheMinuteCloses() throws {
        let directory = try TemporaryDirectory()
        let clock = ManualWallClock()
        let start = clock.now
        let logger = ProductionErrorLogger(
            fileURL: directory.file("errors.jsonl"), rateLimitPerMinute: 2, clock: { clock.now })
        for _ in 0..<5 {
            logger.log(record(SampleError.offline, at: start))
        }
        logger.flush()
        clock.advance(by: 61)
        logger.log(record(SampleError.server(code: 2), at: clock.now))
        logger.flush()
        // Flushing writes the first summary; the second window never suppressed anything.
        let objects = try jsonObjects(in: logger.fileURL)
        #expect(objects.compactMap { $0["suppressed"] as? Int } == [3])

        for _ in 0..<4 {
            logger.log(record(SampleError.offline, at: clock.now))
        }
        clock.advance(by: 61)
        logger.log(record(SampleError.offline, at: clock.now))
        logger.flush()
        let later = try jsonObjects(in: logger.fileURL).dropFirst(objects.count)
        // Two of the four are written and two summed up before the record of the next minute.
        // The writer runs on its own queue while the test moves the clock, so the two may be
        // summed up in one summary or in two; either way none is lost.
        #expect(later.filter { $0["suppressed"] == nil }.count == 3)
        #expect(later.compactMap { $0["suppressed"] as? Int }.reduce(0, +) == 2)
        #expect(later.last?["suppressed"] == nil)
    }

    @Test func recordsThatFindTheBufferFullAreCountedInOneLine() throws {
        let directory = try TemporaryDirectory()
        let writerEntered = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let isFirstCall = Locked(true)
        let logger = ProductionErrorLogger(
            fileURL: directory.file("errors.jsonl"), bufferCapacity: 2,
            clock: {
                if isFirstCall.withLock({ first in
                    defer { first = false }
                    return first
                }) {
                    writerEntered.signal()
                    release.wait()
                }
                return Date()
            })
        logger.log(record(SampleError.server(code: 0)))
        writerEntered.wait()
        for code in 1...5 {
            logger.log(record(SampleError.server(code: code)))
        }
        release.signal()
        logger.flush()
        let objects = try jsonObjects(in: logger.fileURL)
        #expect(objects.count == 4)
        #expect(objects.compactMap { $0["suppressed"] as? Int } == [3])
    }

    @Test func anUnwritablePathIsCountedNoticedOnceAndRecoveredFrom() throws {
        let directory = try TemporaryDirectory()
        let blocker = directory.file("not-a-folder")
        try Data("x".utf8).write(to: blocker)
        let notices = NoticeRecorder()
        let logger = ProductionErrorLogger(
            fileURL: blocker.appendingPathComponent("errors.jsonl"), clock: Date.init, notify: notices.record)
        logger.log(record())
        logger.flush()
        logger.log(record(SampleError.server(code: 1)))
        logger.flush()
        #expect(logger.failureCount == 2)
        #expect(notices.notices.count == 1)

        try FileManager.default.removeItem(at: blocker)
        logger.log(record(SampleError.server(code: 2)))
        logger.flush()
        #expect(logger.failureCount == 2)
        let objects = try jsonObjects(in: logger.fileURL)
        #expect(objects.count == 2)
        #expect((objects.first?["message"] as? String)?.hasPrefix("2 lines could not be written") == true)
        #expect((objects.last?["message"] as? String)?.contains("server(code: 2)") == true)
    }

    @Test func aFileDeletedWhileOpenIsCreatedAgain() throws {
        let directory = try TemporaryDirectory()
        let logger = ProductionErrorLogger(fileURL: directory.file("errors.jsonl"))
        logger.log(record())
        logger.flush()
        try FileManager.default.removeItem(at: logger.fileURL)
        logger.log(record(SampleError.server(code: 9)))
        logger.flush()
        let objects = try jsonObjects(in: logger.fileURL)
        #expect(objects.count == 1)
        #expect(logger.failureCount == 0)
    }

    @Test func releasingTheLoggerWritesWhatItStillHolds() async throws {
        let directory = try TemporaryDirectory()
        let url = directory.file("errors.jsonl")
        do {
            let logger = ProductionErrorLogger(fileURL: url)
            logger.log(record())
        }
        #expect(await eventually { (try? jsonObjects(in: url).count) == 1 })
        #expect(try jsonObjects(in: url).count == 1)
    }
}
