import Foundation

/// A row's fill: a colour, rounded on the corners that are a section's outer corners
/// (inset-grouped lists round the first row's top and the last row's bottom; sidebars every
/// row), inside optional insets.
///
/// The fill is a layer's background colour, corner radius and border, which the compositor
/// paints directly — not a drawing: a drawn fill would give every row a backing store the size
/// of the row (about 1 MB for a 1366-point row at 2×) and a redraw each time a row is reused.
/// The layer is this view's own, or with insets a subview's (a view rather than a bare layer,
/// so that it follows the row in animations); most rows have no insets and one view less.
@MainActor
final class ListCellBackgroundView: UIView {
    var fillColor: UIColor? { didSet { if fillColor != oldValue { applyColors() } } }
    var strokeColor: UIColor? { didSet { if strokeColor != oldValue { applyColors() } } }
    /// The stroke's width, drawn inside the fill's edge; zero draws none (UIKit's default).
    var strokeWidth: CGFloat = 0 { didSet { if strokeWidth != oldValue { applyShape() } } }
    var cornerRadius: CGFloat = 0 { didSet { if cornerRadius != oldValue { applyShape() } } }
    var roundedCorners: UIRectCorner = .allCorners { didSet { if roundedCorners != oldValue { applyShape() } } }
    var fillInsets: UIEdgeInsets = .zero { didSet { if fillInsets != oldValue { placeFill() } } }

    /// A configuration's own view, inside the insets above the fill, clipped to its corners.
    var customView: UIView? {
        didSet {
            guard customView !== oldValue else { return }
            if oldValue?.superview === self { oldValue?.removeFromSuperview() }
            if let customView {
                addSubview(customView)
                customView.clipsToBounds = true
                applyShape()
                setNeedsLayout()
            }
        }
    }

    /// The subview that carries the fill while there are insets.
    private var insetFill: UIView?
    /// The view whose layer paints the fill.
    private var fill: UIView { insetFill ?? self }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        isUserInteractionEnabled = false
        applyShape()
    }

    required init?(coder: NSCoder) { nil }

    /// Moves the fill to a subview when there are insets, back to this view when not.
    private func placeFill() {
        if fillInsets == .zero {
            guard let insetFill else { return }
            insetFill.removeFromSuperview()
            self.insetFill = nil
        } else {
            guard insetFill == nil else { return setNeedsLayout() }
            let view = UIView()
            view.isUserInteractionEnabled = false
            insertSubview(view, at: 0)
            insetFill = view
            backgroundColor = nil
            layer.borderWidth = 0
            layer.cornerRadius = 0
        }
        applyColors()
        applyShape()
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let area = bounds.inset(by: fillInsets)
        let frame = area.width > 0 && area.height > 0 ? area : .zero
        insetFill?.frame = frame
        customView?.frame = frame
    }

    /// A background configuration's fill, stroke, insets and custom view, its colours resolved
    /// for `tint`: `overridingFill` (a selected row's) wins over the configuration's colour,
    /// which wins over `defaultFill`. Nil clears what a configuration set. The corners are the
    /// caller's: lists round them by the row's place in its section.
    func apply(_ configuration: UIBackgroundConfiguration?, tint: UIColor, overridingFill: UIColor? = nil, defaultFill: UIColor? = nil) {
        fillColor = overridingFill ?? configuration?.resolvedBackgroundColor(for: tint) ?? defaultFill
        strokeColor = configuration?.resolvedStrokeColor(for: tint)
        strokeWidth = configuration?.strokeWidth ?? 0
        let insets = configuration?.backgroundInsets ?? .zero
        fillInsets = UIEdgeInsets(top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing)
        customView = configuration?.customView
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
        customView?.layer.cornerRadius = max(0, cornerRadius)
        customView?.layer.maskedCorners = CACornerMask(rawValue: roundedCorners.rawValue & 0xF)
    }
}
