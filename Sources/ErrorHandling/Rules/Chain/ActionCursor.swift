/// Walks the actions that apply to one error, in the order they run, evaluating matchers only
/// as it goes and allocating nothing.
///
/// The order: every matching rule of the handler, in registration order; when none of its
/// rules match, the rules of its parent, then of the parent's parent; when no rule anywhere
/// matches, the `onNoMatch` actions of the nearest handler that has some; then the `always`
/// actions of the handler and of each ancestor, nearest first.
///
/// A rule matches when it matches the error the actions receive or, for a translated error,
/// the original one. The facts the matchers compare are read from each error once, and the
/// rule index of each rule set yields the rules worth trying.
///
/// Not copyable: it is made once per handled error and only ever moved, never duplicated.
struct ActionCursor: ~Copyable {
    /// The rule sets of the handler and of each ancestor, nearest first.
    private let levels: [RuleSet]
    /// What the matchers read; `nil` when no level has rules, as for the handler a center
    /// makes, so that a cursor that tries no rule copies no facts.
    private var matchFacts: MatchFacts?
    private let lookup: RuleSet.Lookup
    /// The candidates of the level whose rules are being walked; `nil` before the first level
    /// with rules, so that a cursor that meets none never fills them in.
    private var candidates: RuleCandidates?
    private var position = Position.enteringRules(level: 0)
    /// Whether the `onNoMatch` actions run when no rule matched: not for a cancellation.
    private let runsNoMatchActions: Bool

    /// How many actions the cursor has produced so far.
    private(set) var actionCount = 0
    /// How many rules matched so far.
    private(set) var matchedRuleCount = 0
    /// The level (0 for the handler, 1 for its parent…) and index of the first rule that matched.
    private var firstMatch: (level: Int, index: Int)?

    private enum Position {
        case enteringRules(level: Int)
        case rules(level: Int, anyMatched: Bool)
        case noMatch(level: Int, index: Int)
        case always(level: Int, index: Int)
        case finished
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

    /// Whether `step`, or a step after it, shows the error to the person: worked out on a copy,
    /// so the handling itself walks the rules only once.
    func presents(from step: ActionHandler?) -> Bool {
        var probe = ActionCursor(lookingAheadOf: self)
        var step = step
        while let current = step {
            if current.presentsTheError { return true }
            step = probe.nextStep()
        }
        return false
    }

    /// The first rule that matched so far, for logs: which one and where it was added.
    var firstMatchedRuleDescription: String? {
        guard let (level, index) = firstMatch else { return nil }
        // A handler that adds nothing, such as a child that only scopes a view,
        // is not a level a developer wrote: the rule is then its parent's own.
        let ownLevels = levels[..<level].count { !$0.isEmpty }
        let owner =
            switch ownLevels {
            case 0: ""
            case 1: " of the parent handler"
            default: " of the handler \(ownLevels) levels up"
            }
        return "on(error:then:) #\(index + 1)\(owner) at \(levels[level].rules[index].origin)"
    }

    private func nearestNoMatchLevel() -> Int? {
        guard runsNoMatchActions else { return nil }
        for level in 0..<levels.count where !levels[level].noMatchActions.isEmpty {
            return level
        }
        return nil
    }

    /// Where the walk goes once the rules of `level` are done: to the `always` actions when a
    /// rule matched, else to the rules of the next level, or after the last one to the nearest
    /// `onNoMatch` actions.
    private func position(afterRulesOf level: Int, anyMatched: Bool) -> Position {
        if anyMatched {
            return .always(level: 0, index: 0)
        }
        if level + 1 < levels.count {
            return .enteringRules(level: level + 1)
        }
        return nearestNoMatchLevel().map { .noMatch(level: $0, index: 0) } ?? .always(level: 0, index: 0)
    }

    private mutating func nextAction() -> ActionHandler? {
        while true {
            switch position {
            case .enteringRules(let level):
                // A level without rules, such as a child that only scopes a view, is passed over
                // without looking for candidates.
                guard !levels[level].rules.isEmpty else {
                    position = position(afterRulesOf: level, anyMatched: false)
                    continue
                }
                // A level with rules means the cursor was made with the facts they read.
                if candidates == nil { candidates = RuleCandidates() }
                matchFacts!.findCandidates(in: levels[level], lookup: lookup, into: &candidates!)
                position = .rules(level: level, anyMatched: false)
            case .rules(let level, let anyMatched):
                // The rules of a level are tried in a loop of their own rather than one turn of
                // the walk each, and the rule set is read where it is, in `levels`.
                if let index = matchFacts!.nextMatch(in: levels[level], from: &candidates!) {
                    position = .rules(level: level, anyMatched: true)
                    matchedRuleCount += 1
                    if firstMatch == nil { firstMatch = (level, index) }
                    return levels[level].rules[index].action
                }
                position = position(afterRulesOf: level, anyMatched: anyMatched)
            case .noMatch(let level, let index):
                let actions = levels[level].noMatchActions
                guard index < actions.count else {
                    position = .always(level: 0, index: 0)
                    continue
                }
                position = .noMatch(level: level, index: index + 1)
                return actions[index]
            case .always(let level, let index):
                guard level < levels.count else {
                    position = .finished
                    continue
                }
                let actions = levels[level].alwaysActions
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

extension ActionCursor {
    // The initializers are declared in an extension so that they hand what they worked out to
    // the memberwise initializer, which writes the cursor, several hundred bytes, once: built
    // field by field in an initializer of its own, it was copied whole.

    /// - Parameters:
    ///   - levels: The rules of the handler that handles the error, then those of its parent,
    ///     grandparent and so on; at least one rule set.
    ///   - error: The error that was raised.
    ///   - translated: What a translator turned `error` into; `nil` when nothing did.
    ///   - lookup: How the rules to try are found; only tests choose.
    init(levels: [RuleSet], error: any Error, translated: (any Error)?, lookup: RuleSet.Lookup = .automatic) {
        self.init(
            levels: levels,
            matchFacts: MatchFacts.needed(
                by: levels, thrown: ErrorFacts(error), translated: translated.map(ErrorFacts.init)),
            lookup: lookup, runsNoMatchActions: true)
    }

    /// - Parameters:
    ///   - levels: The rules of the handler that handles the error, then those of its
    ///     ancestors; at least one rule set.
    ///   - assessment: The error as it entered, with what was read of it; a cancellation
    ///     runs no `onNoMatch` action.
    init(levels: [RuleSet], assessment: borrowing ErrorAssessment) {
        self.init(
            levels: levels,
            matchFacts: MatchFacts.needed(
                by: levels, thrown: assessment.facts, translated: assessment.shownFacts),
            lookup: .automatic, runsNoMatchActions: !assessment.isCancellation)
    }

    /// A cursor at the same place as `other`, to look ahead without moving it.
    private init(lookingAheadOf other: borrowing ActionCursor) {
        self.init(
            levels: other.levels, matchFacts: other.matchFacts, lookup: other.lookup,
            candidates: other.candidates, position: other.position,
            runsNoMatchActions: other.runsNoMatchActions, actionCount: other.actionCount,
            matchedRuleCount: other.matchedRuleCount, firstMatch: other.firstMatch)
    }
}

extension ActionCursor {
    /// The facts of the error the actions receive, and of the original error when a
    /// translator turned it into that one: what the matchers read, each error once.
    private struct MatchFacts {
        var facts: ErrorFacts
        var original: ErrorFacts?

        /// The facts the matchers of `levels` need: those of `translated`, which the actions
        /// receive, with those of `thrown` as the original, or those of `thrown` alone when
        /// nothing translated it; `nil` when no level has rules. The facts are arguments read
        /// only when a level has rules, so a handler without rules copies none.
        static func needed(
            by levels: [RuleSet], thrown: @autoclosure () -> ErrorFacts,
            translated: @autoclosure () -> ErrorFacts?
        ) -> MatchFacts? {
            guard levels.contains(where: { !$0.rules.isEmpty }) else { return nil }
            guard let translated = translated() else { return MatchFacts(facts: thrown(), original: nil) }
            return MatchFacts(facts: translated, original: thrown())
        }

        /// Makes `candidates` the rules of `ruleSet` that may match, in place of what it held.
        mutating func findCandidates(
            in ruleSet: RuleSet, lookup: RuleSet.Lookup, into candidates: inout RuleCandidates
        ) {
            ruleSet.findCandidates(for: &facts, original: &original, lookup: lookup, into: &candidates)
        }

        /// The position in `ruleSet` of the next of `candidates` that matches the error the
        /// actions receive or, for a translated error, the original one; `nil` when none of
        /// those left does. The rules are tried in a loop of their own, with the facts read
        /// where they are, so that nothing is copied for each.
        mutating func nextMatch(in ruleSet: RuleSet, from candidates: inout RuleCandidates) -> Int? {
            while let index = ruleSet.next(of: &candidates, facts: &facts, original: &original) {
                let rule = ruleSet.rules[index]
                if rule.matches(&facts) {
                    return index
                }
                if original != nil, rule.matches(&original!) {
                    return index
                }
            }
            return nil
        }
    }
}
