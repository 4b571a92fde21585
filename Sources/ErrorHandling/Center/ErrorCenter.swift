public import Observation

/// The app-wide error state: one observable object the app owns and every screen watches.
///
/// Errors reported from anywhere go through the center's ``handler`` (or a scoped child of
/// it); what the rules present lands here, one alert at a time, with the rest waiting in
/// ``pending``, toasts in their own lane and inline messages by field.
///
/// ```swift
/// let center = ErrorCenter(capacity: 8)
/// // From any thread, task or actor:
/// center.report(URLError(.notConnectedToInternet))
/// // What the alert shows:
/// center.current?.title
/// // The next pending presentation moves up:
/// center.dismiss(presentation: center.current!.id)
/// ```
///
/// Reports of the same kind of error (equal ``ErrorPresentation/groupingKey``) fold into the
/// presentation already on screen or waiting and raise its ``ErrorPresentation/occurrences``.
/// Beyond ``capacity`` waiting presentations the oldest toast, then the oldest pending alert
/// is dropped; ``statistics`` counts where every report went.
///
/// A report can carry the operation that failed, so the person can run it again:
///
/// ```swift
/// // A failure is reported with a retry:
/// let feed = await center.attempt { try await api.feed() }
/// // The same, for an error in hand:
/// center.report(error, retry: { try await api.feed() })
/// ```
///
/// Its alert then offers Retry and Cancel, and Retry runs the operation under the
/// center's ``RetryPolicy`` while ``retries`` shows the progress.
@MainActor @Observable
public final class ErrorCenter: ErrorHandlerView {
    /// How long a toast made by ``handle(_:displayType:file:line:function:)`` stays on screen.
    package nonisolated static let defaultToastDuration: Duration = .seconds(4)

    /// The inline field that ``ErrorDisplayType/inline(_:)`` messages and
    /// ``inlineErrorMessage`` use.
    package nonisolated static let defaultInlineField = "default"

    /// Everything the center decides, applied from any thread under one lock.
    nonisolated let machine: Locked<CenterStateMachine>
    /// What views read: published on the main actor after the machine's screen changes.
    private(set) var shown = CenterStateMachine.Shown()
    /// The version of ``shown``.
    @ObservationIgnored private var publishedVersion = 0

    /// The alert or action sheet on screen, if any.
    public var current: ErrorPresentation? { shown.current }
    /// The alerts and action sheets waiting for ``current`` to be dismissed, oldest first.
    public var pending: [ErrorPresentation] {
        _ = shown  // observed with it
        return machine.withLock { $0.pending }
    }
    /// The toasts on screen, oldest first; each leaves after its duration.
    public var toasts: [ErrorPresentation] {
        _ = shown  // observed with it
        return machine.withLock { $0.toasts }
    }
    /// The inline messages on screen, by the name of their field.
    public var inlineMessages: [String: String] { shown.inlineMessages }
    /// Where the reported errors went.
    public var statistics: Statistics { shown.statistics }
    /// The retries running now, oldest first: one for each Retry chosen whose operation has
    /// neither succeeded nor given up yet.
    public var retries: [RetryProgress] {
        _ = shown  // observed with it
        return machine.withLock { $0.retries }
    }

    /// Leaves the screen the error happened on; the UI layer installs it while a navigation
    /// stack is on screen. ``ErrorAction/navigateBack(buttonTitle:)`` calls it; without it, that
    /// button only dismisses the alert.
    public var navigateBack: (@MainActor () -> Void)? {
        get { hosts.navigateBack }
        set { hosts.navigateBack = newValue }
    }

    /// Whether an alert or toast shown for an error plays the system's error feedback, once
    /// per presentation: the error haptic on iPhone and Apple Watch. The SwiftUI hosts and the
    /// toasts play SwiftUI's `sensoryFeedback(.error, trigger:)`; alerts `errorHandling(_:)`
    /// presents through UIKit play `UINotificationFeedbackGenerator`'s `.error`. A coalesced
    /// repeat, which raises the count of the presentation on screen, plays nothing, and neither
    /// does a presentation shown again by another host. `true` by default; set it to `false`
    /// when the app plays its own feedback or has a setting that turns haptics off. Platforms
    /// without haptics ignore it.
    public var playsErrorFeedback: Bool {
        get { hosts.playsErrorFeedback }
        set { hosts.playsErrorFeedback = newValue }
    }

    /// The rules errors go through: the handler given to
    /// ``init(handler:logger:capacity:retryPolicy:clock:connectivity:)``, or one that translates
    /// with ``ErrorTranslator/standard`` and presents every error here as
    /// ``ErrorPresentation/init(error:onRecovery:)`` builds it.
    public nonisolated let handler: ErrorHandler
    /// How many presentations may wait (pending alerts and toasts together) before the oldest
    /// is dropped.
    public nonisolated var capacity: Int { machine.withLock { $0.capacity } }
    /// Measures toast durations and retry delays; presenters count down on it.
    package nonisolated var clock: any Clock<Duration> { recovery.clock }

    /// The view of the center's handlers, and of every handler without a view that reports here.
    nonisolated let link: ErrorCenterLink
    /// Receives every dropped presentation.
    nonisolated let dropLogger: (any ErrorLogging)?
    /// The retry policy, the clock, and the connectivity monitor listened to.
    nonisolated let recovery: CenterRecovery
    /// The hosts that show this center, and what is remembered for them.
    package let hosts: ErrorCenterHosts

    /// Creates an empty center.
    /// - Parameters:
    ///   - handler: The rules reported errors go through. A handler with no view (the usual
    ///     case: the center does not exist yet when you make it) presents here; so does one
    ///     whose view is this center. When `nil`, the center makes one that translates with
    ///     ``ErrorTranslator/standard`` and whose `onNoMatch` presents every error here.
    ///   - logger: Receives every dropped presentation, and every reported error when the
    ///     center makes its own handler (a handler you pass logs reports, including those of
    ///     retries that gave up, to its own logger).
    ///   - capacity: How many presentations may wait before the oldest is dropped.
    ///   - retryPolicy: Which errors a report's retry is offered for, and how Retry runs the
    ///     operation again (also the Retry of ``ErrorAction/retry(_:buttonTitle:)``).
    ///   - clock: Measures toast durations and retry delays; a manual clock in tests.
    ///   - connectivity: Tells when the device is back online. When it changes from
    ///     ``Connectivity/offline`` to ``Connectivity/online``, every alert or action sheet on
    ///     screen or waiting that offers the Retry of a report and shows ``AppError/offline``
    ///     is taken down and its retry runs, as if Retry had been chosen. When `nil`, only a
    ///     person starts a retry.
    public init(
        handler: ErrorHandler? = nil,
        logger: (any ErrorLogging)? = nil,
        capacity: Int = 16,
        retryPolicy: RetryPolicy = RetryPolicy(),
        clock: any Clock<Duration> = ContinuousClock(),
        connectivity: (any ConnectivityMonitor)? = nil
    ) {
        let link = ErrorCenterLink()
        let handler =
            handler ?? ErrorHandler(for: link, translator: .standard, logger: logger).onNoMatch(.presentError)
        self.handler = handler
        self.link = link
        dropLogger = logger
        machine = Locked(CenterStateMachine(capacity: capacity))
        hosts = ErrorCenterHosts(clock: clock)
        // The link is held strongly, as the handler holds it: it holds the center weakly, so
        // there is no cycle, and an object nothing refers to weakly is retained the fast way.
        recovery = CenterRecovery(policy: retryPolicy, clock: clock, monitor: connectivity) { state in
            link.center?.connectivityChanged(to: state)
        }
        link.connect(to: self)
    }

    deinit {
        for timer in machine.withLock({ $0.centerClosed() }) {
            timer.cancel()
        }
    }

    /// Publishes the machine's screen to the views, when it changed since the last time.
    func publish() {
        let (shown, version) = machine.withLock { $0.shown }
        guard version != publishedVersion else { return }
        publishedVersion = version
        self.shown = shown
    }

    /// Carries out what the machine said to do after an event, from any thread: times a new
    /// toast, lets the handling chains of what left go on and logs what was dropped, stops the
    /// timers of toasts that left, resumes the callers waiting for the center to be idle, and
    /// schedules the publication of the screen.
    nonisolated func carryOut(_ actions: CenterStateMachine.Actions) {
        if let toast = actions.toastToTime {
            timeToast(toast.id, for: toast.duration)
        }
        for left in actions.left {
            if left.isDropped {
                logDrop(of: left.presentation, report: left.report)
            }
            left.presentation.lifetime?.finish()
        }
        for timer in actions.stoppedTimers {
            timer.cancel()
        }
        for waiter in actions.idleWaiters {
            waiter.resume()
        }
        if actions.schedulesPublication {
            schedulePublication()
        }
    }

    /// Applies `event` to the machine on the main actor, carries out what it says and publishes
    /// the screen at once.
    /// - Returns: What the machine said, for what only the main actor does with it.
    @discardableResult
    func applyEvent(
        _ event: (inout CenterStateMachine) -> CenterStateMachine.Actions
    ) -> CenterStateMachine.Actions {
        let actions = machine.withLock(event)
        carryOut(actions)
        publish()
        return actions
    }

    /// Publishes the screen on the main actor soon: one task for however many changes are made
    /// until it runs.
    private nonisolated func schedulePublication() {
        Task { @MainActor [weak self] in
            guard let self else { return }
            self.machine.withLock { $0.publicationStarted() }
            self.publish()
        }
    }

    /// Takes the toast `id` down once `duration` has passed on the center's clock.
    private nonisolated func timeToast(_ id: ErrorPresentation.ID, for duration: Duration) {
        let timer = Task { @MainActor [weak self, clock] in
            do {
                try await clock.boundedSleep(for: duration)
            } catch {
                return
            }
            self?.applyEvent { $0.toastExpired(id) }
        }
        if !machine.withLock({ $0.toastTimerStarted(timer, for: id) }) {
            timer.cancel()
        }
    }

    /// The report the presentation `id` on screen or waiting stands for, when it is known.
    nonisolated func report(of id: ErrorPresentation.ID) -> Report? {
        machine.withLock { $0.report(of: id) }
    }

    /// Logs a presentation dropped to keep within ``capacity``, with the reason in
    /// `metadata["dropped"]`.
    private nonisolated func logDrop(of presentation: ErrorPresentation, report: Report?) {
        let origin = report?.assessment.origin
        dropLogger?.log(
            ErrorRecord(
                error: presentation.error, severity: .warning, fileID: origin?.file ?? "",
                line: origin?.line ?? 0,
                function: origin?.function ?? "",
                metadata: ["dropped": "more than \(capacity) presentations waiting"]))
    }
}
