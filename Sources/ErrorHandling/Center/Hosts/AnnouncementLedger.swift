import Foundation

/// The toasts whose accessibility announcement was posted, so each is announced once, when it
/// first appears, even when a host shows it again (a coalesced toast keeps its id).
struct AnnouncementLedger {
    /// How many announced toasts are remembered; more than can be on screen at once.
    static let limit = 64

    private var announced: [UUID] = []

    /// Whether the toast `id` still has to be announced; it counts as announced from now on.
    mutating func shouldAnnounce(_ id: UUID) -> Bool {
        guard !announced.contains(id) else { return false }
        announced.append(id)
        if announced.count > Self.limit {
            announced.removeFirst()
        }
        return true
    }
}

extension ErrorCenter {
    /// The text to post for `toast` when it appears on screen, the first time only; `nil` when
    /// it was announced already.
    package func announcementOnAppear(of toast: ErrorPresentation) -> String? {
        announcements.shouldAnnounce(toast.id) ? toast.accessibilityAnnouncement : nil
    }
}
