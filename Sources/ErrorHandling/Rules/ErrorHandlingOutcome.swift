/// What ``ErrorHandler/handle(_:file:line:function:)`` did with an error.
public struct ErrorHandlingOutcome: Sendable, Hashable {
    /// How many actions ran (rules, `onNoMatch` and `always` actions together).
    package let actionCount: Int
    /// How many `on(error:then:)` rules matched.
    public let matchedRuleCount: Int
    /// Whether the error was dropped because it was raised while handling errors nested
    /// ``ErrorHandler/maximumNestingDepth`` deep.
    let wasDroppedForNesting: Bool

    /// Whether at least one action ran.
    public var isHandled: Bool { actionCount > 0 }

    /// Creates an outcome.
    /// - Parameters:
    ///   - actionCount: How many actions ran.
    ///   - matchedRuleCount: How many rules matched.
    ///   - wasDroppedForNesting: Whether the error was dropped for nesting too deep.
    package init(actionCount: Int, matchedRuleCount: Int, wasDroppedForNesting: Bool = false) {
        self.actionCount = actionCount
        self.matchedRuleCount = matchedRuleCount
        self.wasDroppedForNesting = wasDroppedForNesting
    }

    /// The outcome of an error dropped for nesting too deep.
    static let droppedForNesting = ErrorHandlingOutcome(
        actionCount: 0, matchedRuleCount: 0, wasDroppedForNesting: true)
}
