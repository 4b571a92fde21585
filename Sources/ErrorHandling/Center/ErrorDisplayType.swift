/// Where and how an error is shown.
public enum ErrorDisplayType: Sendable {
    /// An alert whose button does `action`.
    case alert(ErrorAction)
    /// A message next to the input that caused the error.
    case inline(String)
    /// A short note that goes away by itself; the error's own message when `nil`.
    case toast(String?)
}
