import ErrorHandling
import Foundation
import Testing

/// Input that only looks like a known error keeps its answer: an unknown code of a known domain
/// falls through to the next rule, and a huge or negative code, an empty domain or a domain
/// that only resembles Firebase's is never mistaken for a known one.
@Suite("Standard translation of bad input")
struct StandardTranslationBadInputTests {
    /// An `NSError` named by its domain and code: the test's name never describes the error,
    /// which Foundation cannot do for some of them (POSIX code 1 << 40 traps).
    struct Lookalike: Sendable, CustomTestStringConvertible {
        let domain: String
        let code: Int
        var error: NSError { NSError(domain: domain, code: code) }
        var testDescription: String { "\"\(domain)\" \(code)" }

        init(_ domain: String, _ code: Int) {
            self.domain = domain
            self.code = code
        }
    }

    static let unknownCodesOfKnownDomains: [NSError] = [
        NSError(domain: "FIRAuthErrorDomain", code: 17006),
        NSError(domain: "FIRFirestoreErrorDomain", code: 2),
        NSError(domain: "com.firebase.functions", code: 12),
        NSError(domain: "FIRStorageErrorDomain", code: -13000),
        NSError(domain: NSCocoaErrorDomain, code: CocoaError.Code.fileLocking.rawValue),
        NSError(domain: NSPOSIXErrorDomain, code: Int(POSIXErrorCode.EINTR.rawValue)),
    ]

    static let lookalikes: [Lookalike] = [
        Lookalike("FIRAuthErrorDomain", Int.max),
        Lookalike("FIRAuthErrorDomain", Int.min),
        Lookalike("FIRAuthErrorDomain", -17005),
        Lookalike("FIRFirestoreErrorDomain", -14),
        Lookalike("com.firebase.functions", -4),
        Lookalike("FIRStorageErrorDomain", 13010),
        Lookalike(NSPOSIXErrorDomain, -Int(POSIXErrorCode.ENOSPC.rawValue)),
        Lookalike(NSPOSIXErrorDomain, 1 << 40),
        Lookalike("", 17005),
        Lookalike("", 14),
        Lookalike("FIRAuthErrorDomainX", 17005),
        Lookalike("XFIRAuthErrorDomain", 17008),
        Lookalike("firauthErrorDomain", 17005),
        Lookalike("FIRFirestoreErrorDomain ", 5),
        Lookalike("com.firebase.functionsX", 7),
    ]

    /// A rule after the standard ones sees what they leave.
    private static let translator = ErrorTranslator.standard.adding(domain: "FIRAuthErrorDomain", code: 17006)
    {
        _ in AppError.forbidden
    }

    @Test(arguments: unknownCodesOfKnownDomains)
    func anUnknownCodeOfAKnownDomainIsLeftToTheNextRule(_ error: NSError) {
        #expect(ErrorTranslator.standard.translate(error) as? AppError == nil)
        #expect(!RetryPolicy.isTransient(error))
    }

    @Test func aRuleAfterTheStandardOnesGetsTheCodesTheyLeave() {
        #expect(
            Self.translator.translate(NSError(domain: "FIRAuthErrorDomain", code: 17006)) as? AppError
                == .forbidden)
    }

    @Test(arguments: lookalikes)
    func aLookalikeIsNeverMistakenForAKnownError(_ lookalike: Lookalike) {
        let error = lookalike.error
        #expect(ErrorTranslator.standard.translate(error) as? AppError == nil)
        #expect(!ErrorHandler.isCancellation(error))
        #expect(!RetryPolicy.isTransient(error))
    }
}
