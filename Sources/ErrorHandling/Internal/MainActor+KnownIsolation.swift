extension MainActor {
    /// Runs `body` with `value` now, from code that is not isolated to the main actor but is
    /// known to run on it: `assumeIsolated`, for the hot paths that must not allocate. A closure
    /// given to `assumeIsolated` carries what it captures in a heap block; `body` takes what it
    /// needs as its argument instead, so a closure that captures nothing needs no block.
    ///
    /// The caller must have told by other means that it runs on the main actor, such as being
    /// on the thread of a call isolated to it that has not returned yet. Debug builds check the
    /// isolation too and stop the process when the caller is not on the main actor, as
    /// `assumeIsolated` does; release builds skip that check, which costs about 500
    /// instructions a call on Linux.
    static func runKnownIsolated<Value, Result>(
        _ value: Value, _ body: @MainActor (Value) -> Result
    ) -> Result {
        #if DEBUG
            MainActor.preconditionIsolated()
        #endif
        return withoutActuallyEscaping(body) { escapable in
            // The same cast `assumeIsolated` makes: a synchronous function isolated to the main
            // actor, called on it, is called as any function of its type is.
            unsafeBitCast(escapable, to: ((Value) -> Result).self)(value)
        }
    }
}
