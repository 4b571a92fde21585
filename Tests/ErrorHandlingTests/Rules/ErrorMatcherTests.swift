import ErrorHandling
import Foundation
import Testing

@Suite("ErrorMatcher")
struct ErrorMatcherTests {
    @Test func equatableValueMatchesOnlyAnEqualValue() {
        let matcher = ErrorMatcher.type(NetworkError.server(code: 500))
        #expect(matcher.catches(NetworkError.server(code: 500)))
        #expect(!matcher.catches(NetworkError.server(code: 404)))
        #expect(!matcher.catches(NetworkError.noInternet))
        #expect(!matcher.catches(PayloadError.failed(id: 500)))
    }

    @Test func nonEquatableValueMatchesByItsFullDescription() {
        let matcher = ErrorMatcher.type(PayloadError.failed(id: 1))
        #expect(matcher.catches(PayloadError.failed(id: 1)))
        #expect(!matcher.catches(PayloadError.failed(id: 2)))
        #expect(!matcher.catches(NetworkError.noInternet))
    }

    @Test func typeMatchesEveryValueOfThatType() {
        let matcher = ErrorMatcher.type(NetworkError.self)
        #expect(matcher.catches(NetworkError.noInternet))
        #expect(matcher.catches(NetworkError.server(code: 1)))
        #expect(!matcher.catches(PayloadError.failed(id: 1)))
    }

    @Test func classTypeMatchesSubclasses() {
        let matcher = ErrorMatcher.type(BaseClassError.self)
        #expect(matcher.catches(DerivedClassError()))
        #expect(!ErrorMatcher.type(DerivedClassError.self).catches(BaseClassError()))
    }

    @Test func typeWithPredicateSeesTheTypedError() {
        let matcher = ErrorMatcher.type(NetworkError.self) { error in
            if case .server(let code) = error { return code >= 500 }
            return false
        }
        #expect(matcher.catches(NetworkError.server(code: 503)))
        #expect(!matcher.catches(NetworkError.server(code: 404)))
        #expect(!matcher.catches(PayloadError.failed(id: 503)))
    }

    @Test func typeWithPredicateSeesASubclassAsItsBaseClass() {
        let matcher = ErrorMatcher.type(BaseClassError.self) { $0 is DerivedClassError }
        #expect(matcher.catches(DerivedClassError()))
        #expect(!matcher.catches(BaseClassError()))
    }

    @Test func codeAndDomainReadNSErrorIdentity() {
        let error = NSError(domain: "remote", code: 404)
        #expect(ErrorMatcher.code(404).catches(error))
        #expect(!ErrorMatcher.code(500).catches(error))
        #expect(ErrorMatcher.domain("remote").catches(error))
        #expect(!ErrorMatcher.domain("local").catches(error))
        #expect(ErrorMatcher.code(404, domain: "remote").catches(error))
        #expect(!ErrorMatcher.code(404, domain: "local").catches(error))
    }

    @Test func codeAndDomainReadCustomNSErrorIdentity() {
        let error = CodedError(errorCode: 7)
        #expect(ErrorMatcher.code(7, domain: "test.coded").catches(error))
        #expect(!ErrorMatcher.code(8, domain: "test.coded").catches(error))
    }

    @Test func foundationErrorsAreMatchedByTheirNSErrorDomainAndCodeOnEveryPlatform() {
        let error = CocoaError(.fileWriteOutOfSpace)
        #expect(
            ErrorMatcher.code(CocoaError.fileWriteOutOfSpace.rawValue, domain: NSCocoaErrorDomain).catches(
                error))
        #expect(ErrorMatcher.domain(NSCocoaErrorDomain).catches(error))
        #expect(ErrorIdentity.groupingKey(for: error).hasSuffix("[\(NSCocoaErrorDomain) 640]"))
    }

    @Test func domainWhereTestsTheDomainAnErrorHasAsAnNSError() {
        let matcher = ErrorMatcher.domain(where: { $0.hasPrefix("com.example.") })
        #expect(matcher.catches(NSError(domain: "com.example.payments", code: 2)))
        #expect(!matcher.catches(NSError(domain: "org.example.payments", code: 2)))
        #expect(!matcher.catches(CodedError(errorCode: 2)))

        let swiftErrorDomain = (NetworkError.timeout as NSError).domain
        #expect(ErrorMatcher.domain(where: { $0 == swiftErrorDomain }).catches(NetworkError.noInternet))
        #expect(!ErrorMatcher.domain(where: { $0 == swiftErrorDomain }).catches(PayloadError.failed(id: 1)))
    }

    @Test func urlErrorMatchesListedCodesOnly() {
        let matcher = ErrorMatcher.urlError(.notConnectedToInternet, .timedOut)
        #expect(matcher.catches(URLError(.notConnectedToInternet)))
        #expect(matcher.catches(URLError(.timedOut)))
        #expect(!matcher.catches(URLError(.badURL)))
        #expect(matcher.catches(NSError(domain: NSURLErrorDomain, code: NSURLErrorTimedOut)))
        #expect(!matcher.catches(NSError(domain: "other", code: NSURLErrorTimedOut)))
    }

    @Test func underlyingFollowsNSUnderlyingErrorKey() {
        let root = URLError(.timedOut)
        let wrapped = NSError(domain: "app", code: 1, userInfo: [NSUnderlyingErrorKey: root])
        #expect(ErrorMatcher.underlying(.urlError(.timedOut)).catches(wrapped))
        #expect(!ErrorMatcher.urlError(.timedOut).catches(wrapped))
        #expect(!ErrorMatcher.underlying(.urlError(.badURL)).catches(wrapped))
    }

    @Test func underlyingFollowsUnderlyingErrorProviding() {
        let wrapped = WrappingError(underlyingError: WrappingError(underlyingError: NetworkError.timeout))
        #expect(ErrorMatcher.underlying(.type(NetworkError.timeout)).catches(wrapped))
        #expect(!ErrorMatcher.underlying(.type(NetworkError.noInternet)).catches(wrapped))
    }

    @Test func underlyingFollowsACustomNSErrorsUserInfo() {
        struct ReportedError: CustomNSError {
            var errorUserInfo: [String: Any] { [NSUnderlyingErrorKey: URLError(.timedOut)] }
        }
        #expect(ErrorMatcher.underlying(.urlError(.timedOut)).catches(ReportedError()))
        #expect(!ErrorMatcher.underlying(.urlError(.badURL)).catches(ReportedError()))
    }

    @Test func underlyingMatchesTheErrorItself() {
        #expect(ErrorMatcher.underlying(.type(NetworkError.timeout)).catches(NetworkError.timeout))
    }

    @Test func underlyingStopsOnACycle() {
        #expect(!ErrorMatcher.underlying(.domain("never")).catches(SelfWrappingError()))
    }

    @Test func operatorsCombineMatchers() {
        let timeout = ErrorMatcher.type(NetworkError.timeout)
        let offline = ErrorMatcher.type(NetworkError.noInternet)
        #expect((timeout || offline).catches(NetworkError.noInternet))
        #expect(!(timeout || offline).catches(NetworkError.server(code: 1)))
        #expect((ErrorMatcher.type(NetworkError.self) && !timeout).catches(NetworkError.noInternet))
        #expect(!(ErrorMatcher.type(NetworkError.self) && !timeout).catches(NetworkError.timeout))
        #expect((!timeout).catches(PayloadError.failed(id: 1)))
    }

    @Test func orOfDifferentTypesStillMatchesEither() {
        let matcher = ErrorMatcher.type(NetworkError.timeout) || ErrorMatcher.type(PayloadError.self)
        #expect(matcher.catches(PayloadError.failed(id: 3)))
        #expect(matcher.catches(NetworkError.timeout))
    }

    @Test func customMatcherFromAnExtension() {
        #expect(ErrorMatcher.serverSide.catches(NetworkError.server(code: 502)))
        #expect(!ErrorMatcher.serverSide.catches(NetworkError.timeout))
    }
}

extension ErrorMatcher {
    fileprivate static var serverSide: ErrorMatcher {
        .init { error in
            guard case .server(let code) = error as? NetworkError else { return false }
            return code >= 500
        }
    }
}
