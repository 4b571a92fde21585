extension ErrorDescriber {
    /// The error's `localizedDescription`, or the localized generic title ("Something went
    /// wrong") for an error whose localized texts Foundation cannot read.
    /// - Parameter error: The error.
    /// - Returns: The text for a person using the app.
    package static func localizedDescription(of error: any Error) -> String {
        localizedTextsTrap(error)
            ? LocalizationKey.genericTitle.localized(for: ErrorLocalization.locale)
            : error.localizedDescription
    }
}
