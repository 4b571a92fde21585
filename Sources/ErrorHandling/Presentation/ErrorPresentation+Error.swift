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

    private init(error: any Error, groupingKey: String, onRecovery: (@Sendable (Bool) -> Void)?) {
        let texts = LocalizedTexts.current
        let text = ErrorText(error, texts: texts)
        self.init(
            words: PresentationWords(title: text.title ?? "", message: text.message, texts: texts),
            buttons: Self.buttons(for: error, onRecovery: onRecovery, texts: texts), style: .alert,
            error: error,
            groupingKey: groupingKey)
    }

    /// The buttons of ``init(error:onRecovery:)``: one for each recovery option of a
    /// `RecoverableError`, else one that acknowledges the error, titled from `texts`.
    static func buttons(
        for error: any Error, onRecovery: (@Sendable (Bool) -> Void)?, texts: LocalizedTexts
    ) -> [Button] {
        guard let recoverable = error as? any RecoverableError, !recoverable.recoveryOptions.isEmpty else {
            let acknowledgement = (error as? AppError)?.acknowledgement ?? .ok
            return [Button(title: acknowledgement.localized(in: texts))]
        }
        return recoverable.recoveryOptions.enumerated().map { index, option in
            Button(title: option) {
                let recovered = recoverable.attemptRecovery(optionIndex: index)
                onRecovery?(recovered)
            }
        }
    }
}
