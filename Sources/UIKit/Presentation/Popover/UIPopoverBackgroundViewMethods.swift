import Foundation

/// The metrics a popover background view class gives its popover: the arrow's base and height,
/// and how far in the content sits.
@preconcurrency @MainActor
public protocol UIPopoverBackgroundViewMethods {
    static func arrowBase() -> CGFloat
    static func contentViewInsets() -> UIEdgeInsets
    static func arrowHeight() -> CGFloat
}

extension UIPopoverBackgroundView: UIPopoverBackgroundViewMethods {}
