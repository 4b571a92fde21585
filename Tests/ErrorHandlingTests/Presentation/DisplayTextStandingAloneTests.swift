import Testing

@testable import ErrorHandling

/// The scalars that `DisplayText` takes for characters of their own, so that text made only of
/// them is kept without its characters being found, are characters of their own wherever they
/// stand, and are shown as they are.
@Suite struct DisplayTextStandingAloneTests {
    /// Every scalar that `DisplayText` keeps, alone in a title, without finding characters.
    private static let standingAlone: [Unicode.Scalar] = (0...0x10FFFF).compactMap { value in
        Unicode.Scalar(UInt32(value)).flatMap {
            DisplayText.isShownAsItIsByItsScalars(String($0), limit: 1, keepsLineBreaks: false) ? $0 : nil
        }
    }

    /// Neighbours that join a scalar that may be joined: a letter, a Hangul syllable and
    /// trailing jamo, a combining mark, a joiner, an emoji, a regional indicator.
    private static let neighbours: [Unicode.Scalar] = [
        "a", "가", "\u{11A8}", "\u{301}", "\u{200D}", "\u{1F600}", "\u{1F1EF}", "\u{3099}",
    ]

    @Test func eachIsOneCharacterBesideItselfAndAnotherOfItsKind() {
        var joined: [Unicode.Scalar] = []
        for scalar in Self.standingAlone {
            var pair = String.UnicodeScalarView()
            pair.append(scalar)
            pair.append(scalar)
            if String(pair).count != 2 { joined.append(scalar) }
            var withHangul = String.UnicodeScalarView()
            withHangul.append(scalar)
            withHangul.append("가")
            if String(withHangul).count != 2 { joined.append(scalar) }
        }
        #expect(joined.isEmpty, "joined: \(joined.prefix(10).map { String($0.value, radix: 16) })")
    }

    @Test func noneJoinsWhatComesBeforeIt() {
        var joined: [Unicode.Scalar] = []
        for scalar in Self.standingAlone {
            for neighbour in Self.neighbours {
                var pair = String.UnicodeScalarView()
                pair.append(neighbour)
                pair.append(scalar)
                if String(pair).count != 2 { joined.append(scalar) }
            }
        }
        #expect(joined.isEmpty, "joined: \(joined.prefix(10).map { String($0.value, radix: 16) })")
    }

    @Test func noneIsAMarkAJoinerOrAControlOrFormatCharacter() {
        let kinds: Set<Unicode.GeneralCategory> = [
            .nonspacingMark, .spacingMark, .enclosingMark, .control, .format, .lineSeparator,
            .paragraphSeparator, .surrogate, .unassigned,
        ]
        let wrong = Self.standingAlone.filter {
            kinds.contains($0.properties.generalCategory) || $0.isHiddenInText
        }
        #expect(wrong.isEmpty, "wrong: \(wrong.prefix(10).map { String($0.value, radix: 16) })")
    }

    @Test func textOfThemAtItsLimitIsKeptAndOneMoreIsCut() {
        let fits = String(repeating: "가あ漢Ж", count: DisplayText.titleLimit / 4)
        #expect(DisplayText.clean(fits, limit: DisplayText.titleLimit, keepsLineBreaks: false) == fits)
        let cut = DisplayText.clean(fits + "é", limit: DisplayText.titleLimit, keepsLineBreaks: false)
        #expect(cut.hasSuffix("…"))
        #expect(cut.count == DisplayText.titleLimit)
    }

    @Test func aLineBreakAmongThemIsKeptInAMessageAndNotInATitle() {
        let text = "接続できません。\nもう一度お試しください。"
        #expect(DisplayText.clean(text, limit: DisplayText.messageLimit, keepsLineBreaks: true) == text)
        #expect(
            DisplayText.clean(text, limit: DisplayText.titleLimit, keepsLineBreaks: false)
                == "接続できません。 もう一度お試しください。")
    }
}
