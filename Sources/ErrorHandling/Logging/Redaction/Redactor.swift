/// Removes personal data and secrets from text before it is written or sent anywhere.
///
/// ``default`` removes e-mail addresses, bearer and API tokens, private keys, passwords and
/// secrets in URLs, headers and user info (`password=…`, `token=…`, `api_key=…`,
/// `"secret": "…"`, `Cookie:`), credentials in URLs (`https://user:pass@host`), payment card
/// numbers and IBANs that pass their checksums, phone numbers, US social security numbers and IP
/// addresses; its documentation lists them all. Add your own patterns with
/// ``adding(pattern:replacement:)``:
///
/// ```swift
/// let redactor = Redactor.default
///     .adding(pattern: #"\bCUST-\d{6}\b"#, replacement: "<customer>")
/// // "Login failed for <email>"
/// redactor.redact("Login failed for ana@example.com")
/// ```
///
/// The patterns are compiled once, when the redactor is made; a redactor is a value, safe to
/// share between threads. Each text is cut to 64 KiB before it is cleaned (see
/// ``redact(_:)-(String)``), so cleaning one takes bounded time.
public struct Redactor: Sendable {
    /// The rules, in the order they run.
    let rules: [RedactionRule]
    /// Which of the rules could match a text.
    let triggers: RedactionTriggers
    /// The names of keys whose values are secrets (``redact(_:)-(ErrorRecord)`` replaces a
    /// metadata value under one whole); `nil` for none.
    let secretKeyNames: SecretKeyNames?

    /// A redactor that changes nothing; add patterns with ``adding(pattern:replacement:)``.
    public init() {
        self.init(rules: [])
    }

    init(rules: [RedactionRule], secretKeyNames: SecretKeyNames? = nil) {
        self.rules = rules
        self.secretKeyNames = secretKeyNames
        triggers = RedactionTriggers(rules)
    }

    /// This redactor with one more pattern, applied after the others.
    ///
    /// A pattern that is not a valid regular expression is matched as plain text (and a notice
    /// goes to standard error), so a typo never lets the text through. The pattern runs as
    /// written, on at most 64 KiB of text: keep its repetitions bounded or anchored, or it can
    /// take time quadratic in that.
    /// - Parameters:
    ///   - pattern: An `NSRegularExpression` pattern.
    ///   - replacement: What replaces each match; `$1` and so on stand for the pattern's groups.
    /// - Returns: The extended redactor.
    public func adding(pattern: String, replacement: String) -> Redactor {
        Redactor(
            rules: rules + [RedactionRule(pattern: pattern, template: replacement)],
            secretKeyNames: secretKeyNames)
    }

    /// `text` with every match of every pattern replaced.
    ///
    /// A replacement can make a match where there was none — in `1234ghp_…` the token does not
    /// start a word, in `<card>ghp_…` it does — so the patterns run again on what they leave,
    /// until nothing changes.
    ///
    /// A text longer than 64 KiB of UTF-8 is cut to that length first — at the last space or
    /// line break before it when there is one within 4 KiB, and before any secret the cut would
    /// split, so none is kept in part — and the cleaned text ends with `…[truncated N bytes]`.
    /// What was cut is never written anywhere, so no rule needs to see it.
    /// - Parameter text: The text to clean.
    /// - Returns: The cleaned text.
    public func redact(_ text: String) -> String {
        let (kept, cutBytes) = cappedToMaximumLength(text)
        var text = kept
        // Bounded, so that no text can keep the passes going; each pass that changes something
        // turns a secret into a placeholder, and texts need one or two.
        for _ in 0..<Self.maximumPasses {
            guard let redacted = redactOnce(text), redacted != text else { break }
            text = redacted
        }
        return cutBytes == 0 ? text : text + "…[truncated \(cutBytes) bytes]"
    }

    /// The most passes ``redact(_:)-(String)`` makes over one text.
    static let maximumPasses = 4

    /// `text` after one pass of every rule that could match it; `nil` when no rule could, as
    /// for most texts.
    private func redactOnce(_ text: String) -> String? {
        guard !rules.isEmpty else { return nil }
        let candidates = triggers.candidates(in: text)
        guard candidates.containsAny(below: rules.count) else { return nil }
        var text = text
        // By index, so that the rules that do not run are not copied.
        for index in rules.indices where candidates.contains(index) {
            text = rules[index].apply(to: text)
        }
        return text
    }

    /// `record` with every text of it redacted: its message, chain and grouping key, the text
    /// it showed (``ErrorRecord/presentedText``), its file, function and rule, its metadata keys
    /// and values, and its breadcrumbs' messages and categories. This is the one place where a
    /// record is cleaned: the production log writes what it returns, an export copies those
    /// lines, the OpenTelemetry exporter sends it, and a ``ReportingErrorLogger`` hands it, and
    /// its grouping key, to its reporter.
    ///
    /// A metadata value whose key names a secret — as the key of `password=hunter2` does, so
    /// `"password"`, `"api_key"`, `"X-Auth-Token"` — becomes `<redacted>` whole, whatever it
    /// holds.
    ///
    /// Metadata keys that become the same text (`token=a` and `token=b` both become
    /// `token=<redacted>`) keep both values: the keys are taken in order, and a later one that
    /// meets an earlier one's text gets ` #2`, ` #3`… after it.
    ///
    /// The record's ``ErrorRecord/error`` itself is kept as it is: send the record's text, not
    /// the error, to places that must not see personal data.
    /// - Parameter record: The record to clean.
    /// - Returns: The cleaned record.
    public func redact(_ record: ErrorRecord) -> ErrorRecord {
        var clean = record
        redact(&clean)
        return clean
    }

    /// Redacts every text of `record` in place, as ``redact(_:)-(ErrorRecord)`` does, without
    /// copying the record.
    func redact(_ record: inout ErrorRecord) {
        // Closures rather than `map(redact)`, whose partial application copies the redactor, and
        // with it every reference its rules hold, for each text.
        let chain = record.chain.map { redact($0) }
        // A message nobody set is the first error of the chain: redact it once.
        record.message = record.hasOwnMessage ? redact(record.message) : chain.first ?? ""
        record.chain = chain
        record.groupingKey = redact(record.groupingKey)
        record.presentedText = record.presentedText.map { redact($0) }
        record.fileID = redact(record.fileID)
        record.function = redact(record.function)
        record.matchedRule = record.matchedRule.map { redact($0) }
        record.metadata = redact(metadata: record.metadata)
        for index in record.breadcrumbs.indices {
            let breadcrumb = record.breadcrumbs[index]
            let message = redact(breadcrumb.message)
            let category = redact(breadcrumb.category)
            if message != breadcrumb.message || category != breadcrumb.category {
                record.breadcrumbs[index] = Breadcrumb(
                    timestamp: breadcrumb.timestamp, message: message, category: category)
            }
        }
    }

    /// `metadata` with its keys and values redacted, the values under secret keys whole; keys
    /// that become the same text are told apart by a number.
    private func redact(metadata: [String: String]) -> [String: String] {
        let keys = metadata.keys.map { (original: $0, clean: redact($0)) }
        guard keys.contains(where: { $0.original != $0.clean }) else {
            return Dictionary(
                uniqueKeysWithValues: metadata.map { ($0.key, redact($0.value, under: $0.key)) })
        }
        var clean: [String: String] = [:]
        // For each text keys became, the number its next key tries first: each number is tried
        // once, so that many keys of one text take linear time, not quadratic.
        var nextNumber: [String: Int] = [:]
        for key in keys.sorted(by: { $0.original < $1.original }) {
            var name = key.clean
            if clean[name] != nil {
                var number = nextNumber[key.clean, default: 2]
                repeat {
                    name = "\(key.clean) #\(number)"
                    number += 1
                } while clean[name] != nil
                nextNumber[key.clean] = number
            }
            clean[name] = redact(metadata[key.original] ?? "", under: key.original)
        }
        return clean
    }

    /// `value` redacted, or `<redacted>` when `key` names a secret (see ``secretKeyNames``)
    /// and `value` is not empty.
    private func redact(_ value: String, under key: String) -> String {
        guard !value.isEmpty, let secretKeyNames, secretKeyNames.name(endingText: key) else {
            return redact(value)
        }
        return SecretKeyNames.redactedValue
    }
}
