import Foundation

/// The two-finger pan that selects rows or items (TBL-24), as tables and collection views
/// share it: it puts the view into editing (its controller is not told — UIKit's quirk, kept),
/// tells the delegate it began, selects the row or item it starts on and every one, in index
/// order, up to the one under the fingers, and tells the delegate when the fingers lift.
@MainActor
protocol MultipleSelectionPanning: UIScrollView {
    /// Where the selection began, while it lasts.
    var multipleSelectionStart: IndexPath? { get set }
    var multipleSelectionIsActive: Bool { get }
    func listIndexPath(at point: CGPoint) -> IndexPath?
    /// Enters editing, then tells the delegate the interaction began at `indexPath`.
    func multipleSelectionDidBegin(at indexPath: IndexPath)
    func multipleSelectionDidEnd()
    func isListItemSelected(_ indexPath: IndexPath) -> Bool
    func listIndexPaths(between a: IndexPath, and b: IndexPath) -> [IndexPath]
    /// Selects as a tap does, telling the delegate.
    func userSelect(_ indexPath: IndexPath)
}

extension MultipleSelectionPanning {
    func handleMultipleSelection(_ pan: UIPanGestureRecognizer) {
        let point = pan.location(in: self)
        switch pan.state {
        case .began:
            guard let indexPath = listIndexPath(at: pan.startLocation(in: self)) ?? listIndexPath(at: point) else { return }
            multipleSelectionStart = indexPath
            multipleSelectionDidBegin(at: indexPath)
            guard multipleSelectionIsActive else { return }
            if !isListItemSelected(indexPath) { userSelect(indexPath) }
            extendMultipleSelection(to: point)
        case .changed:
            extendMultipleSelection(to: point)
        case .ended, .cancelled, .failed:
            guard multipleSelectionStart != nil else { return }
            multipleSelectionStart = nil
            multipleSelectionDidEnd()
        default:
            break
        }
    }

    private func extendMultipleSelection(to point: CGPoint) {
        guard multipleSelectionIsActive, let start = multipleSelectionStart, let end = listIndexPath(at: point) else { return }
        for indexPath in listIndexPaths(between: start, and: end) where !isListItemSelected(indexPath) {
            userSelect(indexPath)
        }
    }
}
