public import Foundation

/// Something that happened in the app shortly before an error, such as a screen opened or a
/// request sent.
public struct Breadcrumb: Sendable, Hashable {
    /// When it happened.
    public let timestamp: Date
    /// What happened.
    public let message: String
    /// What kind of event it was, such as `navigation` or `network`.
    public let category: String

    /// Creates a breadcrumb.
    /// - Parameters:
    ///   - timestamp: When it happened.
    ///   - message: What happened.
    ///   - category: What kind of event it was.
    package init(timestamp: Date, message: String, category: String) {
        self.timestamp = timestamp
        self.message = message
        self.category = category
    }
}
