import Testing

@testable import ErrorHandling

/// The IBAN rule of ``Redactor/default`` (``IBANMatcher``) replaces exactly what the regular
/// expression it replaced did, and takes time linear in the text.
@Suite struct IBANMatcherTests {
    /// The pattern the rule had.
    static let reference = RedactionRule(
        pattern: #"(?<![A-Za-z0-9])[A-Z]{2}[0-9]{2}(?:(?: [A-Z0-9]{4}){2,7}(?: [A-Z0-9]{1,3})?"#
            + #"|[A-Z0-9]{11,30})(?![A-Za-z0-9])"#,
        template: "<iban>", accepts: IBAN.isValid)

    static let rule = RedactionRule(
        matcher: IBANMatcher.matcher, trigger: .digitsAfterCountryCode(atLeast: 8))

    /// Before an IBAN, country and check digits, groups and what follows.
    static let fragments = [
        ["", "", " ", "x", "é", "1", "-", "IBAN "],
        ["DE89", "GB82", "NL91", "DE88", "de89", "D89", "DE8"],
        [
            " 3704 0044 0532 0130 00", "370400440532013000", " WEST 1234 5698 7654 32", "ABNA0417164300",
            " 3704 0044", " 3704", " 3704 0044 0532 0130 0044 0532 0130 0044",
            "37040044053201300012345678901234",
            " 3704 0044 0532 0130 00a", " 3704 0044 0532 0130 0", " 3704 0044 0532 0130 0000", "",
        ],
        ["", " ", ".", "a", "A", "1", " EUR", "é", " 1"],
    ]

    @Test func replacesWhatItsRegularExpressionReplaced() {
        MatcherDifferential.expectSameReplacements(
            of: Self.rule, as: Self.reference, in: MatcherDifferential.texts(from: Self.fragments))
    }

    @Test(arguments: [
        ("IBAN DE89 3704 0044 0532 0130 00 EUR", "IBAN <iban> EUR"),
        ("IBAN DE89370400440532013000.", "IBAN <iban>."),
        ("to GB82 WEST 1234 5698 7654 32", "to <iban>"),
    ])
    func replacesIBANsThatPassTheirCheck(text: String, expected: String) {
        #expect(Self.rule.apply(to: text) == expected)
    }

    @Test(arguments: [
        "ref GB82WEST12345698765433", "DE88 3704 0044 0532 0130 00", "xDE89370400440532013000",
        "DE89370400440532013000a", "at 2026-11-30T21:52:14Z",
    ])
    func leavesWhatFailsTheCheckOrTheShape(text: String) {
        #expect(Self.rule.apply(to: text) == text)
    }

    /// The rule's trigger holds wherever it matches: a run of eight digits and, somewhere, a
    /// country code with its check digits.
    @Test func isACandidateWhereverItMatches() {
        let triggers = RedactionTriggers([Self.rule])
        let missed = MatcherDifferential.texts(from: Self.fragments).filter {
            !triggers.candidates(in: $0).contains(0) && Self.rule.matches($0)
        }
        #expect(missed.isEmpty, "\(missed.prefix(3))")
    }

    /// A date, a time or a count has the run of digits, but no country code before two of
    /// them, so the rule's search does not run.
    @Test(arguments: [
        "at 2026-11-30T21:52:14Z", "synced 12345678 items", "xDE89370400440532013000",
        "de89370400440532013000",
        "D89 3704 0044 0532 0130 00", "DE8 3704 0044 0532 0130 00",
    ])
    func aRunOfDigitsWithoutACountryCodeBeforeTwoOfThemIsNoCandidate(text: String) {
        #expect(!RedactionTriggers([Self.rule]).candidates(in: text).contains(0))
    }

    @Test(arguments: [
        "DE89370400440532013000", "to GB82 WEST 1234 5698 7654 32", "«DE89 3704 0044 0532 0130 00»",
    ])
    func aRunOfDigitsWithACountryCodeIsACandidate(text: String) {
        #expect(RedactionTriggers([Self.rule]).candidates(in: text).contains(0))
    }

    @Test func readsNonASCIITextAroundIt() {
        #expect(Self.rule.apply(to: "口座：DE89370400440532013000です") == "口座：<iban>です")
        #expect(Self.rule.apply(to: "«DE89 3704 0044 0532 0130 00»") == "«<iban>»")
    }

    @Test func anIBANAcrossTheCutIsNotKeptInPart() {
        MatcherDifferential.expectNotKeptInPartAcrossTheCut(
            "DE89370400440532013000", secret: "DE89370400440532013000")
    }

    @Test(arguments: ["DE89 ", "DE89 1234", "DE89", "DE891234567890123456789012345678901", "1 "])
    func takesTimeLinearInTheText(unit: String) {
        MatcherDifferential.expectLinearTime(of: [Self.rule], on: unit)
    }
}
