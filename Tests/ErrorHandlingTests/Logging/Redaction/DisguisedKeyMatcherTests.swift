import Testing

@testable import ErrorHandling

/// The rule of ``Redactor/default`` for keys spelled to hide them (``DisguisedKeyMatcher``)
/// replaces exactly what the regular expression it replaced did, and takes time linear in the
/// text.
@Suite struct DisguisedKeyMatcherTests {
    static let matcher = DisguisedKeyMatcher.matcher(accepting: Redactor.keyValueRules)

    /// The pattern the rule had, its value's unquoted part taking a part in parentheses whole
    /// (one level of them, as the fragments have).
    static let reference = RedactionRule(
        pattern: #"(?i)(?<![\p{L}\p{N}_.\-%\\\p{Cf}])([\p{L}\p{N}_.\-]*+"# + disguise
            + #"(?:[\p{L}\p{N}_.\-]|"# + disguise + #")*+)(["']?[ \t]*[:=：][ \t]*)"#
            + #"(?:"(?:[^"\\\r\n]|\\.)*+"?+|'[^'\r\n]*+'?+|(?:[^\s"'&,;()\]}<>]|\([^()\r\n]*+\)?+)++)++"#,
        template: "$1$2<redacted>",
        accepts: { match in
            let plain = DisguisedKey.revealed(match)
            return Redactor.keyValueRules.contains { $0.matches(plain) }
        })

    static let disguise = #"(?:%[0-9a-f]{2}|\\u[0-9a-f]{4}|\p{Cf})"#

    static let fragments = [
        ["", " ", "?", "&", "x", "%", "\\", "\u{200B}", "é", "_", "{\""],
        [
            "pass%77ord", "pass\\u0077ord", "pass\\U0077ord", "pass\u{200B}word", "%70assword", "to%6Ben",
            "api%5Fkey", "pass%7word", "pass\\u77ord", "page%20size", "na\u{200D}me", "secret\u{FEFF}",
            "pass%E2%80%8Bword", "\u{200B}token", "pass%77%6Frd", "token",
        ],
        ["", "=", "\"", "\": ", " : ", "\t=\t", "：", "'=", " "],
        [
            "hunter2", "\"correct horse\"", "'a b'", "\"ab\\\"cd\"", "", " ", "a&b", "(x)", "\"unterminated",
            "é", "a\nb",
        ],
        ["", " ", "&x=1", ",", "\n", "}"],
    ]

    @Test func replacesWhatItsRegularExpressionReplaced() {
        MatcherDifferential.expectSameReplacements(
            of: RedactionRule(matcher: Self.matcher, trigger: .anyOf([""])), as: Self.reference,
            in: MatcherDifferential.texts(from: Self.fragments))
    }

    @Test(arguments: [
        ("GET /login?pass%77ord=hunter2&x=1", "GET /login?pass%77ord=<redacted>&x=1"),
        ("pass\u{200B}word=hunter2 sent", "pass\u{200B}word=<redacted> sent"),
        (#"{"pass\u0077ord": "hunter2"}"#, #"{"pass\u0077ord": <redacted>}"#),
        ("api%5Fkey: abc123", "api%5Fkey: <redacted>"),
    ])
    func replacesTheValueOfADisguisedSecretKey(text: String, expected: String) {
        #expect(Redactor.default.redact(text) == expected)
    }

    @Test(arguments: ["page%20size=20", "na\u{200D}me=ana", "pass%7word=x", "%41%42=c"])
    func leavesKeysThatAreNotSecretOnceSpelledPlainly(text: String) {
        #expect(Redactor.default.redact(text) == text)
    }

    @Test func readsNonASCIITextAroundIt() {
        #expect(Redactor.default.redact("ログ：pass%77ord=秘密 終わり") == "ログ：pass%77ord=<redacted> 終わり")
    }

    @Test func aValueAcrossTheCutIsNotKeptInPart() {
        MatcherDifferential.expectNotKeptInPartAcrossTheCut(
            "pass%77ord=correct-horse-battery-staple", secret: "correct-horse-battery-staple")
    }

    @Test(arguments: ["%41", "%41=", "a%41=b ", "\u{200B}", "a\u{200B}", "\\u0041", "-%41", "%4", "a%41 = "])
    func takesTimeLinearInTheText(unit: String) {
        MatcherDifferential.expectLinearTime(
            of: [RedactionRule(matcher: Self.matcher, trigger: .anyOf([""]))], on: unit)
    }
}
