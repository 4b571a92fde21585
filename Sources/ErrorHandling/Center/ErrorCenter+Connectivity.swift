extension ErrorCenter {
    /// Reads `monitor`'s updates on the main actor and hands each to the center behind `link`,
    /// until the task is cancelled (the center's `deinit` does it).
    nonisolated static func follow(
        _ monitor: any ConnectivityMonitor, for link: ErrorCenterLink
    ) -> Task<Void, Never> {
        Task { @MainActor in
            for await state in monitor.updates() {
                link.center?.connectivityChanged(to: state)
            }
        }
    }

    /// Takes in a value of the ``connectivityMonitor``. Back online after being offline, every
    /// alert or action sheet on screen or waiting that ``retriesWhenOnline(_:for:)`` is taken
    /// down with its Retry chosen, oldest first.
    ///
    /// Only a change from offline counts: a first value of ``Connectivity/online`` retries
    /// nothing, so an "offline" alert shown while the center believed it was online (or before
    /// it heard anything) waits for the next time the device comes back online, or a person.
    func connectivityChanged(to state: Connectivity) {
        let previous = knownConnectivity
        guard state != previous else { return }
        knownConnectivity = state
        guard previous == .offline, state == .online else { return }
        let onScreenOrWaiting = (current.map { [$0] } ?? []) + pending
        for presentation in onScreenOrWaiting {
            guard let report = contexts[presentation.id]?.report,
                retriesWhenOnline(presentation, for: report),
                let retry = presentation.buttons.first
            else { continue }
            dismiss(presentation: presentation.id, choosing: retry.id)
        }
    }

    /// Whether `presentation`, made for `report`, retries by itself when the device is back
    /// online: the center has a ``connectivityMonitor``, the presentation offers the report's
    /// retry, and the error is about being offline — ``AppError/offline`` as shown, or as the
    /// translator of the report's handler translates the error as thrown.
    nonisolated func retriesWhenOnline(_ presentation: ErrorPresentation, for report: Report) -> Bool {
        guard connectivityMonitor != nil, offersRetry(presentation, for: report) else { return false }
        let readings = [presentation.error, translator(of: report).translate(report.error)]
        return readings.contains { ($0 as? AppError) == .offline }
    }

    /// `presentation` with a line saying that it will retry by itself once the device is back
    /// online, when it does (see ``retriesWhenOnline(_:for:)``).
    nonisolated func notingRetryWhenOnline(
        _ presentation: ErrorPresentation, for report: Report
    ) -> ErrorPresentation {
        guard retriesWhenOnline(presentation, for: report) else { return presentation }
        return presentation.appendingToMessage(
            LocalizationKey.retriesWhenOnline.localized(for: ErrorLocalization.locale))
    }
}
