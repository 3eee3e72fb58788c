import Foundation

/// What part of a layout an invalidation makes stale. The collection view makes one (of the
/// layout's `invalidationContextClass`) for every invalidation — a reload, a batch of
/// updates, a bounds change the layout asks for, a self-sizing cell, an interactive
/// movement — and passes it to `invalidateLayout(with:)`; an app makes one to invalidate
/// only some items. A layout that keeps information of its own subclasses it.
@preconcurrency @MainActor
open class UICollectionViewLayoutInvalidationContext: NSObject {
    /// Set by the collection view when everything must be recomputed: the data was reloaded,
    /// the layout or data source changed, or `invalidateLayout()` was called.
    open internal(set) var invalidateEverything = false

    /// Set when the section and item counts must be read again from the collection view
    /// (with `invalidateEverything`, and for inserted, deleted and moved items). The
    /// collection view reads its data source's counts again before the layout prepares.
    open internal(set) var invalidateDataSourceCounts = false

    /// Change the collection view's content offset by this much once the layout is prepared
    /// again (zero by default): keeps what is on screen in place when content grows above it.
    open var contentOffsetAdjustment: CGPoint = .zero

    /// Change the content size the layout gives by this much (zero by default).
    open var contentSizeAdjustment: CGSize = .zero

    /// The items made stale, in the order they were named (nil: none named).
    open private(set) var invalidatedItemIndexPaths: [IndexPath]?

    /// The supplementary views made stale, by element kind (nil: none named).
    open private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?

    /// The decoration views made stale, by element kind (nil: none named).
    open private(set) var invalidatedDecorationIndexPaths: [String: [IndexPath]]?

    /// While items move interactively: where they were before this invalidation.
    open internal(set) var previousIndexPathsForInteractivelyMovingItems: [IndexPath]?

    /// While items move interactively: where they are after this invalidation.
    open internal(set) var targetIndexPathsForInteractivelyMovingItems: [IndexPath]?

    /// While items move interactively: where the moving item is held, in the collection
    /// view's coordinates.
    open internal(set) var interactiveMovementTarget: CGPoint = .zero

    /// A context that invalidates nothing until told what: the collection view's
    /// `invalidationContextClass` must have this initializer to be made.
    public required override init() {
        super.init()
    }

    /// Marks the items at `indexPaths` stale (repeats are kept once).
    open func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths = Self.adding(indexPaths, to: invalidatedItemIndexPaths ?? [])
    }

    /// Marks the supplementary views of `elementKind` at `indexPaths` stale.
    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        var byKind = invalidatedSupplementaryIndexPaths ?? [:]
        byKind[elementKind] = Self.adding(indexPaths, to: byKind[elementKind] ?? [])
        invalidatedSupplementaryIndexPaths = byKind
    }

    /// Marks the decoration views of `elementKind` at `indexPaths` stale.
    open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        var byKind = invalidatedDecorationIndexPaths ?? [:]
        byKind[elementKind] = Self.adding(indexPaths, to: byKind[elementKind] ?? [])
        invalidatedDecorationIndexPaths = byKind
    }

    private static func adding(_ indexPaths: [IndexPath], to existing: [IndexPath]) -> [IndexPath] {
        var seen = Set(existing)
        return existing + indexPaths.filter { seen.insert($0).inserted }
    }
}
