import Testing

@testable import ErrorHandling

/// The rule of ``Redactor/default`` that takes a password to the end of its line
/// (``PasswordLineMatcher``) replaces exactly what the regular expression it replaced did, and
/// takes time linear in the text.
@Suite struct PasswordLineMatcherTests {
    /// The pattern the rule had.
    static let reference = RedactionRule(
        pattern: #"(?i)(?<![a-z0-9_.\-])([a-z0-9_.\-]*(?:"#
            + #"passw(?:or)?d|passphrase|pwd|(?<![a-z0-9])(?:pass|pw)|(?-i:Pass|Pw)"#
            + #")s?["']?[ \t]*+[:：])(?:([ \t]++)(?!["']|<redacted>)|([ \t]*+\r?\n[ \t]*+))[^\r\n]++"#,
        template: "$1$2$3<redacted>")

    static let rule = RedactionRule(
        matcher: PasswordLineMatcher.matcher(names: Redactor.passwordKeyNames), trigger: .anyOf([":"]))

    /// Before a key, keys, colons, what follows the colon, passwords and line ends.
    static let fragments = [
        ["", "", " ", "x", ".", "é", "\n", "="],
        [
            "password", "Password", "db_passwd", "passphrases", "pwd", "pass", "bypass", "dbPass", "pw",
            "Pws", "key",
        ],
        [":", "：", " :", "\":", "' \t:", "=", "::"],
        [" ", "\t", "", "  ", "\n", "\r\n", " \n ", "\r", "\r\r\n"],
        [
            "correct horse battery staple", "hunter2", "\"quoted\"", "'q'", "<redacted>", "<REDACTED>x", "",
            "é",
            "\n",
        ],
        ["", "\n", "\r\nnext", " ", "\rx"],
    ]

    @Test func replacesWhatItsRegularExpressionReplaced() {
        MatcherDifferential.expectSameReplacements(
            of: Self.rule, as: Self.reference, in: MatcherDifferential.texts(from: Self.fragments))
    }

    @Test(arguments: [
        ("password: correct horse battery staple", "password: <redacted>"),
        ("password:\ncorrect horse battery staple\nnext line", "password:\n<redacted>\nnext line"),
        ("db_password： hunter 2", "db_password： <redacted>"),
    ])
    func replacesTheRestOfTheLine(text: String, expected: String) {
        #expect(Self.rule.apply(to: text) == expected)
    }

    @Test(arguments: [
        "compass: north", "password:x", "password: <redacted>", "password reset sent", "password: \n",
    ])
    func leavesWhatIsNoPasswordLine(text: String) {
        #expect(Self.rule.apply(to: text) == text)
    }

    @Test func readsNonASCIIText() {
        #expect(Self.rule.apply(to: "ログ password: 秘密 の 言葉\n次") == "ログ password: <redacted>\n次")
    }

    @Test func takesAPercentEncodedPasswordWhole() {
        #expect(Self.rule.apply(to: "pass: p%40ss%20word") == "pass: <redacted>")
    }

    @Test func aPasswordAcrossTheCutIsNotKeptInPart() {
        MatcherDifferential.expectNotKeptInPartAcrossTheCut(
            "password: hunter2hunter2", secret: "hunter2hunter2")
    }

    @Test(arguments: ["password: ", "pw:\n", "Pass", "password:", "a:", " :", "password: a"])
    func takesTimeLinearInTheText(unit: String) {
        MatcherDifferential.expectLinearTime(of: [Self.rule], on: unit)
    }
}
