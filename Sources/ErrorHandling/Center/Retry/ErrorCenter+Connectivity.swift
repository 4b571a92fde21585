extension ErrorCenter {
    /// What the center last heard from its connectivity monitor: `nil` until the first value
    /// arrives, and without a monitor. Observed on the main actor.
    package var knownConnectivity: Connectivity? {
        _ = shown  // observed with it
        return machine.withLock { $0.knownConnectivity }
    }

    /// Takes in a value of the connectivity monitor. Online after anything else — offline,
    /// or nothing heard yet — every alert or action sheet on screen or waiting whose
    /// ``ErrorPresentation/recovery`` retries when online is taken down with its Retry chosen,
    /// oldest first: those are the alerts that said so.
    func connectivityChanged(to state: Connectivity) {
        for retry in applyEvent({ $0.connectivityChanged(to: state) }).retriesToStart {
            guard let running = startDismissal(of: retry.presentation, choosing: retry.retryButton) else {
                continue
            }
            machine.withLock { $0.retryStartedOnline(running, takingDown: retry.presentation) }
            Task { [weak self] in
                await running.value
                self?.machine.withLock { $0.onlineRetryFinished(takingDown: retry.presentation) }
            }
        }
    }

    /// The retry that the device coming back online started by taking down the presentation
    /// `id`, while it runs: a presenter that was asking about `id` waits for it.
    package func retryStartedOnline(takingDown id: ErrorPresentation.ID) -> Task<Void, Never>? {
        machine.withLock { $0.retryStartedOnline(takingDown: id) }
    }

    /// Whether `presentation`, on screen or waiting, is taken down and retried by the center
    /// itself once the device is back online, as its ``ErrorPresentation/recovery`` says.
    package func retriesWhenOnline(_ presentation: ErrorPresentation) -> Bool {
        presentation.recovery.retriesWhenOnline
    }

    /// Shows `assessment`, the error of a report as it enters the center, as `connectivity` (what
    /// the center last heard from its monitor) makes true, and works out its grouping key once,
    /// and its verdicts too when the report `retries` or the device is offline.
    ///
    /// - Online, an error translated as ``AppError/offline`` is shown as
    ///   ``AppError/network(underlying:)`` of the error as thrown.
    /// - Offline, an error about the connection (a connection that could not be made or was
    ///   lost, Firebase's network error, Firestore's unavailable) is shown as
    ///   ``AppError/offline``. A timeout stays a timeout.
    /// - Until the monitor's first value, and without a monitor, the translation stands.
    /// - Parameter retries: Whether the report carries a retry, whose offer and runs read the
    ///   verdicts again and again: they are then worked out here, once.
    nonisolated static func show(
        _ assessment: inout ErrorAssessment, under connectivity: Connectivity?, retries: Bool
    ) {
        if retries || connectivity == .offline {
            assessment.workOutVerdicts()
        }
        let isShownOffline = assessment.isShownOffline
        switch connectivity {
        case .online? where isShownOffline:
            assessment.show(AppError.network(underlying: assessment.error))
        case .offline? where !isShownOffline && assessment.connection != nil:
            assessment.show(AppError.offline)
        default:
            assessment.workOutGroupingKey()
        }
    }
}
