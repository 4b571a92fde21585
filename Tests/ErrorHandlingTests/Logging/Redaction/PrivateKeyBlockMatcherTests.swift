import Testing

@testable import ErrorHandling

/// The rule of ``Redactor/default`` for PEM private keys (``PrivateKeyBlockMatcher``) replaces
/// exactly what the regular expression it replaced did, and takes time linear in the text.
@Suite struct PrivateKeyBlockMatcherTests {
    static let testCase = MatcherDifferential.Case(
        matcher: PrivateKeyBlockMatcher.matcher,
        reference: RedactionRule(
            pattern: #"-----BEGIN [A-Z0-9 ]{0,40}PRIVATE KEY(?: BLOCK)?-----(?:[^-]|-(?!----))*+"#
                + #"(?:-----END [A-Z0-9 ]{0,40}PRIVATE KEY(?: BLOCK)?-----)?+"#,
            template: "<private key>"),
        fragments: [
            ["", "key: ", "x", "\n", "-"],
            ["-----BEGIN ", "-----BEGIN", "----BEGIN "],
            [
                "", "RSA ", "EC ", "OPENSSH ", "PRIVATE KEY PRIVATE ", String(repeating: "A", count: 41),
                "rsa ",
            ],
            ["PRIVATE KEY-----", "PRIVATE KEY BLOCK-----", "PRIVATE KEY----", "PUBLIC KEY-----"],
            ["MIIEowIBAAKCAQEA", "\nb3Blbn-NzaC1r\n", "", "a-b--c----d", "日本", "------"],
            ["-----END ", "-----END", "------END "],
            ["", "RSA ", "PRIVATE KEY ", "x"],
            ["PRIVATE KEY-----", "PRIVATE KEY BLOCK-----", "KEY-----", ""],
            ["", " loaded", "\n", "-----"],
        ])

    @Test func replacesWhatItsRegularExpressionReplaced() {
        MatcherDifferential.expectSameReplacements(Self.testCase, seed: 27)
    }

    @Test(arguments: [
        (
            "key: -----BEGIN RSA PRIVATE KEY----- MIIEowIBAAKCAQEA -----END RSA PRIVATE KEY----- loaded",
            "key: <private key> loaded"
        ),
        ("cut: -----BEGIN EC PRIVATE KEY-----\nMHcCAQEEIBL", "cut: <private key>"),
    ])
    func replacesTheBlockWhole(text: String, expected: String) {
        #expect(Self.testCase.rule.apply(to: text) == expected)
    }

    @Test(arguments: [
        "-----BEGIN PUBLIC KEY-----\nMIIB\n-----END PUBLIC KEY-----", "-----BEGIN rsa PRIVATE KEY-----",
    ])
    func leavesOtherBlocks(text: String) {
        #expect(Self.testCase.rule.apply(to: text) == text)
    }

    @Test func readsNonASCIIText() {
        #expect(
            Self.testCase.rule.apply(to: "鍵：-----BEGIN PRIVATE KEY-----\n日本\n-----END PRIVATE KEY-----。")
                == "鍵：<private key>。")
    }

    @Test func replacesAKeyInAPercentEncodedValue() {
        #expect(
            Self.testCase.rule.apply(
                to: "-----BEGIN PRIVATE KEY-----MII%2B%2Fab-----END PRIVATE KEY-----&x=1")
                == "<private key>&x=1")
    }

    @Test func aKeyAcrossTheCutIsNotKeptInPart() {
        MatcherDifferential.expectNotKeptInPartAcrossTheCut(
            "-----BEGIN RSA PRIVATE KEY-----MIIEowIBAAKCAQEA-----END RSA PRIVATE KEY-----",
            secret: "MIIEowIBAAKCAQEA")
    }

    @Test(arguments: [
        "-----BEGIN ", "-----BEGIN PRIVATE KEY-----", "-", "-----BEGIN PRIVATE KEY-----a-----END ",
    ])
    func takesTimeLinearInTheText(unit: String) {
        MatcherDifferential.expectLinearTime(of: [Self.testCase.rule], on: unit)
    }
}
