/// What a key can end in (lowercase ASCII, in any case in the text), and which rules take a
/// key that does: suffixes that may follow anything (`token` of `access_token`), and words that
/// must not follow a letter or digit (`key` of `api.key`, not of `NSErrorFailingURLKey`). They
/// are kept by their last byte, and each is compared with a key by its last eight bytes at
/// once, packed into an integer.
struct KeyEndings: Sendable {
    /// One ending, and the rules (one bit each) whose keys may end in it.
    struct Spelling: Sendable {
        let bytes: [UInt8]
        let isWord: Bool
        let rules: UInt64
    }

    private struct Ending {
        /// The last eight bytes (or fewer), the last one lowest.
        let tail: UInt64
        /// The bits of `tail` that the ending has.
        let tailMask: UInt64
        /// Where the bytes before the last eight are in `bytes`.
        let start: Int
        let count: Int
        let isWord: Bool
        let rules: UInt64
    }

    /// The endings as they were given, so that those of several rules can be merged.
    let spellings: [Spelling]
    /// The bytes of every ending, one after another.
    private let bytes: [UInt8]
    /// The endings, ordered by their last byte.
    private let endings: [Ending]
    /// For each ASCII byte, the range of `endings` that end in it.
    private let byLastByte: [Range<Int>]

    /// The endings of one rule, its bit the lowest.
    init(suffixes: [[UInt8]], words: [[UInt8]]) {
        self.init(
            suffixes.map { Spelling(bytes: $0, isWord: false, rules: 1) }
                + words.map { Spelling(bytes: $0, isWord: true, rules: 1) })
    }

    init(_ spellings: [Spelling]) {
        self.spellings = spellings
        let all = spellings.filter { !$0.bytes.isEmpty && $0.bytes.last! < 128 }
            .map { Spelling(bytes: $0.bytes.map(\.asciiLowercased), isWord: $0.isWord, rules: $0.rules) }
            .sorted { $0.bytes.last! < $1.bytes.last! }
        var bytes: [UInt8] = []
        var endings: [Ending] = []
        var byLastByte = [Range<Int>](repeating: 0..<0, count: 128)
        for (index, ending) in all.enumerated() {
            let tail = ending.bytes.withUnsafeBufferPointer {
                Self.tail(endingAt: ending.bytes.count, in: $0)
            }
            let tailBytes = min(ending.bytes.count, 8)
            endings.append(
                Ending(
                    tail: tail, tailMask: tailBytes == 8 ? ~0 : (1 << UInt64(tailBytes * 8)) - 1,
                    start: bytes.count, count: ending.bytes.count, isWord: ending.isWord, rules: ending.rules)
            )
            bytes += ending.bytes
            let last = ending.bytes.last!
            let range = byLastByte[Int(last)]
            byLastByte[Int(last)] = (range.isEmpty ? index : range.lowerBound)..<(index + 1)
        }
        self.bytes = bytes
        self.endings = endings
        self.byLastByte = byLastByte
    }

    /// The (up to) eight bytes of `bytes` before `end`, lowercase, packed into an integer with
    /// the last byte lowest.
    static func tail(endingAt end: Int, in bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        guard end < 8 else {
            // All eight at once: read in big-endian order, the last byte is the lowest.
            let word = UInt64(
                bigEndian: UnsafeRawPointer(bytes.baseAddress! + (end - 8)).loadUnaligned(as: UInt64.self))
            return lowercased(word)
        }
        var tail: UInt64 = 0
        var index = 0
        while index < end {
            tail |= UInt64(bytes[end - 1 - index].asciiLowercased) << UInt64(index * 8)
            index += 1
        }
        return tail
    }

    /// `tail` of a key as it ends one byte before `end`: the plural's stem.
    static func tail(before tail: UInt64, endingAt end: Int, in bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        end > 8 ? tail >> 8 | UInt64(bytes[end - 9].asciiLowercased) << 56 : tail >> 8
    }

    /// The eight bytes of `word` with each ASCII capital made lowercase, all at once.
    private static func lowercased(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let low7 = word & (0x7F * ones)
        // A byte's top bit is set where its low seven bits are at least `A`, and at least `[`.
        let atLeastA = low7 &+ (0x80 - 0x41) * ones
        let pastZ = low7 &+ (0x80 - 0x5B) * ones
        let capitals = atLeastA & ~pastZ & ~word & (0x80 * ones)
        return word | capitals >> 2
    }

    /// The rules of every ending that a key of `bytes` ending at `end`, whose last eight bytes
    /// are `tail`, ends in.
    func rules(endingKeyIn bytes: UnsafeBufferPointer<UInt8>, at end: Int, tail: UInt64) -> UInt64 {
        guard end > 0 else { return 0 }
        let last = UInt8(truncatingIfNeeded: tail)
        guard last < 128 else { return 0 }
        let candidates = byLastByte[Int(last)]
        guard !candidates.isEmpty else { return 0 }
        var rules: UInt64 = 0
        for ending in endings[candidates]
        where rules & ending.rules != ending.rules && end >= ending.count
            && tail & ending.tailMask == ending.tail
        {
            let start = end - ending.count
            var spelled = true
            var offset = 0
            while offset < ending.count - 8 {
                if bytes[start + offset].asciiLowercased != self.bytes[ending.start + offset] {
                    spelled = false
                    break
                }
                offset += 1
            }
            if spelled, !ending.isWord || start == 0 || !bytes[start - 1].isASCIIAlphanumeric {
                rules |= ending.rules
            }
        }
        return rules
    }
}
