import Foundation

/// How a section's groups move across the collection view's scrolling: `.none` stacks them
/// along it; the others put them in one row that scrolls on its own, across it.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    case none
    case continuous
    case continuousGroupLeadingBoundary
    case paging
    case groupPaging
    case groupPagingCentered
}

/// A section of a compositional layout: its group repeated until the section's items are
/// placed, or a list (`list(using:layoutEnvironment:)`).
@preconcurrency @MainActor
open class NSCollectionLayoutSection: NSObject {
    let listConfiguration: UICollectionLayoutListConfiguration?
    let group: NSCollectionLayoutGroup?

    /// Room around the section's groups.
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    /// The space between one group and the next.
    open var interGroupSpacing: CGFloat = 0
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Views the layout shows behind the section: its backgrounds.
    open var decorationItems: [NSCollectionLayoutDecorationItem] = []
    /// Whether the section's headers and footers keep within its leading and trailing
    /// `contentInsets` (true by default); false spans them across the section.
    open var supplementariesFollowContentInsets = true
    /// What `contentInsets`' leading and trailing insets are measured from; `.automatic`
    /// takes the layout configuration's.
    open var contentInsetsReference: UIContentInsetsReference = .automatic
    /// Called before each layout pass with the section's cells and boundary items on screen,
    /// whose changes show.
    open var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?

    public init(group: NSCollectionLayoutGroup) {
        self.group = group
        listConfiguration = nil
        super.init()
    }

    init(listConfiguration: UICollectionLayoutListConfiguration) {
        self.listConfiguration = listConfiguration
        group = nil
        super.init()
    }

    /// A section laid out as a list with `configuration`'s appearance and modes.
    public static func list(using configuration: UICollectionLayoutListConfiguration,
                            layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        NSCollectionLayoutSection(listConfiguration: configuration)
    }
}
