import Foundation
import Testing

@testable import ErrorHandling

/// The retry verdict, the server's delay and the connection problem of an assessment, worked
/// out where they are read: those of the error as thrown, else of its translation, whatever it
/// is shown as later.
@Suite("Error assessment")
struct ErrorAssessmentTests {
    private struct SaysNothing: Error {}

    /// Translates ``SaysNothing`` into an error that says it is about the connection, with a
    /// server's delay.
    private static let translator = ErrorTranslator()
        .adding(SaysNothing.self) { _ in AppError.rateLimited(retryAfter: .seconds(7)) }
        .adding(.standard)

    @Test func theVerdictsAreThoseOfTheErrorAsThrownWhenItHasThem() {
        let assessment = ErrorAssessment(
            HTTPStatusError(statusCode: 503, retryAfter: .seconds(9)), translator: .standard, origin: .unknown
        )

        #expect((assessment.shown as? AppError) == .serverError)
        #expect(assessment.isTransient)
        #expect(assessment.retryAfter == .seconds(9))
        #expect(assessment.connection == nil)
    }

    @Test func theVerdictsAreThoseOfTheTranslationWhenTheErrorAsThrownHasNone() {
        let assessment = ErrorAssessment(SaysNothing(), translator: Self.translator, origin: .unknown)

        #expect(assessment.isTranslated)
        #expect(assessment.isTransient)
        #expect(assessment.retryAfter == .seconds(7))
        #expect(ErrorAssessment(SaysNothing(), translator: nil, origin: .unknown).isTransient == false)
    }

    @Test func aConnectionProblemIsReadFromTheErrorAsThrownThenFromItsTranslation() {
        let lost = ErrorAssessment(URLError(.networkConnectionLost), translator: .standard, origin: .unknown)
        let firebase = ErrorAssessment(
            NSError(domain: FirebaseErrorCodes.authDomain, code: FirebaseErrorCodes.authNetworkError),
            translator: .standard, origin: .unknown)
        let offline = ErrorAssessment(
            SaysNothing(), translator: ErrorTranslator().adding(SaysNothing.self) { _ in AppError.offline },
            origin: .unknown)

        #expect(lost.connection == .unreachable)
        #expect(firebase.connection == .unreachable)
        #expect(offline.connection == .offline)
        #expect(ErrorAssessment(SaysNothing(), translator: nil, origin: .unknown).connection == nil)
    }

    /// What swift-corelibs-foundation throws on Linux when libcurl finds no route to the host:
    /// the unknown code and libcurl's text.
    static func linuxConnectFailure(_ text: String) -> [any Error] {
        let userInfo: [String: Any] = [NSLocalizedDescriptionKey: text]
        return [
            URLError(.unknown, userInfo: userInfo),
            NSError(domain: NSURLErrorDomain, code: URLError.Code.unknown.rawValue, userInfo: userInfo),
        ]
    }

    @Test func aConnectionLibcurlCouldNotMakeIsAConnectionProblemWorthRetryingAsOnApplePlatforms() {
        let text = "Failed to connect to 10.213.0.1 port 8765 after 0 ms: Couldn't connect to server"
        for error in Self.linuxConnectFailure(text) {
            let assessment = ErrorAssessment(error, translator: .standard, origin: .unknown)
            #expect(assessment.connection == .unreachable)
            #expect(assessment.isTransient)
            #expect(RetryPolicy.isTransient(error))
        }
    }

    @Test func anotherUnknownURLErrorIsNeitherAConnectionProblemNorWorthRetrying() {
        let texts = ["Something went wrong", "", "failed to connect to the database", "Failed to connect"]
        for error in texts.flatMap(Self.linuxConnectFailure) + [URLError(.unknown)] {
            let assessment = ErrorAssessment(error, translator: .standard, origin: .unknown)
            #expect(assessment.connection == nil)
            #expect(!assessment.isTransient)
        }
    }

    @Test func shownAsAnotherErrorAnAssessmentKeepsTheVerdictsOfItsTranslation() {
        var assessment = ErrorAssessment(SaysNothing(), translator: Self.translator, origin: .unknown)
        assessment.show(AppError.offline)

        #expect((assessment.shown as? AppError) == .offline)
        #expect(assessment.isTranslated)
        #expect(assessment.retryAfter == .seconds(7))
        #expect(assessment.connection == nil)
        #expect(assessment.groupingKey == ErrorIdentity.groupingKey(for: AppError.offline))
    }

    @Test func theGroupingKeyWorkedOutInPlaceIsThatOfTheShownError() {
        var assessment = ErrorAssessment(SaysNothing(), translator: Self.translator, origin: .unknown)
        #expect(assessment.knownGroupingKey == nil)

        assessment.workOutGroupingKey()

        #expect(assessment.knownGroupingKey == ErrorIdentity.groupingKey(for: assessment.shown))
        #expect(assessment.knownGroupingKey != ErrorIdentity.groupingKey(for: SaysNothing()))
    }
}
