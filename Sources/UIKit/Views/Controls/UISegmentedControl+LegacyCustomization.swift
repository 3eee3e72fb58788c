import Foundation

extension UISegmentedControl {
    /// Where a segment stands, for `setContentPositionAdjustment(_:forSegmentType:barMetrics:)`.
    public enum Segment: Int, Sendable {
        /// Every segment without an offset of its own.
        case any = 0
        case left = 1
        case center = 2
        case right = 3
        /// The only segment.
        case alone = 4
    }

    /// Drawn behind each segment in `state` with `barMetrics`, instead of the track and thumb.
    /// An image that is not resizable is stretched between caps of (width − 1) / 2 points.
    public func setBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics) {
        appearanceSetting(axes: state, barMetrics) { $0.setBackgroundImage(backgroundImage, for: state, barMetrics: barMetrics) }
        legacyCustomization.setBackground(backgroundImage, for: state, metrics: barMetrics)
    }

    public func backgroundImage(for state: UIControl.State, barMetrics: UIBarMetrics) -> UIImage? {
        legacyCustomization.background(for: state, metrics: barMetrics)
    }

    /// Drawn between a segment in `leftState` and one in `rightState` (`.normal`–`.normal`
    /// stands in for pairs without their own).
    public func setDividerImage(_ dividerImage: UIImage?, forLeftSegmentState leftState: UIControl.State,
                                rightSegmentState rightState: UIControl.State, barMetrics: UIBarMetrics) {
        appearanceSetting(axes: leftState, rightState, barMetrics) {
            $0.setDividerImage(dividerImage, forLeftSegmentState: leftState, rightSegmentState: rightState, barMetrics: barMetrics)
        }
        legacyCustomization.setDivider(dividerImage, left: leftState, right: rightState, metrics: barMetrics)
    }

    public func dividerImage(forLeftSegmentState leftState: UIControl.State, rightSegmentState rightState: UIControl.State,
                             barMetrics: UIBarMetrics) -> UIImage? {
        legacyCustomization.divider(left: leftState, right: rightState, metrics: barMetrics)
    }

    /// Moves the title or image of segments at `leftCenterRightOrAlone` (`.any`: every segment
    /// without its own).
    public func setContentPositionAdjustment(_ adjustment: UIOffset, forSegmentType leftCenterRightOrAlone: UISegmentedControl.Segment,
                                             barMetrics: UIBarMetrics) {
        appearanceSetting(axes: leftCenterRightOrAlone, barMetrics) {
            $0.setContentPositionAdjustment(adjustment, forSegmentType: leftCenterRightOrAlone, barMetrics: barMetrics)
        }
        legacyCustomization.setPosition(adjustment, for: leftCenterRightOrAlone, metrics: barMetrics)
    }

    public func contentPositionAdjustment(forSegmentType leftCenterRightOrAlone: UISegmentedControl.Segment,
                                          barMetrics: UIBarMetrics) -> UIOffset {
        legacyCustomization.position(for: leftCenterRightOrAlone, metrics: barMetrics)
    }
}
