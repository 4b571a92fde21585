import Foundation
import LogSharingProcesses
import Testing

@testable import ErrorHandling

@Suite("ProductionErrorLogger.exportRecentRecords")
struct LogExportTests {
    /// A logger whose small files rotate every few records and whose rate limit lets every
    /// record through.
    private static func logger(at url: URL, maxFiles: Int = 4) -> ProductionErrorLogger {
        ProductionErrorLogger(fileURL: url, maxBytes: 4_000, maxFiles: maxFiles, rateLimitPerMinute: 10_000)
    }

    /// ``logger(at:maxFiles:)`` once it has written the records `record 1` to `record <count>`.
    private static func logger(at url: URL, withRecords count: Int) -> ProductionErrorLogger {
        let logger = logger(at: url)
        for index in 1...count {
            logger.log(record(message: "record \(index)"))
        }
        logger.flush()
        return logger
    }

    private static func messages(in url: URL) throws -> [String] {
        try jsonObjects(in: url).compactMap { $0["message"] as? String }
    }

    @Test func theMostRecentRecordsAreExportedOldestFirstFromTheRotatedFilesToo() throws {
        let directory = try TemporaryDirectory()
        let logger = Self.logger(at: directory.file("errors.jsonl"), withRecords: 60)
        #expect(FileManager.default.fileExists(atPath: directory.file("errors.jsonl.2").path))

        let export = directory.file("export.jsonl")
        try logger.exportRecentRecords(limit: 10, to: export)

        #expect(try Self.messages(in: export) == (51...60).map { "record \($0)" })
    }

    @Test func recordsNotYetWrittenAreExported() throws {
        let directory = try TemporaryDirectory()
        let logger = Self.logger(at: directory.file("errors.jsonl"))
        logger.log(record(message: "just logged"))

        let export = directory.file("export.jsonl")
        try logger.exportRecentRecords(to: export)

        #expect(try Self.messages(in: export) == ["just logged"])
    }

    @Test func recordsOfAnEarlierLaunchAreExportedBeforeThoseOfThisOne() throws {
        let directory = try TemporaryDirectory()
        let file = directory.file("errors.jsonl")
        do {
            let earlier = Self.logger(at: file)
            earlier.log(record(message: "earlier launch"))
        }
        let logger = Self.logger(at: file)
        logger.log(record(message: "this launch"))

        let export = directory.file("export.jsonl")
        try logger.exportRecentRecords(to: export)

        #expect(try Self.messages(in: export) == ["earlier launch", "this launch"])
    }

    @Test func exportedLinesAreRedactedAsTheyWereLogged() throws {
        let directory = try TemporaryDirectory()
        let logger = Self.logger(at: directory.file("errors.jsonl"))
        logger.log(record(message: "sign-in failed for ana@example.com"))

        let export = directory.file("export.jsonl")
        try logger.exportRecentRecords(to: export)

        let text = try String(contentsOf: export, encoding: .utf8)
        #expect(!text.contains("ana@example.com"))
        #expect(try Self.messages(in: export) == ["sign-in failed for <email>"])
    }

    @Test func aLineTornByACrashIsLeftOut() throws {
        let crashed = "{\"message\":\"before the crash\"}\n{\"message\":\"torn"
        #expect(try Self.messagesExported(fromLogStartingWith: crashed) == ["before the crash", "after"])
    }

    @Test func aLineLongerThanALogLineCanBeIsLeftOut() throws {
        let long = #"{"message":""# + String(repeating: "a", count: LogLineLimits.maxLineBytes) + #""}"#
        let contents = #"{"message":"before"}"# + "\n" + long + "\n"
        #expect(try Self.messagesExported(fromLogStartingWith: contents) == ["before", "after"])
    }

    @Test func theLogIsNotChangedByAnExport() throws {
        let directory = try TemporaryDirectory()
        let file = directory.file("errors.jsonl")
        let logger = Self.logger(at: file)
        for index in 1...30 {
            logger.log(record(message: "record \(index)"))
        }
        logger.flush()
        let before = try Self.logContents(in: directory)

        try logger.exportRecentRecords(limit: 5, to: directory.file("export.jsonl"))

        #expect(try Self.logContents(in: directory) == before)
    }

    @Test func aLoggerThatWroteNothingExportsAnEmptyFileAndCreatesNoLog() throws {
        let directory = try TemporaryDirectory()
        let logger = Self.logger(at: directory.file("errors.jsonl"))

        let export = directory.file("export.jsonl")
        try logger.exportRecentRecords(to: export)

        #expect(try Data(contentsOf: export).isEmpty)
        #expect(!FileManager.default.fileExists(atPath: logger.fileURL.path))
    }

    @Test func aLimitOfZeroExportsAnEmptyFile() throws {
        let directory = try TemporaryDirectory()
        let logger = Self.logger(at: directory.file("errors.jsonl"))
        logger.log(record(message: "one"))

        let export = directory.file("export.jsonl")
        try logger.exportRecentRecords(limit: 0, to: export)

        #expect(try Data(contentsOf: export).isEmpty)
    }

    @Test func theExportReplacesAnEarlierOneAndIsForItsOwnerOnly() throws {
        let directory = try TemporaryDirectory()
        let logger = Self.logger(at: directory.file("errors.jsonl"))
        logger.log(record(message: "new"))
        let export = directory.file("export.jsonl")
        try Data("an older export that is much longer than the new one\n".utf8).write(to: export)

        try logger.exportRecentRecords(to: export)

        #expect(try Self.messages(in: export) == ["new"])
        let permissions =
            try FileManager.default.attributesOfItem(atPath: export.path)[.posixPermissions] as? Int
        #expect(permissions == 0o600)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.url.path)
        #expect(!leftovers.contains { $0.hasSuffix(".partial") })
    }

    @Test func aDestinationThatCannotBeWrittenThrowsAnErrorThatSaysWhy() throws {
        let directory = try TemporaryDirectory()
        let logger = Self.logger(at: directory.file("errors.jsonl"))
        logger.log(record(message: "kept"))
        let destination = directory.file("missing folder/export.jsonl")

        let error = #expect(throws: ProductionErrorLogger.ExportError.self) {
            try logger.exportRecentRecords(to: destination)
        }

        #expect(error?.destination == destination)
        #expect(error?.localizedDescription.contains("missing folder") == true)
        #expect(error?.localizedDescription.contains("No such file or directory") == true)
        #expect(try Self.messages(in: logger.fileURL) == ["kept"])
    }

    @Test func theLogsOwnFilesAreRefusedAsTheDestination() throws {
        let directory = try TemporaryDirectory()
        let logger = Self.logger(at: directory.file("errors.jsonl"))
        logger.log(record(message: "kept"))
        logger.flush()

        for destination in [
            logger.fileURL, directory.file("errors.jsonl.1"), directory.file("./errors.jsonl"),
        ] {
            #expect(throws: ProductionErrorLogger.ExportError.self) {
                try logger.exportRecentRecords(to: destination)
            }
        }
        #expect(try Self.messages(in: logger.fileURL) == ["kept"])
    }

    @Test func aFileMetAgainUnderTheNextNameIsExportedOnce() throws {
        let directory = try TemporaryDirectory()
        let logger = Self.logger(at: directory.file("errors.jsonl"), withRecords: 20)
        // What an export without the lock meets when another process's rotation renames `.1`
        // to `.2` between its reads: the same file under both names.
        let second = directory.file("errors.jsonl.2")
        try? FileManager.default.removeItem(at: second)
        try FileManager.default.linkItem(at: directory.file("errors.jsonl.1"), to: second)

        let export = directory.file("export.jsonl")
        try logger.exportRecentRecords(to: export)

        let messages = try Self.messages(in: export)
        #expect(!messages.isEmpty)
        #expect(Set(messages).count == messages.count)
    }

    @Test func everyRecordOfALogOfManyChunksIsExportedInOrder() throws {
        let directory = try TemporaryDirectory()
        let logger = ProductionErrorLogger(
            fileURL: directory.file("errors.jsonl"), maxBytes: 150_000, maxFiles: 20, rateLimitPerMinute: .max
        )
        for index in 1...3_000 {
            logger.log(record(message: "record \(index)"))
        }

        let export = directory.file("export.jsonl")
        try logger.exportRecentRecords(limit: .max, to: export)

        #expect(try Self.messages(in: export) == (1...3_000).map { "record \($0)" })
    }

    @Test func anExportOfEveryRecordTakesAboutAsMuchMemoryAsOneOfTen() throws {
        let executable = try #require(
            LogSharingProcesses.executable(), "SwiftPM builds LogSharingProcess with the tests")
        let directory = try TemporaryDirectory()
        let size = 16_000_000
        try LogSharingProcesses.writeLog(bytes: size, to: directory.file(LogSharingProcesses.logName))

        let few = try #require(
            try LogSharingProcesses.peakMemoryOfExport(
                ofLogIn: directory.url, limit: 10, maxFiles: 3, executable: executable))
        let all = try #require(
            try LogSharingProcesses.peakMemoryOfExport(
                ofLogIn: directory.url, limit: .max, maxFiles: 3, executable: executable))

        // Reading the log whole would take its size at least once more.
        #expect(all - few < size / 4, "\(all) bytes for every record, \(few) bytes for 10")
    }

    /// The messages an export takes from a log that held `contents` before a logger added a
    /// record with the message `after`.
    private static func messagesExported(fromLogStartingWith contents: String) throws -> [String] {
        let directory = try TemporaryDirectory()
        let file = directory.file("errors.jsonl")
        try Data(contents.utf8).write(to: file)
        let logger = Self.logger(at: file)
        logger.log(record(message: "after"))
        let export = directory.file("export.jsonl")
        try logger.exportRecentRecords(to: export)
        return try messages(in: export)
    }

    /// Every file of the log by name, with its bytes.
    private static func logContents(in directory: borrowing TemporaryDirectory) throws -> [String: Data] {
        var contents: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.url.path)
        where name.hasPrefix("errors.jsonl") {
            contents[name] = try Data(contentsOf: directory.file(name))
        }
        return contents
    }
}
