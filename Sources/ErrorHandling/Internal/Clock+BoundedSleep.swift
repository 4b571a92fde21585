extension Clock where Duration == Swift.Duration {
    /// The longest a sleep of the package lasts: about 136 years, far beyond any toast, retry or
    /// timeout, and far inside what a clock's deadline holds. A longer sleep asked of Swift's
    /// clocks traps ("Not enough bits…") when the deadline is computed.
    static var longestSleep: Swift.Duration { .seconds(Int64(1) << 32) }

    /// Sleeps for `duration`, cut to between zero and ``longestSleep`` so that no duration an
    /// app or a server hands the package (a toast shown for `.seconds(Int64.max)`, a timeout
    /// of years) traps in the clock.
    /// - Parameter duration: How long to sleep.
    func boundedSleep(for duration: Swift.Duration) async throws {
        try await sleep(for: duration.clamped(to: .zero...Self.longestSleep))
    }
}
