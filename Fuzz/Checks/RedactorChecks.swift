import ErrorHandling

/// What must hold for any text the default redactor cleans.
enum RedactorChecks {
    /// Checks that redacting `text` leaves nothing to redact: no rule matches again, and no
    /// e-mail address is left.
    static func check(_ text: String) throws(FuzzViolation) {
        let once = Redactor.default.redact(text)
        // Redacted text holds nothing a rule matches, so a second pass changes nothing — unless
        // the placeholders made it longer than the redactor keeps, and it is cut again.
        if once.utf8.count <= Redactor.maximumTextBytes {
            let twice = Redactor.default.redact(once)
            try require(
                twice == once,
                "redacting again changes \(once.debugDescription) into \(twice.debugDescription)")
        }
        if let address = EmailAddressScan.first(in: once) {
            throw FuzzViolation(
                description: "e-mail address \(address.debugDescription) survives in \(once.debugDescription)"
            )
        }
    }
}
