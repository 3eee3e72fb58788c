import Foundation

/// Decides which of a table's three pans a drag is: a reorder when it starts on a reorder
/// control, a swipe when it is mostly sideways over a row that has swipe actions (or is open),
/// and otherwise a scroll.
@MainActor
final class TableGestureArbiter: UIGestureRecognizerDelegate {
    unowned let table: UITableView
    private var multipleSelection = MultipleSelectionDecision()

    init(table: UITableView) {
        self.table = table
    }

    func gestureRecognizerShouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
        let start = startPoint(of: recognizer)
        let onGrip = startsOnReorderControl(start)
        if recognizer === table.reorderRecognizer { return onGrip }
        if onGrip { return false }
        let multiselects = (recognizer as? UIPanGestureRecognizer).map { pan in
            multipleSelection.multiselects(pan) { table.mayBeginMultipleSelectionInteraction(at: start) }
        } ?? false
        if recognizer === table.multipleSelectionRecognizer { return multiselects }
        if multiselects { return false }
        let swipes = isSidewaysSwipe(recognizer, from: start)
        if recognizer === table.swipeRecognizer { return swipes }
        return !swipes
    }

    private func startPoint(of recognizer: UIGestureRecognizer) -> CGPoint {
        (recognizer as? UIPanGestureRecognizer)?.startLocation(in: table) ?? recognizer.location(in: table)
    }

    private func startsOnReorderControl(_ point: CGPoint) -> Bool {
        guard table.isEditing, let indexPath = table.indexPathForRow(at: point),
              let grip = table.cellForRow(at: indexPath)?.reorderControl else { return false }
        return grip.convert(grip.bounds, to: table).insetBy(dx: -10, dy: -10).contains(point)
    }

    private func isSidewaysSwipe(_ recognizer: UIGestureRecognizer, from start: CGPoint) -> Bool {
        guard let pan = recognizer as? UIPanGestureRecognizer, table.reorder == nil else { return false }
        return table.swipeController.isSwipe(pan, from: start, allowed: !table.isEditing)
    }
}

extension UITableView {
    func installTableGestures() {
        gestureArbiter = TableGestureArbiter(table: self)
        configureSwipeController()
        panGestureRecognizer.delegate = gestureArbiter
        swipeRecognizer = UIPanGestureRecognizer(target: self, action: .tableSwipe)
        swipeRecognizer.delegate = gestureArbiter
        addGestureRecognizer(swipeRecognizer)
        reorderRecognizer = UIPanGestureRecognizer(target: self, action: .tableReorder)
        reorderRecognizer.delegate = gestureArbiter
        addGestureRecognizer(reorderRecognizer)
        multipleSelectionRecognizer = UIPanGestureRecognizer(target: self, action: .tableMultipleSelection)
        multipleSelectionRecognizer.minimumNumberOfTouches = 2
        multipleSelectionRecognizer.delegate = gestureArbiter
        addGestureRecognizer(multipleSelectionRecognizer)
    }
}

extension Selector {
    @MainActor static let tableSwipe = Selector("_handleSwipe:", UITableView.handleSwipePan)
    @MainActor static let tableReorder = Selector("_handleReorder:", UITableView.handleReorderPan)
    @MainActor static let tableMultipleSelection = Selector("_handleMultipleSelection:", UITableView.handleMultipleSelectionPan)
}
