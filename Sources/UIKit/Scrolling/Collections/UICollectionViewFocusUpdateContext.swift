import Foundation

/// A move of focus as a collection view's delegate sees it: with the index paths of its items
/// that lose and gain it (nil for items outside the collection view).
@MainActor
open class UICollectionViewFocusUpdateContext: UIFocusUpdateContext {
    open private(set) var previouslyFocusedIndexPath: IndexPath?
    open private(set) var nextFocusedIndexPath: IndexPath?

    init(_ context: UIFocusUpdateContext, in collectionView: UICollectionView) {
        previouslyFocusedIndexPath = collectionView.indexPathOfFocusItem(context.previouslyFocusedItem)
        nextFocusedIndexPath = collectionView.indexPathOfFocusItem(context.nextFocusedItem)
        super.init(previouslyFocusedItem: context.previouslyFocusedItem, nextFocusedItem: context.nextFocusedItem,
                   focusHeading: context.focusHeading)
    }
}
