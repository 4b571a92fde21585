import Testing

@testable import ErrorHandling

/// The order and look-ups of the queue the center's lanes and inbox keep their presentations in.
@Suite("KeyedQueue")
struct KeyedQueueTests {
    @Test func elementsKeepTheOrderTheyWereAddedInAndAreFoundByKey() {
        var queue = KeyedQueue<String, Int>()
        for (index, key) in ["a", "b", "c"].enumerated() {
            queue.append(index, for: key)
        }
        #expect(queue.elements == [0, 1, 2])
        #expect(queue["b"] == 1)
        #expect(queue["z"] == nil)
        #expect(queue.contains("c"))
        #expect(queue.first?.key == "a")
    }

    @Test func anElementChangedInPlaceKeepsItsPlace() {
        var queue = KeyedQueue<String, Int>()
        queue.append(1, for: "a")
        queue.append(2, for: "b")
        #expect(queue.modify("a") { $0 += 10 })
        #expect(!queue.modify("z") { $0 += 10 })
        #expect(queue.elements == [11, 2])
    }

    @Test func removingFromTheFrontAndByKeySkipsTheHolesTheyLeave() {
        var queue = KeyedQueue<Int, Int>()
        for key in 0..<6 {
            queue.append(key * 10, for: key)
        }
        #expect(queue.removeValue(for: 1) == 10)
        #expect(queue.removeValue(for: 1) == nil)
        #expect(queue.removeFirst()?.element == 0)
        #expect(queue.first?.key == 2)
        #expect(queue.removeFirst()?.key == 2)
        #expect(queue.elements == [30, 40, 50])
        #expect(queue.count == 3)
    }

    /// Compaction after many removals keeps the order and every key's element.
    @Test func manyRemovalsLeaveTheOrderAndTheKeysAsTheyWere() {
        var queue = KeyedQueue<Int, Int>()
        var expected: [Int] = []
        for key in 0..<1_000 {
            queue.append(key, for: key)
            expected.append(key)
            if key % 3 == 0 {
                queue.removeValue(for: key / 2)
                expected.removeAll { $0 == key / 2 }
            }
            if key % 5 == 0, let first = queue.removeFirst() {
                #expect(first.element == expected.removeFirst())
            }
        }
        #expect(queue.elements == expected)
        #expect(expected.allSatisfy { queue[$0] == $0 })
        queue.removeAll()
        #expect(queue.isEmpty && queue.removeFirst() == nil)
    }
}
