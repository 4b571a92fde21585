import Foundation

/// Reads a strings table from a file, in any of its formats, without letting the file decide
/// how much time or memory that takes.
///
/// A table is a flat dictionary of texts by key. Only such a table is read: one that holds
/// anything else (an array, a nested dictionary, a number, data) is refused before any of it
/// is expanded, so a small file that repeats a shared value cannot grow into gigabytes. The
/// file is read only when it is a regular file of at most ``byteLimit`` bytes, and never more
/// than that many bytes of it.
///
/// The formats are those a bundle holds: the text format an app writes, which SwiftPM copies as
/// it is (``StringsTextTable``), the binary property list Xcode compiles it into
/// (``BinaryStringsTable``), and an XML property list (``XMLStringsTable``).
enum StringsTableFile {
    /// The most bytes a table may have: 4 MiB. The library's largest table takes 6.5 KB, so an
    /// app's own table of several thousand texts fits, in UTF-16 too.
    static let byteLimit = 4 << 20

    /// The texts of the table at `path` by key; `nil` when there is no such file, when it is
    /// not a regular file, is larger than ``byteLimit``, or is not a table of texts.
    static func texts(atPath path: String) -> [String: String]? {
        guard let bytes = contents(atPath: path) else { return nil }
        if bytes.starts(with: BinaryStringsTable.magic) {
            return BinaryStringsTable.texts(in: bytes)
        }
        guard let text = decoded(bytes) else { return nil }
        if text.unicodeScalars.first(where: { !$0.properties.isWhitespace }) == "<" {
            return XMLStringsTable.texts(in: text)
        }
        return StringsTextTable.texts(in: text)
    }

    /// The bytes of the regular file at `path`, when it has at most ``byteLimit`` of them.
    private static func contents(atPath path: String) -> [UInt8]? {
        let url = URL(fileURLWithPath: path)
        guard let values = try? url.resourceValues(forKeys: [.isRegularFileKey, .fileSizeKey]),
            values.isRegularFile == true, let size = values.fileSize, size <= byteLimit,
            let file = try? FileHandle(forReadingFrom: url)
        else { return nil }
        defer { try? file.close() }
        // One byte more than the limit tells a file that grew since its size was read.
        // `read(upToCount:)` gives `nil` for an empty file.
        guard let data = try? file.read(upToCount: byteLimit + 1) ?? Data(), data.count <= byteLimit else {
            return nil
        }
        return [UInt8](data)
    }

    /// The text of a table's bytes: UTF-16 when they begin with its byte order mark, else UTF-8
    /// (with or without its mark); `nil` when they are not valid in that encoding.
    private static func decoded(_ bytes: [UInt8]) -> String? {
        if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) {
            return String(data: Data(bytes), encoding: .utf16)
        }
        let utf8 = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...]
        return String(data: Data(utf8), encoding: .utf8)
    }
}
