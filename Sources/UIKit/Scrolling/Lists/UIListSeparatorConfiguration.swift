import Foundation

/// How a list's separators look (iOS 14.5): whether each item's top and bottom separators
/// show, where they start and end, and their colour. A list configuration has one for every
/// item (`UICollectionLayoutListConfiguration.separatorConfiguration`), and its
/// `itemSeparatorHandler` may change it item by item.
public struct UIListSeparatorConfiguration: Hashable, Sendable {
    /// Whether a separator shows.
    public enum Visibility: Int, Hashable, Sendable {
        /// As the list's appearance decides: a plain list's items have a bottom separator
        /// (a grouped section's last item none) and no top one.
        case automatic
        case visible
        case hidden
    }

    /// Insets that leave each edge where the list puts it: the leading edge under the item's
    /// text, the trailing edge at the item's. Any one edge may be automatic on its own (its
    /// value is this one's).
    public static let automaticInsets = NSDirectionalEdgeInsets(top: .greatestFiniteMagnitude, leading: .greatestFiniteMagnitude,
                                                                bottom: .greatestFiniteMagnitude, trailing: .greatestFiniteMagnitude)

    public var topSeparatorVisibility: Visibility = .automatic
    public var bottomSeparatorVisibility: Visibility = .automatic
    /// Only the leading and trailing insets count.
    public var topSeparatorInsets = automaticInsets
    /// Only the leading and trailing insets count.
    public var bottomSeparatorInsets = automaticInsets
    public var color: UIColor = .separator
    /// The colour between items selected together while the list edits.
    public var multipleSelectionColor: UIColor = .separator

    /// The separators of a list of `listAppearance`.
    public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) {
        _ = listAppearance
    }

    /// Where a separator runs across an item `width` wide whose text starts at `textLeading`.
    func span(of insets: NSDirectionalEdgeInsets, textLeading: CGFloat, width: CGFloat) -> (x: CGFloat, width: CGFloat) {
        let automatic = CGFloat.greatestFiniteMagnitude
        let leading = insets.leading == automatic ? textLeading : insets.leading
        let trailing = insets.trailing == automatic ? 0 : insets.trailing
        return (leading, max(0, width - leading - trailing))
    }
}
