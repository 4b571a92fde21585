import ErrorHandling
import ErrorHandlingFuzzChecks
import Foundation
import Testing

/// The fuzzer's committed corpus (`Fuzz/corpus`) and every input with which it ever found a
/// problem, replayed through the fuzzer's own checks (`Fuzz/Checks`), so they hold in every
/// `swift test` and not only while `Fuzz/run.sh` runs.
@Suite struct FuzzRegressionTests {
    static let corpus = URL(filePath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Fuzz/corpus")

    static let corpusFiles =
        ((try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []).sorted()

    /// Replays an input, given as libFuzzer prints it (base64).
    private func replay(_ base64: String) throws {
        let bytes = try #require(Data(base64Encoded: base64))
        try FuzzChecks.check(Array(bytes))
    }

    @Test func theCorpusIsThere() {
        #expect(Self.corpusFiles.count >= 12)
    }

    @Test(arguments: corpusFiles)
    func everyCorpusInputPassesTheChecks(file: String) throws {
        try FuzzChecks.check(Array(Data(contentsOf: Self.corpus.appending(path: file))))
    }

    // Found by the fuzzer: `api_key: "s3cr\"et, {"cliensword=hunter2` lost its quoted value but
    // kept what ran on after the closing quote, which a second pass then redacted.
    @Test func aQuotedSecretRunningOnPastItsQuoteIsRedactedWhole() throws {
        try replay(
            "AXBhc3IyJmFwaV9rZXk6ICJzM2NyXCJldCIsIHsiY2xpZW5zd29yZD1odW50ZXIyJmFwaV9rZXk6ICJzM2NyXCJldCwgeyJjbGll"
                + "bnN3b3JkPWh1bnRlcjImYXBpX2tleTogInMzY3JcImV0IiwgeyJjbGllbnQiLCB7ImNsaWVudF9zZWNyZXQiOiAneCB5J30g"
                + "c2Vzc2lvbl9pZD00MjsgdG9rZW49YWJj")
        #expect(Redactor.default.redact(#"password="ab"cd, next"#) == "password=<redacted>, next")
        #expect(Redactor.default.redact(#"{"secret": "x", "n": 1}"#) == #"{"secret": <redacted>, "n": 1}"#)
    }

    // Found by the fuzzer: an address that starts where another ends (`…mari001a+test@…`) was
    // left whole, because the rule would not start a match right after a letter.
    @Test func anEmailAddressRightAfterAnotherIsRedacted() throws {
        try replay(
            "AUwCTv/+gGFiY8Mo4oIgbG9uZy13b3JkLXdpdGhvdXQtYW55LXNwYWNlLWF0b2dmaSBhbmlsZWQgZm9yIGFuYS5tYXJpMDAx"
                + "YSt0ZXN0QGV4YW1wbGUuY28uanAwMDFvbnRhoWN0IGFkbWluQGctd29yZC13aXRob3V0LWFueS1zcGFjZS1hdC1hbGwtLWFs"
                + "bC10aGF0LW11dGhhLm1hcmkwMDFhK3Rlc3RAZXhhbXBsZS5jby5qcDAwMW9lbS0=")
        #expect(Redactor.default.redact("a@b.cc1d@e.ff") == "<email><email>")
    }

    // Found by the fuzzer from a seed with an e-mail address as a URL's user name: the URL rule
    // took no user name with an `@` in it, so the e-mail rule took the name alone and left the
    // password: `ftp://a&<email>:hunter2@fim`.
    @Test func urlCredentialsWithAnEmailAddressAsUserNameAreRedactedWhole() throws {
        try replay("AVVwbG9hZCB0byBmdHA6Ly9hJm5hQGV4YTJtcGxlLmNvbTpodW50ZXIyQGZpbS9yZXByb3QucGRmIGZhaWxlZA==")
        #expect(
            Redactor.default.redact("ftp://ana@example.com:hunter2@10.0.0.5/x")
                == "ftp://<redacted>@10.0.0.5/x")
    }

    // Found by the fuzzer, a mistake in the check rather than the encoder: Foundation on Linux
    // reads a large negative integer back as an NSDecimalNumber, which does not cast to Int.
    @Test func aLargeNegativeCountInAJSONLineReadsBackExactly() throws {
        try replay(
            "AAIS44ON44OD44OI44Ov44O844KvBwAAAiZhAGIHYwhy1NTU1NTU1NTU1NTU1GVkG1s1AAAAAAAAAHRl4gIDWldFZmlsZeI/"
                + "AAAAAAAAANTU1NTU1DAwMdTU1NTU1NTU1GXU1NRkG1sAAAAAAAIAACTjgg==")
    }
}
