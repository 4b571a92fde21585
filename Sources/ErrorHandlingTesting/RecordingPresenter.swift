@_exported public import ErrorHandling
public import Testing

/// An ``ErrorHandlerView`` for tests: it records every alert it is asked to present and lets a
/// test tap a button by its title, as a person would.
///
/// ```swift
/// let presenter = RecordingPresenter()
/// let handler = ErrorHandler(for: presenter)
///     .on(error: .type(LoginError.self), then: .present(alert: RejectableAlert(
///         title: "Sign in again?", confirmTitle: "Sign In", rejectTitle: "Cancel")))
/// handler.handle(error: LoginError.expired)
/// presenter.tap("Sign In")
/// ```
///
/// `@unchecked Sendable` is safe here: the recorded alerts are only read or changed while the
/// presenter's lock is held. Button handlers run on the thread that calls ``tap(_:sourceLocation:)``.
public final class RecordingPresenter: ErrorHandlerView, @unchecked Sendable {
    private struct State {
        var presented: [AlertController] = []
        var onScreen: [AlertController] = []
    }

    private let state = Locked(State())

    /// Creates a presenter that has presented nothing.
    public init() {}

    /// Records the alert as presented and on screen.
    public func present(alert: AlertController) {
        state.withLock {
            $0.presented.append(alert)
            $0.onScreen.append(alert)
        }
    }

    /// Every alert presented so far, oldest first, including those already dismissed.
    public var presentedAlerts: [AlertController] {
        state.withLock { $0.presented }
    }

    /// The alert on top of the screen: the newest one whose buttons have not been tapped.
    public var visibleAlert: AlertController? {
        state.withLock { $0.onScreen.last }
    }

    /// Taps the button titled `buttonTitle` of the newest alert on screen that has one, as a
    /// person would: the alert leaves the screen and the button's handler runs.
    ///
    /// Records a test issue that lists the buttons on screen when there is no such button.
    /// - Parameters:
    ///   - buttonTitle: The title of the button to tap.
    ///   - sourceLocation: Where a failure is reported; the caller's line by default.
    /// - Returns: `true` when a button was tapped.
    @discardableResult
    public func tap(_ buttonTitle: String, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        let found: AlertAction? = state.withLock { state in
            for index in state.onScreen.indices.reversed() {
                if let action = state.onScreen[index].actions.first(where: { $0.title == buttonTitle }) {
                    state.onScreen.remove(at: index)
                    return action
                }
            }
            return nil
        }
        guard let found else {
            Issue.record(
                "No button titled \"\(buttonTitle)\" is on screen; \(describeScreen()).",
                sourceLocation: sourceLocation)
            return false
        }
        found.perform()
        return true
    }

    /// Forgets every alert, as if each was dismissed without a tap and released.
    public func removeAll() {
        // The alerts are released after the lock is given up: releasing one may continue its
        // handling chain, which may present another alert here.
        let released = state.withLock { state in
            defer { state = State() }
            return state.presented
        }
        withExtendedLifetime(released) {}
    }

    /// A description of what is on screen, for failure messages.
    func describeScreen() -> String {
        let alerts = state.withLock { $0.onScreen }
        guard !alerts.isEmpty else { return "no alert is on screen" }
        let descriptions = alerts.map { alert in
            let buttons = alert.actions.map { "\"\($0.title ?? "")\"" }.joined(separator: ", ")
            return "\"\(alert.title ?? "")\" with buttons [\(buttons)]"
        }
        return "on screen: " + descriptions.joined(separator: "; ")
    }
}
