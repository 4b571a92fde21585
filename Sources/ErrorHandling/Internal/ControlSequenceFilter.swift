/// Keeps untrusted text from acting on a terminal.
///
/// Text from errors could carry escape sequences that set the clipboard (OSC 52) or the window
/// title, clear the screen, hide what follows, or control characters and bidirectional marks
/// that rewrite or reorder what was printed. Which characters count is decided once, by
/// `Unicode.Scalar.isHiddenInText`: C0 and C1 control characters and the bidirectional marks.
package enum ControlSequenceFilter {
    /// `text` without escape sequences or control characters: CSI (`ESC [ … m`) and OSC
    /// (`ESC ] … BEL`) sequences are removed whole, as are other `ESC` sequences, C1 sequences
    /// and strings, other control characters and the bidirectional marks. Line breaks and tabs
    /// become spaces.
    /// - Parameter text: Untrusted text.
    /// - Returns: Text that only prints itself, on one line.
    package static func removingControlSequences(from text: String) -> String {
        var output = String.UnicodeScalarView()
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            switch scalar {
            case "\u{1B}":
                skipEscapeSequence(&scalars)
            case "\u{9B}":
                skipControlSequence(&scalars)
            case "\u{9D}", "\u{90}", "\u{98}", "\u{9E}", "\u{9F}":
                skipString(&scalars)
            case "\n", "\t":
                output.append(" ")
            default:
                if !scalar.isHiddenInText {
                    output.append(scalar)
                }
            }
        }
        return String(output)
    }

    /// `text` with each control character and bidirectional mark but the line feed written as
    /// its Swift escape: `\u{1B}` for `ESC`, `\t`, `\r` and `\0`, `\u{202E}` for the
    /// right-to-left override. Nothing is lost, so a developer sees what the text held, and
    /// what is left only prints itself.
    /// - Parameter text: Untrusted text.
    /// - Returns: The text, its line feeds kept, every other control shown escaped.
    package static func escapingControlCharacters(in text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0 != "\n" && $0.isHiddenInText }) else {
            return text
        }
        var output = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            guard scalar != "\n", scalar.isHiddenInText else {
                output.append(scalar)
                continue
            }
            output.append(contentsOf: escape(scalar).unicodeScalars)
        }
        return String(output)
    }

    private static func escape(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\0": #"\0"#
        case "\t": #"\t"#
        case "\r": #"\r"#
        default: #"\u{"# + String(scalar.value, radix: 16, uppercase: true) + "}"
        }
    }

    /// Skips what follows an `ESC`: a CSI or OSC sequence, a string, or one more character.
    private static func skipEscapeSequence(_ scalars: inout String.UnicodeScalarView.Iterator) {
        guard let introducer = scalars.next() else { return }
        switch introducer {
        case "[":
            skipControlSequence(&scalars)
        case "]", "P", "X", "^", "_":
            skipString(&scalars)
        default:
            break
        }
    }

    /// Skips a control sequence's parameters up to and including its final byte (`@`…`~`).
    private static func skipControlSequence(_ scalars: inout String.UnicodeScalarView.Iterator) {
        while let scalar = scalars.next() {
            if (0x40...0x7E).contains(scalar.value) {
                return
            }
        }
    }

    /// Skips an OSC, DCS or similar string up to its terminator: BEL, `ESC \` or ST.
    private static func skipString(_ scalars: inout String.UnicodeScalarView.Iterator) {
        while let scalar = scalars.next() {
            switch scalar {
            case "\u{07}", "\u{9C}":
                return
            case "\u{1B}":
                _ = scalars.next()
                return
            default:
                continue
            }
        }
    }
}
