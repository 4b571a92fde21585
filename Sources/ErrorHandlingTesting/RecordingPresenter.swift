@_exported public import ErrorHandling
public import Testing

/// An ``/ErrorHandling/ErrorHandlerView`` for tests: it records everything it is asked to present and lets a
/// test tap a button by its title, as a person would.
///
/// ```swift
/// let presenter = RecordingPresenter()
/// let handler = ErrorHandler(for: presenter)
///     .on(
///         error: .type(LoginError.self),
///         then: .present(alert: RejectableAlert(
///             title: "Sign in again?",
///             confirmTitle: "Sign In", rejectTitle: "Cancel")))
/// handler.handle(error: LoginError.expired)
/// presenter.tap("Sign In")
/// ```
///
/// What the rules present arrives as it was made: an ``/ErrorHandling/ErrorPresentation`` for
/// ``/ErrorHandling/ActionHandler/presentError`` (in ``presentations`` as that very value), an
/// ``/ErrorHandling/AlertController`` for an ``/ErrorHandling/ErrorAlert``.
///
/// `@unchecked Sendable` is safe here: the recorded alerts are only read or changed while the
/// presenter's lock is held. An alert's button handler runs on the thread that calls
/// ``tap(_:sourceLocation:)``; a presentation's button action runs as a task.
public final class RecordingPresenter: ErrorHandlerView, @unchecked Sendable {
    private struct State {
        var presented: [RecordedPresentation] = []
        var onScreen: [RecordedPresentation] = []
    }

    private let state = Locked(State())

    /// Creates a presenter that has presented nothing.
    public init() {}

    /// Records the alert as presented and on screen.
    public func present(alert: AlertController) {
        record(RecordedPresentation(alert: alert))
    }

    /// Records the presentation as presented and on screen.
    public func present(_ presentation: ErrorPresentation) {
        record(RecordedPresentation(presentation: presentation))
    }

    private func record(_ entry: RecordedPresentation) {
        state.withLock {
            $0.presented.append(entry)
            $0.onScreen.append(entry)
        }
    }

    /// Every alert presented so far, oldest first, including those already dismissed. A
    /// presentation appears as an ``/ErrorHandling/AlertController`` whose buttons run its buttons.
    public var presentedAlerts: [AlertController] {
        state.withLock { $0.presented.map(\.alert) }
    }

    /// Everything presented so far as ``/ErrorHandling/ErrorPresentation`` values, oldest first, so tests can
    /// compare titles, messages, button roles and grouping keys as values.
    public var presentations: [ErrorPresentation] {
        state.withLock { $0.presented.map(\.presentation) }
    }

    /// The alert on top of the screen: the newest one whose buttons have not been tapped.
    public var visibleAlert: AlertController? {
        state.withLock { $0.onScreen.last?.alert }
    }

    /// The presentation on top of the screen: the newest one whose buttons have not been tapped.
    public var visiblePresentation: ErrorPresentation? {
        state.withLock { $0.onScreen.last?.presentation }
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
        let found: RecordedPresentation.Choice? = state.withLock { state in
            for index in state.onScreen.indices.reversed() {
                if let choice = state.onScreen[index].choice(titled: buttonTitle) {
                    state.onScreen.remove(at: index)
                    return choice
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
        found.run()
        return true
    }

    /// Forgets everything presented, as if each was dismissed without a tap and released.
    public func removeAll() {
        // Released after the lock is given up: releasing one may continue its handling chain,
        // which may present another alert here.
        let released = state.withLock { state in
            defer { state = State() }
            return state.presented
        }
        withExtendedLifetime(released) {}
    }

    /// A description of what is on screen, for failure messages.
    func describeScreen() -> String {
        let descriptions = state.withLock { state in
            state.onScreen.map { entry in
                let buttons = entry.buttonTitles.map { "\"\($0)\"" }.joined(separator: ", ")
                return "\"\(entry.title)\" with buttons [\(buttons)]"
            }
        }
        guard !descriptions.isEmpty else { return "no alert is on screen" }
        return "on screen: " + descriptions.joined(separator: "; ")
    }
}
