import Foundation

/// Editing mode (delete and insert controls, the Delete confirmation, selection circles,
/// reordering) and swipe actions.
extension UITableView {
    struct ReorderState {
        var source: IndexPath
        var proposed: IndexPath
        var cell: UITableViewCell
        /// Where in the cell the finger holds it.
        var grabOffset: CGFloat
    }

    // MARK: Editing mode

    func setEditingInternal(_ newValue: Bool, animated: Bool) {
        guard editing != newValue else { return }
        closeSwipe(animated: false)
        editing = newValue
        // Changing modes clears the selection (selection in one mode means nothing in the other).
        clearSelection()
        refreshEditingAttributes(animated: animated)
        for (_, cell) in visibleTableCells { cell.setEditing(newValue, animated: animated) }
    }

    /// Re-asks each visible row's editing style, editability and movability.
    func refreshEditingAttributes(animated: Bool) {
        for (indexPath, cell) in visibleTableCells { applyEditingAttributes(to: cell, at: indexPath) }
    }

    /// TBL-20/23/26: the editing control follows `canEditRowAt` and the delegate's editing
    /// style; with multiple selection during editing, a selection circle replaces it; the
    /// reorder control shows where the row can move.
    func applyEditingAttributes(to cell: UITableViewCell, at indexPath: IndexPath) {
        guard editing else {
            cell.showsSelectionCircle = false
            return
        }
        let canEdit = dataSource?.tableView(self, canEditRowAt: indexPath) ?? false
        cell.showsSelectionCircle = canEdit && allowsMultipleSelectionDuringEditing
        if cell.showsSelectionCircle || !canEdit {
            cell.editingStyle = .none
        } else {
            cell.editingStyle = tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete
        }
        cell.shouldIndentWhileEditing = tableDelegate?.tableView(self, shouldIndentWhileEditingRowAt: indexPath) ?? true
        cell.showsReorderControl = dataSource?.tableView(self, canMoveRowAt: indexPath) ?? false
    }

    /// The minus reveals the Delete confirmation; the plus commits an insertion (TBL-21).
    func editingControlTapped(at indexPath: IndexPath) {
        guard let cell = visibleCell(at: indexPath) else { return }
        if cell.showsSelectionCircle {
            userSelect(indexPath)
            return
        }
        switch cell.editingStyle {
        case .insert:
            dataSource?.tableView(self, commit: .insert, forRowAt: indexPath)
        case .delete:
            if cell.showingDeleteConfirmation {
                closeSwipe(animated: true)
            } else {
                openSwipe(at: indexPath, configuration: deleteConfiguration(for: indexPath), isLeading: false, animated: true)
            }
        case .none:
            break
        }
    }

    /// What editing's delete control and swipe-to-delete show: the delegate's row actions
    /// (deprecated, still honoured), else the single Delete action, which commits the deletion.
    func deleteConfiguration(for indexPath: IndexPath) -> UISwipeActionsConfiguration {
        if let rowActions = tableDelegate?.tableView(self, editActionsForRowAt: indexPath), !rowActions.isEmpty {
            return rowActionsConfiguration(rowActions, for: indexPath)
        }
        let title = tableDelegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath) ?? "Delete"
        let delete = UIContextualAction(style: .destructive, title: title) { [weak self] _, _, done in
            guard let self else { return }
            let path = self.swipeController.openRow?.indexPath ?? indexPath
            self.closeSwipe(animated: false)
            self.dataSource?.tableView(self, commit: .delete, forRowAt: path)
            done(true)
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }

    /// Row actions as contextual actions: each runs its handler with the row's index path (the
    /// row closes), and none is performed by a full swipe, as with row actions on iOS.
    private func rowActionsConfiguration(_ rowActions: [UITableViewRowAction], for indexPath: IndexPath) -> UISwipeActionsConfiguration {
        let actions = rowActions.map { rowAction in
            let action = UIContextualAction(style: rowAction.style == .default ? .destructive : .normal,
                                            title: rowAction.title) { [weak self] _, _, done in
                let path = self?.swipeController.openRow?.indexPath ?? indexPath
                rowAction.handler(rowAction, path)
                done(true)
            }
            if let color = rowAction.backgroundColor { action.backgroundColor = color }
            return action
        }
        let configuration = UISwipeActionsConfiguration(actions: actions)
        configuration.performsFirstActionWithFullSwipe = false
        return configuration
    }

    // MARK: Swipe actions

    /// The actions a swipe reveals on a row's side, or nil. Trailing: the delegate's, else
    /// Delete where swipe-to-delete applies (TBL-22): an editable row whose style is `.delete`.
    func swipeConfiguration(for indexPath: IndexPath, leading: Bool) -> UISwipeActionsConfiguration? {
        if leading {
            guard let configuration = tableDelegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath),
                  !configuration.actions.isEmpty else { return nil }
            return configuration
        }
        if let configuration = tableDelegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath) {
            return configuration.actions.isEmpty ? nil : configuration
        }
        guard let dataSource else { return nil }
        let probe = OptionalRequirement.probe { dataSource.tableView(self, canEditRowAt: indexPath) }
        guard probe.isImplemented, probe.result else { return nil }
        let style = tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete
        guard style == .delete else { return nil }
        return deleteConfiguration(for: indexPath)
    }

    func openSwipe(at indexPath: IndexPath, configuration: UISwipeActionsConfiguration, isLeading: Bool, animated: Bool) {
        swipeController.open(at: indexPath, configuration: configuration, isLeading: isLeading, animated: animated)
    }

    func closeSwipe(animated: Bool) {
        swipeController.close(animated: animated)
    }

    /// A touch outside an open row closes it (and does nothing else). Returns whether it did.
    func closeSwipeIfOpen(exceptAt point: CGPoint) -> Bool {
        var keepOpen: CGRect?
        if editing, let cell = swipeController.openRow?.cell as? UITableViewCell, let control = cell.editingControlView {
            keepOpen = control.convert(control.bounds, to: self).insetBy(dx: -8, dy: -8)
        }
        return swipeController.closeIfOpen(touchAt: point, keepOpen: keepOpen)
    }

    func handleSwipePan(_ pan: UIPanGestureRecognizer) {
        swipeController.handlePan(pan)
    }

    /// Wires the swipe controller to the table's rows and delegate.
    func configureSwipeController() {
        swipeController.cellAt = { [unowned self] indexPath in
            self.visibleCell(at: indexPath).map { ($0, $0.core) }
        }
        swipeController.indexPathAt = { [unowned self] point in self.indexPathForRow(at: point) }
        swipeController.configurationFor = { [unowned self] indexPath, leading in
            self.swipeConfiguration(for: indexPath, leading: leading)
        }
        swipeController.rowDidOpen = { [unowned self] indexPath in
            self.tableDelegate?.tableView(self, willBeginEditingRowAt: indexPath)
            self.visibleCell(at: indexPath)?.setShowingDeleteConfirmation(self.editing)
        }
        swipeController.rowDidClose = { [unowned self] indexPath in
            self.visibleCell(at: indexPath)?.setShowingDeleteConfirmation(false)
            self.tableDelegate?.tableView(self, didEndEditingRowAt: indexPath)
        }
    }

    // MARK: Reordering

    func handleReorderPan(_ pan: UIPanGestureRecognizer) {
        let point = pan.location(in: self)
        switch pan.state {
        case .began:
            guard let indexPath = indexPathForRow(at: point), let cell = visibleCell(at: indexPath) else { return }
            reorder = ReorderState(source: indexPath, proposed: indexPath, cell: cell, grabOffset: point.y - cell.frame.minY)
            bringSubviewToFront(cell)
            cell.layer.zPosition = 1
        case .changed:
            guard var state = reorder else { return }
            state.cell.frame.origin.y = point.y - state.grabOffset
            if let proposed = proposedDestination(at: CGPoint(x: point.x, y: state.cell.frame.midY), from: state.source) {
                state.proposed = proposed
            }
            reorder = state
            UIView.animate(withDuration: 0.2) { self.positionVisibleElements() }
        case .ended, .cancelled, .failed:
            guard let state = reorder else { return }
            reorder = nil
            state.cell.layer.zPosition = 0
            var destination = tableDelegate?.tableView(self, targetIndexPathForMoveFromRowAt: state.source,
                                                       toProposedIndexPath: state.proposed) ?? state.proposed
            if pan.state != .ended || !isValidDestination(destination, from: state.source) { destination = state.source }
            if destination != state.source {
                moveRowInModel(from: state.source, to: destination)
                dataSource?.tableView(self, moveRowAt: state.source, to: destination)
            }
            UIView.animate(withDuration: 0.2) { self.tile() }
        default:
            break
        }
    }

    /// The row place under the dragged row's centre, in the source's numbering after removal.
    private func proposedDestination(at point: CGPoint, from source: IndexPath) -> IndexPath? {
        guard var target = layoutModel.indexPath(at: CGPoint(x: bounds.midX, y: min(max(point.y, 0), layoutModel.contentHeight - 1))) else {
            return nil
        }
        if target.section != source.section, target.row > rowCounts[target.section] { target.row = rowCounts[target.section] }
        return target
    }

    private func isValidDestination(_ destination: IndexPath, from source: IndexPath) -> Bool {
        guard destination.section >= 0, destination.section < rowCounts.count, destination.row >= 0 else { return false }
        let limit = destination.section == source.section ? rowCounts[destination.section] - 1 : rowCounts[destination.section]
        return destination.row <= limit
    }

    /// Moves the row in the table's own records (counts, heights, visible cells, selection):
    /// the user already moved it, so the data source is only told.
    private func moveRowInModel(from source: IndexPath, to destination: IndexPath) {
        engine.moveRow(from: source, to: destination)
    }
}
