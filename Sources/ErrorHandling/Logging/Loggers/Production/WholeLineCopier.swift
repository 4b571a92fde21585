#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Copies the whole lines of parts of log files to an output, in order, reading a chunk at a
/// time: what an export writes.
///
/// A whole line is one the logger could have written: a JSON object (`{` … `}`) of at most
/// ``LogLineLimits/maxLineBytes`` with its line feed. A line torn by a crash, and anything
/// longer, is left out; so the copier never holds more than a line, a chunk and what it hands
/// over next.
struct WholeLineCopier {
    /// Whether a line of `length` bytes without its line feed, from `first` to `last`, is whole.
    static func isWholeLine(length: Int, first: UInt8, last: UInt8) -> Bool {
        length > 0 && length < LogLineLimits.maxLineBytes && first == UInt8(ascii: "{")
            && last == UInt8(ascii: "}")
    }

    /// Lines ready for the output, handed over once they fill a chunk.
    private var ready: [UInt8] = []
    /// The start of the line that goes on in the next chunk.
    private var line: [UInt8] = []
    /// Whether that line is already too long to be whole, so it is dropped up to its end.
    private var isTooLong = false

    /// Copies the whole lines of the bytes `range` of `file`, which starts and ends with a
    /// line: the end of a file ends its last line, line feed or not.
    mutating func copy(
        _ range: Range<Int>, of file: OpenLogFile, chunk: UnsafeMutableRawBufferPointer,
        to output: (UnsafeRawBufferPointer) throws(SystemError) -> Void
    ) throws(SystemError) {
        var offset = range.lowerBound
        while offset < range.upperBound {
            let count = try file.read(
                into: chunk, count: min(chunk.count, range.upperBound - offset), at: offset)
            guard count > 0 else { break }
            var start = 0
            while let newline = Self.firstNewline(in: chunk, from: start, to: count) {
                append(UnsafeRawBufferPointer(rebasing: chunk[start..<newline]))
                try endLine(output)
                start = newline + 1
            }
            append(UnsafeRawBufferPointer(rebasing: chunk[start..<count]))
            offset += count
        }
        try endLine(output)
    }

    /// Hands over what is left.
    mutating func finish(to output: (UnsafeRawBufferPointer) throws(SystemError) -> Void) throws(SystemError)
    {
        guard !ready.isEmpty else { return }
        // `withUnsafeBytes` rethrows untyped errors, so the failure is carried out of it.
        let failure: SystemError? = ready.withUnsafeBytes { bytes in
            do throws(SystemError) {
                try output(bytes)
                return nil
            } catch {
                return error
            }
        }
        if let failure { throw failure }
        ready.removeAll(keepingCapacity: true)
    }

    /// Where the first line feed of `chunk[start..<end]` is.
    private static func firstNewline(in chunk: UnsafeMutableRawBufferPointer, from start: Int, to end: Int)
        -> Int?
    {
        guard start < end, let base = chunk.baseAddress else { return nil }
        return memchr(base + start, Int32(UInt8(ascii: "\n")), end - start).map { $0 - base }
    }

    private mutating func append(_ bytes: UnsafeRawBufferPointer) {
        guard !isTooLong else { return }
        if line.count + bytes.count >= LogLineLimits.maxLineBytes {
            isTooLong = true
            line.removeAll(keepingCapacity: true)
        } else {
            line.append(contentsOf: bytes)
        }
    }

    private mutating func endLine(
        _ output: (UnsafeRawBufferPointer) throws(SystemError) -> Void
    ) throws(SystemError) {
        defer {
            line.removeAll(keepingCapacity: true)
            isTooLong = false
        }
        // Subscripts rather than `first` and `last`, whose generic forms allocate in a debug
        // build, once a line.
        guard !isTooLong, !line.isEmpty,
            Self.isWholeLine(length: line.count, first: line[0], last: line[line.count - 1])
        else { return }
        ready += line
        ready.append(UInt8(ascii: "\n"))
        if ready.count >= LogFile.exportChunkBytes {
            try finish(to: output)
        }
    }
}
