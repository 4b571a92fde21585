import Testing

@testable import ErrorHandling

/// The rules of ``Redactor/default`` for a Slack webhook's path, a Bearer token, a cookie header, an OAuth code and a
/// Digest response (``HeaderSecretMatchers``) replace exactly what the regular expressions they
/// replaced did, and take time linear in the text.
@Suite struct HeaderSecretMatchersTests {
    /// Each matcher, the pattern and template it replaced, and fragments for texts around it.
    static let cases: [MatcherDifferential.Case] = [
        MatcherDifferential.Case(
            matcher: HeaderSecretMatchers.slackWebhookPath,
            reference: RedactionRule(
                pattern: #"(hooks\.slack\.com/(?:services|workflows|triggers)/)[A-Za-z0-9_/\-]++"#,
                template: "$1<redacted>"),
            fragments: [
                ["", "https://", " ", "x"],
                ["hooks.slack.com/", "hooks.slack.com", "Hooks.slack.com/"],
                ["services/", "workflows/", "triggers/", "service/", "services"],
                ["T00000000/B00000000/XXXXXXXX", "a-b_c", "", "é", "?x"],
                ["", " now", "?q", "é"],
            ]
        ),
        MatcherDifferential.Case(
            matcher: HeaderSecretMatchers.bearer,
            reference: RedactionRule(
                pattern: #"(?i)\b(bearer)\s++[A-Za-z0-9\-._~+/]++=*+"#, template: "$1 <redacted>"),
            fragments: [
                ["", " ", "x", "é", "_", "-", "\u{301}", "1", "(", "日", "\u{200B}", "a\u{301}", "\u{200D}"],
                ["bearer", "Bearer", "BEARER", "bearer:"],
                [" ", "\t", "  ", "\u{3000}", "\n", "", "\u{A0}"],
                ["abc.DEF-123_x", "a~b+c/d", "tok==", "=", "é", "", "<redacted>", "a\u{212A}b", "\u{17F}x"],
                ["", " ", "=", "!", "é"],
            ]
        ),
        MatcherDifferential.Case(
            matcher: HeaderSecretMatchers.cookie,
            reference: RedactionRule(
                pattern: #"(?i)(?<![a-z0-9_\-])((?:set-)?cookie:[ \t]*+)[^\r\n"]++"#, template: "$1<redacted>"
            ),
            fragments: [
                ["", " ", "x", "-", "_", "é", "\"", "set-", "X-"],
                ["Cookie:", "cookie:", "Set-Cookie:", "set-cookie:", "SET-COOKIE:", "cookie"],
                [" ", "", "\t ", "  "],
                ["sid=abc; theme=dark", "a\"b", "\"", "é", "", "x\ry", "x\nnext"],
                ["", "\n", "\r\n", "\"", " "],
            ]
        ),
        MatcherDifferential.Case(
            matcher: HeaderSecretMatchers.authorizationCode,
            reference: RedactionRule(pattern: #"([?&#]code=)[^\s"'&,;)\]}<>#]++"#, template: "$1<redacted>"),
            fragments: [
                ["", "x", "?", "&", "#", " ", "/cb"],
                ["?", "&", "#", "", "x"],
                ["code=", "Code=", "code"],
                ["4/0AX4XfWh-abc", "", "é", "x#y", "a\u{3000}b", "a\"b", "<"],
                ["", "&state=x", " ", "#", ")"],
            ]
        ),
        MatcherDifferential.Case(
            matcher: HeaderSecretMatchers.digestResponse,
            reference: RedactionRule(
                pattern: #"(?i)(?<![a-z0-9_.\-])(response[ \t]*=[ \t]*)"?[0-9a-f]{32,}+"?"#,
                template: "$1<redacted>"),
            fragments: [
                ["", " ", "x", ".", ",", "é"],
                ["response", "Response", "RESPONSE", "responses"],
                ["=", " = ", "\t=", "=\"", " =\t\"", ":"],
                [
                    "6629fae49393a05397450978507c4ef1", "6629FAE49393A05397450978507C4EF1AB", "6629fae4",
                    "xyz",
                ],
                ["", "\"", " ", "g", "\"\""],
            ]
        ),
    ]

    @Test(arguments: cases.indices)
    func replacesWhatItsRegularExpressionReplaced(index: Int) {
        MatcherDifferential.expectSameReplacements(Self.cases[index], seed: UInt64(index))
    }

    @Test(arguments: [
        ("sent bearer abc123XYZ", "sent bearer <redacted>"),
        ("Cookie: sid=abc123; theme=dark", "Cookie: <redacted>"),
        ("Set-Cookie: connect.sid=s%3Aabc.def; Path=/\nnext", "Set-Cookie: <redacted>\nnext"),
        ("/cb?code=4/0AX4XfWh-abc&state=xyz", "/cb?code=<redacted>&state=xyz"),
        (#"Digest response="6629fae49393a05397450978507c4ef1""#, "Digest response=<redacted>"),
    ])
    func replacesTheSecretAndKeepsItsName(text: String, expected: String) {
        #expect(Redactor.default.redact(text) == expected)
    }

    @Test(arguments: [
        "bearers of news", "unbearer abc", "cookie: ", "Cookie:\nnext", "error code=42", "response=200",
        "?code=", "bearer\n",
    ])
    func leavesTheWordWithoutItsSecret(text: String) {
        #expect(Redactor.default.redact(text) == text)
    }

    @Test(arguments: [
        ("ヘッダー Bearer abc123XYZ です", "ヘッダー Bearer <redacted> です"),
        ("«Cookie: 日本=値»", "«Cookie: <redacted>"),
        ("é?code=秘密&x=1 ü", "é?code=<redacted>&x=1 ü"),
    ])
    func readsNonASCIIText(text: String, expected: String) {
        #expect(Redactor.default.redact(text) == expected)
    }

    @Test(arguments: [
        ("?code=4%2F0AX4XfWh%2Dabc&state=x", "?code=<redacted>&state=x"),
        ("Cookie: sid=s%3Aabc%2Edef", "Cookie: <redacted>"),
    ])
    func takesAPercentEncodedSecretWhole(text: String, expected: String) {
        #expect(Redactor.default.redact(text) == expected)
    }

    @Test(arguments: [
        ("Authorization: Bearer abcDEF123456789xyz", "abcDEF123456789xyz"),
        ("Cookie: sid=abc123abc123abc123", "abc123abc123abc123"),
        ("/cb?code=4/0AX4XfWhabcdefgh&state=x", "4/0AX4XfWhabcdefgh"),
    ])
    func aSecretAcrossTheCutIsNotKeptInPart(text: String, secret: String) {
        MatcherDifferential.expectNotKeptInPartAcrossTheCut(text, secret: secret)
    }

    @Test(arguments: [
        "bearer ", "bearer", " ", "cookie:", "set-cookie:", "?code=", "code=", "response=", "=",
    ])
    func takesTimeLinearInTheText(unit: String) {
        MatcherDifferential.expectLinearTime(of: Self.cases.map(\.rule), on: unit)
    }
}
