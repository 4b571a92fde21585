// View.accessibilityLabel / accessibilityAddTraits, AccessibilityAttachmentModifier,
// AccessibilityTraits — REFERENCE.md "View.accessibilityLabel / accessibilityAddTraits, …".

extension View {
    nonisolated public func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        fatalError()
    }
    nonisolated public func accessibilityLabel(_ labelKey: LocalizedStringKey)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    { fatalError() }
    @_disfavoredOverload nonisolated public func accessibilityLabel<S>(_ label: S)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> where S: StringProtocol
    { fatalError() }
    nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    { fatalError() }
}

public struct AccessibilityAttachmentModifier: ViewModifier {
    public typealias Body = Never
}

@available(*, unavailable)
extension AccessibilityAttachmentModifier: Sendable {}

public struct AccessibilityTraits: SetAlgebra, Sendable {
    public static var isButton: AccessibilityTraits { fatalError() }
    public static var isHeader: AccessibilityTraits { fatalError() }
    public static var isSelected: AccessibilityTraits { fatalError() }
    public static var isStaticText: AccessibilityTraits { fatalError() }
    public static var isModal: AccessibilityTraits { fatalError() }
    public init() { fatalError() }
    public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { fatalError() }
    public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits { fatalError() }
    public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits { fatalError() }
    public func contains(_ member: AccessibilityTraits) -> Bool { fatalError() }
    @discardableResult
    public mutating func insert(_ newMember: AccessibilityTraits) -> (inserted: Bool, memberAfterInsert: AccessibilityTraits) {
        fatalError()
    }
    @discardableResult
    public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? { fatalError() }
    @discardableResult
    public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? { fatalError() }
    public mutating func formUnion(_ other: AccessibilityTraits) { fatalError() }
    public mutating func formIntersection(_ other: AccessibilityTraits) { fatalError() }
    public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { fatalError() }
    public static func == (a: AccessibilityTraits, b: AccessibilityTraits) -> Bool { fatalError() }
}
