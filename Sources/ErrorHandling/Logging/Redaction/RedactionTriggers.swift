/// Finds in one pass over a text which rules of a ``Redactor`` could match it, so the regular
/// expressions of the others never run: most texts hold no secrets at all. A word with a gate
/// counts only where the gate finds its rule's shape around it (``RedactionGate``).
struct RedactionTriggers: Sendable {
    /// A rule set with bits for rules whose index is below 64; later rules always run.
    struct Candidates {
        fileprivate var bits: UInt64

        func contains(_ rule: Int) -> Bool {
            rule >= 64 || bits & (1 << UInt64(rule)) != 0
        }
    }

    private let words: [(bytes: [UInt8], rule: Int, gate: RedactionGate?)]
    /// For each byte value, the indexes in `words` of the words that start with it.
    private let wordsByFirstByte: [[Int]]
    /// For each byte value, whether a word starts with it: most bytes start none.
    private let startsWord: [Bool]
    private let digitRules: [(minimum: Int, rule: Int)]
    private let base64Rules: [(length: Int, rule: Int)]
    private let untriggered: UInt64

    init(_ rules: [RedactionRule]) {
        var words: [(bytes: [UInt8], rule: Int, gate: RedactionGate?)] = []
        var digitRules: [(minimum: Int, rule: Int)] = []
        var base64Rules: [(length: Int, rule: Int)] = []
        var untriggered: UInt64 = 0
        for (index, rule) in rules.enumerated() where index < 64 {
            switch rule.trigger {
            case nil:
                untriggered |= 1 << UInt64(index)
            case .anyOf(let list):
                words += list.map { (Array($0.utf8).map(\.asciiLowercased), index, nil) }
            case .shapedWords(let list):
                words += list.map { (Array($0.word.utf8).map(\.asciiLowercased), index, $0.gate) }
            case .digits(let minimum):
                digitRules.append((minimum, index))
            case .base64Run(let length):
                base64Rules.append((length, index))
            }
        }
        var byFirstByte = [[Int]](repeating: [], count: 256)
        for (index, word) in words.enumerated() {
            if let first = word.bytes.first {
                byFirstByte[Int(first)].append(index)
            } else {
                untriggered |= 1 << UInt64(word.rule)
            }
        }
        self.words = words
        self.wordsByFirstByte = byFirstByte
        startsWord = byFirstByte.map { !$0.isEmpty }
        self.digitRules = digitRules
        self.base64Rules = base64Rules
        self.untriggered = untriggered
    }

    /// The rules that could match `text`.
    func candidates(in text: String) -> Candidates {
        var found = untriggered
        var digitRun = DigitRun()
        var base64Runs = Base64Runs(lengths: base64Rules.map(\.length))
        var text = text
        text.withUTF8 { bytes in
            for position in bytes.indices {
                base64Runs.add(bytes[position])
                let byte = bytes[position].asciiLowercased
                digitRun.add(byte)
                guard startsWord[Int(byte)] else { continue }
                for wordIndex in wordsByFirstByte[Int(byte)] {
                    let word = words[wordIndex]
                    guard found & (1 << UInt64(word.rule)) == 0, position + word.bytes.count <= bytes.count
                    else { continue }
                    if word.bytes.indices.allSatisfy({
                        bytes[position + $0].asciiLowercased == word.bytes[$0]
                    }), word.gate?.holds(bytes, position..<(position + word.bytes.count)) ?? true {
                        found |= 1 << UInt64(word.rule)
                    }
                }
            }
        }
        for digitRule in digitRules where digitRun.longest >= digitRule.minimum {
            found |= 1 << UInt64(digitRule.rule)
        }
        base64Runs.end()
        for (index, base64Rule) in base64Rules.enumerated() where base64Runs.found[index] {
            found |= 1 << UInt64(base64Rule.rule)
        }
        return Candidates(bits: found)
    }
}

/// Whether a text holds a run of base64 characters of exactly each of some lengths.
private struct Base64Runs {
    private let lengths: [Int]
    private(set) var found: [Bool]
    private var current = 0

    init(lengths: [Int]) {
        self.lengths = lengths
        found = lengths.map { _ in false }
    }

    mutating func add(_ byte: UInt8) {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "/"):
            current += 1
        default:
            end()
        }
    }

    /// Ends the current run.
    mutating func end() {
        if current > 0 {
            for (index, length) in lengths.enumerated() where length == current {
                found[index] = true
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
