import ErrorHandlingFuzzChecks

/// libFuzzer's entry point: runs ``FuzzChecks/check(_:)`` on one input and stops the process
/// when an invariant does not hold, which libFuzzer reports as a finding with the input.
/// - Parameters:
///   - start: The input's first byte.
///   - count: How many bytes the input has.
/// - Returns: 0, libFuzzer's "keep going".
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    do {
        try FuzzChecks.check(Array(UnsafeRawBufferPointer(start: start, count: count)))
    } catch {
        fatalError("fuzz check failed: \(error)")
    }
    return 0
}
