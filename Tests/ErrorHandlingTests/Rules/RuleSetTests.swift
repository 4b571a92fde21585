import Foundation
import Testing

@testable import ErrorHandling

private enum SnapshotFault: Error, Equatable {
    case failed(Int)
}

/// A rule set grows in place while nothing else holds it, and a copy — what an error being
/// handled walks — keeps exactly the rules it was made with while the original gains more.
@Suite struct RuleSetTests {
    @Test func rulesAddedWhileAnErrorIsHandledApplyFromTheNextError() {
        let log = EventLog()
        let handler = ErrorHandler()
        for number in 0..<20 {
            handler.on(error: .type(SnapshotFault.failed(number)), then: log.recording("value \(number)"))
            handler.on(error: .code(number, domain: "test"), then: log.recording("code \(number)"))
        }
        handler.on(
            error: .type(SnapshotFault.failed(5)),
            then: .perform { [weak handler] _, onCompleted in
                handler?.on(error: .type(SnapshotFault.failed(5)), then: log.recording("added value"))
                handler?.on(error: .type(SnapshotFault.self), then: log.recording("added type"))
                handler?.always(log.recording("added always"))
                onCompleted?()
            })

        handler.handle(error: SnapshotFault.failed(5))
        #expect(log.all == ["value 5"])

        handler.handle(error: SnapshotFault.failed(5))
        #expect(log.all == ["value 5", "value 5", "added value", "added type", "added always"])
    }

    @Test func aCopyKeepsItsRulesAndActionsWhileTheOriginalGainsMore() {
        var original = RuleSet()
        addRulesAndActions(to: &original)
        let copy = original
        addRulesAndActions(to: &original)
        var unshared = [RuleSet(), RuleSet()]
        addRulesAndActions(to: &unshared[0])
        addRulesAndActions(to: &unshared[1])
        addRulesAndActions(to: &unshared[1])

        #expect(copy.rules.count == 40)
        #expect(copy.noMatchActions.count == 1)
        #expect(copy.alwaysActions.count == 1)
        #expect(original.rules.count == 80)
        #expect(original.alwaysActions.count == 2)
        #expect(!copy.isUnchanged(from: original))
        let errors: [any Error] = [
            SnapshotFault.failed(1), SnapshotFault.failed(3), NSError(domain: "test", code: 1),
            NSError(domain: "test", code: 2),
        ]
        for error in errors {
            #expect(!candidates(of: copy, for: error).isEmpty)
            #expect(candidates(of: copy, for: error) == candidates(of: unshared[0], for: error))
            #expect(candidates(of: original, for: error) == candidates(of: unshared[1], for: error))
        }
    }

    /// 40 rules of `.type(value)` and `.code(_)`, whose values and codes repeat, an `onNoMatch`
    /// and an `always` action.
    private func addRulesAndActions(to rules: inout RuleSet) {
        for number in 0..<20 {
            rules.append(rule(.type(SnapshotFault.failed(number % 4))))
            rules.append(rule(.code(number % 4)))
        }
        rules.appendNoMatchAction(.doNothing)
        rules.appendAlwaysAction(.doNothing)
    }

    @Test func aCopyKeepsTheIndexItHadWhenTheOriginalGetsMoreRules() {
        var rules = RuleSet()
        for _ in 0..<RuleSet.indexedRuleCount {
            rules.append(rule(.code(1)))
        }
        let before = rules
        rules.append(rule(.code(2)))
        rules.append(rule(.code(1)))

        let error = NSError(domain: "RuleSetTests", code: 1)
        #expect(candidates(of: before, for: error) == Array(0..<RuleSet.indexedRuleCount))
        #expect(
            candidates(of: rules, for: error) == Array(0..<RuleSet.indexedRuleCount) + [
                RuleSet.indexedRuleCount + 1
            ])
    }

    @Test func aRuleSetAddedToInPlaceIsStillSeenAsChanged() {
        var rules = RuleSet()
        rules.append(rule(.code(1)))
        let before = rules
        rules.append(rule(.code(2)))
        #expect(!rules.isUnchanged(from: before))
        #expect(before.rules.count == 1)
    }

    private func rule(_ matcher: ErrorMatcher) -> RuleSet.Rule {
        RuleSet.Rule(matchers: [matcher], action: .doNothing, origin: "RuleSetTests")
    }

    /// The positions of the rules `rules` yields for `error` through its index.
    private func candidates(of rules: RuleSet, for error: any Error) -> [Int] {
        var facts = ErrorFacts(error)
        var originalFacts: ErrorFacts?
        var candidates = RuleCandidates()
        rules.findCandidates(for: &facts, original: &originalFacts, lookup: .index, into: &candidates)
        var positions: [Int] = []
        while let position = rules.next(of: &candidates, facts: &facts, original: &originalFacts) {
            positions.append(position)
        }
        return positions
    }
}
