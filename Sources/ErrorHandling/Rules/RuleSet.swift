/// The rules one ``ErrorHandler`` was configured with.
struct RuleSet {
    /// A class, so that walking the rules retains each one instead of copying its matchers
    /// and action.
    final class Rule {
        let matchers: [ErrorMatcher]
        let action: ActionHandler
        /// Where the rule was added: a file ID and line.
        let origin: String

        init(matchers: [ErrorMatcher], action: ActionHandler, origin: String) {
            self.matchers = matchers
            self.action = action
            self.origin = origin
        }

        /// How the rule is filed in the index so that every error it matches finds it; `nil`
        /// when the rule must be tried on every error.
        var filings: [RuleIndex.Filing]? {
            var filings: [RuleIndex.Filing] = []
            for matcher in matchers {
                guard let matcherFilings = matcher.condition.filings else { return nil }
                filings += matcherFilings
            }
            return filings
        }

        func matches(_ facts: inout ErrorFacts) -> Bool {
            for matcher in matchers where matcher.matches(&facts) {
                return true
            }
            return false
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

    /// Everything behind one reference, never changed once made: each handled error copies
    /// its handler's rule sets out of the lock, and a copy then retains one object instead of
    /// every array and the index, and reads it without exclusivity checks. Adding to a rule set
    /// makes new storage, so registration costs time in proportion to the rules so far.
    private final class Storage {
        let rules: [Rule]
        let index: RuleIndex
        let noMatchActions: [ActionHandler]
        let alwaysActions: [ActionHandler]

        init(
            rules: [Rule] = [], index: RuleIndex = RuleIndex(), noMatchActions: [ActionHandler] = [],
            alwaysActions: [ActionHandler] = []
        ) {
            self.rules = rules
            self.index = index
            self.noMatchActions = noMatchActions
            self.alwaysActions = alwaysActions
        }
    }

    private var storage = Storage()

    /// Whether `other` is this very rule set, unchanged: every change makes new storage.
    func isUnchanged(from other: RuleSet) -> Bool {
        storage === other.storage
    }

    /// The rules, in registration order.
    var rules: [Rule] {
        storage.rules
    }

    /// What runs when no rule matched.
    var noMatchActions: [ActionHandler] {
        get { storage.noMatchActions }
        set {
            storage = Storage(
                rules: storage.rules, index: storage.index, noMatchActions: newValue,
                alwaysActions: storage.alwaysActions)
        }
    }

    /// What runs for every error, after the others.
    var alwaysActions: [ActionHandler] {
        get { storage.alwaysActions }
        set {
            storage = Storage(
                rules: storage.rules, index: storage.index, noMatchActions: storage.noMatchActions,
                alwaysActions: newValue)
        }
    }

    /// Adds a rule after the others.
    mutating func append(_ rule: Rule) {
        var index = storage.index
        index.add(rulePosition: storage.rules.count, filings: rule.filings)
        storage = Storage(
            rules: storage.rules + [rule], index: index, noMatchActions: storage.noMatchActions,
            alwaysActions: storage.alwaysActions)
    }

    /// The rules that may match an error whose facts are `facts`, or whose original error's
    /// facts are `originalFacts`.
    func candidates(
        for facts: inout ErrorFacts, original originalFacts: inout ErrorFacts?, lookup: Lookup
    ) -> RuleCandidates {
        switch lookup {
        case .scan:
            return RuleCandidates(every: storage.rules.count)
        case .automatic where storage.rules.count < Self.indexedRuleCount:
            return RuleCandidates(every: storage.rules.count)
        case .automatic, .index:
            return RuleCandidates(storage.index.candidateRuns(for: &facts, original: &originalFacts))
        }
    }

    /// The position of the next of `candidates`, which this rule set's ``candidates(for:original:lookup:)``
    /// found; `nil` when none is left.
    func next(
        of candidates: inout RuleCandidates, error: any Error, originalError: (any Error)?
    ) -> Int? {
        candidates.next(in: storage.index, error: error, originalError: originalError)
    }
}
