import Testing

@testable import ErrorHandling

/// The rules of ``Redactor/default`` for card numbers and IPv4 addresses (``NumberMatchers``)
/// replace exactly what the regular expressions they replaced did, and take time linear in the
/// text.
@Suite struct NumberMatchersTests {
    static let cases = [
        MatcherDifferential.Case(
            matcher: NumberMatchers.card,
            reference: RedactionRule(
                pattern:
                    #"(?<![\d\-])(?:\d(?:[ \-]{0,2}\d){12,18}|\d{4}(?:\.\d{4}){2}\.\d{1,7}|\d{4}\.\d{6}\.\d{5})"#
                    + #"(?![\d\-]|\.\d)"#,
                template: "<card>", accepts: Luhn.isValid),
            fragments: [
                ["", " ", "x", "-", "1", "é", "٣", ".", "order "],
                [
                    "4111 1111 1111 1111", "4111-1111-1111-1111", "4111111111111111", "378282246310005",
                    "4111  1111  1111  1111", "4111.1111.1111.1111", "4111.111111.11111", "４１１１１１１１１１１１１１１１",
                    "4111 1111 1111 1112", "1234567890123", "41111111111111111111", "4111.1111.1111.11111111",
                    "4111",
                    "4111   1111", "٤١١١١١١١١١١١١١١١",
                ],
                ["", " ", "-", ".", ".5", "1", "x", "é", " 1", "  ", "-1", "٣"],
            ]),
        MatcherDifferential.Case(
            matcher: NumberMatchers.ipv4,
            reference: RedactionRule(
                pattern:
                    #"(?<![\p{L}\p{N}_])(?<![0-9]\.)(?:(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\.){3}"#
                    + #"(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])(?![0-9]|\.[0-9])"#,
                template: "<ip>"),
            fragments: [
                ["", " ", "x", "_", "1.", "é", "٣", ".", "v", "["],
                [
                    "192.168.0.1", "10.0.0.1", "255.255.255.255", "256.1.1.1", "01.2.3.4", "1.2.3",
                    "1.2.3.4.5", "0.0.0.0", "1", ".",
                ],
                ["", " ", ".", ".5", "1", ":8080", "é", "٣", "x", "."],
            ]),
    ]

    @Test(arguments: cases.indices)
    func replacesWhatItsRegularExpressionReplaced(index: Int) {
        MatcherDifferential.expectSameReplacements(Self.cases[index], seed: UInt64(index))
    }

    @Test(arguments: [
        ("paid with 4111 1111 1111 1111.", "paid with <card>."),
        ("paid with 4111.1111.1111.1111.", "paid with <card>."),
        ("paid with ４１１１１１１１１１１１１１１１.", "paid with <card>."),
        ("connect to 192.168.1.20:8080 failed", "connect to <ip>:8080 failed"),
        ("version 1.2.3.4", "version <ip>"),
    ])
    func replacesNumbers(text: String, expected: String) {
        #expect(Redactor.default.redact(text) == expected)
    }

    @Test(arguments: ["4111 1111 1111 1112", "order 1234567890123", "v1.2.3.4", "1.2.3.4.5", "256.1.1.1"])
    func leavesNumbersThatFailTheirChecks(text: String) {
        #expect(Redactor.default.redact(text) == text)
    }

    @Test(arguments: [
        ("カード：4111111111111111です", "カード：<card>です"),
        ("«10.0.0.1» é", "«<ip>» é"),
    ])
    func readsNonASCIITextAroundThem(text: String, expected: String) {
        #expect(Redactor.default.redact(text) == expected)
    }

    @Test func replacesNumbersInAPercentEncodedQuery() {
        #expect(Redactor.default.redact("?n=4111111111111111&ip=10.0.0.1%2C") == "?n=<card>&ip=<ip>%2C")
    }

    @Test(arguments: [("4111 1111 1111 1111", "1111 1111 1111"), ("192.168.100.200", "168.100.200")])
    func aNumberAcrossTheCutIsNotKeptInPart(text: String, secret: String) {
        MatcherDifferential.expectNotKeptInPartAcrossTheCut(text, secret: secret)
    }

    @Test(arguments: ["1", "1 ", "1  ", "1-", "1111.", "１", "1.", "255.", "1.1.1."])
    func takesTimeLinearInTheText(unit: String) {
        MatcherDifferential.expectLinearTime(of: Self.cases.map(\.rule), on: unit)
    }
}
