@_exported public import ErrorHandling

/// Text made safe and measured for a terminal.
///
/// Text from errors is untrusted: a message could carry escape sequences that move the cursor,
/// clear the screen, set the window title or hide what follows. ``sanitize(_:)`` removes them
/// before anything reaches the terminal.
public enum TerminalText {
    /// `text` without escape sequences or control characters: ANSI CSI (`ESC [ … m`) and OSC
    /// (`ESC ] … BEL`) sequences are removed whole, as are other `ESC` sequences, C0 and C1
    /// control characters (backspace, carriage return, bell…), and the invisible bidirectional
    /// marks that reorder text to disguise it. Line breaks become spaces and tabs a space.
    /// - Parameter text: Untrusted text.
    /// - Returns: Text that only prints itself.
    public static func sanitize(_ text: String) -> String {
        ControlSequenceFilter.removingControlSequences(from: text)
    }

    /// How many terminal columns `text` takes: two for East Asian wide characters (Japanese,
    /// Korean, Chinese, most emoji), none for combining marks, one otherwise.
    /// - Parameter text: Sanitized text.
    /// - Returns: The number of columns.
    package static func columns(of text: String) -> Int {
        text.reduce(0) { $0 + columns(of: $1) }
    }

    /// How many columns one character takes.
    static func columns(of character: Character) -> Int {
        var width = 0
        for scalar in character.unicodeScalars {
            width = max(width, columns(of: scalar))
        }
        return width
    }

    private static func columns(of scalar: Unicode.Scalar) -> Int {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format:
            return 0
        default:
            break
        }
        return wideRanges.contains { $0.contains(scalar.value) } ? 2 : 1
    }

    /// The East Asian Wide and Fullwidth blocks of Unicode, and the emoji blocks.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
        0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19,
        0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF,
        0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]

    /// `text` broken into lines of at most `width` columns, at spaces where it can, inside words
    /// (and between CJK characters, which need no spaces) where it must.
    /// - Parameters:
    ///   - text: Sanitized text; its line breaks are kept.
    ///   - width: The most columns a line may take; at least 2.
    /// - Returns: The lines.
    package static func wrap(_ text: String, width: Int) -> [String] {
        let width = max(2, width)
        return text.split(separator: "\n", omittingEmptySubsequences: false).flatMap {
            wrapParagraph(String($0), width: width)
        }
    }

    private static func wrapParagraph(_ paragraph: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        var lineColumns = 0
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
            let wordColumns = columns(of: String(word))
            let separator = line.isEmpty ? 0 : 1
            if lineColumns + separator + wordColumns <= width {
                line += (line.isEmpty ? "" : " ") + word
                lineColumns += separator + wordColumns
                continue
            }
            if !line.isEmpty {
                lines.append(line)
                line = ""
                lineColumns = 0
            }
            for character in word {
                let characterColumns = columns(of: character)
                if lineColumns + characterColumns > width {
                    lines.append(line)
                    line = ""
                    lineColumns = 0
                }
                line.append(character)
                lineColumns += characterColumns
            }
        }
        if !line.isEmpty || lines.isEmpty {
            lines.append(line)
        }
        return lines
    }
}
