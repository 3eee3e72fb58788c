import Foundation

/// Where shrunk text goes vertically (`UILabel.baselineAdjustment`, used when
/// `adjustsFontSizeToFitWidth` shrinks a one-line label's font).
public enum UIBaselineAdjustment: Int, Sendable {
    /// The shrunk text's baseline stays where the full-size text's would be.
    case alignBaselines = 0
    /// The shrunk text is centred where the full-size text would be.
    case alignCenters
    /// The shrunk text's top stays where the full-size text's would be.
    case none
}
