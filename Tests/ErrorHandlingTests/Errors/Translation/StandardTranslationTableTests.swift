import ErrorHandling
import Foundation
import Testing

/// Every mapping of ``ErrorTranslator/standard``'s tables: what each domain and code becomes.
@Suite("Standard translation tables")
struct StandardTranslationTableTests {
    /// An error, what it becomes, and what it is called in a test's name.
    struct Mapping: Sendable, CustomTestStringConvertible {
        let error: any Error
        let expected: AppError
        let testDescription: String

        init(_ domain: String, _ code: Int, _ expected: AppError) {
            error = NSError(domain: domain, code: code)
            self.expected = expected
            testDescription = "\(domain) \(code)"
        }

        init(_ name: String, _ error: any Error, _ expected: AppError) {
            self.error = error
            self.expected = expected
            testDescription = name
        }
    }

    static func translated(_ error: any Error) -> AppError? {
        ErrorTranslator.standard.translate(error) as? AppError
    }

    static let auth = [
        Mapping("FIRAuthErrorDomain", 17004, .invalidCredentials),
        Mapping("FIRAuthErrorDomain", 17005, .accountDisabled),
        Mapping("FIRAuthErrorDomain", 17007, .duplicatedEmail),
        Mapping("FIRAuthErrorDomain", 17008, .invalidEmail),
        Mapping("FIRAuthErrorDomain", 17009, .wrongPassword),
        Mapping("FIRAuthErrorDomain", 17010, .rateLimited(retryAfter: nil)),
        Mapping("FIRAuthErrorDomain", 17011, .userNotFound),
        Mapping("FIRAuthErrorDomain", 17012, .accountExistsWithDifferentSignIn),
        Mapping("FIRAuthErrorDomain", 17014, .recentSignInRequired),
        Mapping("FIRAuthErrorDomain", 17017, .sessionExpired),
        Mapping("FIRAuthErrorDomain", 17021, .sessionExpired),
        Mapping("FIRAuthErrorDomain", 17025, .accountExistsWithDifferentSignIn),
        Mapping("FIRAuthErrorDomain", 17026, .weakPassword),
        Mapping("FIRAuthErrorDomain", 17052, .rateLimited(retryAfter: nil)),
        Mapping("FIRAuthErrorDomain", 17999, .serverError),
    ]

    static let grpc = ["FIRFirestoreErrorDomain", "com.firebase.functions"].flatMap { domain in
        [
            Mapping(domain, 4, .timeout), Mapping(domain, 5, .notFound), Mapping(domain, 7, .forbidden),
            Mapping(domain, 8, .rateLimited(retryAfter: nil)), Mapping(domain, 10, .serverError),
            Mapping(domain, 13, .serverError), Mapping(domain, 14, .serverError),
            Mapping(domain, 16, .sessionExpired),
        ]
    }

    static let storage = [
        Mapping("FIRStorageErrorDomain", -13010, .notFound),
        Mapping("FIRStorageErrorDomain", -13020, .unauthorized),
        Mapping("FIRStorageErrorDomain", -13021, .forbidden),
    ]

    static let urlErrors = [
        Mapping("URLError.userAuthenticationRequired", URLError(.userAuthenticationRequired), .unauthorized),
        Mapping("URLError.internationalRoamingOff", URLError(.internationalRoamingOff), .offline),
        Mapping("URLError.dataNotAllowed", URLError(.dataNotAllowed), .offline),
        Mapping("URLError.notConnectedToInternet", URLError(.notConnectedToInternet), .offline),
        Mapping("URLError.timedOut", URLError(.timedOut), .timeout),
        Mapping(NSURLErrorDomain, URLError.Code.userAuthenticationRequired.rawValue, .unauthorized),
        Mapping(NSURLErrorDomain, URLError.Code.internationalRoamingOff.rawValue, .offline),
    ]

    static let http = [
        Mapping("HTTP 401", HTTPStatusError(statusCode: 401), .unauthorized),
        Mapping("HTTP 403", HTTPStatusError(statusCode: 403), .forbidden),
        Mapping("HTTP 404", HTTPStatusError(statusCode: 404), .notFound),
        Mapping("HTTP 408", HTTPStatusError(statusCode: 408), .timeout),
        Mapping("HTTP 429", HTTPStatusError(statusCode: 429), .rateLimited(retryAfter: nil)),
        Mapping("HTTP 500", HTTPStatusError(statusCode: 500), .serverError),
        Mapping("HTTP 501", HTTPStatusError(statusCode: 501), .serverError),
        Mapping("HTTP 505", HTTPStatusError(statusCode: 505), .serverError),
        Mapping("HTTP 511", HTTPStatusError(statusCode: 511), .networkSignInRequired),
    ]

    static let files = [
        Mapping("CocoaError.fileWriteOutOfSpace", CocoaError(.fileWriteOutOfSpace), .storageFull),
        Mapping("POSIXError.ENOSPC", POSIXError(.ENOSPC), .storageFull),
        Mapping("POSIXError.EDQUOT", POSIXError(.EDQUOT), .storageFull),
        Mapping("CocoaError.fileNoSuchFile", CocoaError(.fileNoSuchFile), .notFound),
        Mapping("CocoaError.fileReadNoSuchFile", CocoaError(.fileReadNoSuchFile), .notFound),
        Mapping("POSIXError.ENOENT", POSIXError(.ENOENT), .notFound),
        Mapping("CocoaError.fileReadNoPermission", CocoaError(.fileReadNoPermission), .forbidden),
        Mapping("CocoaError.fileWriteNoPermission", CocoaError(.fileWriteNoPermission), .forbidden),
        Mapping("CocoaError.fileWriteVolumeReadOnly", CocoaError(.fileWriteVolumeReadOnly), .forbidden),
        Mapping("POSIXError.EACCES", POSIXError(.EACCES), .forbidden),
        Mapping("POSIXError.EPERM", POSIXError(.EPERM), .forbidden),
        Mapping("POSIXError.EROFS", POSIXError(.EROFS), .forbidden),
        Mapping(NSCocoaErrorDomain, CocoaError.Code.fileWriteOutOfSpace.rawValue, .storageFull),
        Mapping(NSPOSIXErrorDomain, Int(POSIXErrorCode.ENOSPC.rawValue), .storageFull),
    ]

    @Test(arguments: auth + grpc + storage + urlErrors + http + files)
    func eachCodeOfTheTablesBecomesItsAppError(_ mapping: Mapping) {
        #expect(Self.translated(mapping.error) == mapping.expected)
    }

    /// The network errors wrap the error as thrown: whether it means "offline" is the
    /// connectivity's call.
    @Test(arguments: [
        NSError(domain: "FIRAuthErrorDomain", code: 17020),
        NSError(domain: "FIRAuthErrorDomain", code: 17061),
        NSError(domain: "FIRStorageErrorDomain", code: -13030),
        NSError(domain: NSURLErrorDomain, code: URLError.Code.networkConnectionLost.rawValue),
        NSError(domain: NSURLErrorDomain, code: URLError.Code.callIsActive.rawValue),
    ])
    func networkErrorsBecomeNetworkWrappingTheError(_ error: NSError) throws {
        let translated = try #require(Self.translated(error))
        #expect(translated == .network(underlying: error))
        #expect((translated.underlyingError as? NSError)?.code == error.code)
    }

    @Test(arguments: [URLError.Code.networkConnectionLost, .callIsActive])
    func aLostConnectionOrACallInProgressIsANetworkErrorNotOffline(code: URLError.Code) {
        #expect(Self.translated(URLError(code)) == .network(underlying: URLError(code)))
    }

    @Test func aURLErrorThatBecomesANetworkErrorIsWrappedAsThrown() throws {
        let url = try #require(URL(string: "https://example.com/feed"))
        let thrown = URLError(.networkConnectionLost, userInfo: [NSURLErrorFailingURLErrorKey: url])
        let translated = try #require(Self.translated(thrown))
        let wrapped = try #require(translated.underlyingError as? URLError)
        #expect(wrapped.code == .networkConnectionLost)
        #expect(wrapped.failingURL == url)
    }

    /// The URL rule reads the domain and the code, so any error that bridges to them is
    /// translated as a `URLError` with that code would be.
    @Test func anErrorOfItsOwnTypeInTheURLDomainIsTranslatedByItsCode() {
        struct ProxyTimeout: CustomNSError {
            static var errorDomain: String { NSURLErrorDomain }
            var errorCode: Int { URLError.Code.timedOut.rawValue }
        }
        #expect(Self.translated(ProxyTimeout()) == .timeout)
    }

    /// The demo's full disk reads the package's text, not Foundation's "The operation could
    /// not be completed".
    @Test func aFullDiskReadsAsStorageFull() {
        let presentation = ErrorPresentation(
            error: ErrorTranslator.standard.translate(CocoaError(.fileWriteOutOfSpace)))
        #expect(presentation.title == AppError.storageFull.userMessage)
        #expect(presentation.message == AppError.storageFull.recoverySuggestion)
    }

    /// A sign-in the person must renew before a sensitive change offers "Sign In".
    @Test func aRecentSignInRequiredOffersSignIn() {
        let presentation = ErrorPresentation(error: AppError.recentSignInRequired)
        #expect(presentation.buttons.map(\.title) == [StandardButtonTitle.signIn.localized()])
        #expect(
            ErrorPresentation(error: AppError.weakPassword).buttons.map(\.title) == [
                StandardButtonTitle.ok.localized()
            ])
    }
}
