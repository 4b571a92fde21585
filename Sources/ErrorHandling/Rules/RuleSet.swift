/// The rules one ``ErrorHandler`` was configured with.
struct RuleSet {
    /// A class, so that walking the rules retains each one instead of copying its matchers
    /// and action.
    final class Rule {
        /// What the rule's matchers test, joined into one condition: the first matcher, or
        /// either of them in order; `nil` for a rule without matchers, which matches nothing.
        private let condition: ErrorMatcher.Condition?
        let action: ActionHandler
        /// Where the rule was added: a file ID and line.
        let origin: String

        init(matchers: [ErrorMatcher], action: ActionHandler, origin: String) {
            // One condition rather than an array of matchers, so that trying the rule follows
            // no array and retains no matcher.
            condition = matchers.lazy.map(\.condition).reduce(nil) { joined, next in
                joined.map { .either($0, next) } ?? next
            }
            self.action = action
            self.origin = origin
        }

        /// How the rule is filed in the index so that every error it matches finds it; `nil`
        /// when the rule must be tried on every error.
        var filings: [RuleIndex.Filing]? {
            guard let condition else { return [] }
            return condition.filings
        }

        func matches(_ facts: inout ErrorFacts) -> Bool {
            condition?.matches(&facts) ?? false
        }
    }

    /// How a rule set finds the rules to try on an error.
    enum Lookup {
        /// Through the index when the set has ``indexedRuleCount`` rules or more; one by one
        /// below that, where looking keys up would cost more than trying every rule.
        case automatic
        /// Through the index, however few rules there are.
        case index
        /// Every rule, one by one.
        case scan
    }

    /// The smallest number of rules that ``Lookup/automatic`` finds through the index.
    static let indexedRuleCount = 16

    /// Everything behind one reference: each handled error copies its handler's rule sets out
    /// of the lock, and a copy then retains one object instead of every array and the index.
    ///
    /// A change is made in place while this rule set is the only one that holds the storage —
    /// as while rules are added one after another — so that adding n rules costs O(n) in total;
    /// when a copy holds it too (the chain of an error being handled), the change goes to new
    /// storage first and the copy keeps what it saw, so nothing reads the storage while it
    /// changes.
    private final class Storage {
        var rules: [Rule] = []
        var index = RuleIndex()
        var noMatchActions: [ActionHandler] = []
        var alwaysActions: [ActionHandler] = []

        init() {}

        init(copying other: Storage) {
            rules = other.rules
            index = other.index.copy()
            noMatchActions = other.noMatchActions
            alwaysActions = other.alwaysActions
        }
    }

    private var storage = Storage()

    /// Whether `other` is this very rule set, unchanged: storage that another rule set holds is
    /// never changed in place.
    func isUnchanged(from other: RuleSet) -> Bool {
        storage === other.storage
    }

    /// The rules, in registration order.
    var rules: [Rule] {
        storage.rules
    }

    /// What runs when no rule matched.
    var noMatchActions: [ActionHandler] {
        storage.noMatchActions
    }

    /// What runs for every error, after the others.
    var alwaysActions: [ActionHandler] {
        storage.alwaysActions
    }

    /// Whether the set adds nothing: no rule, no action when none matches, none for every error.
    var isEmpty: Bool {
        storage.rules.isEmpty && storage.noMatchActions.isEmpty && storage.alwaysActions.isEmpty
    }

    /// Adds a rule after the others.
    mutating func append(_ rule: Rule) {
        let storage = uniqueStorage()
        storage.index.add(rulePosition: storage.rules.count, filings: rule.filings)
        storage.rules.append(rule)
    }

    /// Adds an action that runs when no rule matched, after the others.
    mutating func appendNoMatchAction(_ action: ActionHandler) {
        uniqueStorage().noMatchActions.append(action)
    }

    /// Adds an action that runs for every error, after the others.
    mutating func appendAlwaysAction(_ action: ActionHandler) {
        uniqueStorage().alwaysActions.append(action)
    }

    /// The storage, first copied when another rule set holds it too.
    private mutating func uniqueStorage() -> Storage {
        if !isKnownUniquelyReferenced(&storage) {
            storage = Storage(copying: storage)
        }
        return storage
    }

    /// Makes `candidates` the rules that may match an error whose facts are `facts`, or whose
    /// original error's facts are `originalFacts`, in place of what it held.
    func findCandidates(
        for facts: inout ErrorFacts, original originalFacts: inout ErrorFacts?, lookup: Lookup,
        into candidates: inout RuleCandidates
    ) {
        switch lookup {
        case .scan:
            candidates.tryEvery(storage.rules.count)
        case .automatic where storage.rules.count < Self.indexedRuleCount:
            candidates.tryEvery(storage.rules.count)
        case .automatic, .index:
            candidates.tryRuns {
                storage.index.addCandidateRuns(for: &facts, original: &originalFacts, to: &$0)
            }
        }
    }

    /// The position of the next of `candidates`, which this rule set's
    /// ``findCandidates(for:original:lookup:into:)`` found for the errors of `facts` and
    /// `originalFacts`; `nil` when none is left. The facts are `inout`, though only read, so that
    /// they are read where they are instead of copied for every rule tried.
    func next(
        of candidates: inout RuleCandidates, facts: inout ErrorFacts,
        original originalFacts: inout ErrorFacts?
    ) -> Int? {
        candidates.next(in: storage.index, facts: &facts, original: &originalFacts)
    }
}
