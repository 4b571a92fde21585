import Foundation
import Testing

@testable import ErrorHandling

/// Every text field of a record goes through the redactor, on every path a record leaves by:
/// a metadata value under a secret's key, the text shown to the person, fields cut to the size
/// of a line, and many metadata keys that become one text.
@Suite struct RedactedRecordFieldsTests {
    static let secrets = ["hunter2", "abc123def456", "ana@example.com", "4111 1111 1111 1111", "s3cr3t"]

    static func expectNoSecret(in text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        for secret in secrets {
            #expect(!text.contains(secret), "\(secret) in \(text)", sourceLocation: sourceLocation)
        }
    }

    /// A record whose metadata holds secrets under secret keys, as values with no key of their own
    /// in them, and which showed the person a text with secrets in it.
    static func recordWithSecretsInItsFields() -> ErrorRecord {
        var withSecrets = record(
            message: "Sign-in failed",
            metadata: [
                "password": "hunter2", "X-Api-Key": "abc123def456", "screen": "home", "db_password": "",
            ])
        withSecrets.presentedText =
            "Could not sign in\nana@example.com, card 4111 1111 1111 1111, token=abc123def456, password: s3cr3t"
        return withSecrets
    }

    @Test func aValueUnderASecretKeyIsRedactedAsItWouldBeAfterTheKeyInText() {
        let clean = Redactor.default.redact(Self.recordWithSecretsInItsFields())
        #expect(
            clean.metadata == [
                "password": "<redacted>", "X-Api-Key": "<redacted>", "screen": "home", "db_password": "",
            ])
    }

    @Test func theLogItsExportAndAReporterHoldNoSecretOfAMetadataValueOrOfTheShownText() throws {
        let directory = try TemporaryDirectory()
        let logger = ProductionErrorLogger(fileURL: directory.file("errors.jsonl"))
        let reporter = RecordingReporter()
        MultiplexErrorLogger([logger, ReportingErrorLogger(reporter: reporter)]).log(
            Self.recordWithSecretsInItsFields())
        logger.flush()
        let export = directory.file("export.jsonl")
        try logger.exportRecentRecords(to: export)

        for file in [logger.fileURL, export] {
            Self.expectNoSecret(in: try String(contentsOf: file, encoding: .utf8))
        }
        let report = try #require(reporter.reports.withLock { $0.first })
        Self.expectNoSecret(in: report.record.metadata.description)
        let shown = try #require(report.record.presentedText)
        Self.expectNoSecret(in: shown)
        #expect(shown == "Could not sign in\n<email>, card <card>, token=<redacted>, password: <redacted>")
    }

    @Test func aRecordsFileFunctionAndRuleAreRedactedToo() {
        var located = record()
        located.fileID = "App/ana@example.com.swift"
        located.function = "signIn(token=abc123def456)"
        located.matchedRule = "on(error:then:) #1 at App/ana@example.com.swift:3"
        let clean = Redactor.default.redact(located)
        for text in [clean.fileID, clean.function, clean.matchedRule ?? ""] {
            Self.expectNoSecret(in: text)
        }
    }

    /// Spaced numbers ending at every byte around a field's cut: a card, an IBAN, a phone number.
    @Test(arguments: ["4111 1111 1111 1111", "DE89 3704 0044 0532 0130 00", "+1 415 555 0100"])
    func aFieldCutKeepsNoPartOfASpacedNumber(secret: String) {
        let kept = LogLineLimits.maxFieldBytes - LogLineLimits.maxCutMarkBytes
        var cutsThatKeptDigits: [Int] = []
        for offset in 1..<secret.utf8.count {
            var long = record(
                message: String(repeating: "x", count: kept - offset - 1) + " " + secret + " "
                    + String(repeating: "y", count: 100))
            long.cutToLogLineLimits()
            let clean = Redactor.default.redact(long)
            let beforeTheMark = clean.message.components(separatedBy: "…[cut").first ?? ""
            if beforeTheMark.contains(where: \.isNumber) { cutsThatKeptDigits.append(offset) }
        }
        #expect(
            cutsThatKeptDigits.isEmpty,
            "\(secret): digits kept with the cut \(cutsThatKeptDigits) bytes into it")
    }

    /// Keys such as `token=0`, `token=1`… all become `token=<redacted>`, and are numbered: 16
    /// times the keys take about 16 times as long (with the sorting, up to about 25 times), not
    /// 256 times.
    @Test func manyMetadataKeysThatBecomeOneTextTakeLinearTime() {
        func redactingTime(keys: Int) -> Double {
            var many = record()
            many.metadata = Dictionary(uniqueKeysWithValues: (0..<keys).map { ("token=\($0)", "v") })
            return Double(ThreadCPUTime.fastest(of: 2) { _ = Redactor.default.redact(many) })
        }
        let ratio = ThreadCPUTime.smallestRatio(below: 64) {
            redactingTime(keys: 8_000) / max(redactingTime(keys: 500), 1)
        }
        #expect(ratio < 64)
        var collisions = record()
        collisions.metadata = ["token=a": "1", "token=b": "2", "token=c": "3", "token=<redacted> #2": "4"]
        #expect(
            Redactor.default.redact(collisions).metadata == [
                "token=<redacted> #2": "4", "token=<redacted>": "1", "token=<redacted> #3": "2",
                "token=<redacted> #4": "3",
            ])
    }
}
