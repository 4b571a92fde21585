import Foundation

/// The names of the languages texts are kept in, spelled as the `.lproj` folders of the
/// built-in ones (`sv`, `pt-BR`, `zh-Hant`), and which of them a locale reads.
enum TextLanguage {
    /// `identifier` spelled as a language of the texts: a language code of two or three
    /// letters, then optionally a script of four letters and a region of two letters or three
    /// digits, separated by `-` or `_` (`sv_FI`, `ZH-hant` and `pt-pt` become `sv-FI`,
    /// `zh-Hant` and `pt-PT`); `nil` for anything else.
    static func normalized(_ identifier: String) -> String? {
        guard identifier.utf8.count <= 16 else { return nil }
        var parts = identifier.split(separator: "-", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }[...]
        guard let code = parts.popFirst(), (2...3).contains(code.count), code.allSatisfy(isASCIILetter) else {
            return nil
        }
        var normalized = code.lowercased()
        if let script = parts.first, script.count == 4, script.allSatisfy(isASCIILetter) {
            normalized += "-" + script.prefix(1).uppercased() + script.dropFirst().lowercased()
            parts.removeFirst()
        }
        if let region = parts.first,
            region.count == 2 && region.allSatisfy(isASCIILetter)
                || region.count == 3 && region.allSatisfy({ $0.isASCII && $0.isNumber })
        {
            normalized += "-" + region.uppercased()
            parts.removeFirst()
        }
        return parts.isEmpty ? normalized : nil
    }

    /// The languages `locale` may read, closest first: its language with its script and
    /// region, with its region, with its script (written or implied: `zh-TW` is `zh-Hant`),
    /// alone, then the built-in language that fits it (see
    /// ``ErrorLocalization/builtInLanguage(for:)``) and English.
    static func candidates(for locale: Locale) -> [String] {
        var candidates: [String] = []
        if let code = locale.language.languageCode?.identifier {
            let script = locale.language.script?.identifier
            let region = locale.language.region?.identifier
            if let script, let region { candidates.append("\(code)-\(script)-\(region)") }
            if let region { candidates.append("\(code)-\(region)") }
            if let script { candidates.append("\(code)-\(script)") }
            candidates.append(code)
        }
        candidates += [ErrorLocalization.builtInLanguage(for: locale), LocalizedStrings.fallbackLanguage]
            .compactMap { $0 }
        var seen = Set<String>()
        return candidates.compactMap(normalized).filter { seen.insert($0).inserted }
    }

    private static func isASCIILetter(_ character: Character) -> Bool {
        character.isASCII && character.isLetter
    }
}
