extension ErrorCenter {
    /// Counts a new report and puts its presentation where its style says: coalesced into an
    /// equal one, on screen, waiting, or in the toast or inline lanes.
    func accept(_ presentation: ErrorPresentation, context: PresentationContext) {
        statistics.reported += 1
        switch presentation.style {
        case .inline(let field):
            inlineMessages[field] = presentation.title
            statistics.presented += 1
        case .toast(let duration):
            guard !coalesce(presentation, into: \.toasts) else { return }
            toasts.append(presentation)
            admit(presentation, context: context)
            removeToast(presentation.id, after: duration)
        case .alert, .actionSheet:
            if let current, current.groupingKey == presentation.groupingKey {
                self.current = current.with(occurrences: current.occurrences + 1)
                statistics.coalesced += 1
                return
            }
            guard !coalesce(presentation, into: \.pending) else { return }
            if current == nil {
                current = presentation
            } else {
                pending.append(presentation)
            }
            admit(presentation, context: context)
        }
    }

    /// Raises the occurrences of the presentation in `lane` that has the same grouping key.
    /// - Returns: Whether there was one.
    private func coalesce(
        _ presentation: ErrorPresentation,
        into lane: ReferenceWritableKeyPath<ErrorCenter, [ErrorPresentation]>
    ) -> Bool {
        guard
            let index = self[keyPath: lane].firstIndex(where: { $0.groupingKey == presentation.groupingKey })
        else { return false }
        let existing = self[keyPath: lane][index]
        self[keyPath: lane][index] = existing.with(occurrences: existing.occurrences + 1)
        statistics.coalesced += 1
        return true
    }

    /// Counts a presentation that was added to a lane, then drops the oldest waiting ones
    /// while there are more than ``capacity``: toasts first, then pending alerts.
    private func admit(_ presentation: ErrorPresentation, context: PresentationContext) {
        statistics.presented += 1
        contexts[presentation.id] = context
        while pending.count + toasts.count > capacity {
            let dropped = toasts.isEmpty ? pending.removeFirst() : toasts.removeFirst()
            toastTimers.stop(dropped.id)
            statistics.presented -= 1
            statistics.dropped += 1
            logDrop(of: dropped, origin: contexts.removeValue(forKey: dropped.id)?.origin)
        }
    }

    /// Removes the toast `id` once `duration` has passed on the center's clock.
    private func removeToast(_ id: ErrorPresentation.ID, after duration: Duration) {
        let timer = Task { [weak self, clock] in
            do {
                try await clock.sleep(for: duration)
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
