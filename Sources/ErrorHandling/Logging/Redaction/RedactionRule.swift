import Foundation

/// One pattern of a ``Redactor``: what to find, what to put in its place, and what a text must
/// contain for the pattern to possibly match, so the search can be skipped. The search is a
/// regular expression, or for the rules of ``Redactor/default`` a ``RedactionMatcher``.
struct RedactionRule: Sendable {
    /// What must be in a text for the pattern to possibly match it.
    enum Trigger: Sendable {
        /// Any of these ASCII words, in any case (given in lowercase).
        case anyOf([String])
        /// Any of these ASCII words, in any case (given in lowercase), where the word's gate
        /// finds the rule's shape around it.
        case shapedWords([(word: String, gate: RedactionGate)])
        /// A run of at least this many digits (ASCII or full-width), one or two spaces,
        /// no-break spaces, dashes, dots or parentheses between them allowed.
        case digits(atLeast: Int)
        /// A run of at least this many digits, as for ``digits(atLeast:)``, in a text that also
        /// has two ASCII capitals, not after a letter or digit, followed by two ASCII digits: the
        /// country code and check digits an IBAN starts with. A date or a time has the run, and
        /// seldom the capitals.
        case digitsAfterCountryCode(atLeast: Int)
        /// A run of exactly this many characters of base64 (`A`–`Z`, `a`–`z`, `0`–`9`, `+`, `/`).
        case base64Run(length: Int)
    }

    /// How the rule finds what it replaces.
    private enum Search: Sendable {
        case expression(NSRegularExpression?, template: String, accepts: (@Sendable (String) -> Bool)?)
        case matcher(RedactionMatcher)
    }

    private let search: Search
    /// What a text needs to possibly match; `nil` when the search runs on every text.
    let trigger: Trigger?

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
        let expression: NSRegularExpression?
        do {
            expression = try NSRegularExpression(pattern: pattern)
        } catch {
            let reason = ErrorDescriber.describing(error)
            StandardError.write(
                "Redactor: \(pattern) is not a valid pattern (\(reason)); it is matched as text.")
            let literal = NSRegularExpression.escapedPattern(for: pattern)
            expression = try? NSRegularExpression(pattern: literal)
        }
        search = .expression(expression, template: template, accepts: accepts)
        self.trigger = trigger
    }

    /// A rule that finds what it replaces with `matcher`, run only on texts that hold `trigger`.
    init(matcher: RedactionMatcher, trigger: Trigger) {
        search = .matcher(matcher)
        self.trigger = trigger
    }

    /// The matches in `text` that are replaced, as ranges of its UTF-8 bytes.
    func acceptedMatches(in text: String) -> [Range<Int>] {
        switch search {
        case .matcher(let matcher):
            return matcher.matches(in: text).map(\.range)
        case .expression(let expression, _, let accepts):
            return Self.acceptedMatches(of: expression, accepts: accepts, in: text, source: text as NSString)
                .map { match in
                    let range = Range(match.range, in: text) ?? text.startIndex..<text.startIndex
                    return text.utf8.distance(
                        from: text.startIndex, to: range.lowerBound)..<text.utf8.distance(
                            from: text.startIndex, to: range.upperBound)
                }
        }
    }

    private static func acceptedMatches(
        of expression: NSRegularExpression?, accepts: (@Sendable (String) -> Bool)?, in text: String,
        source: NSString
    ) -> [NSTextCheckingResult] {
        guard let expression else { return [] }
        let matches = expression.matches(in: text, range: NSRange(location: 0, length: source.length))
        guard let accepts else { return matches }
        return matches.filter { accepts(source.substring(with: $0.range)) }
    }

    /// Whether the rule replaces anything in `text`.
    func matches(_ text: String) -> Bool {
        !acceptedMatches(in: text).isEmpty
    }

    /// `text` with every accepted match replaced.
    func apply(to text: String) -> String {
        switch search {
        case .matcher(let matcher):
            return matcher.apply(to: text)
        case .expression(let expression, let template, let accepts):
            guard let expression else { return text }
            let source = text as NSString
            guard accepts != nil else {
                let whole = NSRange(location: 0, length: source.length)
                return expression.stringByReplacingMatches(in: text, range: whole, withTemplate: template)
            }
            var result = ""
            var copiedUpTo = 0
            for match in Self.acceptedMatches(of: expression, accepts: accepts, in: text, source: source) {
                result += source.substring(
                    with: NSRange(location: copiedUpTo, length: match.range.location - copiedUpTo))
                result += expression.replacementString(for: match, in: text, offset: 0, template: template)
                copiedUpTo = match.range.location + match.range.length
            }
            return copiedUpTo == 0 ? text : result + source.substring(from: copiedUpTo)
        }
    }
}
