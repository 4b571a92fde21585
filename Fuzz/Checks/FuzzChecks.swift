/// The invariants the fuzzer checks, in one place: `Fuzz/ErrorHandlingFuzzer.swift` runs them on
/// every input libFuzzer makes, and `FuzzRegressionTests` replays the committed corpus and every
/// input that ever failed through them.
package enum FuzzChecks {
    /// Decodes `bytes` into one case — its first byte chooses an error, text to redact, text for
    /// a terminal and the width to wrap it to, or a strings table file — and checks everything
    /// that must hold for it.
    /// - Parameter bytes: Any bytes at all.
    /// - Throws: The first invariant that does not hold.
    package static func check(_ bytes: [UInt8]) throws(FuzzViolation) {
        var input = FuzzBytes(bytes)
        switch input.number(upTo: 3) {
        case 0:
            try ErrorChecks.check(RandomError.make(&input), record: &input)
        case 1:
            try RedactorChecks.check(String(decoding: input.rest(), as: UTF8.self))
        case 2:
            let width = TerminalChecks.widths.lowerBound + input.number(upTo: TerminalChecks.widths.count - 1)
            try TerminalChecks.check(String(decoding: input.rest(), as: UTF8.self), width: width)
        default:
            try StringsTableChecks.check(Array(input.rest()))
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
