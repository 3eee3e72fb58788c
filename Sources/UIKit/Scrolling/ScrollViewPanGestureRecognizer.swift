import Foundation

/// A scroll view's pan: it does not begin for a drag mostly across the one axis its content
/// moves along — a vertical table lets a sideways drag go to a horizontal scroll view around
/// it, or to an edge swipe (a split's sidebar, a navigation controller's back swipe), as in
/// UIKit.
///
/// Nor does it take a touch that the content is already tracking (it got `touchesBegan`,
/// after `delaysContentTouches`' wait or without one) unless the scroll view may cancel it:
/// `canCancelContentTouches` and `touchesShouldCancel(in:)`, which spares controls.
@MainActor
final class ScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
    override func panMayBegin(_ translation: CGVector) -> Bool {
        guard let scrollView = view as? UIScrollView else { return true }
        for touch in trackedTouches where touch.viewHasBegun && !touch.isCancelledForView && touch.isDeliveredToView {
            guard let content = touch.view, content !== scrollView else { continue }
            if !scrollView.canCancelContentTouches { return false }
            // A control that did not take the touch (a slider touched off its knob, a refresh
            // control under the finger) has nothing to keep.
            let idleControl = (content as? UIControl).map { !$0.isTracking } ?? false
            if !idleControl, !scrollView.touchesShouldCancel(in: content) { return false }
        }
        let axes = scrollView.draggableAxes
        switch (axes.horizontal, axes.vertical) {
        case (false, true): return abs(translation.dy) >= abs(translation.dx)
        case (true, false): return abs(translation.dx) >= abs(translation.dy)
        default: return true
        }
    }
}
