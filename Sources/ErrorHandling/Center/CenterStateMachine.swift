/// Everything an ``ErrorCenter`` decides, as one value: what is on screen and waiting, how
/// repeats fold into it ("×N"), what leaves beyond the capacity, the inline messages, where
/// every report went, and whether each report is accounted for yet.
///
/// In the shape of swift-async-algorithms' state machines: the state is private, and each
/// event is one mutating function that returns what the center must do — time a toast, log and
/// stop what was dropped, resume the callers waiting for the center to be idle, publish the
/// screen. The machine does no work of its own (no task, no clock, no lock, no log), so its
/// tests drive it as a value; ``ErrorCenter`` holds it behind one lock and carries out what it
/// returns.
struct CenterStateMachine {
    /// What views read: published to the main actor after it changes.
    struct Screen {
        /// The alert or action sheet on screen, if any.
        fileprivate(set) var current: ErrorPresentation?
        /// The alerts and action sheets waiting for ``current`` to leave, oldest first, by
        /// grouping key.
        fileprivate var waiting = KeyedQueue<String, ErrorPresentation>()
        /// The toasts on screen, oldest first, by grouping key.
        fileprivate var toastLane = KeyedQueue<String, ErrorPresentation>()
        /// The inline messages on screen, by the name of their field.
        fileprivate(set) var inlineMessages: [String: String] = [:]
        /// Where the reported errors went.
        fileprivate(set) var statistics = ErrorCenter.Statistics()

        /// The alerts and action sheets waiting, oldest first.
        var pending: [ErrorPresentation] { waiting.elements }
        /// The toasts on screen, oldest first.
        var toasts: [ErrorPresentation] { toastLane.elements }
    }

    /// Which presentation a new one folds into: the one of the same lane and grouping key or,
    /// for an inline message, the one of the same field, which it replaces.
    enum Slot: Hashable {
        case modal(groupingKey: String)
        case toast(groupingKey: String)
        case inline(field: String)

        /// The slot of a presentation shown in `style` whose grouping key is `groupingKey`.
        init(_ style: PresentationStyle, groupingKey: String) {
            switch style {
            case .alert, .actionSheet: self = .modal(groupingKey: groupingKey)
            case .toast: self = .toast(groupingKey: groupingKey)
            case .inline(let field): self = .inline(field: field)
            }
        }

        /// The slot of `presentation`.
        init(_ presentation: ErrorPresentation) {
            self.init(presentation.style, groupingKey: presentation.groupingKey)
        }
    }

    /// Which waiting presentation leaves when more than the capacity wait.
    enum Overflow {
        /// The oldest toast.
        case oldestToast
        /// The oldest alert or action sheet waiting behind the one on screen.
        case oldestWaitingAlert

        /// What leaves when `toasts` toasts and `waitingAlerts` alerts wait with room for
        /// `capacity`: toasts first; `nil` while they fit.
        init?(toasts: Int, waitingAlerts: Int, capacity: Int) {
            guard toasts + waitingAlerts > capacity else { return nil }
            self = toasts > 0 ? .oldestToast : .oldestWaitingAlert
        }
    }

    typealias IdleWaiter = CheckedContinuation<Void, Never>

    /// What the center does after an event.
    struct Actions {
        /// A toast was added: take it down after this long.
        var toastToTime: (id: ErrorPresentation.ID, duration: Duration)?
        /// Presentations that left the center without a choice — dropped to keep within the
        /// capacity (with their report, to log them), folded into an equal one, replaced by a
        /// newer inline message, timed out as a toast, or dismissed with no button chosen —
        /// whose handling chains go on now.
        var left: [(presentation: ErrorPresentation, report: Report?, isDropped: Bool)] = []
        /// The timers of toasts that left before their time was up: cancel them.
        var stoppedTimers: [Task<Void, Never>] = []
        /// The device came back online: take these down with their Retry chosen, oldest first.
        var retriesToStart: [RetryToStart] = []
        /// The callers of ``ErrorCenter/waitUntilIdle()`` to resume: nothing is left to account.
        var idleWaiters: [IdleWaiter] = []
        /// Whether the screen changed and no publication is scheduled yet: schedule one.
        var schedulesPublication = false
    }

    /// Where a report is, until it is accounted for.
    private enum ReportProgress: Equatable {
        /// Its rules run; nothing counted it yet.
        case routing
        /// Its first presentation is being built: it counts once that arrives.
        case claimed
    }

    private struct State {
        var screen = Screen()
        /// Raised whenever ``screen`` changes.
        var version = 0
        /// The report each presentation on screen or waiting stands for, when it is known, and
        /// the slot that finds it.
        var presentations: [ErrorPresentation.ID: (report: Report?, slot: Slot)] = [:]
        /// The reports not accounted for yet, by ``Report/id``, each with what it keeps alive
        /// until then.
        var reports: [Report.ID: (progress: ReportProgress, owner: (any AnyObject & Sendable)?)] = [:]
        var nextReport: Report.ID = 0
        var idleWaiters: [IdleWaiter] = []
        /// Whether a publication of the screen to the main actor is scheduled and has not run.
        var isPublicationScheduled = false
        /// The task that takes each toast down when its time is up.
        var toastTimers: [ErrorPresentation.ID: Task<Void, Never>] = [:]
        /// The presentations dismissed in this turn of the main actor whose buttons may still be
        /// chosen, once: UI bindings dismiss and choose in either order.
        var choosable: [ErrorPresentation.ID: ErrorPresentation] = [:]

        // Retries and connectivity
        /// What the connectivity monitor last said: `nil` until its first value, and without a
        /// monitor.
        var knownConnectivity: Connectivity?
        /// The retries running now, oldest first.
        var retries: [RetryProgress] = []
        /// The retries started because the device came back online, by the presentation they
        /// took down, each until it has finished.
        var retriesStartedOnline: [ErrorPresentation.ID: Task<Void, Never>] = [:]
    }

    /// How many presentations may wait (pending alerts and toasts together) before the oldest
    /// is dropped.
    let capacity: Int
    private var state = State()

    init(capacity: Int) {
        self.capacity = max(0, capacity)
    }

    /// What the center publishes to the main actor after a change, and its version: the alert
    /// on screen, the inline messages and the statistics. The lanes are read where they are
    /// (``pending``, ``toasts``): a published copy of them would be copied whole by the next
    /// change, once per report.
    struct Shown {
        var current: ErrorPresentation?
        var inlineMessages: [String: String] = [:]
        var statistics = ErrorCenter.Statistics()
    }

    /// What views read now, and its version.
    var screen: (screen: Screen, version: Int) {
        (state.screen, state.version)
    }

    /// What the center publishes now, and its version.
    var shown: (shown: Shown, version: Int) {
        (
            Shown(
                current: state.screen.current, inlineMessages: state.screen.inlineMessages,
                statistics: state.screen.statistics), state.version
        )
    }

    /// The alerts and action sheets waiting, oldest first.
    var pending: [ErrorPresentation] { state.screen.pending }
    /// The toasts on screen, oldest first.
    var toasts: [ErrorPresentation] { state.screen.toasts }

    /// The report the presentation `id` on screen or waiting stands for, when it is known.
    func report(of id: ErrorPresentation.ID) -> Report? {
        state.presentations[id]?.report
    }

    /// How many presentations the center holds, on screen and waiting, inline messages
    /// included: at most one per kind, and within the capacity.
    var presentationCount: Int {
        (state.screen.current == nil ? 0 : 1) + state.screen.waiting.count + state.screen.toastLane.count
            + state.screen.inlineMessages.count
    }

    /// Whether every report is accounted for.
    var isIdle: Bool {
        state.reports.isEmpty
    }

    // MARK: Reports

    /// A report arrived: it is not accounted for until a presentation of it arrives, it folds
    /// into one, or its handling ends.
    /// - Parameter owner: Kept alive until then: the center, so that a report whose rules still
    ///   run (an action that has not called its completion yet) keeps it. Once the report is
    ///   accounted for, the center is let go of, so a presentation on screen, whose handling
    ///   chain waits for it, does not keep its center.
    /// - Returns: The report's id.
    mutating func reportArrived(keepingAlive owner: (any AnyObject & Sendable)? = nil) -> Report.ID {
        let id = state.nextReport
        state.nextReport += 1
        state.reports[id] = (.routing, owner)
        return id
    }

    /// The report `id` is of a cancellation, which is counted and never shown.
    mutating func reportCancelled(_ id: Report.ID) -> Actions {
        guard state.reports[id] != nil else { return Actions() }
        state.screen.statistics.cancelled += 1
        return settled(id)
    }

    /// The handling of the report `id` ended: when nothing accounted for it, it counts as
    /// handled without a presentation.
    mutating func handlingEnded(_ id: Report.ID) -> Actions {
        guard state.reports[id]?.progress == .routing else { return Actions() }
        state.screen.statistics.reported += 1
        state.screen.statistics.handledWithoutPresentation += 1
        return settled(id)
    }

    /// What the center does when the rules of a report ask it to show an error
    /// (``ErrorCenter/present(_:for:completing:)``).
    enum PresentationRequest {
        /// A presentation of the same kind is there: the error raised its occurrences, the
        /// report is accounted for, nothing is built, and the rules go on at once.
        case folded(Actions)
        /// Build the presentation from what the report carries; it counts for the report.
        case build
        /// The report is accounted for already: the presentation counts as a report of its own.
        case ownReport
    }

    /// The rules of the report `id` ask to show an error in `slot`: it folds into the
    /// presentation that holds the slot, or else the report claims the presentation to be
    /// built (see ``PresentationRequest``).
    mutating func presentationRequested(in slot: Slot, for id: Report.ID) -> PresentationRequest {
        guard state.reports[id]?.progress == .routing else { return .ownReport }
        if foldRepeats(into: slot) {
            return .folded(settled(id))
        }
        state.reports[id]?.progress = .claimed
        return .build
    }

    /// The report `id` is about to present a presentation built elsewhere: the first one it
    /// hands to the center counts for it, and gets what the report carries.
    /// - Returns: Whether this is its first presentation; otherwise the presentation counts as
    ///   a report of its own.
    mutating func claim(_ id: Report.ID) -> Bool {
        guard state.reports[id]?.progress == .routing else { return false }
        state.reports[id]?.progress = .claimed
        return true
    }

    /// A presentation arrived: for `report` when the report is not accounted for yet (a
    /// report claims it first, see ``presentationRequested(in:for:)`` and ``claim(_:)``), or else
    /// as a report of its own. It is folded into an equal one, put on screen, in a waiting lane
    /// or in place of the inline message of its field; beyond the capacity the oldest toast,
    /// then the oldest waiting alert, leaves.
    mutating func presentationArrived(_ presentation: ErrorPresentation, for report: Report?) -> Actions {
        var actions = admit(presentation, for: report)
        if let report, state.reports[report.id] != nil {
            actions.idleWaiters = settle(report.id)
        }
        actions.schedulesPublication = schedulePublication()
        return actions
    }

    // MARK: The screen

    /// The presentation `id` is dismissed. When it was on screen, the first waiting one takes
    /// its place; until ``choiceClosed(_:)``, one of its buttons may still be chosen
    /// (``buttonChosen(_:of:)``), and its handling chain waits for that.
    mutating func dismissed(_ id: ErrorPresentation.ID) -> Actions {
        guard let removed = remove(id) else { return Actions() }
        state.choosable[id] = removed.presentation
        return removed.actions
    }

    /// The button `buttonID` of the presentation `id`, just dismissed, is chosen.
    /// - Returns: The button, the first time one of its presentation's buttons is chosen; `nil`
    ///   after that, or when the presentation's choice is closed or it has no such button.
    mutating func buttonChosen(
        _ buttonID: ErrorPresentation.Button.ID, of id: ErrorPresentation.ID
    ) -> ErrorPresentation.Button? {
        guard let button = state.choosable[id]?.buttons.first(where: { $0.id == buttonID }) else {
            return nil
        }
        state.choosable[id] = nil
        return button
    }

    /// The turn in which the presentation `id` was dismissed is over: when no button of it was
    /// chosen, none will be, and its handling chain goes on.
    mutating func choiceClosed(_ id: ErrorPresentation.ID) -> Actions {
        var actions = Actions()
        if let presentation = state.choosable.removeValue(forKey: id) {
            actions.left.append((presentation, nil, false))
        }
        return actions
    }

    /// The timer of the toast `id` started.
    /// - Returns: Whether the toast is still there; when not, cancel `timer`.
    mutating func toastTimerStarted(_ timer: Task<Void, Never>, for id: ErrorPresentation.ID) -> Bool {
        guard case .toast = state.presentations[id]?.slot else { return false }
        state.toastTimers[id] = timer
        return true
    }

    /// The time of the toast `id` is up: it leaves, and its handling chain goes on.
    mutating func toastExpired(_ id: ErrorPresentation.ID) -> Actions {
        guard var removed = remove(id) else { return Actions() }
        removed.actions.left.append((removed.presentation, nil, false))
        return removed.actions
    }

    /// The center goes away.
    /// - Returns: The timers of its toasts, to cancel.
    mutating func centerClosed() -> [Task<Void, Never>] {
        defer { state.toastTimers = [:] }
        return Array(state.toastTimers.values)
    }

    /// The inline message of `field` is cleared.
    mutating func inlineMessageCleared(for field: String) -> Actions {
        guard state.screen.inlineMessages.removeValue(forKey: field) != nil else { return Actions() }
        return screenChanged()
    }

    /// A scheduled publication runs now: the next change schedules another.
    mutating func publicationStarted() {
        state.isPublicationScheduled = false
    }

    // MARK: Waiting

    /// `waiter` waits until every report is accounted for.
    /// - Returns: `waiter` when that is so already: resume it.
    mutating func idleAwaited(by waiter: IdleWaiter) -> IdleWaiter? {
        guard !isIdle else { return waiter }
        state.idleWaiters.append(waiter)
        return nil
    }

    // MARK: Transitions

    /// Takes the presentation `id` off the screen or out of its lane, stopping its timer. When
    /// it was on screen, the first waiting one takes its place.
    private mutating func remove(_ id: ErrorPresentation.ID) -> (
        presentation: ErrorPresentation, actions: Actions
    )? {
        let removed: ErrorPresentation?
        if let shown = state.screen.current, shown.id == id {
            state.screen.current = state.screen.waiting.removeFirst()?.element
            removed = shown
        } else {
            switch state.presentations[id]?.slot {
            case .modal(let groupingKey): removed = state.screen.waiting.removeValue(for: groupingKey)
            case .toast(let groupingKey): removed = state.screen.toastLane.removeValue(for: groupingKey)
            case .inline, nil: removed = nil
            }
        }
        guard let removed else { return nil }
        state.presentations[id] = nil
        var actions = screenChanged()
        stopTimer(of: id, in: &actions)
        return (removed, actions)
    }

    /// Has the timer of the toast `id`, when it has one, stopped with `actions`.
    private mutating func stopTimer(of id: ErrorPresentation.ID, in actions: inout Actions) {
        if let timer = state.toastTimers.removeValue(forKey: id) {
            actions.stoppedTimers.append(timer)
        }
    }

    /// Counts `presentation` and puts it where its style says (see
    /// ``presentationArrived(_:for:)``).
    private mutating func admit(_ presentation: ErrorPresentation, for report: Report?) -> Actions {
        var actions = Actions()
        let slot = Slot(presentation)
        if case .inline(let field) = slot {
            state.screen.statistics.reported += 1
            state.screen.statistics.presented += 1
            state.screen.inlineMessages[field] = presentation.title
            state.version += 1
            // An inline message is text alone: nothing of it stays to choose from.
            actions.left.append((presentation, report, false))
            return actions
        }
        guard !foldRepeats(into: slot) else {
            actions.left.append((presentation, report, false))
            return actions
        }
        state.screen.statistics.reported += 1
        state.screen.statistics.presented += 1
        state.version += 1
        if case .toast(let duration) = presentation.style {
            state.screen.toastLane.append(presentation, for: presentation.groupingKey)
            actions.toastToTime = (presentation.id, duration)
        } else if state.screen.current == nil {
            state.screen.current = presentation
        } else {
            state.screen.waiting.append(presentation, for: presentation.groupingKey)
        }
        state.presentations[presentation.id] = (report, slot)
        while let overflow = Overflow(
            toasts: state.screen.toastLane.count, waitingAlerts: state.screen.waiting.count,
            capacity: capacity),
            let dropped =
                (overflow == .oldestToast
                ? state.screen.toastLane.removeFirst() : state.screen.waiting.removeFirst())?.element
        {
            state.screen.statistics.presented -= 1
            state.screen.statistics.dropped += 1
            actions.left.append((dropped, state.presentations.removeValue(forKey: dropped.id)?.report, true))
            stopTimer(of: dropped.id, in: &actions)
        }
        return actions
    }

    /// Counts a repeat in `slot` as one more occurrence of the presentation there, when there
    /// is one; never for an inline message, which is replaced.
    private mutating func foldRepeats(into slot: Slot) -> Bool {
        var folded = false
        func raise(_ presentation: inout ErrorPresentation) {
            presentation.raiseOccurrences(by: 1)
            folded = true
        }
        switch slot {
        case .modal(let groupingKey) where state.screen.current?.groupingKey == groupingKey:
            raise(&state.screen.current!)
        case .modal(let groupingKey): state.screen.waiting.modify(groupingKey, raise)
        case .toast(let groupingKey): state.screen.toastLane.modify(groupingKey, raise)
        case .inline: break
        }
        guard folded else { return false }
        state.screen.statistics.reported += 1
        state.screen.statistics.coalesced += 1
        state.version += 1
        return true
    }

    /// The report `id` is accounted for (its counts changed the screen).
    /// - Returns: The callers of ``ErrorCenter/waitUntilIdle()`` to resume.
    private mutating func settle(_ id: Report.ID) -> [IdleWaiter] {
        state.reports[id] = nil
        state.version += 1
        guard state.reports.isEmpty else { return [] }
        defer { state.idleWaiters = [] }
        return state.idleWaiters
    }

    /// The report `id` is accounted for, and nothing else changed.
    private mutating func settled(_ id: Report.ID) -> Actions {
        var actions = Actions()
        actions.idleWaiters = settle(id)
        actions.schedulesPublication = schedulePublication()
        return actions
    }

    /// What views read changed, and nothing else: publish it.
    private mutating func screenChanged() -> Actions {
        state.version += 1
        var actions = Actions()
        actions.schedulesPublication = schedulePublication()
        return actions
    }

    /// Whether the caller schedules the publication of a change: none is scheduled yet.
    private mutating func schedulePublication() -> Bool {
        guard !state.isPublicationScheduled else { return false }
        state.isPublicationScheduled = true
        return true
    }

    // MARK: Retries and connectivity

    /// A presentation to take down with its Retry chosen.
    struct RetryToStart: Equatable {
        /// The presentation, on screen or waiting.
        var presentation: ErrorPresentation.ID
        /// Its Retry button.
        var retryButton: ErrorPresentation.Button.ID
    }

    /// What the connectivity monitor last said: `nil` until its first value, and without a
    /// monitor.
    var knownConnectivity: Connectivity? { state.knownConnectivity }

    /// The retries running now, oldest first.
    var retries: [RetryProgress] { state.retries }

    /// The retry the device coming back online started by taking down the presentation `id`,
    /// while it runs.
    func retryStartedOnline(takingDown id: ErrorPresentation.ID) -> Task<Void, Never>? {
        state.retriesStartedOnline[id]
    }

    /// A value of the connectivity monitor settled. Online after anything else — offline, or
    /// nothing heard yet — every alert or action sheet on screen or waiting whose
    /// ``ErrorPresentation/recovery`` retries when online is to be taken down with its Retry
    /// chosen: those are the alerts that said so.
    /// - Returns: Those presentations, oldest first, with their Retry buttons, in
    ///   ``Actions/retriesToStart``.
    mutating func connectivityChanged(to connectivity: Connectivity) -> Actions {
        let previous = state.knownConnectivity
        guard connectivity != previous else { return Actions() }
        state.knownConnectivity = connectivity
        var actions = screenChanged()
        guard connectivity == .online else { return actions }
        let onScreenOrWaiting = (state.screen.current.map { [$0] } ?? []) + state.screen.pending
        actions.retriesToStart = onScreenOrWaiting.compactMap { presentation -> RetryToStart? in
            let offer = presentation.recovery
            guard offer.retriesWhenOnline, let retryButton = offer.retryButtonID else { return nil }
            return RetryToStart(presentation: presentation.id, retryButton: retryButton)
        }
        return actions
    }

    /// `retry` runs: the Retry of the presentation `id`, which the device coming back online
    /// took down. It is kept until ``onlineRetryFinished(takingDown:)``.
    mutating func retryStartedOnline(_ retry: Task<Void, Never>, takingDown id: ErrorPresentation.ID) {
        state.retriesStartedOnline[id] = retry
    }

    /// The retry started online by taking down the presentation `id` has finished.
    mutating func onlineRetryFinished(takingDown id: ErrorPresentation.ID) {
        state.retriesStartedOnline[id] = nil
    }

    /// A retry tells what it does next: its first step starts it in ``retries``, a later one
    /// takes the place of the one before.
    mutating func retryProgressed(_ step: RetryProgress) -> Actions {
        if let index = state.retries.firstIndex(where: { $0.id == step.id }) {
            state.retries[index] = step
        } else {
            state.retries.append(step)
        }
        return screenChanged()
    }

    /// The retry `id` succeeded, gave up or was cancelled: it leaves ``retries``.
    mutating func retryFinished(_ id: RetryProgress.ID) -> Actions {
        guard let index = state.retries.firstIndex(where: { $0.id == id }) else { return Actions() }
        state.retries.remove(at: index)
        return screenChanged()
    }
}
