import Foundation

/// Values in the order of their deadlines, earliest first, and in the order they came among equal
/// deadlines: a binary min-heap, so a deadline that comes earlier than others (a timestamp from
/// another thread, an app's own, a clock set back) is still taken out on time.
struct DeadlineQueue<Value> {
    struct Entry {
        let deadline: Date
        let value: Value
        /// Counts the insertions: among equal deadlines, the first in comes out first.
        fileprivate let arrival: UInt64

        fileprivate func comesBefore(_ other: Entry) -> Bool {
            (deadline, arrival) < (other.deadline, other.arrival)
        }
    }

    private var entries: [Entry] = []
    private var arrivals: UInt64 = 0

    var isEmpty: Bool { entries.isEmpty }

    /// The entry with the earliest deadline.
    var first: Entry? { entries.first }

    mutating func insert(_ value: Value, deadline: Date) {
        arrivals += 1
        entries.append(Entry(deadline: deadline, value: value, arrival: arrivals))
        var child = entries.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard entries[child].comesBefore(entries[parent]) else { return }
            entries.swapAt(child, parent)
            child = parent
        }
    }

    /// Takes out the entry with the earliest deadline, when there is one.
    @discardableResult
    mutating func removeFirst() -> Entry? {
        guard !entries.isEmpty else { return nil }
        entries.swapAt(0, entries.count - 1)
        let first = entries.removeLast()
        var parent = 0
        while true {
            let left = 2 * parent + 1
            var earliest = parent
            if left < entries.count, entries[left].comesBefore(entries[earliest]) {
                earliest = left
            }
            if left + 1 < entries.count, entries[left + 1].comesBefore(entries[earliest]) {
                earliest = left + 1
            }
            guard earliest != parent else { return first }
            entries.swapAt(parent, earliest)
            parent = earliest
        }
    }

    /// Takes out the entry with the earliest deadline when that deadline is `now` or earlier.
    mutating func removeFirst(dueBy now: Date) -> Entry? {
        guard let first, first.deadline <= now else { return nil }
        return removeFirst()
    }

    /// Takes out every entry, in no particular order.
    mutating func removeAll() -> [Entry] {
        defer { entries.removeAll() }
        return entries
    }
}
