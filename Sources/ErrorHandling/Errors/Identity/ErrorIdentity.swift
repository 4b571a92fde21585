import Foundation

/// What makes two errors "the same error" for grouping, whatever data they carry.
public enum ErrorIdentity {
    /// A key that is equal for errors of the same kind: the type's name, the enum case's name,
    /// and for `NSError`s (and types that bridge to one) the domain and code.
    ///
    /// Associated values and messages are left out, so `LookupError.userNotFound(id: 1)` and
    /// `LookupError.userNotFound(id: 2)` share `"MyApp.LookupError.userNotFound"`, and a UUID in
    /// a message does not split a group. The key is built from names only, never from a
    /// description holding data, so it is the same in every run of the app; the
    /// `(unknown context at $…)` part that private types have in their reflected name is left
    /// out because its address changes from build to build.
    ///
    /// ``ErrorPresentation/groupingKey`` holds the key of the presented error.
    /// - Parameter error: The error to identify.
    /// - Returns: The grouping key.
    public static func groupingKey(for error: any Error) -> String {
        var facts = ErrorFacts(error)
        return groupingKey(of: &facts)
    }

    /// The grouping key of the error of `facts` (see ``groupingKey(for:)``), from the domain
    /// and code they have read already.
    static func groupingKey(of facts: inout ErrorFacts) -> String {
        let error = facts.error
        // Reflection is slow, so keys of plain structs and enums are remembered by type and
        // Swift error code, which for them is the enum case. Classes and types that bridge to
        // `NSError` choose their own codes: theirs are remembered by domain and code as well.
        guard let typeKey = facts.typeKey else {
            return bridgedKey(of: &facts)
        }
        let cacheKey = KeyCache.Key(type: typeKey, code: facts.code)
        if let known = KeyCache.keys.withLock({ $0[cacheKey] }) {
            return known
        }
        let key = describe(error, caseName: caseName(of: error), domainAndCode: nil)
        KeyCache.keys.withLock { keys in
            if keys.count < KeyCache.capacity { keys[cacheKey] = key }
        }
        return key
    }

    /// The key of a class or of a type that bridges to `NSError`, remembered by type, domain
    /// and code when nothing else goes into it: not for an enum, whose case names the key too,
    /// nor for a domain too long to keep.
    private static func bridgedKey(of facts: inout ErrorFacts) -> String {
        let error = facts.error
        let (domain, code) = (facts.domain, facts.code)
        let cacheKey = KeyCache.BridgedKey(
            type: ObjectIdentifier(type(of: error)), domain: domain, code: code)
        let remembers = domain.utf8.count <= KeyCache.longestRememberedDomain
        if remembers, let known = KeyCache.bridgedKeys.withLock({ $0[cacheKey] }) {
            return known
        }
        let caseName = caseName(of: error)
        let key = describe(
            error, caseName: caseName, domainAndCode: bridgesToNSError(error) ? (domain, code) : nil)
        if remembers, caseName == nil {
            KeyCache.bridgedKeys.withLock { keys in
                if keys.count < KeyCache.capacity { keys[cacheKey] = key }
            }
        }
        return key
    }

    /// Works the grouping key out from the error's type, case, and the domain and code of an
    /// error that bridges to `NSError`.
    private static func describe(_ error: any Error, caseName: String?, domainAndCode: (String, Int)?)
        -> String
    {
        var key = typeName(of: error)
        if let caseName {
            key += "." + caseName
        }
        if let (domain, code) = domainAndCode {
            key += "[\(domain)\(separator(after: domain))\(code)]"
        }
        return key
    }

    /// What goes between a domain and its code in a key: a space after a domain that ends in
    /// a letter (`[NSURLErrorDomain -1009]`), a comma and a space after any other, so that a
    /// number ending the domain and the code never read as one number — a card number in the
    /// domain would no longer pass its checksum with the code's digits after it, and redaction
    /// would keep it.
    private static func separator(after domain: String) -> String {
        guard let last = domain.unicodeScalars.last, last.properties.isAlphabetic else { return ", " }
        return " "
    }

    /// The module-qualified name of the error's type, without unstable parts; worked out once
    /// per type. Grouping keys start with it, and the OpenTelemetry exporter sends it as
    /// `exception.type`.
    package static func typeName(of error: any Error) -> String {
        let type = type(of: error)
        if let known = KeyCache.typeNames.withLock({ $0[ObjectIdentifier(type)] }) {
            return known
        }
        let name = stableName(of: type)
        KeyCache.typeNames.withLock { names in
            if names.count < KeyCache.capacity { names[ObjectIdentifier(type)] = name }
        }
        return name
    }

    /// The reflected name of `type` without the `(unknown context at $…)` parts.
    private static func stableName(of type: any Error.Type) -> String {
        var name = String(reflecting: type)
        let marker = "(unknown context at $"
        while let start = name.range(of: marker),
            let end = name.range(of: ")", range: start.upperBound..<name.endIndex)
        {
            var upperBound = end.upperBound
            if upperBound < name.endIndex, name[upperBound] == "." {
                upperBound = name.index(after: upperBound)
            }
            name.removeSubrange(start.lowerBound..<upperBound)
        }
        return name
    }

    /// The name of the enum case, when the error is an enum whose case names can be read.
    ///
    /// A case with associated values is named by its mirror. A case without them is named by
    /// its plain description, unless the type replaces that description, which could hold
    /// data; its position (the Swift error code) names it then.
    ///
    /// Conformances are checked on the metatype, so that bridging to `NSError` cannot make a
    /// plain enum look like one that describes itself.
    private static func caseName(of error: any Error) -> String? {
        let errorType = type(of: error)
        guard !(errorType is AnyClass), !(errorType is any CustomReflectable.Type) else { return nil }
        let mirror = Mirror(reflecting: error)
        guard mirror.displayStyle == .enum else { return nil }
        if let label = mirror.children.first?.label {
            return label
        }
        if errorType is any CustomStringConvertible.Type || errorType is any TextOutputStreamable.Type
            || errorType is any CustomDebugStringConvertible.Type
        {
            return "#\(error._code)"
        }
        return ErrorDescriber.describing(error)
    }

    /// Whether the error is an `NSError`, or a type that bridges to one with its own domain and
    /// code (such as `URLError` and `CocoaError`).
    static func bridgesToNSError(_ error: any Error) -> Bool {
        type(of: error) is NSError.Type || type(of: error) is any CustomNSError.Type
    }
}

/// Grouping keys of plain struct and enum errors, by type and Swift error code, and the names
/// of every error type seen.
private enum KeyCache {
    struct Key: Hashable {
        let type: ErrorTypeKey
        let code: Int
    }

    /// A class or bridging type with a domain and code.
    struct BridgedKey: Hashable {
        let type: ObjectIdentifier
        let domain: String
        let code: Int
    }

    /// Enough for every error type of an app; beyond it keys are worked out every time.
    static let capacity = 4_096
    /// The longest domain, in UTF-8 bytes, whose keys are remembered, so that the cache stays
    /// small whatever domains an app's errors carry.
    static let longestRememberedDomain = 256
    static let keys = Locked<[Key: String]>([:])
    static let bridgedKeys = Locked<[BridgedKey: String]>([:])
    static let typeNames = Locked<[ObjectIdentifier: String]>([:])
}
