import Foundation
import Testing

@testable import ErrorHandling

/// A POSIX error whose code does not fit an `Int32`, which Foundation on Linux stops the process
/// describing.
private let trappingError = NSError(domain: NSPOSIXErrorDomain, code: Int(Int32.max) + 1)

/// Where the search for errors Foundation cannot describe runs, and what it reads first.
@Suite struct DescriptionSearchPlacementTests {
    private func message(of error: any Error) -> String {
        ErrorRecord(error: error, fileID: "App/Sync.swift", line: 1, function: "sync()").message
    }

    @Test func theSearchForTrappingErrorsRunsOnlyWhereFoundationTraps() {
        #if canImport(Darwin)
            #expect(!DescriptionSurvey.foundationTraps)
            #expect(!DescriptionSurvey.traps(trappingError))
            #expect(!ErrorDescriber.localizedTextsTrap(trappingError))
        #else
            #expect(DescriptionSurvey.foundationTraps)
            #expect(DescriptionSurvey.traps(trappingError))
            #expect(ErrorDescriber.localizedTextsTrap(trappingError))
        #endif
    }

    @Test func aURLErrorWithoutUserInfoIsDescribedAsSwiftDescribesIt() {
        let error = URLError(.notConnectedToInternet)
        #expect(message(of: error) == String(reflecting: error))
    }

    @Test func aURLErrorWithAnOrdinaryUserInfoIsDescribedAsSwiftDescribesIt() {
        let error = URLError(
            .cannotConnectToHost, userInfo: [NSLocalizedDescriptionKey: "Could not connect to the server."])
        #expect(message(of: error) == String(reflecting: error))
    }

    @Test func aURLErrorWhoseUserInfoHoldsATrappingErrorIsDescribedFieldByField() {
        let error = URLError(.cannotConnectToHost, userInfo: [NSUnderlyingErrorKey: trappingError])
        let text = message(of: error)
        #expect(text.hasPrefix("Foundation.URLError("))
        #expect(text.contains("NSURLErrorDomain"))
        #expect(DescriptionSurvey.finds(inError: error) == DescriptionSurvey.foundationTraps)
    }

    @Test func aURLErrorWhoseUserInfoIsTooLargeIsCutToTheBudget() {
        let huge = String(repeating: "a", count: 100_000)
        let error = URLError(.badServerResponse, userInfo: [NSLocalizedDescriptionKey: huge])
        let text = message(of: error)
        #expect(text.utf8.count <= LogLineLimits.maxFieldBytes)
        #expect(text.hasPrefix("Foundation.URLError("))
    }
}
