package import Foundation

/// The `navigateBack` hooks installed on an ``ErrorCenter`` by the navigation stacks on screen.
///
/// The last one installed and not yet removed is the center's hook; when the last one is
/// removed, the hook that was there before the first was installed comes back. Stacks may
/// leave the screen in any order (tabs, sheets), so removal takes a hook out wherever it is.
package struct NavigationHookStack {
    /// A hook that leaves the screen an error happened on.
    package typealias Hook = @MainActor () -> Void

    private var hooks: [(owner: UUID, hook: Hook)] = []
    private var previous: Hook?

    /// Creates an empty stack.
    package init() {}

    /// The hook the center should have now.
    package var current: Hook? {
        hooks.last?.hook ?? previous
    }

    /// Installs `hook` for `owner`, on top; `existing` is the center's hook before it, kept for
    /// when every installed hook is gone.
    package mutating func install(_ hook: @escaping Hook, for owner: UUID, over existing: Hook?) {
        if hooks.isEmpty {
            previous = existing
        }
        hooks.removeAll { $0.owner == owner }
        hooks.append((owner, hook))
    }

    /// Removes the hook of `owner`.
    /// - Returns: Whether it was installed.
    package mutating func remove(for owner: UUID) -> Bool {
        guard hooks.contains(where: { $0.owner == owner }) else { return false }
        hooks.removeAll { $0.owner == owner }
        return true
    }
}

/// What a navigation stack does to go back one screen.
package enum BackNavigation: Equatable, Sendable {
    /// Remove the last screen of the path.
    case popPath
    /// The path is at its root: dismiss the stack itself (a sheet, a pushed stack).
    case dismissStack

    /// The step for a path that has `pathIsEmpty`.
    package init(pathIsEmpty: Bool) {
        self = pathIsEmpty ? .dismissStack : .popPath
    }
}

extension ErrorCenterHosts {
    /// Installs `hook` as ``ErrorCenter/navigateBack`` for `owner` while it is on screen.
    package func installNavigateBack(for owner: UUID, _ hook: @escaping NavigationHookStack.Hook) {
        navigationHooks.install(hook, for: owner, over: navigateBack)
        navigateBack = navigationHooks.current
    }

    /// Removes the hook of `owner`; the one installed before it, or the original, comes back.
    package func removeNavigateBack(for owner: UUID) {
        guard navigationHooks.remove(for: owner) else { return }
        navigateBack = navigationHooks.current
    }
}
