import Foundation
import SlatePlatform

/// Another application's drag over one of the app's windows, from entering to the end of its
/// drop: the destination under the pointer is asked as for a drag within the app (DND-12,
/// DND-13), and a drop runs `performDrop`, `previewForDropping`, `willAnimateDropWith`,
/// `concludeDrop` and `sessionDidEnd`. The data comes from the other application as the
/// destination loads it, off the main thread; the other application hears the drop finish
/// once the drop has concluded and every load begun has ended.
@MainActor
final class ForeignDrop {
    private let drag: PlatformIncomingDrag
    private unowned let window: UIWindow
    private(set) lazy var session = DesktopDropSession(drag: drag, window: window)
    private let targets = DropTargetTracker()
    private let springLoading = SpringLoadingTracker()
    /// Drops whose data is still arriving (kept alive until then).
    private static var finishing: [ForeignDrop] = []

    init(drag: PlatformIncomingDrag, window: UIWindow) {
        self.drag = drag
        self.window = window
    }

    func move(to location: CGPoint) -> PlatformDragOperation {
        session.windowLocation = location
        targets.update(session, at: location, in: window)
        springLoading.update(at: location, in: window)
        return PlatformDragOperation(targets.acceptedOperation)
    }

    /// The drag left the window: it ends here as far as the window knows.
    func exit() {
        springLoading.stop()
        targets.exit(session)
        targets.end(session)
    }

    func drop(at location: CGPoint) -> PlatformDragOperation {
        let operation = move(to: location)
        springLoading.stop()
        guard let target = targets.target, let accepted = targets.acceptedOperation, let delegate = target.delegate else {
            targets.exit(session)
            targets.end(session)
            drag.finish(.none)
            return .none
        }
        Self.finishing.append(self)
        // The providers count their loads from the other application in the drop's tracker
        // themselves; the session's progress counts each the app makes.
        DropLoadSink(progress: session.progress, loads: nil)
            .counting(session.items) { delegate.dropInteraction(target, performDrop: session) }
        // The desktop draws the dragged image; the landing starts from an empty spot under the
        // pointer, which the destination may send elsewhere.
        let spot = UIView(frame: CGRect(x: location.x - 1, y: location.y - 1, width: 2, height: 2))
        spot.isUserInteractionEnabled = false
        window.addSubview(spot)
        let here = UITargetedDragPreview(view: spot, parameters: UIDragPreviewParameters(),
                                         target: UIPreviewTarget(container: window, center: location))
        if let item = session.items.first {
            _ = delegate.dropInteraction(target, previewForDropping: item, withDefault: here)
            let animator = DragAnimator()
            delegate.dropInteraction(target, item: item, willAnimateDropWith: animator)
            UIView.animate(withDuration: DragMetrics.dropDuration, animations: {
                animator.runAnimations()
            }, completion: { [self] _ in
                animator.finish()
                spot.removeFromSuperview()
                conclude(accepted, on: target, at: location)
            })
        } else {
            spot.removeFromSuperview()
            conclude(accepted, on: target, at: location)
        }
        return operation
    }

    private func conclude(_ operation: UIDropOperation, on target: UIDropInteraction, at location: CGPoint) {
        target.delegate?.dropInteraction(target, concludeDrop: session)
        targets.end(session)
        DropProgressIndicator.show(for: session.loads, style: session.progressIndicatorStyle, at: location, in: window)
        session.loads.whenIdle { [self] in
            drag.finish(PlatformDragOperation(operation))
            Self.finishing.removeAll { $0 === self }
        }
    }
}
