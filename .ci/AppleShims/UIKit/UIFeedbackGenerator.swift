// UIFeedbackGenerator, UINotificationFeedbackGenerator and its FeedbackType, as Apple's
// documentation shows them for the current SDK (iOS 27): `@MainActor class
// UINotificationFeedbackGenerator`, `func notificationOccurred(_ notificationType:
// UINotificationFeedbackGenerator.FeedbackType)`; not in REFERENCE.md (NOT-IN-REFERENCE.md).

@MainActor @preconcurrency open class UIFeedbackGenerator: NSObject {
    open func prepare() { fatalError() }
}

@MainActor @preconcurrency open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    open func notificationOccurred(_ notificationType: UINotificationFeedbackGenerator.FeedbackType) {
        fatalError()
    }
}

extension UINotificationFeedbackGenerator {
    public enum FeedbackType: Int, @unchecked Sendable {
        case success = 0
        case warning = 1
        case error = 2
    }
}
