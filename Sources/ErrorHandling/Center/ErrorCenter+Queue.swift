extension ErrorCenter {
    /// Puts a presentation standing for `reports` reports into the ``queue`` and does what the
    /// queue says: time a new toast, stop and log the presentations it dropped.
    func accept(_ presentation: ErrorPresentation, report: Report?, reports: Int = 1) {
        apply(queue.accept(presentation, report: report, reports: reports))
    }

    private func apply(_ effects: PresentationQueue.Effects) {
        if let toast = effects.toastToTime {
            removeToast(toast.id, after: toast.duration)
        }
        for dropped in effects.dropped {
            intake.toastTimers.stop(dropped.presentation.id)
            logDrop(of: dropped.presentation, report: dropped.report)
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
            self.intake.toastTimers.stop(id)
            _ = self.queue.remove(id)
        }
        intake.toastTimers.start(timer, for: id)
    }
}
