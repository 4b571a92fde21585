/// Finds the first of `values`, from `start` on, that equals `target`.
///
/// Inlinable so that a `.type(value)` written with a concrete `Equatable` type compiles it for
/// that type, in the app's module, where `==` is a direct, often inlined, comparison; called
/// through the type's conformance otherwise.
/// - Returns: The value's index, or `values.count` when none from `start` on equals `target`.
@inlinable
func firstIndex<Value: Equatable>(of target: Value, in values: UnsafeBufferPointer<Value>, from start: Int)
    -> Int
{
    var index = start
    while index < values.count {
        if values[index] == target {
            return index
        }
        index &+= 1
    }
    return values.count
}

/// A search for a value of type `Value` among the expected values of that type, as
/// ``firstIndex(of:in:from:)`` is.
///
/// A struct rather than a bare function type: an optional function is re-wrapped in a thunk
/// each time it is unwrapped and stored again, and a group of 1000 values would call through
/// 1000 of them.
@usableFromInline
struct EqualValueSearch<Value> {
    /// The index of the first value, from the start on, that equals the target; the number of
    /// values when none does.
    let run: (_ target: Value, _ values: UnsafeBufferPointer<Value>, _ start: Int) -> Int

    @usableFromInline
    init(_ run: @escaping (_ target: Value, _ values: UnsafeBufferPointer<Value>, _ start: Int) -> Int) {
        self.run = run
    }
}
