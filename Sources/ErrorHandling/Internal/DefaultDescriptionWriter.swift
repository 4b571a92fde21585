/// Swift's own description of a value — what `String(reflecting:)` gives — written from the
/// parts a walk of the value visits, so that a value already walked (see `DescriptionSurvey`)
/// is not walked again to describe it.
///
/// It writes what Swift's default description writes, and nothing else: structs
/// (`Module.Type(label: value, …)`), enum cases (`Module.Type.case(…)`), tuples, optionals and
/// values of the leaf types, each part as `String(reflecting:)` of that part. At any other part
/// — a type with a description of its own, an object, a collection — the walker stops writing
/// (``isAbandoned``), and the caller asks Swift instead.
struct DefaultDescriptionWriter {
    /// What the walk writes next.
    private enum Next {
        case value
        case caseName
        case payload
    }

    /// What to write when a composite part ends.
    enum Closing {
        /// A struct's or a tuple's `)`.
        case parenthesis
        /// An enum case's payload: `)` where the payload was not a tuple, which writes its own.
        case payload
    }

    /// The description so far.
    private(set) var text = ""
    /// Whether the walk met a part this type does not write.
    private(set) var isAbandoned = false
    /// What comes next: for an enum case with a payload, its name (the label of its one part),
    /// then the payload, which is put in parentheses unless it is a tuple, which writes its own.
    private var next = Next.value
    /// For each enum case being written, outermost first, whether its payload was put in
    /// parentheses.
    private var payloadParentheses: [Bool] = []

    /// Gives up: the rest of the walk writes nothing.
    mutating func abandon() {
        isAbandoned = true
    }

    /// Writes a value of a leaf type.
    mutating func writeLeaf(_ value: Any, of valueType: Any.Type) {
        guard startValue(isTuple: false) else { return }
        if valueType == String.self, let string = value as? String {
            writeString(string)
        } else if valueType == Int.self, let integer = value as? Int {
            text += String(integer)
        } else if valueType == Bool.self, let flag = value as? Bool {
            text += flag ? "true" : "false"
        } else {
            text += String(reflecting: value)
        }
    }

    /// Writes a value whose description is known: `text`; abandons where it is not.
    mutating func write(whole text: String?) {
        guard let text else { return abandon() }
        guard startValue(isTuple: false) else { return }
        self.text += text
    }

    /// Writes `nil`, an empty optional.
    mutating func writeNil() {
        guard startValue(isTuple: false) else { return }
        text += "nil"
    }

    /// Starts an optional that holds a value, which is written next.
    mutating func openOptional() -> Closing? {
        guard startValue(isTuple: false) else { return nil }
        text += "Optional("
        return .parenthesis
    }

    /// Starts a value that `mirror` shows; its parts are written next, each after
    /// ``startPart(label:index:)``. Abandons a value that is not a struct, an enum case or a
    /// tuple, or whose type describes itself. An enum case without a payload, which shows no
    /// parts, is written whole.
    mutating func open(_ value: Any, mirror: Mirror, of valueType: Any.Type) -> Closing? {
        let isTuple = mirror.displayStyle == .tuple
        guard startValue(isTuple: isTuple) else { return nil }
        switch mirror.displayStyle {
        case .tuple?:
            text += "("
            return .parenthesis
        case .struct? where !AppDescriptionCode.describesItself(valueType):
            text += _typeName(valueType, qualified: true) + "("
            return .parenthesis
        case .enum? where !AppDescriptionCode.describesItself(valueType):
            guard !mirror.children.isEmpty else {
                text += String(reflecting: value)
                return nil
            }
            text += _typeName(valueType, qualified: true)
            next = .caseName
            return .payload
        default:
            abandon()
            return nil
        }
    }

    /// Writes what comes before the part number `index` of a value: for a struct or a tuple,
    /// `, ` after the first and the part's label unless it is a tuple's position (`.0`); for an
    /// enum case, `.` and its name, which is the label of its payload.
    mutating func startPart(label: String?, index: Int) {
        guard !isAbandoned else { return }
        if next == .caseName {
            guard let label else { return abandon() }
            text += "." + label
            next = .payload
            return
        }
        if index > 0 { text += ", " }
        if let label, !label.isEmpty, !label.hasPrefix(".") {
            text += label + ": "
        }
    }

    /// Ends a part that `open…` started.
    mutating func close(_ closing: Closing?) {
        guard !isAbandoned, let closing else { return }
        switch closing {
        case .parenthesis:
            text += ")"
        case .payload:
            if payloadParentheses.popLast() == true { text += ")" }
        }
    }

    /// Writes what a value needs before it: an enum case's `(` where the value is its payload
    /// and not a tuple. Returns whether writing goes on.
    private mutating func startValue(isTuple: Bool) -> Bool {
        guard !isAbandoned else { return false }
        if next == .payload {
            next = .value
            payloadParentheses.append(!isTuple)
            if !isTuple { text += "(" }
        }
        return true
    }

    /// A string as Swift's description writes it: in quotes, with printable ASCII as it is and
    /// anything else as Swift escapes it.
    private mutating func writeString(_ string: String) {
        let isPlain = string.utf8.allSatisfy { byte in
            byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\")
                && byte != UInt8(ascii: "'")
        }
        text += isPlain ? "\"" + string + "\"" : String(reflecting: string)
    }
}
