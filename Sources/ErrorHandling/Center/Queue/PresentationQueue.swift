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
    /// The alerts and action sheets waiting for ``current`` to leave, oldest first.
    private(set) var pending: [ErrorPresentation] = []
    /// The toasts on screen, oldest first.
    private(set) var toasts: [ErrorPresentation] = []
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
        statistics.reported += reports
        var effects = Effects()
        switch presentation.style {
        case .inline(let field):
            inlineMessages[field] = presentation.title
            statistics.presented += reports
        case .toast(let duration):
            guard !coalesce(presentation, reports: reports, in: \.toasts) else { break }
            let new = presentation.with(occurrences: presentation.occurrences + reports - 1)
            toasts.append(new)
            effects.toastToTime = (new.id, duration)
            admit(new, folding: reports - 1, report: report, effects: &effects)
        case .alert, .actionSheet:
            if let shown = current, shown.groupingKey == presentation.groupingKey {
                current = shown.with(occurrences: shown.occurrences + reports)
                statistics.coalesced += reports
                break
            }
            guard !coalesce(presentation, reports: reports, in: \.pending) else { break }
            let new = presentation.with(occurrences: presentation.occurrences + reports - 1)
            if current == nil {
                current = new
            } else {
                pending.append(new)
            }
            admit(new, folding: reports - 1, report: report, effects: &effects)
        }
        return effects
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
            current = pending.isEmpty ? nil : pending.removeFirst()
            removed = (shown, false)
        } else if let index = pending.firstIndex(where: { $0.id == id }) {
            removed = (pending.remove(at: index), false)
        } else if let index = toasts.firstIndex(where: { $0.id == id }) {
            removed = (toasts.remove(at: index), true)
        } else {
            removed = nil
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

    /// Raises the occurrences of the presentation in `lane` that has the same grouping key by
    /// `reports`.
    /// - Returns: Whether there was one.
    private mutating func coalesce(
        _ presentation: ErrorPresentation, reports: Int,
        in lane: WritableKeyPath<PresentationQueue, [ErrorPresentation]>
    ) -> Bool {
        guard
            let index = self[keyPath: lane].firstIndex(where: { $0.groupingKey == presentation.groupingKey })
        else { return false }
        let existing = self[keyPath: lane][index]
        self[keyPath: lane][index] = existing.with(occurrences: existing.occurrences + reports)
        statistics.coalesced += reports
        return true
    }

    /// Counts a presentation that was added to a lane, and `folded` reports coalesced into it,
    /// then drops the oldest waiting ones while there are more than ``capacity``: toasts
    /// first, then pending alerts.
    private mutating func admit(
        _ presentation: ErrorPresentation, folding folded: Int, report: Report?, effects: inout Effects
    ) {
        statistics.presented += 1
        statistics.coalesced += folded
        contexts[presentation.id] = PresentationContext(report: report)
        while pending.count + toasts.count > capacity {
            let dropped = toasts.isEmpty ? pending.removeFirst() : toasts.removeFirst()
            statistics.presented -= 1
            statistics.dropped += 1
            effects.dropped.append((dropped, contexts.removeValue(forKey: dropped.id)?.report))
        }
    }
}
