import Foundation
import Testing

@testable import ErrorHandling

/// Texts an app sets from code replace the built-in ones wherever they are shown, in a language
/// the package ships or one it does not, until they are removed.
@Suite("Texts an app overrides from code")
struct TextOverrideTests {
    static let japanese = Locale(identifier: "ja_JP")
    static let german = Locale(identifier: "de_DE")
    static let swedish = Locale(identifier: "sv_SE")

    @Test func anOverrideReplacesTheBuiltInTextInJapaneseGermanAndSwedish() {
        withOwnTexts {
            #expect(ErrorLocalization.override(.retryButton, with: "もう一度", for: "ja"))
            #expect(ErrorLocalization.override(.retryButton, with: "Nochmal", for: "de"))
            #expect(ErrorLocalization.override(.retryButton, with: "Försök igen", for: "sv"))
            #expect(StandardButtonTitle.retry.localized(locale: Self.japanese) == "もう一度")
            #expect(StandardButtonTitle.retry.localized(locale: Self.german) == "Nochmal")
            #expect(StandardButtonTitle.retry.localized(locale: Self.swedish) == "Försök igen")
            #expect(StandardButtonTitle.cancel.localized(locale: Self.german) == "Abbrechen")
            #expect(StandardButtonTitle.retry.localized(locale: Locale(identifier: "en")) == "Retry")
        }
    }

    @Test func anAlertOfAnErrorShowsTheOverriddenTitleMessageAndButton() {
        withOwnTexts {
            ErrorLocalization.preferredLocale = Self.japanese
            ErrorLocalization.override(.offline, with: "オフラインです。", for: "ja")
            ErrorLocalization.override(.checkConnection, with: "Wi-Fi をご確認ください。", for: "ja")
            ErrorLocalization.override(.okButton, with: "閉じる", for: "ja")
            let presentation = ErrorPresentation(error: AppError.offline)
            #expect(presentation.title == "オフラインです。")
            #expect(presentation.message == "Wi-Fi をご確認ください。")
            #expect(presentation.buttons.map(\.title) == ["閉じる"])
            #expect(ErrorAction.dismiss().buttonTitle == "閉じる")
        }
    }

    @Test func theGenericTitleAndAMessageWithAReasonAreOverridden() {
        withOwnTexts {
            ErrorLocalization.preferredLocale = Self.german
            ErrorLocalization.override(.genericTitle, with: "Hoppla", for: "de")
            ErrorLocalization.override(.validation, with: "Bitte prüfen (%@)", for: "de")
            #expect(ErrorPresentation(title: "", buttons: [], error: AppError.timeout).title == "Hoppla")
            #expect(AppError.validation(reason: "Name fehlt").userMessage == "Bitte prüfen (Name fehlt)")
        }
    }

    @Test func aLanguageThePackageDoesNotShipIsReadByEveryLocaleOfItAndFallsBackToEnglish() {
        withOwnTexts {
            ErrorLocalization.override(.offline, with: "Du verkar vara offline.", for: "sv")
            let finlandSwedish = Locale(identifier: "sv-FI")
            #expect(AppError.offline.userMessage(locale: finlandSwedish) == "Du verkar vara offline.")
            #expect(AppError.offline.userMessage(locale: Self.swedish) == "Du verkar vara offline.")
            #expect(AppError.timeout.userMessage(locale: finlandSwedish) == "The request took too long.")
            #expect(LocalizedStrings.language(of: finlandSwedish) == "sv")
        }
    }

    @Test func aRegionalOverrideIsReadInItsRegionAndTheLanguageElsewhere() {
        withOwnTexts {
            ErrorLocalization.override(.storageFull, with: "Es gibt nicht genug Speicherplatz.", for: "de_CH")
            let swiss = Locale(identifier: "de-CH")
            #expect(AppError.storageFull.userMessage(locale: swiss) == "Es gibt nicht genug Speicherplatz.")
            #expect(
                AppError.storageFull.userMessage(locale: Self.german)
                    == "Es ist nicht genügend Speicherplatz verfügbar.")
            #expect(
                AppError.offline.userMessage(locale: swiss)
                    == AppError.offline.userMessage(locale: Self.german))
        }
    }

    @Test func everyKeyCanBeOverriddenThroughTheOneLookup() {
        withOwnTexts {
            for key in ErrorTextKey.allCases {
                let english = LocalizedStrings.builtInText(for: key, in: "en")
                let placeholders =
                    english.contains("%1$@") ? " %1$@ %2$@ %3$@" : english.contains("%@") ? " %@" : ""
                #expect(ErrorLocalization.override(key, with: "sv \(key)" + placeholders, for: "sv"))
                #expect(key.localized(for: Self.swedish) == "sv \(key)" + placeholders)
            }
        }
    }

    @Test func removingOverridesRestoresTheBuiltInTexts() {
        withOwnTexts {
            ErrorLocalization.override(.retryButton, with: "Nochmal", for: "de")
            ErrorLocalization.override(.cancelButton, with: "Lass", for: "de")
            ErrorLocalization.override(.retryButton, with: "Försök igen", for: "sv")
            ErrorLocalization.removeOverride(.retryButton, for: "de")
            #expect(StandardButtonTitle.retry.localized(locale: Self.german) == "Erneut versuchen")
            #expect(StandardButtonTitle.cancel.localized(locale: Self.german) == "Lass")
            ErrorLocalization.removeAllOverrides()
            #expect(StandardButtonTitle.cancel.localized(locale: Self.german) == "Abbrechen")
            #expect(StandardButtonTitle.retry.localized(locale: Self.swedish) == "Retry")
            #expect(LocalizedStrings.language(of: Self.swedish) == "en")
        }
    }

    @Test func aLaterOverrideOfTheSameTextWins() {
        withOwnTexts {
            ErrorLocalization.override(.backButton, with: "Zurück!", for: "de")
            #expect(StandardButtonTitle.back.localized(locale: Self.german) == "Zurück!")
            ErrorLocalization.override(.backButton, with: "Retour", for: "DE")
            #expect(StandardButtonTitle.back.localized(locale: Self.german) == "Retour")
        }
    }

    @Test func theKeysNameEveryTextByItsStringTableKey() {
        let named: [ErrorTextKey] = [
            .okButton, .retryButton, .backButton, .cancelButton, .signInButton, .genericTitle, .network,
            .offline,
            .timeout, .invalidResponse, .noData, .decoding, .invalidData, .validation, .unauthorized,
            .forbidden,
            .notFound, .serverError, .rateLimited, .sessionExpired, .userNotFound, .wrongPassword,
            .invalidCredentials, .duplicatedEmail, .accountDisabled, .recentSignInRequired, .invalidEmail,
            .weakPassword, .accountExistsWithDifferentSignIn, .storageFull, .networkSignInRequired, .unknown,
            .checkConnection, .signInAgain, .tryLater, .checkCredentials, .contactSupport, .checkEmail,
            .strongerPassword, .useOriginalSignIn, .freeUpSpace, .signInToNetwork, .retriesWhenOnline,
            .terminalPrompt, .terminalInvalidChoice, .terminalReturnPrompt, .terminalRetryCountdown,
            .terminalBackOnline, .terminalStillOffline,
        ]
        #expect(named == ErrorTextKey.allCases)
        #expect(Set(ErrorTextKey.allCases.map(\.rawValue)).count == ErrorTextKey.allCases.count)
        #expect(ErrorTextKey(rawValue: "button.retry") == .retryButton)
        #expect(ErrorTextKey(rawValue: "button.nope") == nil)
    }
}
