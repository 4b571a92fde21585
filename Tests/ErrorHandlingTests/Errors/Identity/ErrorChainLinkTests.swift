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
}
