import ErrorHandling
import Foundation
import Testing

@Suite("ErrorTranslator")
struct ErrorTranslatorTests {
    enum BackendError: Error, Equatable {
        case maintenance
        case quota
    }

    struct Payload: Decodable {
        let name: String
    }

    static func translated(_ error: any Error) -> AppError? {
        ErrorTranslator.standard.translate(error) as? AppError
    }

    @Test func anEmptyTranslatorReturnsEveryErrorUnchanged() {
        #expect(ErrorTranslator().translate(BackendError.quota) as? BackendError == .quota)
        #expect(ErrorTranslator().translate(URLError(.timedOut)) is URLError)
    }

    @Test func aTypeRuleTranslatesErrorsOfThatTypeOnly() {
        let translator = ErrorTranslator().adding(URLError.self) { _ in AppError.offline }
        #expect(translator.translate(URLError(.notConnectedToInternet)) as? AppError == .offline)
        #expect(translator.translate(BackendError.quota) as? BackendError == .quota)
    }

    /// A rule for a `CustomNSError` type sees the type's own values and the `NSError`s that cast
    /// to it (on Apple platforms, those of its domain), and no other error.
    @Test func aTypeRuleOfABridgingTypeTranslatesWhatCastsToThatType() {
        let translator = ErrorTranslator().adding(CocoaError.self) { _ in AppError.notFound }
        let ofItsDomain = NSError(domain: NSCocoaErrorDomain, code: CocoaError.fileNoSuchFile.rawValue)
        let ofAnother = NSError(domain: "elsewhere", code: CocoaError.fileNoSuchFile.rawValue)

        #expect(translator.translate(CocoaError(.fileNoSuchFile)) as? AppError == .notFound)
        #expect(translator.translate(URLError(.timedOut)) is URLError)
        #expect(translator.translate(BackendError.quota) as? BackendError == .quota)
        #expect(
            (translator.translate(ofItsDomain) as? AppError == .notFound)
                == (ofItsDomain as any Error is CocoaError))
        #expect((translator.translate(ofAnother) as NSError).domain == "elsewhere")
    }

    @Test func theFirstRuleThatRecognizesAnErrorWinsAndARuleThatReturnsNilPassesItOn() {
        let translator = ErrorTranslator()
            .adding(BackendError.self) { $0 == .quota ? nil : AppError.serverError }
            .adding(BackendError.self) { _ in AppError.rateLimited(retryAfter: nil) }
            .adding(BackendError.self) { _ in AppError.unknown(BackendError.quota) }
        #expect(translator.translate(BackendError.maintenance) as? AppError == .serverError)
        #expect(translator.translate(BackendError.quota) as? AppError == .rateLimited(retryAfter: nil))
    }

    @Test func aDomainAndCodeRuleTranslatesMatchingNSErrorsOnly() {
        let translator = ErrorTranslator().adding(domain: "MyBackend", code: 42) { nsError in
            AppError.invalidData(reason: nsError.domain)
        }
        #expect(
            translator.translate(NSError(domain: "MyBackend", code: 42)) as? AppError
                == .invalidData(reason: "MyBackend"))
        #expect(translator.translate(NSError(domain: "MyBackend", code: 41)) as? AppError == nil)
        #expect(translator.translate(NSError(domain: "Other", code: 42)) as? AppError == nil)
    }

    /// The rules that tell errors by domain are skipped for a domain none of them names; the
    /// rules after them, and the order, stay as they are.
    @Test func anErrorOfADomainNoRuleNamesSkipsTheDomainRulesAndReachesTheRulesForAnyError() {
        let translator = ErrorTranslator()
            .adding(domain: "MyBackend") { _ in AppError.serverError }
            .adding(URLError.self) { _ in AppError.offline }
            .adding(NSError.self) { _ in AppError.timeout }
            .adding(domain: "Later") { _ in AppError.notFound }
        #expect(translator.translate(NSError(domain: "MyBackend", code: 1)) as? AppError == .serverError)
        #expect(translator.translate(NSError(domain: "Elsewhere", code: 1)) as? AppError == .timeout)
        #expect(translator.translate(NSError(domain: "Later", code: 1)) as? AppError == .timeout)
        #expect(translator.translate(URLError(.timedOut)) as? AppError == .offline)
        #expect(
            ErrorTranslator().adding(NSError.self) { _ in AppError.timeout }
                .translate(NSError(domain: "Elsewhere", code: 1)) as? AppError == .timeout)
    }

    /// A domain is looked up only when a rule names a domain of its length; a domain of the
    /// same length, or of a length 64 bytes apart, is still told apart by its name.
    @Test func aDomainRuleTellsDomainsApartWhateverTheirLength() {
        let long = String(repeating: "L", count: 70)
        let translator = ErrorTranslator()
            .adding(domain: "Backend") { _ in AppError.serverError }
            .adding(domain: long) { _ in AppError.notFound }
        #expect(translator.translate(NSError(domain: "Backend", code: 1)) as? AppError == .serverError)
        #expect(translator.translate(NSError(domain: long, code: 1)) as? AppError == .notFound)
        #expect(translator.translate(NSError(domain: "Frontnd", code: 1)) as? AppError == nil)
        #expect(translator.translate(NSError(domain: "LLLLLL", code: 1)) as? AppError == nil)
        #expect(translator.translate(NSError(domain: long + "L", code: 1)) as? AppError == nil)
    }

    /// A value of a type that no other type casts to is offered the rules for its type and the
    /// rules for any error, in the order they were added, and no rule for another type.
    @Test func aValueIsOfferedTheRulesForItsTypeAndForAnyErrorInTheOrderTheyWereAdded() {
        let byType = ErrorTranslator()
            .adding(DecodingError.self) { _ in AppError.serverError }
            .adding(BackendError.self) { $0 == .quota ? AppError.rateLimited(retryAfter: nil) : nil }
            .adding(domain: "MyBackend") { _ in AppError.serverError }
            .adding(BackendError.self) { _ in AppError.notFound }
        #expect(byType.translate(BackendError.quota) as? AppError == .rateLimited(retryAfter: nil))
        #expect(byType.translate(BackendError.maintenance) as? AppError == .notFound)
        #expect(byType.translate(CancellationError()) is CancellationError)

        let withARuleForAnyError = ErrorTranslator()
            .adding(BackendError.self) { $0 == .quota ? AppError.serverError : nil }
            .adding((any Error).self) { _ in AppError.timeout }
            .adding(BackendError.self) { _ in AppError.notFound }
        #expect(withARuleForAnyError.translate(BackendError.quota) as? AppError == .serverError)
        #expect(withARuleForAnyError.translate(BackendError.maintenance) as? AppError == .timeout)
        #expect(withARuleForAnyError.translate(CancellationError()) as? AppError == .timeout)
    }

    @Test func translatorsCombineInOrder() {
        let mine = ErrorTranslator().adding(URLError.self) { _ in AppError.serverError }
        #expect(mine.adding(.standard).translate(URLError(.timedOut)) as? AppError == .serverError)
        #expect(ErrorTranslator.standard.adding(mine).translate(URLError(.timedOut)) as? AppError == .timeout)
        #expect(mine.adding(.standard).translate(HTTPStatusError(statusCode: 404)) as? AppError == .notFound)
    }

    @Test(arguments: [URLError.Code.notConnectedToInternet, .dataNotAllowed, .internationalRoamingOff])
    func standardTurnsURLErrorsThatMeanNoConnectionIntoOffline(code: URLError.Code) {
        #expect(Self.translated(URLError(code)) == .offline)
        #expect(Self.translated(NSError(domain: NSURLErrorDomain, code: code.rawValue)) == .offline)
    }

    @Test func standardTurnsATimedOutURLErrorIntoTimeoutAndOtherURLErrorsIntoNetwork() {
        #expect(Self.translated(URLError(.timedOut)) == .timeout)
        let other = Self.translated(URLError(.cannotFindHost))
        #expect(other == .network(underlying: URLError(.cannotFindHost)))
        #expect((other?.underlyingError as? URLError)?.code == .cannotFindHost)
    }

    @Test(arguments: [
        (401, AppError.unauthorized), (403, .forbidden), (404, .notFound), (500, .serverError),
        (503, .serverError),
        (599, .serverError),
    ])
    func standardTurnsHTTPStatusesIntoTheirAppErrors(status: Int, expected: AppError) {
        #expect(Self.translated(HTTPStatusError(statusCode: status)) == expected)
    }

    @Test func standardTurns429IntoRateLimitedCarryingTheServersRetryAfter() {
        #expect(
            Self.translated(HTTPStatusError(statusCode: 429, retryAfter: .seconds(30)))
                == .rateLimited(retryAfter: .seconds(30)))
        #expect(Self.translated(HTTPStatusError(statusCode: 429)) == .rateLimited(retryAfter: nil))
    }

    @Test(arguments: [400, 418, 499, 600])
    func standardLeavesOtherHTTPStatusesAsTheyAre(status: Int) {
        #expect(
            ErrorTranslator.standard.translate(HTTPStatusError(statusCode: status)) as? HTTPStatusError
                == HTTPStatusError(statusCode: status))
    }

    @Test func standardTurnsDecodingErrorIntoDecodingErrorAndKeepsItAsUnderlying() throws {
        let thrown: any Error
        do {
            _ = try JSONDecoder().decode(Payload.self, from: Data("{}".utf8))
            Issue.record("Decoding an empty object should fail")
            return
        } catch {
            thrown = error
        }
        let appError = try #require(Self.translated(thrown))
        guard case .decodingError(let underlying) = appError else {
            Issue.record("Expected decodingError, got \(appError)")
            return
        }
        #expect(underlying is DecodingError)
    }

    @Test(arguments: [
        (17011, AppError.userNotFound), (17009, .wrongPassword),
        (17007, .duplicatedEmail),
        (17021, .sessionExpired), (17004, .invalidCredentials), (17010, .rateLimited(retryAfter: nil)),
    ])
    func standardTurnsFirebaseAuthCodesIntoTheirAppErrors(code: Int, expected: AppError) {
        #expect(Self.translated(NSError(domain: "FIRAuthErrorDomain", code: code)) == expected)
    }

    @Test(arguments: [
        (14, AppError.serverError), (16, .sessionExpired), (7, .forbidden), (5, .notFound), (4, .timeout),
    ])
    func standardTurnsCloudFirestoreCodesIntoTheirAppErrors(code: Int, expected: AppError) {
        #expect(Self.translated(NSError(domain: "FIRFirestoreErrorDomain", code: code)) == expected)
    }

    @Test func standardLeavesUnknownFirebaseCodesAndOtherErrorsAsTheyAre() {
        #expect(Self.translated(NSError(domain: "FIRAuthErrorDomain", code: 17006)) == nil)
        #expect(Self.translated(NSError(domain: "FIRFirestoreErrorDomain", code: 17020)) == nil)
        #expect(ErrorTranslator.standard.translate(BackendError.quota) as? BackendError == .quota)
        #expect(ErrorTranslator.standard.translate(AppError.notFound) as? AppError == .notFound)
    }

    @Test func retryAfterHeadersAreReadInSecondsAndAsHTTPDates() throws {
        #expect(HTTPStatusError(statusCode: 429, retryAfterHeader: "120").retryAfter == .seconds(120))
        #expect(HTTPStatusError(statusCode: 429, retryAfterHeader: " 5 ").retryAfter == .seconds(5))
        #expect(HTTPStatusError(statusCode: 429, retryAfterHeader: "-3").retryAfter == nil)
        #expect(HTTPStatusError(statusCode: 429, retryAfterHeader: "soon").retryAfter == nil)
        #expect(HTTPStatusError(statusCode: 429, retryAfterHeader: nil).retryAfter == nil)

        let now = try #require(ISO8601DateFormatter().date(from: "2026-10-21T07:27:00Z"))
        let dated = HTTPStatusError(
            statusCode: 503, retryAfterHeader: "Wed, 21 Oct 2026 07:28:00 GMT", now: now)
        #expect(dated.retryAfter == .seconds(60))
        let past = HTTPStatusError(
            statusCode: 503, retryAfterHeader: "Wed, 21 Oct 2026 07:20:00 GMT", now: now)
        #expect(past.retryAfter == .seconds(0))
    }
}

/// A rule for a type that bridges to `NSError` recognizes errors of that type's domain only.
@Suite("Translator rules of bridging types")
struct BridgingTypeRuleTests {
    @Test func aURLErrorRuleTranslatesAnNSErrorOfItsDomainAndIgnoresOthers() {
        let translator = ErrorTranslator().adding(URLError.self) { _ in AppError.timeout }
        let other = translator.translate(NSError(domain: "test.other", code: URLError.Code.timedOut.rawValue))
        #expect((other as? AppError) == nil)
        #if canImport(Darwin)
            // Only Apple's Foundation casts an `NSError` of the domain to `URLError`.
            let bridged = translator.translate(
                NSError(domain: NSURLErrorDomain, code: URLError.Code.timedOut.rawValue))
            #expect((bridged as? AppError) == .timeout)
        #endif
        #expect((translator.translate(URLError(.badURL)) as? AppError) == .timeout)
    }
}
