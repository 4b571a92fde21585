import Foundation

/// What was announced to VoiceOver: each toast once, when it first appears, and the new count
/// of a coalesced repeat ("Connection lost (×3)") at most once per ``repeatInterval``, so a
/// burst of repeats does not keep interrupting the person.
struct AnnouncementLedger {
    /// The shortest time between two announcements of a changed count, on the center's clock.
    static let repeatInterval: Duration = .seconds(1)

    /// How many presentations are remembered.
    static let limit = 64

    /// The toasts announced so far.
    private var appearances = PresentationLedger<Void>(limit: limit)
    /// The count last announced of each presentation whose count changed.
    private var announcedCounts = PresentationLedger<Int>(limit: limit)
    /// The center's clock, which spaces out the announcements of a changed count.
    private let clock: any Clock<Duration>
    /// Measures the time since the last announcement of a changed count.
    private var sinceLastRepeat: Stopwatch?

    /// A ledger that has announced nothing yet, whose repeats are spaced out on `clock`.
    init(clock: any Clock<Duration>) {
        self.clock = clock
    }

    /// Whether the toast `id` still has to be announced; it counts as announced from now on.
    mutating func shouldAnnounce(_ id: UUID) -> Bool {
        appearances.rememberIfNew(id, ())
    }

    /// Whether the count of `presentation` changed since it was last announced and no other
    /// count was announced in the last ``repeatInterval``; when so, the count counts as
    /// announced from now on. A repeat left out is announced by the next call that comes late
    /// enough, with the count of then.
    mutating func shouldAnnounceRepeat(of presentation: ErrorPresentation) -> Bool {
        guard presentation.occurrences > announcedCounts[presentation.id] ?? 1 else { return false }
        if let sinceLastRepeat, sinceLastRepeat.elapsed < Self.repeatInterval {
            return false
        }
        announcedCounts[presentation.id] = presentation.occurrences
        sinceLastRepeat = Stopwatch(clock)
        return true
    }
}

extension ErrorCenterHosts {
    /// The text to post for `toast` when it appears on screen, the first time only; `nil` when
    /// it was announced already.
    package func announcementOnAppear(of toast: ErrorPresentation) -> String? {
        announcements.shouldAnnounce(toast.id) ? toast.accessibilityAnnouncement : nil
    }

    /// The text to post when a coalesced repeat raised the count of `presentation` on screen:
    /// its title with the new count, at most once per second on the center's
    /// ``ErrorCenter/clock``; `nil` when there is nothing to announce now.
    package func announcementOnRepeat(of presentation: ErrorPresentation) -> String? {
        announcements.shouldAnnounceRepeat(of: presentation) ? presentation.titleWithOccurrences : nil
    }
}
