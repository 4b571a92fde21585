// SensoryFeedback and View.sensoryFeedback(_:trigger:) — not in REFERENCE.md; the declarations
// of Apple's current documentation (NOT-IN-REFERENCE.md, "SwiftUI"). The availability is kept:
// visionOS gained both in 26.0, later than the package's visionOS 1.

@available(iOS 17.0, macOS 14.0, macCatalyst 17.0, tvOS 17.0, watchOS 10.0, visionOS 26.0, *)
public struct SensoryFeedback {
    public static var error: SensoryFeedback { fatalError() }
}

extension View {
    @available(iOS 17.0, macOS 14.0, macCatalyst 17.0, tvOS 17.0, watchOS 10.0, visionOS 26.0, *)
    nonisolated public func sensoryFeedback<T>(_ feedback: SensoryFeedback, trigger: T) -> some View
    where T: Equatable { fatalError() }
}
