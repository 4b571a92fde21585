/// The Protocol Buffers wire format, written by hand so that the package needs no dependency
/// (https://protobuf.dev/programming-guides/encoding/): varints, little-endian `fixed64`, and
/// length-delimited strings, bytes and messages.
///
/// A nested message's length comes before its bytes, so ``writeMessage(_:_:)`` leaves one byte
/// for it and moves the message along only when it is 128 bytes or longer.
struct ProtobufWriter {
    /// The wire types this package writes.
    enum WireType: UInt64 {
        case varint = 0
        case fixed64 = 1
        case lengthDelimited = 2
    }

    /// What has been written.
    private(set) var bytes: [UInt8] = []

    /// A writer that reserves room for `capacity` bytes.
    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    /// How many bytes `value` takes as a varint.
    static func varintSize(_ value: UInt64) -> Int {
        value == 0 ? 1 : (64 - value.leadingZeroBitCount + 6) / 7
    }

    mutating func writeVarint(_ value: UInt64) {
        var value = value
        while value >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }

    mutating func writeTag(_ field: UInt64, _ wireType: WireType) {
        writeVarint(field << 3 | wireType.rawValue)
    }

    /// A varint field (`int64`, `uint32`, an `enum`); negative `int64` values take ten bytes, as
    /// the format wants.
    mutating func writeVarintField(_ field: UInt64, _ value: UInt64) {
        writeTag(field, .varint)
        writeVarint(value)
    }

    mutating func writeFixed64Field(_ field: UInt64, _ value: UInt64) {
        writeTag(field, .fixed64)
        for shift in stride(from: 0, to: 64, by: 8) {
            bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(shift)))
        }
    }

    mutating func writeStringField(_ field: UInt64, _ text: String) {
        var text = text
        text.withUTF8 { writeBytesField(field, $0) }
    }

    /// A string field whose text is `first` followed by `second`, written without joining them.
    mutating func writeStringField(_ field: UInt64, _ first: String, _ second: String) {
        writeTag(field, .lengthDelimited)
        writeVarint(UInt64(first.utf8.count + second.utf8.count))
        appendUTF8(of: first)
        appendUTF8(of: second)
    }

    /// A string field whose text is `parts` with `separator` between them, written without
    /// joining them.
    mutating func writeStringField(_ field: UInt64, joining parts: [String], separator: UInt8) {
        writeTag(field, .lengthDelimited)
        let partBytes = parts.reduce(0) { $0 + $1.utf8.count }
        writeVarint(UInt64(partBytes + max(parts.count - 1, 0)))
        for (index, part) in parts.enumerated() {
            if index > 0 { bytes.append(separator) }
            appendUTF8(of: part)
        }
    }

    private mutating func appendUTF8(of text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    mutating func writeBytesField(_ field: UInt64, _ content: UnsafeBufferPointer<UInt8>) {
        writeTag(field, .lengthDelimited)
        writeVarint(UInt64(content.count))
        bytes.append(contentsOf: content)
    }

    mutating func writeBytesField(_ field: UInt64, _ content: [UInt8]) {
        content.withUnsafeBufferPointer { writeBytesField(field, $0) }
    }

    /// A nested message, whatever `body` writes.
    mutating func writeMessage(_ field: UInt64, _ body: (inout ProtobufWriter) -> Void) {
        writeTag(field, .lengthDelimited)
        let lengthIndex = bytes.count
        bytes.append(0)
        body(&self)
        let length = UInt64(bytes.count - lengthIndex - 1)
        guard length >= 0x80 else {
            bytes[lengthIndex] = UInt8(length)
            return
        }
        // Room for the longer prefix, then the varint written over it in place: no buffer of
        // its own, which would be an allocation for every long message.
        let prefixSize = Self.varintSize(length)
        bytes.insert(contentsOf: repeatElement(0, count: prefixSize - 1), at: lengthIndex + 1)
        var remaining = length
        for index in lengthIndex..<lengthIndex + prefixSize {
            bytes[index] = UInt8(truncatingIfNeeded: remaining) | (remaining >= 0x80 ? 0x80 : 0)
            remaining >>= 7
        }
    }
}
