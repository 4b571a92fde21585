import Foundation

/// Reads a strings table written as an XML property list, once its shape is known to be flat.
///
/// Before the text goes to `PropertyListSerialization`, each of its tags is read: only the
/// XML declaration (in UTF-8), a `<!DOCTYPE>` without an internal subset (so no entity of its
/// own), comments, one `<plist>` and one `<dict>`, and `<key>` and `<string>` are allowed. A
/// table with anything else (an array, a nested dictionary, data, a number, a `CDATA`
/// section) is refused without being parsed, so what is parsed is a flat list of strings and
/// takes time linear in the text.
enum XMLStringsTable {
    /// The texts of `text` by key; `nil` when it is not an XML property list of a flat
    /// dictionary of strings.
    static func texts(in text: String) -> [String: String]? {
        guard hasFlatShape(text), let data = text.data(using: .utf8) else { return nil }
        return (try? PropertyListSerialization.propertyList(from: data, format: nil)) as? [String: String]
    }

    /// Whether every tag of `text` is one a flat table of strings has, and it opens one
    /// `<plist>` and one `<dict>` at most.
    private static func hasFlatShape(_ text: String) -> Bool {
        var rest = Substring(text)
        var containers: Set<Substring> = []
        while let open = rest.firstIndex(of: "<") {
            rest = rest[rest.index(after: open)...]
            if rest.hasPrefix("!--") {
                guard let end = rest.range(of: "-->") else { return false }
                rest = rest[end.upperBound...]
                continue
            }
            guard let close = rest.firstIndex(of: ">") else { return false }
            let tag = rest[..<close]
            rest = rest[rest.index(after: close)...]
            // `<plist version="1.0">` is named `plist`, `<string/>` is named `string`.
            var name = tag.prefix { !$0.isWhitespace }
            if name.count > 1, name.hasSuffix("/") {
                name = name.dropLast()
            }
            switch name {
            case "?xml":
                guard isUTF8Declaration(tag) else { return false }
            case "!DOCTYPE":
                guard !tag.contains("[") else { return false }
            case "plist", "dict":
                guard containers.insert(name).inserted else { return false }
            case "/plist", "/dict", "key", "/key", "string", "/string":
                continue
            default:
                return false
            }
        }
        return true
    }

    /// Whether the XML declaration `tag` names no encoding, or UTF-8, the one the text is read in.
    private static func isUTF8Declaration(_ tag: Substring) -> Bool {
        guard tag.hasSuffix("?") else { return false }
        guard let encoding = tag.range(of: "encoding") else { return true }
        let value = tag[encoding.upperBound...].drop {
            $0 == "=" || $0 == "\"" || $0 == "'" || $0.isWhitespace
        }
        return value.lowercased().hasPrefix("utf-8")
    }
}
