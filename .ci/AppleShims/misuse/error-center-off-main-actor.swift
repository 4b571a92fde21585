// The center's state is main-actor state: a background task reports, it does not read `current`.
// expect: main actor-isolated property 'current' can not be referenced from a nonisolated context
import ErrorHandlingSwiftUI
import SwiftUI

nonisolated func hasAlert(_ center: ErrorCenter) -> Bool {
    center.current != nil
}
