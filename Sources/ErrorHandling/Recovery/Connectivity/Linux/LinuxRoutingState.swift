#if os(Linux)
    /// What the kernel said about links and default routes, and whether that makes the device
    /// online: an interface other than loopback is up, has a carrier, and a unicast default
    /// route of the main table leads through it.
    struct LinuxRoutingState: Equatable, Sendable {
        /// The flags of every link, by index.
        private(set) var linkFlags: [Int32: UInt32] = [:]
        /// The default routes of the main table that lead somewhere.
        private(set) var defaultRoutes: Set<NetlinkRoute> = []

        /// Takes in one message; messages that are not about links or routes change nothing.
        mutating func apply(_ body: NetlinkMessage.Body) {
            switch body {
            case .link(let link, let removed):
                if removed {
                    linkFlags[link.index] = nil
                } else {
                    linkFlags[link.index] = link.flags
                }
                // Taking a link down, or removing it, drops its IPv4 routes without a message
                // about them; a link that only lost its carrier keeps them.
                if removed || link.flags & Netlink.LinkFlags.up == 0 {
                    dropRoutes(through: link.index)
                }
            case .route(let route, let removed, let replacing):
                guard route.isDefaultOfTheMainTable else { return }
                if removed {
                    defaultRoutes.remove(route)
                    return
                }
                if replacing {
                    defaultRoutes = defaultRoutes.filter { !$0.hasTheKernelsKey(of: route) }
                }
                if route.type == Netlink.unicastRoute {
                    defaultRoutes.insert(route)
                }
            case .done, .error, .overrun, .ignored:
                break
            }
        }

        /// Online when a default route leads through a link that carries traffic; a route that
        /// names no interface (a next-hop object) leads through any such link.
        var connectivity: Connectivity {
            let usable = Set(linkFlags.filter { Self.carriesTraffic($0.value) }.keys)
            let reachable = defaultRoutes.contains { route in
                route.outputInterfaces.isEmpty
                    ? !usable.isEmpty : route.outputInterfaces.contains(where: usable.contains)
            }
            return reachable ? .online : .offline
        }

        private static func carriesTraffic(_ flags: UInt32) -> Bool {
            let required = Netlink.LinkFlags.up | Netlink.LinkFlags.running
            return flags & required == required && flags & Netlink.LinkFlags.loopback == 0
        }

        private mutating func dropRoutes(through index: Int32) {
            defaultRoutes = Set(
                defaultRoutes.compactMap { route in
                    guard route.outputInterfaces.contains(index) else { return route }
                    var remaining = route
                    remaining.outputInterfaces.removeAll { $0 == index }
                    return remaining.outputInterfaces.isEmpty ? nil : remaining
                })
        }
    }

    extension NetlinkRoute {
        fileprivate var isDefaultOfTheMainTable: Bool {
            destinationLength == 0 && table == Netlink.mainTable
        }

        /// Whether `other` has the key by which the kernel replaces a route: family, metric and
        /// type of service (the destination is the default for both).
        fileprivate func hasTheKernelsKey(of other: NetlinkRoute) -> Bool {
            family == other.family && priority == other.priority && typeOfService == other.typeOfService
        }
    }
#endif
