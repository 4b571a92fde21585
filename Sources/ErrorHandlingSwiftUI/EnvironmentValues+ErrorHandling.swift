#if canImport(SwiftUI)
    public import ErrorHandling
    public import SwiftUI

    extension EnvironmentValues {
        /// The center of the nearest ``SwiftUI/View/errorHandling(_:)`` above this view; `nil`
        /// outside any host.
        public var errorCenter: ErrorCenter? {
            get { self[ErrorCenterKey.self] }
            set { self[ErrorCenterKey.self] = newValue }
        }

        /// The handler errors reported here go through: the nearest
        /// ``SwiftUI/View/onError(_:perform:)`` rule's, else the center's
        /// ``/ErrorHandling/ErrorCenter/handler``. Outside any host, a handler that writes each error to
        /// standard error and shows nothing.
        public var errorHandler: ErrorHandler {
            get { self[ErrorHandlerKey.self] }
            set { self[ErrorHandlerKey.self] = newValue }
        }

        /// Reports an error to ``errorCenter`` through ``errorHandler``:
        /// `@Environment(\.reportError) private var reportError`, then `reportError(error)`.
        public var reportError: ReportErrorAction {
            ReportErrorAction(center: errorCenter, handler: errorHandler)
        }

        /// How many hosts of each center enclose this view.
        var errorHostNesting: HostNesting {
            get { self[HostNestingKey.self] }
            set { self[HostNestingKey.self] = newValue }
        }
    }

    /// `nil`: no center outside a host. A `nil` of a main-actor class is a `Sendable` constant.
    private struct ErrorCenterKey: EnvironmentKey {
        static let defaultValue: ErrorCenter? = nil
    }

    /// `ErrorHandler` is `Sendable` and its fallback is made nonisolated, so reading the
    /// default from any isolation is safe.
    private struct ErrorHandlerKey: EnvironmentKey {
        static let defaultValue: ErrorHandler = .standardErrorOnly
    }

    private struct HostNestingKey: EnvironmentKey {
        static let defaultValue = HostNesting()
    }
#endif
