package import Foundation

extension ErrorLocalization {
    /// The languages whose text is built in, named as their `.lproj` folders: English first.
    package static let builtInLanguages = [
        "en", "ja", "ko", "de", "es", "fr", "it", "nl", "pt-BR", "ru", "tr", "ar", "hi", "zh-Hans", "zh-Hant",
    ]

    /// The built-in language that fits `locale` best; `nil` when none does.
    ///
    /// The language decides, whatever the region (`en-GB` and `de-AT` read `en` and `de`), except
    /// for three: Portuguese of any region reads `pt-BR`, the one Portuguese table; Chinese reads
    /// the table of its script, written (`zh-Hant-CN`) or implied by the region (`zh-TW`,
    /// `zh-HK` and `zh-MO` are Traditional; `zh`, `zh-CN` and `zh-SG` Simplified); and Cantonese,
    /// which has no table of its own, reads the Chinese of its script: Traditional (`yue`,
    /// `yue-HK`, `yue-Hant`) unless written Simplified (`yue-Hans`, `yue-CN`).
    /// - Parameter locale: The locale whose language to match.
    /// - Returns: The `.lproj` name of the language, such as `"pt-BR"`.
    package static func builtInLanguage(for locale: Locale) -> String? {
        guard let code = locale.language.languageCode?.identifier else { return nil }
        switch code {
        case "pt":
            return "pt-BR"
        case "zh":
            // `Locale.Language` infers the script from the region when the identifier has none.
            return locale.language.script == .hanTraditional ? "zh-Hant" : "zh-Hans"
        case "yue":
            // Without a script or a region, `Locale.Language` infers Traditional for Cantonese.
            return locale.language.script == .hanSimplified ? "zh-Hans" : "zh-Hant"
        default:
            return builtInLanguages.contains(code) ? code : nil
        }
    }
}
