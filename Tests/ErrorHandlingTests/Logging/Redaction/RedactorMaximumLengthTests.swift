import Testing

@testable import ErrorHandling

/// The redactor cleans at most 64 KiB of a text, so cleaning one takes bounded time wherever it
/// happens, on the caller's thread included.
@Suite struct RedactorMaximumLengthTests {
    @Test func aTextOverTheMaximumIsCutAfterItsLastSpaceAndMarked() {
        let text = "mail ana@example.com " + String(repeating: "word ", count: 20_000) + "password=hunter2"
        // The space after the last whole word is the last byte that fits.
        let redacted = Redactor.default.redact(text)
        #expect(redacted.hasPrefix("mail <email> word word "))
        #expect(!redacted.contains("hunter2"))
        let marker = "…[truncated \(text.utf8.count - Redactor.maximumTextBytes) bytes]"
        #expect(redacted.hasSuffix("word " + marker))
    }

    @Test func aTextWithoutSpacesIsCutBetweenCharacters() throws {
        let text = "é" + String(repeating: "日本", count: 20_000)
        let redacted = Redactor.default.redact(text)
        let marker = try #require(redacted.range(of: "…[truncated "))
        let kept = redacted[..<marker.lowerBound]
        #expect(kept.utf8.count <= Redactor.maximumTextBytes)
        #expect(kept.utf8.count > Redactor.maximumTextBytes - 3)
        #expect(text.hasPrefix(kept))
        #expect(redacted.hasSuffix("…[truncated \(text.utf8.count - kept.utf8.count) bytes]"))
    }

    /// A card number in groups after a space, or glued to the text before it (so the cut finds
    /// no space close before the limit), placed so that the 64 KiB limit falls after its first
    /// 8 or 12 digits.
    @Test(arguments: [" 4111 1111 1111 1111", "4111111111111111"], [8, 12])
    func aCardNumberAcrossTheCutIsNotKeptInPart(card: String, digitsBeforeTheLimit: Int) {
        let grouped = card.hasPrefix(" ")
        let bytesBeforeTheLimit =
            grouped ? 1 + digitsBeforeTheLimit + digitsBeforeTheLimit / 4 : digitsBeforeTheLimit
        let filler = String(repeating: "a", count: Redactor.maximumTextBytes - bytesBeforeTheLimit)
        let text = filler + card + " and more"

        let redacted = Redactor.default.redact(text)

        #expect(!redacted.contains("4111"))
        #expect(redacted.contains("…[truncated "))
    }

    @Test func aTextAtTheMaximumIsKeptWhole() {
        let text = String(repeating: "a", count: Redactor.maximumTextBytes)
        #expect(Redactor.default.redact(text) == text)
    }

    @Test func aReporterReceivesAtMostTheMaximumOfEachText() throws {
        let reporter = RecordingReporter()
        let message = "token " + String(repeating: "a-", count: 500_000)
        let body = "@ " + String(repeating: "a", count: 1_000_000)
        ReportingErrorLogger(reporter: reporter).log(record(message: message, metadata: ["body": body]))
        let report = try #require(reporter.reports.withLock { $0.first })
        for (original, reported) in [
            (message, report.record.message), (body, report.record.metadata["body"]),
        ] {
            let marker = "…[truncated \(original.utf8.count - Redactor.maximumTextBytes) bytes]"
            #expect(reported?.hasSuffix(marker) == true)
            #expect(reported?.utf8.count == Redactor.maximumTextBytes + marker.utf8.count)
        }
    }
}
