/// Cleans text before it is shown: control characters go, and text too long to read is cut
/// with an ellipsis. The error itself keeps the full text for logs.
package enum DisplayText {
    /// The most characters a title shows.
    package static let titleLimit = 200
    /// The most characters a message shows.
    package static let messageLimit = 2_000
    /// The most characters a button title shows.
    package static let buttonTitleLimit = 60

    /// `text` without control characters, cut to `limit` characters.
    /// - Parameters:
    ///   - text: The text to clean.
    ///   - limit: The most characters to keep, the ellipsis included.
    ///   - keepsLineBreaks: Whether line breaks stay (in messages) or become spaces (in titles).
    static func clean(_ text: String, limit: Int, keepsLineBreaks: Bool) -> String {
        if isPlainPrintableASCII(text, limit: limit) {
            return text
        }
        var scalars = String.UnicodeScalarView()
        var characterCount = 0
        for character in text {
            let cleaned = clean(character, keepsLineBreaks: keepsLineBreaks)
            guard !cleaned.isEmpty else { continue }
            guard characterCount < limit else {
                return cut(String(scalars))
            }
            scalars.append(contentsOf: cleaned)
            characterCount += 1
        }
        return String(scalars)
    }

    /// Whether `text` is printable ASCII only and short enough: the common case, which needs
    /// no cleaning (checked on its bytes, without walking its characters).
    private static func isPlainPrintableASCII(_ text: String, limit: Int) -> Bool {
        text.utf8.count <= limit && text.utf8.allSatisfy { (0x20..<0x7F).contains($0) }
    }

    /// Whether `text` shows nothing: it is empty or only spaces and line breaks.
    package static func isBlank(_ text: String) -> Bool {
        text.allSatisfy(\.isWhitespace)
    }

    /// `text` cut by one character more, to make room for the ellipsis.
    private static func cut(_ text: String) -> String {
        String(text.dropLast()).trimmingTrailingWhitespace() + "…"
    }

    /// The scalars of `character` that may be shown.
    private static func clean(_ character: Character, keepsLineBreaks: Bool) -> [Unicode.Scalar] {
        if character.isNewline {
            return keepsLineBreaks ? ["\n"] : [" "]
        }
        if character == "\t" {
            return [" "]
        }
        return character.unicodeScalars.filter { !isHidden($0) }
    }

    /// Control characters, and the invisible marks that reorder text to disguise it.
    package static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control:
            return true
        case .format:
            return scalar.properties.isBidiControl
        default:
            return false
        }
    }
}

extension String {
    /// The string without the spaces and line breaks at its end.
    fileprivate func trimmingTrailingWhitespace() -> String {
        var result = self
        while let last = result.last, last.isWhitespace {
            result.removeLast()
        }
        return result
    }
}
