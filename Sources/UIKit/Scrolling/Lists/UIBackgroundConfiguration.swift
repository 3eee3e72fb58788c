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
    /// nil shows no fill (the list's background shows through).
    public var backgroundColor: UIColor?
    public var strokeColor: UIColor?
    public var strokeWidth: CGFloat = 0

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
