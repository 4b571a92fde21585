extension Error {
    /// Whether this error is a `Value` that `test` accepts.
    ///
    /// Tests without a dynamic cast when the error is exactly of type `Value` (the common
    /// case, and a cast from `any Error` is the slowest part of matching); casts otherwise,
    /// which finds subclasses and bridged errors.
    func isOfType<Value>(_ type: Value.Type, satisfying test: (Value) -> Bool) -> Bool {
        guard Self.self == Value.self else {
            return isCast(to: Value.self, satisfying: test)
        }
        return test(unsafeBitCast(self, to: Value.self))
    }

    // Kept out of line: its optional needs generic metadata that the fast path should not pay for.
    @inline(never)
    private func isCast<Value>(to type: Value.Type, satisfying test: (Value) -> Bool) -> Bool {
        guard let cast = self as? Value else { return false }
        return test(cast)
    }
}
