import CoreGraphics
import Foundation

extension UICollectionView: FocusList {
    func focusIndexPath(ofCell view: UIView) -> IndexPath? {
        (view as? UICollectionViewCell).flatMap(indexPath(for:))
    }

    /// Whether the item's cell takes focus: the delegate's `canFocusItemAt` when it has one;
    /// else `FocusList.defaultFocusability`.
    func canFocusItem(at indexPath: IndexPath, cell: UICollectionViewCell?) -> Bool {
        let answer = collectionDelegate.flatMap { delegate in OptionalRequirement.answer { delegate.collectionView(self, canFocusItemAt: indexPath) } }
        return Self.defaultFocusability(delegateAnswer: answer, selectable: isEditing ? allowsSelectionDuringEditing : allowsSelection, cell: cell)
    }

    var preferredFocusIndexPath: IndexPath? { collectionDelegate?.indexPathForPreferredFocusedView(in: self) }

    func isValidFocusIndexPath(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && indexPath.section >= 0 && indexPath.section < numberOfSections
            && indexPath.item >= 0 && indexPath.item < numberOfItems(inSection: indexPath.section)
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

    func selectFollowingFocus(_ indexPath: IndexPath) {
        guard selectionFollowsFocus, isEditing ? allowsSelectionDuringEditing : allowsSelection, !multipleSelectionIsActive,
              !(indexPathsForSelectedItems ?? []).contains(indexPath) else { return }
        userSelect(indexPath)
    }

    func revealFocusableCell(at indexPath: IndexPath) -> UIView? {
        if let frame = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame {
            scrollRectToVisible(frame, animated: false)
        }
        layoutIfNeeded()
        guard let cell = cellForItem(at: indexPath), cell.canBecomeFocused,
              window?.focusEngine.candidates.isEligible(cell) ?? false else { return nil }
        return cell
    }
}
