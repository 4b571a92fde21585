import ErrorHandling
import ErrorHandlingTerminal
import Foundation
import Testing

/// Bytes handed out one at a time, then `EOF`; or, with `endlessly`, `byte` for ever.
private final class ByteSource: Sendable {
    private let state: Locked<(bytes: [UInt8], next: Int)>
    private let endless: UInt8?

    init(_ text: String) {
        state = Locked((Array(text.utf8), 0))
        endless = nil
    }

    init(endlessly byte: UInt8) {
        state = Locked(([], 0))
        endless = byte
    }

    /// How many bytes were handed out.
    var handedOut: Int { state.withLock { $0.next } }

    func nextByte() -> Int32 {
        state.withLock { state in
            defer { state.next += 1 }
            if let endless { return Int32(endless) }
            return state.next < state.bytes.count ? Int32(state.bytes[state.next]) : EOF
        }
    }

    var reader: TerminalLineReader { TerminalLineReader { self.nextByte() } }
}

@Suite("TerminalLineReader")
struct TerminalLineReaderTests {
    @Test func readsLinesWithoutTheirLineBreaksThenNilAtTheEnd() {
        let reader = ByteSource("1\nretry\r\n\nlast").reader
        #expect(reader.readLine() == "1")
        #expect(reader.readLine() == "retry")
        #expect(reader.readLine() == "")
        #expect(reader.readLine() == "last")
        #expect(reader.readLine() == nil)
    }

    @Test func aLineLongerThan4KiBKeepsItsFirst4KiBAndTheNextLineIsReadWhole() {
        let reader = ByteSource(String(repeating: "a", count: 50_000) + "\n2\n").reader
        #expect(reader.readLine() == String(repeating: "a", count: TerminalLineReader.maximumLineLength))
        #expect(reader.readLine() == "2")
        #expect(reader.readLine() == nil)
    }

    @Test func aLineThatNeverEndsCountsAsTheEndOfInputAfter64KiB() {
        let source = ByteSource(endlessly: 0)
        #expect(source.reader.readLine() == nil)
        #expect(source.handedOut == TerminalLineReader.maximumReadLength + 1)
    }

    @Test func aPromptFedALineThatNeverEndsChoosesAsAtTheEndOfInput() {
        let source = ByteSource(endlessly: UInt8(ascii: "1"))
        let chosen = Locked<[String]>([])
        let presenter = TerminalPresenter(
            readLine: { source.reader.readLine() }, write: { _ in }, width: 80, colors: false)
        presenter.present(alert: retryOrCancel(recordingInto: chosen))
        #expect(chosen.withLock { $0 } == ["Cancel"])
    }

    @Test func aPresenterReadingStandardInputFromDevZeroChoosesCancelWithLittleMemory() async {
        await #expect(processExitsWith: .success) {
            let zero = open("/dev/zero", O_RDONLY)
            guard zero >= 0, dup2(zero, STDIN_FILENO) == STDIN_FILENO else { exit(10) }
            let baseline = peakResidentBytes()
            // Reading the whole line grew by gigabytes a second: stop well before that.
            Thread.detachNewThread {
                let start = Date()
                while true {
                    Thread.sleep(forTimeInterval: 0.02)
                    if peakResidentBytes() - baseline > 256 << 20 { _exit(11) }
                    if Date().timeIntervalSince(start) > 60 { _exit(12) }
                }
            }
            let chosen = Locked<[String]>([])
            TerminalPresenter(write: { _ in }, colors: false).present(
                alert: retryOrCancel(recordingInto: chosen))
            guard chosen.withLock({ $0 }) == ["Cancel"] else { exit(13) }
            guard peakResidentBytes() - baseline < 16 << 20 else { exit(14) }
        }
    }
}

/// An alert with Retry and Cancel, which note their titles in `chosen`.
private func retryOrCancel(recordingInto chosen: Locked<[String]>) -> AlertController {
    let alert = AlertController(title: "Offline", message: nil, preferredStyle: .alert)
    for (title, style) in [("Retry", AlertActionStyle.default), ("Cancel", .cancel)] {
        alert.addAction(AlertAction(title: title, style: style) { _ in chosen.withLock { $0.append(title) } })
    }
    return alert
}

/// The most memory this process has had resident so far, in bytes.
private func peakResidentBytes() -> Int {
    var usage = rusage()
    #if canImport(Darwin)
        getrusage(RUSAGE_SELF, &usage)
        return usage.ru_maxrss
    #else
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return usage.ru_maxrss * 1_024
    #endif
}
