import UIKit

extension HeadlessScreen {
    /// The haptic feedback the app asked for since `clearFeedbackRequests()`, oldest first:
    /// "impact medium 1.0", "selection changed", "notification success", "impact.prepare" …
    /// (feedback is silent on a computer; this is how a test sees it was asked for).
    public var feedbackRequests: [String] { FeedbackRecord.requests }

    public func clearFeedbackRequests() { FeedbackRecord.clear() }
}
