/// What the single button of an error alert does, with the button's title.
///
/// ```swift
/// let display = ErrorDisplayType.alert(.retry { try await store.reload() })
/// ```
public enum ErrorAction: Sendable {
    /// Runs the failed operation again.
    case retry(
        _ operation: @Sendable () async throws -> Void,
        buttonTitle: String = StandardButtonTitle.retry.localized()
    )
    /// Leaves the screen the error happened on.
    case navigateBack(buttonTitle: String = StandardButtonTitle.back.localized())
    /// Closes the alert.
    case dismiss(buttonTitle: String = StandardButtonTitle.ok.localized())

    /// The title of the button; localized "Retry", "Back" and "OK" unless one was given.
    public var buttonTitle: String {
        switch self {
        case .retry(_, let title), .navigateBack(let title), .dismiss(let title):
            return title
        }
    }
}

/// Where and how an error is shown.
public enum ErrorDisplayType: Sendable {
    /// An alert whose button does `action`.
    case alert(ErrorAction)
    /// A message next to the input that caused the error.
    case inline(String)
    /// A short note that goes away by itself; the error's own message when `nil`.
    case toast(String?)
}
