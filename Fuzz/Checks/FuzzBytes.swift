/// Reads a fuzzer's input as a sequence of choices. Reading past the end gives zeros and empty
/// runs, so every input, however short, decodes to a case.
struct FuzzBytes {
    private let bytes: [UInt8]
    private var position = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Whether every byte has been read.
    var isAtEnd: Bool {
        position >= bytes.count
    }

    /// The next byte, or 0 at the end.
    mutating func byte() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }

    /// A number from 0 to `upperBound` inclusive, read from one byte.
    mutating func number(upTo upperBound: Int) -> Int {
        Int(byte()) % (upperBound + 1)
    }

    /// The next eight bytes as a little-endian integer, zeros past the end.
    mutating func integer() -> Int {
        (0..<8).reduce(0) { value, shift in value | Int(byte()) << (8 * shift) }
    }

    /// A run of bytes whose length (up to 255) is the next byte.
    mutating func run() -> ArraySlice<UInt8> {
        let length = min(Int(byte()), bytes.count - min(position, bytes.count))
        defer { position += length }
        return bytes[position..<position + length]
    }

    /// Every byte not read yet.
    mutating func rest() -> ArraySlice<UInt8> {
        defer { position = bytes.count }
        return bytes[min(position, bytes.count)...]
    }

    /// A run of bytes as text: invalid UTF-8 becomes U+FFFD, as it does anywhere a `String` is
    /// made from bytes.
    mutating func text() -> String {
        String(decoding: run(), as: UTF8.self)
    }
}
