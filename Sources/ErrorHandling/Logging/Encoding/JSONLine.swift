/// Builds one JSON object as UTF-8 bytes, for a log line: keys in the order they are added,
/// strings escaped so that newlines, quotes and control characters never break the line.
///
/// Swift strings always hold valid Unicode (invalid UTF-8 becomes U+FFFD when a string is
/// made), so escaping `"`, `\` and control characters is all it takes to stay valid JSON.
struct JSONLine {
    private var bytes: [UInt8]
    private var isFirstMember = true

    /// Starts an object at the end of `buffer`, taking its storage over (and leaving it empty)
    /// until ``finish(into:)`` hands it back.
    init(continuing buffer: inout [UInt8]) {
        bytes = []
        swap(&bytes, &buffer)
        bytes.append(UInt8(ascii: "{"))
    }

    /// Ends the object with a line feed and hands the storage back to `buffer`.
    mutating func finish(into buffer: inout [UInt8]) {
        bytes.append(UInt8(ascii: "}"))
        bytes.append(UInt8(ascii: "\n"))
        swap(&bytes, &buffer)
    }

    mutating func add(_ key: String, _ value: String) {
        addKey(key)
        Self.appendString(value, to: &bytes)
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
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            Self.appendString(value, to: &bytes)
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
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            Self.appendString(member.key, to: &bytes)
            bytes.append(UInt8(ascii: ":"))
            Self.appendString(member.value, to: &bytes)
        }
        bytes.append(UInt8(ascii: "}"))
    }

    private mutating func addKey(_ key: String) {
        if !isFirstMember { bytes.append(UInt8(ascii: ",")) }
        isFirstMember = false
        Self.appendString(key, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    private static func appendString(_ string: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        var string = string
        string.withUTF8 { utf8 in
            var runStart = 0
            for (index, byte) in utf8.enumerated() where byte < 0x20 || byte == 0x22 || byte == 0x5C {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
                runStart = index + 1
                appendEscape(for: byte, to: &bytes)
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
        }
        bytes.append(UInt8(ascii: "\""))
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
