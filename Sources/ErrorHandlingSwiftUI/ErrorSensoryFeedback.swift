#if canImport(SwiftUI)
    import ErrorHandling
    import SwiftUI

    /// Plays SwiftUI's error feedback (the error haptic on iPhone and Apple Watch) each time
    /// `trigger` changes; ``ErrorFeedbackTrigger`` says when. visionOS has it from 26.
    struct ErrorSensoryFeedback: ViewModifier {
        let trigger: ErrorFeedbackTrigger

        func body(content: Content) -> some View {
            if #available(visionOS 26.0, *) {
                content.sensoryFeedback(.error, trigger: trigger)
            } else {
                content
            }
        }
    }
#endif
