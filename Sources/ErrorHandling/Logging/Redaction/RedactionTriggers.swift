/// Finds in one pass over a text which rules of a ``Redactor`` could match it, so the searches
/// of the others never run: most texts hold no secrets at all. A word with a gate
/// counts only where the gate finds its rule's shape around it (``RedactionGate``).
struct RedactionTriggers: Sendable {
    /// A rule set with bits for rules whose index is below 64; later rules always run.
    struct Candidates {
        fileprivate var bits: UInt64

        func contains(_ rule: Int) -> Bool {
            rule >= 64 || bits & (1 << UInt64(rule)) != 0
        }
    }

    /// A trigger word: where its lowercase bytes are in `wordBytes`, and its rule.
    private struct Word {
        let start: Int
        let count: Int
        let rule: Int
    }

    /// The words, ordered by their first byte, so those of one byte are a range of them.
    private let words: [Word]
    /// The bytes of every word, one after another.
    private let wordBytes: [UInt8]
    /// Each word's gate, at the word's index.
    private let gates: [RedactionGate?]
    /// For each byte value, the range of `words` that start with it: most bytes start none.
    private let wordsByFirstByte: [Range<Int>]
    /// A bit for each pair of a word's first two bytes (lowercase; any second byte for a word of
    /// one), so the words are compared only where a text's two bytes could start one.
    private let wordStarts: [UInt64]
    /// What each byte value is to the scan (``ByteClass``).
    private let byteClasses: [UInt8]
    private let digitRules: [(minimum: Int, rule: Int)]
    private let base64Rules: [(length: Int, rule: Int)]
    private let base64Lengths: [Int]
    private let untriggered: UInt64

    init(_ rules: [RedactionRule]) {
        var list: [(bytes: [UInt8], rule: Int, gate: RedactionGate?)] = []
        var digitRules: [(minimum: Int, rule: Int)] = []
        var base64Rules: [(length: Int, rule: Int)] = []
        var untriggered: UInt64 = 0
        for (index, rule) in rules.enumerated() where index < 64 {
            switch rule.trigger {
            case nil:
                untriggered |= 1 << UInt64(index)
            case .anyOf(let words):
                list += words.map { (Array($0.utf8).map(\.asciiLowercased), index, nil) }
            case .shapedWords(let words):
                list += words.map { (Array($0.word.utf8).map(\.asciiLowercased), index, $0.gate) }
            case .digits(let minimum):
                digitRules.append((minimum, index))
            case .base64Run(let length):
                base64Rules.append((length, index))
            }
        }
        for word in list where word.bytes.isEmpty {
            untriggered |= 1 << UInt64(word.rule)
        }
        list = list.filter { !$0.bytes.isEmpty }.enumerated().sorted {
            ($0.element.bytes[0], $0.offset) < ($1.element.bytes[0], $1.offset)
        }.map(\.element)
        var words: [Word] = []
        var wordBytes: [UInt8] = []
        var byFirstByte = [Range<Int>](repeating: 0..<0, count: 256)
        for (index, word) in list.enumerated() {
            words.append(Word(start: wordBytes.count, count: word.bytes.count, rule: word.rule))
            wordBytes += word.bytes
            let first = Int(word.bytes[0])
            byFirstByte[first] =
                (byFirstByte[first].isEmpty ? index : byFirstByte[first].lowerBound)..<(index + 1)
        }
        var wordStarts = [UInt64](repeating: 0, count: 65_536 / 64)
        for word in list {
            let first = Int(word.bytes[0]) << 8
            for pair in word.bytes.count == 1 ? Array(first..<(first + 256)) : [first | Int(word.bytes[1])] {
                wordStarts[pair / 64] |= 1 << UInt64(pair % 64)
            }
        }
        self.wordStarts = wordStarts
        byteClasses = (0...255).map { value in
            let byte = UInt8(value)
            var byteClass = ByteClass.none
            if Base64Runs.isBase64(byte) { byteClass |= ByteClass.base64 }
            if !DigitRun.endsRun(byte) { byteClass |= ByteClass.digitRun }
            if !byFirstByte[Int(byte.asciiLowercased)].isEmpty { byteClass |= ByteClass.startsWord }
            return byteClass
        }
        self.words = words
        self.wordBytes = wordBytes
        gates = list.map(\.gate)
        wordsByFirstByte = byFirstByte
        self.digitRules = digitRules
        self.base64Rules = base64Rules
        base64Lengths = base64Rules.map(\.length)
        self.untriggered = untriggered
    }

    /// What a byte value is to the scan, one bit each.
    private enum ByteClass {
        static let none: UInt8 = 0
        /// A character of base64.
        static let base64: UInt8 = 1
        /// A byte that a run of digits reads: a digit, what may be between digits, or a byte of
        /// a full-width digit's encoding. Every other byte ends the run.
        static let digitRun: UInt8 = 2
        /// The first byte of a word (in lowercase).
        static let startsWord: UInt8 = 4
    }

    /// The rules that could match `text`.
    func candidates(in text: String) -> Candidates {
        var text = text
        let found = text.withUTF8 { bytes in
            words.withUnsafeBufferPointer { words in
                wordBytes.withUnsafeBufferPointer { wordBytes in
                    wordsByFirstByte.withUnsafeBufferPointer { wordsByFirstByte in
                        wordStarts.withUnsafeBufferPointer { wordStarts in
                            byteClasses.withUnsafeBufferPointer { byteClasses in
                                scan(
                                    bytes,
                                    tables: Tables(
                                        words: words, wordBytes: wordBytes,
                                        wordsByFirstByte: wordsByFirstByte,
                                        wordStarts: wordStarts, byteClasses: byteClasses))
                            }
                        }
                    }
                }
            }
        }
        return Candidates(bits: found)
    }

    /// The tables the scan reads, as buffers.
    private struct Tables {
        let words: UnsafeBufferPointer<Word>
        let wordBytes: UnsafeBufferPointer<UInt8>
        let wordsByFirstByte: UnsafeBufferPointer<Range<Int>>
        let wordStarts: UnsafeBufferPointer<UInt64>
        let byteClasses: UnsafeBufferPointer<UInt8>
    }

    /// The bits of the rules whose triggers `bytes` holds; its state stays in local variables,
    /// so the loop over the bytes keeps it in registers, and a byte that is only a letter costs
    /// one look into a table.
    private func scan(_ bytes: UnsafeBufferPointer<UInt8>, tables: Tables) -> UInt64 {
        var found = untriggered
        var digitRun = DigitRun()
        var base64Runs = Base64Runs(lengths: base64Lengths)
        for position in bytes.indices {
            let raw = bytes[position]
            let byteClass = tables.byteClasses[Int(raw)]
            base64Runs.add(isBase64: byteClass & ByteClass.base64 != 0)
            if byteClass & ByteClass.digitRun != 0 {
                digitRun.add(raw)
            } else {
                digitRun.end()
            }
            guard byteClass & ByteClass.startsWord != 0 else { continue }
            let byte = raw.asciiLowercased
            let pair =
                Int(byte) << 8 | Int(position + 1 < bytes.count ? bytes[position + 1].asciiLowercased : 0)
            guard tables.wordStarts[pair / 64] & (1 << UInt64(pair % 64)) != 0 else { continue }
            for wordIndex in tables.wordsByFirstByte[Int(byte)] {
                let word = tables.words[wordIndex]
                guard found & (1 << UInt64(word.rule)) == 0, position + word.count <= bytes.count else {
                    continue
                }
                var spelled = true
                for offset in 1..<word.count
                where bytes[position + offset].asciiLowercased != tables.wordBytes[word.start + offset] {
                    spelled = false
                    break
                }
                if spelled, gates[wordIndex]?.holds(bytes, position..<(position + word.count)) ?? true {
                    found |= 1 << UInt64(word.rule)
                }
            }
        }
        for digitRule in digitRules where digitRun.longest >= digitRule.minimum {
            found |= 1 << UInt64(digitRule.rule)
        }
        base64Runs.end()
        for (index, base64Rule) in base64Rules.enumerated() where base64Runs.found & (1 << UInt64(index)) != 0
        {
            found |= 1 << UInt64(base64Rule.rule)
        }
        return found
    }
}

/// Whether a text holds a run of base64 characters of exactly each of some lengths (at most
/// 64 of them).
private struct Base64Runs {
    private let lengths: [Int]
    /// A bit for each of `lengths` that a run had.
    private(set) var found: UInt64 = 0
    private var current = 0

    init(lengths: [Int]) {
        self.lengths = lengths
    }

    /// `A`–`Z`, `a`–`z`, `0`–`9`, `+` and `/`.
    static func isBase64(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "/"):
            return true
        default:
            return false
        }
    }

    /// Adds a byte, base64 or not.
    mutating func add(isBase64: Bool) {
        if isBase64 {
            current += 1
        } else if current > 0 {
            end()
        }
    }

    /// Ends the current run.
    mutating func end() {
        if current > 0 {
            for (index, length) in lengths.enumerated() where length == current {
                found |= 1 << UInt64(index)
            }
        }
        current = 0
    }
}

/// The longest run of digits in a text — ASCII or full-width (U+FF10 to U+FF19, `EF BC 90` to
/// `EF BC 99` in UTF-8) — where one or two spaces, dashes or dots between digits do not end a
/// run (as in `4111 1111-1111  1111` or `4111.1111.1111.1111`).
private struct DigitRun {
    private(set) var longest = 0
    private var current = 0
    private var follows = Follows.other
    /// How many bytes of a full-width digit's encoding came last: 0, 1 (`EF`) or 2 (`EF BC`).
    private var fullWidthBytes = 0

    private enum Follows: Equatable {
        case digit
        case separators(Int)
        case other
    }

    /// Whether `byte` ends any run: it is not a digit, a space, `-`, `.` or part of a
    /// non-ASCII character (a full-width digit's encoding is `EF BC 90` to `EF BC 99`).
    static func endsRun(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: " "), UInt8(ascii: "-"), UInt8(ascii: "."),
            0x80...:
            return false
        default:
            return true
        }
    }

    /// Adds a byte that ends any run (``endsRun(_:)``).
    mutating func end() {
        fullWidthBytes = 0
        follows = .other
    }

    mutating func add(_ byte: UInt8) {
        if fullWidthBytes == 1, byte == 0xBC {
            fullWidthBytes = 2
            return
        }
        if fullWidthBytes == 2, (0x90...0x99).contains(byte) {
            fullWidthBytes = 0
            addDigit()
            return
        }
        if fullWidthBytes > 0 {
            fullWidthBytes = 0
            follows = .other
        }
        switch byte {
        case 0xEF:
            fullWidthBytes = 1
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            addDigit()
        case UInt8(ascii: " "), UInt8(ascii: "-"), UInt8(ascii: "."):
            switch follows {
            case .digit: follows = .separators(1)
            case .separators(1): follows = .separators(2)
            default: follows = .other
            }
        default:
            follows = .other
        }
    }

    private mutating func addDigit() {
        current = follows == .other ? 1 : current + 1
        longest = max(longest, current)
        follows = .digit
    }
}
