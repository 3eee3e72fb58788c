import Foundation

/// Feedback for a task's outcome.
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackType: Int, Sendable {
        case success = 0, warning = 1, error = 2
    }

    override class var kind: String { "notification" }

    open func notificationOccurred(_ notificationType: FeedbackType) {
        FeedbackRecord.add("notification \(notificationType)")
    }
}
