import Foundation

/// The scroll views being dragged or gliding after a drag: while one in a window is, the main
/// run loop runs in `RunLoop.Mode.tracking`, as UIKit's does.
@MainActor
enum ScrollViewTracking {
    /// Scroll views that were tracking, dragging or decelerating when last noted.
    private static var scrollViews: [WeakReference<UIScrollView>] = []

    /// Records `scrollView`'s state after it changed.
    static func note(_ scrollView: UIScrollView) {
        MainRunLoopMode.isTracking = isUnderWay
        scrollViews.removeAll { $0.object == nil || $0.object === scrollView }
        if scrollView.isTrackingInternal || scrollView.isDraggingInternal || scrollView.isDeceleratingInternal {
            scrollViews.append(WeakReference(scrollView))
        }
    }

    /// Whether a scroll view in a window is being dragged or is gliding (a scroll view taken
    /// out of its window mid-glide no longer holds the mode).
    static func isUnderWay() -> Bool {
        scrollViews.contains { $0.object?.holdsTrackingMode == true }
    }
}
