import ErrorHandling
import Foundation

enum BenchmarkError: Error, Equatable {
    case failure(code: Int)
}

/// Ten error types that the `.type(T.self)` rules name but the handled error never is.
enum OtherError0: Error { case failed }
enum OtherError1: Error { case failed }
enum OtherError2: Error { case failed }
enum OtherError3: Error { case failed }
enum OtherError4: Error { case failed }
enum OtherError5: Error { case failed }
enum OtherError6: Error { case failed }
enum OtherError7: Error { case failed }
enum OtherError8: Error { case failed }
enum OtherError9: Error { case failed }

/// `ns per handle(error:)` for handlers whose last rule matches.
enum RuleBenchmarks {
    static let ruleCounts = [1, 10, 100, 1_000]

    private static var otherTypeMatchers: [ErrorMatcher] {
        [
            .type(OtherError0.self), .type(OtherError1.self), .type(OtherError2.self),
            .type(OtherError3.self),
            .type(OtherError4.self), .type(OtherError5.self), .type(OtherError6.self),
            .type(OtherError7.self),
            .type(OtherError8.self), .type(OtherError9.self),
        ]
    }

    struct Row {
        let matcher: String
        let rules: Int
        let measurement: Measurement
    }

    static func run() -> [Row] {
        var rows: [Row] = []
        for count in ruleCounts {
            let iterations = max(200, 400_000 / count)
            rows.append(
                measure("naive baseline (String(reflecting:))", count, iterations / 10) {
                    naiveHandler(rules: count)
                })
            rows.append(measure(".type(value)", count, iterations) { valueHandler(rules: count) })
            rows.append(measure(".type(T.self)", count, iterations) { typeHandler(rules: count) })
            rows.append(measure(".code(_)", count, iterations) { codeHandler(rules: count) })
        }
        rows.append(
            Row(
                matcher: "no rule matches, no onNoMatch", rules: 1_000,
                measurement: {
                    let handler = valueHandler(rules: 1_000)
                    let error: any Error = BenchmarkError.failure(code: -1)
                    return Measure.calls(iterations: 400) { handler.handle(error: error) }
                }()))
        rows.append(
            Row(
                matcher: "one `.perform` action that completes at once", rules: 1,
                measurement: {
                    let handler = ErrorHandler().on(
                        error: .type(BenchmarkError.self), then: .perform { $1?() })
                    let error: any Error = BenchmarkError.failure(code: 0)
                    return Measure.calls(iterations: 100_000) { handler.handle(error: error) }
                }()))
        return rows
    }

    private static func measure(
        _ name: String,
        _ count: Int,
        _ iterations: Int,
        _ makeHandler: () -> any BenchmarkHandler
    ) -> Row {
        let handler = makeHandler()
        let error = handledError(for: name, rules: count)
        let measurement = Measure.calls(iterations: max(iterations, 20)) { handler.handleOnce(error) }
        return Row(matcher: name, rules: count, measurement: measurement)
    }

    private static func handledError(for name: String, rules count: Int) -> any Error {
        switch name {
        case ".code(_)": return NSError(domain: "benchmark", code: count - 1)
        default: return BenchmarkError.failure(code: count - 1)
        }
    }

    static func valueHandler(rules count: Int) -> ErrorHandler {
        let handler = ErrorHandler()
        for code in 0..<count {
            handler.on(error: .type(BenchmarkError.failure(code: code)), then: .doNothing)
        }
        return handler
    }

    private static func typeHandler(rules count: Int) -> ErrorHandler {
        let handler = ErrorHandler()
        let others = otherTypeMatchers
        for index in 0..<(count - 1) {
            handler.on(error: others[index % others.count], then: .doNothing)
        }
        return handler.on(error: .type(BenchmarkError.self), then: .doNothing)
    }

    private static func codeHandler(rules count: Int) -> ErrorHandler {
        let handler = ErrorHandler()
        for code in 0..<count {
            handler.on(error: .code(code), then: .doNothing)
        }
        return handler
    }

    private static func naiveHandler(rules count: Int) -> NaiveHandler {
        let handler = NaiveHandler()
        for code in 0..<count {
            handler.on(value: BenchmarkError.failure(code: code)) {}
        }
        return handler
    }
}

/// The common face of the engine and the baseline, so one loop measures both.
protocol BenchmarkHandler {
    func handleOnce(_ error: any Error)
}

extension ErrorHandler: BenchmarkHandler {
    func handleOnce(_ error: any Error) {
        handle(error: error)
    }
}

extension NaiveHandler: BenchmarkHandler {
    func handleOnce(_ error: any Error) {
        _ = handle(error: error)
    }
}
