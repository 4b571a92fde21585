import ErrorHandling
import Foundation

enum NetworkError: Error, Equatable {
    case noInternet
    case timeout
    case server(code: Int)
}

/// Not `Equatable`: matched by its reflected description.
enum PayloadError: Error {
    case failed(id: Int)
}

// Safe: the classes have no stored properties.
class BaseClassError: Error, @unchecked Sendable {}
final class DerivedClassError: BaseClassError, @unchecked Sendable {}

/// Wraps itself: following its chain never ends on its own.
final class SelfWrappingError: UnderlyingErrorProviding {
    var underlyingError: (any Error)? { self }
}

struct WrappingError: UnderlyingErrorProviding {
    let underlyingError: (any Error)?
}

struct CodedError: CustomNSError {
    static let errorDomain = "test.coded"
    let errorCode: Int
}

/// Collects what actions did, from any thread.
final class EventLog: Sendable {
    private let events = Locked<[String]>([])

    func append(_ event: String) {
        events.withLock { $0.append(event) }
    }

    var all: [String] { events.withLock { $0 } }

    /// An action that records `name` and completes at once.
    func recording(_ name: String) -> ActionHandler {
        .perform { _, onCompleted in
            self.append(name)
            onCompleted?()
        }
    }

    /// An action that records `"<prefix> <error>"` and completes at once.
    func recordingError(prefix: String) -> ActionHandler {
        .perform { error, onCompleted in
            self.append("\(prefix) \(error)")
            onCompleted?()
        }
    }
}
