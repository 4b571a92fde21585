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

    /// The text of `error`; the library's own ``AppError`` reads its words from `texts`.
    init(_ error: any Error, texts: @autoclosure () -> LocalizedTexts = .current) {
        let (title, message) = ErrorDescriber.localizedTexts(of: error, texts: texts)
        self.title = title
        self.message = message.flatMap { message in
            title.map { DisplayText.repeats(message, in: $0) } == true ? nil : message
        }
    }
}
