/// The searches of the rules of ``Redactor/default`` for a secret's value after its name in
/// syntaxes other than `key=value`: an XML element (`<password>…</password>`), a command line's
/// option (`--password hunter2`) and a `.netrc` line (`machine … login … password hunter2`).
/// The names are those of the `key=value` rules (``Redactor/secretKeyNames``); the value becomes
/// `<redacted>`. Each rule's pre-check is its own search at its trigger word.
enum SecretSyntaxMatchers {
    /// An XML element whose name is a secret's: `<`, the name, `>`, then a value up to the next
    /// `<`, which must start a closing tag (`</`). The value becomes `<redacted>`.
    static func xmlElement(names: SecretKeyNames) -> RedactionMatcher {
        RedactionMatcher(replacement: "<redacted>") { bytes in
            RedactionMatcher.leftmost(in: bytes, startingWith: { $0 == UInt8(ascii: ">") }) { close in
                xmlElementValue(closingTagAt: close, names: names, in: bytes)
            }
        }
    }

    /// The pre-check of ``xmlElement(names:)`` at a `>`.
    static func xmlElementGate(names: SecretKeyNames) -> RedactionGate {
        RedactionGate { bytes, word in
            xmlElementValue(closingTagAt: word.lowerBound, names: names, in: bytes) != nil
        }
    }

    /// The element's value after the `>` at `close`, if its name is a secret's.
    ///
    /// Linear over a text: a value runs to the next `<`, and the next element's name starts
    /// after one, so no two values overlap.
    private static func xmlElementValue(
        closingTagAt close: Int, names: SecretKeyNames, in bytes: UnsafeBufferPointer<UInt8>
    )
        -> RedactionMatch?
    {
        var nameStart = close
        while nameStart > 0, KeyValueSecretMatcher.isKeyCharacter(bytes[nameStart - 1]) { nameStart -= 1 }
        guard nameStart > 0, nameStart < close, bytes[nameStart - 1] == UInt8(ascii: "<"),
            names.name(nameStart..<close, of: bytes, before: bytes[close])
        else { return nil }
        var end = close + 1
        while end < bytes.count, bytes[end] != UInt8(ascii: "<") { end += 1 }
        guard end > close + 1, bytes.hasExactly("</".utf8, at: end) else { return nil }
        return RedactionMatch(close..<end, keeping: 1)
    }

    /// A command line's option whose name is a secret's: `--`, not after a key character
    /// (`A`–`Z`, `a`–`z`, `0`–`9`, `_`, `.`, `-`), the name, spaces or tabs, then a value
    /// (``SecretValue``) that does not start with `-` (the next option). `--password=…` is a
    /// `key=value`.
    static func commandLineOption(names: SecretKeyNames) -> RedactionMatcher {
        RedactionMatcher(replacement: "<redacted>") { bytes in
            RedactionMatcher.leftmost(in: bytes, startingWith: { $0 == UInt8(ascii: "-") }) { start in
                commandLineOption(at: start, names: names, in: bytes)
            }
        }
    }

    /// The pre-check of ``commandLineOption(names:)`` at `--`.
    static func commandLineOptionGate(names: SecretKeyNames) -> RedactionGate {
        RedactionGate { bytes, word in commandLineOption(at: word.lowerBound, names: names, in: bytes) != nil
        }
    }

    /// The option that starts at `start`, if it is one with a secret's name and a value.
    ///
    /// Linear over a text: an option starts only after a byte that is not a key character, and
    /// its name runs over key characters only, so no two names overlap.
    private static func commandLineOption(
        at start: Int, names: SecretKeyNames, in bytes: UnsafeBufferPointer<UInt8>
    )
        -> RedactionMatch?
    {
        guard bytes.hasExactly("--".utf8, at: start),
            start == 0 || !KeyValueSecretMatcher.isKeyCharacter(bytes[start - 1])
        else { return nil }
        let nameStart = start + 2
        var nameEnd = nameStart
        while nameEnd < bytes.count, KeyValueSecretMatcher.isKeyCharacter(bytes[nameEnd]) { nameEnd += 1 }
        guard nameEnd > nameStart, nameEnd < bytes.count, bytes[nameEnd].isSpaceOrTab,
            names.name(nameStart..<nameEnd, of: bytes, before: bytes[nameEnd])
        else { return nil }
        var valueStart = nameEnd
        while valueStart < bytes.count, bytes[valueStart].isSpaceOrTab { valueStart += 1 }
        guard valueStart < bytes.count, bytes[valueStart] != UInt8(ascii: "-") else { return nil }
        let valueEnd = SecretValue.end(in: bytes, from: valueStart)
        guard valueEnd > valueStart else { return nil }
        return RedactionMatch(start..<valueEnd, keeping: valueStart - start)
    }

    /// A `.netrc` entry: `machine` and a host name, or `default`, then `login` and a user name,
    /// then `password` and the password, all words with spaces or tabs between, `machine` or
    /// `default` not after a key character (`A`–`Z`, `a`–`z`, `0`–`9`, `_`, `.`, `-`). The
    /// password, a run of characters that are not white space, becomes `<redacted>`.
    static let netrcEntry = RedactionMatcher(replacement: "<redacted>") { bytes in
        RedactionMatcher.leftmost(
            in: bytes, startingWith: { $0 | 0x20 == UInt8(ascii: "m") || $0 | 0x20 == UInt8(ascii: "d") }
        ) {
            start in
            netrcPassword(at: start, in: bytes)
        }
    }

    /// The pre-check of ``netrcEntry`` at `login`: its own search at the `machine` and host name,
    /// or the `default`, before it (the scan looks for `login`, as `m` and `f` are letters no
    /// other word makes it look for).
    static let netrcGate = RedactionGate { bytes, word in
        var position = word.lowerBound
        func wordBefore() -> Range<Int>? {
            let end = position
            while position > 0, bytes[position - 1].isSpaceOrTab { position -= 1 }
            guard position < end else { return nil }
            let wordEnd = position
            while position > 0, !bytes[position - 1].isASCIIWhitespace { position -= 1 }
            return position < wordEnd ? position..<wordEnd : nil
        }
        // `machine` and `default` have seven letters each, and may end a run of other text.
        func entry(endingWith head: Range<Int>) -> Bool {
            head.count >= 7 && netrcPassword(at: head.upperBound - 7, in: bytes) != nil
        }
        guard let previous = wordBefore() else { return false }
        if entry(endingWith: previous) { return true }
        guard let head = wordBefore() else { return false }
        return entry(endingWith: head)
    }

    /// The entry that starts at `start`, if it is one with a password.
    ///
    /// Linear over a text: an entry starts with `machine` or `default` and a space or tab, then
    /// is read word by word, at most five words, so each word is read by at most the entries
    /// that start in the five words before it.
    private static func netrcPassword(at start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> RedactionMatch?
    {
        guard start == 0 || !KeyValueSecretMatcher.isKeyCharacter(bytes[start - 1]) else { return nil }
        let head = ["machine", "default"].first { bytes.hasWord(Array($0.utf8), at: start) }
        guard let head, start + head.utf8.count < bytes.count, bytes[start + head.utf8.count].isSpaceOrTab
        else { return nil }
        var position = start + head.utf8.count
        func word() -> Range<Int>? {
            while position < bytes.count, bytes[position].isSpaceOrTab { position += 1 }
            let wordStart = position
            while position < bytes.count, !bytes[position].isASCIIWhitespace { position += 1 }
            return position > wordStart ? wordStart..<position : nil
        }
        func isWord(_ range: Range<Int>?, _ spelling: String) -> Bool {
            guard let range else { return false }
            return range.count == spelling.utf8.count
                && bytes.hasWord(Array(spelling.utf8), at: range.lowerBound)
        }
        if head == "machine" {
            guard word() != nil else { return nil }
        }
        guard isWord(word(), "login"), word() != nil, isWord(word(), "password"), position < bytes.count,
            bytes[position].isSpaceOrTab, let password = word()
        else { return nil }
        return RedactionMatch(start..<password.upperBound, keeping: password.lowerBound - start)
    }
}
