extension Error {
    /// What `body` makes of this error as a `Value`; `nil` when it is not one.
    ///
    /// Without a dynamic cast when the error is exactly of type `Value` (the common case, and a
    /// cast from `any Error` is the slowest part of matching); with one otherwise, which finds
    /// subclasses and bridged errors.
    func applying<Value, Result>(_ body: (Value) -> Result, asA type: Value.Type) -> Result? {
        guard Self.self == Value.self else {
            return castApplying(body)
        }
        return body(unsafeBitCast(self, to: Value.self))
    }

    // Kept out of line: its optional needs generic metadata that the fast path should not pay for.
    @inline(never)
    private func castApplying<Value, Result>(_ body: (Value) -> Result) -> Result? {
        guard let cast = self as? Value else { return nil }
        return body(cast)
    }
}
