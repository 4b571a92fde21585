import ErrorHandling

/// What must hold for any text the default redactor cleans.
enum RedactorChecks {
    /// Checks that redacting `text`, and `text` repeated to the most the redactor keeps, leaves
    /// nothing to redact: no rule matches again, and no e-mail address is left.
    static func check(_ text: String) throws(FuzzViolation) {
        try checkOnce(text)
        // A pattern that takes quadratic time shows only on long texts, which libFuzzer's
        // mutations rarely make (in 60 s they grow to about 1.5 KB): a repeated text is long
        // and made of runs, as `"token " + "a-" × 20,000` was. `-timeout` catches a slow one.
        let count = text.utf8.count
        if count > 0 && count <= Redactor.maximumTextBytes / 2 {
            try checkOnce(String(repeating: text, count: Redactor.maximumTextBytes / count))
        }
    }

    private static func checkOnce(_ text: String) throws(FuzzViolation) {
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
