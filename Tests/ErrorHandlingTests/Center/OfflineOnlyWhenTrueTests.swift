import ErrorHandlingTesting
import Foundation
import Testing

@testable import ErrorHandling

/// "Offline", and the promise of a retry once back online, only when the center's monitor makes
/// them true.
@Suite("Offline only when it is true")
@MainActor
struct OfflineOnlyWhenTrueTests {
    private let promise = ErrorTextKey.retriesWhenOnline.localized(for: ErrorLocalization.locale)

    private func center(_ connectivity: ManualConnectivity) async -> ErrorCenter {
        let center = ErrorCenter(
            retryPolicy: RetryPolicy(maxAttempts: 1), clock: ManualClock(), connectivity: connectivity)
        await waitUntil { center.knownConnectivity != nil }
        return center
    }

    nonisolated static let connectionErrors: [any Error] = [
        URLError(.cannotConnectToHost), URLError(.networkConnectionLost), URLError(.cannotFindHost),
        URLError(.dnsLookupFailed), NSError(domain: "FIRAuthErrorDomain", code: 17020),
        NSError(domain: "FIRFirestoreErrorDomain", code: 14),
        // Linux: no route to the host, as swift-corelibs-foundation reports it.
        URLError(
            .unknown,
            userInfo: [
                NSLocalizedDescriptionKey:
                    "Failed to connect to api.example.com port 443 after 0 ms: Couldn't connect to server"
            ]),
    ]

    @Test(arguments: connectionErrors)
    func offlineAConnectionErrorIsShownAsOfflineAndRetriedWhenBackOnline(error: any Error) async throws {
        let connectivity = ManualConnectivity(.offline)
        let center = await center(connectivity)
        let ran = Signal()
        center.report(error, retry: { ran.fire() })

        let alert = try #require(center.current)
        #expect(center.currentError == .offline)
        #expect(alert.message?.hasSuffix(promise) == true)

        connectivity.set(.online)
        await ran.wait()
        await waitUntil { center.current == nil }
    }

    @Test func onlineAnErrorTranslatedAsOfflineIsAConnectionProblemThatPromisesNothing() async throws {
        let connectivity = ManualConnectivity(.online)
        let center = await center(connectivity)
        let firebase = NSError(domain: "FIRAuthErrorDomain", code: 17020)
        center.report(firebase, retry: {})

        let alert = try #require(center.current)
        #expect(center.currentError == .network(underlying: firebase))
        #expect(alert.message?.contains(promise) == false)
        #expect(alert.buttons.first?.title == StandardButtonTitle.retry.localized())
    }

    @Test func aTimeoutStaysATimeoutOffline() async throws {
        let connectivity = ManualConnectivity(.offline)
        let center = await center(connectivity)
        center.report(URLError(.timedOut), retry: {})
        #expect(center.currentError == .timeout)
        #expect(center.current?.message?.contains(promise) == false)
    }

    @Test func withoutAMonitorTheTranslationStands() throws {
        let center = ErrorCenter(clock: ManualClock())
        center.report(URLError(.notConnectedToInternet), retry: {})
        #expect(center.currentError == .offline)
        #expect(center.current?.message?.contains(promise) == false)
    }

    /// Firestore sends 14 (unavailable) for a server that is down and for a client that is
    /// offline: online it is the server's problem, offline it is "offline", retried once back.
    @Test func firestoreUnavailableIsAServerProblemOnlineAndOfflineWhileTheDeviceIsOffline() async throws {
        let unavailable = NSError(domain: "FIRFirestoreErrorDomain", code: 14)
        let online = await center(ManualConnectivity(.online))
        online.report(unavailable, retry: {})
        #expect(online.currentError == .serverError)
        #expect(online.current?.buttons.first?.title == StandardButtonTitle.retry.localized())
        #expect(online.current?.message?.contains(promise) == false)

        let connectivity = ManualConnectivity(.offline)
        let offline = await center(connectivity)
        let ran = Signal()
        offline.report(unavailable, retry: { ran.fire() })
        #expect(offline.currentError == .offline)
        #expect(offline.current?.message?.hasSuffix(promise) == true)
        connectivity.set(.online)
        await ran.wait()
    }
}
