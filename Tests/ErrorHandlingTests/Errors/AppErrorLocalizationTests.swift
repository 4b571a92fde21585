import Foundation
import Testing

@testable import ErrorHandling

@Suite("AppError localization")
struct AppErrorLocalizationTests {
    static let english = Locale(identifier: "en_US")
    static let japanese = Locale(identifier: "ja_JP")
    static let korean = Locale(identifier: "ko_KR")

    static let everyCase: [AppError] = [
        .network(underlying: URLError(.cannotFindHost)), .offline, .timeout, .invalidResponse, .noData,
        .decodingError(underlying: CocoaError(.coderReadCorrupt)), .invalidData(reason: "x"),
        .validation(reason: "x"), .unauthorized, .forbidden, .notFound, .serverError,
        .rateLimited(retryAfter: nil), .sessionExpired, .userNotFound, .wrongPassword, .invalidCredentials,
        .duplicatedEmail, .accountDisabled, .recentSignInRequired, .invalidEmail, .weakPassword,
        .accountExistsWithDifferentSignIn, .storageFull, .networkSignInRequired,
        .unknown(CocoaError(.featureUnsupported)),
    ]

    /// The cases that say what the person can do about them, in every language.
    static let newCasesWithASuggestion: [AppError] = [
        .accountDisabled, .recentSignInRequired, .invalidEmail, .weakPassword,
        .accountExistsWithDifferentSignIn, .storageFull, .networkSignInRequired,
    ]

    @Test(arguments: ErrorLocalization.builtInLanguages.map(Locale.init(identifier:)))
    func everyNewCaseSaysWhatToDoInEveryLanguage(locale: Locale) {
        let suggestions = Self.newCasesWithASuggestion.map { $0.recoverySuggestion(locale: locale) }
        #expect(suggestions.allSatisfy { $0?.isEmpty == false })
        #expect(
            Self.newCasesWithASuggestion.allSatisfy {
                $0.recoverySuggestion(locale: locale) != $0.userMessage(locale: locale)
            })
    }

    @Test func englishMessagesLoadFromEnLprojOnThisPlatform() {
        #expect(AppError.offline.userMessage(locale: Self.english) == "You appear to be offline.")
        #expect(AppError.sessionExpired.userMessage(locale: Self.english) == "Your session has expired.")
    }

    @Test func japaneseMessagesLoadFromJaLprojOnThisPlatform() {
        #expect(AppError.offline.userMessage(locale: Self.japanese) == "インターネットに接続されていません。")
        #expect(AppError.wrongPassword.userMessage(locale: Self.japanese) == "パスワードが正しくありません。")
    }

    @Test func koreanMessagesLoadFromKoLprojOnThisPlatform() {
        #expect(AppError.offline.userMessage(locale: Self.korean) == "인터넷에 연결되어 있지 않습니다.")
        #expect(AppError.wrongPassword.userMessage(locale: Self.korean) == "비밀번호가 올바르지 않습니다.")
    }

    @Test(arguments: ErrorLocalization.builtInLanguages.map(Locale.init(identifier:)))
    func everyCaseHasItsOwnMessageInEveryLanguageNeverAKey(locale: Locale) {
        let messages = Self.everyCase.map { $0.userMessage(locale: locale) }
        let keys = Set(ErrorTextKey.allCases.map(\.rawValue))
        #expect(messages.allSatisfy { !$0.isEmpty && !keys.contains($0) })
        #expect(Set(messages).count == messages.count)
    }

    @Test(arguments: ErrorLocalization.builtInLanguages.filter { $0 != "en" })
    func everyTranslationDiffersFromEnglishForEveryCase(language: String) {
        for error in Self.everyCase {
            let english = error.userMessage(locale: Self.english)
            #expect(
                error.userMessage(locale: Locale(identifier: language)) != english, "\(language) \(error)")
        }
    }

    @Test func aLanguageWithoutATableFallsBackToEnglish() {
        let finnish = Locale(identifier: "fi_FI")
        #expect(
            AppError.timeout.userMessage(locale: finnish)
                == AppError.timeout.userMessage(locale: Self.english)
        )
        #expect(StandardButtonTitle.retry.localized(locale: finnish) == "Retry")
    }

    @Test func reasonsArePartOfTheMessage() {
        let error = AppError.validation(reason: "The name is empty.")
        #expect(error.userMessage(locale: Self.english) == "Please check your input: The name is empty.")
        #expect(error.userMessage(locale: Self.japanese) == "入力内容をご確認ください: The name is empty.")
    }

    @Test func aReasonHoldingAFormatSpecifierIsShownAsWritten() {
        let error = AppError.invalidData(reason: "%@ %d %n")
        #expect(error.userMessage(locale: Self.english) == "The data is invalid: %@ %d %n")
    }

    @Test func builtInButtonTitlesAreLocalized() {
        let english = StandardButtonTitle.allCases.map { $0.localized(locale: Self.english) }
        let japanese = StandardButtonTitle.allCases.map { $0.localized(locale: Self.japanese) }
        let korean = StandardButtonTitle.allCases.map { $0.localized(locale: Self.korean) }
        #expect(english == ["OK", "Retry", "Back", "Cancel", "Sign In"])
        #expect(japanese == ["OK", "再試行", "戻る", "キャンセル", "サインイン"])
        #expect(korean == ["확인", "다시 시도", "뒤로", "취소", "로그인"])
    }

    @Test func recoverySuggestionsAreLocalized() {
        #expect(
            AppError.offline.recoverySuggestion(locale: Self.english)
                == "Check your internet connection and try again.")
        #expect(AppError.sessionExpired.recoverySuggestion(locale: Self.japanese) == "もう一度サインインしてください。")
        #expect(
            AppError.rateLimited(retryAfter: nil).recoverySuggestion(locale: Self.korean)
                == "잠시 후 다시 시도해 주세요.")
        #expect(AppError.notFound.recoverySuggestion(locale: Self.korean) == nil)
    }

    @Test func errorDescriptionIsTheUserMessageAndSuggestionsSayWhatToDo() {
        #expect(AppError.notFound.errorDescription == AppError.notFound.userMessage)
        #expect(AppError.offline.recoverySuggestion != nil)
        #expect(AppError.sessionExpired.recoverySuggestion != nil)
        #expect(AppError.serverError.recoverySuggestion != nil)
        #expect(AppError.notFound.recoverySuggestion == nil)
        #expect(AppError.offline.recoverySuggestion != AppError.sessionExpired.recoverySuggestion)
    }
}
