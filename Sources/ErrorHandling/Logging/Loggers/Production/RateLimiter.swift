import Foundation

/// Counts records per grouping key in windows of a minute: the first `limit` of a window are
/// written, the rest are suppressed and summed up when the window closes.
///
/// A value whose transitions — ``admit(_:key:)``, ``closeWindows(endingBy:)``,
/// ``takeSummaries()`` — each cost amortized O(1) per record, however many keys it has seen:
/// a window is found by its key, and two ``DeadlineQueue``s say which windows are due — those
/// that left records out by when they end, every window by when it is forgotten — so that no
/// transition walks the windows that are not.
struct RateLimiter {
    /// Records of one key left out of one window: the last of them, and how many there were.
    struct Summary {
        let lastRecord: ErrorRecord
        let suppressedCount: Int
    }

    private struct Window {
        let start: Date
        /// Tells this window from an earlier one of its key in the queues.
        let number: Int
        var admitted = 0
        var suppressed = 0
        var lastSuppressed: ErrorRecord?

        var end: Date { start.addingTimeInterval(RateLimiter.windowLength) }

        var summary: Summary? {
            lastSuppressed.map { Summary(lastRecord: $0, suppressedCount: suppressed) }
        }
    }

    /// A window in a queue: its key, and its number, which no longer matches once the key has
    /// a newer window or none.
    private struct WindowReference {
        let key: String
        let number: Int
    }

    static let windowLength: TimeInterval = 60

    private let limit: Int
    private var windows: [String: Window] = [:]
    private var windowsMade = 0
    /// The windows that left records out, by when they end: each is in it once, from its first
    /// suppressed record until its summary is taken. The first one is always current.
    private var summariesDue = DeadlineQueue<WindowReference>()
    /// Every window, by when it is forgotten: a window length after it ends.
    private var forgettings = DeadlineQueue<WindowReference>()

    /// - Parameter limit: How many records of one key a window writes.
    init(limit: Int) {
        self.limit = max(0, limit)
    }

    /// How many keys have a window now.
    var windowCount: Int { windows.count }

    /// Decides whether `record` is written, by its timestamp; when it opens a new window for
    /// its key, the summary of the key's previous window comes back too.
    mutating func admit(_ record: ErrorRecord, key: String) -> (isAdmitted: Bool, closed: Summary?) {
        var closed: Summary?
        if let window = windows[key], record.timestamp >= window.end {
            closed = window.summary
            windows[key] = nil
            dropSummariesNoLongerDue()
        }
        var window = windows[key] ?? openWindow(at: record.timestamp, key: key)
        defer { windows[key] = window }
        if window.admitted < limit {
            window.admitted += 1
            return (true, closed)
        }
        if window.lastSuppressed == nil {
            summariesDue.insert(WindowReference(key: key, number: window.number), deadline: window.end)
        }
        window.suppressed += 1
        window.lastSuppressed = record
        return (false, closed)
    }

    private mutating func openWindow(at start: Date, key: String) -> Window {
        let window = Window(start: start, number: windowsMade)
        windowsMade += 1
        forgettings.insert(
            WindowReference(key: key, number: window.number),
            deadline: window.end.addingTimeInterval(Self.windowLength))
        return window
    }

    /// Returns the summaries of the windows that ended by `now` and left records out.
    ///
    /// An ended window is kept for one more window length, with its count, because records
    /// are written some time after they were logged: a record of that minute that is written
    /// late still counts against its minute's limit (and is summed up in turn) instead of
    /// opening a window of its own. Windows older than that are forgotten.
    mutating func closeWindows(endingBy now: Date) -> [Summary] {
        var summaries: [Summary] = []
        while let due = summariesDue.removeFirst(dueBy: now) {
            if let summary = takeSummary(of: due.value) {
                summaries.append(summary)
            }
        }
        while let forgotten = forgettings.removeFirst(dueBy: now) {
            if isCurrent(forgotten.value) {
                windows[forgotten.value.key] = nil
            }
        }
        dropSummariesNoLongerDue()
        return summaries.sorted { $0.lastRecord.timestamp < $1.lastRecord.timestamp }
    }

    /// The summaries of every open window that left records out so far; their windows go on,
    /// counting suppressed records afresh.
    mutating func takeSummaries() -> [Summary] {
        summariesDue.removeAll().compactMap { takeSummary(of: $0.value) }
            .sorted { $0.lastRecord.timestamp < $1.lastRecord.timestamp }
    }

    /// When the first window that left records out ends, if any did.
    var nextSummaryDue: Date? {
        summariesDue.first?.deadline
    }

    /// The summary of the window `reference`, which then counts suppressed records afresh;
    /// `nil` when that window is gone or left nothing out since its last summary.
    private mutating func takeSummary(of reference: WindowReference) -> Summary? {
        guard isCurrent(reference), let summary = windows[reference.key]?.summary else { return nil }
        windows[reference.key]?.suppressed = 0
        windows[reference.key]?.lastSuppressed = nil
        return summary
    }

    private func isCurrent(_ reference: WindowReference) -> Bool {
        windows[reference.key]?.number == reference.number
    }

    /// Takes the windows that are gone from the front of ``summariesDue``, so that its first
    /// is due.
    private mutating func dropSummariesNoLongerDue() {
        while let first = summariesDue.first, !isCurrent(first.value) {
            summariesDue.removeFirst()
        }
    }
}
