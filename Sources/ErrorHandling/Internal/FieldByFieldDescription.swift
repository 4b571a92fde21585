import Foundation

/// The description of a value that Swift's own would not do for: the value holds an `NSError`
/// Foundation cannot describe, or Swift's description of it would be too large. It is written
/// the way Swift writes a value's default description — `Module.Type(field: value, …)`,
/// `Module.Type.case(label: value)`, `[element, …]`, `[key: value, …]`, `Set([element, …])`,
/// `Optional(value)` — and bounded over the whole value by ``DescriptionBudget``:
///
/// - A part the value holds again (the same non-empty array, dictionary or set, or the same
///   object written field by field) is written once, then ``repeatMark``.
/// - A part with a description of its own that Swift can give within the budget and that holds
///   no such error is described by Swift (`String(reflecting:)`); so is an `NSError` that holds
///   none. Otherwise the part's own description is not used, as it might describe what it
///   holds, and each `NSError` that traps, or holds one that does, is its type, domain and
///   code: `Foundation.NSError(domain: NSPOSIXErrorDomain, code: 2147483648)`.
/// - Parts nested deeper than ``DescriptionBudget/maximumDepth`` are written `…`, and the
///   elements of a collection past the first ``DescriptionBudget/maximumElements`` are
///   counted instead of written.
/// - The description stops, ending with `…`, when it would take more than its bytes or
///   ``DescriptionBudget/maximumWrittenValues`` values.
struct FieldByFieldDescription {
    /// What a part reached again is written as.
    static let repeatMark = "<same as above>"

    /// The mark at the end of a description that stopped at its budget.
    private static let cutMark = "…"

    private var text = ""
    /// How many bytes the text may take before the mark.
    private let textLimit: Int
    private var writtenValues = 0
    private var isCut = false
    private var seen: Set<UInt> = []
    /// The parts in `seen`, kept alive so that their addresses stay theirs.
    private var keptAlive: [Any] = []
    /// The visits left to the searches that decide whether Swift may describe a part.
    private var searchVisits = DescriptionBudget.maximumVisits

    private init(maxUTF8Bytes: Int) {
        textLimit = max(0, maxUTF8Bytes - Self.cutMark.utf8.count)
    }

    /// The description of `value` in at most `maxUTF8Bytes` bytes of UTF-8, and whether it
    /// stopped at its budget.
    static func of(_ value: Any, maxUTF8Bytes: Int) -> (text: String, isCut: Bool) {
        var description = FieldByFieldDescription(maxUTF8Bytes: maxUTF8Bytes)
        description.describe(value, depth: 0)
        return (description.text, description.isCut)
    }

    private mutating func describe(_ value: Any, depth: Int) {
        guard !isCut else { return }
        writtenValues += 1
        guard writtenValues <= DescriptionBudget.maximumWrittenValues else { return stop() }
        guard depth < DescriptionBudget.maximumDepth else { return write("…") }
        let valueType = type(of: value)
        if DescriptionSurvey.leafTypes.contains(ObjectIdentifier(valueType)) {
            return writeLeaf(value)
        }
        if valueType is NSError.Type, let error = value as? NSError {
            guard isDescribableBySwift(error) else {
                return write("\(String(reflecting: valueType))(domain: \(error.domain), code: \(error.code))")
            }
            return write(String(reflecting: error))
        }
        if valueType is AnyClass, !AppDescriptionCode.describesItself(valueType) {
            // Swift writes such an object as its class's name.
            return write(String(reflecting: value))
        }
        if !SharedStorage.isStandardCollection(value), AppDescriptionCode.describesItself(valueType),
            isDescribableBySwift(value)
        {
            return write(String(reflecting: value))
        }
        if let address = SharedStorage.identity(of: value) {
            guard seen.insert(address).inserted else { return write(Self.repeatMark) }
            keptAlive.append(value)
        }
        writeParts(of: value, type: valueType, depth: depth)
    }

    /// Writes `value` from its mirror, as Swift's default description does.
    private mutating func writeParts(of value: Any, type valueType: Any.Type, depth: Int) {
        let mirror = Mirror(reflecting: value)
        let children = mirror.children
        switch mirror.displayStyle {
        case .optional:
            guard let wrapped = children.first else { return write("nil") }
            write("Optional(")
            describe(wrapped.value, depth: depth + 1)
            write(")")
        case .collection:
            writeElements(children, open: "[", close: "]") { $0.describe($1, depth: depth + 1) }
        case .set:
            writeElements(children, open: "Set([", close: "])") { $0.describe($1, depth: depth + 1) }
        case .dictionary:
            guard !children.isEmpty else { return write("[:]") }
            writeElements(children, open: "[", close: "]") { $0.writePair($1, depth: depth + 1) }
        case .tuple:
            write("(")
            writeFields(children, depth: depth + 1)
            write(")")
        case .enum:
            // A case without a payload is its name, which Swift's description gives as it is.
            guard let payload = children.first else { return write(String(reflecting: value)) }
            write(String(reflecting: valueType) + "." + (payload.label ?? ""))
            let payloadIsTuple = Mirror(reflecting: payload.value).displayStyle == .tuple
            if !payloadIsTuple { write("(") }
            describe(payload.value, depth: depth + 1)
            if !payloadIsTuple { write(")") }
        default:
            var fields = Array(children)
            var superclass = mirror.superclassMirror
            while let current = superclass {
                fields.insert(contentsOf: current.children, at: 0)
                superclass = current.superclassMirror
            }
            guard !fields.isEmpty else { return write(String(reflecting: value)) }
            write(String(reflecting: valueType) + "(")
            writeFields(fields, depth: depth + 1)
            write(")")
        }
    }

    /// Whether Swift describes `value` within the budget and without trapping.
    private mutating func isDescribableBySwift(_ value: Any) -> Bool {
        guard searchVisits > 0 else { return false }
        var search = DescriptionSurvey(
            limits: .init(
                maximumParts: DescriptionBudget.maximumSwiftParts,
                maximumTextBytes: textLimit - text.utf8.count, visits: searchVisits))
        let findings = search.look(at: value)
        searchVisits = search.remainingVisits
        return findings.isDescribableBySwift
    }

    /// `label: value, …`, leaving out the positional labels (`.0`) of tuples.
    private mutating func writeFields(_ children: some Collection<Mirror.Child>, depth: Int) {
        for (index, child) in children.enumerated() {
            if index > 0 { write(", ") }
            if let label = child.label, !label.hasPrefix(".") { write(label + ": ") }
            describe(child.value, depth: depth)
            if isCut { return }
        }
    }

    /// `key: value`, a dictionary's element as its mirror shows it.
    private mutating func writePair(_ pair: Any, depth: Int) {
        let parts = Mirror(reflecting: pair).children.map(\.value)
        guard parts.count == 2 else { return describe(pair, depth: depth) }
        describe(parts[0], depth: depth)
        write(": ")
        describe(parts[1], depth: depth)
    }

    /// `open element, … close`, with the elements past ``DescriptionBudget/maximumElements``
    /// counted.
    private mutating func writeElements(
        _ children: Mirror.Children, open: String, close: String,
        _ writeElement: (inout FieldByFieldDescription, Any) -> Void
    ) {
        write(open)
        for (index, child) in children.enumerated() {
            if index > 0 { write(", ") }
            guard index < DescriptionBudget.maximumElements else {
                write("… (\(children.count - DescriptionBudget.maximumElements) more)")
                break
            }
            writeElement(&self, child.value)
            if isCut { return }
        }
        write(close)
    }

    /// Writes a value of a leaf type; a string only as far as the budget goes.
    private mutating func writeLeaf(_ value: Any) {
        let room = max(0, textLimit - text.utf8.count)
        if let string = value as? String, string.utf8.count > room {
            write(String(reflecting: String(string.unicodeScalars.prefix(room))))
        } else if let substring = value as? Substring, substring.utf8.count > room {
            write(String(reflecting: String(substring.unicodeScalars.prefix(room))))
        } else {
            write(String(reflecting: value))
        }
    }

    /// Appends `piece`, or as much of it as the budget leaves room for, in whole Unicode
    /// scalars, and the mark.
    private mutating func write(_ piece: String) {
        guard !isCut else { return }
        let room = textLimit - text.utf8.count
        let utf8 = piece.utf8
        guard utf8.count > room else {
            text += piece
            return
        }
        var end = utf8.index(utf8.startIndex, offsetBy: max(room, 0))
        while end > utf8.startIndex, UTF8.isContinuation(utf8[end]) {
            end = utf8.index(before: end)
        }
        text += Substring(piece.unicodeScalars[..<end])
        stop()
    }

    /// Ends the description at its budget.
    private mutating func stop() {
        text += Self.cutMark
        isCut = true
    }
}
