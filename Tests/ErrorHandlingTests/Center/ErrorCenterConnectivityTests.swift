import ErrorHandling
import ErrorHandlingTesting
import Foundation
import Testing

@Suite("ErrorCenter retries offline alerts when back online", .timeLimit(.minutes(10)))
@MainActor
struct ErrorCenterConnectivityTests {
    private let offline = URLError(.notConnectedToInternet)
    private let retryWhenOnline = ErrorTextKey.retriesWhenOnline.localized(for: ErrorLocalization.locale)

    private func center(
        _ connectivity: (any ConnectivityMonitor)?, policy: RetryPolicy = RetryPolicy(maxAttempts: 1)
    ) -> ErrorCenter {
        ErrorCenter(
            handler: ErrorHandler(translator: .standard).onNoMatch(.presentError), retryPolicy: policy,
            clock: ManualClock(), connectivity: connectivity)
    }

    /// A center that has heard that the device is offline.
    private func offlineCenter() async -> (ErrorCenter, ManualConnectivity) {
        let connectivity = ManualConnectivity(.offline)
        let center = center(connectivity)
        await waitUntil { center.knownConnectivity == .offline }
        return (center, connectivity)
    }

    @Test func backOnlineRetriesAnOfflineAlertThatCarriesARetry() async throws {
        let (center, connectivity) = await offlineCenter()
        let ran = Signal()
        center.report(offline, retry: { ran.fire() })
        let alert = try #require(center.current)
        #expect(alert.message?.hasSuffix(retryWhenOnline) == true)

        connectivity.set(.online)
        await ran.wait()
        await waitUntil { center.retries.isEmpty }

        #expect(center.current == nil)
        #expect(center.statistics == ErrorCenter.Statistics(reported: 1, presented: 1))
    }

    @Test func anOfflineAlertWithoutARetryStays() async throws {
        let (center, connectivity) = await offlineCenter()
        center.report(offline)

        connectivity.set(.online)
        await waitUntil { center.knownConnectivity == .online }

        let alert = try #require(center.current)
        #expect(alert.buttons.map(\.title) == [StandardButtonTitle.ok.localized()])
        #expect(alert.message?.contains(retryWhenOnline) == false)
    }

    @Test(arguments: [
        URLError(.timedOut) as any Error, AppError.serverError, HTTPStatusError(statusCode: 503),
    ])
    func anErrorOtherThanOfflineWaitsForAPerson(error: any Error) async throws {
        let (center, connectivity) = await offlineCenter()
        let runs = Counter()
        center.report(error, retry: { runs.increment() })
        let alert = try #require(center.current)
        #expect(alert.buttons.first?.title == StandardButtonTitle.retry.localized())
        #expect(alert.message?.contains(retryWhenOnline) != true)

        connectivity.set(.online)
        await waitUntil { center.knownConnectivity == .online }
        await center.waitUntilIdle()

        #expect(center.current?.id == alert.id)
        #expect(runs.value == 0)
    }

    @Test func aWaitingOfflineAlertIsRetriedAndTheOneOnScreenStays() async throws {
        let (center, connectivity) = await offlineCenter()
        let ran = Signal()
        center.report(AppError.serverError, retry: {})
        center.report(offline, retry: { ran.fire() })
        let onScreen = try #require(center.current)
        #expect(center.pending.count == 1)

        connectivity.set(.online)
        await ran.wait()
        await waitUntil { center.retries.isEmpty }

        #expect(center.current?.id == onScreen.id)
        #expect(center.pending.isEmpty)
        #expect(center.statistics == ErrorCenter.Statistics(reported: 2, presented: 2))
    }

    @Test func aReportMadeBeforeTheFirstValueArrivedIsRetried() async throws {
        let connectivity = ManualConnectivity(.offline)
        let center = center(connectivity)
        let ran = Signal()
        center.report(offline, retry: { ran.fire() })
        #expect(center.knownConnectivity == nil)
        #expect(center.current?.message?.hasSuffix(retryWhenOnline) == true)

        await waitUntil { center.knownConnectivity == .offline }
        #expect(center.current != nil)
        connectivity.set(.online)
        await ran.wait()

        #expect(center.current == nil)
    }

    @Test func anOfflineAlertShownBeforeTheFirstValueIsRetriedWhenThatValueIsOnline() async throws {
        let connectivity = ScriptedConnectivity()
        let center = center(connectivity)
        let ran = Signal()
        center.report(offline, retry: { ran.fire() })
        let alert = try #require(center.current)
        #expect(alert.message?.hasSuffix(retryWhenOnline) == true)

        connectivity.send(.online)
        await ran.wait()
        await waitUntil { center.retries.isEmpty }

        #expect(center.current == nil)
        #expect(center.statistics == ErrorCenter.Statistics(reported: 1, presented: 1))
    }

    @Test func whileTheMonitorSaysOnlineAnOfflineErrorIsAConnectionProblemWithoutAPromise() async throws {
        let connectivity = ManualConnectivity(.online)
        let center = center(connectivity)
        await waitUntil { center.knownConnectivity == .online }
        let runs = Counter()
        center.report(offline, retry: { runs.increment() })

        let alert = try #require(center.current)
        #expect(center.currentError == .network(underlying: offline))
        #expect(alert.message?.contains(retryWhenOnline) == false)
        #expect(
            alert.buttons.map(\.title) == [
                StandardButtonTitle.retry.localized(), StandardButtonTitle.cancel.localized(),
            ])

        connectivity.set(.offline)
        await waitUntil { center.knownConnectivity == .offline }
        connectivity.set(.online)
        await waitUntil { center.knownConnectivity == .online }
        #expect(center.current?.id == alert.id)
        #expect(runs.value == 0)
    }

    @Test func onlineAgainRetriesNothing() async throws {
        let connectivity = ScriptedConnectivity()
        let center = center(connectivity)
        let runs = Counter()
        connectivity.send(.online)
        await waitUntil { center.knownConnectivity == .online }
        center.report(offline, retry: { runs.increment() })

        connectivity.send(.online, .offline)
        await waitUntil { center.knownConnectivity == .offline }

        #expect(center.current != nil)
        #expect(runs.value == 0)
    }

    @Test func offlineAgainKeepsTheAlertForTheReturnOnline() async throws {
        let connectivity = ScriptedConnectivity()
        let center = center(connectivity)
        let runs = Counter()
        let ran = Signal()
        connectivity.send(.offline)
        await waitUntil { center.knownConnectivity == .offline }
        center.report(
            offline,
            retry: {
                runs.increment()
                ran.fire()
            })

        connectivity.send(.offline, .offline, .online)
        await ran.wait()
        await waitUntil { center.retries.isEmpty }

        #expect(center.current == nil)
        #expect(runs.value == 1)
    }

    @Test func aRetryThatFailsAgainIsReportedAgainOnce() async throws {
        let (center, connectivity) = await offlineCenter()
        let operation = ScriptedOperation(alwaysFailingWith: offline)
        center.report(offline, retry: { try operation() })
        let first = try #require(center.current)

        connectivity.set(.online)
        await waitUntil { center.statistics.reported == 2 }
        await center.waitUntilIdle()

        let again = try #require(center.current)
        #expect(again.id != first.id)
        // Back online, the same failure is a connection problem, not "offline".
        #expect(center.currentError == .network(underlying: offline))
        #expect(again.message?.contains(retryWhenOnline) == false)
        #expect(
            again.buttons.map(\.title) == [
                StandardButtonTitle.retry.localized(), StandardButtonTitle.cancel.localized(),
            ])
        #expect(center.pending.isEmpty)
        #expect(operation.runs.value == 1)
        #expect(center.retries.isEmpty)
        #expect(center.statistics == ErrorCenter.Statistics(reported: 2, presented: 2))
    }

    @Test func statisticsAddUpAfterRetriesWhenBackOnline() async throws {
        let (center, connectivity) = await offlineCenter()
        let ran = Signal()
        let runs = Counter()
        center.report(
            offline,
            retry: {
                runs.increment()
                ran.fire()
            })
        center.report(offline, retry: { Issue.record("a coalesced report keeps the retry of the first") })
        center.report(AppError.serverError, retry: {})
        center.report(offline, style: .toast(duration: .seconds(3)), retry: {})
        center.report(KeyedError(errorCode: 1))

        connectivity.set(.online)
        await ran.wait()
        await waitUntil { center.retries.isEmpty }

        #expect(runs.value == 1)
        #expect(center.current?.error as? AppError == .serverError)
        #expect(center.statistics.addsUp)
        #expect(center.statistics == ErrorCenter.Statistics(reported: 5, presented: 4, coalesced: 1))
    }

    @Test func handleWithARetryActionIsRetriedWhenBackOnline() async throws {
        let (center, connectivity) = await offlineCenter()
        let ran = Signal()
        center.handle(offline, displayType: .alert(.retry { ran.fire() }))
        #expect(center.current?.message?.hasSuffix(retryWhenOnline) == true)

        connectivity.set(.online)
        await ran.wait()

        #expect(center.current == nil)
    }

    @Test func withoutAMonitorNothingChanges() throws {
        let center = center(nil)
        center.report(offline, retry: {})

        let alert = try #require(center.current)
        #expect(alert.message == ErrorPresentation(error: AppError.offline).message)
        #expect(center.knownConnectivity == nil)
    }

    @Test func aReleasedCenterStopsFollowingTheMonitor() async {
        let connectivity = ManualConnectivity(.offline)
        weak var released: ErrorCenter?
        do {
            let center = center(connectivity)
            released = center
            center.report(offline, retry: {})
            await waitUntil { center.knownConnectivity == .offline }
            #expect(connectivity.streamCount == 1)
        }

        #expect(released == nil)
        // The stream ends when the cancelled task that reads it next runs.
        #expect(await eventually { connectivity.streamCount == 0 })
    }

    /// A network that flaps a thousand times starts no retry until it has stayed online for
    /// the monitor's settling time, and then one.
    @Test func aFlappingNetworkStartsOneRetryOnceItHasStayedOnline() async throws {
        let connectivity = ScriptedConnectivity(settlingTime: .milliseconds(250))
        let clock = ManualClock()
        let center = ErrorCenter(
            handler: ErrorHandler(translator: .standard).onNoMatch(.presentError),
            retryPolicy: RetryPolicy(maxAttempts: 1), clock: clock, connectivity: connectivity)
        connectivity.send(.offline)
        await waitUntil { center.knownConnectivity == .offline }
        let runs = Counter()
        let ran = Signal()
        center.report(
            offline,
            retry: {
                runs.increment()
                ran.fire()
            })

        for _ in 0..<1_000 {
            // Back online: the change waits to settle; offline again before it has: it never
            // counts.
            connectivity.send(.online)
            await clock.waitForSleepers()
            connectivity.send(.offline)
            #expect(await eventually { clock.sleeperCount == 0 })
        }
        #expect(runs.value == 0)
        connectivity.send(.online)
        await clock.waitForSleepers()
        clock.advance(by: .milliseconds(249))
        #expect(runs.value == 0)
        #expect(center.knownConnectivity == .offline)

        clock.advance(by: .milliseconds(1))
        await ran.wait()
        await waitUntil { center.retries.isEmpty }
        #expect(runs.value == 1)
        #expect(center.knownConnectivity == .online)
    }

    /// An alert whose retry gave up, shown again, waits from that failure the delay the policy
    /// gives after the attempts that failed before its retry runs again, whoever starts it: the
    /// person, or the device coming back online.
    @Test func theNextRetryOfAnAlertWaitsThePolicysDelayAfterItsFailure() async throws {
        let clock = ManualClock()
        let center = ErrorCenter(
            handler: ErrorHandler(translator: .standard).onNoMatch(.presentError),
            retryPolicy: RetryPolicy(maxAttempts: 1, backoff: .constant(.seconds(2)), jitter: .none),
            clock: clock)
        let unavailable = HTTPStatusError(statusCode: 503)
        let operation = ScriptedOperation(failing: [unavailable])
        center.report(unavailable, retry: { try operation() })
        let first = try #require(center.current)
        center.dismiss(presentation: first.id, choosing: try #require(first.buttons.first).id)
        await waitUntil { center.statistics.reported == 2 && center.retries.isEmpty }
        #expect(operation.runs.value == 1)

        let again = try #require(center.current)
        center.dismiss(presentation: again.id, choosing: try #require(again.buttons.first).id)
        await waitUntil { center.retries.first?.phase == .waiting(.seconds(2)) }
        #expect(operation.runs.value == 1)

        await clock.waitForSleepers()
        clock.advance(by: .seconds(2))
        await waitUntil { center.retries.isEmpty }
        #expect(operation.runs.value == 2)
        #expect(center.current == nil)
    }
}
