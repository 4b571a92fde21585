import Foundation

/// Values in the order of their deadlines, earliest first, each put in and taken out in
/// amortized O(1) while deadlines come in order.
///
/// Deadlines worked out from records' timestamps nearly always come in order, so those wait in
/// a first-in-first-out line; one that comes earlier than the last in line (a timestamp from
/// another thread, an app's own, a clock set back) goes to a heap beside it instead, so that it
/// is still taken out on time and never waits behind a later one.
struct DeadlineQueue<Value> {
    struct Entry {
        let deadline: Date
        let value: Value
    }

    /// The entries that came in order; those before `head` are taken out already.
    private var line: [Entry] = []
    private var head = 0
    private var outOfOrder = DeadlineHeap<Value>()

    var isEmpty: Bool { head == line.count && outOfOrder.isEmpty }

    /// The entry with the earliest deadline.
    var first: Entry? {
        isNextInLine ? line[head] : outOfOrder.first
    }

    /// Whether the entry with the earliest deadline is the next in line rather than in the heap.
    private var isNextInLine: Bool {
        guard head < line.count else { return false }
        guard let early = outOfOrder.first else { return true }
        return line[head].deadline <= early.deadline
    }

    mutating func insert(_ value: Value, deadline: Date) {
        let entry = Entry(deadline: deadline, value: value)
        if head == line.count || line[line.count - 1].deadline <= deadline {
            line.append(entry)
        } else {
            outOfOrder.insert(entry)
        }
    }

    /// Takes out the entry with the earliest deadline, when there is one.
    @discardableResult
    mutating func removeFirst() -> Entry? {
        guard isNextInLine else { return outOfOrder.removeFirst() }
        let first = line[head]
        head += 1
        if head == line.count {
            line.removeAll(keepingCapacity: true)
            head = 0
        } else if head >= 1_024, head * 2 >= line.count {
            line.removeFirst(head)
            head = 0
        }
        return first
    }

    /// Takes out the entry with the earliest deadline when that deadline is `now` or earlier.
    mutating func removeFirst(dueBy now: Date) -> Entry? {
        guard let first, first.deadline <= now else { return nil }
        return removeFirst()
    }

    /// Takes out every entry, in no particular order.
    mutating func removeAll() -> [Entry] {
        let all = Array(line[head...]) + outOfOrder.removeAll()
        line.removeAll(keepingCapacity: true)
        head = 0
        return all
    }
}
