import ErrorHandling
import Foundation

/// `Equatable` but not `Hashable`, with a payload: the `.type(value)` rules find it by `==`.
enum BenchmarkError: Error, Equatable {
    case failure(code: Int)
}

/// `Hashable`, with a payload: the `.type(value)` rules find it by its hash.
enum HashableBenchmarkError: Error, Hashable {
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

    /// The matchers measured at every rule count: how to build `count` rules of that kind, and
    /// the error the last of them matches.
    static let matchers:
        [(name: String, handler: @Sendable (Int) -> ErrorHandler, error: @Sendable (Int) -> any Error)] = [
            (".type(value), Equatable", valueHandler, { BenchmarkError.failure(code: $0 - 1) }),
            (
                ".type(value), Hashable",
                { count in rules(count) { .type(HashableBenchmarkError.failure(code: $0)) } },
                { HashableBenchmarkError.failure(code: $0 - 1) }
            ),
            (".type(T.self)", typeHandler, { _ in BenchmarkError.failure(code: 0) }),
            (
                ".code(_)", { count in rules(count) { .code($0) } },
                { NSError(domain: "benchmark", code: $0 - 1) }
            ),
            (
                ".code(_:domain:)", { count in rules(count) { .code($0, domain: "benchmark") } },
                { NSError(domain: "benchmark", code: $0 - 1) }
            ),
            (
                ".domain(_)", { count in rules(count) { .domain("benchmark.\($0)") } },
                { NSError(domain: "benchmark.\($0 - 1)", code: 0) }
            ),
            (".urlError(_)", urlErrorHandler, { _ in URLError(.notConnectedToInternet) }),
        ]

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
            let naive = naiveHandler(rules: count)
            let naiveError = BenchmarkError.failure(code: count - 1)
            rows.append(
                Row(
                    matcher: "naive baseline (String(reflecting:))", rules: count,
                    measurement: Measure.calls(iterations: max(20, iterations / 10)) {
                        _ = naive.handle(error: naiveError)
                    }
                ))
            for matcher in matchers {
                let handler = matcher.handler(count)
                let error = matcher.error(count)
                rows.append(
                    Row(
                        matcher: matcher.name, rules: count,
                        measurement: Measure.calls(iterations: 10_000, rounds: 40) {
                            handler.handle(error: error)
                        }))
            }
        }
        rows.append(
            Row(
                matcher: "no rule matches, no onNoMatch (`.type(value)`, Equatable)", rules: 1_000,
                measurement: {
                    let handler = valueHandler(rules: 1_000)
                    let error: any Error = BenchmarkError.failure(code: -1)
                    return Measure.calls(iterations: 10_000) { handler.handle(error: error) }
                }()))
        let appHandlers = [
            (
                "an app's handler: 32 mixed rules, a child, `.standard` translation",
                AppHandler.ownDomainsByBridging
            ),
            ("the same, its own domains matched with `.domain(where:)`", AppHandler.ownDomainsFromTheFacts),
        ]
        for (name, ownDomains) in appHandlers {
            rows.append(
                Row(
                    matcher: name, rules: 32,
                    measurement: {
                        let handler = AppHandler.make(ownDomains: ownDomains)
                        let errors = AppHandler.errors
                        var next = 0
                        return Measure.calls(iterations: 100_000) {
                            handler.handle(error: errors[next])
                            next = next == errors.count - 1 ? 0 : next + 1
                        }
                    }()))
        }
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

    /// For each matcher, how many times slower a handler of 1000 rules is than one of 1 rule,
    /// measured in turns.
    static func ratios() -> [(matcher: String, ratio: Double)] {
        matchers.map { matcher in
            let one = matcher.handler(1)
            let many = matcher.handler(1_000)
            let oneError = matcher.error(1)
            let manyError = matcher.error(1_000)
            let ratio = Measure.ratio(
                iterations: 10_000, of: { many.handle(error: manyError) }, to: { one.handle(error: oneError) }
            )
            return (matcher.name, ratio)
        }
    }

    /// How many times faster `.type(value)` of an `Equatable` enum is than the naive baseline,
    /// with 1000 rules, measured in turns.
    static func speedupOverNaive() -> Double {
        let naive = naiveHandler(rules: 1_000)
        let engine = valueHandler(rules: 1_000)
        let error: any Error = BenchmarkError.failure(code: 999)
        return Measure.ratio(
            iterations: 5_000, secondIterations: 5, rounds: 15, of: { _ = naive.handle(error: error) },
            to: { engine.handle(error: error) })
    }

    /// The rule counts of ``registration()``.
    static let registrationCounts = [2_000, 16_000]

    /// For each of ``registrationCounts``, how long adding that many `.code` rules to a new
    /// handler takes, in seconds: the fastest of three handlers.
    static func registration() -> [(rules: Int, seconds: Double)] {
        registrationCounts.map { count in
            let seconds = (0..<3).map { _ in
                let start = DispatchTime.now().uptimeNanoseconds
                _ = rules(count) { .code($0) }
                return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            }
            return (count, seconds.min() ?? 0)
        }
    }

    /// A handler with `count` rules, the matcher of rule `index` built by `matcher(index)`.
    private static func rules(_ count: Int, _ matcher: (Int) -> ErrorMatcher) -> ErrorHandler {
        let handler = ErrorHandler()
        for index in 0..<count {
            handler.on(error: matcher(index), then: .doNothing)
        }
        return handler
    }

    static func valueHandler(rules count: Int) -> ErrorHandler {
        rules(count) { .type(BenchmarkError.failure(code: $0)) }
    }

    private static func typeHandler(rules count: Int) -> ErrorHandler {
        let others = otherTypeMatchers
        return rules(count) { index in
            index == count - 1 ? .type(BenchmarkError.self) : others[index % others.count]
        }
    }

    /// `URLError` codes the `.urlError` rules name but the handled error never has.
    private static let otherURLErrorCodes: [URLError.Code] = [
        .unknown, .cancelled, .badURL, .timedOut, .unsupportedURL, .cannotFindHost, .cannotConnectToHost,
        .networkConnectionLost, .dnsLookupFailed, .httpTooManyRedirects, .resourceUnavailable,
        .redirectToNonExistentLocation, .badServerResponse, .userCancelledAuthentication,
        .userAuthenticationRequired, .zeroByteResource, .cannotDecodeRawData, .cannotDecodeContentData,
        .cannotParseResponse, .fileDoesNotExist, .fileIsDirectory, .noPermissionsToReadFile,
        .secureConnectionFailed, .serverCertificateHasBadDate, .serverCertificateUntrusted,
        .serverCertificateHasUnknownRoot, .serverCertificateNotYetValid, .clientCertificateRejected,
        .clientCertificateRequired, .cannotLoadFromNetwork, .cannotCreateFile, .cannotOpenFile,
        .cannotCloseFile, .cannotWriteToFile, .cannotRemoveFile, .cannotMoveFile,
    ]

    /// `count` `.urlError` rules, of which only the last names the handled error's code:
    /// `URLError` has too few codes for one of its own per rule, so the others share theirs.
    private static func urlErrorHandler(rules count: Int) -> ErrorHandler {
        rules(count) { index in
            index == count - 1
                ? .urlError(.notConnectedToInternet)
                : .urlError(otherURLErrorCodes[index % otherURLErrorCodes.count])
        }
    }

    private static func naiveHandler(rules count: Int) -> NaiveHandler {
        let handler = NaiveHandler()
        for code in 0..<count {
            handler.on(value: BenchmarkError.failure(code: code)) {}
        }
        return handler
    }
}
