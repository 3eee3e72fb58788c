import Foundation

/// Feedback for a change of selection (a picker's wheel, a segmented control).
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    override class var kind: String { "selection" }

    open func selectionChanged() {
        FeedbackRecord.add("selection changed")
    }
}
