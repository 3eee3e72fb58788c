import Foundation

/// How a targeted preview looks: the part of the view it shows and what is behind it.
@preconcurrency @MainActor
open class UIPreviewParameters: NSObject {
    /// The part of the view shown, in the view's coordinates; nil shows all of its bounds.
    open var visiblePath: UIBezierPath?
    /// The shape of the preview's shadow; nil follows `visiblePath`.
    open var shadowPath: UIBezierPath?
    /// The color behind the view's content.
    open var backgroundColor: UIColor! = .clear

    public override init() {
        super.init()
    }

    /// Parameters that show the given lines of text, each rectangle (an `NSValue` holding a
    /// `CGRect` in the view's coordinates) rounded and joined.
    public init(textLineRects lineRects: [NSValue]) {
        super.init()
        let path = UIBezierPath()
        for value in lineRects {
            path.append(UIBezierPath(roundedRect: value.cgRectValue.insetBy(dx: -4, dy: -2), cornerRadius: 4))
        }
        visiblePath = path
    }
}
