/// Removes personal data and secrets from text before it is written or sent anywhere.
///
/// ``default`` removes e-mail addresses, bearer and API tokens, passwords and secrets in URLs
/// and in user info (`password=…`, `token=…`, `api_key=…`, `"secret": "…"`), credentials in
/// URLs (`https://user:pass@host`) and payment card numbers that pass the Luhn check. Add your
/// own patterns with ``adding(pattern:replacement:)``:
///
/// ```swift
/// let redactor = Redactor.default.adding(pattern: #"\bCUST-\d{6}\b"#, replacement: "<customer>")
/// redactor.redact("Login failed for ana@example.com") // "Login failed for <email>"
/// ```
///
/// The patterns are compiled once, when the redactor is made; a redactor is a value, safe to
/// share between threads.
public struct Redactor: Sendable {
    private let rules: [RedactionRule]
    private let triggers: RedactionTriggers

    /// A redactor that changes nothing; add patterns with ``adding(pattern:replacement:)``.
    public init() {
        self.init(rules: [])
    }

    init(rules: [RedactionRule]) {
        self.rules = rules
        triggers = RedactionTriggers(rules)
    }

    /// This redactor with one more pattern, applied after the others.
    ///
    /// A pattern that is not a valid regular expression is matched as plain text (and a notice
    /// goes to standard error), so a typo never lets the text through.
    /// - Parameters:
    ///   - pattern: An `NSRegularExpression` pattern.
    ///   - replacement: What replaces each match; `$1` and so on stand for the pattern's groups.
    /// - Returns: The extended redactor.
    public func adding(pattern: String, replacement: String) -> Redactor {
        Redactor(rules: rules + [RedactionRule(pattern: pattern, template: replacement)])
    }

    /// `text` with every match of every pattern replaced.
    ///
    /// A replacement can make a match where there was none — in `1234ghp_…` the token does not
    /// start a word, in `<card>ghp_…` it does — so the patterns run again on what they leave,
    /// until nothing changes.
    /// - Parameter text: The text to clean.
    /// - Returns: The cleaned text.
    public func redact(_ text: String) -> String {
        var text = text
        // Bounded, so that no text can keep the passes going; each pass that changes something
        // turns a secret into a placeholder, and texts need one or two.
        for _ in 0..<Self.maximumPasses {
            let redacted = redactOnce(text)
            if redacted == text { break }
            text = redacted
        }
        return text
    }

    /// The most passes ``redact(_:)-(String)`` makes over one text.
    static let maximumPasses = 4

    /// `text` after one pass of every rule that could match it.
    private func redactOnce(_ text: String) -> String {
        let candidates = triggers.candidates(in: text)
        var text = text
        for (index, rule) in rules.enumerated() where candidates.contains(index) {
            text = rule.apply(to: text)
        }
        return text
    }

    /// `record` with its message, chain, metadata values and breadcrumb messages redacted.
    ///
    /// The record's ``ErrorRecord/error`` itself is kept as it is: send the record's text, not
    /// the error, to places that must not see personal data.
    /// - Parameter record: The record to clean.
    /// - Returns: The cleaned record.
    public func redact(_ record: ErrorRecord) -> ErrorRecord {
        var clean = record
        let chain = record.chain.map(redact)
        // A message nobody set is the first error of the chain: redact it once.
        clean.message = record.hasOwnMessage ? redact(record.message) : chain.first ?? ""
        clean.chain = chain
        for (key, value) in record.metadata {
            let redacted = redact(value)
            if redacted != value { clean.metadata[key] = redacted }
        }
        for (index, breadcrumb) in record.breadcrumbs.enumerated() {
            let redacted = redact(breadcrumb.message)
            if redacted != breadcrumb.message {
                clean.breadcrumbs[index] = Breadcrumb(
                    timestamp: breadcrumb.timestamp, message: redacted, category: breadcrumb.category)
            }
        }
        return clean
    }
}
