import Foundation

/// The presentations seen so far, so that something happens once per presentation, when it
/// first appears, even when it is shown again (in another window, by another host) or a
/// coalesced repeat raises its count (it keeps its id).
struct FirstAppearances {
    /// How many presentations are remembered; more than can be on screen at once.
    static let limit = 64

    private var seen: [UUID] = []

    /// Whether `id` appears for the first time; it counts as seen from now on.
    mutating func isFirst(_ id: UUID) -> Bool {
        guard !seen.contains(id) else { return false }
        seen.append(id)
        if seen.count > Self.limit {
            seen.removeFirst()
        }
        return true
    }
}
