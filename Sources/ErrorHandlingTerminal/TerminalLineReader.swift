import ErrorHandling
import Foundation

/// Reads answers a line at a time, each of bounded length, so that input that never ends a line
/// (`< /dev/zero`, a runaway pipe) can neither fill memory nor keep a prompt waiting.
///
/// A line keeps its first ``maximumLineLength`` bytes and the rest of it is skipped; a line that
/// has not ended after ``maximumReadLength`` bytes is taken as the end of input.
@usableFromInline
package struct TerminalLineReader: Sendable {
    /// How many bytes of a line are kept: 4 KiB.
    package static let maximumLineLength = 4_096
    /// How many bytes of one line are read before it counts as the end of input: 64 KiB.
    package static let maximumReadLength = 65_536

    /// Standard input, read through the C library's `stdin`, as `Swift.readLine()` reads it, so
    /// the two can take turns. A read given up before its line's first byte arrives takes
    /// nothing from it.
    @usableFromInline
    package static let standardInput = TerminalLineReader(
        nextByte: { getchar() }, waitForInput: StandardInputReadiness.waitForInput)

    /// What one read found.
    package enum Read: Equatable, Sendable {
        /// A line, without its line break.
        case line(String)
        /// The end of input, or a line that went on past ``maximumReadLength`` bytes.
        case endOfInput
        /// The read was given up before its line began.
        case abandoned

        /// The line read; `nil` at the end of input or when the read was given up.
        package var line: String? {
            guard case .line(let line) = self else { return nil }
            return line
        }
    }

    private let nextByte: @Sendable () -> Int32
    /// Waits until a byte can be read without blocking; `false` when the read was given up
    /// first. `nil`: the bytes are read at once.
    private let waitForInput: (@Sendable (_ isAbandoned: () -> Bool) -> Bool)?
    /// Held for a whole line, so that lines read on two threads do not interleave.
    private let reading = Locked(())

    /// A reader of the bytes `nextByte` returns one at a time, `EOF` at the end.
    package init(
        nextByte: @escaping @Sendable () -> Int32,
        waitForInput: (@Sendable (_ isAbandoned: () -> Bool) -> Bool)? = nil
    ) {
        self.nextByte = nextByte
        self.waitForInput = waitForInput
    }

    /// The next line, without its line break; `nil` at the end of input, or when the line goes
    /// on past ``maximumReadLength`` bytes.
    @usableFromInline
    package func readLine() -> String? {
        read(unlessAbandoned: { false }).line
    }

    /// The next line, unless `isAbandoned` says to give up before its first byte arrives.
    package func read(unlessAbandoned isAbandoned: () -> Bool) -> Read {
        reading.withLock { _ in
            if let waitForInput, !waitForInput(isAbandoned) {
                return .abandoned
            }
            var kept: [UInt8] = []
            var length = 0
            while true {
                let byte = nextByte()
                if byte == EOF {
                    return length == 0 ? .endOfInput : .line(Self.text(of: kept))
                }
                if byte == Int32(UInt8(ascii: "\n")) {
                    return .line(Self.text(of: kept))
                }
                length += 1
                if length > Self.maximumReadLength {
                    return .endOfInput
                }
                if kept.count < Self.maximumLineLength {
                    kept.append(UInt8(truncatingIfNeeded: byte))
                }
            }
        }
    }

    /// A line's bytes as text, without the carriage return of a `\r\n` line break.
    private static func text(of bytes: [UInt8]) -> String {
        let withoutReturn = bytes.last == UInt8(ascii: "\r") ? bytes.dropLast() : bytes[...]
        return String(decoding: withoutReturn, as: UTF8.self)
    }
}
