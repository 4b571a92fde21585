import Testing

@testable import ErrorHandling

/// The rule of ``Redactor/default`` for credentials in URLs (``URLCredentialsMatcher``) replaces
/// exactly what the regular expression it replaced did, and takes time linear in the text.
@Suite struct URLCredentialsMatcherTests {
    /// The pattern the rule had.
    static let reference = RedactionRule(pattern: #"://[^/?#\s:]*+:[^/?#\s]*@"#, template: "://<redacted>@")

    static let rule = RedactionRule(matcher: URLCredentialsMatcher.matcher, trigger: .anyOf(["://"]))

    /// Schemes, user names, passwords, at signs and what follows.
    static let fragments = [
        ["https", "ftp", "", "x"],
        ["://", "://", ":/", "//"],
        ["admin", "ana@example.com", "", "é", "a b", "a/b", "a?b", "a#b", "日本"],
        [":", "", "::"],
        ["pa55", "p@ss", "", "é", "a\u{3000}b", "p%40ss"],
        ["@", "@", "", "@@"],
        ["files.example.com/a", "host", "", "/", "?q", " next", "x@y"],
    ]

    @Test func replacesWhatItsRegularExpressionReplaced() {
        MatcherDifferential.expectSameReplacements(
            of: Self.rule, as: Self.reference, in: MatcherDifferential.texts(from: Self.fragments))
    }

    @Test(arguments: [
        ("ftp://admin:pa55@files.example.com/a", "ftp://<redacted>@files.example.com/a"),
        ("ftp://ana@example.com:hunter2@fim/", "ftp://<redacted>@fim/"),
    ])
    func replacesTheCredentials(text: String, expected: String) {
        #expect(Self.rule.apply(to: text) == expected)
    }

    @Test(arguments: [
        "https://example.com/a:b@c", "https://ana@example.com/", "mailto:ana@example.com", "://a:b c@d",
    ])
    func leavesURLsWithoutCredentials(text: String) {
        #expect(Self.rule.apply(to: text) == text)
    }

    @Test func readsNonASCIIText() {
        #expect(Self.rule.apply(to: "接続 https://利用者:秘密@例え.jp/ です") == "接続 https://<redacted>@例え.jp/ です")
    }

    @Test func replacesPercentEncodedCredentials() {
        #expect(
            Self.rule.apply(to: "https://ana%40example.com:p%40ssw0rd@example.com/")
                == "https://<redacted>@example.com/")
    }

    @Test func credentialsAcrossTheCutAreNotKeptInPart() {
        MatcherDifferential.expectNotKeptInPartAcrossTheCut(
            "https://admin:pa55w0rdpa55w0rd@files.example.com/a", secret: "pa55w0rdpa55w0rd")
    }

    @Test(arguments: ["://:@", "://a:", "://", ":", "://a@", "@"])
    func takesTimeLinearInTheText(unit: String) {
        MatcherDifferential.expectLinearTime(of: [Self.rule], on: unit)
    }
}
