import Foundation

/// What a collection view keeps while a layout places its items by attributes (a flow or a
/// custom layout, not a list): whether the layout must prepare again, and the supplementary
/// views and attributes on show. Cells live in the list engine's `visibleCells`, as a list's
/// rows do, so selection, reuse and updates are the same for both.
@MainActor
final class CollectionAttributeTiling {
    var needsPrepare = true
    /// The item counts and bounds the layout was last prepared for or told about.
    var preparedCounts: [Int]?
    var lastBounds: CGRect?
    var supplementaries: [CollectionElementKey: UICollectionReusableView] = [:]
    /// The attributes each shown element was given last.
    var shown: [CollectionElementKey: UICollectionViewLayoutAttributes] = [:]
    var isTiling = false
    /// A batch of updates is being applied (it reads the new counts itself).
    var isApplyingUpdates = false
    /// How many batches of updates the collection view has applied.
    var updatesApplied = 0
}
