import Foundation

/// The texts of the library an app's strings table replaces, read once from each `.lproj`
/// folder of its bundle that holds the table.
struct AppStringsTable: Sendable {
    /// The folder the `.lproj` folders are in: the bundle's resources.
    let directory: URL
    /// The name of the table, without `.strings`.
    let name: String
    /// The table's texts of the library's keys, by language and key; other keys are left out,
    /// and so are texts ``AppTexts/accepted(_:for:)`` does not accept.
    let texts: [String: [String: String]]

    init(name: String, bundle: Bundle) {
        self.name = name
        directory = bundle.resourceURL ?? bundle.bundleURL
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        var texts: [String: [String: String]] = [:]
        for folder in folders where folder.hasSuffix(".lproj") {
            guard let language = TextLanguage.normalized(String(folder.dropLast(".lproj".count))) else {
                continue
            }
            let path = directory.appendingPathComponent(folder).appendingPathComponent(name + ".strings").path
            let accepted = LocalizedStrings.readTable(atPath: path).compactMap { key, text in
                ErrorTextKey(rawValue: key).flatMap { key in
                    AppTexts.accepted(text, for: key).map { (key.rawValue, $0) }
                }
            }
            if !accepted.isEmpty {
                texts[language, default: [:]].merge(accepted) { $1 }
            }
        }
        self.texts = texts
    }
}
