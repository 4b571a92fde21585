import Testing

@testable import ErrorHandling

/// The rules of ``Redactor/default`` for phone numbers (``PhoneNumberMatcher``) and IPv6
/// addresses (``IPv6AddressMatcher``) replace exactly what the regular expressions they
/// replaced did, and take time linear in the text.
@Suite struct PhoneAndIPv6MatchersTests {
    static let cases = [
        MatcherDifferential.Case(
            matcher: PhoneNumberMatcher.matcher,
            // The pattern the rule had, with `%2B` for `+` and `%20` for a space.
            reference: RedactionRule(
                pattern: #"(?<![\p{L}\p{N}+])(?:\+|%2[Bb])[1-9][0-9]{0,2}"#
                    + #"(?:(?:[ .\-]|%20)?(?:\([0-9]{1,4}\)|[0-9]{1,6})){1,6}(?![0-9])"#,
                template: "<phone>",
                accepts: { text in
                    let digits = text.replacing(/%2[0Bb]/, with: "").utf8.count {
                        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0)
                    }
                    return (8...15).contains(digits)
                }),
            fragments: [
                ["", " ", "x", "+", "1", "é", "٣", "tel:", "(", "call "],
                [
                    "+81", "+1", "+44", "+0", "+4915112345678", "+123", "+12345", "+", "%2B81", "%2b4",
                    "%2B0", "%2",
                ],
                [
                    " 90-1234-5678", " (415) 555-0100", " 20 7946 0958", "1234567", "-1234-5678-9012",
                    " (12345)", "()", " 1 2 3 4 5 6 7", ".12.34.56", "1234567890123456789", " (0) 30 1234",
                    "--12", "", "  12345678", "%2090%201234%205678", "%20(415)%20555-0100", "%2", "%2012",
                ],
                ["", " ", ".", "1", "x", "é", "٣", ")", "-", "+1", "%20", "%201"],
            ]),
        MatcherDifferential.Case(
            matcher: IPv6AddressMatcher.matcher,
            reference: RedactionRule(
                pattern:
                    #"(?<![\p{L}\p{N}_:.])[0-9A-Fa-f]{0,4}(?::[0-9A-Fa-f]{0,4}){2,7}(?<=[0-9A-Fa-f]|::)"#
                    + #"(?:%[0-9A-Za-z]{1,15})?+(?![\p{L}\p{N}_]|:[0-9A-Fa-f:]|\.[0-9])"#,
                template: "<ip>", accepts: IPv6Address.isValid),
            fragments: [
                ["", " ", "x", "_", ":", ".", "é", "٣", "[", "at "],
                [
                    "2001:db8::1", "fe80::1", "::1", "::", "2001:0db8:85a3:0000:0000:8a2e:0370:7334",
                    "12:30:45", "dead::beef", "1:2:3:4:5:6:7:8:9", "2001:db8:", "12345::1", "a:b:c",
                    "1::2::3", ":::", "2001:db8::1:",
                ],
                ["", "", "%en0", "%", "%eth0123456789abcdef", "%é"],
                ["", " ", ":", ":1", "::", ".", ".5", "_", "x", "é", "]:443", "٣"],
            ]),
    ]

    @Test(arguments: cases.indices)
    func replacesWhatItsRegularExpressionReplaced(index: Int) {
        MatcherDifferential.expectSameReplacements(Self.cases[index], seed: UInt64(index))
    }

    @Test(arguments: [
        ("call +81 90-1234-5678 now", "call <phone> now"),
        ("call +1 (415) 555-0100.", "call <phone>."),
        ("tel:+4915112345678", "tel:<phone>"),
        ("host [2001:db8::1]:443", "host [<ip>]:443"),
        ("from fe80::1%en0 to ::1", "from <ip> to <ip>"),
        ("at 2001:db8::1: timed out", "at <ip>: timed out"),
    ])
    func replacesPhoneNumbersAndIPv6Addresses(text: String, expected: String) {
        #expect(Redactor.default.redact(text) == expected)
    }

    @Test(arguments: [
        "+1 234", "+12 3456 7890 1234 5678", "at 12:30:45", "dead::beef", "a+49151123456", "+0 30 1234 5678",
        "1:2:3:4:5:6:7:8:9",
    ])
    func leavesWhatIsNotOne(text: String) {
        #expect(Redactor.default.redact(text) == text)
    }

    @Test(arguments: [
        ("電話：+81 90-1234-5678です", "電話：<phone>です"),
        ("«2001:db8::1» é", "«<ip>» é"),
        ("номер +7 912 345-67-89.", "номер <phone>."),
    ])
    func readsNonASCIITextAroundThem(text: String, expected: String) {
        #expect(Redactor.default.redact(text) == expected)
    }

    @Test func replacesThemInAPercentEncodedQuery() {
        #expect(
            Redactor.default.redact("?tel=%2B81%2090-1234-5678&alt=%2b14155550100&host=2001:db8::1")
                == "?tel=<phone>&alt=<phone>&host=<ip>")
    }

    @Test(arguments: [
        ("+81 90-1234-5678", "90-1234-5678"), ("2001:db8:85a3::8a2e:370:7334", "85a3::8a2e:370"),
    ])
    func oneAcrossTheCutIsNotKeptInPart(text: String, secret: String) {
        MatcherDifferential.expectNotKeptInPartAcrossTheCut(text, secret: secret)
    }

    @Test(arguments: [
        "+1", "+1 ", "+1(", "+1(1)", "+12-", "%2B1%20", "%2B1%201", "1:", "::", "a:", "1:2:3:4:5:6:7:8:",
        "::%a",
    ])
    func takesTimeLinearInTheText(unit: String) {
        MatcherDifferential.expectLinearTime(of: Self.cases.map(\.rule), on: unit)
    }
}
