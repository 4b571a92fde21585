/// Waits until `condition` holds, checking it again after a few yields and then after sleeps
/// that grow from 1 to 20 milliseconds; gives up after `limit`. Returns whether it held.
///
/// The bound only ends a test that would otherwise hang: on a loaded machine, or while a load
/// test keeps the main actor or the thread pool busy, what takes microseconds on a quiet one
/// can take seconds; under ThreadSanitizer, a test that blocks the main actor on purpose holds
/// it for minutes, and every main-actor test waits that long. The sleeps keep a waiting test from taking the time of the work it waits
/// for, on its actor or on the machine's cores.
@discardableResult
func eventually(
    within limit: Duration = .seconds(600), isolation: isolated (any Actor)? = #isolation,
    _ condition: () -> Bool
) async -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: limit)
    var checks = 0
    var pause = Duration.milliseconds(1)
    while !condition() {
        guard clock.now < deadline else { return false }
        checks += 1
        if checks <= 10 {
            await Task.yield()
        } else {
            try? await Task.sleep(for: pause)
            pause = min(pause * 2, .milliseconds(20))
        }
    }
    return true
}
