import Foundation

/// One of a scroll view's indicators: a thin rounded bar whose length is the visible share
/// of the content, shown while the content moves and faded out shortly after.
@MainActor
final class ScrollIndicatorView: UIView {
    static let thickness: CGFloat = 3
    static let edgeInset: CGFloat = 3
    static let minimumLength: CGFloat = 36
    /// Stretched past an edge, the indicator shrinks down to this.
    static let squashedLength: CGFloat = 7

    let isVertical: Bool
    var style: UIScrollView.IndicatorStyle = .default {
        didSet { backgroundColor = Self.color(for: style) }
    }

    init(isVertical: Bool) {
        self.isVertical = isVertical
        super.init(frame: .zero)
        backgroundColor = Self.color(for: .default)
        layer.cornerRadius = Self.thickness / 2
        isUserInteractionEnabled = false
        alpha = 0
    }

    required init?(coder: NSCoder) { nil }

    private static let dark = UIColor(white: 0, alpha: 0.35)
    private static let light = UIColor(white: 1, alpha: 0.45)

    static func color(for style: UIScrollView.IndicatorStyle) -> UIColor {
        switch style {
        case .default: return UIColor { $0.userInterfaceStyle == .dark ? light : dark }
        case .black: return dark
        case .white: return light
        }
    }

    /// The bar's length and position along its track for a viewport of `visible` points
    /// over `content` points, scrolled to `offset` (0 = start), in a track of `track` points.
    static func placement(visible: CGFloat, content: CGFloat, offset: CGFloat, track: CGFloat) -> (start: CGFloat, length: CGFloat) {
        guard content > visible, track > 0 else { return (0, track) }
        var length = max(minimumLength, track * visible / content)
        let scrollable = content - visible
        let overshoot = offset < 0 ? -offset : max(0, offset - scrollable)
        if overshoot > 0 { length = max(squashedLength, length - overshoot) }
        let progress = min(max(offset / scrollable, 0), 1)
        return ((track - length) * progress, length)
    }
}
