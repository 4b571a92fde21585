public import Foundation

/// The most recent events in the app, kept so error records can say what led up to an error.
///
/// A bounded ring: once it holds as many events as its capacity, each new one replaces the
/// oldest. Safe to use from any thread.
///
/// ```swift
/// Breadcrumbs.shared.record("Opened Settings", category: "navigation")
/// ```
///
/// ``ErrorHandler`` attaches a snapshot of ``shared`` to every record it logs; pass another
/// trail as its `breadcrumbs:` (tests, app extensions, separate scenes). Records made by
/// ``ErrorLogging/log(_:file:line:function:)`` carry ``shared`` too.
public final class Breadcrumbs: Sendable {
    private struct Ring {
        var events: [Breadcrumb] = []
        var oldest = 0
    }

    /// The trail used when none is given.
    public static let shared = Breadcrumbs()

    /// How many events are kept at most.
    let capacity: Int

    private let ring = Locked(Ring())

    /// Creates an empty trail.
    /// - Parameter capacity: How many events are kept at most (at least 1).
    public init(capacity: Int = 100) {
        self.capacity = max(1, capacity)
    }

    /// Adds an event, dropping the oldest one when the trail is full.
    /// - Parameters:
    ///   - message: What happened.
    ///   - category: What kind of event it was.
    public func record(_ message: String, category: String) {
        let breadcrumb = Breadcrumb(timestamp: Date(), message: message, category: category)
        ring.withLock { ring in
            if ring.events.count < capacity {
                ring.events.append(breadcrumb)
            } else {
                ring.events[ring.oldest] = breadcrumb
                ring.oldest = (ring.oldest + 1) % capacity
            }
        }
    }

    /// The events kept, oldest first.
    public func snapshot() -> [Breadcrumb] {
        ring.withLock { ring in
            guard ring.oldest > 0 else { return ring.events }
            return Array(ring.events[ring.oldest...] + ring.events[..<ring.oldest])
        }
    }
}

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
