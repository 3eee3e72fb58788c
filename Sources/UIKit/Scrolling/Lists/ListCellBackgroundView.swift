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
    /// How far the stroke stands outside the fill's edge; 0 draws it inside (as a border).
    var strokeOutset: CGFloat = 0 { didSet { if strokeOutset != oldValue { applyShape(); applyColors(); setNeedsLayout() } } }
    /// An effect behind the fill, in its shape.
    var visualEffect: UIVisualEffect? {
        didSet {
            guard visualEffect != oldValue else { return }
            // The effect lies under the fill, which then needs a view of its own.
            placeFill()
            if let visualEffect {
                let view = effectView ?? UIVisualEffectView(effect: nil)
                view.effect = visualEffect
                view.isUserInteractionEnabled = false
                view.clipsToBounds = true
                if view.superview !== self { insertSubview(view, at: 0) }
                effectView = view
            } else {
                effectView?.removeFromSuperview()
                effectView = nil
            }
            applyShape()
            setNeedsLayout()
        }
    }
    /// The stroke while it stands outside the fill.
    private var outsetStroke: UIView?
    private var effectView: UIVisualEffectView?

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

    /// Moves the fill to a subview when there are insets or an effect under it, back to this
    /// view when not.
    private func placeFill() {
        if fillInsets == .zero && visualEffect == nil {
            guard let insetFill else { return }
            insetFill.removeFromSuperview()
            self.insetFill = nil
        } else {
            guard insetFill == nil else { return setNeedsLayout() }
            let view = UIView()
            view.isUserInteractionEnabled = false
            insertSubview(view, at: effectView == nil ? 0 : 1)
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
        effectView?.frame = frame
        outsetStroke?.frame = frame.insetBy(dx: -strokeOutset, dy: -strokeOutset)
    }

    /// A background configuration's fill, stroke, insets and custom view, its colours resolved
    /// for `tint`: `overridingFill` (a selected row's) wins over the configuration's colour,
    /// which wins over `defaultFill`. Nil clears what a configuration set. The corners are the
    /// caller's: lists round them by the row's place in its section.
    func apply(_ configuration: UIBackgroundConfiguration?, tint: UIColor, overridingFill: UIColor? = nil, defaultFill: UIColor? = nil,
               layoutMargins: NSDirectionalEdgeInsets = .zero) {
        fillColor = overridingFill ?? configuration?.resolvedBackgroundColor(for: tint) ?? defaultFill
        strokeColor = configuration?.resolvedStrokeColor(for: tint)
        strokeWidth = configuration?.strokeWidth ?? 0
        strokeOutset = configuration?.strokeOutset.isFinite == true ? configuration!.strokeOutset : 0
        visualEffect = configuration?.visualEffect
        var insets = configuration?.backgroundInsets ?? .zero
        let edges = configuration?.edgesAddingLayoutMarginsToBackgroundInsets ?? []
        if edges.contains(.top) { insets.top += layoutMargins.top }
        if edges.contains(.leading) { insets.leading += layoutMargins.leading }
        if edges.contains(.bottom) { insets.bottom += layoutMargins.bottom }
        if edges.contains(.trailing) { insets.trailing += layoutMargins.trailing }
        let leftToRight = effectiveUserInterfaceLayoutDirection == .leftToRight
        fillInsets = UIEdgeInsets(top: insets.top, left: leftToRight ? insets.leading : insets.trailing,
                                  bottom: insets.bottom, right: leftToRight ? insets.trailing : insets.leading)
        customView = configuration?.customView
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        applyColors()
    }

    private func applyColors() {
        fill.backgroundColor = fillColor
        let stroke = strokeColor?.resolvedColor(with: traitCollection).cgColor
        fill.layer.borderColor = stroke
        outsetStroke?.layer.borderColor = stroke
    }

    private func applyShape() {
        let corners = CACornerMask(rawValue: roundedCorners.rawValue & 0xF)
        let width = strokeWidth.isFinite ? max(0, strokeWidth) : 0
        fill.layer.cornerRadius = max(0, cornerRadius)
        fill.layer.maskedCorners = corners
        // Inside the fill's edge as its border; outside it, a ring of its own around the fill.
        fill.layer.borderWidth = strokeOutset == 0 ? width : 0
        if strokeOutset != 0, width > 0 {
            let ring = outsetStroke ?? {
                let view = UIView()
                view.isUserInteractionEnabled = false
                addSubview(view)
                return view
            }()
            ring.layer.borderWidth = width
            ring.layer.borderColor = strokeColor?.resolvedColor(with: traitCollection).cgColor
            ring.layer.cornerRadius = cornerRadius > 0 ? max(0, cornerRadius + strokeOutset) : 0
            ring.layer.maskedCorners = corners
            outsetStroke = ring
            setNeedsLayout()
        } else {
            outsetStroke?.removeFromSuperview()
            outsetStroke = nil
        }
        for view in [customView, effectView] as [UIView?] {
            view?.layer.cornerRadius = max(0, cornerRadius)
            view?.layer.maskedCorners = corners
        }
    }
}
