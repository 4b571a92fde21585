import Foundation
import Testing

@testable import ErrorHandling

private enum RegisteredFault: Error, Equatable {
    case failed(Int)
}

/// Adding rules costs time in proportion to how many are added: eight times as many rules take
/// about eight times as long (registration that copied every rule and the index for each one
/// added took 36 to 55 times as long).
@Suite struct RuleRegistrationLinearTimeTests {
    /// Linear time gives about 8; quadratic about 64.
    static let maximumRatio = 24.0

    /// What is added, `count` times, to a new handler.
    enum Registration: String, CaseIterable, CustomTestStringConvertible {
        case codeRules = "`.code(_)` rules"
        case equatableValueRules = "`.type(value)` rules of an `Equatable` type"
        case alwaysActions = "`always` actions"
        case noMatchActions = "`onNoMatch` actions"

        var testDescription: String { rawValue }

        func add(_ count: Int, to handler: ErrorHandler) {
            for number in 0..<count {
                switch self {
                case .codeRules: handler.on(error: .code(number), then: .doNothing)
                case .equatableValueRules:
                    handler.on(error: .type(RegisteredFault.failed(number)), then: .doNothing)
                case .alwaysActions: handler.always(.doNothing)
                case .noMatchActions: handler.onNoMatch(.doNothing)
                }
            }
        }

        /// The least CPU time, over `runs` new handlers, of adding `count`.
        func fastestAdding(_ count: Int, runs: Int) -> Double {
            Double(
                (0..<runs).map { _ in
                    let handler = ErrorHandler()
                    let start = ThreadCPUTime.now()
                    add(count, to: handler)
                    return ThreadCPUTime.now() - start
                }.min() ?? 0)
        }
    }

    @Test(arguments: Registration.allCases)
    func addingEightTimesAsManyTakesAboutEightTimesAsLong(_ registration: Registration) {
        let ratio = ThreadCPUTime.smallestRatio(below: Self.maximumRatio) {
            registration.fastestAdding(8_000, runs: 2) / registration.fastestAdding(1_000, runs: 3)
        }
        #expect(ratio < Self.maximumRatio, "8,000 took \(ratio)× as long as 1,000")
    }

    @Test func sixteenThousandCodeRulesStillFindTheRuleOfAnErrorsCode() {
        let log = EventLog()
        let handler = ErrorHandler()
        for code in 0..<16_000 {
            handler.on(error: .code(code), then: code == 12_345 ? log.recording("12345") : .doNothing)
        }
        handler.handle(error: NSError(domain: "test", code: 12_345))
        #expect(log.all == ["12345"])
    }
}
