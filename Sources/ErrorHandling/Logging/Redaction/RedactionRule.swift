import Foundation

/// One pattern of a ``Redactor``: what to find, what to put in its place, and a cheap test that
/// skips the regular expression for text that cannot match.
struct RedactionRule: Sendable {
    /// What must be in a text for the pattern to possibly match it.
    enum Trigger: Sendable {
        /// Any of these ASCII words, in any case (given in lowercase).
        case anyOf([String])
        /// At least this many ASCII digits.
        case digits(atLeast: Int)
    }

    private let expression: NSRegularExpression?
    private let template: String
    private let trigger: Trigger?
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
            StandardError.write(
                "Redactor: \(pattern) is not a valid pattern (\(error)); it is matched as text.")
            let literal = NSRegularExpression.escapedPattern(for: pattern)
            expression = try? NSRegularExpression(pattern: literal)
        }
        self.template = template
        self.trigger = trigger
        self.accepts = accepts
    }

    /// `text` with every accepted match replaced.
    func apply(to text: String) -> String {
        guard let expression, mayMatch(text) else { return text }
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

    private func mayMatch(_ text: String) -> Bool {
        switch trigger {
        case nil:
            return true
        case .anyOf(let words):
            return words.contains { text.utf8.containsASCIICaseInsensitive($0.utf8) }
        case .digits(let count):
            var found = 0
            for byte in text.utf8 where byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                found += 1
                if found >= count { return true }
            }
            return false
        }
    }
}

extension String.UTF8View {
    /// Whether `word`, which is lowercase ASCII, occurs in this text in any case.
    fileprivate func containsASCIICaseInsensitive(_ word: String.UTF8View) -> Bool {
        guard let first = word.first else { return true }
        var index = startIndex
        while let start = self[index...].firstIndex(where: { $0.asciiLowercased == first }) {
            var own = start
            var matched = true
            for expected in word {
                guard own < endIndex, self[own].asciiLowercased == expected else {
                    matched = false
                    break
                }
                own = self.index(after: own)
            }
            if matched { return true }
            index = self.index(after: start)
        }
        return false
    }
}

extension UInt8 {
    /// The byte, with ASCII capital letters made lowercase.
    fileprivate var asciiLowercased: UInt8 {
        self >= UInt8(ascii: "A") && self <= UInt8(ascii: "Z") ? self | 0x20 : self
    }
}
