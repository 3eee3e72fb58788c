import Foundation

/// A scroll view's pan: it does not begin for a drag mostly across the one axis its content
/// moves along — a vertical table lets a sideways drag go to a horizontal scroll view around
/// it, or to an edge swipe (a split's sidebar, a navigation controller's back swipe), as in
/// UIKit.
@MainActor
final class ScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
    override func panMayBegin(_ translation: CGVector) -> Bool {
        guard let scrollView = view as? UIScrollView else { return true }
        let axes = scrollView.draggableAxes
        switch (axes.horizontal, axes.vertical) {
        case (false, true): return abs(translation.dy) >= abs(translation.dx)
        case (true, false): return abs(translation.dx) >= abs(translation.dy)
        default: return true
        }
    }
}
