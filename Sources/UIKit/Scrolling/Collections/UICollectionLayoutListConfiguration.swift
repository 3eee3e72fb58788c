import Foundation

/// How a list section looks and behaves: its appearance, its header and footer, separators,
/// background, and the swipe actions of its rows (LIST-01, LIST-03).
public struct UICollectionLayoutListConfiguration {
    public enum Appearance: Int, Sendable {
        case plain, grouped, insetGrouped
        /// For a split view's primary column: rounded, tinted selection, no separators.
        case sidebar
        case sidebarPlain
    }

    public enum HeaderMode: Int, Sendable {
        case none
        /// A supplementary view of kind `UICollectionView.elementKindSectionHeader`.
        case supplementary
        /// The section's first item is shown as its header (it is still a cell and scrolls).
        case firstItemInSection
    }

    public enum FooterMode: Int, Sendable { case none, supplementary }

    public typealias SwipeActionsConfigurationProvider = @MainActor (IndexPath) -> UISwipeActionsConfiguration?
    /// Changes the separators of the item at an index path from the list's.
    public typealias ItemSeparatorHandler = @MainActor (IndexPath, UIListSeparatorConfiguration) -> UIListSeparatorConfiguration

    public var appearance: Appearance
    /// Whether items have separators at all; when false, `separatorConfiguration` is not used.
    public var showsSeparators = true
    /// The separators of every item (iOS 14.5), unless `itemSeparatorHandler` changes them.
    public var separatorConfiguration: UIListSeparatorConfiguration
    /// Called for each item as it is shown, with `separatorConfiguration`; its answer is that
    /// item's separators.
    public var itemSeparatorHandler: ItemSeparatorHandler?
    public var backgroundColor: UIColor?
    public var headerMode: HeaderMode = .none
    public var footerMode: FooterMode = .none
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    public init(appearance: Appearance) {
        self.appearance = appearance
        separatorConfiguration = UIListSeparatorConfiguration(listAppearance: appearance)
    }

    var listAppearance: ListAppearance {
        switch appearance {
        case .plain: .plain
        case .grouped: .grouped
        case .insetGrouped: .insetGrouped
        case .sidebar: .sidebar
        case .sidebarPlain: .sidebarPlain
        }
    }
}
