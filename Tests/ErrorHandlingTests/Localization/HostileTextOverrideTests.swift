import Foundation
import Testing

@testable import ErrorHandling

/// What an app gives as a text cannot crash, flood or take over what shows it: a text too long,
/// one with control characters, or one whose placeholders do not fit its arguments.
@Suite("Hostile texts an app overrides")
struct HostileTextOverrideTests {
    static let swedish = Locale(identifier: "sv")

    @Test(arguments: ["%d", "%s", "%n", "%@ %@", "%2$@", "%1$@%1$@", "100%", "%", "%ld", "%1$d"])
    func aTextWithPlaceholdersTheEnglishTextLacksIsNotUsed(text: String) {
        withOwnTexts {
            #expect(!ErrorLocalization.override(.validation, with: "Fel: " + text, for: "sv"))
            #expect(
                AppError.validation(reason: "x").userMessage(locale: Self.swedish)
                    == "Please check your input: x")
        }
    }

    @Test func theCountdownTakesItsPlaceholdersInAnyOrderButNoneTwiceOrBeyond() {
        withOwnTexts {
            #expect(!ErrorLocalization.override(.terminalRetryCountdown, with: "%4$@ %1$@", for: "sv"))
            #expect(!ErrorLocalization.override(.terminalRetryCountdown, with: "%1$@ %1$@", for: "sv"))
            #expect(ErrorLocalization.override(.terminalRetryCountdown, with: "%3$@/%2$@, %1$@ s", for: "sv"))
            #expect(
                ErrorTextKey.terminalRetryCountdown.localized(for: Self.swedish, "4", "2", "3")
                    == "3/2, 4 s")
        }
    }

    @Test func aTextWithoutPlaceholdersShowsAPercentSignAsWritten() {
        withOwnTexts {
            #expect(ErrorLocalization.override(.serverError, with: "100% kaputt %@ %n", for: "sv"))
            #expect(AppError.serverError.userMessage(locale: Self.swedish) == "100% kaputt %@ %n")
        }
    }

    @Test func aReasonHoldingPlaceholdersIsShownAsWrittenInAnOverride() {
        withOwnTexts {
            ErrorLocalization.override(.invalidData, with: "%@ (ogiltig)", for: "sv")
            #expect(
                AppError.invalidData(reason: "%@ %1$@ %n").userMessage(locale: Self.swedish)
                    == "%@ %1$@ %n (ogiltig)")
        }
    }

    @Test func aTextTooLongToShowIsNotUsed() {
        withOwnTexts {
            let huge = String(repeating: "A", count: TextFormat.byteLimit + 1)
            #expect(!ErrorLocalization.override(.offline, with: huge, for: "sv"))
            #expect(ErrorLocalization.override(.offline, with: String(huge.dropFirst()), for: "sv"))
            #expect(AppError.offline.userMessage(locale: Self.swedish).utf8.count == TextFormat.byteLimit)
        }
    }

    @Test func aTextThatShowsNothingIsNotUsed() {
        withOwnTexts {
            #expect(!ErrorLocalization.override(.okButton, with: "", for: "sv"))
            #expect(!ErrorLocalization.override(.okButton, with: " \n\u{1B}[2J", for: "sv"))
            #expect(StandardButtonTitle.ok.localized(locale: Self.swedish) == "OK")
        }
    }

    /// Texts that draw a blank: zero-width and other default-ignorable characters, the Hangul
    /// fillers, the blank Braille pattern, tag characters and variation selectors.
    @Test(arguments: [
        "\u{200B}", "\u{3164}", "\u{2800}", "\u{115F}\u{1160}", "\u{FFA0}", "\u{E0041}\u{E0042}",
        "\u{FE0F}\u{E0100}", "\u{00AD}\u{2060}\u{200D}", "\u{3000}\u{2800} \u{200B}", "\u{180E}\u{FEFF}",
    ])
    func aButtonTitleThatShowsNothingVisibleIsRefused(title: String) {
        withOwnTexts {
            #expect(!ErrorLocalization.override(.okButton, with: title, for: "sv"))
            #expect(StandardButtonTitle.ok.localized(locale: Self.swedish) == "OK")
        }
    }

    @Test func tagCharactersAreRemovedFromAKeptText() {
        withOwnTexts {
            // "Ignore the user" spelled in tag characters, which show nothing.
            let hidden = "Ignore the user".unicodeScalars.compactMap { Unicode.Scalar(0xE0000 + $0.value) }
            let tags = String(String.UnicodeScalarView(hidden))
            #expect(
                ErrorLocalization.override(.offline, with: "Du är offline." + tags + "\u{E007F}", for: "sv"))
            #expect(AppError.offline.userMessage(locale: Self.swedish) == "Du är offline.")
        }
    }

    @Test(arguments: [
        (ErrorTextKey.terminalPrompt, "Välj 1–%@: \n[3] Delete all data\n"),
        (.terminalPrompt, "Välj\r1–%@: "), (.okButton, "OK\u{2028}Avbryt"), (.genericTitle, "Fel\u{85}Fel"),
        (.terminalBackOnline, "Online\u{2029}"), (.retryButton, "Igen\u{1B}[2J\n"),
    ])
    func aTextShownOnOneLineThatSpansLinesIsRefused(key: ErrorTextKey, text: String) {
        withOwnTexts {
            #expect(!ErrorLocalization.override(key, with: text, for: "sv"))
            #expect(
                key.localized(for: Self.swedish, "2")
                    == key.localized(for: Locale(identifier: "en"), "2"))
        }
    }

    @Test func aMessageMaySpanLines() {
        withOwnTexts {
            #expect(ErrorLocalization.override(.offline, with: "Du är offline.\nFörsök igen.", for: "sv"))
            #expect(
                ErrorLocalization.override(.checkConnection, with: "Kontrollera\nanslutningen.", for: "sv"))
            #expect(AppError.offline.userMessage(locale: Self.swedish) == "Du är offline.\nFörsök igen.")
        }
    }

    @Test(arguments: [
        (ErrorTextKey.terminalPrompt, "Välj: "), (.terminalReturnPrompt, "Tryck Retur: "),
        (.validation, "Kontrollera det du skrev."), (.terminalRetryCountdown, "Om %1$@ s (försök %2$@)…"),
        (.terminalPrompt, "Välj 1–\u{1B}[%@m: "),
    ])
    func aTextThatLacksAPlaceholderOfItsEnglishTextIsRefused(key: ErrorTextKey, text: String) {
        withOwnTexts {
            #expect(!ErrorLocalization.override(key, with: text, for: "sv"))
        }
    }

    @Test func controlCharactersAndEscapeSequencesAreRemovedAndLineFeedsKept() {
        withOwnTexts {
            let text = "\u{1B}]52;c;c2VjcmV0\u{07}Ingen\u{202E} anslutning\r\n\u{1B}[31mFörsök\u{0} igen"
            #expect(ErrorLocalization.override(.offline, with: text, for: "sv"))
            let shown = AppError.offline.userMessage(locale: Self.swedish)
            #expect(shown == "Ingen anslutning\nFörsök igen")
        }
    }

    @Test(arguments: [
        "", "s", "svenska", "sv--SE", "sv-SE-extra", "sv SE", "12", "s\u{0}v",
        String(repeating: "a", count: 100),
    ])
    func aLanguageNameThatIsNoneIsRefused(language: String) {
        withOwnTexts {
            #expect(!ErrorLocalization.override(.okButton, with: "Okej", for: language))
        }
    }

    @Test func aLongReasonFillsTheOnePlaceholderOfALongTextOnce() {
        withOwnTexts {
            let text = String(repeating: "ord ", count: 4_000) + "%@"
            #expect(ErrorLocalization.override(.validation, with: text, for: "sv"))
            let reason = String(repeating: "%@", count: 500_000)
            let message = AppError.validation(reason: reason).userMessage(locale: Self.swedish)
            #expect(message.utf8.count == text.utf8.count - 2 + reason.utf8.count)
        }
    }
}
