import ErrorHandling
import ErrorHandlingTerminal

/// What must hold for any text a terminal shows.
enum TerminalChecks {
    /// The widths text is wrapped to, one per input.
    static let widths = 2...80

    /// Checks that `text` is sanitized completely and once and for all, and wrapped to `width`
    /// without a line too long or a character lost.
    static func check(_ text: String, width: Int) throws(FuzzViolation) {
        let clean = TerminalText.sanitize(text)
        if let scalar = clean.unicodeScalars.first(where: isControl) {
            throw FuzzViolation(
                description: "U+\(String(scalar.value, radix: 16, uppercase: true)) survives sanitizing "
                    + "\(text.debugDescription) into \(clean.debugDescription)")
        }
        let again = TerminalText.sanitize(clean)
        try require(
            again == clean,
            "sanitizing again changes \(clean.debugDescription) into \(again.debugDescription)")
        let lines = TerminalText.wrap(clean, width: width)
        if let line = lines.first(where: { TerminalText.columns(of: $0) > width }) {
            throw FuzzViolation(
                description: "line \(line.debugDescription) of \(TerminalText.columns(of: line)) columns "
                    + "wrapping \(clean.debugDescription) to \(width)")
        }
        try require(
            printed(lines.joined()) == printed(clean),
            "wrapping \(clean.debugDescription) to \(width) loses or adds text: \(lines)")
    }

    /// C0 and C1 control characters (ESC among them), DEL, and the bidirectional marks.
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.properties.isBidiControl
    }

    /// The scalars of `text` other than spaces and line feeds, where wrapping may break lines.
    private static func printed(_ text: String) -> [Unicode.Scalar] {
        text.unicodeScalars.filter { $0 != " " && $0 != "\n" }
    }
}
