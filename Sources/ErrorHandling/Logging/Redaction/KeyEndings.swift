/// What a key of one rule can end in (lowercase ASCII, in any case in the text): suffixes that
/// may follow anything (`token` of `access_token`), and words that must not follow a letter or
/// digit (`key` of `api.key`, not of `NSErrorFailingURLKey`). They are kept by their last byte,
/// and each is compared with a key by its last eight bytes at once, packed into an integer.
struct KeyEndings: Sendable {
    private struct Ending {
        /// The last eight bytes (or fewer), the last one lowest.
        let tail: UInt64
        /// The bits of `tail` that the ending has.
        let tailMask: UInt64
        /// Where the bytes before the last eight are in `spellings`.
        let start: Int
        let count: Int
        let isWord: Bool
    }

    /// The bytes of every ending, one after another.
    private let spellings: [UInt8]
    /// The endings, ordered by their last byte.
    private let endings: [Ending]
    /// For each ASCII byte, the range of `endings` that end in it.
    private let byLastByte: [Range<Int>]

    init(suffixes: [[UInt8]], words: [[UInt8]]) {
        let all = (suffixes.map { ($0, false) } + words.map { ($0, true) })
            .filter { !$0.0.isEmpty && $0.0.last! < 128 }
            .map { (spelling: $0.0.map(\.asciiLowercased), isWord: $0.1) }
            .sorted { $0.spelling.last! < $1.spelling.last! }
        var spellings: [UInt8] = []
        var endings: [Ending] = []
        var byLastByte = [Range<Int>](repeating: 0..<0, count: 128)
        for (index, ending) in all.enumerated() {
            let tail = ending.spelling.withUnsafeBufferPointer {
                Self.tail(endingAt: ending.spelling.count, in: $0)
            }
            let tailBytes = min(ending.spelling.count, 8)
            endings.append(
                Ending(
                    tail: tail, tailMask: tailBytes == 8 ? ~0 : (1 << UInt64(tailBytes * 8)) - 1,
                    start: spellings.count, count: ending.spelling.count, isWord: ending.isWord))
            spellings += ending.spelling
            let last = ending.spelling.last!
            let range = byLastByte[Int(last)]
            byLastByte[Int(last)] = (range.isEmpty ? index : range.lowerBound)..<(index + 1)
        }
        self.spellings = spellings
        self.endings = endings
        self.byLastByte = byLastByte
    }

    /// The (up to) eight bytes of `bytes` before `end`, lowercase, packed into an integer with
    /// the last byte lowest.
    static func tail(endingAt end: Int, in bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var tail: UInt64 = 0
        var index = 0
        while index < 8, index < end {
            tail |= UInt64(bytes[end - 1 - index].asciiLowercased) << UInt64(index * 8)
            index += 1
        }
        return tail
    }

    /// Whether a key of `bytes` that ends at `end`, whose last eight bytes are `tail`, ends in
    /// one of the endings.
    func endKey(in bytes: UnsafeBufferPointer<UInt8>, at end: Int, tail: UInt64) -> Bool {
        guard end > 0 else { return false }
        let last = UInt8(truncatingIfNeeded: tail)
        guard last < 128 else { return false }
        let candidates = byLastByte[Int(last)]
        guard !candidates.isEmpty else { return false }
        for ending in endings[candidates] where end >= ending.count && tail & ending.tailMask == ending.tail {
            let start = end - ending.count
            var spelled = true
            var offset = 0
            while offset < ending.count - 8 {
                if bytes[start + offset].asciiLowercased != spellings[ending.start + offset] {
                    spelled = false
                    break
                }
                offset += 1
            }
            if spelled, !ending.isWord || start == 0 || !bytes[start - 1].isASCIIAlphanumeric { return true }
        }
        return false
    }
}
