/// The bounded buffer between the threads that log and a production logger's writer.
///
/// Adding never blocks and never allocates once the buffer has grown: when it holds
/// `capacity` records, further records are counted instead of kept, and the writer writes one
/// line that says how many were left out.
final class RecordBuffer: Sendable {
    private struct State {
        var records: [ErrorRecord] = []
        var overflowCount = 0
        var isDrainScheduled = false
    }

    let capacity: Int
    private let state = Locked(State())

    init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// Adds `record`, or counts it when the buffer is full.
    /// - Returns: Whether the caller must schedule a drain: the first record since the last
    ///   drain ended.
    func append(_ record: ErrorRecord) -> Bool {
        state.withLock { state in
            if state.records.count < capacity {
                state.records.append(record)
            } else {
                state.overflowCount += 1
            }
            defer { state.isDrainScheduled = true }
            return !state.isDrainScheduled
        }
    }

    /// Moves every buffered record into `batch` (which must be empty; its storage is reused
    /// for the next records) and returns how many records were left out since the last take.
    /// - Parameter endsDrainWhenEmpty: Whether finding nothing ends the scheduled drain, so
    ///   the next record schedules another.
    func take(into batch: inout [ErrorRecord], endsDrainWhenEmpty: Bool) -> Int {
        state.withLock { state in
            swap(&state.records, &batch)
            let overflow = state.overflowCount
            state.overflowCount = 0
            if endsDrainWhenEmpty, batch.isEmpty, overflow == 0 {
                state.isDrainScheduled = false
            }
            return overflow
        }
    }
}
