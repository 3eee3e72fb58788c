import Foundation

/// Highlighting and selecting rows by touch, pointer (Shift-click ranges, Command-click
/// toggles) and code, with the delegate asked in UIKit's order (TBL-13).
extension UITableView {
    /// Whether taps select right now, and whether several rows may be selected.
    var selectionIsAllowed: Bool { editing ? allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing : allowsSelection }
    var multipleSelectionIsActive: Bool { editing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection }

    // MARK: Touches

    /// A touch went down on a row: highlight it unless the delegate refuses. Returns whether
    /// the table took the touch.
    func beginTracking(_ touches: Set<UITouch>, event: UIEvent?) -> Bool {
        guard touches.count == 1, let touch = touches.first, trackedRow == nil else { return false }
        let point = touch.location(in: self)
        if closeSwipeIfOpen(exceptAt: point) { trackedRow = nil; return true }
        guard let indexPath = indexPathForRow(at: point), let cell = visibleCell(at: indexPath) else { return false }
        if isEditingControlHit(cell: cell, point: point) || isDetailButtonHit(cell: cell, point: point) {
            trackedRow = indexPath
            return true
        }
        guard selectionIsAllowed else { return false }
        trackedRow = indexPath
        let shouldHighlight = tableDelegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true
        if shouldHighlight {
            cell.setHighlighted(true, animated: false)
            tableDelegate?.tableView(self, didHighlightRowAt: indexPath)
        } else {
            highlightRefused = indexPath
        }
        return true
    }

    /// The touch lifted: unhighlight, then select (or toggle, or extend) through the delegate.
    func endTracking(_ touches: Set<UITouch>, event: UIEvent?) -> Bool {
        guard let indexPath = trackedRow else { return false }
        trackedRow = nil
        let refused = highlightRefused == indexPath
        highlightRefused = nil
        guard let touch = touches.first else { return true }
        let point = touch.location(in: self)
        if let cell = visibleCell(at: indexPath) {
            if isEditingControlHit(cell: cell, point: point) {
                editingControlTapped(at: indexPath)
                return true
            }
            if isDetailButtonHit(cell: cell, point: point) {
                for trigger in cell.storyboardSegueTriggers where trigger.firesOnAccessory { trigger.fire(cell) }
                tableDelegate?.tableView(self, accessoryButtonTappedForRowWith: indexPath)
                return true
            }
            if cell.isHighlighted {
                cell.setHighlighted(false, animated: false)
                tableDelegate?.tableView(self, didUnhighlightRowAt: indexPath)
            }
        }
        guard !refused, selectionIsAllowed else { return true }
        let modifiers = event?.modifierFlags ?? []
        if multipleSelectionIsActive, modifiers.contains(.shift), let anchor = engine.anchor, anchor != indexPath {
            extendSelection(from: anchor, to: indexPath)
        } else {
            userSelect(indexPath)
        }
        return true
    }

    func cancelTracking() -> Bool {
        guard let indexPath = trackedRow else { return false }
        trackedRow = nil
        highlightRefused = nil
        if let cell = visibleCell(at: indexPath), cell.isHighlighted {
            cell.setHighlighted(false, animated: false)
            tableDelegate?.tableView(self, didUnhighlightRowAt: indexPath)
        }
        return true
    }

    private func isEditingControlHit(cell: UITableViewCell, point: CGPoint) -> Bool {
        guard editing, let control = cell.editingControlView else { return false }
        let local = convert(point, to: cell)
        return local.x < control.frame.maxX + 8
    }

    private func isDetailButtonHit(cell: UITableViewCell, point: CGPoint) -> Bool {
        guard let frame = cell.detailButtonFrame else { return false }
        return frame.insetBy(dx: -8, dy: -8).contains(convert(point, to: cell))
    }

    // MARK: Selecting as the user does

    /// The delegate-mediated selection of one row: willSelect (nil cancels, another path
    /// redirects), then in single selection willDeselect/didDeselect of the old row, then
    /// didSelect. In multiple selection a selected row toggles off (TBL-12).
    func userSelect(_ tapped: IndexPath) {
        if multipleSelectionIsActive, engine.selected.contains(tapped) {
            userDeselect(tapped)
            return
        }
        let target: IndexPath?
        if let tableDelegate { target = tableDelegate.tableView(self, willSelectRowAt: tapped) } else { target = tapped }
        guard let target, isValid(target) else { return }
        if !multipleSelectionIsActive {
            // One notification for the whole change, after the new row's selection.
            for old in engine.selected.sorted() where old != target { userDeselect(old, notifies: false) }
            if engine.selected.contains(target) {
                // Single selection: tapping the selected row keeps it selected (TBL-12).
                engine.anchor = target
                fireStoryboardSegues(at: target)
                tableDelegate?.tableView(self, didSelectRowAt: target)
                return
            }
        }
        setRow(target, selected: true, animated: false)
        engine.anchor = target
        fireStoryboardSegues(at: target)
        tableDelegate?.tableView(self, didSelectRowAt: target)
        postSelectionDidChange()
    }

    /// The user changed the selection (never code: TBL-14's rule for the delegate holds here).
    private func postSelectionDidChange() {
        NotificationCenter.default.post(name: UITableView.selectionDidChangeNotification, object: self)
    }

    /// A storyboard cell's selection segues, with the cell as the sender; UIKit performs them
    /// before the delegate hears of the selection.
    private func fireStoryboardSegues(at indexPath: IndexPath) {
        guard let cell = cellForRow(at: indexPath) else { return }
        for trigger in cell.storyboardSegueTriggers where !trigger.firesOnAccessory { trigger.fire(cell) }
    }

    private func userDeselect(_ indexPath: IndexPath, notifies: Bool = true) {
        let target: IndexPath?
        if let tableDelegate { target = tableDelegate.tableView(self, willDeselectRowAt: indexPath) } else { target = indexPath }
        guard let target else { return }
        setRow(target, selected: false, animated: false)
        tableDelegate?.tableView(self, didDeselectRowAt: target)
        if notifies { postSelectionDidChange() }
    }

    /// Shift-click: every row from the anchor to the clicked one becomes selected, through
    /// the delegate, and rows selected by an earlier extension outside the range are dropped.
    private func extendSelection(from anchor: IndexPath, to end: IndexPath) {
        let range = engine.rows(between: anchor, and: end)
        var changed = false
        for indexPath in range where !engine.selected.contains(indexPath) {
            let target = tableDelegate.map { $0.tableView(self, willSelectRowAt: indexPath) } ?? indexPath
            guard let target, isValid(target) else { continue }
            setRow(target, selected: true, animated: false)
            tableDelegate?.tableView(self, didSelectRowAt: target)
            changed = true
        }
        if changed { postSelectionDidChange() }
    }

    // MARK: Selecting from code

    /// No delegate calls (TBL-14); nil clears the selection.
    func selectRowProgrammatically(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        ensureModel()
        guard let indexPath else {
            for row in engine.selected { setRow(row, selected: false, animated: animated) }
            return
        }
        guard isValid(indexPath) else { return }
        if !multipleSelectionIsActive {
            for row in engine.selected where row != indexPath { setRow(row, selected: false, animated: animated) }
        }
        setRow(indexPath, selected: true, animated: animated)
        engine.anchor = indexPath
        if scrollPosition != .none { scroll(toRow: indexPath, position: scrollPosition, animated: animated) }
    }

    /// Records the selection and shows it on the row's cell, if visible. Selection lives in
    /// the table, so it survives the row scrolling off and back (TBL-15).
    func setRow(_ indexPath: IndexPath, selected: Bool, animated: Bool) {
        if selected { engine.selected.insert(indexPath) } else { engine.selected.remove(indexPath) }
        visibleCell(at: indexPath)?.setSelected(selected, animated: animated)
        if let cell = visibleCell(at: indexPath), cell.showsSelectionCircle { cell.setNeedsLayout() }
    }

    func clearSelection() {
        for row in engine.selected { visibleCell(at: row)?.setSelected(false, animated: false) }
        engine.selected = []
        engine.anchor = nil
    }

    // MARK: Two-finger selection (TBL-24)

    /// With multiple selection during editing allowed: while editing, or outside editing when
    /// the delegate's `shouldBeginMultipleSelectionInteractionAt` says yes.
    func mayBeginMultipleSelectionInteraction(at point: CGPoint) -> Bool {
        guard allowsMultipleSelectionDuringEditing, let indexPath = indexPathForRow(at: point) else { return false }
        if editing { return true }
        return tableDelegate?.tableView(self, shouldBeginMultipleSelectionInteractionAt: indexPath) ?? false
    }

    /// The pan's action (see `MultipleSelectionPanning`). Starting outside editing puts the
    /// table (not its controller) into editing, so the controller's Edit button keeps saying
    /// Edit — UIKit's quirk, kept (TBL-24).
    func handleMultipleSelectionPan(_ pan: UIPanGestureRecognizer) {
        handleMultipleSelection(pan)
    }
}

extension UITableView: MultipleSelectionPanning {
    func listIndexPath(at point: CGPoint) -> IndexPath? { indexPathForRow(at: point) }

    func multipleSelectionDidBegin(at indexPath: IndexPath) {
        if !editing { setEditing(true, animated: true) }
        tableDelegate?.tableView(self, didBeginMultipleSelectionInteractionAt: indexPath)
    }

    func multipleSelectionDidEnd() { tableDelegate?.tableViewDidEndMultipleSelectionInteraction(self) }
    func isListItemSelected(_ indexPath: IndexPath) -> Bool { engine.selected.contains(indexPath) }
    func listIndexPaths(between a: IndexPath, and b: IndexPath) -> [IndexPath] { engine.rows(between: a, and: b) }
}
