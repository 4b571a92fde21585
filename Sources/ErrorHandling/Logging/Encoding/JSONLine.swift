/// Builds one JSON object as UTF-8 bytes, for a log line: keys in the order they are added,
/// strings escaped so that newlines, quotes and control characters never break the line.
///
/// Swift strings always hold valid Unicode (invalid UTF-8 becomes U+FFFD when a string is
/// made), so escaping `"`, `\` and control characters is all it takes to stay valid JSON.
///
/// The line holds at most ``LogLineLimits/maxLineBytes``, and each string value at most
/// ``LogLineLimits/maxFieldBytes`` once escaped: a longer string is cut between whole
/// characters and escapes and ends with a mark such as `…[cut 1,234 bytes]`; once the line is
/// full, further elements of arrays and members of nested objects are left out. A line that
/// lost anything ends with `"truncated":true`.
struct JSONLine {
    /// Room kept at the end of a line for what may still come once the strings have filled
    /// it: the remaining keys, short values, one element begun, `"truncated":true` and `}`.
    private static let closingReserve = 2_048

    private var bytes: [UInt8]
    private var isFirstMember = true
    private var isTruncated: Bool
    /// Where the strings of this line must end.
    private let textEnd: Int

    /// Starts an object at the end of `buffer`, taking its storage over (and leaving it empty)
    /// until ``finish(into:)`` hands it back.
    /// - Parameter isTruncated: Whether the line is to say it was cut, for values cut before
    ///   they got here.
    init(continuing buffer: inout [UInt8], isTruncated: Bool = false) {
        bytes = []
        swap(&bytes, &buffer)
        self.isTruncated = isTruncated
        textEnd = bytes.count + LogLineLimits.maxLineBytes - Self.closingReserve
        bytes.append(UInt8(ascii: "{"))
    }

    /// Ends the object with a line feed and hands the storage back to `buffer`.
    mutating func finish(into buffer: inout [UInt8]) {
        if isTruncated {
            addKey("truncated")
            bytes.append(contentsOf: "true".utf8)
        }
        bytes.append(UInt8(ascii: "}"))
        bytes.append(UInt8(ascii: "\n"))
        swap(&bytes, &buffer)
    }

    mutating func add(_ key: String, _ value: String) {
        addKey(key)
        appendString(value)
    }

    mutating func add(_ key: String, _ value: String?) {
        guard let value else {
            addKey(key)
            bytes.append(contentsOf: "null".utf8)
            return
        }
        add(key, value)
    }

    mutating func add(_ key: String, _ value: Int) {
        addKey(key)
        bytes.append(contentsOf: String(value).utf8)
    }

    mutating func add(_ key: String, _ values: [String]) {
        addKey(key)
        bytes.append(UInt8(ascii: "["))
        for (index, value) in values.enumerated() {
            guard hasRoomForAnotherElement() else { break }
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            appendString(value)
        }
        bytes.append(UInt8(ascii: "]"))
    }

    /// Adds an object whose members are strings, sorted by key so lines compare well.
    mutating func add(_ key: String, _ members: [String: String]) {
        addObject(key, members.sorted { $0.key < $1.key })
    }

    /// Adds an array of objects whose members are strings, in the given order.
    mutating func add(_ key: String, objects: [[(key: String, value: String)]]) {
        addKey(key)
        bytes.append(UInt8(ascii: "["))
        for (index, object) in objects.enumerated() {
            guard hasRoomForAnotherElement() else { break }
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            appendObject(object)
        }
        bytes.append(UInt8(ascii: "]"))
    }

    private mutating func addObject(_ key: String, _ members: [(key: String, value: String)]) {
        addKey(key)
        appendObject(members)
    }

    private mutating func appendObject(_ members: [(key: String, value: String)]) {
        bytes.append(UInt8(ascii: "{"))
        for (index, member) in members.enumerated() {
            guard hasRoomForAnotherElement() else { break }
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            appendString(member.key)
            bytes.append(UInt8(ascii: ":"))
            appendString(member.value)
        }
        bytes.append(UInt8(ascii: "}"))
    }

    private mutating func addKey(_ key: String) {
        if !isFirstMember { bytes.append(UInt8(ascii: ",")) }
        isFirstMember = false
        // In full: the keys of a line are short and known.
        bytes.append(UInt8(ascii: "\""))
        var key = key
        key.withUTF8 { Self.appendEscaped($0, to: &bytes) }
        bytes.append(contentsOf: "\":".utf8)
    }

    /// Whether another element of a collection fits; when it does not, the rest are left out
    /// and the line says it was cut.
    private mutating func hasRoomForAnotherElement() -> Bool {
        guard bytes.count >= textEnd else { return true }
        isTruncated = true
        return false
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// Appends `string` quoted and escaped, cut when it would take more than
    /// ``LogLineLimits/maxFieldBytes`` or the room left in the line.
    private mutating func appendString(_ string: String) {
        bytes.append(UInt8(ascii: "\""))
        let start = bytes.count
        let room = min(LogLineLimits.maxFieldBytes, textEnd - start)
        var string = string
        string.withUTF8 { utf8 in
            Self.appendEscaped(utf8, to: &bytes)
            // Written in full first: almost every string fits, and then it is one pass.
            guard bytes.count - start > room else { return }
            bytes.removeSubrange(start...)
            isTruncated = true
            guard room >= LogLineLimits.maxCutMarkBytes else { return }
            let keptCount = Self.appendEscapedPrefix(
                of: utf8, upTo: room - LogLineLimits.maxCutMarkBytes, to: &bytes)
            bytes.append(contentsOf: LogLineLimits.cutMark(utf8.count - keptCount).utf8)
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private static func appendEscaped(_ utf8: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) {
        // A plain index loop: `enumerated()` is generic code that a debug build does not
        // specialize, and every test that logs pays for it on every byte.
        var runStart = 0
        var index = 0
        while index < utf8.count {
            let byte = utf8[index]
            if needsEscape(byte) {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
                runStart = index + 1
                appendEscape(for: byte, to: &bytes)
            }
            index += 1
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
    }

    /// Appends the longest start of `utf8` whose escaped form takes at most `maxBytes`, ending
    /// between whole scalars and escapes.
    /// - Returns: How many bytes of `utf8` it took.
    private static func appendEscapedPrefix(
        of utf8: UnsafeBufferPointer<UInt8>, upTo maxBytes: Int, to bytes: inout [UInt8]
    ) -> Int {
        let end = bytes.count + maxBytes
        var index = 0
        while index < utf8.count {
            let byte = utf8[index]
            let scalarLength = byte < 0x80 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
            if needsEscape(byte) {
                guard bytes.count + escapedLength(of: byte) <= end else { break }
                appendEscape(for: byte, to: &bytes)
            } else {
                guard bytes.count + scalarLength <= end else { break }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[index..<index + scalarLength]))
            }
            index += scalarLength
        }
        return index
    }

    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x22 || byte == 0x5C
    }

    private static func escapedLength(of byte: UInt8) -> Int {
        switch byte {
        case 0x22, 0x5C, 0x0A, 0x0D, 0x09: 2
        default: 6
        }
    }

    private static func appendEscape(for byte: UInt8, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\\"))
        switch byte {
        case 0x22: bytes.append(UInt8(ascii: "\""))
        case 0x5C: bytes.append(UInt8(ascii: "\\"))
        case 0x0A: bytes.append(UInt8(ascii: "n"))
        case 0x0D: bytes.append(UInt8(ascii: "r"))
        case 0x09: bytes.append(UInt8(ascii: "t"))
        default:
            bytes.append(contentsOf: "u00".utf8)
            bytes.append(hexDigits[Int(byte >> 4)])
            bytes.append(hexDigits[Int(byte & 0x0F)])
        }
    }
}
