extension ErrorPresentation {
    /// The title with the number of occurrences when more than one: "Connection lost (×20)".
    package var titleWithOccurrences: String {
        Self.text(title, withOccurrences: occurrences)
    }

    /// `text` followed by the number of occurrences when more than one: "Connection lost
    /// (×20)". Every presenter writes the count this way: the SwiftUI, UIKit and AppKit
    /// alerts, the VoiceOver announcement of a repeat, and the terminal's box and toast line.
    /// - Parameters:
    ///   - text: What the count follows, such as a title.
    ///   - occurrences: How many times the error occurred.
    /// - Returns: `text`, with the count when `occurrences` is more than 1.
    package static func text(_ text: String, withOccurrences occurrences: Int) -> String {
        occurrences > 1 ? "\(text) (×\(occurrences))" : text
    }
}
