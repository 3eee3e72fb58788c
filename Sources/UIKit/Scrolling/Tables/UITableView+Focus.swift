import CoreGraphics
import Foundation

extension UITableView: FocusList {
    func isFocusCell(_ view: UIView) -> Bool {
        guard let cell = view as? UITableViewCell else { return false }
        return indexPath(for: cell) != nil
    }

    /// Whether the row's cell takes focus: the delegate's `canFocusRowAt` when it has one;
    /// else when rows can be selected now and the cell holds nothing focusable of its own (a
    /// form's fields and switches keep Tab's stops; Slate's rule, where iOS 15's `allowsFocus`
    /// leaves it to "the platform").
    func canFocusRow(at indexPath: IndexPath, cell: UITableViewCell?) -> Bool {
        if let delegate = tableDelegate,
           let answer = OptionalRequirement.answer({ delegate.tableView(self, canFocusRowAt: indexPath) }) {
            return answer
        }
        guard isEditing ? allowsSelectionDuringEditing : allowsSelection else { return false }
        return !(cell?.containsFocusableContent ?? false)
    }

    /// The row of the cell that is, or holds, `item`.
    func indexPathOfFocusItem(_ item: UIFocusItem?) -> IndexPath? {
        var view = item as? UIView
        while let current = view, current !== self {
            if let cell = current as? UITableViewCell, cell.superview != nil, let indexPath = indexPath(for: cell) { return indexPath }
            view = current.superview
        }
        return nil
    }

    func focusEntryItem() -> UIView? {
        var preferred: IndexPath?
        if remembersLastFocusedIndexPath, let remembered = lastFocusedIndexPath, isValid(remembered) { preferred = remembered }
        if preferred == nil, let delegate = tableDelegate { preferred = delegate.indexPathForPreferredFocusedView(in: self) }
        guard let indexPath = preferred, isValid(indexPath) else { return nil }
        return revealFocusableCell(at: indexPath)
    }

    func focusItem(from cell: UIView, heading: UIFocusHeading) -> UIView? {
        guard let cell = cell as? UITableViewCell, var indexPath = indexPath(for: cell) else { return nil }
        let forward: Bool
        switch heading {
        case .down: forward = true
        case .up: forward = false
        default: return nil
        }
        // Rows off screen have no cell to ask yet: each is scrolled to in turn. Past a long run
        // of rows that cannot be focused the search gives up, and the table goes back to where
        // it was when it finds nothing.
        let offset = contentOffset
        var revealed = 0
        while let next = neighbour(of: indexPath, forward: forward), revealed < Self.focusSearchLimit {
            indexPath = next
            let cell = cellForRow(at: next)
            guard canFocusRow(at: next, cell: cell) else { continue }
            if cell == nil { revealed += 1 }
            if let nextCell = revealFocusableCell(at: next) { return nextCell }
        }
        if contentOffset != offset {
            contentOffset = offset
            layoutIfNeeded()
        }
        return nil
    }

    /// How many rows off screen an arrow key's search scrolls to before giving up.
    static let focusSearchLimit = 64

    func focusDidMove(to cell: UIView) {
        guard let cell = cell as? UITableViewCell, let indexPath = indexPath(for: cell) else { return }
        lastFocusedIndexPath = indexPath
        // In multiple selection the focus moves without selecting (else every row passed
        // would join the selection).
        guard selectionFollowsFocus, isEditing ? allowsSelectionDuringEditing : allowsSelection, !multipleSelectionIsActive,
              !(indexPathsForSelectedRows ?? []).contains(indexPath) else { return }
        userSelect(indexPath)
    }

    /// Scrolls the row into view and gives its cell, when that cell can be focused.
    private func revealFocusableCell(at indexPath: IndexPath) -> UITableViewCell? {
        scrollToRow(at: indexPath, at: .none, animated: false)
        layoutIfNeeded()
        guard let cell = cellForRow(at: indexPath), cell.canBecomeFocused,
              window?.focusEngine.candidates.isEligible(cell) ?? false else { return nil }
        return cell
    }

    /// The row after (or before) `indexPath`, across sections; nil at the end.
    private func neighbour(of indexPath: IndexPath, forward: Bool) -> IndexPath? {
        var section = indexPath.section, row = indexPath.row + (forward ? 1 : -1)
        while section >= 0, section < numberOfSections {
            if row >= 0, row < numberOfRows(inSection: section) { return IndexPath(row: row, section: section) }
            section += forward ? 1 : -1
            guard section >= 0, section < numberOfSections else { return nil }
            row = forward ? 0 : numberOfRows(inSection: section) - 1
        }
        return nil
    }
}
