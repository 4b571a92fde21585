/// Reads the fields of a Protocol Buffers message, skipping what it is not asked about and
/// stopping (returning `nil`) at anything malformed: a collector's answer is input from the
/// network.
struct ProtobufReader {
    private let bytes: [UInt8]
    private var index: Int

    /// A field as it was read: its number and, for the wire types the package reads, its value.
    enum Value {
        case varint(UInt64)
        case lengthDelimited(ArraySlice<UInt8>)
        case other
    }

    init<Bytes: Collection<UInt8>>(_ bytes: Bytes) {
        self.bytes = Array(bytes)
        index = 0
    }

    /// The next field, or `nil` at the end or at malformed input.
    mutating func nextField() -> (number: UInt64, value: Value)? {
        guard index < bytes.count, let tag = readVarint() else { return nil }
        let number = tag >> 3
        switch tag & 7 {
        case 0:
            return readVarint().map { (number, .varint($0)) }
        case 1:
            return skip(8) ? (number, .other) : nil
        case 2:
            guard let length = readVarint(), length <= UInt64(bytes.count - index) else { return nil }
            let start = index
            index += Int(length)
            return (number, .lengthDelimited(bytes[start..<index]))
        case 5:
            return skip(4) ? (number, .other) : nil
        default:
            return nil
        }
    }

    private mutating func skip(_ count: Int) -> Bool {
        guard bytes.count - index >= count else { return false }
        index += count
        return true
    }

    private mutating func readVarint() -> UInt64? {
        var value: UInt64 = 0
        for shift in stride(from: UInt64(0), to: 64, by: 7) {
            guard index < bytes.count else { return nil }
            let byte = bytes[index]
            index += 1
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return value }
        }
        return nil
    }
}
