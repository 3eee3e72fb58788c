import Foundation

/// Swipe actions for a list's rows: a sideways drag slides a row to reveal its leading or
/// trailing actions; released past half their width it stays open, past 60 % of the row it
/// performs the first action (when the configuration allows); a touch elsewhere closes it.
/// Tables and list collection views each own one.
@MainActor
final class ListSwipeController {
    struct OpenRow {
        var indexPath: IndexPath
        var cell: UIView
        var core: ListCellCore
        var configuration: UISwipeActionsConfiguration
        var actionsView: SwipeActionsView
        /// The slide when the current drag began (an open row can be dragged further or shut).
        var startOffset: CGFloat
        var isLeading: Bool
    }

    unowned let listView: UIScrollView
    private(set) var openRow: OpenRow?
    /// The visible cell of a row, with its shared core.
    var cellAt: (IndexPath) -> (UIView, ListCellCore)? = { _ in nil }
    var indexPathAt: (CGPoint) -> IndexPath? = { _ in nil }
    /// The actions for a row's side, or nil for none.
    var configurationFor: (IndexPath, _ leading: Bool) -> UISwipeActionsConfiguration? = { _, _ in nil }
    var rowDidOpen: (IndexPath) -> Void = { _ in }
    var rowDidClose: (IndexPath) -> Void = { _ in }

    init(listView: UIScrollView) {
        self.listView = listView
    }

    func open(at indexPath: IndexPath, configuration: UISwipeActionsConfiguration, isLeading: Bool, animated: Bool) {
        close(animated: false)
        guard let (cell, core) = cellAt(indexPath) else { return }
        let actionsView = SwipeActionsView(configuration: configuration, isLeading: isLeading)
        actionsView.onAction = { [weak self] action, button in
            action.handler(action, button) { [weak self] _ in self?.close(animated: true) }
        }
        cell.insertSubview(actionsView, at: 0)
        core.swipeActionsView = actionsView
        openRow = OpenRow(indexPath: indexPath, cell: cell, core: core, configuration: configuration,
                          actionsView: actionsView, startOffset: 0, isLeading: isLeading)
        rowDidOpen(indexPath)
        setOffset(isLeading ? actionsView.preferredWidth : -actionsView.preferredWidth, animated: animated)
    }

    func setOffset(_ offset: CGFloat, animated: Bool) {
        guard let row = openRow else { return }
        row.core.swipeOffset = offset
        row.cell.setNeedsLayout()
        if animated, listView.window != nil {
            UIView.animate(withDuration: 0.25) { row.cell.layoutIfNeeded() }
        } else {
            row.cell.layoutIfNeeded()
        }
    }

    func close(animated: Bool) {
        guard let row = openRow else { return }
        openRow = nil
        row.core.swipeOffset = 0
        row.cell.setNeedsLayout()
        let finish = {
            if row.core.swipeActionsView === row.actionsView {
                row.actionsView.removeFromSuperview()
                row.core.swipeActionsView = nil
            }
        }
        if animated, listView.window != nil {
            UIView.animate(withDuration: 0.25, animations: { row.cell.layoutIfNeeded() }, completion: { _ in finish() })
        } else {
            row.cell.layoutIfNeeded()
            finish()
        }
        rowDidClose(row.indexPath)
    }

    /// A touch outside the open row's actions (and outside `keepOpen`) closes it and does
    /// nothing else. Returns whether it closed.
    func closeIfOpen(touchAt point: CGPoint, keepOpen: CGRect? = nil) -> Bool {
        guard let row = openRow else { return false }
        if row.actionsView.convert(row.actionsView.bounds, to: listView).contains(point) { return false }
        if let keepOpen, keepOpen.contains(point) { return false }
        close(animated: true)
        return true
    }

    /// Whether a pan starting at `start` is a swipe of a row (mostly sideways, over a row
    /// with actions on that side, or over the open row).
    func isSwipe(_ pan: UIPanGestureRecognizer, from start: CGPoint, allowed: Bool) -> Bool {
        let translation = pan.translation(in: listView)
        guard abs(translation.x) > abs(translation.y), let indexPath = indexPathAt(start) else { return false }
        if let openRow, openRow.indexPath == indexPath { return true }
        guard allowed else { return false }
        return configurationFor(indexPath, translation.x > 0) != nil
    }

    func handlePan(_ pan: UIPanGestureRecognizer) {
        let translation = pan.translation(in: listView).x
        switch pan.state {
        case .began:
            let point = pan.location(in: listView)
            guard let indexPath = indexPathAt(point) else { return }
            if let row = openRow, row.indexPath == indexPath {
                openRow?.startOffset = row.core.swipeOffset
            } else {
                let leading = translation > 0
                guard let configuration = configurationFor(indexPath, leading) else { return }
                open(at: indexPath, configuration: configuration, isLeading: leading, animated: false)
                setOffset(0, animated: false)
            }
        case .changed:
            guard let row = openRow else { return }
            let offset = row.startOffset + translation
            setOffset(row.isLeading ? max(0, offset) : min(0, offset), animated: false)
        case .ended, .cancelled, .failed:
            guard let row = openRow else { return }
            let offset = row.core.swipeOffset
            let width = row.actionsView.preferredWidth
            let rowWidth = row.cell.bounds.width
            if pan.state == .ended, row.configuration.performsFirstActionWithFullSwipe, abs(offset) > rowWidth * 0.6,
               let first = row.configuration.actions.first {
                setOffset(row.isLeading ? rowWidth : -rowWidth, animated: true)
                first.handler(first, row.actionsView) { [weak self] _ in self?.close(animated: true) }
            } else if pan.state == .ended, abs(offset) > width / 2 {
                setOffset(row.isLeading ? width : -width, animated: true)
            } else {
                close(animated: true)
            }
        default:
            break
        }
    }
}
