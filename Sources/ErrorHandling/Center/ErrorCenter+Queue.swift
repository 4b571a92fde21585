extension ErrorCenter {
    /// Counts `reports` new reports of one kind and puts their presentation where its style
    /// says: coalesced into an equal one, on screen, waiting, or in the toast or inline lanes.
    /// Of several reports the first counts as the presentation, the others as coalesced into
    /// it (inline messages: all presented).
    /// - Parameter reports: How many reports `presentation` stands for: more than 1 when the
    ///   inbox folded reports made while the main actor was busy.
    func accept(_ presentation: ErrorPresentation, context: PresentationContext, reports: Int = 1) {
        statistics.reported += reports
        switch presentation.style {
        case .inline(let field):
            inlineMessages[field] = presentation.title
            statistics.presented += reports
        case .toast(let duration):
            guard !coalesce(presentation, reports: reports, into: \.toasts) else { return }
            let new = presentation.with(occurrences: presentation.occurrences + reports - 1)
            toasts.append(new)
            admit(new, folding: reports - 1, context: context)
            removeToast(new.id, after: duration)
        case .alert, .actionSheet:
            if let current, current.groupingKey == presentation.groupingKey {
                self.current = current.with(occurrences: current.occurrences + reports)
                statistics.coalesced += reports
                return
            }
            guard !coalesce(presentation, reports: reports, into: \.pending) else { return }
            let new = presentation.with(occurrences: presentation.occurrences + reports - 1)
            if current == nil {
                current = new
            } else {
                pending.append(new)
            }
            admit(new, folding: reports - 1, context: context)
        }
    }

    /// Raises the occurrences of the presentation in `lane` that has the same grouping key by
    /// `reports`.
    /// - Returns: Whether there was one.
    private func coalesce(
        _ presentation: ErrorPresentation,
        reports: Int,
        into lane: ReferenceWritableKeyPath<ErrorCenter, [ErrorPresentation]>
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
    private func admit(_ presentation: ErrorPresentation, folding folded: Int, context: PresentationContext) {
        statistics.presented += 1
        if folded > 0 {
            statistics.coalesced += folded
        }
        contexts[presentation.id] = context
        while pending.count + toasts.count > capacity {
            let dropped = toasts.isEmpty ? pending.removeFirst() : toasts.removeFirst()
            toastTimers.stop(dropped.id)
            statistics.presented -= 1
            statistics.dropped += 1
            logDrop(of: dropped, report: contexts.removeValue(forKey: dropped.id)?.report)
        }
    }

    /// Removes the toast `id` once `duration` has passed on the center's clock.
    private func removeToast(_ id: ErrorPresentation.ID, after duration: Duration) {
        let timer = Task { [weak self, clock] in
            do {
                try await clock.boundedSleep(for: duration)
            } catch {
                return
            }
            guard let self else { return }
            self.toastTimers.stop(id)
            guard let index = self.toasts.firstIndex(where: { $0.id == id }) else { return }
            self.toasts.remove(at: index)
            self.contexts[id] = nil
        }
        toastTimers.start(timer, for: id)
    }

    /// Shows the first pending presentation, or nothing.
    func showNext() {
        current = pending.isEmpty ? nil : pending.removeFirst()
    }
}
