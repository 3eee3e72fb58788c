import Foundation

/// A row's fill: a colour, rounded on the corners that are a section's outer corners
/// (inset-grouped lists round the first row's top and the last row's bottom; sidebars every
/// row), inside optional insets.
@MainActor
final class ListCellBackgroundView: UIView {
    var fillColor: UIColor? { didSet { setNeedsDisplay() } }
    var strokeColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The stroke's width, drawn inside the fill's edge; zero draws none (UIKit's default).
    var strokeWidth: CGFloat = 0 { didSet { if strokeWidth != oldValue { setNeedsDisplay() } } }
    var cornerRadius: CGFloat = 0 { didSet { if cornerRadius != oldValue { setNeedsDisplay() } } }
    var roundedCorners: UIRectCorner = .allCorners { didSet { if roundedCorners != oldValue { setNeedsDisplay() } } }
    var fillInsets: UIEdgeInsets = .zero { didSet { if fillInsets != oldValue { setNeedsDisplay() } } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = .clear
        contentMode = .redraw
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        let area = bounds.inset(by: fillInsets)
        guard area.width > 0, area.height > 0 else { return }
        let path = cornerRadius > 0 && !roundedCorners.isEmpty
            ? UIBezierPath(roundedRect: area, byRoundingCorners: roundedCorners, cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
            : UIBezierPath(rect: area)
        if let fillColor {
            fillColor.setFill()
            path.fill()
        }
        if let strokeColor, strokeWidth > 0, strokeWidth.isFinite {
            let inner = area.insetBy(dx: strokeWidth / 2, dy: strokeWidth / 2)
            let radius = max(0, cornerRadius - strokeWidth / 2)
            let outline = radius > 0 && !roundedCorners.isEmpty
                ? UIBezierPath(roundedRect: inner, byRoundingCorners: roundedCorners, cornerRadii: CGSize(width: radius, height: radius))
                : UIBezierPath(rect: inner)
            outline.lineWidth = strokeWidth
            strokeColor.setStroke()
            outline.stroke()
        }
    }
}
