import Foundation

/// Makes the identifiers of presentations, their buttons and the retries they start.
///
/// `UUID()` reads the system's random source each time (on Linux it opens `/dev/urandom`),
/// which costs more than building the rest of a presentation. Identifiers only need to be
/// unique within the process, so they are a random prefix drawn once and a counter.
enum PresentationIdentifier {
    private static let prefix = UInt64.random(in: .min ... .max)
    private static let counter = Locked<UInt64>(0)

    /// A new identifier, unique within this process.
    static func next() -> UUID {
        let count = counter.withLock { count in
            count &+= 1
            return count
        }
        let high = prefix
        return UUID(
            uuid: (
                UInt8(truncatingIfNeeded: high >> 56), UInt8(truncatingIfNeeded: high >> 48),
                UInt8(truncatingIfNeeded: high >> 40), UInt8(truncatingIfNeeded: high >> 32),
                UInt8(truncatingIfNeeded: high >> 24), UInt8(truncatingIfNeeded: high >> 16),
                UInt8(truncatingIfNeeded: high >> 8), UInt8(truncatingIfNeeded: high),
                UInt8(truncatingIfNeeded: count >> 56), UInt8(truncatingIfNeeded: count >> 48),
                UInt8(truncatingIfNeeded: count >> 40), UInt8(truncatingIfNeeded: count >> 32),
                UInt8(truncatingIfNeeded: count >> 24), UInt8(truncatingIfNeeded: count >> 16),
                UInt8(truncatingIfNeeded: count >> 8), UInt8(truncatingIfNeeded: count)
            ))
    }
}
