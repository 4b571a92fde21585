package import Foundation

/// The hosts of one ``ErrorCenter`` that are on screen, so that only the innermost one presents;
/// ``ErrorCenterHosts`` keeps it.
///
/// A SwiftUI host registers while it is on screen, with its depth: how many hosts of the same
/// center and lane enclose it (``HostNesting``). The presenter of a lane is the deepest host
/// registered in it; among hosts equally deep, the one registered last.
package struct HostRegistry: Sendable, Equatable {
    /// What a host shows.
    package enum Lane: Sendable, Hashable {
        /// The alert or action sheet in ``ErrorCenter/current``.
        case alerts
        /// The toasts in ``ErrorCenter/toasts``.
        case toasts
    }

    private struct Entry: Sendable, Equatable {
        let host: UUID
        let lane: Lane
        let depth: Int
    }

    /// The depth of a root that presents through its window (`errorHandling(_:)` on iOS and
    /// macOS): deeper than any SwiftUI host, so those leave its lane to it while it is on
    /// screen, and never show a second alert for the same presentation.
    package static let windowLevel = Int.max

    /// The registered hosts, oldest registration first.
    private var entries: [Entry] = []

    /// Creates a registry without hosts.
    package init() {}

    /// Registers `host` as on screen; registering it again moves it to the end.
    package mutating func register(_ host: UUID, lane: Lane, depth: Int) {
        unregister(host)
        entries.append(Entry(host: host, lane: lane, depth: depth))
    }

    /// Notes that `host` left the screen.
    package mutating func unregister(_ host: UUID) {
        entries.removeAll { $0.host == host }
    }

    /// The host that presents `lane`: the deepest, the latest registered among equals.
    package func presenter(of lane: Lane) -> UUID? {
        var best: Entry?
        for entry in entries where entry.lane == lane && entry.depth >= (best?.depth ?? Int.min) {
            best = entry
        }
        return best?.host
    }
}

/// How many hosts of each center enclose a place in the view tree, per lane; the SwiftUI layer
/// passes it down the environment.
package struct HostNesting: Sendable {
    private struct Key: Hashable, Sendable {
        let hosts: ObjectIdentifier
        let lane: HostRegistry.Lane
    }

    private var depths: [Key: Int] = [:]
    /// The lanes that a root of a center encloses here presents through its window.
    private var windowLevelLanes: Set<Key> = []

    /// Nesting outside any host.
    package init() {}

    /// The depth of a new host here among a center's `hosts`: 0 outside any of them of `lane`.
    package func depth(of hosts: ErrorCenterHosts, lane: HostRegistry.Lane) -> Int {
        depths[Key(hosts: ObjectIdentifier(hosts), lane: lane)] ?? 0
    }

    /// The nesting inside a host, among a center's `hosts`, placed here.
    package func entering(_ hosts: ErrorCenterHosts, lane: HostRegistry.Lane) -> HostNesting {
        var copy = self
        copy.depths[Key(hosts: ObjectIdentifier(hosts), lane: lane)] = depth(of: hosts, lane: lane) + 1
        return copy
    }

    /// The nesting inside a root, among a center's `hosts`, that presents `lanes` through its
    /// window (`errorHandling(_:)` on iOS and macOS).
    package func enteringWindowLevelRoot(of hosts: ErrorCenterHosts, lanes: [HostRegistry.Lane])
        -> HostNesting
    {
        var copy = self
        for lane in lanes {
            copy.windowLevelLanes.insert(Key(hosts: ObjectIdentifier(hosts), lane: lane))
        }
        return copy
    }

    /// Whether a root, among a center's `hosts`, that presents `lane` through its window
    /// encloses this place.
    package func isInsideWindowLevelRoot(of hosts: ErrorCenterHosts, lane: HostRegistry.Lane) -> Bool {
        windowLevelLanes.contains(Key(hosts: ObjectIdentifier(hosts), lane: lane))
    }
}

extension ErrorCenterHosts {
    /// Registers a host as on screen with its depth (see ``HostRegistry``).
    package func register(_ host: UUID, lane: HostRegistry.Lane, depth: Int) {
        registry.register(host, lane: lane, depth: depth)
    }

    /// Registers a SwiftUI host placed at `nesting` as on screen, with its depth there; not at
    /// all inside a window-level root of its lane, which presents that lane. That root registers
    /// only after the view update that made it: a host inside, registered on appearing, would
    /// present an alert for a moment, and the root would then show it a second time.
    package func register(_ host: UUID, lane: HostRegistry.Lane, at nesting: HostNesting) {
        guard !nesting.isInsideWindowLevelRoot(of: self, lane: lane) else { return }
        register(host, lane: lane, depth: nesting.depth(of: self, lane: lane))
    }

    /// Notes that a host left the screen.
    package func unregister(_ host: UUID) {
        registry.unregister(host)
    }

    /// Whether `host` is the one that presents `lane` now.
    package func isPresenter(_ host: UUID, of lane: HostRegistry.Lane) -> Bool {
        registry.presenter(of: lane) == host
    }
}
