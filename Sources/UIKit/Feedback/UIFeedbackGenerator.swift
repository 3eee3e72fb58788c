import Foundation

/// Haptic feedback. A computer has no taptic engine, so on Linux feedback is silent, as on a
/// Mac under Catalyst; what an app asks for is recorded for its tests
/// (`HeadlessScreen.feedbackRequests`) and otherwise changes nothing (docs/porting.md).
@preconcurrency @MainActor
open class UIFeedbackGenerator: NSObject {
    public override init() {
        super.init()
    }

    /// Readies the engine for feedback soon. There is none to ready; recorded for tests.
    open func prepare() {
        FeedbackRecord.add("\(Self.kind).prepare")
    }

    class var kind: String { "feedback" }
}
