import ErrorHandling

/// What must hold for any text the default redactor cleans.
enum RedactorChecks {
    /// Checks that redacting `text` leaves nothing to redact: no rule matches again, and no
    /// e-mail address is left.
    static func check(_ text: String) throws(FuzzViolation) {
        let once = Redactor.default.redact(text)
        // Redacted text holds nothing a rule matches, so a second pass changes nothing. A text
        // that was cut ends in `…[truncated N bytes]`, which the rules never saw; what comes
        // before it is checked, unless placeholders made it longer than the redactor keeps.
        var cleaned = Substring(once)
        if text.utf8.count > Redactor.maximumTextBytes, let marker = once.lastIndex(of: "…") {
            cleaned = once[..<marker]
        }
        if cleaned.utf8.count <= Redactor.maximumTextBytes {
            let twice = Redactor.default.redact(String(cleaned))
            try require(
                twice == cleaned,
                "redacting again changes \(cleaned.debugDescription) into \(twice.debugDescription)")
        }
        if let address = EmailAddressScan.first(in: once) {
            throw FuzzViolation(
                description: "e-mail address \(address.debugDescription) survives in \(once.debugDescription)"
            )
        }
    }
}
