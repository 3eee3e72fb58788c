import Foundation

/// What positions a collection view's items. Subclass it for a layout of your own: the
/// collection view calls `prepare()` once after each invalidation, sizes its content with
/// `collectionViewContentSize`, and asks `layoutAttributesForElements(in:)` for what meets
/// its visible bounds at every layout pass. Slate's layouts: `UICollectionViewFlowLayout`
/// (lines of items, a grid) and the compositional list layout
/// (`UICollectionViewCompositionalLayout.list(using:)`).
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    /// The collection view using the layout.
    open internal(set) weak var collectionView: UICollectionView?

    public override init() {
        super.init()
    }

    /// Asks the collection view to lay its items out again; `prepare()` runs before the next
    /// layout pass.
    open func invalidateLayout() {
        collectionView?.layoutDidInvalidate()
    }

    /// Computes what the layout needs before the collection view asks for attributes; called
    /// once after each invalidation (call super).
    open func prepare() {}

    /// The size of everything the layout places.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every cell and supplementary view whose frame meets `rect`.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        nil
    }

    /// The attributes of the decoration view of `elementKind` at `indexPath` (none by default).
    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        nil
    }

    /// The class the collection view makes decoration views of `elementKind` from: a
    /// `UICollectionReusableView` subclass (its `init(frame:)` is required). Nil unregisters.
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        decorationClasses[elementKind] = viewClass.map {
            ReusePool<UICollectionReusableView>.viewClass($0, api: "UICollectionViewLayout.register(_:forDecorationViewOfKind:)")
        }
    }

    private var decorationClasses: [String: UICollectionReusableView.Type] = [:]

    /// A new decoration view of `elementKind`, or nil when no class is registered for it.
    func makeDecorationView(ofKind elementKind: String) -> UICollectionReusableView? {
        guard let type = decorationClasses[elementKind] else { return nil }
        let view = type.init(frame: .zero)
        view.reuseIdentifier = "decoration/" + elementKind
        return view
    }

    /// Whether scrolling or resizing to `newBounds` invalidates the layout (no, by default).
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// Whether a self-sizing cell's preferred attributes change the layout (no, by default).
    open func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                     withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        false
    }

    /// Whether cells are asked their size (`preferredLayoutAttributesFitting(_:)` measures
    /// them only then: measuring is Auto Layout work).
    var wantsSelfSizingCells: Bool { false }

    /// How a self-sizing cell measures itself: a required axis keeps the size the layout gave
    /// it, a fitting one finds the smallest size its content allows.
    var selfSizingFittingPriorities: (horizontal: UILayoutPriority, vertical: UILayoutPriority) {
        (.fittingSizeLevel, .fittingSizeLevel)
    }

    /// Keeps a self-sized cell's size, before the layout is invalidated for it.
    func noteSelfSized(_ preferred: UICollectionViewLayoutAttributes) {}

    /// The list configuration for a section: non-nil only for list layouts, which the
    /// collection view lays out with the list engine tables use.
    func listConfiguration(forSection section: Int, environment: NSCollectionLayoutEnvironment) -> UICollectionLayoutListConfiguration? {
        nil
    }

    /// Whether the layout is a list (the list engine places its rows) rather than a layout
    /// that places items by their attributes.
    var isListLayout: Bool { false }
}

/// The context a section provider sees: the container's size and traits.
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment: AnyObject {
    var container: NSCollectionLayoutContainer { get }
    var traitCollection: UITraitCollection { get }
}

/// The size of the space a layout fills.
@preconcurrency @MainActor
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
