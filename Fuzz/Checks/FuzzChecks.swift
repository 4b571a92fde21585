/// The invariants the fuzzer checks, in one place: `Fuzz/ErrorHandlingFuzzer.swift` runs them on
/// every input libFuzzer makes, and `FuzzRegressionTests` replays the committed corpus and every
/// input that ever failed through them.
package enum FuzzChecks {
    /// Decodes `bytes` into one case — its first byte chooses an error, text to redact, or text
    /// for a terminal and the width to wrap it to — and checks everything that must hold for it.
    /// - Parameter bytes: Any bytes at all.
    /// - Throws: The first invariant that does not hold.
    package static func check(_ bytes: [UInt8]) throws(FuzzViolation) {
        var input = FuzzBytes(bytes)
        switch input.number(upTo: 2) {
        case 0:
            try ErrorChecks.check(RandomError.make(&input), record: &input)
        case 1:
            try RedactorChecks.check(String(decoding: input.rest(), as: UTF8.self))
        default:
            let width = TerminalChecks.widths.lowerBound + input.number(upTo: TerminalChecks.widths.count - 1)
            try TerminalChecks.check(String(decoding: input.rest(), as: UTF8.self), width: width)
        }
    }
}

/// An invariant that does not hold for an input.
package struct FuzzViolation: Error, CustomStringConvertible {
    /// What does not hold, with the values involved.
    package let description: String
}

/// Throws a ``FuzzViolation`` saying `message` unless `condition` holds.
func require(_ condition: Bool, _ message: @autoclosure () -> String) throws(FuzzViolation) {
    if !condition {
        throw FuzzViolation(description: message())
    }
}
