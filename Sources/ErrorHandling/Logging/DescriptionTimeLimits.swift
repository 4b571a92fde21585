import Dispatch

/// How long loggers wait for descriptions that run an app's own code (a `description`,
/// `debugDescription` or `customMirror` of its types) or that Swift cannot give within the
/// budget, so that nothing waits for ever on one.
///
/// Such a description runs on a thread of its own (see `DescriptionWorkers`); one that has not
/// finished in time is left out of its record, which says so (see
/// ``ErrorRecord/describeError(until:)``).
enum DescriptionTimeLimits {
    /// How long the descriptions of one record may take.
    static let record = DispatchTimeInterval.seconds(1)
    /// How long after a flush begins it still waits for descriptions; the records it writes
    /// after that are written without those that are not done at once.
    static let flush = DispatchTimeInterval.seconds(2)
}
