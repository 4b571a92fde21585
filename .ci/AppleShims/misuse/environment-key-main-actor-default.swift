// An EnvironmentKey default value is read from any isolation; a main-actor object cannot be one.
// expect: main actor-isolated default value in a nonisolated context
import SwiftUI

@MainActor final class Store {
    init() {}
}

struct StoreKey: EnvironmentKey {
    static let defaultValue = Store()
}
