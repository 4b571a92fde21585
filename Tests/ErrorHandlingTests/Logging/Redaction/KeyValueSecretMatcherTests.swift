import Testing

@testable import ErrorHandling

/// The `key=value` rules of ``Redactor/default`` (``KeyValueSecretMatcher``) replace exactly what
/// the regular expressions they replaced did, and take time linear in the text.
@Suite struct KeyValueSecretMatcherTests {
    /// The patterns the four rules had, in their order.
    static let referencePatterns = [
        (
            keys: #"auth(?:orization)?|sess(?:ion)?(?:[_\-]?id)?"#,
            scheme: #"((?:basic|bearer|digest|negotiate|ntlm|token)[ \t]++)?+"#
        ),
        (keys: #"token|secret|apikey|credential|signature|cookie|[_.\-]key|(?<![a-z0-9])sid"#, scheme: "()"),
        (keys: #"passw(?:or)?d|passphrase|pwd|(?<![a-z0-9])(?:pass|pw)|(?-i:Pass|Pw)"#, scheme: "()"),
        (
            keys: #"(?:secret|private|account|access|master|signing|encryption|client|shared)(?:access)?key"#
                + #"|(?<![a-z0-9])key(?=["']?[ \t]*=)"#,
            scheme: "()"
        ),
    ].map { keys, scheme in
        RedactionRule(
            pattern: #"(?i)(?<![a-z0-9_.\-])([a-z0-9_.\-]*(?:"# + keys + #")s?)(["']?[ \t]*[:=：][ \t]*)"#
                + scheme + #"(?:"(?:[^"\\\r\n]|\\.)*+"?+|'[^'\r\n]*+'?+|[^\s"'&,;)\]}<>]++)++"#,
            template: "$1$2$3<redacted>")
    }

    /// Around a key, keys, separators and values.
    static let fragments = [
        ["", "", " ", "x", "é", ".", "-", "_", "\"", "'", "\\", "=", ":", "&", "日本", "\u{85}", "<redacted>"],
        [
            "token", "Token", "TOKENS", "tokenss", "auth", "Authorization", "sessionid", "sess-id",
            "session_ids",
            "db_password", "dbPass", "DBPASS", "pass", "bypass", "pw", "Pw", "pwd", "sid", "connect.sid",
            "xsid",
            "key", "keys", "Key", "secretKey", "secretAccessKeys", "api-key", "_key", "apikey", "x", "s",
        ],
        ["=", ":", "：", " = ", "\" : ", "'=", "\t:", " ", "\"", "==", ": :", "=\t"],
        ["", "", "Basic ", "bearer\t", "basic", "NTLM  ", "Token "],
        [
            "abc", "\"q x\"", "'s t'", "\"esc\\\"q\"", "\"unterminated", "'open", "\\", "\\\n",
            "\"a\\\u{2028}b\"",
            "é", "日本", "%2F", "K3Y-9f8e7d", "", "<redacted>", "\"\"", "a\"b\"c",
        ],
        [
            "", " ", "&", ",", ";", ")", "]", "}", "<", ">", "\n", "\r\n", "\u{3000}", "\u{2028}", "\u{85}",
            "\u{A0}", "\u{0B}", "\u{0C}", "\t",
        ],
    ]

    @Test(arguments: 0..<4)
    func replacesWhatItsRegularExpressionReplaced(rule: Int) {
        MatcherDifferential.expectSameReplacements(
            of: Redactor.keyValueRules[rule], as: Self.referencePatterns[rule],
            in: MatcherDifferential.texts(from: Self.fragments, seed: UInt64(rule)))
    }

    @Test(arguments: [
        ("access_token=abc123 at 10:30", "access_token=<redacted> at 10:30"),
        ("Authorization: Basic dXNlcjpwYXNzd29yZA==", "Authorization: Basic <redacted>"),
        ("Authorization: Basic ", "Authorization: Basic "),
        (#"{"db_password" : "hunter2"}"#, #"{"db_password" : <redacted>}"#),
        ("connect.sid=s%3Aabc.def; Path=/", "connect.sid=<redacted>; Path=/"),
        ("GET /maps?key=abc123def&q=x", "GET /maps?key=<redacted>&q=x"),
        ("dbPass=hunter2 and dbpass=kept", "dbPass=<redacted> and dbpass=kept"),
    ])
    func replacesTheValueAndKeepsTheKey(text: String, expected: String) {
        #expect(Redactor.default.redact(text) == expected)
    }

    @Test(arguments: [
        "primary key: none", "bypass=true", "compass: north", "monkey=banana", "keys=1", "xsid=1",
        "token= &page=2", "token=", "NSErrorFailingURLKey=https://example.com",
    ])
    func leavesKeysThatNameNoSecretAndKeysWithoutAValue(text: String) {
        #expect(Redactor.default.redact(text) == text)
    }

    @Test(arguments: [
        ("ログ：token=秘密のトークン。次", "ログ：token=<redacted>"),
        ("é password：hunter2 ü", "é password：<redacted> ü"),
        ("«secret=abc»", "«secret=<redacted>"),
        ("session_id=abc\u{3000}次", "session_id=<redacted>\u{3000}次"),
    ])
    func readsNonASCIITextAroundTheKeyAndValue(text: String, expected: String) {
        #expect(Redactor.default.redact(text) == expected)
    }

    @Test(arguments: [
        ("?token=abc%2Fdef%3D%3D&page=2", "?token=<redacted>&page=2"),
        ("?password=p%40ss%20word%21&page=2", "?password=<redacted>&page=2"),
    ])
    func takesAPercentEncodedValueWhole(text: String, expected: String) {
        #expect(Redactor.default.redact(text) == expected)
    }

    @Test func aValueAcrossTheCutIsNotKeptInPart() {
        MatcherDifferential.expectNotKeptInPartAcrossTheCut(
            "client_secret=s3cr3tS3cr3tS3cr3t", secret: "s3cr3tS3cr3tS3cr3t")
    }

    @Test(arguments: ["token=", "token= ", "a=", "auth: basic  ", "\"token\"\t:", "x.y_z-", "token=\"a\\"])
    func takesTimeLinearInTheText(unit: String) {
        MatcherDifferential.expectLinearTime(of: Redactor.keyValueRules, on: unit)
    }
}
