import Foundation

/// A batch of updates as a layout sees it while the collection view animates it: how index
/// paths map across it, and the attributes of what showed before it.
@MainActor
struct CollectionLayoutUpdate {
    let plan: ListUpdatePlan
    /// The attributes each element on show had before the update.
    let before: [CollectionElementKey: UICollectionViewLayoutAttributes]
    /// Each shown item's index path before the update, by its index path after it.
    private let oldByNew: [IndexPath: IndexPath]

    init(plan: ListUpdatePlan, before: [CollectionElementKey: UICollectionViewLayoutAttributes]) {
        self.plan = plan
        self.before = before
        var oldByNew: [IndexPath: IndexPath] = [:]
        for key in before.keys {
            guard case .cell(let old) = key, let new = plan.newIndexPath(forOld: old), !plan.isReloaded(old) else { continue }
            oldByNew[new] = old
        }
        self.oldByNew = oldByNew
    }

    /// Whether the item at `indexPath` (after the update) was inserted or reloaded.
    func isInserted(_ indexPath: IndexPath) -> Bool { plan.isNew(indexPath) && oldByNew[indexPath] == nil }

    /// Where the item at `new` was before the update, if it was on show.
    func oldIndexPath(forNew new: IndexPath) -> IndexPath? { oldByNew[new] }

    /// Where the item at `old` is after the update (nil: deleted or reloaded).
    func newIndexPath(forOld old: IndexPath) -> IndexPath? {
        plan.isReloaded(old) ? nil : plan.newIndexPath(forOld: old)
    }
}
