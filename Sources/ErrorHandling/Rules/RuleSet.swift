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

    private(set) var rules: [Rule] = []
    private var index = RuleIndex()
    var noMatchActions: [ActionHandler] = []
    var alwaysActions: [ActionHandler] = []

    /// Adds a rule after the others.
    mutating func append(_ rule: Rule) {
        index.add(rulePosition: rules.count, filings: rule.filings)
        rules.append(rule)
    }

    /// The rules that may match an error whose facts are `facts`, or whose original error's
    /// facts are `originalFacts`.
    func candidates(
        for facts: inout ErrorFacts, original originalFacts: inout ErrorFacts?, lookup: Lookup
    ) -> RuleCandidates {
        switch lookup {
        case .scan:
            return RuleCandidates(every: rules.count)
        case .automatic where rules.count < Self.indexedRuleCount:
            return RuleCandidates(every: rules.count)
        case .automatic, .index:
            var originalRuns = FactRuns()
            if originalFacts != nil {
                originalRuns = index.runs(for: &originalFacts!)
            }
            return RuleCandidates(
                unindexed: PositionRun(index.unindexed), translated: index.runs(for: &facts),
                original: originalRuns)
        }
    }
}
