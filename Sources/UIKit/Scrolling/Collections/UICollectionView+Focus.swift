import CoreGraphics
import Foundation

extension UICollectionView: FocusList {
    func isFocusCell(_ view: UIView) -> Bool {
        guard let cell = view as? UICollectionViewCell else { return false }
        return indexPath(for: cell) != nil
    }

    /// Whether the item's cell takes focus: the delegate's `canFocusItemAt` when it has one;
    /// else when items can be selected now and the cell holds nothing focusable of its own.
    func canFocusItem(at indexPath: IndexPath, cell: UICollectionViewCell?) -> Bool {
        if let delegate = collectionDelegate,
           let answer = OptionalRequirement.answer({ delegate.collectionView(self, canFocusItemAt: indexPath) }) {
            return answer
        }
        guard isEditing ? allowsSelectionDuringEditing : allowsSelection else { return false }
        return !(cell?.containsFocusableContent ?? false)
    }

    /// The item of the cell that is, or holds, `item`.
    func indexPathOfFocusItem(_ item: UIFocusItem?) -> IndexPath? {
        var view = item as? UIView
        while let current = view, current !== self {
            if let cell = current as? UICollectionViewCell, cell.superview != nil, let indexPath = indexPath(for: cell) { return indexPath }
            view = current.superview
        }
        return nil
    }

    func focusEntryItem() -> UIView? {
        var preferred: IndexPath?
        if remembersLastFocusedIndexPath, let remembered = lastFocusedIndexPath, isValidFocusIndexPath(remembered) { preferred = remembered }
        if preferred == nil, let delegate = collectionDelegate { preferred = delegate.indexPathForPreferredFocusedView(in: self) }
        guard let indexPath = preferred, isValidFocusIndexPath(indexPath) else { return nil }
        return revealFocusableCell(at: indexPath)
    }

    /// The nearest item that way by the layout's frames, among items within two screens —
    /// including items not made yet, which the collection view scrolls to.
    func focusItem(from cell: UIView, heading: UIFocusHeading) -> UIView? {
        guard let cell = cell as? UICollectionViewCell, let indexPath = indexPath(for: cell),
              let origin = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame else { return nil }
        let reach = 2 * max(bounds.width, bounds.height)
        let content = CGRect(origin: .zero, size: collectionViewLayout.collectionViewContentSize)
        let region: CGRect
        switch heading {
        case .down: region = CGRect(x: content.minX, y: origin.midY, width: content.width, height: reach)
        case .up: region = CGRect(x: content.minX, y: origin.midY - reach, width: content.width, height: reach)
        case .right: region = CGRect(x: origin.midX, y: origin.minY - reach, width: reach, height: origin.height + 2 * reach)
        case .left: region = CGRect(x: origin.midX - reach, y: origin.minY - reach, width: reach, height: origin.height + 2 * reach)
        default: return nil
        }
        var candidates = (collectionViewLayout.layoutAttributesForElements(in: region) ?? []).filter {
            $0.representedElementCategory == .cell && $0.indexPath != indexPath && !$0.isHidden
        }
        while let nearest = FocusMovement.nearest(from: origin, heading: heading, among: candidates.map(\.frame)) {
            let target = candidates.remove(at: nearest)
            guard canFocusItem(at: target.indexPath, cell: cellForItem(at: target.indexPath)) else { continue }
            if let targetCell = revealFocusableCell(at: target.indexPath) { return targetCell }
        }
        return nil
    }

    func focusDidMove(to cell: UIView) {
        guard let cell = cell as? UICollectionViewCell, let indexPath = indexPath(for: cell) else { return }
        lastFocusedIndexPath = indexPath
        // In multiple selection the focus moves without selecting (else every row passed
        // would join the selection).
        guard selectionFollowsFocus, isEditing ? allowsSelectionDuringEditing : allowsSelection, !multipleSelectionIsActive,
              !(indexPathsForSelectedItems ?? []).contains(indexPath) else { return }
        userSelect(indexPath)
    }

    private func isValidFocusIndexPath(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && indexPath.section >= 0 && indexPath.section < numberOfSections
            && indexPath.item >= 0 && indexPath.item < numberOfItems(inSection: indexPath.section)
    }

    /// Scrolls the item into view and gives its cell, when that cell can be focused.
    private func revealFocusableCell(at indexPath: IndexPath) -> UICollectionViewCell? {
        if let frame = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame {
            scrollRectToVisible(frame, animated: false)
        }
        layoutIfNeeded()
        guard let cell = cellForItem(at: indexPath), cell.canBecomeFocused,
              window?.focusEngine.candidates.isEligible(cell) ?? false else { return nil }
        return cell
    }
}
