/// Reads a strings table compiled into a binary property list (`bplist00`), as Xcode writes
/// it, without expanding anything that is not a string.
///
/// The format ends with a trailer that says where the table of object offsets is, how many
/// objects there are and which is the top one; an object refers to others by their number.
/// Only a top object that is a dictionary whose keys and values all refer to strings (ASCII
/// or UTF-16) is read, and each string once however many entries refer to it: an array, a
/// nested dictionary or any other object is refused before anything is decoded. Every count
/// and offset is checked against the file's size before it is used, and the work is linear
/// in the file.
struct BinaryStringsTable {
    /// The first bytes of a binary property list.
    static let magic = Array("bplist00".utf8)

    /// The texts of `bytes` by key; `nil` when they are not a binary property list of a flat
    /// dictionary of strings.
    static func texts(in bytes: [UInt8]) -> [String: String]? {
        BinaryStringsTable(bytes: bytes)?.readTable()
    }

    private let bytes: [UInt8]
    /// How many bytes an offset of the offset table, and an object number, take.
    private let offsetSize: Int
    private let referenceSize: Int
    private let objectCount: Int
    private let topObject: Int
    /// Where the offset table starts; the objects lie between the header and it.
    private let offsetTableStart: Int

    /// Reads the 32-byte trailer; `nil` when what it says does not fit in the file.
    private init?(bytes: [UInt8]) {
        let trailerLength = 32
        guard bytes.count >= Self.magic.count + trailerLength else { return nil }
        self.bytes = bytes
        let trailer = bytes.count - trailerLength
        offsetSize = Int(bytes[trailer + 6])
        referenceSize = Int(bytes[trailer + 7])
        guard (1...8).contains(offsetSize), (1...8).contains(referenceSize),
            let objectCount = Self.bigEndian(bytes, at: trailer + 8, size: 8, below: bytes.count),
            let topObject = Self.bigEndian(bytes, at: trailer + 16, size: 8, below: objectCount),
            let offsetTableStart = Self.bigEndian(bytes, at: trailer + 24, size: 8, below: trailer),
            offsetTableStart >= Self.magic.count,
            // Both at most the file's size, so the product cannot overflow.
            offsetTableStart + objectCount * offsetSize <= trailer
        else { return nil }
        self.objectCount = objectCount
        self.topObject = topObject
        self.offsetTableStart = offsetTableStart
    }

    private func readTable() -> [String: String]? {
        guard let start = start(of: topObject) else { return nil }
        let marker = bytes[start]
        guard marker >> 4 == 0xD, let (count, entries) = length(of: marker, after: start + 1),
            count <= bytes.count, entries + 2 * count * referenceSize <= offsetTableStart
        else { return nil }
        var strings: [Int: String] = [:]
        var texts: [String: String] = [:]
        for index in 0..<count {
            guard let key = string(referencedAt: entries + index * referenceSize, decoded: &strings),
                let text = string(referencedAt: entries + (count + index) * referenceSize, decoded: &strings)
            else { return nil }
            texts[key] = text
        }
        return texts
    }

    /// The string whose object number is at `position`, decoded once and kept in `decoded`;
    /// `nil` when the object is not a string.
    private func string(referencedAt position: Int, decoded: inout [Int: String]) -> String? {
        guard let object = Self.bigEndian(bytes, at: position, size: referenceSize, below: objectCount) else {
            return nil
        }
        if let known = decoded[object] {
            return known
        }
        guard let start = start(of: object) else { return nil }
        let marker = bytes[start]
        let unitSize: Int
        switch marker >> 4 {
        case 0x5: unitSize = 1  // ASCII
        case 0x6: unitSize = 2  // UTF-16, big-endian
        default: return nil
        }
        guard let (count, contents) = length(of: marker, after: start + 1), count <= bytes.count,
            contents + count * unitSize <= offsetTableStart
        else { return nil }
        let string: String
        if unitSize == 1 {
            let ascii = bytes[contents..<contents + count]
            guard ascii.allSatisfy({ $0 < 0x80 }) else { return nil }
            string = String(decoding: ascii, as: UTF8.self)
        } else {
            let units = (0..<count).map {
                UInt16(bytes[contents + 2 * $0]) << 8 | UInt16(bytes[contents + 2 * $0 + 1])
            }
            string = String(decoding: units, as: UTF16.self)
        }
        decoded[object] = string
        return string
    }

    /// Where object `object` starts; `nil` when its offset is outside the objects.
    private func start(of object: Int) -> Int? {
        Self.bigEndian(
            bytes, at: offsetTableStart + object * offsetSize, size: offsetSize, below: offsetTableStart
        )
        .flatMap { $0 >= Self.magic.count ? $0 : nil }
    }

    /// The count an object's marker gives, and where its contents start: the low four bits,
    /// or when they are all set, the integer object that follows the marker.
    private func length(of marker: UInt8, after position: Int) -> (count: Int, contents: Int)? {
        guard marker & 0x0F == 0x0F else { return (Int(marker & 0x0F), position) }
        guard position < offsetTableStart, bytes[position] >> 4 == 0x1 else { return nil }
        let size = 1 << Int(bytes[position] & 0x0F)
        guard size <= 8,
            let count = Self.bigEndian(bytes, at: position + 1, size: size, below: bytes.count)
        else { return nil }
        return (count, position + 1 + size)
    }

    /// The unsigned big-endian integer of `size` bytes at `position`; `nil` when those bytes
    /// are not all in `bytes`, or the integer is not below `bound`.
    private static func bigEndian(_ bytes: [UInt8], at position: Int, size: Int, below bound: Int) -> Int? {
        guard position >= 0, size <= bytes.count, position <= bytes.count - size else { return nil }
        var value: UInt64 = 0
        for byte in bytes[position..<position + size] {
            value = value << 8 | UInt64(byte)
        }
        guard value < UInt64(bound) else { return nil }
        return Int(value)
    }
}
