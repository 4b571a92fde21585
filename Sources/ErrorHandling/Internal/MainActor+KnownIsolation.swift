extension MainActor {
    /// Runs `body` with `value` now, from code that is not isolated to the main actor but is
    /// known to run on it: `assumeIsolated`, for the hot paths that must not allocate. A closure
    /// given to `assumeIsolated` carries what it captures in a heap block; `body` takes what it
    /// needs as its argument instead, so a closure that captures nothing needs no block.
    ///
    /// Stops the process when the caller is not on the main actor, as `assumeIsolated` does.
    static func runKnownIsolated<Value, Result>(
        _ value: Value, _ body: @MainActor (Value) -> Result
    ) -> Result {
        MainActor.preconditionIsolated()
        return withoutActuallyEscaping(body) { escapable in
            // The same cast `assumeIsolated` makes: a synchronous function isolated to the main
            // actor, called on it, is called as any function of its type is.
            unsafeBitCast(escapable, to: ((Value) -> Result).self)(value)
        }
    }
}
