import Foundation

/// Counts records per grouping key in windows of a minute: the first `limit` of a window are
/// written, the rest are suppressed and summed up when the window closes.
struct RateLimiter {
    /// Records of one key left out of one window: the last of them, and how many there were.
    struct Summary {
        let lastRecord: ErrorRecord
        let suppressedCount: Int
    }

    private struct Window {
        let start: Date
        var admitted = 0
        var suppressed = 0
        var lastSuppressed: ErrorRecord?

        var end: Date { start.addingTimeInterval(RateLimiter.windowLength) }

        var summary: Summary? {
            lastSuppressed.map { Summary(lastRecord: $0, suppressedCount: suppressed) }
        }
    }

    static let windowLength: TimeInterval = 60

    private let limit: Int
    private var windows: [String: Window] = [:]

    /// - Parameter limit: How many records of one key a window writes.
    init(limit: Int) {
        self.limit = max(0, limit)
    }

    /// Decides whether `record` is written, by its timestamp; when it opens a new window for
    /// its key, the summary of the key's previous window comes back too.
    mutating func admit(_ record: ErrorRecord, key: String) -> (isAdmitted: Bool, closed: Summary?) {
        var closed: Summary?
        if let window = windows[key], record.timestamp >= window.end {
            closed = window.summary
            windows[key] = nil
        }
        var window = windows[key] ?? Window(start: record.timestamp)
        defer { windows[key] = window }
        if window.admitted < limit {
            window.admitted += 1
            return (true, closed)
        }
        window.suppressed += 1
        window.lastSuppressed = record
        return (false, closed)
    }

    /// Returns the summaries of the windows that ended by `now` and left records out.
    ///
    /// An ended window is kept for one more window length, with its count, because records
    /// are written some time after they were logged: a record of that minute that is written
    /// late still counts against its minute's limit (and is summed up in turn) instead of
    /// opening a window of its own. Windows older than that are forgotten.
    mutating func closeWindows(endingBy now: Date) -> [Summary] {
        var summaries: [Summary] = []
        for (key, window) in windows where window.end <= now {
            if let summary = window.summary {
                summaries.append(summary)
                windows[key]?.suppressed = 0
                windows[key]?.lastSuppressed = nil
            }
            if window.end.addingTimeInterval(Self.windowLength) <= now {
                windows[key] = nil
            }
        }
        return summaries.sorted { $0.lastRecord.timestamp < $1.lastRecord.timestamp }
    }

    /// The summaries of every open window that left records out so far; their windows go on,
    /// counting suppressed records afresh.
    mutating func takeSummaries() -> [Summary] {
        var summaries: [Summary] = []
        for (key, window) in windows {
            guard let summary = window.summary else { continue }
            summaries.append(summary)
            windows[key]?.suppressed = 0
            windows[key]?.lastSuppressed = nil
        }
        return summaries.sorted { $0.lastRecord.timestamp < $1.lastRecord.timestamp }
    }

    /// When the first window that left records out ends, if any did.
    var nextSummaryDue: Date? {
        windows.values.filter { $0.lastSuppressed != nil }.map(\.end).min()
    }
}
