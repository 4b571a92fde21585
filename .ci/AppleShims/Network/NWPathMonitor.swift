// NWPathMonitor and NWPath of Apple's Network module, as much as NetworkConnectivityMonitor
// uses. Declarations from Apple's current documentation (see NOT-IN-REFERENCE.md).
public import Dispatch

final public class NWPathMonitor: @unchecked Sendable {
    public init() { fatalError() }

    @preconcurrency final public var pathUpdateHandler: (@Sendable (NWPath) -> Void)? {
        get { fatalError() }
        set { fatalError() }
    }

    final public func start(queue: DispatchQueue) { fatalError() }
    final public func cancel() { fatalError() }
}

public struct NWPath {
    public enum Status {
        case satisfied
        case unsatisfied
        case requiresConnection
    }

    public let status: NWPath.Status
}
