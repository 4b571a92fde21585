package import Foundation

/// The root views of one ``ErrorCenter`` that present in their windows, and which window each
/// presentation is shown in.
///
/// Every root on screen (one per scene on iPad) registers the window it is in. A presentation
/// is shown in one window only: the one it was first placed in, as long as that root stays on
/// screen; else the key window among the roots; else the window of the root registered last.
/// A root whose window has no root controller is skipped. When a root leaves, the
/// presentations placed in it are placed again on the next request, or wait for a root.
package struct WindowRoots<Window: PresentingWindow> {
    private var roots: [(id: UUID, window: Window)] = []
    private var placements: [ErrorPresentation.ID: UUID] = [:]

    /// Creates a registry without roots.
    package init() {}

    /// Whether no root is registered.
    package var isEmpty: Bool { roots.isEmpty }

    /// Registers the root `id`, in `window`; registering it again moves it to the end.
    package mutating func add(_ id: UUID, window: Window) {
        roots.removeAll { $0.id == id }
        roots.append((id, window))
    }

    /// Notes that the root `id` left the screen.
    /// - Returns: The presentations that were placed in its window, to show elsewhere.
    @discardableResult
    package mutating func remove(_ id: UUID) -> [ErrorPresentation.ID] {
        roots.removeAll { $0.id == id }
        let moved = placements.filter { $0.value == id }.map(\.key)
        for presentation in moved {
            placements[presentation] = nil
        }
        return moved
    }

    /// The window to show `presentation` in now, which it keeps from now on; `nil` while no
    /// root is in a window.
    @MainActor
    package mutating func window(for presentation: ErrorPresentation.ID) -> Window? {
        let available = roots.filter { $0.window.rootController != nil }
        if let placed = placements[presentation], let root = available.first(where: { $0.id == placed }) {
            return root.window
        }
        guard let chosen = available.last(where: { $0.window.isKeyWindow }) ?? available.last else {
            return nil
        }
        placements[presentation] = chosen.id
        return chosen.window
    }

    /// Forgets where `presentation` was shown, once it has left the screen.
    package mutating func release(_ presentation: ErrorPresentation.ID) {
        placements[presentation] = nil
    }
}
