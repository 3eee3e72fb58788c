import Foundation

/// A list collection view's drag and drop interactions, speaking for its drag and drop
/// delegates (DND-22 … DND-25): the item under a lifting drag, the insertion point under a
/// drop, the gap or highlight a proposal asks for, and the coordinator of the drop.
@MainActor
final class CollectionDragAndDrop: UIDragInteractionDelegate, UIDropInteractionDelegate {
    private unowned let collectionView: UICollectionView
    private(set) lazy var dragInteraction = UIDragInteraction(delegate: self)
    private(set) lazy var dropInteraction = UIDropInteraction(delegate: self)
    /// The items the drag items of this collection view's drag came from.
    private var sourceIndexPaths: [ObjectIdentifier: IndexPath] = [:]
    private(set) var isDragging = false
    private(set) var isDropping = false
    private var lastProposal = UICollectionViewDropProposal(operation: .cancel)
    private var destination: IndexPath?
    private var coordinator: CollectionDropCoordinator?
    /// What the cells under the drag and the drop are told (`cellDragState`, `cellDropState`).
    private let cellStates = ListCellDragStates()
    private weak var highlightedCell: UICollectionViewCell?

    init(collectionView: UICollectionView) {
        self.collectionView = collectionView
    }

    private var dragDelegate: UICollectionViewDragDelegate? { collectionView.dragDelegate }
    private var dropDelegate: UICollectionViewDropDelegate? { collectionView.dropDelegate }
    private var geometry: ListDropGeometry { ListDropGeometry(engine: collectionView.engine) }

    // MARK: Dragging items

    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
        guard let dragDelegate, let indexPath = collectionView.indexPathForItem(at: session.location(in: collectionView)) else { return [] }
        let items = dragDelegate.collectionView(collectionView, itemsForBeginning: session, at: indexPath)
        for item in items { sourceIndexPaths[ObjectIdentifier(item)] = indexPath }
        return items
    }

    func dragInteraction(_ interaction: UIDragInteraction, itemsForAddingTo session: UIDragSession, withTouchAt point: CGPoint) -> [UIDragItem] {
        let location = interaction.view.map { $0.convert(point, to: collectionView) } ?? point
        guard let dragDelegate, let indexPath = collectionView.indexPathForItem(at: location) else { return [] }
        let items = dragDelegate.collectionView(collectionView, itemsForAddingTo: session, at: indexPath, point: location)
        for item in items { sourceIndexPaths[ObjectIdentifier(item)] = indexPath }
        return items
    }

    func dragInteraction(_ interaction: UIDragInteraction, previewForLifting item: UIDragItem, session: UIDragSession) -> UITargetedDragPreview? {
        guard let indexPath = sourceIndexPaths[ObjectIdentifier(item)], let cell = collectionView.cellForItem(at: indexPath) else { return nil }
        let parameters = dragDelegate?.collectionView(collectionView, dragPreviewParametersForItemAt: indexPath) ?? UIDragPreviewParameters()
        return UITargetedDragPreview(view: cell, parameters: parameters)
    }

    func dragInteraction(_ interaction: UIDragInteraction, willAnimateLiftWith animator: UIDragAnimating, session: UIDragSession) {
        let sources = Set(sourceIndexPaths.values)
        cellStates.lift(sources.compactMap { collectionView.cellForItem(at: $0) }, with: animator)
    }

    func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: UIDragSession) {
        isDragging = true
        dragDelegate?.collectionView(collectionView, dragSessionWillBegin: session)
    }

    func dragInteraction(_ interaction: UIDragInteraction, sessionAllowsMoveOperation session: UIDragSession) -> Bool {
        dragDelegate?.collectionView(collectionView, dragSessionAllowsMoveOperation: session) ?? true
    }

    func dragInteraction(_ interaction: UIDragInteraction, sessionIsRestrictedToDraggingApplication session: UIDragSession) -> Bool {
        dragDelegate?.collectionView(collectionView, dragSessionIsRestrictedToDraggingApplication: session) ?? false
    }

    func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession, didEndWith operation: UIDropOperation) {
        isDragging = false
        cellStates.endDrag()
        dragDelegate?.collectionView(collectionView, dragSessionDidEnd: session)
        sourceIndexPaths = [:]
    }

    // MARK: Dropping onto the collection view

    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool {
        guard let dropDelegate else { return false }
        return dropDelegate.collectionView(collectionView, canHandle: session)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: UIDropSession) {
        isDropping = true
        dropDelegate?.collectionView(collectionView, dropSessionDidEnter: session)
    }

    /// DND-23, DND-24: the delegate's proposal for the insertion point under the drag, and the
    /// gap or highlight it asks for.
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal {
        let location = session.location(in: collectionView)
        let isGrid = !collectionView.collectionViewLayout.isListLayout
        let insertion = isGrid ? collectionView.attributedInsertionIndexPath(at: location) : geometry.insertionIndexPath(at: location)
        destination = insertion
        let proposal = dropDelegate?.collectionView(collectionView, dropSessionDidUpdate: session, withDestinationIndexPath: insertion)
            ?? UICollectionViewDropProposal(operation: .cancel)
        lastProposal = proposal
        let intent: ListDropGeometry.Intent = switch proposal.intent {
        case .insertAtDestinationIndexPath: .insertAt
        case .insertIntoDestinationIndexPath: .insertInto
        case .unspecified: .unspecified
        }
        if isGrid {
            // A grid's items stay where they are (no gap opens); an item under the drag
            // highlights when the proposal drops into it.
            let into = intent == .insertInto && proposal.operation.accepts ? collectionView.attributedItem(at: location) : nil
            if let into { destination = into }
            highlight(into)
            showDropStates()
            return proposal
        }
        let (gap, into) = geometry.shown(for: intent, accepts: proposal.operation.accepts, insertion: insertion, at: location)
        if let into { destination = into }
        geometry.show(gap: gap, height: draggedItemHeight(session))
        highlight(into)
        showDropStates()
        return proposal
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: UIDropSession) {
        cellStates.endDrop()
        geometry.show(gap: nil, height: 0)
        highlight(nil)
        dropDelegate?.collectionView(collectionView, dropSessionDidExit: session)
    }

    /// DND-25: the coordinator goes to the delegate; the gap closes as the items it inserts
    /// take its place.
    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
        let local = session.localDragSession != nil && isDragging
        let items = session.items.map { item in
            CollectionDropCoordinator.Item(dragItem: item, sourceIndexPath: local ? sourceIndexPaths[ObjectIdentifier(item)] : nil,
                                           previewSize: CGSize(width: collectionView.bounds.width, height: draggedItemHeight(session)))
        }
        let coordinator = CollectionDropCoordinator(collectionView: collectionView, items: items, destinationIndexPath: destination,
                                                    proposal: lastProposal, session: session)
        self.coordinator = coordinator
        highlight(nil)
        collectionView.engine.dropGap = nil
        dropDelegate?.collectionView(collectionView, performDropWith: coordinator)
        let engine = collectionView.engine
        UIView.animate(withDuration: 0.2) { engine.positionVisibleElements() }
    }

    func dropInteraction(_ interaction: UIDropInteraction, previewForDropping item: UIDragItem,
                         withDefault defaultPreview: UITargetedDragPreview) -> UITargetedDragPreview? {
        coordinator?.landings.preview(for: item, default: defaultPreview)
    }

    func dropInteraction(_ interaction: UIDropInteraction, item: UIDragItem, willAnimateDropWith animator: UIDragAnimating) {
        coordinator?.landings.addLanding(of: item, to: animator)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: UIDropSession) {
        cellStates.endDrop()
        isDropping = false
        geometry.show(gap: nil, height: 0)
        highlight(nil)
        coordinator = nil
        destination = nil
        dropDelegate?.collectionView(collectionView, dropSessionDidEnd: session)
    }

    // MARK: Looks

    /// The height of the gap a dragged item needs: its own when it comes from this collection
    /// view.
    private func draggedItemHeight(_ session: UIDropSession) -> CGFloat {
        if isDragging, let item = session.items.first, let source = sourceIndexPaths[ObjectIdentifier(item)] {
            return collectionView.itemFrame(at: source).height
        }
        return collectionView.engine.standardRowHeight
    }

    private func showDropStates() {
        cellStates.showDrop(over: collectionView.visibleCells, targeted: highlightedCell)
    }

    private func highlight(_ indexPath: IndexPath?) {
        let cell = indexPath.flatMap { collectionView.cellForItem(at: $0) }
        guard cell !== highlightedCell else { return }
        highlightedCell?.isHighlighted = false
        highlightedCell = cell
        cell?.isHighlighted = true
    }
}
