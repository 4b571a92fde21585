import Foundation
import Testing

@testable import ErrorHandling

/// The retries and the connectivity of the center's decisions, as a value: no main actor, no
/// clock, no task.
@Suite("CenterStateMachine: retries and connectivity")
struct CenterStateMachineRetriesTests {
    /// An alert of `error` that offers Retry, retried by the center once the device is back
    /// online when `retriesWhenOnline`.
    private func alert(_ error: any Error, retriesWhenOnline: Bool) -> ErrorPresentation {
        let offer = RecoveryOffer(
            hasRetry: true, isAccepted: true, runsUnasked: true, hasMonitor: true,
            isShownOffline: retriesWhenOnline)
        return ErrorPresentation(
            assessment: ErrorAssessment(error, translator: nil, origin: .unknown), recovery: offer,
            retry: { _ in })
    }

    private func step(_ id: UUID, attempt: Int, phase: RetryProgress.Phase = .running) -> RetryProgress {
        RetryProgress(
            id: id, title: "Feed", error: KeyedError(errorCode: 0), attempt: attempt, maxAttempts: 3,
            phase: phase)
    }

    @Test func comingBackOnlineRetriesEveryAlertOnScreenOrWaitingThatSaidSoOldestFirst() throws {
        var machine = CenterStateMachine(capacity: 4)
        let first = alert(KeyedError(errorCode: 1), retriesWhenOnline: true)
        let plain = alert(KeyedError(errorCode: 2), retriesWhenOnline: false)
        let third = alert(KeyedError(errorCode: 3), retriesWhenOnline: true)
        for presentation in [first, plain, third] {
            _ = machine.presentationArrived(presentation, for: nil)
        }

        let offline = machine.connectivityChanged(to: .offline)
        #expect(offline.retriesToStart.isEmpty)
        #expect(machine.knownConnectivity == .offline)
        let online = machine.connectivityChanged(to: .online)

        #expect(machine.knownConnectivity == .online)
        #expect(
            online.retriesToStart == [
                .init(presentation: first.id, retryButton: try #require(first.recovery.retryButtonID)),
                .init(presentation: third.id, retryButton: try #require(third.recovery.retryButtonID)),
            ])
        #expect(first.recovery.retryButtonID == first.buttons.first?.id)
    }

    @Test func theFirstValueOnlineRetriesButTheSameValueAgainChangesNothing() {
        var machine = CenterStateMachine(capacity: 4)
        _ = machine.presentationArrived(alert(KeyedError(errorCode: 1), retriesWhenOnline: true), for: nil)
        machine.publicationStarted()

        let first = machine.connectivityChanged(to: .online)
        machine.publicationStarted()
        let again = machine.connectivityChanged(to: .online)

        #expect(first.retriesToStart.count == 1)
        #expect(first.schedulesPublication)
        #expect(again.retriesToStart.isEmpty)
        #expect(!again.schedulesPublication)
    }

    @Test func goingOfflineRetriesNothing() {
        var machine = CenterStateMachine(capacity: 4)
        _ = machine.presentationArrived(alert(KeyedError(errorCode: 1), retriesWhenOnline: true), for: nil)
        #expect(machine.knownConnectivity == nil)

        let offline = machine.connectivityChanged(to: .offline)
        #expect(offline.retriesToStart.isEmpty)
    }

    @Test func aRetryIsListedFromItsFirstStepUntilItFinishesInPlaceOfItsEarlierSteps() {
        var machine = CenterStateMachine(capacity: 4)
        let first = UUID()
        let second = UUID()

        let firstStep = machine.retryProgressed(step(first, attempt: 1)).schedulesPublication
        #expect(firstStep)
        _ = machine.retryProgressed(step(second, attempt: 1))
        _ = machine.retryProgressed(step(first, attempt: 2, phase: .waiting(.seconds(2))))
        #expect(machine.retries.map(\.id) == [first, second])
        #expect(machine.retries.map(\.attempt) == [2, 1])
        #expect(machine.retries.first?.phase == .waiting(.seconds(2)))

        _ = machine.retryFinished(first)
        #expect(machine.retries.map(\.id) == [second])
        machine.publicationStarted()
        let finishedAgain = machine.retryFinished(first).schedulesPublication
        let finishedSecond = machine.retryFinished(second).schedulesPublication
        #expect(!finishedAgain)
        #expect(finishedSecond)
        #expect(machine.retries.isEmpty)
    }

    @Test func aChangeOfTheRetriesOrConnectivityIsPublishedOnceUntilThePublicationRuns() {
        var machine = CenterStateMachine(capacity: 4)
        let version = machine.shown.version
        let progressed = machine.retryProgressed(step(UUID(), attempt: 1)).schedulesPublication
        let offline = machine.connectivityChanged(to: .offline)
        #expect(progressed)
        #expect(!offline.schedulesPublication)
        #expect(machine.shown.version == version + 2)
        machine.publicationStarted()
        let online = machine.connectivityChanged(to: .online)
        #expect(online.schedulesPublication)
    }
}
