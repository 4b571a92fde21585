/// The steps of one handled error, started one after the other: each when the previous one
/// has completed, and the caller's completion exactly once at the end.
///
/// A step that is done by the time it returns — a repeat a center only counts, a `.perform`
/// action that calls its completion at once — is followed by the next one in the same loop,
/// and nothing is kept. Only when a step is still running when it returns does the rest of the
/// chain move into a ``WaitingHandlingChain``, which the step's completion goes on with.
struct HandlingChain: ~Copyable {
    private var cursor: ActionCursor
    private let view: ViewReference
    private let assessment: ErrorAssessment
    private let log: HandlingLog
    private let depth: Int
    /// What each action runs inside.
    private let scope: (any HandlingScope)?
    private let onCompleted: OnErrorHandled

    private init(
        cursor: consuming ActionCursor, view: ViewReference, assessment: ErrorAssessment, log: HandlingLog,
        depth: Int, scope: (any HandlingScope)?, onCompleted: OnErrorHandled
    ) {
        self.cursor = cursor
        self.view = view
        self.assessment = assessment
        self.log = log
        self.depth = depth
        self.scope = scope
        self.onCompleted = onCompleted
    }

    /// Runs `first`, then the steps `cursor` yields after it, and calls `onCompleted` at the end.
    /// - Parameters:
    ///   - view: The view of the handler.
    ///   - log: Where what happens to the steps is logged.
    ///   - record: The record of the handled error, for the first step to write when the view
    ///     presents it itself.
    ///   - depth: How deep the handling that started the chain is nested; each step runs one
    ///     level deeper.
    ///   - scope: What each action runs inside.
    static func start(
        _ first: ActionHandler, cursor: consuming ActionCursor, view: ViewReference,
        assessment: ErrorAssessment, log: HandlingLog, record: HandlingLog.PendingRecord? = nil, depth: Int,
        scope: (any HandlingScope)?, onCompleted: OnErrorHandled
    ) {
        let running = runSteps(
            from: first, cursor: &cursor, view: view, assessment: assessment, log: log, record: record,
            depth: depth, scope: scope)
        guard let running else {
            end(onCompleted, scope)
            return
        }
        let chain = HandlingChain(
            cursor: cursor, view: view, assessment: assessment, log: log, depth: depth, scope: scope,
            onCompleted: onCompleted)
        WaitingHandlingChain(chain).resume(after: running)
    }

    /// Runs `first` and the steps after it until one is still running when it returns.
    /// - Parameter record: The record of the handled error, for `first` to write.
    /// - Returns: That step's completion; `nil` when the chain is over.
    private static func runSteps(
        from first: ActionHandler, cursor: inout ActionCursor, view: ViewReference,
        assessment: ErrorAssessment, log: HandlingLog, record: HandlingLog.PendingRecord? = nil, depth: Int,
        scope: (any HandlingScope)?
    ) -> StepCompletion? {
        var step = first
        var record = record
        while true {
            // Made only when the step waits for something.
            var completion: StepCompletion?
            func makeCompletion() -> StepCompletion {
                let made = StepCompletion()
                completion = made
                return made
            }
            if step.runsAppCode(on: view) {
                // Errors raised while the action runs are one level deeper, and what it hands
                // back to the scope, then or from a task it starts, counts there.
                HandlingDepth.$current.withValue(depth + 1) {
                    guard let scope else {
                        step.start(on: view, for: assessment, log: log, in: nil, completing: makeCompletion)
                        return
                    }
                    scope.run {
                        step.start(on: view, for: assessment, log: log, in: scope, completing: makeCompletion)
                    }
                }
            } else {
                step.start(
                    on: view, for: assessment, log: log, record: record, in: scope, completing: makeCompletion
                )
            }
            record = nil
            if let completion, !completion.isDone {
                return completion
            }
            guard let next = cursor.nextStep() else { return nil }
            step = next
        }
    }

    /// Tells those waiting for the handling that it is over: the caller's completion, then the
    /// scope (see ``HandlingScope/handlingEnded()``).
    static func end(_ onCompleted: OnErrorHandled, _ scope: (any HandlingScope)?) {
        onCompleted?()
        scope?.handlingEnded()
    }

    /// Goes on after the step that was running has completed.
    consuming func advance() {
        guard let next = cursor.nextStep() else {
            HandlingChain.end(onCompleted, scope)
            return
        }
        let running = HandlingChain.runSteps(
            from: next, cursor: &cursor, view: view, assessment: assessment, log: log, depth: depth,
            scope: scope)
        guard let running else {
            HandlingChain.end(onCompleted, scope)
            return
        }
        WaitingHandlingChain(self).resume(after: running)
    }
}

/// A handling chain whose step is still running: the step's completion goes on with it.
///
/// `@unchecked Sendable` is safe here: the chain is taken out once, by the completion of the
/// step, which fires at most once and only after ``resume(after:)`` handed it on, or by
/// ``resume(after:)`` itself when the step was done before that. So no two threads ever use
/// the cursor, the view or the caller's completion at the same time. The non-`Sendable`
/// actions run where each step is started: the caller's thread, or the thread that completed
/// the previous step (a button tap, the end of a `.run` action).
final class WaitingHandlingChain: @unchecked Sendable {
    private var chain: HandlingChain?

    init(_ chain: consuming HandlingChain) {
        self.chain = consume chain
    }

    /// Goes on with the chain once `completion` fires, or at once when it has fired already.
    func resume(after completion: StepCompletion) {
        if !completion.continueLater(with: { self.advance() }) {
            advance()
        }
    }

    private func advance() {
        chain.take()?.advance()
    }
}

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

/// How a handler refers to its view: weakly when the view is an object, so a view controller
/// that owns its handler is not kept alive by it; by value otherwise.
///
/// Whether the view makes presentations of assessed errors itself (``AssessmentPresenting``) is
/// worked out once, when the reference is made, so that handling an error reads it without a
/// cast. Such a view is the link of an ``ErrorCenter``, which holds its center weakly: it is
/// held strongly, as no view controller owns it, so that reading it on every handled error
/// copies no weak reference.
enum ViewReference {
    case none
    case strong(any ErrorHandlerView)
    case weak(WeakView)
    /// A view that makes presentations of assessed errors itself.
    case presenting(any AssessmentPresenting)

    struct WeakView {
        weak var view: (any ErrorHandlerView & AnyObject)?
    }

    init(_ view: (any ErrorHandlerView)?) {
        guard let view else {
            self = .none
            return
        }
        if let presenting = view as? any AssessmentPresenting {
            self = .presenting(presenting)
        } else if let object = view as? any ErrorHandlerView & AnyObject {
            self = .weak(WeakView(view: object))
        } else {
            self = .strong(view)
        }
    }

    /// The view, while it is alive.
    var view: (any ErrorHandlerView)? {
        switch self {
        case .none: nil
        case .strong(let view): view
        case .weak(let reference): reference.view
        case .presenting(let view): view
        }
    }

    /// This reference while its view is alive; otherwise the presenter of `scope`, when there
    /// is one (see ``HandlingScope/presenter``).
    func fallingBack(to scope: (any HandlingScope)?) -> ViewReference {
        switch self {
        case .strong, .presenting:
            return self
        case .weak(let reference) where reference.view != nil:
            return self
        case .none, .weak:
            guard let presenter = scope?.presenter else { return self }
            return .presenting(presenter)
        }
    }

    /// The view, when it presents assessed errors itself.
    var presenting: (any AssessmentPresenting)? {
        guard case .presenting(let view) = self else { return nil }
        return view
    }
}
