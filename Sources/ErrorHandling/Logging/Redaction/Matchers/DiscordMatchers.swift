/// The searches of the rules of ``Redactor/default`` for Discord's secrets: a bot token and a
/// webhook's path. Each rule's pre-check is its own search at the trigger word.
enum DiscordMatchers {
    /// A bot token: `M`, `N` or `O` not after a token character (`A`–`Z`, `a`–`z`, `0`–`9`,
    /// `_`, `-`), 22 to 26 more letters and digits (the user id in base64), a dot, 6 token
    /// characters, a dot and 27 or more token characters: `<token>`.
    static let botToken = RedactionMatcher(replacement: "<token>") { bytes in
        RedactionMatcher.leftmost(in: bytes, startingWith: { "MNO".utf8.contains($0) }) { start in
            botTokenEnd(from: start, in: bytes).map { RedactionMatch(start..<$0) }
        }
    }

    /// The pre-check of ``botToken`` at a dot: a bot token's first dot, with its id before it.
    static let botTokenDot = RedactionGate { bytes, word in
        // Most dots end a sentence or a name; a token's first has its second 7 bytes after it.
        guard word.lowerBound + 7 < bytes.count, bytes[word.lowerBound + 7] == UInt8(ascii: ".") else {
            return false
        }
        var start = word.lowerBound
        while start > 0, word.lowerBound - start < 27, bytes[start - 1].isASCIIAlphanumeric { start -= 1 }
        // The id's first letter is one of the 5 bytes after the earliest possible start.
        for candidate in start..<min(start + 5, word.lowerBound)
        where botTokenEnd(from: candidate, in: bytes) != nil {
            return true
        }
        return false
    }

    /// Where the bot token that starts at `start` ends, if one does.
    private static func botTokenEnd(from start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard "MNO".utf8.contains(bytes[start]),
            start == 0 || !TokenMatchers.isTokenCharacter(bytes[start - 1])
        else { return nil }
        var position = start + 1
        while position < bytes.count, position - start <= 27, bytes[position].isASCIIAlphanumeric {
            position += 1
        }
        guard (23...27).contains(position - start), position < bytes.count,
            bytes[position] == UInt8(ascii: ".")
        else { return nil }
        let middle = position + 1
        position = middle
        while position < bytes.count, position - middle <= 6, TokenMatchers.isTokenCharacter(bytes[position])
        {
            position += 1
        }
        guard position - middle == 6, position < bytes.count, bytes[position] == UInt8(ascii: ".") else {
            return nil
        }
        let last = position + 1
        position = last
        while position < bytes.count, TokenMatchers.isTokenCharacter(bytes[position]) { position += 1 }
        return position - last >= 27 ? position : nil
    }

    /// The path of a webhook after `discord.com/api/webhooks/` or
    /// `discordapp.com/api/webhooks/` (in any case), letters, digits, `_`, `/` and `-`: the path
    /// becomes `<redacted>`.
    static let webhookPath = RedactionMatcher(replacement: "<redacted>") { bytes in
        HeaderSecretMatchers.matches(of: Array("discord".utf8), in: bytes) { start, end in
            webhookPath(after: start, end: end, in: bytes)
        }
    }

    /// The webhook's path of ``webhookPath`` whose `discord` is at `start` to `end`, if one is
    /// there.
    private static func webhookPath(after start: Int, end: Int, in bytes: UnsafeBufferPointer<UInt8>)
        -> RedactionMatch?
    {
        var position = end
        if bytes.hasWord(Array("app".utf8), at: position) { position += 3 }
        let path = Array(".com/api/webhooks/".utf8)
        guard bytes.hasWord(path, at: position) else { return nil }
        let pathStart = position + path.count
        position = pathStart
        while position < bytes.count,
            bytes[position].isASCIIAlphanumeric || "_/-".utf8.contains(bytes[position])
        {
            position += 1
        }
        return position > pathStart ? RedactionMatch(start..<position, keeping: pathStart - start) : nil
    }

    /// The pre-check of ``webhookPath`` at `/api/webhooks/`: its own search at the `discord`
    /// before it (the word the scan looks for holds no letter its other words do not).
    static let webhookGate = RedactionGate { bytes, word in
        ["discord.com", "discordapp.com"].contains { host in
            let start = word.lowerBound - host.utf8.count
            return bytes.hasWord(Array(host.utf8), at: start)
                && webhookPath(after: start, end: start + 7, in: bytes) != nil
        }
    }
}
