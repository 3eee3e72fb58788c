import Foundation

extension UICollectionView {
    /// Whether a drag that started on this collection view's items is in progress.
    public var hasActiveDrag: Bool { dragAndDrop?.isDragging ?? false }
    /// Whether a drag is over the collection view and it takes drops.
    public var hasActiveDrop: Bool { dragAndDrop?.isDropping ?? false }

    /// Adds the interactions when a delegate wants them; enables dragging as the collection
    /// view says.
    func updateDragAndDropInteractions() {
        // A screen reader offers the list's drags and drops on its cells.
        AccessibilityTreeSync.setNeedsUpdate()
        guard dragDelegate != nil || dropDelegate != nil else { return }
        let adapter: CollectionDragAndDrop
        if let existing = dragAndDrop {
            adapter = existing
        } else {
            adapter = CollectionDragAndDrop(collectionView: self)
            dragAndDrop = adapter
            // A reorder accessory moves its item; it never lifts a drag.
            adapter.dragInteraction.liftExclusion = { [unowned self] point in self.startsOnReorderAccessory(point) }
            addInteraction(adapter.dragInteraction)
            addInteraction(adapter.dropInteraction)
        }
        adapter.dragInteraction.isEnabled = dragInteractionEnabled && dragDelegate != nil
    }

    /// An item's frame in the layout (zero for an index path it does not have).
    func itemFrame(at indexPath: IndexPath) -> CGRect {
        ensureModel()
        guard engine.isValid(indexPath) else { return .zero }
        return collectionViewLayout.isListLayout ? engine.layout.rowFrame(indexPath) : attributedFrame(of: indexPath)
    }
}
