/// The tasks that take each toast off the screen when its time is up.
///
/// The center cancels them when it goes away, so that no task is left waiting on its clock
/// (a manual clock in tests is never advanced past them).
final class ToastTimers: Sendable {
    private let tasks = Locked<[ErrorPresentation.ID: Task<Void, Never>]>([:])

    /// Keeps `task` as the timer of the toast `id`.
    func start(_ task: Task<Void, Never>, for id: ErrorPresentation.ID) {
        tasks.withLock { $0[id] = task }
    }

    /// Forgets the timer of the toast `id`, cancelling it when it has not fired.
    func stop(_ id: ErrorPresentation.ID) {
        tasks.withLock { $0.removeValue(forKey: id) }?.cancel()
    }

    /// Cancels every timer.
    func cancelAll() {
        let all = tasks.withLock { tasks in
            defer { tasks.removeAll() }
            return Array(tasks.values)
        }
        for task in all {
            task.cancel()
        }
    }
}
