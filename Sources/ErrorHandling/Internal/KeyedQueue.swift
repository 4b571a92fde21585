/// Elements in the order they were added, each under a key of its own: adding one, finding or
/// changing one by its key, and taking one out by its key or from the front each cost the same
/// however many there are (amortized).
///
/// An element taken out leaves a hole that later steps skip; once holes make up more than half
/// of the storage, it is compacted, which is paid for by the removals that made them.
struct KeyedQueue<Key: Hashable, Element> {
    private var storage: [(key: Key, element: Element)?] = []
    /// Where the first element that may be there is: every slot before it is a hole.
    private var head = 0
    /// Where each key's element is in ``storage``.
    private var positions: [Key: Int] = [:]

    /// How many elements there are.
    var count: Int { positions.count }

    /// Whether there are none.
    var isEmpty: Bool { positions.isEmpty }

    /// The elements, oldest first.
    var elements: [Element] {
        var elements: [Element] = []
        elements.reserveCapacity(count)
        for entry in storage[head...] {
            if let entry {
                elements.append(entry.element)
            }
        }
        return elements
    }

    /// The oldest element, with its key.
    var first: (key: Key, element: Element)? {
        storage[head...].lazy.compactMap { $0 }.first
    }

    /// Whether there is an element under `key`.
    func contains(_ key: Key) -> Bool {
        positions[key] != nil
    }

    /// The element under `key`; `nil` when there is none.
    subscript(key: Key) -> Element? {
        guard let position = positions[key] else { return nil }
        return storage[position]?.element
    }

    /// Changes the element under `key` in place; does nothing when there is none.
    /// - Returns: Whether there was one.
    @discardableResult
    mutating func modify(_ key: Key, _ change: (inout Element) -> Void) -> Bool {
        guard let position = positions[key] else { return false }
        change(&storage[position]!.element)
        return true
    }

    /// Adds `element` last, under `key`, which no element may have yet.
    mutating func append(_ element: Element, for key: Key) {
        precondition(positions[key] == nil, "KeyedQueue: a second element for one key")
        positions[key] = storage.count
        storage.append((key, element))
    }

    /// Takes out the oldest element.
    /// - Returns: It, with its key; `nil` when there are none.
    mutating func removeFirst() -> (key: Key, element: Element)? {
        while head < storage.count, storage[head] == nil {
            head += 1
        }
        guard head < storage.count, let first = storage[head] else { return nil }
        storage[head] = nil
        positions[first.key] = nil
        head += 1
        compactIfSparse()
        return first
    }

    /// Takes out the element under `key`.
    /// - Returns: It; `nil` when there is none.
    @discardableResult
    mutating func removeValue(for key: Key) -> Element? {
        guard let position = positions.removeValue(forKey: key) else { return nil }
        let removed = storage[position]?.element
        storage[position] = nil
        compactIfSparse()
        return removed
    }

    /// Takes out every element, keeping the storage for what comes next.
    mutating func removeAll() {
        storage.removeAll(keepingCapacity: true)
        positions.removeAll(keepingCapacity: true)
        head = 0
    }

    private mutating func compactIfSparse() {
        guard storage.count >= 32, positions.count * 2 < storage.count else { return }
        storage = storage[head...].filter { $0 != nil }
        head = 0
        for (position, entry) in storage.enumerated() {
            positions[entry!.key] = position
        }
    }
}

extension KeyedQueue: Sendable where Key: Sendable, Element: Sendable {}
