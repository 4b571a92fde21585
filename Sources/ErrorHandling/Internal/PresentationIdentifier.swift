import Foundation

/// Makes the identifiers of presentations, their buttons and the retries they start: random
/// version 4 UUIDs, as `UUID()` makes, drawn from the system's random number generator, which
/// takes no lock. `UUID()` itself opens `/dev/urandom` each time on Linux, which costs more
/// than building the rest of a presentation.
enum PresentationIdentifier {
    /// A new identifier.
    static func next() -> UUID {
        var generator = SystemRandomNumberGenerator()
        // Version 4 (random) in the high nibble of byte 6, the RFC 4122 variant in the high bits
        // of byte 8.
        let high = (generator.next() as UInt64) & 0xFFFF_FFFF_FFFF_0FFF | 0x0000_0000_0000_4000
        let low = (generator.next() as UInt64) & 0x3FFF_FFFF_FFFF_FFFF | 0x8000_0000_0000_0000
        return UUID(
            uuid: (
                UInt8(truncatingIfNeeded: high >> 56), UInt8(truncatingIfNeeded: high >> 48),
                UInt8(truncatingIfNeeded: high >> 40), UInt8(truncatingIfNeeded: high >> 32),
                UInt8(truncatingIfNeeded: high >> 24), UInt8(truncatingIfNeeded: high >> 16),
                UInt8(truncatingIfNeeded: high >> 8), UInt8(truncatingIfNeeded: high),
                UInt8(truncatingIfNeeded: low >> 56), UInt8(truncatingIfNeeded: low >> 48),
                UInt8(truncatingIfNeeded: low >> 40), UInt8(truncatingIfNeeded: low >> 32),
                UInt8(truncatingIfNeeded: low >> 24), UInt8(truncatingIfNeeded: low >> 16),
                UInt8(truncatingIfNeeded: low >> 8), UInt8(truncatingIfNeeded: low)
            ))
    }
}
