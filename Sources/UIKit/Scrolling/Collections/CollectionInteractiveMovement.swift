import Foundation

/// An item the app moves with `beginInteractiveMovementForItem(at:)`: where it started,
/// where it shows now, and where the finger holds it. The collection view shows the items
/// in their moved order while it lasts (the data source keeps its own until the end).
@MainActor
struct CollectionInteractiveMovement {
    let source: IndexPath
    var target: IndexPath
    var position: CGPoint
    let cell: UICollectionViewCell

    /// The data source's index path of the item shown at `shown`.
    func dataIndexPath(forShown shown: IndexPath) -> IndexPath {
        if shown == target { return source }
        var item = shown.item
        if shown.section == target.section, item > target.item { item -= 1 }
        if shown.section == source.section, item >= source.item { item += 1 }
        return IndexPath(item: item, section: shown.section)
    }
}
