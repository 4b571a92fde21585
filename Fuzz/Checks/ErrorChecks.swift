import ErrorHandling
import Foundation

/// What must hold for any error: its presentation is clean and fits its limits, its grouping
/// key ignores its data, its chain ends, its record is one line of valid JSON that gives back
/// every text it holds, redacted or not, and the development log of it controls no terminal.
enum ErrorChecks {
    /// Checks `error`, and a record of it whose other fields are read from `input`.
    static func check(_ error: any Error, record input: inout FuzzBytes) throws(FuzzViolation) {
        try checkPresentation(ErrorPresentation(error: error))
        try checkGroupingKey(of: error)

        let record = ErrorRecord(
            error: error,
            severity: ErrorSeverity.allCases[input.number(upTo: ErrorSeverity.allCases.count - 1)],
            fileID: input.text(), line: input.integer(), function: input.text(),
            matchedRule: input.byte().isMultiple(of: 2) ? nil : input.text(),
            metadata: Dictionary(
                (0..<input.number(upTo: 3)).map { _ in (input.text(), input.text()) },
                uniquingKeysWith: { first, _ in first }),
            breadcrumbs: (0..<input.number(upTo: 2)).map { _ in
                Breadcrumb(timestamp: date(&input), message: input.text(), category: input.text())
            },
            timestamp: date(&input))
        let chainLines = errorChainDescription(for: error).split(
            separator: "\n", omittingEmptySubsequences: false)
        try require(
            chainLines.count == record.chain.count && !record.chain.isEmpty,
            "chain of \(record.chain.count) errors described in \(chainLines.count) lines")
        let suppressed = input.byte().isMultiple(of: 2) ? nil : input.integer()
        try checkJSONLine(of: record, suppressed: suppressed)
        try checkDevelopmentLog(of: record)
        try checkJSONLine(of: Redactor.default.redact(record), suppressed: suppressed)
    }

    /// Any instant, NaN and infinities included.
    private static func date(_ input: inout FuzzBytes) -> Date {
        Date(timeIntervalSince1970: Double(bitPattern: UInt64(bitPattern: Int64(input.integer()))))
    }

    private static func checkPresentation(_ presentation: ErrorPresentation) throws(FuzzViolation) {
        // A blank title or button title falls back to localized text, which is empty only when
        // the bundle has no string tables (run.sh can leave them out to try that).
        let fallsBack = !ErrorTextKey.genericTitle.localized(for: ErrorLocalization.locale).isEmpty
        try checkDisplayed(
            presentation.title, limit: DisplayText.titleLimit, what: "title", mayBeBlank: !fallsBack)
        if let message = presentation.message {
            try checkDisplayed(
                message, limit: DisplayText.messageLimit, what: "message", keepsLineBreaks: true)
        }
        try require(!presentation.buttons.isEmpty, "presentation without buttons")
        for button in presentation.buttons {
            try checkDisplayed(
                button.title, limit: DisplayText.buttonTitleLimit, what: "button title",
                mayBeBlank: !fallsBack)
        }
    }

    /// Text on screen: something to read, within its limit, with no hidden characters and no
    /// line breaks but the line feeds a message may keep.
    private static func checkDisplayed(
        _ text: String, limit: Int, what: String, keepsLineBreaks: Bool = false, mayBeBlank: Bool = false
    ) throws(FuzzViolation) {
        try require(mayBeBlank || !DisplayText.isBlank(text), "blank \(what)")
        try require(text.count <= limit, "\(what) of \(text.count) characters, more than \(limit)")
        let scalars = text.unicodeScalars.count
        try require(
            scalars <= limit * DisplayText.scalarsPerCharacter,
            "\(what) of \(scalars) scalars, more than \(limit * DisplayText.scalarsPerCharacter)")
        try require(
            text.utf8.count <= limit * DisplayText.bytesPerCharacter,
            "\(what) of \(text.utf8.count) bytes, more than \(limit * DisplayText.bytesPerCharacter)")
        let shown = text.unicodeScalars.filter { !(keepsLineBreaks && $0 == "\n") }
        try require(
            !shown.contains(where: { $0.isHiddenInText || Character($0).isNewline }),
            "hidden character or line break in \(what) \(text.debugDescription)")
    }

    /// The developer's console is sent no control character but the line feeds of the layout.
    private static func checkDevelopmentLog(of record: ErrorRecord) throws(FuzzViolation) {
        let written = Locked("")
        DevelopmentErrorLogger { text in written.withLock { $0 += text } }.log(record)
        let text = written.withLock { $0 }
        if let scalar = text.unicodeScalars.first(where: { $0 != "\n" && $0.isHiddenInText }) {
            throw FuzzViolation(
                description: "U+\(String(scalar.value, radix: 16, uppercase: true)) written to the console "
                    + "in \(text.debugDescription)")
        }
    }

    /// An `NSError`'s key is its domain and code, whatever its user info holds.
    private static func checkGroupingKey(of error: any Error) throws(FuzzViolation) {
        guard type(of: error) == NSError.self else { return }
        let nsError = error as NSError
        let key = ErrorIdentity.groupingKey(for: error)
        let bare = ErrorIdentity.groupingKey(for: NSError(domain: nsError.domain, code: nsError.code))
        try require(
            key == bare,
            "grouping key \(key.debugDescription) depends on user info; bare \(bare.debugDescription)")
    }

    /// The record is one line of JSON that gives back its texts.
    private static func checkJSONLine(of record: ErrorRecord, suppressed: Int?) throws(FuzzViolation) {
        var bytes: [UInt8] = []
        record.appendJSONLine(to: &bytes, suppressed: suppressed)
        let line = String(decoding: bytes, as: UTF8.self).debugDescription
        try require(bytes.last == UInt8(ascii: "\n"), "JSON line without a final line feed: \(line)")
        try require(!bytes.dropLast().contains(UInt8(ascii: "\n")), "line feed inside a JSON line: \(line)")
        let parsed = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any]
        guard let parsed else {
            throw FuzzViolation(description: "JSON line that does not parse: \(line)")
        }
        try require(parsed["message"] as? String == record.message, "message not given back by \(line)")
        try require(
            parsed["groupingKey"] as? String == record.groupingKey, "grouping key not given back by \(line)")
        try require(parsed["chain"] as? [String] == record.chain, "chain not given back by \(line)")
        try require(
            parsed["metadata"] as? [String: String] == record.metadata, "metadata not given back by \(line)")
        try require(number(parsed["line"]) == String(record.line), "line not given back by \(line)")
        try require(
            number(parsed["suppressed"]) == suppressed.map { String($0) },
            "suppressed count not given back by \(line)")
    }

    /// A parsed JSON number in decimal. Foundation on Linux parses a large negative integer as
    /// an `NSDecimalNumber`, which does not bridge to `Int`; its digits are still exact.
    private static func number(_ value: Any?) -> String? {
        (value as? NSNumber)?.description
    }
}
