import Foundation

/// What scrolls under the user's hand: a scroll view, or a compositional layout's orthogonal
/// row (a scroll view of its own on iOS).
@MainActor
protocol UITrackingModeHolder: AnyObject {
    /// Whether it is being dragged or glides after a drag, in a window.
    var holdsTrackingMode: Bool { get }
}

/// What is being dragged or is gliding after a drag: while something in a window is, the main
/// run loop runs in `RunLoop.Mode.tracking`, as UIKit's does.
@MainActor
package enum ScrollViewTracking {
    private struct Holder {
        weak var object: (any UITrackingModeHolder)?
    }

    /// What was dragged or gliding when last noted.
    private static var holders: [Holder] = []

    /// Records `holder`'s state after it changed.
    static func note(_ holder: any UITrackingModeHolder, isActive: Bool) {
        MainRunLoopMode.isTracking = isUnderWay
        holders.removeAll { $0.object == nil || $0.object === holder }
        if isActive { holders.append(Holder(object: holder)) }
    }

    /// Whether something in a window is being dragged or is gliding (a scroll view taken out
    /// of its window mid-glide no longer holds the mode).
    static func isUnderWay() -> Bool {
        holders.contains { $0.object?.holdsTrackingMode == true }
    }

    /// Forgets everything noted: a new headless screen starts in the default mode, whatever an
    /// earlier test left gliding.
    package static func forgetAll() {
        holders = []
    }
}

extension UIScrollView: UITrackingModeHolder {
    /// Whether the main run loop runs in `RunLoop.Mode.tracking` for this scroll view.
    var holdsTrackingMode: Bool { isMovingUnderHand && window != nil }

    /// A finger or the pointer is on the content, or it glides after a drag.
    private var isMovingUnderHand: Bool { isTrackingInternal || isDraggingInternal || isDeceleratingInternal }

    func noteTrackingMode() {
        ScrollViewTracking.note(self, isActive: isMovingUnderHand)
    }
}

extension UICollectionViewCompositionalLayout: UITrackingModeHolder {
    /// An orthogonal row being dragged or gliding holds the tracking mode, as the scroll view
    /// it is on iOS does.
    var holdsTrackingMode: Bool { isMovingOrthogonalRow && collectionView?.window != nil }
}
