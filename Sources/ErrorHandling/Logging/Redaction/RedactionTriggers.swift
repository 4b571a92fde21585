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

        /// Whether any of the rules below `count` is in the set.
        func containsAny(below count: Int) -> Bool {
            count > 64 || bits & (count == 64 ? ~0 : (1 << UInt64(count)) - 1) != 0
        }
    }

    /// A trigger word: its rules, where its lowercase bytes are in `wordBytes`, and which of its
    /// bytes the scan looks for (its anchor).
    private struct Word {
        let rules: UInt64
        let start: Int32
        let count: UInt8
        let anchor: UInt8
        let gate: GateKind
        /// The word's first eight bytes (fewer when it is shorter), as a little-endian word,
        /// with `lengthMask` covering them and `caseMask` the `0x20` bit of each letter: eight
        /// bytes of a text that, with `caseMask` set, equal it under `lengthMask` are the word
        /// in any case.
        let prefix: UInt64
        let lengthMask: UInt64
        let caseMask: UInt64

        init(rules: UInt64, start: Int32, bytes: [UInt8], anchor: UInt8, gate: GateKind) {
            self.rules = rules
            self.start = start
            count = UInt8(bytes.count)
            self.anchor = anchor
            self.gate = gate
            var prefix: UInt64 = 0
            var lengthMask: UInt64 = 0
            var caseMask: UInt64 = 0
            for (index, byte) in bytes.prefix(8).enumerated() {
                prefix |= UInt64(byte) << (8 * UInt64(index))
                lengthMask |= 0xFF << (8 * UInt64(index))
                if byte.isASCIILetter { caseMask |= 0x20 << (8 * UInt64(index)) }
            }
            self.prefix = prefix
            self.lengthMask = lengthMask
            self.caseMask = caseMask
        }

        /// Whether `bytes` has this word, in any case, at `start`, which leaves room for it.
        @inline(__always)
        func isSpelled(
            at start: Int, in bytes: UnsafeBufferPointer<UInt8>, spelling: UnsafeBufferPointer<UInt8>
        ) -> Bool {
            let count = Int(count)
            var offset = 0
            if start &+ 8 <= bytes.count {
                let eight = UInt64(
                    littleEndian: UnsafeRawPointer(bytes.baseAddress! + start).loadUnaligned(as: UInt64.self))
                guard (eight | caseMask) & lengthMask == prefix else { return false }
                offset = 8
            }
            let spelled = Int(self.start)
            while offset < count {
                if bytes[start &+ offset].asciiLowercased != spelling[spelled &+ offset] { return false }
                offset &+= 1
            }
            return true
        }
    }

    /// What a word's gate is, so that the scan touches a gate only to call it.
    private enum GateKind: UInt8 {
        /// No gate: the word is enough.
        case none
        /// The gates at a separator after a key of every rule of the word, merged in
        /// `keyEndings`.
        case keyEnding
        /// ``RedactionGate/fourthOctet``, called directly.
        case fourthOctet
        /// ``RedactionGate/ipv6Colon``, called directly.
        case ipv6Colon
        /// Any other gate.
        case other

        init(of gate: RedactionGate?, keyEnding: KeyEndingGate?) {
            guard keyEnding == nil else {
                self = .keyEnding
                return
            }
            guard let gate else {
                self = .none
                return
            }
            switch gate.builtIn {
            case .fourthOctet: self = .fourthOctet
            case .ipv6Colon: self = .ipv6Colon
            case nil: self = .other
            }
        }
    }

    /// The words, ordered by their anchor byte, so those of one byte are a range of them.
    private let words: [Word]
    /// The bytes of every word, one after another.
    private let wordBytes: [UInt8]
    /// Each word's gate, at the word's index.
    private let gates: [RedactionGate?]
    /// Each word's gate at a separator, merged for every rule of that word, at the word's index
    /// (``noKeyEnding`` for the other words).
    private let keyEndings: [KeyEndingGate]
    /// For each byte value (in lowercase), the range of `words` anchored at it: most bytes
    /// anchor none.
    private let wordsByAnchor: [Range<Int>]
    /// A bit for each pair of a word's anchor byte and the byte after it (in either case; past
    /// a word's last byte, any byte, or those its gate needs there:
    /// ``RedactionGate/BuiltIn/neighbours``), then, from bit 65,536 on, for each pair of its
    /// anchor byte and the byte two after it, and from bit 131,072 on, of its anchor byte and
    /// the byte before it, so the words are compared only where a text's four bytes could be
    /// one's: many of the invisible characters a disguised key may hold begin `E2 80`, as does
    /// `’`, `glpat-` ends in the `-` of every date, and an IPv4 address's dot is between digits.
    private let anchorPairs: [UInt64]
    /// What each byte value is to the scan (``ByteClass``).
    private let byteClasses: [UInt8]
    private let digitRules: [(minimum: Int, rule: Int, afterCountryCode: Bool)]
    private let base64Rules: [(length: Int, rule: Int)]
    /// The shortest and the longest of the base64 runs' lengths (`Int.max` and 0 when there
    /// are none), so that most runs are passed over at once.
    private let base64Lengths: (shortest: Int, longest: Int)
    private let untriggered: UInt64
    /// The letters that anchor words, lowercase, in the first lanes and zero in the others (no
    /// byte is zero with its `0x20` bit set), when there are at most eight and no word is
    /// anchored at a space; `nil` otherwise. The scan then passes over sixteen bytes of other
    /// letters and spaces at once.
    private let anchorLetters: SIMD8<UInt8>?

    init(_ rules: [RedactionRule]) {
        var list: [(bytes: [UInt8], rule: Int, gate: RedactionGate?)] = []
        var digitRules: [(minimum: Int, rule: Int, afterCountryCode: Bool)] = []
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
                digitRules.append((minimum, index, false))
            case .digitsAfterCountryCode(let minimum):
                digitRules.append((minimum, index, true))
            case .base64Run(let length):
                base64Rules.append((length, index))
            }
        }
        for word in list where word.bytes.isEmpty {
            untriggered |= 1 << UInt64(word.rule)
        }
        let anchored = Self.mergingKeyEndings(of: list.filter { !$0.bytes.isEmpty }).map { word in
            (
                bytes: word.bytes, rules: word.rules, gate: word.gate, keyEnding: word.keyEnding,
                anchor: Self.anchor(of: word.bytes)
            )
        }.enumerated().sorted {
            ($0.element.bytes[$0.element.anchor], $0.offset) < (
                $1.element.bytes[$1.element.anchor], $1.offset
            )
        }.map(\.element)
        var words: [Word] = []
        var wordBytes: [UInt8] = []
        var byAnchor = [Range<Int>](repeating: 0..<0, count: 256)
        var anchorPairs = [UInt64](repeating: 0, count: 3 * 65_536 / 64)
        for (index, word) in anchored.enumerated() {
            words.append(
                Word(
                    rules: word.rules, start: Int32(wordBytes.count), bytes: word.bytes,
                    anchor: UInt8(word.anchor),
                    gate: GateKind(of: word.gate, keyEnding: word.keyEnding)))
            wordBytes += word.bytes
            let anchorByte = Int(word.bytes[word.anchor])
            byAnchor[anchorByte] =
                (byAnchor[anchorByte].isEmpty ? index : byAnchor[anchorByte].lowerBound)..<(index + 1)
            let neighbours = word.gate?.builtIn?.neighbours
            for (table, distance) in [(0, 1), (65_536, 2), (131_072, -1)] {
                let offset = word.anchor + distance
                let laterBytes =
                    word.bytes.indices.contains(offset)
                    ? Self.spellings(of: word.bytes[offset]).map(Int.init)
                    : (0...255).filter { byte in
                        switch (offset, neighbours) {
                        case (-1, let neighbours?): neighbours.before(UInt8(byte))
                        case (word.bytes.count, let neighbours?): neighbours.after(UInt8(byte))
                        default: true
                        }
                    }
                for anchor in Self.spellings(of: word.bytes[word.anchor]) {
                    for later in laterBytes {
                        let pair = table + (Int(anchor) << 8 | later)
                        anchorPairs[pair / 64] |= 1 << UInt64(pair % 64)
                    }
                }
            }
        }
        self.anchorPairs = anchorPairs
        byteClasses = (0...255).map { value in
            let byte = UInt8(value)
            var byteClass = ByteClass.none
            if !Base64Run.isBase64(byte) { byteClass |= ByteClass.endsBase64Run }
            if byte.isASCIIDigit { byteClass |= ByteClass.digit }
            if byte == 0xEF { byteClass |= ByteClass.fullWidthLead }
            if !byAnchor[Int(byte.asciiLowercased)].isEmpty { byteClass |= ByteClass.anchorsWord }
            return byteClass
        }
        let letters = (UInt8(ascii: "a")...UInt8(ascii: "z")).filter { !byAnchor[Int($0)].isEmpty }
        anchorLetters =
            letters.count <= 8 && byAnchor[Int(UInt8(ascii: " "))].isEmpty
            ? SIMD8((letters + Array(repeating: 0, count: 8 - letters.count))[...]) : nil
        self.words = words
        self.wordBytes = wordBytes
        gates = anchored.map(\.gate)
        keyEndings = anchored.map { $0.keyEnding ?? Self.noKeyEnding }
        wordsByAnchor = byAnchor
        self.digitRules = digitRules
        self.base64Rules = base64Rules
        base64Lengths = (base64Rules.map(\.length).min() ?? .max, base64Rules.map(\.length).max() ?? 0)
        self.untriggered = untriggered
    }

    /// What a byte value is to the scan, one bit each. A byte of none of them — a letter that
    /// starts no word — costs the scan one look into a table.
    private enum ByteClass {
        static let none: UInt8 = 0
        /// Not a character of base64: it ends a run of them.
        static let endsBase64Run: UInt8 = 1
        /// An ASCII digit.
        static let digit: UInt8 = 2
        /// `EF`, the first byte of a full-width digit's encoding (`EF BC 90` to `EF BC 99`).
        static let fullWidthLead: UInt8 = 4
        /// The anchor byte of a word (in lowercase).
        static let anchorsWord: UInt8 = 8
    }

    /// A gate that never holds, for the words without a gate at a separator.
    private static let noKeyEnding = KeyEndingGate(merging: [])

    /// `words` with those of the same spelling whose gates are at a separator after a key
    /// (``RedactionGate/keyEnding``) made one, whose gate is theirs merged: at a `=` or `:`,
    /// the key is compared once for every `key=value` rule.
    private static func mergingKeyEndings(
        of words: [(bytes: [UInt8], rule: Int, gate: RedactionGate?)]
    ) -> [(bytes: [UInt8], rules: UInt64, gate: RedactionGate?, keyEnding: KeyEndingGate?)] {
        var merged: [(bytes: [UInt8], rules: UInt64, gate: RedactionGate?, keyEnding: KeyEndingGate?)] = []
        var keyEndingGates: [[UInt8]: (index: Int, gates: [(gate: KeyEndingGate, rules: UInt64)])] = [:]
        for word in words {
            let rule = UInt64(1) << UInt64(word.rule)
            guard let keyEnding = word.gate?.keyEnding else {
                merged.append((word.bytes, rule, word.gate, nil))
                continue
            }
            if keyEndingGates[word.bytes] == nil {
                keyEndingGates[word.bytes] = (merged.count, [])
                merged.append((word.bytes, 0, nil, nil))
            }
            keyEndingGates[word.bytes]!.gates.append((keyEnding, rule))
        }
        for (index, gates) in keyEndingGates.values {
            merged[index].rules = gates.reduce(0) { $0 | $1.rules }
            merged[index].keyEnding = KeyEndingGate(merging: gates)
        }
        return merged
    }

    /// The bytes a text may have where a word has `byte`: both cases of a letter.
    private static func spellings(of byte: UInt8) -> [UInt8] {
        byte.isASCIILetter ? [byte | 0x20, byte & ~0x20] : [byte]
    }

    /// Which byte of `word` the scan looks for: the one least common in text, so that the scan
    /// stops at few bytes — `j` of `eyj`, `=` of `code=` — and at the first of equals.
    private static func anchor(of word: [UInt8]) -> Int {
        // ASCII letters from the most common in English text to the least.
        let letters = Array("etaoinshrdlcumwfgypbvkjxqz".utf8)
        func rarity(_ byte: UInt8) -> Int {
            if byte == UInt8(ascii: " ") { return -1 }
            if byte.isASCIIDigit { return 5 }
            if let rank = letters.firstIndex(of: byte) { return rank }
            return 20
        }
        return word.indices.max {
            rarity(word[$0]) < rarity(word[$1]) || (rarity(word[$0]) == rarity(word[$1]) && $0 > $1)
        }!
    }

    /// The rules that could match `text`.
    func candidates(in text: String) -> Candidates {
        var text = text
        let found = text.withUTF8 { bytes in
            words.withUnsafeBufferPointer { words in
                wordBytes.withUnsafeBufferPointer { wordBytes in
                    wordsByAnchor.withUnsafeBufferPointer { wordsByAnchor in
                        anchorPairs.withUnsafeBufferPointer { anchorPairs in
                            byteClasses.withUnsafeBufferPointer { byteClasses in
                                keyEndings.withUnsafeBufferPointer { keyEndings in
                                    scan(
                                        bytes,
                                        tables: Tables(
                                            words: words, wordBytes: wordBytes,
                                            wordsByAnchor: wordsByAnchor, anchorPairs: anchorPairs,
                                            byteClasses: byteClasses, keyEndings: keyEndings))
                                }
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
        let wordsByAnchor: UnsafeBufferPointer<Range<Int>>
        let anchorPairs: UnsafeBufferPointer<UInt64>
        let byteClasses: UnsafeBufferPointer<UInt8>
        let keyEndings: UnsafeBufferPointer<KeyEndingGate>
    }

    /// The bits of the rules whose triggers `bytes` holds. Its state stays in local variables,
    /// so the loop keeps it in registers; a run of base64 or digits is told by where it started,
    /// so a byte inside one costs nothing more. Most bytes of a text are spaces and letters that
    /// anchor no word, which the scan passes over sixteen at a time (``anchorLetters``), telling
    /// the block's ends of base64 runs at once and visiting each other byte in order.
    private func scan(_ bytes: UnsafeBufferPointer<UInt8>, tables: Tables) -> UInt64 {
        var found = untriggered
        var base64RunStart = 0
        let shortestBase64Run = base64Lengths.shortest
        var digits = DigitRun()
        // `endingRuns`: whether the visit tells where a base64 run ends, or the block did.
        @inline(__always)
        func visit(_ position: Int, endingRuns: Bool) {
            let raw = bytes[position]
            let byteClass = tables.byteClasses[Int(raw)]
            if byteClass == ByteClass.none { return }
            if endingRuns, byteClass & ByteClass.endsBase64Run != 0 {
                if position - base64RunStart >= shortestBase64Run {
                    found |= base64Run(length: position - base64RunStart)
                }
                base64RunStart = position + 1
                // A space or a punctuation mark that anchors no word, the most common of the
                // bytes the scan stops at, is done with.
                if byteClass == ByteClass.endsBase64Run { return }
            }
            if byteClass & ByteClass.digit != 0 {
                digits.addDigit(from: position, to: position &+ 1, in: bytes)
            } else if byteClass & ByteClass.fullWidthLead != 0, position + 2 < bytes.count,
                bytes[position + 1] == 0xBC, (0x90...0x99).contains(bytes[position + 2])
            {
                digits.addDigit(from: position, to: position &+ 3, in: bytes)
            }
            guard byteClass & ByteClass.anchorsWord != 0 else { return }
            let pair = Int(raw) << 8 | Int(position + 1 < bytes.count ? bytes[position + 1] : 0)
            guard tables.anchorPairs[pair / 64] & (1 << UInt64(pair % 64)) != 0 else { return }
            let farPair = 65_536 + (Int(raw) << 8 | Int(position + 2 < bytes.count ? bytes[position + 2] : 0))
            guard tables.anchorPairs[farPair / 64] & (1 << UInt64(farPair % 64)) != 0 else { return }
            let pairBefore = 131_072 + (Int(raw) << 8 | Int(position > 0 ? bytes[position - 1] : 0))
            guard tables.anchorPairs[pairBefore / 64] & (1 << UInt64(pairBefore % 64)) != 0 else { return }
            found |= words(at: position, in: bytes, found: found, tables: tables)
        }
        var position = 0
        // Sixteen bytes at a time, base64 runs are told from the block's bytes that end one, so
        // spaces need no visit; a run inside one block is shorter than any rule's.
        if let letters = anchorLetters, bytes.count >= 16, shortestBase64Run > 16 {
            let (a0, a1, a2, a3) = (
                SIMD16(repeating: letters[0]), SIMD16(repeating: letters[1]), SIMD16(repeating: letters[2]),
                SIMD16(repeating: letters[3])
            )
            let (a4, a5, a6, a7) = (
                SIMD16(repeating: letters[4]), SIMD16(repeating: letters[5]), SIMD16(repeating: letters[6]),
                SIMD16(repeating: letters[7])
            )
            let (plus, slash, space) = (
                SIMD16<UInt8>(repeating: UInt8(ascii: "+")), SIMD16<UInt8>(repeating: UInt8(ascii: "/")),
                SIMD16<UInt8>(repeating: UInt8(ascii: " "))
            )
            while position < bytes.count {
                // The last sixteen bytes end the text: those of them visited already are left out.
                let blockStart = min(position, bytes.count &- 16)
                let block = UnsafeRawPointer(bytes.baseAddress! + blockStart).loadUnaligned(
                    as: SIMD16<UInt8>.self)
                let lower = block | SIMD16(repeating: 0x20)
                let anchor =
                    (lower .== a0) .| (lower .== a1) .| (lower .== a2) .| (lower .== a3) .| (lower .== a4)
                    .| (lower .== a5) .| (lower .== a6) .| (lower .== a7)
                // A byte is `a` to `z` when it is below 26 after subtracting `a`: when neither it
                // nor it plus 102 has its top bit set. Comparisons other than `==` would be made
                // one byte at a time.
                let fromA = lower &- SIMD16(repeating: UInt8(ascii: "a"))
                let notLetter = (fromA | (fromA &+ SIMD16(repeating: 102))) & SIMD16(repeating: 0x80)
                let fromZero = block &- SIMD16(repeating: UInt8(ascii: "0"))
                let notDigit = (fromZero | (fromZero &+ SIMD16(repeating: 118))) & SIMD16(repeating: 0x80)
                let base64Sign = SIMD16<UInt8>(repeating: 0).replacing(
                    with: 0x80, where: (block .== plus) .| (block .== slash))
                let endsRun = notLetter & notDigit & ~base64Sign
                let skipped = UInt32(position &- blockStart)
                let runEnds = (Self.topBits(of: endsRun) >> skipped) << skipped
                if runEnds != 0 {
                    let first = blockStart &+ runEnds.trailingZeroBitCount
                    if first &- base64RunStart >= shortestBase64Run {
                        found |= base64Run(length: first &- base64RunStart)
                    }
                    base64RunStart = blockStart &+ (31 &- runEnds.leadingZeroBitCount) &+ 1
                }
                let spaces = SIMD16<UInt8>(repeating: 0).replacing(with: 0x80, where: block .== space)
                var visited =
                    Self.topBits(
                        of: (notLetter & ~spaces) | SIMD16(repeating: 0).replacing(with: 0x80, where: anchor))
                    >> skipped
                while visited != 0 {
                    visit(position &+ visited.trailingZeroBitCount, endingRuns: false)
                    visited &= visited &- 1
                }
                position = blockStart &+ 16
            }
        }
        while position < bytes.count {
            visit(position, endingRuns: true)
            position &+= 1
        }
        found |= base64Run(length: bytes.count - base64RunStart)
        for digitRule in digitRules where digits.longest >= digitRule.minimum {
            // Asked only of a text with a long run of digits, as few are.
            if digitRule.afterCountryCode, !bytes.indices.contains(where: { IBAN.startsAt($0, in: bytes) }) {
                continue
            }
            found |= 1 << UInt64(digitRule.rule)
        }
        return found
    }

    /// A bit for each of the sixteen bytes of `vector` whose top bit is set, the first byte's
    /// lowest.
    @inline(__always)
    private static func topBits(of vector: SIMD16<UInt8>) -> UInt32 {
        let words = unsafeBitCast(vector, to: SIMD2<UInt64>.self)
        // Moves the top bit of each of a word's bytes into one byte, the first byte's lowest.
        func gathered(_ word: UInt64) -> UInt32 {
            UInt32(truncatingIfNeeded: ((word & 0x8080_8080_8080_8080) &* 0x0002_0408_1020_4081) >> 56)
        }
        return gathered(UInt64(littleEndian: words[0])) | gathered(UInt64(littleEndian: words[1])) << 8
    }

    /// The bits of the rules one of whose words has its anchor at `position` with its gate
    /// holding, of those not `found` yet.
    private func words(
        at position: Int, in bytes: UnsafeBufferPointer<UInt8>, found: UInt64, tables: Tables
    ) -> UInt64 {
        var found = found
        for wordIndex in tables.wordsByAnchor[Int(bytes[position].asciiLowercased)] {
            let word = tables.words[wordIndex]
            let start = position - Int(word.anchor)
            let count = Int(word.count)
            guard found & word.rules != word.rules, start >= 0, start + count <= bytes.count,
                word.isSpelled(at: start, in: bytes, spelling: tables.wordBytes)
            else { continue }
            switch word.gate {
            case .none:
                found |= word.rules
            case .keyEnding:
                // Borrowed through the pointer, so that the gate's arrays are not retained.
                found |= KeyEndingGate.rules(
                    (tables.keyEndings.baseAddress! + wordIndex).pointee,
                    atSeparator: start..<(start + count),
                    in: bytes)
            case .fourthOctet:
                if RedactionGate.isFourthOctet(bytes, start..<(start + count)) { found |= word.rules }
            case .ipv6Colon:
                if RedactionGate.isIPv6Colon(bytes, start..<(start + count)) { found |= word.rules }
            case .other:
                if gates[wordIndex]?.holds(bytes, start..<(start + count)) ?? true { found |= word.rules }
            }
        }
        return found
    }

    /// The bits of the rules that need a run of base64 of exactly `length`. Out of the scan's
    /// loop, which calls it only for a run as long as the shortest.
    @inline(never)
    private func base64Run(length: Int) -> UInt64 {
        guard length >= base64Lengths.shortest, length <= base64Lengths.longest else { return 0 }
        var found: UInt64 = 0
        for base64Rule in base64Rules where base64Rule.length == length {
            found |= 1 << UInt64(base64Rule.rule)
        }
        return found
    }
}

/// Runs of base64 characters.
private enum Base64Run {
    /// `A`–`Z`, `a`–`z`, `0`–`9`, `+` and `/`.
    static func isBase64(_ byte: UInt8) -> Bool {
        byte.isASCIIAlphanumeric || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "/")
    }
}

/// The longest run of digits in a text — ASCII or full-width (U+FF10 to U+FF19, `EF BC 90` to
/// `EF BC 99` in UTF-8) — where one or two spaces, no-break spaces, dashes, dots or parentheses
/// between digits do not end a run (as in `4111 1111-1111  1111`, `4111.1111.1111.1111` or
/// `(415) 555-0100`). It is told only the digits:
/// whether one continues a run depends only on the bytes between it and the one before.
private struct DigitRun {
    private(set) var longest = 0
    private var current = 0
    /// Where the last digit's encoding ended.
    private var lastEnd = Int.min / 2

    /// Adds the digit whose encoding is from `start` to `end` of `bytes`. Positions are within a
    /// buffer, so the arithmetic cannot overflow, and wraps instead of checking.
    @inline(__always)
    mutating func addDigit(from start: Int, to end: Int, in bytes: UnsafeBufferPointer<UInt8>) {
        let gap = start &- lastEnd
        let continues = gap == 0 || (gap > 0 && gap <= 6 && Self.separates(bytes, from: lastEnd, to: start))
        current = continues ? current &+ 1 : 1
        longest = max(longest, current)
        lastEnd = end
    }

    /// Whether the bytes from `start` to `end` are one or two separators: a card number's
    /// (``NumberMatchers/groupSeparatorLength(at:in:)``: a space, `-`, a no-break space), `.`,
    /// `(` or `)` (as in `(415) 555-0100`).
    private static func separates(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Bool {
        var position = start
        for _ in 0..<2 where position < end {
            if let length = NumberMatchers.groupSeparatorLength(at: position, in: bytes) {
                position += length
            } else if ".()".utf8.contains(bytes[position]) {
                position += 1
            } else {
                return false
            }
        }
        return position == end
    }
}
