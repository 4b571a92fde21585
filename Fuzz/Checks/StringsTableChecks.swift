import ErrorHandling
import Foundation

/// What must hold for any file an app hands over as a strings table: it is read or refused
/// without a crash or a hang, and no text it gives shows nothing or breaks a one-line text.
enum StringsTableChecks {
    /// A bundle of one language, `fz`, whose table `FuzzTable` is rewritten for each input.
    private static let bundle: URL = {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("strings-table-fuzz-\(getpid()).bundle", isDirectory: true)
        try? FileManager.default.createDirectory(
            at: url.appendingPathComponent("fz.lproj", isDirectory: true), withIntermediateDirectories: true)
        return url
    }()

    static func check(_ table: [UInt8]) throws(FuzzViolation) {
        let file = bundle.appendingPathComponent("fz.lproj/FuzzTable.strings")
        guard (try? Data(table).write(to: file)) != nil, let bundle = Bundle(url: bundle) else { return }
        defer {
            ErrorLocalization.removeAllOverrides()
            ErrorLocalization.preferredLocale = nil
        }
        let languages = ErrorLocalization.useStrings(table: "FuzzTable", bundle: bundle)
        try require(
            languages.isEmpty || languages == ["fz"], "a table of fz gives the languages \(languages)")
        ErrorLocalization.preferredLocale = Locale(identifier: "fz")
        // A presentation without a title shows the generic one.
        let genericTitle = ErrorPresentation(title: "", buttons: [], error: AppError.offline).title
        for title in StandardButtonTitle.allCases.map({ $0.localized() }) + [genericTitle] {
            try require(
                !title.unicodeScalars.allSatisfy { $0.properties.isWhitespace }
                    && !title.contains(where: \.isNewline),
                "the one-line text \(title.debugDescription) from \(table)")
        }
        let message = AppError.offline.userMessage
        try require(
            !message.unicodeScalars.allSatisfy { $0.properties.isWhitespace },
            "the blank message \(message.debugDescription)")
    }
}
