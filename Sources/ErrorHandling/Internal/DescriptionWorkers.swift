import Dispatch
import Foundation

/// Threads that run work which may take any time, or never end — descriptions that run an
/// app's own code — so that whoever waits for it waits only until a deadline.
///
/// Work that is still running at its deadline is left to finish on its thread, which is then
/// stuck; a new thread takes the next work. At most ``maximumStuck`` threads are stuck at once:
/// while that many are, work is not started at all, so that a stream of descriptions that never
/// end neither makes threads without end nor makes anyone wait. A thread whose work ends after
/// all goes back to the others; at most ``maximumIdle`` wait for work, the rest end.
enum DescriptionWorkers {
    /// How many threads may be busy with work nobody waits for any more.
    static let maximumStuck = 8
    /// How many threads wait for work.
    static let maximumIdle = 2
    /// The stack of each thread: descriptions recurse as deep as the values they describe.
    private static let stackSize = 4 << 20

    private struct State {
        var idle: [DescriptionWorker] = []
        var stuckCount = 0
    }

    private static let state = Locked(State())

    /// Runs `work` on a thread of its own and waits until it has finished or `deadline` has
    /// passed.
    /// - Returns: Whether `work` finished by the deadline; `false` at once, without running it,
    ///   when the deadline has passed already or ``maximumStuck`` threads are stuck.
    static func run(until deadline: DispatchTime, _ work: @escaping @Sendable () -> Void) -> Bool {
        guard deadline > .now() else { return false }
        let (mayStart, idle) = state.withLock { state in
            state.stuckCount < maximumStuck ? (true, state.idle.popLast()) : (false, nil)
        }
        guard mayStart else { return false }
        let worker = idle ?? DescriptionWorker(stackSize: stackSize)
        let job = DescriptionJob(work)
        worker.start(job)
        if job.waitUntilFinished(by: deadline) {
            return true
        }
        state.withLock { $0.stuckCount += 1 }
        return false
    }

    /// Takes back a worker whose job has finished: one whose job was given up no longer counts
    /// as stuck.
    /// - Returns: Whether the worker waits for more work; otherwise its thread ends.
    fileprivate static func finished(_ worker: DescriptionWorker, wasGivenUp: Bool) -> Bool {
        state.withLock { state in
            if wasGivenUp { state.stuckCount -= 1 }
            guard state.idle.count < maximumIdle else { return false }
            state.idle.append(worker)
            return true
        }
    }
}

/// One piece of work and whoever waits for it.
private final class DescriptionJob: Sendable {
    private enum Progress {
        case running, finished, givenUp
    }

    private let work: @Sendable () -> Void
    private let progress = Locked(Progress.running)
    private let done = DispatchSemaphore(value: 0)

    init(_ work: @escaping @Sendable () -> Void) {
        self.work = work
    }

    /// Runs the work and tells the one who waits.
    /// - Returns: Whether the one who waited had given up by then.
    func run() -> Bool {
        work()
        let wasGivenUp = progress.withLock { progress in
            defer { progress = .finished }
            return progress == .givenUp
        }
        done.signal()
        return wasGivenUp
    }

    /// Waits until the work has finished or `deadline` has passed; gives the work up then.
    /// - Returns: Whether the work finished.
    func waitUntilFinished(by deadline: DispatchTime) -> Bool {
        if done.wait(timeout: deadline) == .success {
            return true
        }
        return progress.withLock { progress in
            guard progress == .running else { return true }
            progress = .givenUp
            return false
        }
    }
}

/// A thread that runs jobs one at a time.
private final class DescriptionWorker: Sendable {
    private let nextJob = Locked<DescriptionJob?>(nil)
    private let hasJob = DispatchSemaphore(value: 0)

    init(stackSize: Int) {
        let thread = Thread { [self] in runJobs() }
        thread.name = "ErrorHandling.DescriptionWorker"
        thread.stackSize = stackSize
        thread.start()
    }

    /// Hands the worker its next job.
    func start(_ job: DescriptionJob) {
        nextJob.withLock { $0 = job }
        hasJob.signal()
    }

    private func runJobs() {
        while true {
            hasJob.wait()
            guard
                let job = nextJob.withLock({ job in
                    defer { job = nil }
                    return job
                })
            else { continue }
            let wasGivenUp = job.run()
            guard DescriptionWorkers.finished(self, wasGivenUp: wasGivenUp) else { return }
        }
    }
}
