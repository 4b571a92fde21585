/// The names one `key=value` rule of ``Redactor/default`` takes the value of: what a key — a
/// run of `A`–`Z`, `a`–`z`, `0`–`9`, `_`, `.` and `-` — ends in, or ends in with an `s` after.
struct SecretKeyNames: Sendable {
    /// One way a key can end.
    struct Ending: Sendable {
        /// The ending, in lowercase unless `exactCase`.
        let spelling: [UInt8]
        /// Whether case counts (`Pass` in `dbPass`).
        let exactCase: Bool
        /// Whether the ending must not follow an ASCII letter or digit (`sid` of `connect.sid`).
        let notAfterAlphanumeric: Bool
        /// Whether the ending counts only as the whole key's end before an `=`, never with an
        /// `s` after (a bare `key=`, not `key:`, not `keys=`).
        let onlyBeforeEquals: Bool
    }

    let endings: [Ending]
    /// The endings as the gate at a separator compares them (in any case, the words of
    /// `onlyBeforeEquals` not after a letter or digit): a key none of them ends is passed over
    /// without comparing each ending (`10` in `10:30`).
    private let gateEndings: KeyEndings

    init(endings: [Ending]) {
        self.endings = endings
        gateEndings = KeyEndings(
            suffixes: endings.filter { !$0.onlyBeforeEquals }.map { $0.spelling.map(\.asciiLowercased) },
            words: endings.filter(\.onlyBeforeEquals).map(\.spelling))
    }

    /// Endings in any case, anywhere (`token` of `access_token`).
    static func anyCase(_ words: [String]) -> SecretKeyNames {
        SecretKeyNames(endings: words.map { Ending(Array($0.utf8)) })
    }

    /// These names and `other`'s.
    func adding(_ other: SecretKeyNames) -> SecretKeyNames {
        SecretKeyNames(endings: endings + other.endings)
    }

    /// These names and endings in any case that do not follow a letter or digit.
    func adding(wordsNotAfterAlphanumeric words: [String], onlyBeforeEquals: Bool = false) -> SecretKeyNames {
        adding(
            SecretKeyNames(
                endings: words.map {
                    Ending(Array($0.utf8), notAfterAlphanumeric: true, onlyBeforeEquals: onlyBeforeEquals)
                }))
    }

    /// These names and endings spelled in exactly this case (`Pass` of `dbPass`).
    func adding(exactCase words: [String]) -> SecretKeyNames {
        adding(SecretKeyNames(endings: words.map { Ending(Array($0.utf8), exactCase: true) }))
    }

    /// Whether the key at `key` of `bytes`, followed by the separator byte `separator`, has
    /// one of the names. It allocates nothing: every separator with a key before it asks.
    func name(_ key: Range<Int>, of bytes: UnsafeBufferPointer<UInt8>, before separator: UInt8) -> Bool {
        let plural = bytes[key.upperBound - 1].asciiLowercased == UInt8(ascii: "s")
        let tail = KeyEndings.tail(endingAt: key.upperBound, in: bytes)
        guard
            gateEndings.rules(endingKeyIn: bytes, at: key.upperBound, tail: tail) != 0
                || (plural
                    && gateEndings.rules(
                        endingKeyIn: bytes, at: key.upperBound - 1,
                        tail: KeyEndings.tail(before: tail, endingAt: key.upperBound, in: bytes)) != 0)
        else { return false }
        for ending in endings {
            if ending.onlyBeforeEquals {
                if separator == UInt8(ascii: "="), ending.ends(key, at: key.upperBound, in: bytes) {
                    return true
                }
            } else if ending.ends(key, at: key.upperBound, in: bytes)
                || (plural && ending.ends(key, at: key.upperBound - 1, in: bytes))
            {
                return true
            }
        }
        return false
    }

    /// Whether `text` ends in a key with one of the names, as it would before the `=` of
    /// `key=value`: `password`, `"api_key"`, `X-Auth-Token` do.
    func name(endingText text: String) -> Bool {
        var keyAndSeparator = text + "="
        return keyAndSeparator.withUTF8 { bytes in
            let separator = bytes.count - 1
            guard let key = KeyValueSecretMatcher.key(before: separator, in: bytes) else { return false }
            return name(key, of: bytes, before: bytes[separator])
        }
    }

    /// What the value of a key with a secret's name becomes.
    static let redactedValue = "<redacted>"

    /// The gate of a rule with these names at its separator (`=`, `:`, `：`): a key that ends
    /// in one of them, and a value after when `valueFollows`.
    func gate(valueFollows: Bool = true) -> RedactionGate {
        .keyEnding(gateEndings, valueFollows: valueFollows)
    }
}

extension SecretKeyNames.Ending {
    /// Whether this ending ends the key at `key` of `bytes` at `end`.
    fileprivate func ends(_ key: Range<Int>, at end: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = end - spelling.count
        guard start >= key.lowerBound,
            exactCase ? bytes.hasExactly(spelling, at: start) : bytes.hasWord(spelling, at: start)
        else { return false }
        return !notAfterAlphanumeric || start == 0 || !bytes[start - 1].isASCIIAlphanumeric
    }

    fileprivate init(
        _ spelling: [UInt8], exactCase: Bool = false, notAfterAlphanumeric: Bool = false,
        onlyBeforeEquals: Bool = false
    ) {
        self.init(
            spelling: spelling, exactCase: exactCase, notAfterAlphanumeric: notAfterAlphanumeric,
            onlyBeforeEquals: onlyBeforeEquals)
    }
}
