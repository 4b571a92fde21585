import ErrorHandling
import Foundation
import Testing

@Suite("DevelopmentErrorLogger shows control characters instead of sending them to the terminal")
struct DevelopmentLoggerControlCharacterTests {
    /// Everything a terminal would act on: set the clipboard (OSC 52), set the window title
    /// (OSC 0), clear the screen, hide what follows, the same through C1 controls, reverse
    /// the text, ring the bell, step back, return to the start of the line.
    static let hostile =
        "\u{1B}]52;c;cm0gLXJmIH4=\u{07}" + "\u{1B}]0;owned\u{07}" + "\u{1B}[2J" + "\u{1B}[8m"
        + "\u{9B}2J" + "\u{9D}0;owned\u{9C}" + "\u{202E}exe.txt" + "\u{07}" + "\u{08}" + "\r"

    /// An error whose full description carries ``hostile``.
    struct HostileError: Error, CustomDebugStringConvertible {
        var debugDescription: String { "inner " + DevelopmentLoggerControlCharacterTests.hostile }
    }

    private func loggedText(of record: ErrorRecord) -> String {
        let output = Locked<[String]>([])
        DevelopmentErrorLogger { text in output.withLock { $0.append(text) } }.log(record)
        return output.withLock { $0.joined() }
    }

    private func hostileRecord() -> ErrorRecord {
        let hostile = Self.hostile
        let wrapper = NSError(
            domain: "Wrapper" + hostile, code: 1,
            userInfo: [NSUnderlyingErrorKey: HostileError(), NSLocalizedDescriptionKey: "shown " + hostile])
        var record = ErrorRecord(
            error: wrapper, fileID: "App/" + hostile + ".swift", line: 7, function: "load" + hostile + "()",
            matchedRule: "rule " + hostile, metadata: ["key" + hostile: "value" + hostile],
            breadcrumbs: [Breadcrumb(timestamp: .now, message: "crumb" + hostile, category: "net" + hostile)])
        record.message = "message " + hostile
        return record
    }

    /// C0 controls but the line feed, DEL, C1 controls, and the bidirectional marks.
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\n") || (0x7F...0x9F).contains(scalar.value)
            || scalar.properties.isBidiControl
    }

    @Test func noFieldOfARecordReachesTheTerminalWithAnEscapeOrControlCharacterInIt() {
        let text = loggedText(of: hostileRecord())
        let controls = text.unicodeScalars.filter(Self.isControl)
        #expect(controls.isEmpty, "\(controls.count) control characters: \(controls)")
        #expect(!text.unicodeScalars.contains("\u{1B}"))
        #expect(!text.unicodeScalars.contains("\u{202E}"))
    }

    @Test func eachControlCharacterIsShownAsItsSwiftEscapeSoTheDeveloperSeesItWasThere() {
        let text = loggedText(of: hostileRecord())
        #expect(text.contains(#"message \u{1B}]52;c;cm0gLXJmIH4=\u{7}\u{1B}]0;owned\u{7}\u{1B}[2J"#))
        #expect(text.contains(#"\u{9B}2J\u{9D}0;owned\u{9C}\u{202E}exe.txt\u{7}\u{8}\r"#))
        for field in [
            "App/", "load", "rule ", "key", "value", "crumb", "net", "shown ", "Wrapper", "inner ",
        ] {
            #expect(text.contains(field + #"\u{1B}]52;c;"#), "field starting \(field)")
        }
    }

    @Test func lineFeedsInAFieldStartAnIndentedLineSoTheyCannotForgeAField() {
        var record = ErrorRecord(
            error: CocoaError(.fileNoSuchFile), fileID: "App/Feed.swift", line: 3, function: "f()",
            metadata: ["a": "line one\nline two\ttab"], breadcrumbs: [])
        record.message = "first line\n  where  forged"
        let text = loggedText(of: record)
        #expect(text.hasPrefix("ERROR first line\n        where  forged\n  where  App/Feed.swift:3 in f()\n"))
        #expect(text.contains("  meta   a = line one\n         line two\\ttab\n"))
    }

    @Test func a1MBErrorPrintsAtMostTheProductionLoggersFieldLimitOfEachText() {
        let huge = String(repeating: "overflow ", count: 120_000)
        var record = ErrorRecord(
            error: NSError(domain: "Huge", code: 1, userInfo: [NSLocalizedDescriptionKey: huge]),
            fileID: "App/Huge.swift", line: 1, function: "load()", metadata: ["body": huge])
        record.message = huge
        let text = loggedText(of: record)
        #expect(text.utf8.count < 8 * 17_000)
        #expect(text.contains("[cut "))
    }
}
