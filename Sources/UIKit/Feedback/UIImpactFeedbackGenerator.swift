import Foundation

/// Feedback for a collision or a snap into place.
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackStyle: Int, Sendable {
        case light = 0, medium = 1, heavy = 2, soft = 3, rigid = 4
    }

    public let style: FeedbackStyle

    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    public convenience override init() {
        self.init(style: .medium)
    }

    override class var kind: String { "impact" }

    open func impactOccurred() {
        impactOccurred(intensity: 1)
    }

    /// `intensity` from 0 to 1 (values outside are clamped, as UIKit does).
    open func impactOccurred(intensity: CGFloat) {
        let clamped = intensity.isFinite ? min(max(intensity, 0), 1) : 1
        FeedbackRecord.add("impact \(style) \(clamped)")
    }
}
