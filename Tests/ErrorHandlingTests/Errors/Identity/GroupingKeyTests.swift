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

    @Test("The same case groups together whatever its associated values hold")
    func associatedValuesDoNotSplitGroups() {
        let one = ErrorIdentity.groupingKey(for: LookupError.userNotFound(id: 1))
        #expect(one == ErrorIdentity.groupingKey(for: LookupError.userNotFound(id: 2)))
        #expect(one == "ErrorHandlingTests.GroupingKeyTests.LookupError.userNotFound")
        #expect(
            ErrorIdentity.groupingKey(for: LookupError.message("user 1 not found"))
                == ErrorIdentity.groupingKey(for: LookupError.message("user 2 not found \(UUID())")))
    }

    @Test("Different cases and types have different keys")
    func differentCasesDiffer() {
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

    @Test("A case whose type describes itself with data is named by its position, not its description")
    func customDescriptionIsNotUsed() {
        let first = ErrorIdentity.groupingKey(for: DescribedError.first)
        #expect(first == ErrorIdentity.groupingKey(for: DescribedError.first))
        #expect(first != ErrorIdentity.groupingKey(for: DescribedError.second))
        #expect(!first.contains("request"))
    }

    @Test("Struct errors group by type, whatever their fields hold")
    func structErrors() {
        #expect(
            ErrorIdentity.groupingKey(for: StructError(detail: "a"))
                == ErrorIdentity.groupingKey(for: StructError(detail: "b")))
    }

    @Test("NSErrors group by domain and code, not by their message")
    func nsErrorsGroupByDomainAndCode() {
        let first = NSError(domain: "Sync", code: 3, userInfo: [NSLocalizedDescriptionKey: "item 1 failed"])
        let second = NSError(domain: "Sync", code: 3, userInfo: [NSLocalizedDescriptionKey: "item 2 failed"])
        let other = NSError(domain: "Sync", code: 4)
        #expect(ErrorIdentity.groupingKey(for: first) == ErrorIdentity.groupingKey(for: second))
        #expect(ErrorIdentity.groupingKey(for: first) != ErrorIdentity.groupingKey(for: other))
        #expect(ErrorIdentity.groupingKey(for: first).contains("Sync 3"))
        #expect(ErrorIdentity.groupingKey(for: URLError(.timedOut)).contains("\(NSURLErrorDomain) -1001"))
    }

    @Test("Private types leave out the unstable unknown-context part")
    func privateTypesAreStable() {
        #expect(String(reflecting: HiddenError.self).contains("(unknown context at $"))
        let key = ErrorIdentity.groupingKey(for: HiddenError.lost(id: 9))
        #expect(key == "ErrorHandlingTests.HiddenError.lost")
    }

    @Test("The presentation's grouping key is the error's")
    func presentationGroupingKey() {
        let presentation = ErrorPresentation(error: LookupError.userNotFound(id: 5))
        #expect(presentation.groupingKey == ErrorIdentity.groupingKey(for: LookupError.userNotFound(id: 6)))
    }

    @Test("An error chain lists the error and every underlying error, one per line")
    func chainDescription() {
        let root = NSError(domain: "Disk", code: 28)
        let wrapped = NSError(domain: "Sync", code: 3, userInfo: [NSUnderlyingErrorKey: root])
        let error = AppError.network(underlying: wrapped)

        let lines = errorChainDescription(for: error).split(separator: "\n", omittingEmptySubsequences: false)

        #expect(lines.count == 3)
        #expect(lines.first?.contains("AppError.network") == true)
        #expect(lines.dropFirst().first?.contains("Sync") == true)
        #expect(lines.last?.contains("Disk") == true)
    }

    @Test("A line break inside an error's description does not start a new line")
    func chainDescriptionKeepsOneLinePerError() {
        let error = AppError.validation(reason: "first\nsecond")
        #expect(!errorChainDescription(for: error).contains("\n"))
        #expect(errorChainDescription(for: error).contains("first\\nsecond"))
    }
}
