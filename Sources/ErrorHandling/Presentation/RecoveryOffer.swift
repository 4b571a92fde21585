import Foundation

/// What a presentation offers to recover from its error, decided once for the report it shows:
/// whether Retry is offered, whether it runs by itself once the device is back online, and which
/// button is Retry.
///
/// A center decides it from what it knows of a report when the report is made; the
/// presentation built with it (``ErrorPresentation/init(assessment:style:title:recovery:buttons:retryTitle:retry:texts:)``)
/// stores it, with the id of its Retry button, and auto-retry, presenters and the log read it
/// there: nothing decides it again, a change of connectivity included.
package struct RecoveryOffer: Sendable, Hashable {
    /// Whether the presentation offers Retry, as its first button, with Cancel after it.
    package private(set) var offersRetry: Bool
    /// Whether the center takes the presentation down and runs its Retry by itself once the
    /// device is back online; its message then says so.
    package private(set) var retriesWhenOnline: Bool
    /// The id of the Retry button, once the presentation that offers it is built; `nil` before,
    /// and when Retry is not offered.
    package private(set) var retryButtonID: ErrorPresentation.Button.ID?

    /// No Retry.
    package static let none = RecoveryOffer(offersRetry: false, retriesWhenOnline: false)

    private init(offersRetry: Bool, retriesWhenOnline: Bool) {
        self.offersRetry = offersRetry
        self.retriesWhenOnline = retriesWhenOnline
    }

    /// The offer of a report, from what its center knows of it.
    /// - Parameters:
    ///   - hasRetry: Whether the report carries an operation that Retry runs again.
    ///   - isAccepted: Whether Retry is offered for its error: the caller asked for a Retry
    ///     alert, or the report's retry policy accepts the error.
    ///   - runsUnasked: Whether the policy may run the retry without a person asking (it is not
    ///     ``RetryPolicy/once``).
    ///   - hasMonitor: Whether the center has a connectivity monitor, which tells it when the
    ///     device is back online.
    ///   - isShownOffline: Whether the error is shown as ``AppError/offline``.
    init(hasRetry: Bool, isAccepted: Bool, runsUnasked: Bool, hasMonitor: Bool, isShownOffline: Bool) {
        let offersRetry = hasRetry && isAccepted
        self.init(
            offersRetry: offersRetry,
            retriesWhenOnline: offersRetry && runsUnasked && hasMonitor && isShownOffline)
    }

    /// The offer as a presentation in `style` makes it: only an alert or an action sheet, which
    /// waits for a choice, offers Retry.
    func shown(in style: PresentationStyle) -> RecoveryOffer {
        style.isModal ? self : .none
    }

    /// The offer of a presentation whose Retry button is `id`.
    func withRetryButton(_ id: ErrorPresentation.Button.ID) -> RecoveryOffer {
        var offer = self
        offer.retryButtonID = id
        return offer
    }
}

extension PresentationStyle {
    /// Whether a presentation in this style waits for a choice: an alert or an action sheet.
    package var isModal: Bool {
        switch self {
        case .alert, .actionSheet: true
        case .toast, .inline: false
        }
    }
}
