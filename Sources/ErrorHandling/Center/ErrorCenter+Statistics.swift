extension ErrorCenter {
    /// What an ``ErrorCenter`` did with the errors reported to it.
    ///
    /// Every report ends in exactly one of ``presented``, ``coalesced``, ``dropped`` and
    /// ``handledWithoutPresentation``, so once every report has reached the main actor (see
    /// ``ErrorCenter/waitUntilIdle()``) `reported` equals their sum. A cancellation is not a
    /// failure to show: it counts in ``cancelled`` only, never in `reported`.
    public struct Statistics: Sendable, Equatable {
        /// How many errors were reported, including errors the center presents again after a
        /// retry failed.
        public var reported: Int
        /// How many reports were accepted as a new presentation that was not dropped later.
        public var presented: Int
        /// How many reports raised the ``ErrorPresentation/occurrences`` of a presentation
        /// already on screen or waiting, instead of adding one.
        public var coalesced: Int
        /// How many presentations were dropped to keep within the center's capacity.
        public var dropped: Int
        /// How many reports were handled by rules that presented nothing on the center.
        public var handledWithoutPresentation: Int
        /// How many cancellations were reported: logged, never shown, and not counted in
        /// ``reported``.
        public var cancelled: Int

        /// Creates statistics; all zero by default.
        /// - Parameters:
        ///   - reported: How many errors were reported.
        ///   - presented: How many became a presentation that was not dropped.
        ///   - coalesced: How many were folded into an existing presentation.
        ///   - dropped: How many presentations were dropped.
        ///   - handledWithoutPresentation: How many were handled without a presentation.
        ///   - cancelled: How many cancellations were reported.
        public init(
            reported: Int = 0,
            presented: Int = 0,
            coalesced: Int = 0,
            dropped: Int = 0,
            handledWithoutPresentation: Int = 0,
            cancelled: Int = 0
        ) {
            self.cancelled = cancelled
            self.reported = reported
            self.presented = presented
            self.coalesced = coalesced
            self.dropped = dropped
            self.handledWithoutPresentation = handledWithoutPresentation
        }
    }
}
