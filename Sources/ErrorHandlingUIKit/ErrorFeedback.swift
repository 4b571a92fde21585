#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// The system's error feedback for the alerts presented through UIKit: the error haptic on
    /// iPhone, nothing where UIKit has no feedback generator (tvOS, visionOS).
    /// ``ErrorCenterHosts/playsErrorFeedbackOnShow(of:)`` decides when it plays; SwiftUI views play
    /// `sensoryFeedback(.error, trigger:)` instead.
    @MainActor
    package enum ErrorFeedback {
        /// Plays the error feedback once.
        package static func play() {
            #if !os(tvOS) && !os(visionOS)
                UINotificationFeedbackGenerator().notificationOccurred(.error)
            #endif
        }
    }
#endif
