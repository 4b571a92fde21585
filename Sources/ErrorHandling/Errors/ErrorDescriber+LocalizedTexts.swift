import Foundation

extension ErrorDescriber {
    /// The error's localized description, as a presentation reads it: its `errorDescription`,
    /// or an `NSError`'s `localizedDescription`; the localized generic title ("Something went
    /// wrong") for an error that describes nothing, so that no bridged "The operation couldn’t
    /// be completed. (MyApp.MyError error 1.)" is passed on, and for one whose localized texts
    /// Foundation cannot read.
    /// - Parameter error: The error.
    /// - Returns: The text for a person using the app.
    package static func localizedDescription(of error: any Error) -> String {
        let texts = LocalizedTexts.current
        return localizedTexts(of: error, texts: { texts }).description ?? texts.text(.genericTitle)
    }

    /// The text an error offers about itself, read the way `NSAlert(error:)` reads it: its
    /// description (`LocalizedError.errorDescription`, an `NSError`'s `localizedDescription`)
    /// and its recovery suggestion, else its failure reason. Both `nil` for an error that
    /// describes nothing, and for one whose localized texts Foundation cannot read. The
    /// library's own ``AppError`` reads its words from `texts`.
    static func localizedTexts(
        of error: any Error, texts: () -> LocalizedTexts
    ) -> (description: String?, suggestion: String?) {
        if let appError = error as? AppError {
            let texts = texts()
            return (appError.userMessage(in: texts), appError.recoverySuggestion(in: texts))
        }
        if let localized = error as? any LocalizedError {
            return (localized.errorDescription, localized.recoverySuggestion ?? localized.failureReason)
        }
        if ErrorIdentity.bridgesToNSError(error), !localizedTextsTrap(error) {
            let nsError = error as NSError
            return (
                nsError.localizedDescription,
                nsError.localizedRecoverySuggestion ?? nsError.localizedFailureReason
            )
        }
        return (nil, nil)
    }
}
