import Foundation

/// CPU time of the calling thread, so that tests running beside a timed one do not count in
/// its figures: what complexity checks compare (the ratio of two timings in one run).
enum ThreadCPUTime {
    /// The CPU time this thread has used, in nanoseconds.
    static func now() -> Int {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return time.tv_sec * 1_000_000_000 + time.tv_nsec
    }

    /// The least CPU time of `runs` runs of `body` on this thread, in nanoseconds.
    static func fastest(of runs: Int, _ body: () -> Void) -> Int {
        (0..<runs).map { _ in
            let start = now()
            body()
            return now() - start
        }.min() ?? 0
    }

    /// The ratio `measure` gives, measured again while it is not below `limit`, up to
    /// `attempts` times in all, so that a slow spell of the machine does not fail a test: the
    /// smallest seen.
    static func smallestRatio(below limit: Double, attempts: Int = 3, _ measure: () -> Double) -> Double {
        var smallest = Double.infinity
        for _ in 0..<attempts where smallest >= limit {
            smallest = min(smallest, measure())
        }
        return smallest
    }
}
