import Foundation

/// Highlighting and selecting items by touch and pointer (Shift-click ranges), accessory
/// taps (outline disclosure, delete), and selection from code.
extension UICollectionView {
    var selectionIsAllowed: Bool { isEditing ? allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing : allowsSelection }
    var multipleSelectionIsActive: Bool { isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection }

    func beginTracking(_ touches: Set<UITouch>) -> Bool {
        guard touches.count == 1, let touch = touches.first, trackedItem == nil else { return false }
        let point = touch.location(in: self)
        if swipeController.closeIfOpen(touchAt: point) { return true }
        guard let indexPath = indexPathForItem(at: point), let cell = visibleCell(at: indexPath) else { return false }
        trackedItem = indexPath
        if accessory(of: cell, at: point) != nil { return true }
        guard selectionIsAllowed || togglesOutlineOnTap(cell) else { return true }
        if collectionDelegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true {
            cell.isHighlighted = true
            collectionDelegate?.collectionView(self, didHighlightItemAt: indexPath)
        } else {
            highlightRefused = indexPath
        }
        return true
    }

    func endTracking(_ touches: Set<UITouch>, event: UIEvent?) -> Bool {
        guard let indexPath = trackedItem else { return false }
        trackedItem = nil
        let refused = highlightRefused == indexPath
        highlightRefused = nil
        guard let touch = touches.first, let cell = visibleCell(at: indexPath) else { return true }
        let point = touch.location(in: self)
        if let accessory = accessory(of: cell, at: point) {
            accessoryTapped(accessory, at: indexPath)
            return true
        }
        if cell.isHighlighted {
            cell.isHighlighted = false
            collectionDelegate?.collectionView(self, didUnhighlightItemAt: indexPath)
        }
        guard !refused else { return true }
        if togglesOutlineOnTap(cell), let outline = (cell as? UICollectionViewListCell)?.outlineAccessory {
            accessoryTapped(outline, at: indexPath)
            return true
        }
        guard selectionIsAllowed else { return true }
        let modifiers = event?.modifierFlags ?? []
        if multipleSelectionIsActive, modifiers.contains(.shift), let anchor = engine.anchor, anchor != indexPath {
            for item in engine.rows(between: anchor, and: indexPath) where !engine.selected.contains(item) {
                userSelect(item)
            }
        } else {
            userSelect(indexPath)
        }
        return true
    }

    func cancelTracking() -> Bool {
        guard let indexPath = trackedItem else { return false }
        trackedItem = nil
        highlightRefused = nil
        if let cell = visibleCell(at: indexPath), cell.isHighlighted {
            cell.isHighlighted = false
            collectionDelegate?.collectionView(self, didUnhighlightItemAt: indexPath)
        }
        return true
    }

    private func accessory(of cell: UICollectionViewCell, at point: CGPoint) -> UICellAccessory? {
        guard let listCell = cell as? UICollectionViewListCell,
              let accessory = listCell.accessory(at: convert(point, to: cell)) else { return nil }
        switch accessory.kind {
        case .outlineDisclosure, .delete, .insert: return accessory
        default: return nil
        }
    }

    /// A header-style outline row toggles when tapped anywhere.
    private func togglesOutlineOnTap(_ cell: UICollectionViewCell) -> Bool {
        guard let listCell = cell as? UICollectionViewListCell, let outline = listCell.outlineAccessory,
              case .outlineDisclosure(let style) = outline.kind else { return false }
        return style == .header || (style == .automatic && listCell.isSectionHeaderItem)
    }

    /// The accessory's handler if it has one; else outline disclosure toggles through the
    /// data source (LIST-08) and delete reveals the trailing swipe actions (LIST-05).
    private func accessoryTapped(_ accessory: UICellAccessory, at indexPath: IndexPath) {
        if let handler = accessory.actionHandler {
            handler()
            return
        }
        switch accessory.kind {
        case .outlineDisclosure:
            (dataSource as? OutlineDataSource)?.outlineToggle(at: indexPath)
        case .delete:
            if let configuration = swipeConfiguration(for: indexPath, leading: false) {
                swipeController.open(at: indexPath, configuration: configuration, isLeading: false, animated: true)
            }
        default:
            break
        }
    }

    func swipeConfiguration(for indexPath: IndexPath, leading: Bool) -> UISwipeActionsConfiguration? {
        let configuration = self.configuration(forSection: indexPath.section)
        let provider = leading ? configuration.leadingSwipeActionsConfigurationProvider : configuration.trailingSwipeActionsConfigurationProvider
        guard let actions = provider?(indexPath), !actions.actions.isEmpty else { return nil }
        return actions
    }

    // MARK: Selecting

    /// shouldSelect, then (single selection) the previous item deselects, then didSelect. A
    /// selected item stays selected in single selection and toggles off in multiple.
    func userSelect(_ indexPath: IndexPath) {
        if engine.selected.contains(indexPath) {
            guard multipleSelectionIsActive else { return }
            guard collectionDelegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else { return }
            setItem(indexPath, selected: false)
            collectionDelegate?.collectionView(self, didDeselectItemAt: indexPath)
            return
        }
        guard collectionDelegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
        if !multipleSelectionIsActive {
            for old in engine.selected.sorted() {
                setItem(old, selected: false)
                collectionDelegate?.collectionView(self, didDeselectItemAt: old)
            }
        }
        setItem(indexPath, selected: true)
        engine.anchor = indexPath
        if let cell = cellForItem(at: indexPath) {
            for trigger in cell.storyboardSegueTriggers { trigger.fire(cell) }
        }
        collectionDelegate?.collectionView(self, didSelectItemAt: indexPath)
    }

    func selectItemProgrammatically(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        ensureModel()
        guard let indexPath else {
            for item in engine.selected { setItem(item, selected: false) }
            return
        }
        guard engine.isValid(indexPath) else { return }
        if !multipleSelectionIsActive {
            for item in engine.selected where item != indexPath { setItem(item, selected: false) }
        }
        setItem(indexPath, selected: true)
        engine.anchor = indexPath
        if !scrollPosition.isEmpty { scroll(toItem: indexPath, position: scrollPosition, animated: animated) }
    }

    // MARK: Two-finger selection

    /// When the delegate's `shouldBeginMultipleSelectionInteractionAt` says yes for the item
    /// under the fingers, and the collection view allows several selected items (now, or once
    /// the app puts it into editing as the interaction begins).
    func mayBeginMultipleSelectionInteraction(at point: CGPoint) -> Bool {
        guard allowsMultipleSelection || allowsMultipleSelectionDuringEditing, let indexPath = indexPathForItem(at: point) else { return false }
        return collectionDelegate?.collectionView(self, shouldBeginMultipleSelectionInteractionAt: indexPath) ?? false
    }

    /// The pan's action (see `MultipleSelectionPanning`).
    func handleMultipleSelectionPan(_ pan: UIPanGestureRecognizer) {
        handleMultipleSelection(pan)
    }

    func setItem(_ indexPath: IndexPath, selected: Bool) {
        if selected { engine.selected.insert(indexPath) } else { engine.selected.remove(indexPath) }
        visibleCell(at: indexPath)?.isSelected = selected
    }
}

/// Tells a collection view's scroll pan from a row swipe and from a drag by a reorder
/// accessory.
@MainActor
final class CollectionGestureArbiter: UIGestureRecognizerDelegate {
    unowned let collectionView: UICollectionView
    private var multipleSelection = MultipleSelectionDecision()

    init(collectionView: UICollectionView) {
        self.collectionView = collectionView
    }

    func gestureRecognizerShouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
        guard let pan = recognizer as? UIPanGestureRecognizer else { return true }
        let onGrip = collectionView.startsOnReorderAccessory(pan.startLocation(in: collectionView))
        if recognizer === collectionView.reorderRecognizer { return onGrip }
        if onGrip { return false }
        let multiselects = multipleSelection.multiselects(pan) {
            collectionView.mayBeginMultipleSelectionInteraction(at: pan.startLocation(in: collectionView))
        }
        if recognizer === collectionView.multipleSelectionRecognizer { return multiselects }
        if multiselects { return false }
        let swipes = collectionView.swipeController.isSwipe(pan, from: pan.startLocation(in: collectionView), allowed: true)
        return recognizer === collectionView.swipeRecognizer ? swipes : !swipes
    }
}

extension UICollectionView {
    func installCollectionGestures() {
        gestureArbiter = CollectionGestureArbiter(collectionView: self)
        panGestureRecognizer.delegate = gestureArbiter
        swipeRecognizer = UIPanGestureRecognizer(target: self, action: .collectionSwipe)
        swipeRecognizer.delegate = gestureArbiter
        addGestureRecognizer(swipeRecognizer)
        reorderRecognizer = UIPanGestureRecognizer(target: self, action: .collectionReorder)
        reorderRecognizer.delegate = gestureArbiter
        addGestureRecognizer(reorderRecognizer)
        multipleSelectionRecognizer = UIPanGestureRecognizer(target: self, action: .collectionMultipleSelection)
        multipleSelectionRecognizer.minimumNumberOfTouches = 2
        multipleSelectionRecognizer.delegate = gestureArbiter
        addGestureRecognizer(multipleSelectionRecognizer)
        swipeController.cellAt = { [unowned self] indexPath in self.visibleCell(at: indexPath).map { ($0, $0.core) } }
        swipeController.indexPathAt = { [unowned self] point in self.indexPathForItem(at: point) }
        swipeController.configurationFor = { [unowned self] indexPath, leading in self.swipeConfiguration(for: indexPath, leading: leading) }
    }

    func handleSwipePan(_ pan: UIPanGestureRecognizer) {
        swipeController.handlePan(pan)
    }
}

extension Selector {
    @MainActor static let collectionSwipe = Selector("_handleSwipe:", UICollectionView.handleSwipePan)
    @MainActor static let collectionMultipleSelection = Selector("_handleMultipleSelection:", UICollectionView.handleMultipleSelectionPan)
}

extension UICollectionView: MultipleSelectionPanning {
    func listIndexPath(at point: CGPoint) -> IndexPath? { indexPathForItem(at: point) }

    func multipleSelectionDidBegin(at indexPath: IndexPath) {
        if !isEditing { isEditing = true }
        collectionDelegate?.collectionView(self, didBeginMultipleSelectionInteractionAt: indexPath)
    }

    func multipleSelectionDidEnd() { collectionDelegate?.collectionViewDidEndMultipleSelectionInteraction(self) }
    func isListItemSelected(_ indexPath: IndexPath) -> Bool { engine.selected.contains(indexPath) }
    func listIndexPaths(between a: IndexPath, and b: IndexPath) -> [IndexPath] { engine.rows(between: a, and: b) }
}
