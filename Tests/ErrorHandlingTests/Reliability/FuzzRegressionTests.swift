import ErrorHandling
import ErrorHandlingFuzzChecks
import Foundation
import Testing

/// The fuzzer's committed corpus (`Fuzz/corpus`) and every input with which it ever found a
/// problem, replayed through the fuzzer's own checks (`Fuzz/Checks`), so they hold in every
/// `swift test` and not only while `Fuzz/run.sh` runs.
@Suite struct FuzzRegressionTests {
    /// The package's `Fuzz/corpus`; this file is in `Tests/ErrorHandlingTests/Reliability/`.
    static let corpus = URL(filePath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
        .appending(path: "Fuzz/corpus")

    static let corpusFiles =
        ((try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []).sorted()

    /// Replays an input, given as libFuzzer prints it (base64).
    private func replay(_ base64: String) throws {
        let bytes = try #require(Data(base64Encoded: base64))
        try check(Array(bytes))
    }

    /// Runs the fuzzer's checks on `bytes`, with texts of their own: a strings table input
    /// reads the app's texts while other tests run.
    private func check(_ bytes: [UInt8]) throws {
        try withOwnTexts { try FuzzChecks.check(bytes) }
    }

    @Test func theCorpusIsThere() {
        #expect(Self.corpusFiles.count >= 12)
    }

    @Test(arguments: corpusFiles)
    func everyCorpusInputPassesTheChecks(file: String) throws {
        try check(Array(Data(contentsOf: Self.corpus.appending(path: file))))
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

    // Found by the fuzzer from a corpus input with an e-mail address as a URL's user name: the URL rule
    // took no user name with an `@` in it, so the e-mail rule took the name alone and left the
    // password: `ftp://a&<email>:hunter2@fim`.
    @Test func urlCredentialsWithAnEmailAddressAsUserNameAreRedactedWhole() throws {
        try replay("AVVwbG9hZCB0byBmdHA6Ly9hJm5hQGV4YTJtcGxlLmNvbTpodW50ZXIyQGZpbS9yZXByb3QucGRmIGZhaWxlZA==")
        #expect(
            Redactor.default.redact("ftp://ana@example.com:hunter2@10.0.0.5/x")
                == "ftp://<redacted>@<ip>/x")
    }

    // Found by the fuzzer: in `1412111111111111tp://a:b@c` the URL does not start a word, so
    // its credentials stayed; once the card number before it became `<card>`, it did.
    @Test func aSecretThatStartsAWordOnlyOnceItsNeighbourIsRedactedIsRedactedToo() throws {
        try replay(
            "AWh0dHBzOi8vdXNlcjpwYTU1QGV4YW1wbGUuY29tL3BhdGggZnRwOi8vYTpiQGMgX2xpdmVfYWJjZGVmZ2gxMjM0IGdocF90dXZ3"
                + "eHl6IEFLSUFBQkM9RUZHSElKS0xNTk9QIHhveGItMTIzNDU2Nzg5MC1hMQBUYXJcIDQxiTEgMTExIDExMTExIDExMTEsIDU1"
                + "MDAtMDAwMDQgMTQxMjExMTExMTExMTExdHA6Ly9hOmJAYyBza19saXZlX2FiY2RlZmdoMTIzNCBnaHBfdHV2d3h5eiBBS0lB"
                + "QUJDPUVGR0hJSktMTU5PUCB4b3hiLTEyMzQ1Njc4OTAtYTEyMzQ1Njc4OTAtYWJj")
        #expect(
            Redactor.default.redact("4111111111111111https://user:pw@host")
                == "<card>https://<redacted>@host")
        #expect(Redactor.default.redact("4111111111111111ghp_abcdefghijklmnopqrstuvwxyz") == "<card><token>")
    }

    // Found by the fuzzer: Foundation on Linux stops the process describing an NSPOSIXErrorDomain
    // error whose code does not fit an Int32 (`strerror(Int32(code))`), in its localized texts
    // and in the description of any error that holds it.
    @Test func aPOSIXErrorWithACodeBeyondInt32IsDescribedByDomainAndCode() throws {
        try replay(
            "AAISTlNQT1NJWEVycm9yRG9tYWluTlNDb2NvYUVycm9yRG9tYWluBAEAAAAAAAAEAPcvVGhlIGZpbGUg4oCccmVwb3J0LlND"
                + "R+KAnSBjb3VsZG7igJl0IGJlIG9wZW5lZC4BABJJdCBkb2VzIG5vdCBleGlzdC4CAB1DaGVjayB0aGUgbmFtZQphbmQgdKx5"
                + "IGFnYWlukZGRkZGRkZGRkZGRkZGRkZGRkZGRkZGRkZGRkZGRkZGRkZGRkZGRkZGRkZGRgJ0gY291bGRu4oCZdCBiZQF0b2tl"
                + "PW5u/wEAAgWRkZGRkZGRkZGRkZGRkZGRkZE=")
        let posix = NSError(domain: NSPOSIXErrorDomain, code: 1 << 40)
        let wrapper = NSError(domain: "App", code: 1, userInfo: [NSUnderlyingErrorKey: posix])
        #expect(
            errorChainDescription(for: wrapper)
                == "Foundation.NSError(domain: App, code: 1)\n"
                + "Foundation.NSError(domain: NSPOSIXErrorDomain, code: 1099511627776)")
        let record = ErrorRecord(error: posix, fileID: "App/A.swift", line: 1, function: "f()")
        #expect(record.userFacingMessage == ErrorPresentation(error: posix).title)
    }

    // Found by the fuzzer, a mistake in the check rather than the encoder: Foundation on Linux
    // reads a large negative integer back as an NSDecimalNumber, which does not cast to Int.
    @Test func aLargeNegativeCountInAJSONLineReadsBackExactly() throws {
        try replay(
            "AAIS44ON44OD44OI44Ov44O844KvBwAAAiZhAGIHYwhy1NTU1NTU1NTU1NTU1GVkG1s1AAAAAAAAAHRl4gIDWldFZmlsZeI/"
                + "AAAAAAAAANTU1NTU1DAwMdTU1NTU1NTU1GXU1NRkG1sAAAAAAAIAACTjgg==")
    }
}
