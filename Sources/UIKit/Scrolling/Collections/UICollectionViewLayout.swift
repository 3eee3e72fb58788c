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
    open internal(set) weak var collectionView: UICollectionView? {
        didSet {
            // A layout that put things on its collection view takes them off when replaced.
            if let old = oldValue, old !== collectionView { (self as? CollectionLayoutDetaching)?.layoutWasDetached(from: old) }
        }
    }

    public override init() {
        super.init()
    }

    /// Asks the collection view to lay its items out again; `prepare()` runs before the next
    /// layout pass. Passes a context that invalidates everything to `invalidateLayout(with:)`.
    open func invalidateLayout() {
        let context = makeInvalidationContext()
        context.invalidateEverything = true
        invalidateLayout(with: context)
    }

    /// Invalidates what `context` names: the collection view applies its content offset and
    /// size adjustments at once, reads its data source's counts again when
    /// `invalidateDataSourceCounts` is set, and prepares the layout before the next layout
    /// pass. Every invalidation the collection view makes comes here; a layout with a
    /// context of its own overrides it (and calls super).
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        collectionView?.layoutDidInvalidate(with: context)
    }

    // MARK: Classes

    /// The class of the attributes Slate's layouts make (flow and compositional): return a
    /// `UICollectionViewLayoutAttributes` subclass to get it.
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    /// The class of the invalidation contexts the collection view makes for this layout: a
    /// `UICollectionViewLayoutInvalidationContext` subclass (made with its `init()`).
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    /// A new, empty context of the layout's `invalidationContextClass`.
    func makeInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
        let type: AnyClass = Swift.type(of: self).invalidationContextClass
        guard let contextType = type as? UICollectionViewLayoutInvalidationContext.Type else {
            preconditionFailure("UICollectionViewLayout.invalidationContextClass: \(type) is not a UICollectionViewLayoutInvalidationContext; return that class or a subclass of it")
        }
        return contextType.init()
    }

    /// The layout's `layoutAttributesClass`, for making attributes.
    private var attributesType: UICollectionViewLayoutAttributes.Type {
        let type: AnyClass = Swift.type(of: self).layoutAttributesClass
        guard let attributesType = type as? UICollectionViewLayoutAttributes.Type else {
            preconditionFailure("UICollectionViewLayout.layoutAttributesClass: \(type) is not a UICollectionViewLayoutAttributes; return that class or a subclass of it")
        }
        return attributesType
    }

    /// New attributes of the layout's `layoutAttributesClass` for the cell at `indexPath`.
    func makeAttributes(forCellWith indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
        .make(attributesType, category: .cell, kind: nil, indexPath: indexPath)
    }

    func makeAttributes(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
        .make(attributesType, category: .supplementaryView, kind: elementKind, indexPath: indexPath)
    }

    func makeAttributes(forDecorationViewOfKind elementKind: String, with indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
        .make(attributesType, category: .decorationView, kind: elementKind, indexPath: indexPath)
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

    /// The context the collection view invalidates the layout with when
    /// `shouldInvalidateLayout(forBoundsChange:)` says yes: by default an empty one of the
    /// layout's `invalidationContextClass`.
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        makeInvalidationContext()
    }

    /// Whether a self-sizing cell's preferred attributes change the layout (no, by default).
    open func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                     withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        false
    }

    /// The context the collection view invalidates the layout with when a self-sizing
    /// element's preferred attributes change it: by default one that names that element.
    open func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                  withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        let indexPath = originalAttributes.indexPath
        switch originalAttributes.representedElementCategory {
        case .cell: context.invalidateItems(at: [indexPath])
        case .supplementaryView: context.invalidateSupplementaryElements(ofKind: originalAttributes.representedElementKind ?? "", at: [indexPath])
        case .decorationView: context.invalidateDecorationElements(ofKind: originalAttributes.representedElementKind ?? "", at: [indexPath])
        }
        return context
    }

    // MARK: Content offset

    /// Where scrolling that ends at `proposedContentOffset` with `velocity` (points per
    /// millisecond) comes to rest: the proposed offset by default. Override to snap. Asked
    /// when a drag ends (not while paging), before the scroll view delegate's
    /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                  withScrollingVelocity velocity: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// The content offset to keep after a batch of updates or a change of layout: the
    /// proposed one by default. The collection view delegate's
    /// `collectionView(_:targetContentOffsetForProposedContentOffset:)` has the last word.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    // MARK: Layout direction

    /// The direction the layout was written for: the main bundle's development language's
    /// (left to right when it has none). Read from the Info.plist's `CFBundleDevelopmentRegion`:
    /// Foundation's `Bundle.developmentLocalization` traps on Linux for a bundle without one.
    open var developmentLayoutDirection: UIUserInterfaceLayoutDirection {
        let region = Bundle.main.object(forInfoDictionaryKey: "CFBundleDevelopmentRegion") as? String
        let language = (region ?? "en").lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? ""
        return Self.rightToLeftLanguages.contains(String(language)) ? .rightToLeft : .leftToRight
    }

    /// Whether the collection view mirrors the layout horizontally when its layout direction
    /// is not `developmentLayoutDirection` (no, by default): item frames are flipped across
    /// the content width, so a layout written left to right reads right to left.
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    /// The languages written right to left (ISO 639 codes).
    private static let rightToLeftLanguages: Set<String> = ["ar", "arc", "ckb", "dv", "fa", "he", "iw", "ks", "ku", "ps", "sd", "ug", "ur", "yi"]

    // MARK: Updates

    /// The batch of updates and what showed before it, while the collection view animates it.
    var update: CollectionLayoutUpdate?

    /// A batch of updates is about to animate: `updateItems` names each insertion, deletion,
    /// reload and move (whole sections have `NSNotFound` items). The layout is already
    /// prepared for the data after the updates. Call super.
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}

    /// Called inside the update's animation block, after the initial and final attributes
    /// were asked for. Call super.
    open func finalizeCollectionViewUpdates() {}

    /// The collection view's bounds change inside an animation block and the layout was
    /// invalidated for it; the new bounds are in place. Call super.
    open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}

    /// Called inside the bounds change's animation block, after the elements were placed.
    open func finalizeAnimatedBoundsChange() {}

    /// This layout is about to be replaced by `newLayout` (`setCollectionViewLayout(_:animated:)`
    /// or an interactive transition).
    open func prepareForTransition(to newLayout: UICollectionViewLayout) {}

    /// This layout is about to replace `oldLayout`; it is already the collection view's.
    open func prepareForTransition(from oldLayout: UICollectionViewLayout) {}

    /// Called inside the transition's animation block, on both layouts, once the elements
    /// have their new places.
    open func finalizeLayoutTransition() {}

    /// Where an item that appears in a batch of updates starts: by default an inserted item
    /// fades in where the layout puts it (its attributes, alpha 0) and an item that was on
    /// show moves from where it was; nil: it appears in place.
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let update else { return nil }
        if update.isInserted(itemIndexPath) {
            return faded(layoutAttributesForItem(at: itemIndexPath))
        }
        guard let old = update.oldIndexPath(forNew: itemIndexPath) else { return nil }
        return update.before[.cell(old)]?.copy() as? UICollectionViewLayoutAttributes
    }

    /// Where an item that disappears in a batch of updates ends: by default a deleted item
    /// fades out where it was, and one that moved off screen goes to its new place.
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let update else { return nil }
        if let new = update.newIndexPath(forOld: itemIndexPath) {
            return layoutAttributesForItem(at: new)?.copy() as? UICollectionViewLayoutAttributes
        }
        return faded(update.before[.cell(itemIndexPath)])
    }

    /// Where a supplementary view that appears in a batch of updates starts: by default it
    /// fades in where the layout puts it.
    open func initialLayoutAttributesForAppearingSupplementaryElement(ofKind elementKind: String,
                                                                      at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard update != nil else { return nil }
        return faded(layoutAttributesForSupplementaryView(ofKind: elementKind, at: elementIndexPath))
    }

    /// Where a supplementary view that disappears in a batch of updates ends: by default it
    /// fades out where it was.
    open func finalLayoutAttributesForDisappearingSupplementaryElement(ofKind elementKind: String,
                                                                       at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        faded(update?.before[.supplementary(kind: elementKind, indexPath: elementIndexPath)])
    }

    /// Where a decoration view that appears in a batch of updates starts: by default it fades
    /// in where the layout puts it.
    open func initialLayoutAttributesForAppearingDecorationElement(ofKind elementKind: String,
                                                                   at decorationIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard update != nil else { return nil }
        return faded(layoutAttributesForDecorationView(ofKind: elementKind, at: decorationIndexPath))
    }

    /// Where a decoration view that disappears in a batch of updates ends: by default it fades
    /// out where it was.
    open func finalLayoutAttributesForDisappearingDecorationElement(ofKind elementKind: String,
                                                                    at decorationIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        faded(update?.before[.decoration(kind: elementKind, indexPath: decorationIndexPath)])
    }

    /// The supplementary views of `elementKind` the updates delete (none by default): the
    /// collection view takes them away (their final attributes) even if the layout still
    /// places a view there, which the data source is asked for again.
    open func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// The decoration views of `elementKind` the updates delete (none by default).
    open func indexPathsToDeleteForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// The supplementary views of `elementKind` the updates insert (none by default): a view
    /// on show there is replaced by a new one from the data source.
    open func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// The decoration views of `elementKind` the updates insert (none by default).
    open func indexPathsToInsertForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }

    private func faded(_ attributes: UICollectionViewLayoutAttributes?) -> UICollectionViewLayoutAttributes? {
        guard let copy = attributes?.copy() as? UICollectionViewLayoutAttributes else { return nil }
        copy.alpha = 0
        return copy
    }

    // MARK: Interactive movement

    /// Where an item moved interactively would go with the finger at `position`: by default
    /// the index path of the item under it, or `previousIndexPath` when there is none.
    open func targetIndexPath(forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint) -> IndexPath {
        collectionView?.indexPathForItem(at: position, excludingMoving: true) ?? previousIndexPath
    }

    /// How the item being moved shows, held at `position`: by default its attributes,
    /// centred on the position and above everything else.
    open func layoutAttributesForInteractivelyMovingItem(at indexPath: IndexPath, withTargetPosition position: CGPoint) -> UICollectionViewLayoutAttributes {
        let attributes = (layoutAttributesForItem(at: indexPath)?.copy() as? UICollectionViewLayoutAttributes)
            ?? makeAttributes(forCellWith: indexPath)
        attributes.center = position
        attributes.zIndex = Int(Int32.max)
        return attributes
    }

    /// The context for a step of an interactive movement: the moving items' previous and
    /// new index paths and the position, with those items invalidated.
    open func invalidationContext(forInteractivelyMovingItems targetIndexPaths: [IndexPath], withTargetPosition targetPosition: CGPoint,
                                  previousIndexPaths: [IndexPath], previousPosition: CGPoint) -> UICollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        context.previousIndexPathsForInteractivelyMovingItems = previousIndexPaths
        context.targetIndexPathsForInteractivelyMovingItems = targetIndexPaths
        context.interactiveMovementTarget = targetPosition
        context.invalidateItems(at: previousIndexPaths + targetIndexPaths)
        return context
    }

    /// The context for the end of an interactive movement (committed, or cancelled when
    /// `movementCancelled`), with the moved items invalidated.
    open func invalidationContextForEndingInteractiveMovementOfItems(toFinalIndexPaths indexPaths: [IndexPath], previousIndexPaths: [IndexPath],
                                                                     movementCancelled: Bool) -> UICollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        context.previousIndexPathsForInteractivelyMovingItems = previousIndexPaths
        context.targetIndexPathsForInteractivelyMovingItems = indexPaths
        context.invalidateItems(at: previousIndexPaths + indexPaths)
        return context
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

/// A layout that adds to its collection view (a compositional layout's pan for orthogonal
/// rows) and takes it away when another layout replaces it.
@MainActor
protocol CollectionLayoutDetaching: AnyObject {
    func layoutWasDetached(from collectionView: UICollectionView)
}
