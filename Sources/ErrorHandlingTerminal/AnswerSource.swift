import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a ``TerminalPresenter``'s answers come from: read on the caller's thread, or on a
/// thread of its own so that the main actor goes on while a prompt waits.
struct AnswerSource: Sendable {
    private let read: @Sendable (_ isAbandoned: () -> Bool) -> TerminalLineReader.Read
    /// Whether answers are written after their prompt: input that does not echo what it reads
    /// (a pipe, a file) would leave the prompt's line unended.
    let echoes: Bool

    /// Standard input, bounded a line at a time; its answers are echoed when it is not a
    /// terminal.
    static let standardInput = AnswerSource(
        read: { TerminalLineReader.standardInput.read(unlessAbandoned: $0) },
        echoes: isatty(STDIN_FILENO) == 0)

    /// The answers `readLine` returns, `nil` at the end of input, never echoed. Its calls never
    /// overlap, and one cannot be given up: the line of a read given up is dropped.
    static func lines(of readLine: @escaping @Sendable () -> String?) -> AnswerSource {
        let oneAtATime = Locked(())
        return AnswerSource(
            read: { _ in oneAtATime.withLock { _ in readLine() }.map { .line($0) } ?? .endOfInput },
            echoes: false)
    }

    private init(
        read: @escaping @Sendable (_ isAbandoned: () -> Bool) -> TerminalLineReader.Read, echoes: Bool
    ) {
        self.read = read
        self.echoes = echoes
    }

    /// A copy whose answers are echoed, or not.
    func echoing(_ echoes: Bool) -> AnswerSource {
        AnswerSource(read: read, echoes: echoes)
    }

    /// The next answer, read on the caller's thread; `nil` at the end of input.
    func next() -> String? {
        read({ false }).line
    }

    /// The next answer, read on a thread of its own. Cancelling the task gives the read up at
    /// once and returns ``TerminalLineReader/Read/abandoned``: standard input is left as it was
    /// when no line had begun, otherwise the line is read and dropped.
    func nextOnItsOwnThread() async -> TerminalLineReader.Read {
        let answer = Handoff<TerminalLineReader.Read>()
        let abandoned = Locked(false)
        let read = self.read
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                answer.wait(with: continuation)
                guard !abandoned.withLock({ $0 }) else { return }
                Thread {
                    answer.deliver(read { abandoned.withLock { $0 } })
                }.start()
            }
        } onCancel: {
            abandoned.withLock { $0 = true }
            answer.deliver(.abandoned)
        }
    }
}
