// An EnvironmentKey default value is read from any isolation: a `static var` is shared mutable state.
// expect: static property 'defaultValue' is not concurrency-safe because it is nonisolated global shared mutable state
import SwiftUI

struct RetryCountKey: EnvironmentKey {
    static var defaultValue = 3
}
