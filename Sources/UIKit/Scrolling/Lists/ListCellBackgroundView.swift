import Foundation

/// A row's fill: a colour, rounded on the corners that are a section's outer corners
/// (inset-grouped lists round the first row's top and the last row's bottom; sidebars every
/// row), inside optional insets.
///
/// The fill is one subview's background colour, corner radius and border, which the
/// compositor paints directly — not a drawing: a drawn fill would give every row a backing
/// store the size of the row (about 1 MB for a 1366-point row at 2×) and a redraw each time a
/// row is reused. A subview rather than a bare layer, so that it follows the row in animations.
@MainActor
final class ListCellBackgroundView: UIView {
    var fillColor: UIColor? { didSet { if fillColor != oldValue { applyColors() } } }
    var strokeColor: UIColor? { didSet { if strokeColor != oldValue { applyColors() } } }
    /// The stroke's width, drawn inside the fill's edge; zero draws none (UIKit's default).
    var strokeWidth: CGFloat = 0 { didSet { if strokeWidth != oldValue { applyShape() } } }
    var cornerRadius: CGFloat = 0 { didSet { if cornerRadius != oldValue { applyShape() } } }
    var roundedCorners: UIRectCorner = .allCorners { didSet { if roundedCorners != oldValue { applyShape() } } }
    var fillInsets: UIEdgeInsets = .zero { didSet { if fillInsets != oldValue { setNeedsLayout() } } }

    private let fill = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = .clear
        isUserInteractionEnabled = false
        fill.isUserInteractionEnabled = false
        addSubview(fill)
        applyShape()
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        let area = bounds.inset(by: fillInsets)
        fill.frame = area.width > 0 && area.height > 0 ? area : .zero
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        applyColors()
    }

    private func applyColors() {
        fill.backgroundColor = fillColor
        fill.layer.borderColor = strokeColor?.resolvedColor(with: traitCollection).cgColor
    }

    private func applyShape() {
        fill.layer.cornerRadius = max(0, cornerRadius)
        fill.layer.maskedCorners = CACornerMask(rawValue: roundedCorners.rawValue & 0xF)
        fill.layer.borderWidth = strokeWidth.isFinite ? max(0, strokeWidth) : 0
    }
}
