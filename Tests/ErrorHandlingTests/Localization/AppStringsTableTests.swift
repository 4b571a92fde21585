import Foundation
import Testing

@testable import ErrorHandling

/// An app's own strings table replaces the built-in texts it gives, in each language it has a
/// folder for, and adds the languages the package does not ship.
@Suite("Texts from an app's strings table")
struct AppStringsTableTests {
    static let japanese = Locale(identifier: "ja")
    static let german = Locale(identifier: "de-AT")
    static let polish = Locale(identifier: "pl-PL")

    private static func appTable() throws -> TemporaryStringsBundle {
        try TemporaryStringsBundle(
            table: "ErrorTexts",
            texts: [
                "ja": ["button.retry": "もう一度", "error.offline": "オフラインです。", "app.title": "私のアプリ"],
                "de": ["button.retry": "Nochmal", "terminal.prompt": "Wähle 1 bis %@: "],
                "pl": ["error.offline": "Jesteś offline.", "button.retry": "Spróbuj ponownie"],
            ])
    }

    @Test func theTableReplacesTheTextsItGivesInJapaneseGermanAndPolish() throws {
        let strings = try Self.appTable()
        withOwnTexts {
            let languages = strings.use()
            #expect(languages == ["de", "ja", "pl"])
            #expect(StandardButtonTitle.retry.localized(locale: Self.japanese) == "もう一度")
            #expect(AppError.offline.userMessage(locale: Self.japanese) == "オフラインです。")
            #expect(StandardButtonTitle.retry.localized(locale: Self.german) == "Nochmal")
            #expect(ErrorTextKey.terminalPrompt.localized(for: Self.german, "3") == "Wähle 1 bis 3: ")
            #expect(AppError.offline.userMessage(locale: Self.polish) == "Jesteś offline.")
            #expect(StandardButtonTitle.retry.localized(locale: Self.polish) == "Spróbuj ponownie")
        }
    }

    @Test func aKeyTheTableLacksShowsTheBuiltInTextOrEnglish() throws {
        let strings = try Self.appTable()
        withOwnTexts {
            strings.use()
            #expect(StandardButtonTitle.cancel.localized(locale: Self.japanese) == "キャンセル")
            #expect(StandardButtonTitle.cancel.localized(locale: Self.polish) == "Cancel")
            #expect(AppError.timeout.userMessage(locale: Self.polish) == "The request took too long.")
        }
    }

    @Test func aTextSetFromCodeWinsOverTheTable() throws {
        let strings = try Self.appTable()
        withOwnTexts {
            strings.use()
            ErrorLocalization.override(.retryButton, with: "再試行する", for: "ja")
            #expect(StandardButtonTitle.retry.localized(locale: Self.japanese) == "再試行する")
            ErrorLocalization.removeOverride(.retryButton, for: "ja")
            #expect(StandardButtonTitle.retry.localized(locale: Self.japanese) == "もう一度")
        }
    }

    @Test func aTableReadLaterWinsAndReadingTheSameTableAgainReplacesIt() throws {
        let first = try Self.appTable()
        let second = try TemporaryStringsBundle(table: "More", texts: ["de": ["button.retry": "Noch einmal"]])
        withOwnTexts {
            first.use()
            second.use()
            #expect(StandardButtonTitle.retry.localized(locale: Self.german) == "Noch einmal")
            first.use()
            #expect(StandardButtonTitle.retry.localized(locale: Self.german) == "Nochmal")
        }
    }

    @Test func removingEveryOverrideRestoresTheBuiltInTexts() throws {
        let strings = try Self.appTable()
        withOwnTexts {
            strings.use()
            ErrorLocalization.removeAllOverrides()
            #expect(StandardButtonTitle.retry.localized(locale: Self.japanese) == "再試行")
            #expect(AppError.offline.userMessage(locale: Self.polish) == "You appear to be offline.")
        }
    }

    @Test func entriesTheTableMayNotGiveAreLeftOutAndTheOthersRead() throws {
        let strings = try TemporaryStringsBundle(
            table: "ErrorTexts",
            texts: [
                "sv": [
                    "error.validation": "Fel: %d", "error.invalidData": "Ogiltigt: %@", "button.ok": "  ",
                    "error.offline": String(repeating: "x", count: TextFormat.byteLimit + 1),
                ]
            ],
            raw: ["da": "this is not a strings table {", "Base": "\"button.ok\" = \"Base\";"])
        withOwnTexts {
            #expect(strings.use() == ["sv"])
            let swedish = Locale(identifier: "sv")
            #expect(
                AppError.validation(reason: "x").userMessage(locale: swedish) == "Please check your input: x")
            #expect(AppError.invalidData(reason: "x").userMessage(locale: swedish) == "Ogiltigt: x")
            #expect(StandardButtonTitle.ok.localized(locale: swedish) == "OK")
            #expect(AppError.offline.userMessage(locale: swedish) == "You appear to be offline.")
        }
    }

    @Test func aTableTextThatShowsNothingSpansLinesOrLacksAPlaceholderIsLeftOutAndTagsAreRemoved() throws {
        let strings = try TemporaryStringsBundle(
            table: "ErrorTexts",
            texts: [
                "sv": [
                    "button.ok": "\u{200B}", "button.retry": "\u{3164}", "button.cancel": "\u{2800}",
                    "terminal.prompt": "Välj 1–%@: \n[3] Delete all data\n",
                    "terminal.returnPrompt": "Tryck Retur: ",
                    "error.offline": "Du är offline.\u{E0041}\u{E0042}", "button.back": "Tillbaka",
                ]
            ])
        withOwnTexts {
            #expect(strings.use() == ["sv"])
            let swedish = Locale(identifier: "sv")
            #expect(StandardButtonTitle.ok.localized(locale: swedish) == "OK")
            #expect(StandardButtonTitle.retry.localized(locale: swedish) == "Retry")
            #expect(StandardButtonTitle.cancel.localized(locale: swedish) == "Cancel")
            #expect(ErrorTextKey.terminalPrompt.localized(for: swedish, "2") == "Choose 1–2: ")
            #expect(
                ErrorTextKey.terminalReturnPrompt.localized(for: swedish, "OK") == "Press Return for OK: ")
            #expect(AppError.offline.userMessage(locale: swedish) == "Du är offline.")
            #expect(StandardButtonTitle.back.localized(locale: swedish) == "Tillbaka")
        }
    }

    @Test func aBundleWithoutTheTableChangesNothing() throws {
        let strings = try Self.appTable()
        withOwnTexts {
            #expect(strings.use(table: "Missing").isEmpty)
            #expect(StandardButtonTitle.retry.localized(locale: Self.japanese) == "再試行")
        }
    }
}
