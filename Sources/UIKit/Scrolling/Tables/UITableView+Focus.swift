import CoreGraphics
import Foundation

extension UITableView: FocusList {
    func focusIndexPath(ofCell view: UIView) -> IndexPath? {
        (view as? UITableViewCell).flatMap(indexPath(for:))
    }

    /// Whether the row's cell takes focus: the delegate's `canFocusRowAt` when it has one;
    /// else `FocusList.defaultFocusability`.
    func canFocusRow(at indexPath: IndexPath, cell: UITableViewCell?) -> Bool {
        let answer = tableDelegate.flatMap { delegate in OptionalRequirement.answer { delegate.tableView(self, canFocusRowAt: indexPath) } }
        return Self.defaultFocusability(delegateAnswer: answer, selectable: isEditing ? allowsSelectionDuringEditing : allowsSelection, cell: cell)
    }

    var preferredFocusIndexPath: IndexPath? { tableDelegate?.indexPathForPreferredFocusedView(in: self) }

    func isValidFocusIndexPath(_ indexPath: IndexPath) -> Bool { isValid(indexPath) }

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

    func selectFollowingFocus(_ indexPath: IndexPath) {
        guard selectionFollowsFocus, isEditing ? allowsSelectionDuringEditing : allowsSelection, !multipleSelectionIsActive,
              !(indexPathsForSelectedRows ?? []).contains(indexPath) else { return }
        userSelect(indexPath)
    }

    func revealFocusableCell(at indexPath: IndexPath) -> UIView? {
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
