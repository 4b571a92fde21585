extension Redactor {
    /// The most UTF-8 bytes of one text that ``redact(_:)-(String)`` cleans and keeps: 64 KiB.
    package static let maximumTextBytes = 65_536

    /// How far back from ``maximumTextBytes`` a cut looks for a space or line break to cut
    /// after.
    static let cutSearchBytes = 4_096

    /// `text` cut to at most ``maximumTextBytes`` bytes, never inside a character's encoding
    /// and after a space or line break when there is one close before the limit, and how many
    /// bytes were cut off.
    static func cappedToMaximumLength(_ text: String) -> (kept: String, cutBytes: Int) {
        let count = text.utf8.count
        guard count > maximumTextBytes else { return (text, 0) }
        var text = text
        return text.withUTF8 { bytes in
            var cut = maximumTextBytes
            let searched = bytes[(cut - cutSearchBytes)..<cut]
            let isSpace = { (byte: UInt8) in byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D }
            if let space = searched.lastIndex(where: isSpace) {
                cut = space + 1
            } else {
                // A UTF-8 continuation byte (10xxxxxx) is never the first of a character.
                while bytes[cut] & 0xC0 == 0x80 { cut -= 1 }
            }
            return (
                String(decoding: UnsafeBufferPointer(rebasing: bytes[..<cut]), as: UTF8.self), count - cut
            )
        }
    }
}
