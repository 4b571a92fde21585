/// Waits until `condition` holds, checking it again after each yield and, once a thousand
/// yields have passed, every millisecond; gives up after `limit`. Returns whether it held.
///
/// The bound only ends a test that would otherwise hang: on a loaded machine, or while a load
/// test keeps the main actor or the thread pool busy, what takes microseconds on a quiet one
/// can take seconds.
@discardableResult
func eventually(
    within limit: Duration = .seconds(120), isolation: isolated (any Actor)? = #isolation,
    _ condition: () -> Bool
) async -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: limit)
    var checks = 0
    while !condition() {
        guard clock.now < deadline else { return false }
        checks += 1
        if checks < 1_000 {
            await Task.yield()
        } else {
            try? await Task.sleep(for: .milliseconds(1))
        }
    }
    return true
}
