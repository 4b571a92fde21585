import Testing

@testable import ErrorHandling

/// The e-mail rule of ``Redactor/default`` (``EmailAddressMatcher``) replaces exactly what the
/// regular expression it replaced did, and takes time linear in the text.
@Suite struct EmailAddressMatcherTests {
    /// The pattern the rule had.
    static let reference = RedactionRule(
        pattern: #"(?:(?<![\p{L}\p{N}._%+\-])|\G)(?:[\p{L}\p{N}._%+\-]++[@＠]|[\p{L}\p{N}._+\-]++%40"#
            + #"|"[^"\r\n]{1,64}+"[@＠])(?:[\p{L}\p{N}\p{M}\-]++\.)+\p{L}{2,}+"#,
        template: "<email>")

    static let rule = RedactionRule(matcher: EmailAddressMatcher.matcher, trigger: .anyOf(["@"]))

    /// Before an address, local parts, at signs, domains and what follows.
    static let fragments = [
        ["", "", " ", "x", "é", ".", "%", "+", "\"", "1", "@", "a@b.cc", "\u{301}", "(", "²"],
        [
            "ana", "a.b", "a%b", "ana+tag", "é", "日本", "1", "\"ana smith\"",
            "\"" + String(repeating: "q", count: 70) + "\"",
            "\"a", "-", "_", "", "\"\"", "a\u{301}", "ª",
        ],
        ["@", "@", "＠", "%40", "%41", "@@", "", "%4"],
        [
            "example.com", "b.cc", "b.c", "b.cc.d", "例え.jp", "müller.de", "xn--mller-kva.de", "e\u{301}x.com",
            "b.c1", "a.b.", "-.aa", ".com", "b..cc", "b.cc1d", "a.bé", "x.yy.zz", "a_b.cc", "",
        ],
        ["", " ", "1", "@", ".", "%40", "x@y.zz", "\n", "\u{301}", "é", "-"],
    ]

    @Test func replacesWhatItsRegularExpressionReplaced() {
        MatcherDifferential.expectSameReplacements(
            of: Self.rule, as: Self.reference, in: MatcherDifferential.texts(from: Self.fragments))
    }

    /// The search starts at the run of local-part characters before the first at sign and ends
    /// at the last one; a quote or a letter of another script before them moves its start back.
    @Test func findsWhatItsRegularExpressionFindsAroundTheFirstAndLastAtSigns() {
        MatcherDifferential.expectSameReplacements(
            of: Self.rule, as: Self.reference,
            in: [
                "\"x @ y\"@example.com", "say \"a@b\" then \"c @ d\"@example.com", "名前@example.com and more",
                "ñame.x@example.com", "x @ y ana@example.com", "a%b@c.de", "ab%40cd.ef x@y.zz",
                "1,234 for ana@example.com took 12.5 ms", "\"quoted\" text then ana@example.com",
                "é.x@example.com", "x\u{301}y@example.com", "@ ana@example.com @", "ana@example.com",
            ])
    }

    @Test(arguments: [
        ("Login failed for ana.silva+test@example.co.jp today", "Login failed for <email> today"),
        ("a@b.cc1d@e.ff", "<email><email>"),
        ("ftp ana@example.com:pw", "ftp <email>:pw"),
        ("a@b.cc.d", "<email>.d"),
    ])
    func replacesAddresses(text: String, expected: String) {
        #expect(Self.rule.apply(to: text) == expected)
    }

    @Test(arguments: ["@", "a@b", "a@b.c", "a@.cc", "@example.com", "a @example.com", "a@b..cc x"])
    func leavesWhatIsNoAddress(text: String) {
        #expect(Self.rule.apply(to: text) == text)
    }

    @Test(arguments: [
        ("ログ：ana@例え.jpです", "ログ：<email>"),
        ("«user@müller.de» ok", "«<email>» ok"),
        ("mail ana＠example.com now", "mail <email> now"),
        ("é ana@example.com ü", "é <email> ü"),
    ])
    func readsNonASCIIText(text: String, expected: String) {
        #expect(Self.rule.apply(to: text) == expected)
    }

    @Test(arguments: [
        ("to=ana%40example.com&x=1", "to=<email>&x=1"),
        ("to=ana.silva%40example.com", "to=<email>"),
    ])
    func replacesPercentEncodedAddresses(text: String, expected: String) {
        #expect(Self.rule.apply(to: text) == expected)
    }

    @Test func anAddressAcrossTheCutIsNotKeptInPart() {
        MatcherDifferential.expectNotKeptInPartAcrossTheCut(
            "ana.silva.longname@example.co.jp", secret: "ana.silva.longname@example.co.jp")
    }

    @Test(arguments: ["@", "a@", "a@b.", "%40", "a%40", "＠a", "\"a\"@", "\"a", "a.", "a@b.c@"])
    func takesTimeLinearInTheText(unit: String) {
        MatcherDifferential.expectLinearTime(of: [Self.rule], on: unit)
    }
}
