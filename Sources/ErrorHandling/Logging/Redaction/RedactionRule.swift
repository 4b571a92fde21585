import Foundation

/// One pattern of a ``Redactor``: what to find, what to put in its place, and what a text must
/// contain for the pattern to possibly match, so the regular expression can be skipped.
struct RedactionRule: Sendable {
    /// What must be in a text for the pattern to possibly match it.
    enum Trigger: Sendable {
        /// Any of these ASCII words, in any case (given in lowercase).
        case anyOf([String])
        /// A run of at least this many ASCII digits, single spaces or dashes between them allowed.
        case digits(atLeast: Int)
    }

    private let expression: NSRegularExpression?
    private let template: String
    /// What a text needs to possibly match; `nil` when the pattern runs on every text.
    let trigger: Trigger?
    private let accepts: (@Sendable (String) -> Bool)?

    /// Compiles a rule; a pattern that does not compile is matched as plain text (and says so
    /// on standard error), so a typo never turns redaction off.
    /// - Parameters:
    ///   - pattern: An `NSRegularExpression` pattern.
    ///   - template: The replacement; `$1` and so on stand for the pattern's groups.
    ///   - trigger: What a text needs to possibly match; `nil` runs the pattern on every text.
    ///   - accepts: Decides for each match whether it is replaced; every match is when `nil`.
    init(
        pattern: String, template: String, trigger: Trigger? = nil,
        accepts: (@Sendable (String) -> Bool)? = nil
    ) {
        do {
            expression = try NSRegularExpression(pattern: pattern)
        } catch {
            let reason = ErrorDescriber.describing(error)
            StandardError.write(
                "Redactor: \(pattern) is not a valid pattern (\(reason)); it is matched as text.")
            let literal = NSRegularExpression.escapedPattern(for: pattern)
            expression = try? NSRegularExpression(pattern: literal)
        }
        self.template = template
        self.trigger = trigger
        self.accepts = accepts
    }

    /// `text` with every accepted match replaced.
    func apply(to text: String) -> String {
        guard let expression else { return text }
        let source = text as NSString
        let whole = NSRange(location: 0, length: source.length)
        guard let accepts else {
            return expression.stringByReplacingMatches(in: text, range: whole, withTemplate: template)
        }
        var result = ""
        var copiedUpTo = 0
        for match in expression.matches(in: text, range: whole)
        where accepts(source.substring(with: match.range)) {
            result += source.substring(
                with: NSRange(location: copiedUpTo, length: match.range.location - copiedUpTo))
            result += expression.replacementString(for: match, in: text, offset: 0, template: template)
            copiedUpTo = match.range.location + match.range.length
        }
        return copiedUpTo == 0 ? text : result + source.substring(from: copiedUpTo)
    }
}
