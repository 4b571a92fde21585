import Foundation

extension ErrorPresentation {
    /// Creates the presentation of any error the way AppKit's `NSAlert(error:)` does.
    ///
    /// - The title is the error's description (`LocalizedError.errorDescription`, or
    ///   `NSLocalizedDescriptionKey` for an `NSError`); an error that describes nothing gets a
    ///   localized generic title.
    /// - The message is the recovery suggestion, else the failure reason.
    /// - A `RecoverableError` with recovery options gets one button per option, in order; each
    ///   calls `attemptRecovery(optionIndex:)` and passes the result to `onRecovery`. Any other
    ///   error gets a single localized button that does nothing: "Sign In" for
    ///   ``AppError/recentSignInRequired`` (a rule of the app signs the person in), else "OK".
    ///
    /// ```swift
    /// let presentation = ErrorPresentation(error: error) { recovered in
    ///     if recovered { reload() }
    /// }
    /// ```
    /// - Parameters:
    ///   - error: The error to present.
    ///   - onRecovery: Receives whether the recovery chosen by the person succeeded.
    public init(error: any Error, onRecovery: (@Sendable (Bool) -> Void)? = nil) {
        self.init(error: error, groupingKey: ErrorIdentity.groupingKey(for: error), onRecovery: onRecovery)
    }

    /// The presentation ``init(error:onRecovery:)`` makes of the error an assessment shows,
    /// with the grouping key worked out where the error entered, built once.
    /// - Parameters:
    ///   - assessment: The error as it entered.
    ///   - style: How it asks to be shown.
    ///   - buttons: Its buttons; `nil` for those of ``init(error:onRecovery:)``.
    ///   - title: The title instead of the error's own, as a caller chose.
    ///   - messageLine: A line that ends the message, on a line of its own.
    init(
        assessment: ErrorAssessment, style: PresentationStyle = .alert, buttons: [Button]? = nil,
        title: String? = nil, messageLine: String? = nil
    ) {
        let text = title == nil ? ErrorText(assessment.shown) : nil
        let message = [text?.message, messageLine].compactMap { $0 }
        self.init(
            title: title ?? text?.title ?? "",
            message: message.isEmpty ? nil : message.joined(separator: "\n"),
            buttons: buttons ?? Self.buttons(for: assessment.shown, onRecovery: nil), style: style,
            error: assessment.shown, groupingKey: assessment.groupingKey)
    }

    private init(error: any Error, groupingKey: String, onRecovery: (@Sendable (Bool) -> Void)?) {
        let text = ErrorText(error)
        self.init(
            title: text.title ?? "", message: text.message,
            buttons: Self.buttons(for: error, onRecovery: onRecovery), style: .alert, error: error,
            groupingKey: groupingKey)
    }

    private static func buttons(for error: any Error, onRecovery: (@Sendable (Bool) -> Void)?) -> [Button] {
        guard let recoverable = error as? any RecoverableError, !recoverable.recoveryOptions.isEmpty else {
            let acknowledgement = (error as? AppError)?.acknowledgement ?? .ok
            return [Button(title: acknowledgement.localized())]
        }
        return recoverable.recoveryOptions.enumerated().map { index, option in
            Button(title: option) {
                let recovered = recoverable.attemptRecovery(optionIndex: index)
                onRecovery?(recovered)
            }
        }
    }
}
