import Foundation
import Testing

@testable import ErrorHandling

@Suite struct DeadlineQueueTests {
    @Test func entriesComeOutByDeadlineWhetherTheyWentInInOrderOrNot() {
        var random = SplitMix64(state: 0xDEAD_11E5)
        for _ in 0..<200 {
            var queue = DeadlineQueue<Int>()
            var deadlines: [Int] = []
            var clock = 0
            for value in 0..<Int.random(in: 0...60, using: &random) {
                // Mostly in order, now and then earlier than the last, or far later.
                clock += Int.random(in: 0...2, using: &random)
                let deadline =
                    switch Int.random(in: 0..<10, using: &random) {
                    case 0: clock - Int.random(in: 0...50, using: &random)
                    case 1: clock + 1_000
                    default: clock
                    }
                deadlines.append(deadline)
                queue.insert(value, deadline: date(deadline))
                if Bool.random(using: &random), let first = queue.first {
                    let earliest = deadlines.min()!
                    #expect(first.deadline == date(earliest))
                    #expect(queue.removeFirst()?.value == first.value)
                    deadlines.remove(at: deadlines.firstIndex(of: earliest)!)
                }
            }
            var out: [Date] = []
            while let entry = queue.removeFirst() {
                out.append(entry.deadline)
            }
            #expect(out == deadlines.sorted().map(date))
            #expect(queue.isEmpty)
        }
    }

    private func date(_ second: Int) -> Date {
        Date(timeIntervalSince1970: Double(second))
    }

    @Test func onlyEntriesDueByNowComeOut() {
        var queue = DeadlineQueue<String>()
        queue.insert("b", deadline: Date(timeIntervalSince1970: 20))
        queue.insert("a", deadline: Date(timeIntervalSince1970: 10))
        queue.insert("c", deadline: Date(timeIntervalSince1970: 30))
        var due: [String] = []
        while let entry = queue.removeFirst(dueBy: Date(timeIntervalSince1970: 20)) {
            due.append(entry.value)
        }
        #expect(due == ["a", "b"])
        #expect(queue.first?.value == "c")
    }

    @Test func entriesWithEqualDeadlinesComeOutInTheOrderTheyWentIn() {
        var queue = DeadlineQueue<Int>()
        for value in 0..<100 {
            queue.insert(value, deadline: Date(timeIntervalSince1970: Double(value % 3)))
        }
        var out: [Int] = []
        while let entry = queue.removeFirst() {
            out.append(entry.value)
        }
        let expected = (0..<3).flatMap { deadline in (0..<100).filter { $0 % 3 == deadline } }
        #expect(out == expected)
    }

    @Test func removingAllTakesOutEveryEntry() {
        var queue = DeadlineQueue<Int>()
        for value in [5, 1, 7, 3, 9] {
            queue.insert(value, deadline: Date(timeIntervalSince1970: Double(value)))
        }
        queue.removeFirst()
        #expect(queue.removeAll().map(\.value).sorted() == [3, 5, 7, 9])
        #expect(queue.isEmpty)
        #expect(queue.first == nil)
    }

    @Test func aLongLineOfEntriesInOrderComesOutWhole() {
        var queue = DeadlineQueue<Int>()
        var out: [Int] = []
        for value in 0..<5_000 {
            queue.insert(value, deadline: Date(timeIntervalSince1970: Double(value)))
            if value % 3 == 0, let entry = queue.removeFirst() {
                out.append(entry.value)
            }
        }
        while let entry = queue.removeFirst() {
            out.append(entry.value)
        }
        #expect(out == Array(0..<5_000))
    }
}
