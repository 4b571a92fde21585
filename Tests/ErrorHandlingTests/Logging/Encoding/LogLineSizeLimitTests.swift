import Foundation
import Testing

@testable import ErrorHandling

/// An error whose description is whatever the test wants.
private struct DescribedError: Error, CustomStringConvertible {
    let description: String
}

/// The lines of the file, each as its bytes, line feed left out.
private func lines(of url: URL) throws -> [Data] {
    let data = try Data(contentsOf: url)
    return data.split(separator: UInt8(ascii: "\n")).map { Data($0) }
}

@Suite struct LogLineSizeLimitTests {
    @Test func a10MBDescriptionBecomesOneLineOfAtMost64KBThatParsesAndSaysItWasCut() throws {
        let directory = try TemporaryDirectory()
        let logger = ProductionErrorLogger(fileURL: directory.file("errors.jsonl"), redactor: Redactor())
        logger.log(record(DescribedError(description: String(repeating: "0123456789", count: 1_000_000))))
        logger.flush()
        let line = try #require(try lines(of: logger.fileURL).first)
        #expect(line.count <= LogLineLimits.maxLineBytes)
        let object = try #require(try JSONSerialization.jsonObject(with: line) as? [String: Any])
        #expect(object["truncated"] as? Bool == true)
        let message = try #require(object["message"] as? String)
        #expect(message.utf8.count <= LogLineLimits.maxFieldBytes)
        #expect(message.hasPrefix("0123456789"))
        #expect(message.hasSuffix(" bytes]"))
        #expect(message.contains("…[cut 9,98"))
        #expect((object["chain"] as? [String])?.first == message)
    }

    @Test func aLineOfOrdinarySizeIsNotMarkedAsCut() throws {
        let directory = try TemporaryDirectory()
        let logger = ProductionErrorLogger(fileURL: directory.file("errors.jsonl"))
        logger.log(record())
        logger.flush()
        let line = try #require(try lines(of: logger.fileURL).first)
        let object = try #require(try JSONSerialization.jsonObject(with: line) as? [String: Any])
        #expect(object["truncated"] == nil)
    }

    @Test func oneMBOfJapaneseEmojiAndCombiningMarksIsCutIntoValidUTF8ThatParses() throws {
        let directory = try TemporaryDirectory()
        let logger = ProductionErrorLogger(fileURL: directory.file("errors.jsonl"), redactor: Redactor())
        let pieces = ["日本語のテキスト", "👩‍👩‍👧‍👦", "🇯🇵", "e\u{301}\u{302}\u{303}", "\u{10FFFF}", "\"\n\\"]
        var text = ""
        while text.utf8.count < 1_000_000 {
            text += pieces.joined()
        }
        for shift in 0..<8 {
            var shifted = record(DescribedError(description: String(repeating: "a", count: shift) + text))
            shifted.metadata = ["text": text]
            shifted.breadcrumbs = [Breadcrumb(timestamp: .now, message: text, category: text)]
            shifted.fileID = text
            shifted.function = text
            logger.log(shifted)
        }
        logger.flush()
        let lines = try lines(of: logger.fileURL)
        #expect(lines.count == 8)
        for line in lines {
            #expect(line.count <= LogLineLimits.maxLineBytes)
            #expect(String(data: line, encoding: .utf8) != nil, "valid UTF-8")
            let object = try JSONSerialization.jsonObject(with: line) as? [String: Any]
            #expect(object?["truncated"] as? Bool == true)
        }
    }

    @Test func manyMetadataValuesOf16KBEachStillGiveALineOfAtMost64KBThatParses() throws {
        let directory = try TemporaryDirectory()
        let logger = ProductionErrorLogger(fileURL: directory.file("errors.jsonl"), redactor: Redactor())
        let value = String(repeating: "v", count: 16_384)
        var metadata: [String: String] = [:]
        for index in 0..<100 {
            metadata["key \(index)"] = value
        }
        var large = record(metadata: metadata)
        large.breadcrumbs = Array(
            repeating: Breadcrumb(timestamp: .now, message: value, category: "c"), count: 100)
        logger.log(large)
        logger.flush()
        let line = try #require(try lines(of: logger.fileURL).first)
        #expect(line.count <= LogLineLimits.maxLineBytes)
        let object = try #require(try JSONSerialization.jsonObject(with: line) as? [String: Any])
        #expect(object["truncated"] as? Bool == true)
        for key in ["timestamp", "severity", "message", "groupingKey", "file", "line", "function", "rule"] {
            #expect(object[key] != nil, "keeps \(key)")
        }
        #expect((object["message"] as? String)?.contains("offline") == true)
    }

    @Test func textThatIsAllEscapesIsCutBetweenEscapesNeverInsideOne() throws {
        let directory = try TemporaryDirectory()
        let logger = ProductionErrorLogger(fileURL: directory.file("errors.jsonl"), redactor: Redactor())
        let escapes = String(repeating: "\u{1}\"\\\n", count: 50_000)
        for shift in 0..<4 {
            var hostile = record(message: String(repeating: "a", count: shift) + escapes)
            hostile.chain = [escapes, escapes]
            hostile.metadata = ["a": escapes, "b": escapes]
            logger.log(hostile)
        }
        logger.flush()
        let lines = try lines(of: logger.fileURL)
        #expect(lines.count == 4)
        for line in lines {
            #expect(line.count <= LogLineLimits.maxLineBytes)
            #expect(throws: Never.self) { try JSONSerialization.jsonObject(with: line) }
        }
    }

    @Test func cuttingATextKeepsWholeCharactersAtEveryLengthAndSaysHowMuchWasLeftOut() {
        let text = "aé日👩‍👩‍👧 \u{10FFFF}x"
        let total = text.utf8.count
        for limit in 0...(total + 2) {
            let cut = LogLineLimits.cut(text, toUTF8Bytes: limit)
            if total <= limit {
                #expect(cut == nil)
                continue
            }
            guard let cut else {
                Issue.record("\(limit) bytes: not cut")
                continue
            }
            let marker = cut.range(of: "…[cut ")
            let kept = marker.map { String(cut[..<$0.lowerBound]) } ?? ""
            #expect(text.utf8.starts(with: kept.utf8), "\(limit) bytes: a prefix")
            #expect(cut.hasSuffix("…[cut \(total - kept.utf8.count) bytes]"), "\(limit) bytes")
        }
    }
}
