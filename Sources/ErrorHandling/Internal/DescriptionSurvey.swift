import Foundation

/// Looks through a value for an `NSError` that Foundation on Linux stops the process describing:
/// one of `NSPOSIXErrorDomain` whose code does not fit an `Int32`; and finds out on the way
/// whether Swift's description of the value stays within limits, and, where asked, whether it
/// runs code of the app.
///
/// The search goes where Swift's own description of the value goes — enum payloads, stored
/// properties, elements of collections, optionals — and where a type's own description may go:
/// into the stored properties of a type that describes itself, and into the user info of every
/// `NSError`. A class that does not describe itself is described by its name alone, so it is not
/// looked into. The search is bounded by ``DescriptionBudget``: it looks at a part the value
/// holds more than once (the same array, dictionary, set or object) once, and at
/// ``DescriptionBudget/maximumVisits`` values in all, ``DescriptionBudget/maximumDepth`` levels
/// deep. A value it cannot look through to the end counts as holding such an error, so that it
/// is described field by field, which is bounded too.
struct DescriptionSurvey {
    /// When a search stops before it has looked at everything.
    struct Limits {
        /// Stops once Swift's description would write more parts than this.
        var maximumParts = Int.max
        /// Stops once the strings of those parts hold more UTF-8 bytes than this.
        var maximumTextBytes = Int.max
        /// Stops at a part whose description is the app's code, without running any of it (a
        /// `customMirror` included).
        var stopsAtAppCode = false
        /// How many values the search may look at.
        var visits = DescriptionBudget.maximumVisits
        /// Writes Swift's description of the value on the way, where it can (see
        /// `DefaultDescriptionWriter`), so that describing it needs no second walk.
        var writesDescription = false
    }

    /// What a search found.
    struct Findings {
        /// Whether the value holds an `NSError` Foundation cannot describe.
        var holdsTrappingError = false
        /// Whether the search stopped before it got to the end, for any reason; then nothing is
        /// known of the rest.
        var isIncomplete = false
        /// What `String(reflecting:)` gives for the value, when the search was asked to write it,
        /// could, and found the value describable by Swift.
        var swiftDescription: String?

        /// Whether Swift can describe the value (`String(reflecting:)`) without trapping and
        /// within the limits: the search got to the end, found no trapping error, and — when it
        /// stops at the app's code — no such code.
        var isDescribableBySwift: Bool {
            !holdsTrappingError && !isIncomplete
        }
    }

    /// How much of Swift's description a part takes.
    private struct Size {
        var parts = 0
        var textBytes = 0

        static func + (lhs: Size, rhs: Size) -> Size {
            Size(parts: sum(lhs.parts, rhs.parts), textBytes: sum(lhs.textBytes, rhs.textBytes))
        }

        /// `a + b`, or `Int.max` where that overflows.
        private static func sum(_ a: Int, _ b: Int) -> Int {
            let (result, overflow) = a.addingReportingOverflow(b)
            return overflow ? .max : result
        }
    }

    private let limits: Limits
    private var visitsLeft: Int
    private var findings = Findings()
    /// How much Swift's description of what the search has looked at takes.
    private var written = Size()
    /// Whether the parts looked at now are written by Swift's description: not those inside a
    /// part the app's own code describes, which may write them or not.
    private var countsParts = true
    /// What each shared part looked into takes.
    private var sharedParts: [UInt: Size] = [:]
    /// The shared parts being looked into: one reached again from inside holds itself.
    private var partsInProgress: Set<UInt> = []
    /// The shared parts, kept alive so that their addresses stay theirs.
    private var keptAlive: [Any] = []
    /// Swift's description of what the search has looked at, while it is asked for and can be
    /// written.
    private var reflectedText: DefaultDescriptionWriter?

    init(limits: Limits = Limits()) {
        self.limits = limits
        visitsLeft = limits.visits
        reflectedText = limits.writesDescription ? DefaultDescriptionWriter() : nil
    }

    /// How many of the visits it was given the search has left.
    var remainingVisits: Int {
        visitsLeft
    }

    /// Whether `error` holds an `NSError` Foundation cannot describe, or is too deep or too large
    /// to tell.
    static func finds(inError error: any Error) -> Bool {
        var search = DescriptionSurvey()
        let findings = search.look(atError: error)
        return findings.holdsTrappingError || findings.isIncomplete
    }

    /// Whether this platform's Foundation stops the process describing an `NSError` of
    /// `NSPOSIXErrorDomain` whose code does not fit an `Int32`. Where it is
    /// swift-corelibs-foundation (Linux, and Android and Windows) it does; Apple's does not, so
    /// there the search looks for such errors nowhere and only keeps Swift's description within
    /// its budget, and an error's localized texts are read without a search.
    static let foundationTraps: Bool = {
        #if canImport(Darwin)
            false
        #else
            true
        #endif
    }()

    /// Whether Foundation traps describing `error` itself, whatever its user info holds.
    static func traps(_ error: NSError) -> Bool {
        foundationTraps && error.domain == NSPOSIXErrorDomain && Int32(exactly: error.code) == nil
    }

    /// Looks through `value`.
    mutating func look(at value: Any) -> Findings {
        _ = visit(value, depth: 0)
        return finished()
    }

    /// Looks through `error`.
    ///
    /// A struct, or an enum case, that holds no values at all (such as `AppError.offline`) is
    /// remembered by its type and Swift error code, which for an enum is its case, with its
    /// description unless its type describes itself, so that the most common errors are looked
    /// into and described once.
    mutating func look(atError error: any Error) -> Findings {
        let errorType = type(of: error)
        if errorType == URLError.self, let error = error as? URLError {
            reflectedText?.abandon()
            return look(atURLError: error)
        }
        let key = EmptyValues.Key(type: ObjectIdentifier(errorType), code: error._code)
        if let description = EmptyValues.descriptions.withLock({ $0[key] }) {
            return lookedAtEmptyValue(of: errorType, describedAs: description)
        }
        guard !(errorType is AnyClass), !(errorType is any CustomNSError.Type),
            !(errorType is any CustomReflectable.Type)
        else {
            return look(at: error)
        }
        let mirror = Mirror(reflecting: error)
        guard mirror.children.isEmpty else {
            visitsLeft -= 1
            count(Size(parts: 1))
            _ = visitChildren(of: error, mirror: mirror, of: errorType, depth: 0)
            return finished()
        }
        let description = AppDescriptionCode.describesItself(errorType) ? nil : String(reflecting: error)
        EmptyValues.descriptions.withLock { descriptions in
            if descriptions.count < EmptyValues.capacity { descriptions[key] = description }
        }
        return lookedAtEmptyValue(of: errorType, describedAs: description)
    }

    /// The findings for an error that holds no values, whose description, where its type has
    /// none of its own, is `description`.
    private mutating func lookedAtEmptyValue(of errorType: Any.Type, describedAs description: String?)
        -> Findings
    {
        reflectedText?.write(whole: description)
        count(Size(parts: 1))
        stopIfAppCode(errorType)
        return finished()
    }

    /// Looks through a `URLError` from what is cheap to know of it: Swift describes it as the
    /// `NSError` it holds (`URLError(_nsError: …)`), whose domain is never one that traps, so only
    /// that error's user info can hold more; most hold none, and the search is done without a
    /// mirror.
    private mutating func look(atURLError error: URLError) -> Findings {
        visitsLeft -= 2
        count(Size(parts: 2))
        let userInfo = error.errorUserInfo
        if !userInfo.isEmpty {
            _ = visitAll(Self.unlabeled(userInfo.values), of: NSError.self, depth: 2)
        }
        return findings
    }

    /// The findings, with Swift's description where the search wrote it.
    private mutating func finished() -> Findings {
        if findings.isDescribableBySwift, let reflectedText, !reflectedText.isAbandoned {
            findings.swiftDescription = reflectedText.text
        }
        return findings
    }

    /// Whether the search has stopped: it found what makes the rest not matter, or ran out of
    /// what it may do.
    private var hasStopped: Bool {
        findings.holdsTrappingError || findings.isIncomplete
    }

    /// Looks at `value`; returns how much of Swift's description it takes.
    private mutating func visit(_ value: Any, depth: Int) -> Size {
        guard !hasStopped else { return Size() }
        visitsLeft -= 1
        let valueType = type(of: value)
        if Self.leafTypes.contains(ObjectIdentifier(valueType)) {
            reflectedText?.writeLeaf(value, of: valueType)
            let size = Size(parts: 1, textBytes: Self.textBytes(of: value, type: valueType))
            count(size)
            return size
        }
        guard depth < DescriptionBudget.maximumDepth, visitsLeft >= 0 else {
            findings.isIncomplete = true
            return Size()
        }
        // What an optional holds is looked at without a mirror, which costs ten times as much:
        // Swift writes `nil`, or `Optional(…)` around it.
        if let optional = value as? any WrappingOptional {
            count(Size(parts: 1))
            guard let wrapped = optional.wrapped else {
                reflectedText?.writeNil()
                return Size(parts: 1)
            }
            let closing = reflectedText?.openOptional()
            defer { reflectedText?.close(closing ?? nil) }
            return Size(parts: 1) + visit(wrapped, depth: depth + 1)
        }
        // An `NSError` is looked into again where it is reached again: most hold little, and
        // remembering each would cost more than that.
        let address = valueType is NSError.Type ? nil : SharedStorage.identity(of: value)
        if address != nil {
            reflectedText?.abandon()
        }
        if let address, let known = sharedParts[address] {
            count(known)
            return known
        }
        if let address, !partsInProgress.insert(address).inserted {
            findings.isIncomplete = true
            return Size()
        }
        count(Size(parts: 1))
        let size = Size(parts: 1) + visitInside(value, of: valueType, depth: depth)
        if let address {
            partsInProgress.remove(address)
            keptAlive.append(value)
            sharedParts[address] = size
        }
        return size
    }

    /// Looks into what `value` holds that its description may write.
    private mutating func visitInside(_ value: Any, of valueType: Any.Type, depth: Int) -> Size {
        if valueType is AnyClass {
            reflectedText?.abandon()
            // Checked on the metatype: on Apple platforms any Swift error casts to `NSError`.
            if valueType is NSError.Type, let error = value as? NSError {
                guard !Self.traps(error) else {
                    findings.holdsTrappingError = true
                    return Size()
                }
                return visitAll(Self.unlabeled(error.userInfo.values), of: valueType, depth: depth + 1)
            }
            guard AppDescriptionCode.describesItself(valueType) else { return Size() }
        }
        return visitChildren(of: value, mirror: Mirror(reflecting: value), of: valueType, depth: depth)
    }

    /// Looks at every value the mirror of `value`, or a mirror of a superclass, shows.
    private mutating func visitChildren(of value: Any, mirror: Mirror, of valueType: Any.Type, depth: Int)
        -> Size
    {
        let closing = reflectedText?.open(value, mirror: mirror, of: valueType)
        var size = Size()
        var mirror: Mirror? = mirror
        while let current = mirror, !hasStopped {
            size = size + visitAll(current.children, of: valueType, depth: depth + 1)
            mirror = current.superclassMirror
        }
        reflectedText?.close(closing ?? nil)
        return size
    }

    /// Looks at `parts`, what a value of `valueType` holds. Those of a value the app's own
    /// code describes are looked at for trapping errors but not counted: that code may write
    /// them or not.
    private mutating func visitAll(
        _ parts: some Sequence<(label: String?, value: Any)>, of valueType: Any.Type, depth: Int
    ) -> Size {
        let isAppCode = AppDescriptionCode.describes(valueType)
        guard !isAppCode || !stopsAtAppCode() else { return Size() }
        let countedBefore = countsParts
        countsParts = countedBefore && !isAppCode
        defer { countsParts = countedBefore }
        var size = Size()
        for (index, part) in parts.enumerated() {
            reflectedText?.startPart(label: part.label, index: index)
            size = size + visit(part.value, depth: depth)
            if hasStopped { break }
        }
        return size
    }

    /// `values` as parts without labels, as a user info's values are.
    private static func unlabeled(
        _ values: Dictionary<String, Any>.Values
    ) -> some Sequence<(label: String?, value: Any)> {
        values.lazy.map { (label: nil, value: $0) }
    }

    /// Whether the search stops at a value whose description is the app's code, without looking
    /// into it: it does when its limits say so.
    private mutating func stopsAtAppCode() -> Bool {
        guard limits.stopsAtAppCode else { return false }
        findings.isIncomplete = true
        return true
    }

    /// Stops the search at an error of `type` when its description is the app's code and the
    /// limits say so.
    private mutating func stopIfAppCode(_ type: Any.Type) {
        if AppDescriptionCode.describes(type) {
            _ = stopsAtAppCode()
        }
    }

    /// Adds `size` to what Swift's description would write, while the parts looked at count;
    /// stops the search past its limits.
    private mutating func count(_ size: Size) {
        guard countsParts else { return }
        written = written + size
        if written.parts > limits.maximumParts || written.textBytes > limits.maximumTextBytes {
            findings.isIncomplete = true
        }
    }

    /// The UTF-8 bytes of a string or substring: the only values of a leaf type whose
    /// description can be long.
    private static func textBytes(of value: Any, type valueType: Any.Type) -> Int {
        if valueType == String.self, let string = value as? String {
            return string.utf8.count
        }
        if valueType == Substring.self, let substring = value as? Substring {
            return substring.utf8.count
        }
        return 0
    }

    /// Types whose values hold no error, so the search does not look into them.
    static let leafTypes: Set<ObjectIdentifier> = [
        ObjectIdentifier(String.self), ObjectIdentifier(Substring.self), ObjectIdentifier(Character.self),
        ObjectIdentifier(Bool.self), ObjectIdentifier(Int.self), ObjectIdentifier(Int8.self),
        ObjectIdentifier(Int16.self), ObjectIdentifier(Int32.self), ObjectIdentifier(Int64.self),
        ObjectIdentifier(UInt.self), ObjectIdentifier(UInt8.self), ObjectIdentifier(UInt16.self),
        ObjectIdentifier(UInt32.self), ObjectIdentifier(UInt64.self), ObjectIdentifier(Float.self),
        ObjectIdentifier(Double.self), ObjectIdentifier(Date.self), ObjectIdentifier(URL.self),
        ObjectIdentifier(UUID.self), ObjectIdentifier(Data.self), ObjectIdentifier(Decimal.self),
        ObjectIdentifier(Duration.self), ObjectIdentifier(NSNumber.self), ObjectIdentifier(NSNull.self),
    ]
}

/// An optional, whose value the search reaches without a mirror.
private protocol WrappingOptional {
    /// What the optional holds, if anything.
    var wrapped: Any? { get }
}

extension Optional: WrappingOptional {
    fileprivate var wrapped: Any? {
        self.map { $0 as Any }
    }
}

/// Errors of a struct or an enum case that holds no values, by type and Swift error code, with
/// Swift's description of them where their type has none of its own.
private enum EmptyValues {
    struct Key: Hashable {
        let type: ObjectIdentifier
        let code: Int
    }

    /// Enough for every error type of an app; beyond it such errors are looked into every time.
    static let capacity = 4_096
    static let descriptions = Locked<[Key: String?]>([:])
}
