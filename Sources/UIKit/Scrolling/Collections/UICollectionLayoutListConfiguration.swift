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

    public var appearance: Appearance
    public var showsSeparators = true
    public var backgroundColor: UIColor?
    public var headerMode: HeaderMode = .none
    public var footerMode: FooterMode = .none
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    public init(appearance: Appearance) {
        self.appearance = appearance
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
