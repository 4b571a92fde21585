import Testing

@testable import ErrorHandling

/// The rules of ``Redactor/default`` for tokens recognisable by their shape (``TokenMatchers``)
/// replace exactly what the regular expressions they replaced did, and take time linear in the
/// text.
@Suite struct TokenMatchersTests {
    /// Each matcher, the pattern it replaced, and fragments for texts around it.
    static let cases: [MatcherDifferential.Case] = [
        MatcherDifferential.Case(
            matcher: TokenMatchers.awsSecretAccessKey,
            reference: RedactionRule(
                pattern: #"(?<![A-Za-z0-9/+])[A-Za-z0-9/+]{40}(?![A-Za-z0-9/+=])"#, template: "<token>",
                accepts: { text in
                    text.utf8.count { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) } >= 1
                        && text.utf8.count { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) } >= 8
                        && text.utf8.count { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) } >= 5
                }),
            fragments: [
                ["", " ", "x", "/", "é", "="],
                [
                    "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKE",
                    "e93ba09c4f1d2a3b4c5d6e7f8091a2b3c4d5e6f7", "ErrorHandling/Logging/Redaction/Redactor",
                    "abc",
                ],
                ["", " ", "=", "x", "é", "-"],
            ]
        ),
        MatcherDifferential.Case(
            matcher: TokenMatchers.jsonWebTokenOrGitHubFineGrained,
            reference: RedactionRule(
                pattern:
                    #"(?<![A-Za-z0-9_\-])eyJ[A-Za-z0-9_\-]{4,}+\.[A-Za-z0-9_\-]{4,}+\.[A-Za-z0-9_\-]{4,}+"#
                    + #"|(?<![A-Za-z0-9_])github_pat_[A-Za-z0-9_]{20,}+"#,
                template: "<token>"),
            fragments: [
                ["", " ", "x", "-", "_", "é", ".", "eyJ"],
                ["eyJ", "eyJhbGciOi", "github_pat_", "eyj", "EYJ"],
                ["abcd", "ab", "11ABCDEFG0123456789_abcdefgh", "-_-_", ""],
                [".", "", ".."],
                ["abcd", "abc", "eyJzdWIi", ""],
                [".", ""],
                ["dBjftJeZ", "abc", "", "ab-_"],
                ["", " ", ".", "é", "-"],
            ]
        ),
        MatcherDifferential.Case(
            matcher: TokenMatchers.prefixed,
            reference: RedactionRule(
                pattern: #"\b(?:sk|pk|rk)_(?:live|test)_[A-Za-z0-9]{8,}+|\bgh[pousr]_[A-Za-z0-9]{20,}+"#
                    + #"|\b(?:AKIA|ASIA)[0-9A-Z]{16}\b|\bxox[abeoprs]-[A-Za-z0-9\-]{10,}+"#
                    + #"|\bAIza[0-9A-Za-z_\-]{35}"#,
                template: "<token>"),
            fragments: [
                ["", " ", "x", "_", "-", "é", "\u{301}", "1", "\u{200B}", "日", "a\u{301}"],
                [
                    "sk_live_", "pk_test_", "rk_live_", "ghp_", "gho_", "ghx_", "AKIA", "ASIA", "xoxb-",
                    "xoxz-", "AIza", "sk_prod_",
                ],
                [
                    "abcdefgh12345678", "abc", "IOSFODNN7EXAMPLE", "IOSFODNN7EXAMPL", "1234567890-abcdefghij",
                    "SyDaGmWKa4JsXZ-HjGw7ISLn_3namBGewQe", "abcdefghijklmnopqrstuvwxyz0123456789", "",
                ],
                ["", " ", "x", "X", "_", "-", "\u{301}", "é", "\u{200D}", "1"],
            ]
        ),
        MatcherDifferential.Case(
            matcher: TokenMatchers.randomWithADigit,
            reference: RedactionRule(
                pattern: #"(?<![A-Za-z0-9_\-])(?:glpat-[A-Za-z0-9_\-]{20,}+|xapp-[0-9]-[A-Za-z0-9\-]{10,}+"#
                    + #"|sk-[A-Za-z0-9_\-]{20,}+|SG\.[A-Za-z0-9_\-]{16,}+\.[A-Za-z0-9_\-]{16,}+)"#,
                template: "<token>", accepts: { $0.contains(where: \.isNumber) }),
            fragments: [
                ["", " ", "x", "_", "-", "é", "."],
                ["glpat-", "xapp-1-", "xapp-x-", "sk-", "sk-proj-", "SG.", "SG.ngeVfQFYQlKU0ufo8x5d1A."],
                [
                    "AbCdEf0123456789xYz_", "abcdefghijklmnopqrstuvwx", "A0123456789", "TwL2iGABf9DHoTf-09kq",
                    "ab", "",
                ],
                ["", ".", ".TwL2iGABf9DHoTf-09kq", " ", "-", "1"],
            ]
        ),
    ]

    @Test(arguments: cases.indices)
    func replacesWhatItsRegularExpressionReplaced(index: Int) {
        MatcherDifferential.expectSameReplacements(Self.cases[index], seed: UInt64(index))
    }

    @Test(arguments: [
        ("key AKIAIOSFODNN7EXAMPLE used", "key <token> used"),
        ("push with glpat-AbCdEf0123456789xYz_ now", "push with <token> now"),
        ("gho_abcdefghijklmnopqrstuvwxyz0123456789", "<token>"),
        (
            "token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NSJ9.dBjftJeZ4CVPmB92K27uhbUJU1p1r_wW1gFWFOEjXk",
            "token <token>"
        ),
    ])
    func replacesTokens(text: String, expected: String) {
        #expect(Redactor.default.redact(text) == expected)
    }

    @Test(arguments: [
        "task-abcdefghijklmnopqrstuvwxyz", "through the high street", "AKIAIOSFODNN7EXAMPLEX",
        "eyJ header only",
        "sk-abcdefghijklmnopqrstuvwxyz",
    ])
    func leavesWhatOnlyLooksLikeAToken(text: String) {
        #expect(Redactor.default.redact(text) == text)
    }

    @Test(arguments: [
        ("鍵：ghp_abcdefghijklmnopqrstuvwxyz0123456789です", "鍵：<token>です"),
        ("« sk_live_abcdefgh12345678 »", "« <token> »"),
        ("éAKIAIOSFODNN7EXAMPLE", "éAKIAIOSFODNN7EXAMPLE"),
    ])
    func readsNonASCIITextAroundIt(text: String, expected: String) {
        #expect(Redactor.default.redact(text) == expected)
    }

    @Test func aTokenInAPercentEncodedQueryIsReplaced() {
        #expect(
            Redactor.default.redact("?x=1&t=ghp_abcdefghijklmnopqrstuvwxyz0123456789%26")
                == "?x=1&t=<token>%26")
    }

    @Test(arguments: [
        "ghp_abcdefghijklmnopqrstuvwxyz0123456789", "AKIAIOSFODNN7EXAMPLE", "glpat-AbCdEf0123456789xYz_",
    ])
    func aTokenAcrossTheCutIsNotKeptInPart(token: String) {
        MatcherDifferential.expectNotKeptInPartAcrossTheCut(token, secret: token)
    }

    @Test(arguments: [
        "eyJ", "eyJ-", "eyJaaaa.", "\u{301}", "ghp_", "AKIA", "sk-", "SG.aaaaaaaaaaaaaaaa.", "a",
    ])
    func takesTimeLinearInTheText(unit: String) {
        MatcherDifferential.expectLinearTime(of: Self.cases.map(\.rule), on: unit)
    }
}
