/// Writes binary property lists (`bplist00`) object by object, so that a test can build one
/// Foundation would not write: objects that refer to one another many times over, or a broken
/// offset table.
struct BinaryPropertyListBytes {
    /// The objects, each as its bytes; an object refers to another by its index, in one byte.
    var objects: [[UInt8]] = []

    /// Adds an ASCII string object and returns its index.
    mutating func string(_ text: String) -> UInt8 {
        add([0x50 | UInt8(text.utf8.count)] + Array(text.utf8))
    }

    /// Adds an array object of `elements` (at most 14) and returns its index.
    mutating func array(_ elements: [UInt8]) -> UInt8 {
        add([0xA0 | UInt8(elements.count)] + elements)
    }

    /// Adds a dictionary object and returns its index.
    mutating func dictionary(_ entries: [(key: UInt8, value: UInt8)]) -> UInt8 {
        add([0xD0 | UInt8(entries.count)] + entries.map(\.key) + entries.map(\.value))
    }

    private mutating func add(_ object: [UInt8]) -> UInt8 {
        objects.append(object)
        return UInt8(objects.count - 1)
    }

    /// The file, with `top` as its top object.
    func bytes(top: UInt8) -> [UInt8] {
        var bytes = Array("bplist00".utf8)
        var offsets: [UInt8] = []
        for object in objects {
            offsets.append(UInt8(bytes.count))
            bytes += object
        }
        let offsetTable = bytes.count
        bytes += offsets
        // Trailer: six unused bytes, the offset and reference sizes, then the object count,
        // the top object and where the offset table starts, eight bytes each.
        bytes += [0, 0, 0, 0, 0, 0, 1, 1]
        for value in [objects.count, Int(top), offsetTable] {
            bytes += (0..<8).reversed().map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) }
        }
        return bytes
    }

    /// A table whose one entry, `key`, holds `levels` arrays, each of ten references to the
    /// next, and a string in the last: small on disk, 10^levels strings once expanded.
    static func nestedSharedArrays(levels: Int, key: String = "error.offline") -> [UInt8] {
        var plist = BinaryPropertyListBytes()
        var inner = plist.string("x")
        for _ in 0..<levels {
            inner = plist.array(Array(repeating: inner, count: 10))
        }
        let top = plist.dictionary([(plist.string(key), inner)])
        return plist.bytes(top: top)
    }
}
