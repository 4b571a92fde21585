import ErrorHandling
import Foundation
import Testing

private enum HiddenError: Error {
    case lost(id: Int)
}

@Suite("Error identity and chains")
struct GroupingKeyTests {
    enum LookupError: Error {
        case userNotFound(id: Int)
        case noNetwork
        case message(String)
    }

    enum DescribedError: Error, CustomStringConvertible {
        case first
        case second

        var description: String { "request \(UUID().uuidString) failed" }
    }

    struct StructError: Error {
        let detail: String
    }

    /// A card number that ends an error's domain, in ASCII or full-width digits, with the code
    /// after it: joined to the code's digits it would fail its checksum, and redaction keep it.
    @Test(arguments: [
        NSError(domain: "pay.378282246310005", code: 7),
        NSError(domain: "pay." + "\u{FF14}" + String(repeating: "\u{FF11}", count: 15), code: 3),
        NSError(domain: "pay 4111 1111 1111 1111", code: -1),
    ])
    func aNumberThatEndsADomainIsNotJoinedToTheCode(error: NSError) {
        let redacted = Redactor.default.redact(ErrorIdentity.groupingKey(for: error))
        #expect(
            redacted.hasSuffix("[pay.<card>, \(error.code)]")
                || redacted.hasSuffix("[pay <card>, \(error.code)]"))
        #expect(
            ErrorIdentity.groupingKey(for: NSError(domain: NSURLErrorDomain, code: -1009)).hasSuffix(
                "[NSURLErrorDomain -1009]"))
    }

    @Test func theSameCaseGroupsTogetherWhateverItsAssociatedValuesHold() {
        let one = ErrorIdentity.groupingKey(for: LookupError.userNotFound(id: 1))
        #expect(one == ErrorIdentity.groupingKey(for: LookupError.userNotFound(id: 2)))
        #expect(one == "ErrorHandlingTests.GroupingKeyTests.LookupError.userNotFound")
        #expect(
            ErrorIdentity.groupingKey(for: LookupError.message("user 1 not found"))
                == ErrorIdentity.groupingKey(for: LookupError.message("user 2 not found \(UUID())")))
    }

    @Test func differentCasesAndTypesHaveDifferentKeys() {
        let keys = [
            ErrorIdentity.groupingKey(for: LookupError.userNotFound(id: 1)),
            ErrorIdentity.groupingKey(for: LookupError.noNetwork),
            ErrorIdentity.groupingKey(for: LookupError.message("x")),
            ErrorIdentity.groupingKey(for: AppError.notFound),
            ErrorIdentity.groupingKey(for: AppError.forbidden),
        ]
        #expect(Set(keys).count == keys.count)
        #expect(ErrorIdentity.groupingKey(for: LookupError.noNetwork).hasSuffix("LookupError.noNetwork"))
    }

    @Test func aCaseWhoseTypeDescribesItselfWithDataIsNamedByItsPositionNotItsDescription() {
        let first = ErrorIdentity.groupingKey(for: DescribedError.first)
        #expect(first == ErrorIdentity.groupingKey(for: DescribedError.first))
        #expect(first != ErrorIdentity.groupingKey(for: DescribedError.second))
        #expect(!first.contains("request"))
    }

    @Test func structErrorsGroupByTypeWhateverTheirFieldsHold() {
        #expect(
            ErrorIdentity.groupingKey(for: StructError(detail: "a"))
                == ErrorIdentity.groupingKey(for: StructError(detail: "b")))
    }

    @Test func nsErrorsGroupByDomainAndCodeNotByTheirMessage() {
        let first = NSError(domain: "Sync", code: 3, userInfo: [NSLocalizedDescriptionKey: "item 1 failed"])
        let second = NSError(domain: "Sync", code: 3, userInfo: [NSLocalizedDescriptionKey: "item 2 failed"])
        let other = NSError(domain: "Sync", code: 4)
        #expect(ErrorIdentity.groupingKey(for: first) == ErrorIdentity.groupingKey(for: second))
        #expect(ErrorIdentity.groupingKey(for: first) != ErrorIdentity.groupingKey(for: other))
        #expect(ErrorIdentity.groupingKey(for: first).contains("Sync 3"))
        #expect(ErrorIdentity.groupingKey(for: URLError(.timedOut)).contains("\(NSURLErrorDomain) -1001"))
    }

    @Test func privateTypesLeaveOutTheUnstableUnknownContextPart() {
        #expect(String(reflecting: HiddenError.self).contains("(unknown context at $"))
        let key = ErrorIdentity.groupingKey(for: HiddenError.lost(id: 9))
        #expect(key == "ErrorHandlingTests.HiddenError.lost")
    }

    @Test func thePresentationsGroupingKeyIsTheErrors() {
        let presentation = ErrorPresentation(error: LookupError.userNotFound(id: 5))
        #expect(presentation.groupingKey == ErrorIdentity.groupingKey(for: LookupError.userNotFound(id: 6)))
    }

    @Test func anErrorChainListsTheErrorAndEveryUnderlyingErrorOnePerLine() {
        let root = NSError(domain: "Disk", code: 28)
        let wrapped = NSError(domain: "Sync", code: 3, userInfo: [NSUnderlyingErrorKey: root])
        let error = AppError.network(underlying: wrapped)

        let lines = errorChainDescription(for: error).split(separator: "\n", omittingEmptySubsequences: false)

        #expect(lines.count == 3)
        #expect(lines.first?.contains("AppError.network") == true)
        #expect(lines.dropFirst().first?.contains("Sync") == true)
        #expect(lines.last?.contains("Disk") == true)
    }

    @Test func aLineBreakInsideAnErrorsDescriptionDoesNotStartANewLine() {
        let error = AppError.validation(reason: "first\nsecond")
        #expect(!errorChainDescription(for: error).contains("\n"))
        #expect(errorChainDescription(for: error).contains("first\\nsecond"))
    }
}

/// Keys remembered by type, domain and code stay exactly the keys worked out every time.
@Suite("Remembered grouping keys")
struct RememberedGroupingKeyTests {
    /// Two cases with one `NSError` code: the case, not only the code, names the key.
    enum SharedCodeError: CustomNSError {
        case expired
        case revoked
        static let errorDomain = "test.shared-code"
        var errorCode: Int { 7 }
    }

    @Test func casesOfABridgingEnumThatShareACodeKeepTheirOwnKeys() {
        let expired = ErrorIdentity.groupingKey(for: SharedCodeError.expired)
        let revoked = ErrorIdentity.groupingKey(for: SharedCodeError.revoked)
        #expect(expired != revoked)
        #expect(ErrorIdentity.groupingKey(for: SharedCodeError.expired) == expired)
        #expect(ErrorIdentity.groupingKey(for: SharedCodeError.revoked) == revoked)
    }

    @Test func nsErrorsOfOneDomainAndCodeShareAKeyAndOthersDoNot() {
        let first = ErrorIdentity.groupingKey(for: NSError(domain: "test.remembered", code: 1))
        #expect(ErrorIdentity.groupingKey(for: NSError(domain: "test.remembered", code: 1)) == first)
        #expect(ErrorIdentity.groupingKey(for: NSError(domain: "test.remembered", code: 2)) != first)
        #expect(ErrorIdentity.groupingKey(for: NSError(domain: "test.other", code: 1)) != first)
    }

    @Test func aDomainTooLongToRememberStillGetsItsKey() {
        let domain = String(repeating: "d", count: 10_000)
        let key = ErrorIdentity.groupingKey(for: NSError(domain: domain, code: 3))
        #expect(key.contains(domain))
        #expect(ErrorIdentity.groupingKey(for: NSError(domain: domain, code: 3)) == key)
    }
}
