/// Walks the actions that apply to one error, in the order they run, evaluating matchers only
/// as it goes and allocating nothing.
///
/// The order: every matching rule of the handler, in registration order; when none of its
/// rules match, the rules of its parent, then of the parent's parent; when no rule anywhere
/// matches, the `onNoMatch` actions of the nearest handler that has some; then the `always`
/// actions of the handler and of each ancestor, nearest first.
///
/// A rule matches when it matches the error the actions receive or, for a translated error,
/// the original one; both keep the cheap comparison of types.
struct ActionCursor {
    private let own: RuleSet
    private let ancestors: [RuleSet]
    /// The error the actions receive: the translated one, or the original when nothing
    /// translated it.
    let error: any Error
    private let typeKey: ErrorTypeKey?
    /// The original error, when a translator turned it into ``error``.
    private let original: (any Error)?
    private let originalTypeKey: ErrorTypeKey?
    private var position = Position.rules(level: 0, index: 0, anyMatched: false)

    /// How many actions the cursor has produced so far.
    private(set) var actionCount = 0
    /// How many rules matched so far.
    private(set) var matchedRuleCount = 0
    /// The level (0 for the handler, 1 for its parent…) and index of the first rule that matched.
    private var firstMatch: (level: Int, index: Int)?

    private enum Position {
        case rules(level: Int, index: Int, anyMatched: Bool)
        case noMatch(level: Int, index: Int)
        case always(level: Int, index: Int)
        case finished
    }

    /// - Parameters:
    ///   - own: The rules of the handler that handles the error.
    ///   - ancestors: The rules of its parent, grandparent and so on (empty for a root
    ///     handler, which then allocates nothing).
    ///   - error: The error that was raised.
    ///   - translated: What a translator turned `error` into; `nil` when nothing did.
    init(own: RuleSet, ancestors: [RuleSet], error: any Error, translated: (any Error)?) {
        self.own = own
        self.ancestors = ancestors
        self.error = translated ?? error
        self.typeKey = ErrorTypeKey(of: self.error)
        self.original = translated == nil ? nil : error
        self.originalTypeKey = translated == nil ? nil : ErrorTypeKey(of: error)
    }

    /// The next action that is not ``ActionHandler/doNothing``; `nil` when the chain is over.
    mutating func nextStep() -> ActionHandler? {
        while let action = nextAction() {
            actionCount += 1
            if case .doNothing = action { continue }
            return action
        }
        return nil
    }

    private func matches(_ rule: RuleSet.Rule) -> Bool {
        if rule.matches(error, typeKey: typeKey) {
            return true
        }
        guard let original else { return false }
        return rule.matches(original, typeKey: originalTypeKey)
    }

    /// The first rule that matched so far, for logs: which one and where it was added.
    var firstMatchedRuleDescription: String? {
        guard let (level, index) = firstMatch else { return nil }
        let owner =
            switch level {
            case 0: ""
            case 1: " of the parent handler"
            default: " of the handler \(level) levels up"
            }
        return "on(error:then:) #\(index + 1)\(owner) at \(ruleSet(at: level).rules[index].origin)"
    }

    private var levelCount: Int { ancestors.count + 1 }

    private func ruleSet(at index: Int) -> RuleSet {
        index == 0 ? own : ancestors[index - 1]
    }

    private func nearestNoMatchLevel() -> Int? {
        for level in 0..<levelCount where !ruleSet(at: level).noMatchActions.isEmpty {
            return level
        }
        return nil
    }

    private mutating func nextAction() -> ActionHandler? {
        while true {
            switch position {
            case .rules(let level, let index, let anyMatched):
                let rules = ruleSet(at: level).rules
                if index < rules.count {
                    position = .rules(level: level, index: index + 1, anyMatched: anyMatched)
                    if matches(rules[index]) {
                        position = .rules(level: level, index: index + 1, anyMatched: true)
                        matchedRuleCount += 1
                        if firstMatch == nil { firstMatch = (level, index) }
                        return rules[index].action
                    }
                } else if anyMatched {
                    position = .always(level: 0, index: 0)
                } else if level + 1 < levelCount {
                    position = .rules(level: level + 1, index: 0, anyMatched: false)
                } else {
                    position =
                        nearestNoMatchLevel().map { .noMatch(level: $0, index: 0) }
                        ?? .always(level: 0, index: 0)
                }
            case .noMatch(let level, let index):
                let actions = ruleSet(at: level).noMatchActions
                guard index < actions.count else {
                    position = .always(level: 0, index: 0)
                    continue
                }
                position = .noMatch(level: level, index: index + 1)
                return actions[index]
            case .always(let level, let index):
                guard level < levelCount else {
                    position = .finished
                    continue
                }
                let actions = ruleSet(at: level).alwaysActions
                guard index < actions.count else {
                    position = .always(level: level + 1, index: 0)
                    continue
                }
                position = .always(level: level, index: index + 1)
                return actions[index]
            case .finished:
                return nil
            }
        }
    }
}
