import Foundation

/// Shows in a terminal how long a retry of an ``/ErrorHandling/ErrorCenter`` waits before its next attempt.
///
/// On a rich terminal the countdown is one line rewritten in place each second and erased
/// when the attempt starts; otherwise each wait is announced by exactly one line. Seconds are
/// rounded up, and a wait shorter than a second is not shown: nobody would read it. When
/// several retries wait at once, the newest is shown.
@MainActor
final class RetryCountdown {
    /// One wait: a retry before one of its attempts.
    private struct Wait: Hashable {
        let retry: UUID
        let attempt: Int
    }

    /// The longest wait counted down; a longer one (a server may ask for anything) shows this.
    /// About 136 years, so the seconds always fit an `Int`.
    private static let longestWait: Duration = .seconds(Int64(1) << 32)

    private let style: TerminalStyle
    private let clock: any Clock<Duration>
    private let write: @Sendable (String) -> Void
    /// For each wait seen and not over, the time passed since it began.
    private var elapsed: [Wait: Stopwatch] = [:]
    /// The wait on screen.
    private var shown: Wait?
    /// Rewrites the rich countdown each second.
    private var ticker: Task<Void, Never>?

    init(style: TerminalStyle, clock: any Clock<Duration>, write: @escaping @Sendable (String) -> Void) {
        self.style = style
        self.clock = clock
        self.write = write
    }

    /// Shows `center`'s retries as they change, until the task is cancelled; then erases the
    /// countdown.
    func follow(_ center: ErrorCenter) async {
        while !Task.isCancelled {
            show(center.retries)
            await center.retriesChange { [weak self] in self?.endLine() }
        }
        show([])
    }

    /// Shows the newest retry of `retries` that waits at least a second, or nothing when
    /// none does.
    func show(_ retries: [RetryProgress]) {
        let waiting = retries.compactMap { retry -> (wait: Wait, retry: RetryProgress, delay: Duration)? in
            guard case .waiting(let delay) = retry.phase, delay >= .seconds(1) else { return nil }
            return (Wait(retry: retry.id, attempt: retry.attempt), retry, min(delay, Self.longestWait))
        }
        var begun: Set<Wait> = []
        for (wait, _, _) in waiting where elapsed[wait] == nil {
            elapsed[wait] = Stopwatch(clock)
            begun.insert(wait)
        }
        elapsed = elapsed.filter { entry in waiting.contains { $0.wait == entry.key } }
        let newest = waiting.last
        guard newest?.wait != shown else { return }
        ticker?.cancel()
        ticker = nil
        if shown != nil && style.isRich {
            write(style.clearedCountdown)
        }
        shown = newest?.wait
        guard let newest else { return }
        if style.isRich {
            ticker = Task { await self.countDown(newest.retry, delay: newest.delay, wait: newest.wait) }
        } else if begun.contains(newest.wait) {
            write(style.retryCountdown(seconds: Self.wholeSeconds(in: newest.delay), of: newest.retry))
        }
    }

    /// Erases the rich countdown line at once: the attempt that follows a wait may write to
    /// the terminal as soon as the retry's progress changes.
    private func endLine() {
        guard shown != nil, style.isRich else { return }
        ticker?.cancel()
        ticker = nil
        shown = nil
        write(style.clearedCountdown)
    }

    /// Rewrites the countdown line each time the seconds left change, until the wait is over
    /// or the task is cancelled.
    private func countDown(_ retry: RetryProgress, delay: Duration, wait: Wait) async {
        while let timePassed = elapsed[wait], !Task.isCancelled {
            let remaining = delay - timePassed.elapsed
            let seconds = Self.wholeSeconds(in: remaining)
            guard seconds > 0 else { return }
            write(style.retryCountdown(seconds: seconds, of: retry))
            // Sleeps until the shown number goes down: never more than a second.
            let untilNextSecond = min(remaining - .seconds(seconds - 1), .seconds(1))
            do {
                try await clock.sleep(for: untilNextSecond)
            } catch {
                return
            }
        }
    }

    /// `duration` in whole seconds, rounded up; 0 when it is not positive.
    private static func wholeSeconds(in duration: Duration) -> Int {
        guard duration > .zero else { return 0 }
        let (seconds, attoseconds) = duration.components
        return Int(seconds) + (attoseconds > 0 ? 1 : 0)
    }
}
