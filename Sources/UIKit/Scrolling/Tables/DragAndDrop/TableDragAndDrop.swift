import Foundation

/// A table's drag and drop interactions, speaking for its drag and drop delegates
/// (DND-22 … DND-25): the row under a lifting drag, the insertion point under a drop, the
/// gap or highlight a proposal asks for, and the coordinator of the drop.
@MainActor
final class TableDragAndDrop: UIDragInteractionDelegate, UIDropInteractionDelegate {
    private unowned let tableView: UITableView
    private(set) lazy var dragInteraction = UIDragInteraction(delegate: self)
    private(set) lazy var dropInteraction = UIDropInteraction(delegate: self)
    /// The rows the items of this table's drag came from.
    private var sourceIndexPaths: [ObjectIdentifier: IndexPath] = [:]
    private(set) var isDragging = false
    private(set) var isDropping = false
    private var lastProposal = UITableViewDropProposal(operation: .cancel)
    private var destination: IndexPath?
    private var coordinator: TableDropCoordinator?
    /// What the cells under the drag and the drop are told (`cellDragState`, `cellDropState`).
    private let cellStates = ListCellDragStates()
    private weak var highlightedCell: UITableViewCell?

    init(tableView: UITableView) {
        self.tableView = tableView
    }

    private var dragDelegate: UITableViewDragDelegate? { tableView.dragDelegate }
    private var dropDelegate: UITableViewDropDelegate? { tableView.dropDelegate }

    // MARK: Dragging rows

    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
        guard let dragDelegate, let indexPath = tableView.indexPathForRow(at: session.location(in: tableView)) else { return [] }
        let items = dragDelegate.tableView(tableView, itemsForBeginning: session, at: indexPath)
        for item in items { sourceIndexPaths[ObjectIdentifier(item)] = indexPath }
        return items
    }

    func dragInteraction(_ interaction: UIDragInteraction, itemsForAddingTo session: UIDragSession, withTouchAt point: CGPoint) -> [UIDragItem] {
        let location = interaction.view.map { $0.convert(point, to: tableView) } ?? point
        guard let dragDelegate, let indexPath = tableView.indexPathForRow(at: location) else { return [] }
        let items = dragDelegate.tableView(tableView, itemsForAddingTo: session, at: indexPath, point: location)
        for item in items { sourceIndexPaths[ObjectIdentifier(item)] = indexPath }
        return items
    }

    func dragInteraction(_ interaction: UIDragInteraction, previewForLifting item: UIDragItem, session: UIDragSession) -> UITargetedDragPreview? {
        guard let indexPath = sourceIndexPaths[ObjectIdentifier(item)], let cell = tableView.cellForRow(at: indexPath) else { return nil }
        let parameters = dragDelegate?.tableView(tableView, dragPreviewParametersForRowAt: indexPath) ?? UIDragPreviewParameters()
        return UITargetedDragPreview(view: cell, parameters: parameters)
    }

    func dragInteraction(_ interaction: UIDragInteraction, willAnimateLiftWith animator: UIDragAnimating, session: UIDragSession) {
        let sources = Set(sourceIndexPaths.values)
        cellStates.lift(sources.compactMap { tableView.cellForRow(at: $0) }, with: animator)
    }

    func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: UIDragSession) {
        isDragging = true
        dragDelegate?.tableView(tableView, dragSessionWillBegin: session)
    }

    func dragInteraction(_ interaction: UIDragInteraction, sessionAllowsMoveOperation session: UIDragSession) -> Bool {
        dragDelegate?.tableView(tableView, dragSessionAllowsMoveOperation: session) ?? true
    }

    func dragInteraction(_ interaction: UIDragInteraction, sessionIsRestrictedToDraggingApplication session: UIDragSession) -> Bool {
        dragDelegate?.tableView(tableView, dragSessionIsRestrictedToDraggingApplication: session) ?? false
    }

    func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession, didEndWith operation: UIDropOperation) {
        isDragging = false
        cellStates.endDrag()
        dragDelegate?.tableView(tableView, dragSessionDidEnd: session)
        sourceIndexPaths = [:]
    }

    // MARK: Dropping onto the table

    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool {
        guard let dropDelegate else { return false }
        return dropDelegate.tableView(tableView, canHandle: session)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: UIDropSession) {
        isDropping = true
        dropDelegate?.tableView(tableView, dropSessionDidEnter: session)
    }

    /// DND-23, DND-24: the delegate's proposal for the insertion point under the drag, and the
    /// gap or highlight it asks for.
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal {
        let location = session.location(in: tableView)
        let insertion = insertionIndexPath(at: location)
        destination = insertion
        let proposal = dropDelegate?.tableView(tableView, dropSessionDidUpdate: session, withDestinationIndexPath: insertion)
            ?? UITableViewDropProposal(operation: .cancel)
        lastProposal = proposal
        let intent: ListDropGeometry.Intent = switch proposal.intent {
        case .insertAtDestinationIndexPath: .insertAt
        case .insertIntoDestinationIndexPath: .insertInto
        case .automatic: .automatic
        case .unspecified: .unspecified
        }
        let (gap, into) = geometry.shown(for: intent, accepts: proposal.operation.accepts, insertion: insertion, at: location)
        if let into { destination = into }
        show(gap: gap, draggedHeight: draggedRowHeight(session))
        highlight(into)
        showDropStates()
        return proposal
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: UIDropSession) {
        cellStates.endDrop()
        show(gap: nil, draggedHeight: 0)
        highlight(nil)
        dropDelegate?.tableView(tableView, dropSessionDidExit: session)
    }

    /// DND-25: the coordinator goes to the delegate; the gap closes as the rows it inserts
    /// take its place.
    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
        let local = session.localDragSession != nil && isDragging
        let items = session.items.map { item in
            TableDropCoordinator.Item(dragItem: item, sourceIndexPath: local ? sourceIndexPaths[ObjectIdentifier(item)] : nil,
                                      previewSize: CGSize(width: tableView.bounds.width, height: draggedRowHeight(session)))
        }
        let coordinator = TableDropCoordinator(tableView: tableView, items: items, destinationIndexPath: destination,
                                               proposal: lastProposal, session: session)
        self.coordinator = coordinator
        highlight(nil)
        tableView.engine.dropGap = nil
        dropDelegate?.tableView(tableView, performDropWith: coordinator)
        UIView.animate(withDuration: 0.2) { self.tableView.positionVisibleElements() }
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
        show(gap: nil, draggedHeight: 0)
        highlight(nil)
        coordinator = nil
        destination = nil
        dropDelegate?.tableView(tableView, dropSessionDidEnd: session)
    }

    // MARK: Where a drop goes

    private var geometry: ListDropGeometry { ListDropGeometry(engine: tableView.engine) }

    func insertionIndexPath(at location: CGPoint) -> IndexPath? { geometry.insertionIndexPath(at: location) }

    /// The height of the gap a dragged row needs: its own when it comes from this table.
    private func draggedRowHeight(_ session: UIDropSession) -> CGFloat {
        if isDragging, let item = session.items.first, let source = sourceIndexPaths[ObjectIdentifier(item)] {
            return tableView.rectForRow(at: source).height
        }
        return tableView.standardRowHeight > 0 ? tableView.standardRowHeight : 44
    }

    private func show(gap: IndexPath?, draggedHeight: CGFloat) {
        geometry.show(gap: gap, height: draggedHeight)
    }

    private func showDropStates() {
        cellStates.showDrop(over: tableView.visibleCells, targeted: highlightedCell)
    }

    private func highlight(_ row: IndexPath?) {
        let cell = row.flatMap { tableView.cellForRow(at: $0) }
        guard cell !== highlightedCell else { return }
        highlightedCell?.setHighlighted(false, animated: true)
        highlightedCell = cell
        cell?.setHighlighted(true, animated: true)
    }
}
