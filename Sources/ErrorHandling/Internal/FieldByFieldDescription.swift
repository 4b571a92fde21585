import Foundation

/// The description of a value that holds an `NSError` Foundation cannot describe, written the
/// way Swift writes a value's default description: `Module.Type(field: value, …)`,
/// `Module.Type.case(label: value)`, `[element, …]`, `[key: value, …]`, `Optional(value)`.
///
/// Each part that holds no such error is described by Swift (`String(reflecting:)`); each
/// `NSError` that traps, or holds one that does, is its type, domain and code, as in
/// `Foundation.NSError(domain: NSPOSIXErrorDomain, code: 2147483648)`. The value's own
/// `description`, if it has one, is not used: it might describe what it holds. Parts nested
/// deeper than ``TrappingErrorSearch/maximumDepth`` are written `…`, and elements of a
/// collection past the first ``maximumElements`` are counted instead of described.
enum FieldByFieldDescription {
    /// How many elements of one collection are described.
    static let maximumElements = 100

    /// The description of `value`.
    static func of(_ value: Any) -> String {
        describe(value, depth: 0)
    }

    private static func describe(_ value: Any, depth: Int) -> String {
        guard depth < TrappingErrorSearch.maximumDepth else { return "…" }
        guard TrappingErrorSearch.finds(in: value) else { return String(reflecting: value) }
        let valueType = type(of: value)
        if valueType is NSError.Type, let error = value as? NSError {
            return "\(String(reflecting: valueType))(domain: \(error.domain), code: \(error.code))"
        }
        let mirror = Mirror(reflecting: value)
        let children = mirror.children
        switch mirror.displayStyle {
        case .optional:
            return children.first.map { "Optional(\(describe($0.value, depth: depth + 1)))" } ?? "nil"
        case .collection, .set:
            return elements(children) { describe($0, depth: depth + 1) }
        case .dictionary:
            return elements(children) { pair in
                Mirror(reflecting: pair).children.map { describe($0.value, depth: depth + 1) }
                    .joined(separator: ": ")
            }
        case .tuple:
            return "(" + fields(children, depth: depth + 1) + ")"
        case .enum:
            let name = String(reflecting: valueType)
            guard let payload = children.first else { return name }
            let caseName = name + "." + (payload.label ?? "")
            let payloadIsTuple = Mirror(reflecting: payload.value).displayStyle == .tuple
            let written = describe(payload.value, depth: depth + 1)
            return caseName + (payloadIsTuple ? written : "(\(written))")
        default:
            var fields = Array(children)
            var superclass = mirror.superclassMirror
            while let current = superclass {
                fields.insert(contentsOf: current.children, at: 0)
                superclass = current.superclassMirror
            }
            return String(reflecting: valueType) + "(" + self.fields(fields, depth: depth + 1) + ")"
        }
    }

    /// `label: value, …`, leaving out the positional labels (`.0`) of tuples.
    private static func fields(_ children: some Collection<Mirror.Child>, depth: Int) -> String {
        children.map { child in
            let written = describe(child.value, depth: depth)
            guard let label = child.label, !label.hasPrefix(".") else { return written }
            return label + ": " + written
        }
        .joined(separator: ", ")
    }

    /// `[element, …]`, with the elements past ``maximumElements`` counted.
    private static func elements(_ children: Mirror.Children, _ describe: (Any) -> String) -> String {
        var written = children.prefix(maximumElements).map { describe($0.value) }
        if children.count > maximumElements {
            written.append("… (\(children.count - maximumElements) more)")
        }
        return "[" + written.joined(separator: ", ") + "]"
    }
}
