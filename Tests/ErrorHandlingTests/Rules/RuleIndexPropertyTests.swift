import Foundation
import Testing

@testable import ErrorHandling

/// The rule index changes how fast the rules that apply are found, never which ones: random rule
/// sets and random errors give the same actions, in the same order, through the index as
/// through a plain scan of every rule.
@Suite("Rule index against a plain scan")
struct RuleIndexPropertyTests {
    @Test func theIndexRunsTheSameActionsInTheSameOrderAsAScan() {
        var random = SplitMix64(state: 0x1D_E7_0001)
        for sample in 0..<600 {
            let scenario = RandomScenario(using: &random)
            let scanned = scenario.walk(lookup: .scan)
            let indexed = scenario.walk(lookup: .index)
            let automatic = scenario.walk(lookup: .automatic)
            #expect(indexed == scanned, "sample \(sample): \(scenario)")
            #expect(automatic == scanned, "sample \(sample): \(scenario)")
        }
    }

    @Test func theRandomScenariosExerciseMatchesNoMatchesChildrenAndTranslation() {
        var random = SplitMix64(state: 0x1D_E7_0001)
        var matched = 0
        var unmatched = 0
        var fromAncestors = 0
        var translated = 0
        for _ in 0..<600 {
            let scenario = RandomScenario(using: &random)
            let walk = scenario.walk(lookup: .index)
            if walk.matchedRuleCount > 0 { matched += 1 } else { unmatched += 1 }
            if walk.firstMatch?.contains("parent") == true || walk.firstMatch?.contains("levels up") == true {
                fromAncestors += 1
            }
            if scenario.translated != nil { translated += 1 }
        }
        #expect(matched > 100)
        #expect(unmatched > 50)
        #expect(fromAncestors > 20)
        #expect(translated > 100)
    }
}

/// What a cursor produced for one error.
private struct Walk: Equatable {
    var actions: [String] = []
    var actionCount = 0
    var matchedRuleCount = 0
    var firstMatch: String?
}

private enum HashableFault: Error, Hashable {
    case denied
    case limited(Int)
}

private enum EquatableFault: Error, Equatable {
    case broken(Int)
}

/// Rule sets for a handler and its ancestors, and an error, all drawn at random.
private struct RandomScenario: CustomStringConvertible {
    let levels: [RuleSet]
    let levelDescriptions: [String]
    let error: any Error
    let translated: (any Error)?
    /// Where the actions write their names.
    private let names: NameCollector

    init(using random: inout SplitMix64) {
        let collector = NameCollector()
        var levels: [RuleSet] = []
        var descriptions: [String] = []
        for level in 0..<Int.random(in: 1...3, using: &random) {
            var rules = RuleSet()
            var names: [String] = []
            let ruleCount =
                Bool.random(using: &random)
                ? Int.random(in: 0...6, using: &random) : Int.random(in: 16...60, using: &random)
            for index in 0..<ruleCount {
                var matchers: [ErrorMatcher] = []
                var matcherNames: [String] = []
                for _ in 0..<Int.random(in: 1...2, using: &random) {
                    let (matcher, name) = Self.matcher(using: &random, depth: 0)
                    matchers.append(matcher)
                    matcherNames.append(name)
                }
                rules.append(
                    RuleSet.Rule(
                        matchers: matchers, action: Self.action("L\(level) rule \(index)", into: collector),
                        origin: "rule \(index)"))
                names.append(matcherNames.joined(separator: ", "))
            }
            for index in 0..<Int.random(in: 0...1, using: &random) {
                rules.appendNoMatchAction(Self.action("L\(level) noMatch \(index)", into: collector))
            }
            for index in 0..<Int.random(in: 0...1, using: &random) {
                rules.appendAlwaysAction(Self.action("L\(level) always \(index)", into: collector))
            }
            levels.append(rules)
            descriptions.append(names.joined(separator: " | "))
        }
        self.levels = levels
        names = collector
        levelDescriptions = descriptions
        error = Self.error(using: &random)
        translated = Int.random(in: 0..<3, using: &random) == 0 ? Self.error(using: &random) : nil
    }

    var description: String {
        "error \(error), translated \(translated.map { "\($0)" } ?? "-"), rules \(levelDescriptions)"
    }

    func walk(lookup: RuleSet.Lookup) -> Walk {
        var cursor = ActionCursor(
            levels: levels, error: error, translated: translated, lookup: lookup)
        names.names = []
        while let step = cursor.nextStep() {
            if case .perform(let action) = step {
                action(translated ?? error) {}
            }
        }
        return Walk(
            actions: names.names, actionCount: cursor.actionCount, matchedRuleCount: cursor.matchedRuleCount,
            firstMatch: cursor.firstMatchedRuleDescription)
    }

    /// An action that names itself as it runs; some are `.doNothing`, which the cursor counts
    /// but skips.
    private static func action(_ name: String, into names: NameCollector) -> ActionHandler {
        if name.hasSuffix("3") {
            return .doNothing
        }
        return .perform { _, onCompleted in
            names.names.append(name)
            onCompleted?()
        }
    }

    /// Two of the same length, and one 64 bytes longer than them, which the index's length
    /// bits cannot tell apart.
    private static let domains = [
        "test.a", "test.b", NSURLErrorDomain, CodedError.errorDomain,
        "test.a" + String(repeating: "x", count: 64),
    ]
    private static let urlCodes: [URLError.Code] = [.notConnectedToInternet, .timedOut, .cancelled]

    private static func error(using random: inout SplitMix64) -> any Error {
        switch Int.random(in: 0..<11, using: &random) {
        case 0: HashableFault.denied
        case 1: HashableFault.limited(Int.random(in: 0...3, using: &random))
        case 2: EquatableFault.broken(Int.random(in: 0...3, using: &random))
        case 3: PayloadError.failed(id: Int.random(in: 0...3, using: &random))
        case 4:
            NSError(
                domain: domains.randomElement(using: &random)!, code: Int.random(in: -1...3, using: &random))
        case 5: URLError(urlCodes.randomElement(using: &random)!)
        case 6: CodedError(errorCode: Int.random(in: 0...3, using: &random))
        case 7: DerivedClassError()
        case 8: NetworkError.server(code: Int.random(in: 0...3, using: &random))
        case 9: WrappingError(underlyingError: HashableFault.limited(Int.random(in: 0...3, using: &random)))
        default: AppError.offline
        }
    }

    private static func matcher(using random: inout SplitMix64, depth: Int) -> (ErrorMatcher, String) {
        let code = Int.random(in: -1...3, using: &random)
        let domain = domains.randomElement(using: &random)!
        let choice = Int.random(in: 0..<(depth < 2 ? 20 : 16), using: &random)
        switch choice {
        case 0: return (.code(code), ".code(\(code))")
        case 1: return (.domain(domain), ".domain(\(domain))")
        case 2: return (.code(code, domain: domain), ".code(\(code), \(domain))")
        case 3:
            let codes = urlCodes.shuffled(using: &random)
            switch Int.random(in: 0...2, using: &random) {
            case 0: return (.urlError(), ".urlError()")
            case 1: return (.urlError(codes[0]), ".urlError(\(codes[0].rawValue))")
            default:
                return (
                    .urlError(codes[0], codes[1]), ".urlError(\(codes[0].rawValue), \(codes[1].rawValue))"
                )
            }
        case 4: return (.type(HashableFault.self), ".type(HashableFault.self)")
        case 5: return (.type(EquatableFault.self), ".type(EquatableFault.self)")
        case 6: return (.type(BaseClassError.self), ".type(BaseClassError.self)")
        case 7: return (.type(CodedError.self), ".type(CodedError.self)")
        case 8:
            let value = Bool.random(using: &random) ? HashableFault.denied : .limited(code)
            return (.type(value), ".type(\(value))")
        case 9: return (.type(EquatableFault.broken(code)), ".type(broken(\(code)))")
        case 10: return (.type(PayloadError.failed(id: code)), ".type(failed(\(code)))")
        case 11: return (.type(NetworkError.server(code: code)), ".type(server(\(code)))")
        case 12:
            return (
                .type(HashableFault.self, where: { $0 != .denied }),
                ".type(HashableFault.self, where: != denied)"
            )
        case 13: return (ErrorMatcher { ($0 as NSError).code == code }, "predicate(code == \(code))")
        case 14: return (.type(AppError.offline), ".type(AppError.offline)")
        case 15: return (.domain(where: { $0 == domain }), ".domain(where: == \(domain))")
        case 16:
            let (first, firstName) = matcher(using: &random, depth: depth + 1)
            let (second, secondName) = matcher(using: &random, depth: depth + 1)
            return (first || second, "(\(firstName) || \(secondName))")
        case 17:
            let (first, firstName) = matcher(using: &random, depth: depth + 1)
            let (second, secondName) = matcher(using: &random, depth: depth + 1)
            return (first && second, "(\(firstName) && \(secondName))")
        case 18:
            let (inner, innerName) = matcher(using: &random, depth: depth + 1)
            return (!inner, "!\(innerName)")
        default:
            let (inner, innerName) = matcher(using: &random, depth: depth + 1)
            return (.underlying(inner), ".underlying(\(innerName))")
        }
    }
}

/// Where the actions of one walk write their names.
private final class NameCollector {
    var names: [String] = []
}
