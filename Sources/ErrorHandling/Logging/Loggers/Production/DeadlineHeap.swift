import Foundation

/// A binary min-heap of ``DeadlineQueue`` entries by deadline: where the entries that come out of
/// order wait.
struct DeadlineHeap<Value> {
    private var entries: [DeadlineQueue<Value>.Entry] = []

    var isEmpty: Bool { entries.isEmpty }

    var first: DeadlineQueue<Value>.Entry? { entries.first }

    mutating func insert(_ entry: DeadlineQueue<Value>.Entry) {
        entries.append(entry)
        var child = entries.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard entries[child].deadline < entries[parent].deadline else { return }
            entries.swapAt(child, parent)
            child = parent
        }
    }

    /// Takes out the entry with the earliest deadline, when there is one.
    mutating func removeFirst() -> DeadlineQueue<Value>.Entry? {
        guard !entries.isEmpty else { return nil }
        entries.swapAt(0, entries.count - 1)
        let first = entries.removeLast()
        var parent = 0
        while true {
            let left = 2 * parent + 1
            let right = left + 1
            var earliest = parent
            if left < entries.count, entries[left].deadline < entries[earliest].deadline {
                earliest = left
            }
            if right < entries.count, entries[right].deadline < entries[earliest].deadline {
                earliest = right
            }
            guard earliest != parent else { return first }
            entries.swapAt(parent, earliest)
            parent = earliest
        }
    }

    /// Takes out every entry, in no particular order.
    mutating func removeAll() -> [DeadlineQueue<Value>.Entry] {
        defer { entries.removeAll() }
        return entries
    }
}
