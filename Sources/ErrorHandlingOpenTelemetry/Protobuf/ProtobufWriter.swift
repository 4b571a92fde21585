/// The Protocol Buffers wire format, written by hand so that the package needs no dependency
/// (https://protobuf.dev/programming-guides/encoding/): varints, little-endian `fixed64`, and
/// length-delimited strings, bytes and messages.
///
/// A nested message's length comes before its bytes, so ``writeMessage(_:_:)`` leaves one byte
/// for it and moves the message along only when it is 128 bytes or longer.
///
/// The writer owns its buffer and writes through a pointer: a record is some sixty small
/// writes, and an array would check that it is unique and has room on every one of them.
struct ProtobufWriter: ~Copyable {
    /// The wire types this package writes.
    enum WireType: UInt64 {
        case varint = 0
        case fixed64 = 1
        case lengthDelimited = 2
    }

    private var start: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// How many bytes have been written.
    private(set) var count = 0

    /// A writer that reserves room for `capacity` bytes.
    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        start = .allocate(capacity: self.capacity)
    }

    deinit {
        start.deallocate()
    }

    /// What has been written.
    var bytes: [UInt8] {
        Array(UnsafeBufferPointer(start: start, count: count))
    }

    /// Hands `body` the bytes written so far, without copying them.
    func withUnsafeBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try body(UnsafeBufferPointer(start: start, count: count))
    }

    /// Forgets what was written and keeps the buffer, to write the next message into it.
    mutating func removeAll() {
        count = 0
    }

    /// How many bytes a length-delimited field `field` of `length` bytes takes with its tag and
    /// length.
    static func lengthDelimitedFieldSize(_ field: UInt64, length: Int) -> Int {
        varintSize(field << 3 | WireType.lengthDelimited.rawValue) + varintSize(UInt64(length)) + length
    }

    /// How many bytes `value` takes as a varint.
    static func varintSize(_ value: UInt64) -> Int {
        value == 0 ? 1 : (64 - value.leadingZeroBitCount + 6) / 7
    }

    mutating func writeVarint(_ value: UInt64) {
        reserve(10)
        var value = value
        while value >= 0x80 {
            start[count] = UInt8(truncatingIfNeeded: value) | 0x80
            count += 1
            value >>= 7
        }
        start[count] = UInt8(value)
        count += 1
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
        Swift.withUnsafeBytes(of: value.littleEndian) { append($0.assumingMemoryBound(to: UInt8.self)) }
    }

    mutating func writeStringField(_ field: UInt64, _ text: String) {
        writeTag(field, .lengthDelimited)
        writeVarint(UInt64(text.utf8.count))
        appendUTF8(of: text)
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
            if index > 0 {
                reserve(1)
                start[count] = separator
                count += 1
            }
            appendUTF8(of: part)
        }
    }

    mutating func writeBytesField(_ field: UInt64, _ content: UnsafeBufferPointer<UInt8>) {
        writeLengthDelimitedHeader(field, length: content.count)
        append(content)
    }

    /// The tag and length of a length-delimited field whose `length` bytes the caller writes
    /// next, with ``writeRaw(_:)`` or more fields.
    mutating func writeLengthDelimitedHeader(_ field: UInt64, length: Int) {
        writeTag(field, .lengthDelimited)
        writeVarint(UInt64(length))
    }

    /// Bytes already in the wire format: the fields another writer wrote.
    mutating func writeRaw(_ content: UnsafeBufferPointer<UInt8>) {
        append(content)
    }

    mutating func writeBytesField(_ field: UInt64, _ content: [UInt8]) {
        content.withUnsafeBufferPointer { writeBytesField(field, $0) }
    }

    /// A nested message, whatever `body` writes.
    mutating func writeMessage(_ field: UInt64, _ body: (inout ProtobufWriter) -> Void) {
        writeTag(field, .lengthDelimited)
        reserve(1)
        let lengthIndex = count
        count += 1
        body(&self)
        let length = UInt64(count - lengthIndex - 1)
        guard length >= 0x80 else {
            start[lengthIndex] = UInt8(length)
            return
        }
        // The message moved along by what the longer prefix needs, in one move of its bytes,
        // then the prefix written in place.
        let prefixSize = Self.varintSize(length)
        reserve(prefixSize - 1)
        let message = start + lengthIndex + 1
        (message + prefixSize - 1).moveInitialize(from: message, count: Int(length))
        count += prefixSize - 1
        var remaining = length
        for index in lengthIndex..<lengthIndex + prefixSize {
            start[index] = UInt8(truncatingIfNeeded: remaining) | (remaining >= 0x80 ? 0x80 : 0)
            remaining >>= 7
        }
    }

    private mutating func appendUTF8(of text: String) {
        if let done: Void = text.utf8.withContiguousStorageIfAvailable({ append($0) }) {
            return done
        }
        // A bridged string without contiguous UTF-8: copied once.
        var text = text
        text.withUTF8 { append($0) }
    }

    private mutating func append(_ content: UnsafeBufferPointer<UInt8>) {
        guard let source = content.baseAddress else { return }
        reserve(content.count)
        (start + count).initialize(from: source, count: content.count)
        count += content.count
    }

    /// Makes room for `extra` more bytes, doubling the buffer when it is full.
    private mutating func reserve(_ extra: Int) {
        guard count + extra > capacity else { return }
        capacity = max(capacity * 2, count + extra)
        let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        grown.moveInitialize(from: start, count: count)
        start.deallocate()
        start = grown
    }
}
