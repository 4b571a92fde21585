import ErrorHandling
import Foundation

/// What must hold for any text the default redactor cleans.
enum RedactorChecks {
    /// An e-mail address, written independently of the redactor's own rule: a local part, `@`,
    /// and a domain that ends in a dot and two letters or more.
    private static let emailAddress = try? NSRegularExpression(
        pattern: #"[A-Za-z0-9._%+\-]+@[A-Za-z0-9\-]+(?:\.[A-Za-z0-9\-]+)*\.[A-Za-z]{2,}"#)

    /// Checks that redacting `text` leaves nothing to redact: no rule matches again, and no
    /// e-mail address is left.
    static func check(_ text: String) throws(FuzzViolation) {
        let once = Redactor.default.redact(text)
        // Redacted text holds nothing a rule matches, so a second pass changes nothing.
        let twice = Redactor.default.redact(once)
        try require(
            twice == once,
            "redacting again changes \(once.debugDescription) into \(twice.debugDescription)")
        let whole = NSRange(location: 0, length: (once as NSString).length)
        if let expression = emailAddress, let match = expression.firstMatch(in: once, range: whole) {
            let address = (once as NSString).substring(with: match.range)
            throw FuzzViolation(
                description: "e-mail address \(address.debugDescription) survives in \(once.debugDescription)"
            )
        }
    }
}
