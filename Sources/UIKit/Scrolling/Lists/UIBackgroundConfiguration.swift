import Foundation

/// A cell's background: a colour (or a view), its corner radius and insets. The list styles
/// follow the cell's state in `updated(for:)`: highlighted and selected rows turn grey, sidebar
/// rows take the tint colour.
public struct UIBackgroundConfiguration: Hashable {
    enum Style: Hashable { case clear, plainCell, plainHeaderFooter, groupedCell, groupedHeaderFooter, sidebarCell, sidebarHeader }

    let style: Style
    public var customView: UIView?
    public var cornerRadius: CGFloat = 0
    public var backgroundInsets: NSDirectionalEdgeInsets = .zero
    /// The fill; nil fills with the view's tint colour (`.clear` shows no fill).
    public var backgroundColor: UIColor?
    /// Resolves the fill colour into the colour shown; nil shows it as it is.
    public var backgroundColorTransformer: UIConfigurationColorTransformer?
    /// The stroke's colour; nil strokes with the view's tint colour.
    public var strokeColor: UIColor?
    /// Resolves the stroke colour into the colour shown; nil shows it as it is.
    public var strokeColorTransformer: UIConfigurationColorTransformer?
    public var strokeWidth: CGFloat = 0
    /// How far the stroke stands outside the fill's edge (0: the stroke is drawn inside it).
    public var strokeOutset: CGFloat = 0
    /// The edges on which the cell's layout margins add to `backgroundInsets`.
    public var edgesAddingLayoutMarginsToBackgroundInsets: NSDirectionalRectEdge = []
    /// An effect (a blur, a vibrancy) shown behind the fill, in its shape.
    public var visualEffect: UIVisualEffect?

    /// The fill the view shows, given its `tintColor`: `backgroundColor` (the tint when nil)
    /// through `backgroundColorTransformer`.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        let color = backgroundColor ?? tintColor
        return backgroundColorTransformer?(color) ?? color
    }

    /// The stroke the view shows, given its `tintColor`: `strokeColor` (the tint when nil)
    /// through `strokeColorTransformer`.
    public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
        let color = strokeColor ?? tintColor
        return strokeColorTransformer?(color) ?? color
    }

    init(style: Style, backgroundColor: UIColor?) {
        self.style = style
        self.backgroundColor = backgroundColor
    }

    public static func clear() -> Self { Self(style: .clear, backgroundColor: .clear) }
    public static func listPlainCell() -> Self { Self(style: .plainCell, backgroundColor: .systemBackground) }
    public static func listPlainHeaderFooter() -> Self { Self(style: .plainHeaderFooter, backgroundColor: .systemBackground) }
    public static func listGroupedCell() -> Self { Self(style: .groupedCell, backgroundColor: .secondarySystemGroupedBackground) }
    public static func listGroupedHeaderFooter() -> Self { Self(style: .groupedHeaderFooter, backgroundColor: .clear) }
    public static func listSidebarHeader() -> Self { Self(style: .sidebarHeader, backgroundColor: .clear) }

    public static func listSidebarCell() -> Self {
        var configuration = Self(style: .sidebarCell, backgroundColor: .clear)
        configuration.cornerRadius = 10
        return configuration
    }

    public static func listAccompaniedSidebarCell() -> Self { listSidebarCell() }

    /// The background for `state`: grey while highlighted or selected (tint for sidebars).
    public func updated(for state: UIConfigurationState) -> Self {
        guard let state = state as? UICellConfigurationState, state.isHighlighted || state.isSelected else { return self }
        var updated = self
        switch style {
        case .plainCell, .groupedCell: updated.backgroundColor = .systemGray4
        case .sidebarCell: updated.backgroundColor = state.isFocused || state.isSelected ? .tintColor : .systemGray4
        default: break
        }
        return updated
    }
}
