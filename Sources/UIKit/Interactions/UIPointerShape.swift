import Foundation

/// The shape the pointer takes (spec PTR-02).
///
/// Alongside a content effect, rectangles and paths are in the coordinates of the effect's
/// preview's container (the previewed view's superview); alone, they are centred on the
/// pointer. On Linux the desktop pointer stays: beams become the text pointers, and the other
/// shapes shape the highlight the pointer becomes (see `docs/porting.md`).
public enum UIPointerShape: Sendable {
    case path(UIBezierPath)
    case roundedRect(CGRect, radius: CGFloat = UIPointerShape.defaultCornerRadius)
    case verticalBeam(length: CGFloat)
    case horizontalBeam(length: CGFloat)

    /// The corner radius of rounded-rectangle shapes that do not give one.
    public static let defaultCornerRadius: CGFloat = 8
}

extension UIBezierPath: @unchecked Sendable {}
