// `import SwiftUI` also makes Foundation, Combine (`ObservableObject`, `@Published`) and
// Observation (`@Observable`) visible in app code, as the SDK does (see NOT-IN-REFERENCE.md).
@_exported import Combine
@_exported import Foundation
@_exported import Observation
import Accessibility
