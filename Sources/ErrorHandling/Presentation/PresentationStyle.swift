/// How an ``ErrorPresentation`` asks to be shown.
public enum PresentationStyle: Sendable, Hashable {
    /// A modal alert in the middle of the screen.
    case alert
    /// A list of choices attached to the view that raised the error.
    case actionSheet
    /// A short note that goes away by itself after `duration`.
    case toast(duration: Duration)
    /// A message next to the input field named `field`, such as a form's e-mail field.
    case inline(field: String)
}
