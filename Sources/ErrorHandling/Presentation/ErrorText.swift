import Foundation

/// The text an error offers about itself, read the way `NSAlert(error:)` reads it.
struct ErrorText {
    /// The error's description: `LocalizedError.errorDescription`, or an `NSError`'s
    /// `localizedDescription`. `nil` for an error that describes nothing, so that no
    /// "The operation couldn’t be completed. (MyApp.MyError error 1.)" reaches the screen.
    let title: String?
    /// The recovery suggestion, else the failure reason; `nil` when it only repeats the
    /// title, as Foundation's failure reasons often do.
    let message: String?

    /// The title and the message, each on a line of its own, as a log shows what was presented.
    var presentedText: String? {
        let lines = [title, message].compactMap { $0 }
        return lines.isEmpty ? nil : lines.joined(separator: "\n")
    }

    init(_ error: any Error) {
        let (title, message) = Self.read(error)
        self.title = title
        self.message = message.flatMap { message in
            title.map { DisplayText.repeats(message, in: $0) } == true ? nil : message
        }
    }

    private static func read(_ error: any Error) -> (title: String?, message: String?) {
        let title: String?
        let message: String?
        if let localized = error as? any LocalizedError {
            title = localized.errorDescription
            message = localized.recoverySuggestion ?? localized.failureReason
        } else if ErrorIdentity.bridgesToNSError(error), !ErrorDescriber.localizedTextsTrap(error) {
            let nsError = error as NSError
            title = nsError.localizedDescription
            message = nsError.localizedRecoverySuggestion ?? nsError.localizedFailureReason
        } else {
            title = nil
            message = nil
        }
        return (title, message)
    }
}
