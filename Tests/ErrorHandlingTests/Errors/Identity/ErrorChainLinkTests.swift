import Foundation
import Testing

@testable import ErrorHandling

/// Where the walk of an error's chain finds the error each one wraps, for every kind of type.
@Suite struct ErrorChainLinkTests {
    /// An `NSError` subclass that says what it wraps as a Swift type does.
    final class ProvidingNSError: NSError, UnderlyingErrorProviding, @unchecked Sendable {
        // `NSError` is `@unchecked Sendable`, and a subclass must say so again; nothing here
        // changes after init.
        let wrapped: any Error

        init(wrapping wrapped: any Error) {
            self.wrapped = wrapped
            super.init(domain: "test.providing", code: 1)
        }

        required init?(coder: NSCoder) { nil }

        var underlyingError: (any Error)? { wrapped }
    }

    /// A Swift error that reports what it wraps both ways, each a different error.
    struct WrappingBothWays: UnderlyingErrorProviding, CustomNSError {
        var underlyingError: (any Error)? { NSError(domain: "test.provided", code: 4) }
        var errorUserInfo: [String: Any] { [NSUnderlyingErrorKey: NSError(domain: "test.userInfo", code: 5)] }
        var errorCode: Int { 1 }
    }

    /// A Swift error that names what it wraps only in its user info.
    struct WrappingInUserInfo: CustomNSError {
        let wrapped: any Error
        var errorUserInfo: [String: Any] { [NSUnderlyingErrorKey: wrapped] }
        var errorCode: Int { 1 }
    }

    /// An `NSError` subclass that keeps what it wraps in its user info only.
    final class SubclassedNSError: NSError, @unchecked Sendable {
        // As above: nothing here changes after init.
        init(wrapping wrapped: any Error) {
            super.init(domain: "test.subclass", code: 1, userInfo: [NSUnderlyingErrorKey: wrapped])
        }

        required init?(coder: NSCoder) { nil }
    }

    private func chainCodes(of error: any Error) -> [Int] {
        Array(ErrorChain(error)).map { ($0 as NSError).code }
    }

    @Test func aPlainNSErrorLeadsToTheErrorInItsUserInfo() {
        let inner = NSError(domain: "test.inner", code: 2)
        let outer = NSError(domain: "test.outer", code: 1, userInfo: [NSUnderlyingErrorKey: inner])
        #expect(chainCodes(of: outer) == [1, 2])
    }

    @Test func aPlainNSErrorWithoutAnUnderlyingErrorEndsTheChain() {
        #expect(chainCodes(of: NSError(domain: "test.alone", code: 7, userInfo: ["other": 1])) == [7])
    }

    @Test func anNSErrorSubclassThatProvidesItsUnderlyingErrorIsAsked() {
        let error = ProvidingNSError(wrapping: NSError(domain: "test.inner", code: 3))
        #expect(chainCodes(of: error) == [1, 3])
    }

    @Test func aSwiftErrorThatProvidesItsUnderlyingErrorIsAsked() {
        let error = AppError.network(underlying: NSError(domain: "test.inner", code: 6))
        #expect(Array(ErrorChain(error)).map { ($0 as NSError).domain }.last == "test.inner")
        #expect(Array(ErrorChain(error)).count == 2)
    }

    @Test func aCustomNSErrorLeadsToTheErrorInItsUserInfo() {
        let error = WrappingInUserInfo(
            wrapped: WrappingInUserInfo(wrapped: NSError(domain: "test.inner", code: 3)))
        #expect(chainCodes(of: error) == [1, 1, 3])
    }

    @Test func whatAnErrorProvidesWinsOverItsUserInfo() {
        #expect(chainCodes(of: WrappingBothWays()) == [1, 4])
    }

    @Test func anNSErrorSubclassWithoutTheProtocolLeadsToTheErrorInItsUserInfo() {
        #expect(
            chainCodes(of: SubclassedNSError(wrapping: NSError(domain: "test.inner", code: 8))) == [1, 8])
    }

    @Test func aSwiftErrorThatWrapsNothingIsAChainOfOne() {
        #expect(Array(ErrorChain(CancellationError())).count == 1)
    }

    @Test func errorsOfOneTypeAreEachReadForWhatTheyWrap() {
        // The reader is worked out once per type; it must still read each value.
        #expect(chainCodes(of: WrappingInUserInfo(wrapped: NSError(domain: "a", code: 11))) == [1, 11])
        #expect(chainCodes(of: WrappingInUserInfo(wrapped: NSError(domain: "b", code: 12))) == [1, 12])
    }
}
