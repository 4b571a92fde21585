import Foundation
import Testing

@testable import ErrorHandling

@Suite("Rule index")
struct RuleIndexTests {
    @Test func aRuleFiledUnderACodeIsFoundAmongAThousandWithoutTryingTheOthers() {
        let tried = Counter()
        let handler = ErrorHandler()
        for code in 0..<1_000 {
            handler.on(error: .code(code) && tried.counting, then: .doNothing)
        }

        let outcome = handler.handle(error: NSError(domain: "test", code: 999), onCompleted: nil)

        #expect(outcome)
        #expect(tried.value == 1)
    }

    @Test func aHashableValueIsFoundAmongAThousandRulesOfItsType() {
        let tried = Counter()
        let handler = ErrorHandler()
        for id in 0..<1_000 {
            handler.on(error: .type(IndexedFault.limited(id)) && tried.counting, then: .doNothing)
        }

        handler.handle(error: IndexedFault.limited(500))

        #expect(tried.value == 1)
    }

    @Test func valuesWhoseHashesCollideAreStillToldApartByEquality() {
        let log = EventLog()
        let handler = ErrorHandler()
        for index in 0..<20 {
            handler.on(error: .type(CollidingFault(id: index)), then: log.recording("rule \(index)"))
        }

        handler.handle(error: CollidingFault(id: 7))

        #expect(log.all == ["rule 7"])
    }

    @Test func theFactsOfAnErrorAreReadOnceHoweverManyRulesCompareThem() {
        let reads = Counter()
        let handler = ErrorHandler()
        for code in 0..<100 {
            handler.on(
                error: .code(code) || .code(code, domain: CountingCodeError.errorDomain), then: .doNothing)
        }
        for code in 0..<5 {
            handler.on(error: ErrorMatcher { _ in false } || .code(code), then: .doNothing)
        }

        handler.handle(error: CountingCodeError(reads: reads))

        #expect(reads.value == 1)
    }

    @Test func rulesThatCannotBeIndexedKeepTheirPlaceInRegistrationOrder() {
        let log = EventLog()
        let handler = ErrorHandler()
        for index in 0..<40 {
            let matcher: ErrorMatcher =
                switch index % 4 {
                case 0: ErrorMatcher { ($0 as? IndexedFault) != nil }
                case 1: .type(IndexedFault.self)
                case 2: .underlying(.type(IndexedFault.denied))
                default: .code(404)
                }
            handler.on(error: matcher, then: log.recording("\(index)"))
        }

        handler.handle(error: IndexedFault.denied)

        let expected = (0..<40).filter { $0 % 4 != 3 }.map(String.init)
        #expect(log.all == expected)
    }

    @Test(arguments: [1, 40])
    func aRuleWithoutMatchersNeverRunsWhetherTheRulesAreTriedInTurnOrThroughTheIndex(otherRules: Int) {
        let log = EventLog()
        let handler = ErrorHandler()
        for code in 0..<otherRules {
            handler.on(error: .code(code), then: .doNothing)
        }
        handler.on(then: log.recording("no matcher"))
        handler.on(error: .code(-1), then: log.recording("code"))

        handler.handle(error: NSError(domain: "test", code: -1))

        #expect(log.all == ["code"])
    }

    @Test func aRuleWithAnIndexedMatcherAndAPredicateIsTriedOnEveryError() {
        let log = EventLog()
        let handler = ErrorHandler()
        for code in 0..<40 {
            handler.on(error: .code(code), then: .doNothing)
        }
        handler.on(
            error: .code(-2), ErrorMatcher { ($0 as NSError).code == 7_000 }, then: log.recording("either"))

        handler.handle(error: NSError(domain: "test", code: 7_000))

        #expect(log.all == ["either"])
    }

    @Test func aDomainRuleIsFoundWhateverTheLengthsOfTheOtherDomains() {
        let log = EventLog()
        let handler = ErrorHandler()
        let long = String(repeating: "L", count: 70)
        for domain in ["Backend", "Frontnd", long] {
            handler.on(error: .domain(domain), then: log.recording(domain))
            handler.on(error: .code(7, domain: domain), then: log.recording("7 in \(domain)"))
        }
        for code in 0..<20 {
            handler.on(error: .code(1_000 + code), then: .doNothing)
        }

        for domain in ["Backend", "Frontnd", long, "LLLLLL", long + "L", "Other"] {
            handler.handle(error: NSError(domain: domain, code: 7))
        }

        #expect(log.all == ["Backend", "7 in Backend", "Frontnd", "7 in Frontnd", long, "7 in \(long)"])
    }

    @Test func aRuleWhoseMatchersBothMatchRunsOnce() {
        let log = EventLog()
        let handler = ErrorHandler()
        for code in 0..<30 {
            handler.on(error: .code(code), .domain("test.twice"), then: log.recording("rule \(code)"))
        }

        handler.handle(error: NSError(domain: "test.twice", code: 3))

        #expect(log.all == (0..<30).map { "rule \($0)" })
    }

    @Test func aRuleThatMatchesOnlyTheOriginalErrorIsFoundThroughTheIndex() {
        let log = EventLog()
        let translator = ErrorTranslator().adding(URLError.self) { _ in AppError.offline }
        let handler = ErrorHandler(translator: translator)
        for index in 0..<30 {
            let code: URLError.Code = index == 9 ? .notConnectedToInternet : .timedOut
            handler.on(error: .urlError(code), then: log.recording("url \(index)"))
        }
        handler.on(error: .type(AppError.offline), then: log.recording("offline"))

        handler.handle(error: URLError(.notConnectedToInternet))

        #expect(log.all == ["url 9", "offline"])
    }

    @Test func anEmptyURLErrorMatcherMatchesNothingWithOrWithoutTheIndex() {
        let handler = ErrorHandler()
        for _ in 0..<20 {
            handler.on(error: .urlError(), then: .doNothing)
        }

        let outcome = handler.handle(error: URLError(.timedOut), onCompleted: nil)

        #expect(!outcome)
        #expect(!ErrorMatcher.urlError().catches(URLError(.timedOut)))
    }

    @Test func anErrorOfAClassIsTriedAgainstEveryRuleOfAType() {
        let log = EventLog()
        let handler = ErrorHandler()
        for index in 0..<20 {
            handler.on(error: .type(IndexedFault.limited(index)), then: log.recording("value \(index)"))
        }
        handler.on(error: .type(BaseClassError.self), then: log.recording("class"))

        handler.handle(error: DerivedClassError())

        #expect(log.all == ["class"])
    }
}

private enum IndexedFault: Error, Hashable {
    case denied
    case limited(Int)
}

/// A `Hashable` error whose values all hash alike.
private struct CollidingFault: Error, Hashable {
    let id: Int

    func hash(into hasher: inout Hasher) {
        hasher.combine(0)
    }
}

/// Counts how often its code is read.
private struct CountingCodeError: CustomNSError {
    static let errorDomain = "test.counting"
    let reads: Counter

    var errorCode: Int {
        reads.increment()
        return 42
    }
}

extension Counter {
    /// A matcher that matches every error and counts how often it was tried.
    fileprivate var counting: ErrorMatcher {
        ErrorMatcher { _ in
            self.increment()
            return true
        }
    }
}
