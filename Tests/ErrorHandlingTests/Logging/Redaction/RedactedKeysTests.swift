import Foundation
import Testing

@testable import ErrorHandling

/// The keys of a record — its grouping key, its metadata keys, its breadcrumbs' categories — go
/// through the redactor as its values do, in the log, in an export of it and in what a reporter
/// receives.
@Suite struct RedactedKeysTests {
    /// An error whose domain, and so whose grouping key, holds a password, an e-mail address and,
    /// as its code, a card number.
    static let errorWithSecretsInItsKey = NSError(
        domain: "https://api.example.com/v1?password=hunter2&email=ana@example.com",
        code: 4_111_111_111_111_111)
    static let secrets = ["hunter2", "ana@example.com", "4111111111111111", "s3cr3tMetaKey", "abcdef123456"]

    /// A record of that error, with a secret in a metadata key and one in a breadcrumb's category.
    static func recordWithSecretsInItsKeys() -> ErrorRecord {
        ErrorRecord(
            error: errorWithSecretsInItsKey, fileID: "Tests/Sample.swift", line: 7, function: "sample()",
            metadata: ["token=s3cr3tMetaKey": "value"],
            breadcrumbs: [Breadcrumb(timestamp: .now, message: "signed in", category: "Bearer abcdef123456")])
    }

    static func expectNoSecret(in text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        for secret in secrets {
            #expect(!text.contains(secret), "\(secret) in \(text)", sourceLocation: sourceLocation)
        }
    }

    @Test func theLogAndItsExportHoldNoSecretOfAGroupingKeyMetadataKeyOrBreadcrumbCategory() throws {
        let directory = try TemporaryDirectory()
        let logger = ProductionErrorLogger(fileURL: directory.file("errors.jsonl"))
        logger.log(Self.recordWithSecretsInItsKeys())
        logger.flush()
        let export = directory.file("export.jsonl")
        try logger.exportRecentRecords(to: export)

        for file in [logger.fileURL, export] {
            Self.expectNoSecret(in: try String(contentsOf: file, encoding: .utf8))
            let line = try #require(try jsonObjects(in: file).first)
            let groupingKey = try #require(line["groupingKey"] as? String)
            #expect(
                groupingKey.hasSuffix("[https://api.example.com/v1?password=<redacted>&email=<email> <card>]")
            )
            #expect(line["metadata"] as? [String: String] == ["token=<redacted>": "value"])
            let breadcrumbs = try #require(line["breadcrumbs"] as? [[String: String]])
            #expect(breadcrumbs.map { $0["category"] } == ["Bearer <redacted>"])
        }
    }

    @Test func aReporterReceivesTheGroupingKeyTheLogWrites() throws {
        let directory = try TemporaryDirectory()
        let logger = ProductionErrorLogger(fileURL: directory.file("errors.jsonl"))
        let reporter = RecordingReporter()
        MultiplexErrorLogger([logger, ReportingErrorLogger(reporter: reporter)]).log(
            Self.recordWithSecretsInItsKeys())
        logger.flush()

        let report = try #require(reporter.reports.withLock { $0.first })
        let logged = try #require(try jsonObjects(in: logger.fileURL).first)
        #expect(report.groupingKey == logged["groupingKey"] as? String)
        #expect(report.record.groupingKey == report.groupingKey)
        #expect(report.record.metadata == logged["metadata"] as? [String: String])
        #expect(report.record.breadcrumbs.map(\.category) == ["Bearer <redacted>"])
        Self.expectNoSecret(in: report.groupingKey)
    }

    @Test func metadataKeysThatBecomeTheSameTextKeepEveryValue() {
        let original = record(metadata: ["token=a": "first", "token=b": "second", "screen": "home"])

        let clean = Redactor.default.redact(original)

        #expect(
            clean.metadata == [
                "token=<redacted>": "first", "token=<redacted> #2": "second", "screen": "home",
            ])
    }
}
