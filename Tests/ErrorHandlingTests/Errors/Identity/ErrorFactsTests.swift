import Foundation
import Testing

@testable import ErrorHandling

/// What ``ErrorFacts`` tells of an error without a cast — whether it is of a type, its domain —
/// is what a cast and `_domain` find.
@Suite("Error facts")
struct ErrorFactsTests {
    private enum PlainError: Error, Equatable {
        case failed
    }

    private struct OtherPlainError: Error {}

    private final class SubclassedNSError: NSError, @unchecked Sendable {
        init() { super.init(domain: "Subclassed", code: 1) }
        required init?(coder: NSCoder) { nil }
    }

    /// The errors an app meets: structs and enums with and without a key, objects, a boxed
    /// Swift error, a class.
    private static let errors: [any Error] = [
        PlainError.failed, OtherPlainError(), AppError.offline, CancellationError(),
        HTTPStatusError(statusCode: 500), URLError(.timedOut), CocoaError(.fileNoSuchFile),
        CodedError(errorCode: 3), NSError(domain: NSURLErrorDomain, code: -1009),
        PlainError.failed as NSError, DerivedClassError(),
    ]

    @Test func whatTheTypeKeysTellIsWhatACastFinds() {
        for error in Self.errors {
            expectKeysAgreeWithACast(of: error, to: PlainError.self)
            expectKeysAgreeWithACast(of: error, to: OtherPlainError.self)
            expectKeysAgreeWithACast(of: error, to: AppError.self)
            expectKeysAgreeWithACast(of: error, to: CancellationError.self)
            expectKeysAgreeWithACast(of: error, to: HTTPStatusError.self)
        }
    }

    /// An object error that may hold a Swift value is decided by the cast, for each type.
    @Test func anObjectErrorMeetingManyTypesGetsTheCastsAnswerForEach() {
        let error = PlainError.failed as NSError
        let facts = ErrorFacts(error)
        for _ in 0..<3 {
            #expect(
                facts.isOfType(ErrorTypeKey(PlainError.self)!) { $0 is PlainError } == (error is PlainError))
            #expect(!facts.isOfType(ErrorTypeKey(OtherPlainError.self)!) { $0 is OtherPlainError })
            #expect(!facts.isOfType(ErrorTypeKey(AppError.self)!) { $0 is AppError })
            #expect(!facts.isOfType(ErrorTypeKey(CancellationError.self)!) { $0 is CancellationError })
            #expect(!facts.isOfType(ErrorTypeKey(HTTPStatusError.self)!) { $0 is HTTPStatusError })
            #expect(!facts.isOfType(ErrorTypeKey(NetworkError.self)!) { $0 is NetworkError })
        }
    }

    /// A plain `NSError` holds no Swift value, so no cast is made to find that it is of no type
    /// with a key; a subclass may be anything, so it still is.
    @Test func aPlainNSErrorIsOfNoTypeWithAKeyWithoutACastAndASubclassIsCast() {
        let key = ErrorTypeKey(AppError.self)
        let plain = ErrorFacts(NSError(domain: NSURLErrorDomain, code: -1009))
        #expect(plain.isOfType(key) == false)
        #expect(
            !plain.isOfType(key!) { _ in
                Issue.record("a plain NSError was cast")
                return false
            })
        #expect(plain.value(as: AppError.self, key: .appError) == nil)
        #expect(ErrorFacts(SubclassedNSError()).isOfType(key) == nil)
        #expect(ErrorFacts(AppError.offline).value(as: AppError.self, key: .appError) == .offline)
    }

    @Test func theDomainOfAnErrorWithAKeyIsItsOwnEachTimeItIsRead() {
        for _ in 0..<2 {
            var plain = ErrorFacts(PlainError.failed)
            var other = ErrorFacts(OtherPlainError())
            var appError = ErrorFacts(AppError.timeout)
            #expect(plain.domain == PlainError.failed._domain)
            #expect(other.domain == OtherPlainError()._domain)
            #expect(appError.domain == AppError.timeout._domain)
        }
    }

    private func expectKeysAgreeWithACast<T: Error>(
        of error: any Error, to type: T.Type, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let key = ErrorTypeKey(T.self)
        let known = ErrorFacts(error).isOfType(key)
        #expect(
            known == nil || known == (error is T), "\(error) as \(T.self)", sourceLocation: sourceLocation)
        guard let key else { return }
        let facts = ErrorFacts(error)
        #expect(
            facts.isOfType(key) { $0 is T } == (error is T), "\(error) as \(T.self)",
            sourceLocation: sourceLocation)
    }
}
