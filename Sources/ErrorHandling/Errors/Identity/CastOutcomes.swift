/// Whether one object error was found to cast to each of the last few types with a key it was
/// cast to: a cast from an object to a struct or enum costs as much as trying a dozen rules,
/// and one error meets rules naming the same types again and again. Held inline, so
/// remembering allocates nothing.
struct CastOutcomes {
    /// The types, by ``ErrorTypeKey/bits``; 0 in a slot not taken yet.
    private var types = SIMD4<UInt>()
    /// Bit `slot` is set when the cast to the type in that slot succeeded.
    private var successes: UInt8 = 0
    /// The slot the next outcome takes: the oldest once every slot is taken.
    private var nextSlot = 0

    /// Whether the cast to the type of `key` succeeded; `nil` when it is not remembered.
    func outcome(for key: ErrorTypeKey) -> Bool? {
        for slot in 0..<types.scalarCount where types[slot] == key.bits {
            return successes & (1 << slot) != 0
        }
        return nil
    }

    /// Remembers whether the cast to the type of `key` succeeded, in place of the oldest outcome
    /// when every slot is taken.
    mutating func remember(_ succeeded: Bool, for key: ErrorTypeKey) {
        types[nextSlot] = key.bits
        if succeeded {
            successes |= 1 << nextSlot
        } else {
            successes &= ~(1 << nextSlot)
        }
        nextSlot = (nextSlot + 1) % types.scalarCount
    }
}
