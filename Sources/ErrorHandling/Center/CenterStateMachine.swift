/// Everything an ``ErrorCenter`` decides, as one value: the screen and its lanes, folding
/// ("×N"), capacity, inline messages, statistics, each report's accounting, retries and
/// connectivity. Each event is one mutating function that returns what the center must do; the
/// machine does no work of its own (no task, clock, lock or log), so its tests drive it as a
/// value, and ``ErrorCenter`` holds it behind one lock and carries out what it returns.
struct CenterStateMachine {
    /// What views read.
    struct Screen {
        fileprivate(set) var current: ErrorPresentation?
        /// The alerts and action sheets behind ``current``, oldest first, by grouping key.
        fileprivate var waiting = KeyedQueue<String, ErrorPresentation>()
        fileprivate var toastLane = KeyedQueue<String, ErrorPresentation>()
        fileprivate(set) var inlineMessages: [String: String] = [:]
        fileprivate(set) var statistics = ErrorCenter.Statistics()

        var pending: [ErrorPresentation] { waiting.elements }
        var toasts: [ErrorPresentation] { toastLane.elements }
    }

    /// Which presentation a new one folds into (an inline message replaces the one of its field).
    enum Slot: Hashable {
        case modal(groupingKey: String)
        case toast(groupingKey: String)
        case inline(field: String)

        init(_ style: PresentationStyle, groupingKey: String) {
            switch style {
            case .alert, .actionSheet: self = .modal(groupingKey: groupingKey)
            case .toast: self = .toast(groupingKey: groupingKey)
            case .inline(let field): self = .inline(field: field)
            }
        }

        init(_ presentation: ErrorPresentation) {
            self.init(presentation.style, groupingKey: presentation.groupingKey)
        }
    }

    typealias IdleWaiter = CheckedContinuation<Void, Never>

    /// What the center does after an event.
    struct Actions {
        /// A toast was added: take it down after this long.
        var toastToTime: (id: ErrorPresentation.ID, duration: Duration)?
        /// Presentations that left without a choice (dropped, folded, replaced, timed out,
        /// dismissed): their handling chains go on now, and the dropped ones are logged.
        var left: [(presentation: ErrorPresentation, report: Report?, isDropped: Bool)] = []
        /// The timers of toasts that left before their time was up: cancel them.
        var stoppedTimers: [Task<Void, Never>] = []
        /// The device came back online: take these down with their Retry chosen, oldest first.
        var retriesToStart: [RetryToStart] = []
        var idleWaiters: [IdleWaiter] = []
        /// The screen changed and no publication is scheduled yet: schedule one.
        var schedulesPublication = false
    }

    /// Where a report is until it is accounted for: its rules run, or its first presentation
    /// is being built (``claimed``), which counts for it once it arrives.
    private enum ReportProgress: Equatable {
        case routing
        case claimed
    }

    private struct State {
        var screen = Screen()
        /// Raised whenever ``screen`` changes.
        var version = 0
        /// The report and slot of each presentation on screen or waiting.
        var presentations: [ErrorPresentation.ID: (report: Report?, slot: Slot)] = [:]
        /// The reports not accounted for yet, each with what it keeps alive until then.
        var reports: [Report.ID: (progress: ReportProgress, owner: (any AnyObject & Sendable)?)] = [:]
        var nextReport: Report.ID = 0
        var idleWaiters: [IdleWaiter] = []
        var isPublicationScheduled = false
        var toastTimers: [ErrorPresentation.ID: Task<Void, Never>] = [:]
        /// The presentations dismissed in this turn of the main actor whose buttons may still be
        /// chosen, once: UI bindings dismiss and choose in either order.
        var choosable: [ErrorPresentation.ID: ErrorPresentation] = [:]
        /// `nil` until the monitor's first value, and without a monitor.
        var knownConnectivity: Connectivity?
        var retries: [RetryProgress] = []
        /// The retries started when the device came back online, by the presentation they took
        /// down, until they finish.
        var retriesStartedOnline: [ErrorPresentation.ID: Task<Void, Never>] = [:]
    }

    /// How many alerts and toasts may wait before the oldest is dropped.
    let capacity: Int
    private var state = State()

    init(capacity: Int) {
        self.capacity = max(0, capacity)
    }

    /// What the center publishes to the main actor. The lanes are read where they are
    /// (``pending``, ``toasts``): a published copy would be copied whole by the next change.
    struct Shown {
        var current: ErrorPresentation?
        var inlineMessages: [String: String] = [:]
        var statistics = ErrorCenter.Statistics()
    }

    var shown: (shown: Shown, version: Int) {
        (
            Shown(
                current: state.screen.current, inlineMessages: state.screen.inlineMessages,
                statistics: state.screen.statistics), state.version
        )
    }

    var pending: [ErrorPresentation] { state.screen.pending }
    var toasts: [ErrorPresentation] { state.screen.toasts }

    func report(of id: ErrorPresentation.ID) -> Report? {
        state.presentations[id]?.report
    }

    /// How many presentations the center holds, inline messages included.
    var presentationCount: Int {
        (state.screen.current == nil ? 0 : 1) + state.screen.waiting.count + state.screen.toastLane.count
            + state.screen.inlineMessages.count
    }

    var isIdle: Bool {
        state.reports.isEmpty
    }

    // MARK: Reports

    /// A report arrived: it is not accounted for until a presentation of it arrives, it folds
    /// into one, or its handling ends.
    /// - Parameter owner: Kept alive until then (the center, so that a report whose rules still
    ///   run keeps it; a presentation on screen afterwards does not).
    mutating func reportArrived(keepingAlive owner: (any AnyObject & Sendable)? = nil) -> Report.ID {
        let id = state.nextReport
        state.nextReport += 1
        state.reports[id] = (.routing, owner)
        return id
    }

    mutating func reportCancelled(_ id: Report.ID) -> Actions {
        guard state.reports[id] != nil else { return Actions() }
        state.screen.statistics.cancelled += 1
        return reportAccountedFor(id)
    }

    /// When nothing accounted for the report, it counts as handled without a presentation.
    mutating func handlingEnded(_ id: Report.ID) -> Actions {
        guard state.reports[id]?.progress == .routing else { return Actions() }
        state.screen.statistics.reported += 1
        state.screen.statistics.handledWithoutPresentation += 1
        return reportAccountedFor(id)
    }

    /// What the center does when the rules of a report ask it to show an error.
    enum PresentationRequest {
        /// A presentation of the same kind is there and counted the repeat: build nothing.
        case folded(Actions)
        /// Build the presentation from what the report carries; it counts for the report.
        case build
        /// The report is accounted for already: the presentation counts as a report of its own.
        case ownReport
    }

    /// The rules of the report `id` ask to show an error in `slot`.
    mutating func presentationRequested(in slot: Slot, for id: Report.ID) -> PresentationRequest {
        guard state.reports[id]?.progress == .routing else { return .ownReport }
        if foldRepeats(into: slot) {
            return .folded(reportAccountedFor(id))
        }
        state.reports[id]?.progress = .claimed
        return .build
    }

    /// The report `id` presents a presentation built elsewhere: its first counts for it.
    /// - Returns: Whether this is the first; any other counts as a report of its own.
    mutating func claimFirstPresentation(of id: Report.ID) -> Bool {
        guard state.reports[id]?.progress == .routing else { return false }
        state.reports[id]?.progress = .claimed
        return true
    }

    /// A presentation arrived, for `report` or as a report of its own: it folds into an equal
    /// one, or goes on screen, into a lane or in place of its field's inline message.
    mutating func presentationArrived(_ presentation: ErrorPresentation, for report: Report?) -> Actions {
        var actions = admit(presentation, for: report)
        if let report, state.reports[report.id] != nil {
            actions.idleWaiters = finishAccounting(of: report.id)
        }
        actions.schedulesPublication = schedulePublication()
        return actions
    }

    // MARK: The screen

    /// The presentation `id` is dismissed; until ``choiceClosed(_:)``, one of its buttons may
    /// still be chosen, and its handling chain waits for that.
    mutating func dismissed(_ id: ErrorPresentation.ID) -> Actions {
        guard let removed = remove(id) else { return Actions() }
        state.choosable[id] = removed.presentation
        return removed.actions
    }

    /// The button `buttonID` of the presentation `id`, just dismissed, is chosen.
    /// - Returns: The button, the first time one of the presentation's buttons is chosen.
    mutating func buttonChosen(
        _ buttonID: ErrorPresentation.Button.ID, of id: ErrorPresentation.ID
    ) -> ErrorPresentation.Button? {
        guard let button = state.choosable[id]?.buttons.first(where: { $0.id == buttonID }) else {
            return nil
        }
        state.choosable[id] = nil
        return button
    }

    /// The turn in which the presentation `id` was dismissed is over: when no button was
    /// chosen, none will be.
    mutating func choiceClosed(_ id: ErrorPresentation.ID) -> Actions {
        var actions = Actions()
        if let presentation = state.choosable.removeValue(forKey: id) {
            actions.left.append((presentation, nil, false))
        }
        return actions
    }

    /// - Returns: Whether the toast is still there; when not, cancel `timer`.
    mutating func toastTimerStarted(_ timer: Task<Void, Never>, for id: ErrorPresentation.ID) -> Bool {
        guard case .toast = state.presentations[id]?.slot else { return false }
        state.toastTimers[id] = timer
        return true
    }

    mutating func toastExpired(_ id: ErrorPresentation.ID) -> Actions {
        guard var removed = remove(id) else { return Actions() }
        removed.actions.left.append((removed.presentation, nil, false))
        return removed.actions
    }

    /// - Returns: The timers of the toasts, to cancel.
    mutating func centerClosed() -> [Task<Void, Never>] {
        defer { state.toastTimers = [:] }
        return Array(state.toastTimers.values)
    }

    mutating func inlineMessageCleared(for field: String) -> Actions {
        guard state.screen.inlineMessages.removeValue(forKey: field) != nil else { return Actions() }
        return screenChanged()
    }

    mutating func publicationStarted() {
        state.isPublicationScheduled = false
    }

    // MARK: Waiting

    /// - Returns: `waiter` when every report is accounted for already: resume it.
    mutating func idleAwaited(by waiter: IdleWaiter) -> IdleWaiter? {
        guard !isIdle else { return waiter }
        state.idleWaiters.append(waiter)
        return nil
    }

    // MARK: Transitions

    /// Takes the presentation `id` off the screen, where the first waiting one takes its place,
    /// or out of its lane.
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

    private mutating func stopTimer(of id: ErrorPresentation.ID, in actions: inout Actions) {
        if let timer = state.toastTimers.removeValue(forKey: id) {
            actions.stoppedTimers.append(timer)
        }
    }

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
        // Beyond the capacity, the oldest toast leaves first; then the oldest waiting alert.
        while state.screen.toastLane.count + state.screen.waiting.count > capacity,
            let dropped = (state.screen.toastLane.removeFirst() ?? state.screen.waiting.removeFirst())?
                .element
        {
            state.screen.statistics.presented -= 1
            state.screen.statistics.dropped += 1
            actions.left.append((dropped, state.presentations.removeValue(forKey: dropped.id)?.report, true))
            stopTimer(of: dropped.id, in: &actions)
        }
        return actions
    }

    /// Counts a repeat as one more occurrence of the presentation in `slot`, when there is one;
    /// an inline message is replaced instead.
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

    /// - Returns: The callers of ``ErrorCenter/waitUntilIdle()`` to resume.
    private mutating func finishAccounting(of id: Report.ID) -> [IdleWaiter] {
        state.reports[id] = nil
        state.version += 1
        guard state.reports.isEmpty else { return [] }
        defer { state.idleWaiters = [] }
        return state.idleWaiters
    }

    private mutating func reportAccountedFor(_ id: Report.ID) -> Actions {
        var actions = Actions()
        actions.idleWaiters = finishAccounting(of: id)
        actions.schedulesPublication = schedulePublication()
        return actions
    }

    private mutating func screenChanged() -> Actions {
        state.version += 1
        var actions = Actions()
        actions.schedulesPublication = schedulePublication()
        return actions
    }

    private mutating func schedulePublication() -> Bool {
        guard !state.isPublicationScheduled else { return false }
        state.isPublicationScheduled = true
        return true
    }

    // MARK: Retries and connectivity

    /// A presentation to take down with its Retry chosen.
    struct RetryToStart: Equatable {
        var presentation: ErrorPresentation.ID
        var retryButton: ErrorPresentation.Button.ID
    }

    var knownConnectivity: Connectivity? { state.knownConnectivity }
    var retries: [RetryProgress] { state.retries }

    func retryStartedOnline(takingDown id: ErrorPresentation.ID) -> Task<Void, Never>? {
        state.retriesStartedOnline[id]
    }

    /// A value of the connectivity monitor settled. Online after anything else, every alert
    /// whose ``ErrorPresentation/recovery`` retries when online is to be taken down with its
    /// Retry chosen (``Actions/retriesToStart``): those are the alerts that said so.
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

    mutating func retryStartedOnline(_ retry: Task<Void, Never>, takingDown id: ErrorPresentation.ID) {
        state.retriesStartedOnline[id] = retry
    }

    mutating func onlineRetryFinished(takingDown id: ErrorPresentation.ID) {
        state.retriesStartedOnline[id] = nil
    }

    mutating func retryProgressed(_ step: RetryProgress) -> Actions {
        if let index = state.retries.firstIndex(where: { $0.id == step.id }) {
            state.retries[index] = step
        } else {
            state.retries.append(step)
        }
        return screenChanged()
    }

    mutating func retryFinished(_ id: RetryProgress.ID) -> Actions {
        guard let index = state.retries.firstIndex(where: { $0.id == id }) else { return Actions() }
        state.retries.remove(at: index)
        return screenChanged()
    }
}
