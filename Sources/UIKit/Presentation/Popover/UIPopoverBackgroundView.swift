import Foundation

/// The frame and arrow of a popover, for apps that draw their own (spec POP-12): set a
/// subclass as `popoverBackgroundViewClass`. The subclass says how big its arrow is
/// (`arrowBase()`, `arrowHeight()`) and how far in the content sits (`contentViewInsets()`),
/// and draws according to `arrowDirection` and `arrowOffset`, which the popover sets as it
/// places itself. The view covers the whole popover, arrow included.
@preconcurrency @MainActor
open class UIPopoverBackgroundView: UIView {
    /// From the middle of the arrow's edge to the middle of the arrow: positive towards the
    /// right (for an arrow on the top or bottom edge) or down (left or right edge).
    open var arrowOffset: CGFloat = 0
    open var arrowDirection: UIPopoverArrowDirection = .unknown

    /// The arrow's width where it meets the frame. Subclasses must override it.
    open class func arrowBase() -> CGFloat {
        UIKitFailure.raise("UIPopoverBackgroundView.arrowBase(): \(self) must override arrowBase(), arrowHeight() and contentViewInsets().")
        return 0
    }

    /// How far the arrow stands out of the frame. Subclasses must override it.
    open class func arrowHeight() -> CGFloat {
        UIKitFailure.raise("UIPopoverBackgroundView.arrowHeight(): \(self) must override arrowBase(), arrowHeight() and contentViewInsets().")
        return 0
    }

    /// From the frame's edges (the arrow aside) to the content's. Subclasses must override it.
    open class func contentViewInsets() -> UIEdgeInsets {
        UIKitFailure.raise("UIPopoverBackgroundView.contentViewInsets(): \(self) must override arrowBase(), arrowHeight() and contentViewInsets().")
        return .zero
    }

    /// Whether the content keeps the system's rounded corners (true by default); false shows
    /// it square, inside whatever the subclass draws.
    open class var wantsDefaultContentAppearance: Bool { true }

    /// Required: the popover makes the class it is given (docs/porting.md).
    public required override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) { nil }
}
