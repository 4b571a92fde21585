/// What a center shows and where every report went, as plain data with transitions that say
/// what the center must do next: the one place where coalescing (by lane and grouping key),
/// inline replacement and the capacity policy are decided.
///
/// The main actor owns the value and applies it (``ErrorCenter`` holds it as observed state);
/// it does no work of its own — no timers, no logging — so each transition can be tested on
/// its own. Reports of one kind that arrive while the main actor is busy are folded in the
/// inbox first; ``accept(_:report:reports:)`` takes them as one presentation standing for
/// several reports.
struct PresentationQueue {
    /// Which waiting presentation a new one folds into: the one of the same lane and grouping
    /// key or, for an inline message, the one of the same field, which it replaces.
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

    /// What the center does after a transition.
    struct Effects {
        /// A toast was added: remove it after this long.
        var toastToTime: (id: ErrorPresentation.ID, duration: Duration)?
        /// Presentations dropped to keep within the capacity, oldest first, with their report:
        /// stop their toast timers and log them.
        var dropped: [(presentation: ErrorPresentation, report: Report?)] = []
    }

    /// The alert or action sheet on screen, if any.
    private(set) var current: ErrorPresentation?
    /// The alerts and action sheets waiting for ``current`` to leave, oldest first, by grouping
    /// key.
    private var waiting = KeyedQueue<String, ErrorPresentation>()
    /// The toasts on screen, oldest first, by grouping key.
    private var toastLane = KeyedQueue<String, ErrorPresentation>()
    /// The alerts and action sheets waiting for ``current`` to leave, oldest first.
    var pending: [ErrorPresentation] { waiting.elements }
    /// The toasts on screen, oldest first.
    var toasts: [ErrorPresentation] { toastLane.elements }
    /// The inline messages on screen, by the name of their field.
    private(set) var inlineMessages: [String: String] = [:]
    /// Where the reported errors went.
    private(set) var statistics = ErrorCenter.Statistics()
    /// What the queue keeps about each presentation on screen or waiting.
    private(set) var contexts: [ErrorPresentation.ID: PresentationContext] = [:]
    /// How many presentations may wait (pending alerts and toasts together) before the oldest
    /// is dropped.
    let capacity: Int

    init(capacity: Int) {
        self.capacity = max(0, capacity)
    }

    /// Counts `reports` new reports of one kind and puts their presentation where its style
    /// says: coalesced into an equal one, on screen, waiting, or in the toast or inline lanes.
    /// Of several reports the first counts as the presentation, the others as coalesced into
    /// it (inline messages: all presented).
    /// - Parameters:
    ///   - presentation: The presentation of the first of the reports.
    ///   - report: That report, when known.
    ///   - reports: How many reports `presentation` stands for: more than 1 when the inbox
    ///     folded reports made while the main actor was busy.
    mutating func accept(_ presentation: ErrorPresentation, report: Report?, reports: Int = 1) -> Effects {
        var effects = Effects()
        let slot = Slot(presentation)
        if case .inline(let field) = slot {
            statistics.reported += reports
            statistics.presented += reports
            inlineMessages[field] = presentation.title
            return effects
        }
        guard !foldRepeats(reports, into: slot) else { return effects }
        statistics.reported += reports
        let new = presentation.with(occurrences: presentation.occurrences + reports - 1)
        if case .toast(let duration) = presentation.style {
            toastLane.append(new, for: new.groupingKey)
            effects.toastToTime = (new.id, duration)
        } else if current == nil {
            current = new
        } else {
            waiting.append(new, for: new.groupingKey)
        }
        admit(new, in: slot, folding: reports - 1, report: report, effects: &effects)
        return effects
    }

    /// Counts `reports` new reports as repeats of the presentation on screen or waiting in
    /// `slot`, raising its occurrences, when there is one and `accepts` says so; `accepts` is
    /// asked only when there is one.
    /// - Returns: Whether they were counted; never for an inline message, which is replaced.
    mutating func foldRepeats(_ reports: Int = 1, into slot: Slot, if accepts: () -> Bool = { true }) -> Bool
    {
        var folded = false
        func raise(_ presentation: inout ErrorPresentation) {
            guard accepts() else { return }
            presentation.raiseOccurrences(by: reports)
            folded = true
        }
        switch slot {
        case .modal(let groupingKey) where current?.groupingKey == groupingKey: raise(&current!)
        case .modal(let groupingKey): waiting.modify(groupingKey, raise)
        case .toast(let groupingKey): toastLane.modify(groupingKey, raise)
        case .inline: break
        }
        guard folded else { return false }
        statistics.reported += reports
        statistics.coalesced += reports
        return true
    }

    /// Counts a report whose rules presented nothing on the center.
    mutating func countWithoutPresentation() {
        statistics.reported += 1
        statistics.handledWithoutPresentation += 1
    }

    /// Counts a report of a cancellation, which is not shown.
    mutating func countCancellation() {
        statistics.cancelled += 1
    }

    /// Counts the reports of `batch` that the inbox settled without a presentation: those
    /// handled without one, cancellations, and those of presentations it dropped.
    mutating func count(_ batch: CenterInbox.Batch) {
        statistics.count(batch)
    }

    /// Takes the presentation `id` off the screen or out of its lane; when it was
    /// ``current``, the first pending one takes its place.
    /// - Returns: The presentation, with whether it was a toast (whose timer then stops);
    ///   `nil` when it is not there.
    mutating func remove(_ id: ErrorPresentation.ID) -> (presentation: ErrorPresentation, wasToast: Bool)? {
        let removed: (ErrorPresentation, Bool)?
        if let shown = current, shown.id == id {
            current = waiting.removeFirst()?.element
            removed = (shown, false)
        } else {
            switch contexts[id]?.slot {
            case .modal(let groupingKey): removed = waiting.removeValue(for: groupingKey).map { ($0, false) }
            case .toast(let groupingKey): removed = toastLane.removeValue(for: groupingKey).map { ($0, true) }
            case .inline, nil: removed = nil
            }
        }
        if removed != nil {
            contexts[id] = nil
        }
        return removed
    }

    /// Removes the inline message of `field`.
    mutating func clearInlineMessage(for field: String) {
        inlineMessages[field] = nil
    }

    /// Counts a presentation that was added to a lane, and `folded` reports coalesced into it,
    /// then drops the oldest waiting ones while there are more than ``capacity``: toasts
    /// first, then pending alerts.
    private mutating func admit(
        _ presentation: ErrorPresentation, in slot: Slot, folding folded: Int, report: Report?,
        effects: inout Effects
    ) {
        statistics.presented += 1
        statistics.coalesced += folded
        contexts[presentation.id] = PresentationContext(report: report, slot: slot)
        while let overflow = Overflow(
            toasts: toastLane.count, waitingAlerts: waiting.count, capacity: capacity),
            let dropped = (overflow == .oldestToast ? toastLane.removeFirst() : waiting.removeFirst())?
                .element
        {
            statistics.presented -= 1
            statistics.dropped += 1
            effects.dropped.append((dropped, contexts.removeValue(forKey: dropped.id)?.report))
        }
    }
}
