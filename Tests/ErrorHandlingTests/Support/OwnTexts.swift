import Foundation
import Testing

@testable import ErrorHandling

/// Runs `body` with a preferred locale and app texts of its own, so that a test can change them
/// while the others, which read the built-in texts, run.
func withOwnTexts<Result>(_ body: () throws -> Result) rethrows -> Result {
    try ErrorLocalization.$state.withValue(LocalizationState(), operation: body)
}

/// A bundle in a temporary folder whose `<language>.lproj` folders hold strings tables, as an
/// app's bundle does; removed when the value is gone.
final class TemporaryStringsBundle {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("StringsBundle-\(UUID())")

    /// Writes `table`.strings in each language, with its texts by key; `raw` and `bytes` are
    /// written as they are.
    init(
        table: String, texts: [String: [String: String]], raw: [String: String] = [:],
        bytes: [String: [UInt8]] = [:]
    ) throws {
        self.table = table
        for (language, entries) in texts {
            let lines = entries.sorted { $0.key < $1.key }.map { key, text in
                "\"\(Self.escaped(key))\" = \"\(Self.escaped(text))\";"
            }
            try write(Data(lines.joined(separator: "\n").utf8), table: table, language: language)
        }
        for (language, contents) in raw {
            try write(Data(contents.utf8), table: table, language: language)
        }
        for (language, contents) in bytes {
            try write(Data(contents), table: table, language: language)
        }
    }

    /// The file of `table` in `language`, written or not.
    func file(language: String, table: String? = nil) -> URL {
        url.appendingPathComponent("\(language).lproj").appendingPathComponent(
            "\(table ?? self.table).strings")
    }

    let table: String

    /// Reads `table`, the bundle's own unless told, with ``ErrorLocalization/useStrings(table:bundle:)``.
    @discardableResult
    func use(table: String? = nil) -> [String] {
        guard let bundle = Bundle(url: url) else {
            Issue.record("No bundle at \(url.path)")
            return []
        }
        return ErrorLocalization.useStrings(table: table ?? self.table, bundle: bundle)
    }

    private func write(_ contents: Data, table: String, language: String) throws {
        let folder = url.appendingPathComponent("\(language).lproj")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try contents.write(to: file(language: language, table: table))
    }

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n")
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}
