import Foundation

/// What positions a collection view's items. Slate provides the compositional list layout
/// (`UICollectionViewCompositionalLayout.list(using:)`); flow layouts, custom layouts and
/// other compositional layouts are absent (docs/porting.md), so this class cannot be
/// subclassed outside UIKit.
@MainActor
open class UICollectionViewLayout: NSObject {
    /// The collection view using the layout.
    open internal(set) weak var collectionView: UICollectionView?

    override init() {
        super.init()
    }

    /// Asks the collection view to lay its items out again.
    open func invalidateLayout() {
        collectionView?.setNeedsReload()
    }

    /// The list configuration for a section.
    func listConfiguration(forSection section: Int, environment: NSCollectionLayoutEnvironment) -> UICollectionLayoutListConfiguration? {
        nil
    }
}

/// The context a section provider sees: the container's size and traits.
@MainActor
public protocol NSCollectionLayoutEnvironment: AnyObject {
    var container: NSCollectionLayoutContainer { get }
    var traitCollection: UITraitCollection { get }
}

/// The size of the space a layout fills.
@MainActor
public protocol NSCollectionLayoutContainer: AnyObject {
    var contentSize: CGSize { get }
    var effectiveContentSize: CGSize { get }
    var contentInsets: NSDirectionalEdgeInsets { get }
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// The environment a collection view gives its layout.
@MainActor
final class CollectionLayoutEnvironment: NSCollectionLayoutEnvironment, NSCollectionLayoutContainer {
    let contentSize: CGSize
    let traitCollection: UITraitCollection
    var container: NSCollectionLayoutContainer { self }
    var effectiveContentSize: CGSize { contentSize }
    var contentInsets: NSDirectionalEdgeInsets { .zero }
    var effectiveContentInsets: NSDirectionalEdgeInsets { .zero }

    init(contentSize: CGSize, traitCollection: UITraitCollection) {
        self.contentSize = contentSize
        self.traitCollection = traitCollection
    }
}

/// A section of a compositional layout. Slate makes list sections only (LIST-01).
@MainActor
open class NSCollectionLayoutSection: NSObject {
    let listConfiguration: UICollectionLayoutListConfiguration

    init(listConfiguration: UICollectionLayoutListConfiguration) {
        self.listConfiguration = listConfiguration
        super.init()
    }

    /// A section laid out as a list with `configuration`'s appearance and modes.
    public static func list(using configuration: UICollectionLayoutListConfiguration,
                            layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        NSCollectionLayoutSection(listConfiguration: configuration)
    }
}

/// A layout built from sections. Slate builds lists: `list(using:)` for every section, or a
/// section provider returning `NSCollectionLayoutSection.list(using:layoutEnvironment:)`.
/// A list's look (appearance) is the first section's; header and footer modes are per section.
@MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    public typealias SectionProvider = @MainActor (Int, NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

    private let sectionProvider: SectionProvider

    public init(sectionProvider: @escaping SectionProvider) {
        self.sectionProvider = sectionProvider
        super.init()
    }

    /// A list layout whose every section uses `configuration` (LIST-01).
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, _ in NSCollectionLayoutSection(listConfiguration: configuration) }
    }

    override func listConfiguration(forSection section: Int, environment: NSCollectionLayoutEnvironment) -> UICollectionLayoutListConfiguration? {
        sectionProvider(section, environment)?.listConfiguration
    }
}
