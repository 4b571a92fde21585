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
    /// How long a toast made by ``handle(_:displayType:file:line:function:)`` stays on screen,
    /// and the inline field its ``ErrorDisplayType/inline(_:)`` messages use.
    package nonisolated static let defaultToastDuration: Duration = .seconds(4)
    package nonisolated static let defaultInlineField = "default"

    /// Everything the center decides, applied from any thread under one lock.
    nonisolated let machine: Locked<CenterStateMachine>
    /// What views read, published on the main actor after the machine's screen changes.
    private(set) var shown = CenterStateMachine.Shown()
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
    package nonisolated var clock: any Clock<Duration> { recovery.clock }

    /// The view of the center's handlers, and of every handler without a view that reports here.
    nonisolated let link: ErrorCenterLink
    nonisolated let dropLogger: (any ErrorLogging)?
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

    func publish() {
        let (shown, version) = machine.withLock { $0.shown }
        guard version != publishedVersion else { return }
        publishedVersion = version
        self.shown = shown
    }

    /// Carries out what the machine said to do after an event, from any thread.
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

    /// Applies `event` on the main actor, carries out what it says and publishes the screen.
    @discardableResult
    func applyEvent(
        _ event: (inout CenterStateMachine) -> CenterStateMachine.Actions
    ) -> CenterStateMachine.Actions {
        let actions = machine.withLock(event)
        carryOut(actions)
        publish()
        return actions
    }

    /// One task publishes however many changes are made until it runs.
    private nonisolated func schedulePublication() {
        Task { @MainActor [weak self] in
            guard let self else { return }
            self.machine.withLock { $0.publicationStarted() }
            self.publish()
        }
    }

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

extension ErrorCenter {
    /// Dismisses a presentation and starts the action of the chosen button.
    ///
    /// Safe to call twice for the same presentation, in any order with the button (UI
    /// bindings do): the presentation leaves once, and the chosen button's action starts
    /// exactly once. When the presentation was ``current``, the first pending one takes its
    /// place; a toast or pending presentation is removed from its lane.
    /// - Parameters:
    ///   - presentation: The presentation's ``ErrorPresentation/id``.
    ///   - button: The ``ErrorPresentation/Button/id`` of the chosen button; `nil` when the
    ///     presentation was closed without a choice.
    public func dismiss(
        presentation: ErrorPresentation.ID, choosing button: ErrorPresentation.Button.ID? = nil
    ) {
        _ = startDismissal(of: presentation, choosing: button)
    }

    /// Dismisses ``current`` and waits until the action of the chosen button has finished.
    /// - Parameter button: The ``ErrorPresentation/Button/id`` of the chosen button; `nil` when
    ///   the alert was closed without a choice.
    public func dismiss(choosing button: ErrorPresentation.Button.ID? = nil) async {
        guard let current else { return }
        await startDismissal(of: current.id, choosing: button)?.value
    }

    /// Removes the inline message of `field`.
    /// - Parameter field: The name of the field.
    public func clearInlineMessage(for field: String) {
        applyEvent { $0.inlineMessageCleared(for: field) }
    }

    /// Removes the presentation `id` once and starts the chosen button's action once; without a
    /// choice by the end of this turn of the main actor, its handling chain goes on.
    /// - Returns: The task running the button's action, when one was started.
    func startDismissal(
        of id: ErrorPresentation.ID, choosing buttonID: ErrorPresentation.Button.ID?
    ) -> Task<Void, Never>? {
        var button: ErrorPresentation.Button?
        applyEvent { machine in
            let actions = machine.dismissed(id)
            button = buttonID.flatMap { machine.buttonChosen($0, of: id) }
            return actions
        }
        guard let button else {
            Task { [weak self] in self?.applyEvent { $0.choiceClosed(id) } }
            return nil
        }
        return Task { await button.action() }
    }
}

extension ErrorCenter {
    /// What an ``ErrorCenter`` did with the errors reported to it.
    ///
    /// Every report ends in exactly one of ``presented``, ``coalesced``, ``dropped`` and
    /// ``handledWithoutPresentation``, so once every report has reached the main actor (see
    /// ``ErrorCenter/waitUntilIdle()``) `reported` equals their sum. A cancellation is not a
    /// failure to show: it counts in ``cancelled`` only, never in `reported`.
    public struct Statistics: Sendable, Equatable {
        /// How many errors were reported, including errors the center presents again after a
        /// retry failed.
        public var reported: Int
        /// How many reports were accepted as a new presentation that was not dropped later.
        public var presented: Int
        /// How many reports raised the ``ErrorPresentation/occurrences`` of a presentation
        /// already on screen or waiting, instead of adding one.
        public var coalesced: Int
        /// How many presentations were dropped to keep within the center's capacity.
        public var dropped: Int
        /// How many reports were handled by rules that presented nothing on the center.
        public var handledWithoutPresentation: Int
        /// How many cancellations were reported: logged, never shown, and not counted in
        /// ``reported``.
        public var cancelled: Int

        /// Creates statistics; all zero by default.
        /// - Parameters:
        ///   - reported: How many errors were reported.
        ///   - presented: How many became a presentation that was not dropped.
        ///   - coalesced: How many were folded into an existing presentation.
        ///   - dropped: How many presentations were dropped.
        ///   - handledWithoutPresentation: How many were handled without a presentation.
        ///   - cancelled: How many cancellations were reported.
        public init(
            reported: Int = 0,
            presented: Int = 0,
            coalesced: Int = 0,
            dropped: Int = 0,
            handledWithoutPresentation: Int = 0,
            cancelled: Int = 0
        ) {
            self.cancelled = cancelled
            self.reported = reported
            self.presented = presented
            self.coalesced = coalesced
            self.dropped = dropped
            self.handledWithoutPresentation = handledWithoutPresentation
        }
    }
}
