import Foundation

/// Looks through a value for an `NSError` that Foundation on Linux stops the process describing:
/// one of `NSPOSIXErrorDomain` whose code does not fit an `Int32`.
///
/// The search goes where Swift's own description of the value goes — enum payloads, stored
/// properties, elements of collections, optionals — and where a type's own description may go:
/// into the stored properties of a type that describes itself, and into the user info of every
/// `NSError`. A class that does not describe itself is described by its name alone, so it is not
/// looked into. The search is bounded: a value nested deeper than ``maximumDepth``, or with
/// more than ``maximumVisits`` values in it, counts as holding such an error, so that it is
/// described field by field, which is bounded too.
struct TrappingErrorSearch {
    /// How many levels of nested values the search goes into.
    static let maximumDepth = 12
    /// How many values the search looks at before it gives up.
    static let maximumVisits = 10_000

    private var visits = 0

    /// Whether `value` holds an `NSError` Foundation cannot describe, or is too deep or too large
    /// to tell.
    static func finds(in value: Any) -> Bool {
        var search = TrappingErrorSearch()
        return search.visit(value, depth: 0)
    }

    /// Whether `error` holds an `NSError` Foundation cannot describe, or is too deep or too large
    /// to tell.
    ///
    /// A struct, or an enum case, that holds no values at all (such as `AppError.offline`) is
    /// remembered by its type and Swift error code, which for an enum is its case, so that the
    /// most common errors are looked into once.
    static func finds(inError error: any Error) -> Bool {
        let errorType = type(of: error)
        let key = EmptyValues.Key(type: ObjectIdentifier(errorType), code: error._code)
        if EmptyValues.keys.withLock({ $0.contains(key) }) {
            return false
        }
        guard !(errorType is AnyClass), !(errorType is any CustomNSError.Type),
            !(errorType is any CustomReflectable.Type)
        else {
            return finds(in: error)
        }
        let mirror = Mirror(reflecting: error)
        guard mirror.children.isEmpty else {
            var search = TrappingErrorSearch(visits: 1)
            return search.visitChildren(of: mirror, depth: 0)
        }
        EmptyValues.keys.withLock { keys in
            if keys.count < EmptyValues.capacity { keys.insert(key) }
        }
        return false
    }

    /// Whether Foundation traps describing `error` itself, whatever its user info holds.
    static func traps(_ error: NSError) -> Bool {
        error.domain == NSPOSIXErrorDomain && Int32(exactly: error.code) == nil
    }

    private mutating func visit(_ value: Any, depth: Int) -> Bool {
        visits += 1
        let valueType = type(of: value)
        if Self.leafTypes.contains(ObjectIdentifier(valueType)) {
            return false
        }
        guard depth < Self.maximumDepth, visits <= Self.maximumVisits else { return true }
        if valueType is AnyClass {
            // Checked on the metatype: on Apple platforms any Swift error casts to `NSError`.
            if valueType is NSError.Type, let error = value as? NSError {
                return Self.traps(error) || visitAll(error.userInfo.values, depth: depth + 1)
            }
            guard Self.describesItself(valueType) else { return false }
        }
        return visitChildren(of: Mirror(reflecting: value), depth: depth)
    }

    /// Whether any value the mirror, or a mirror of a superclass, shows holds such an error.
    private mutating func visitChildren(of mirror: Mirror, depth: Int) -> Bool {
        var mirror: Mirror? = mirror
        while let current = mirror {
            if visitAll(current.children.lazy.map(\.value), depth: depth + 1) {
                return true
            }
            mirror = current.superclassMirror
        }
        return false
    }

    private mutating func visitAll(_ values: some Sequence<Any>, depth: Int) -> Bool {
        for value in values where visit(value, depth: depth) {
            return true
        }
        return false
    }

    /// Whether values of `type` have a description of their own, which may describe what they
    /// hold, rather than Swift's, which names a class and nothing more.
    private static func describesItself(_ type: Any.Type) -> Bool {
        type is any CustomStringConvertible.Type || type is any CustomDebugStringConvertible.Type
            || type is any TextOutputStreamable.Type || type is any CustomReflectable.Type
    }

    /// Types whose values hold no error, so the search does not look into them.
    private static let leafTypes: Set<ObjectIdentifier> = [
        ObjectIdentifier(String.self), ObjectIdentifier(Substring.self), ObjectIdentifier(Character.self),
        ObjectIdentifier(Bool.self), ObjectIdentifier(Int.self), ObjectIdentifier(Int8.self),
        ObjectIdentifier(Int16.self), ObjectIdentifier(Int32.self), ObjectIdentifier(Int64.self),
        ObjectIdentifier(UInt.self), ObjectIdentifier(UInt8.self), ObjectIdentifier(UInt16.self),
        ObjectIdentifier(UInt32.self), ObjectIdentifier(UInt64.self), ObjectIdentifier(Float.self),
        ObjectIdentifier(Double.self), ObjectIdentifier(Date.self), ObjectIdentifier(URL.self),
        ObjectIdentifier(UUID.self), ObjectIdentifier(Data.self), ObjectIdentifier(Decimal.self),
        ObjectIdentifier(Duration.self),
    ]
}

/// Errors of a struct or an enum case that holds no values, by type and Swift error code.
private enum EmptyValues {
    struct Key: Hashable {
        let type: ObjectIdentifier
        let code: Int
    }

    /// Enough for every error type of an app; beyond it such errors are looked into every time.
    static let capacity = 4_096
    static let keys = Locked<Set<Key>>([])
}
