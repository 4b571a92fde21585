import Foundation
import Testing

@testable import ErrorHandling

@Suite("ProductionErrorLogger.exportRecentRecords")
struct LogExportTests {
    /// A logger whose small files rotate every few records and whose rate limit lets every
    /// record through.
    private static func logger(at url: URL, maxFiles: Int = 4) -> ProductionErrorLogger {
        ProductionErrorLogger(fileURL: url, maxBytes: 4_000, maxFiles: maxFiles, rateLimitPerMinute: 10_000)
    }

    private static func messages(in url: URL) throws -> [String] {
        try jsonObjects(in: url).compactMap { $0["message"] as? String }
    }

    @Test func theMostRecentRecordsAreExportedOldestFirstFromTheRotatedFilesToo() throws {
        let directory = try TemporaryDirectory()
        let logger = Self.logger(at: directory.file("errors.jsonl"))
        for index in 1...60 {
            logger.log(record(message: "record \(index)"))
        }
        logger.flush()
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
        let directory = try TemporaryDirectory()
        let file = directory.file("errors.jsonl")
        let crashed = "{\"message\":\"before the crash\"}\n{\"message\":\"torn"
        try Data(crashed.utf8).write(to: file)
        let logger = Self.logger(at: file)
        logger.log(record(message: "after the crash"))

        let export = directory.file("export.jsonl")
        try logger.exportRecentRecords(to: export)

        #expect(try Self.messages(in: export) == ["before the crash", "after the crash"])
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
