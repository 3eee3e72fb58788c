import Foundation
import SlatePlatform

/// One drag in progress, from the lift to the drop or the cancel: it keeps the session, moves
/// the lifted preview with the touch in an overlay above the window's content, finds the drop
/// interaction under the touch and asks it for a proposal, badges the preview accordingly, and
/// on release performs the drop or animates the preview back (DND-03 … DND-17).
///
/// The delegates hear, in UIKit's order: the source `itemsForBeginning`, `previewForLifting`,
/// `willAnimateLiftWith`, `sessionWillBegin`; while moving, the source `sessionDidMove` and the
/// destination `canHandle` (once), `sessionDidEnter`, `sessionDidUpdate` (each move),
/// `sessionDidExit`; at the end the source `willEndWith`, then either the destination
/// `performDrop`, `previewForDropping`, `willAnimateDropWith`, `concludeDrop` — or the source
/// `previewForCancelling`, `willAnimateCancelWith` — then the source `didEndWith` and every
/// destination the drag entered `sessionDidEnd`.
@MainActor
final class DragDriver {
    let session: DragSession
    /// Kept until the drag ends, as UIKit keeps a session's interaction: its view may go away
    /// mid-drag (a page replaced, a window closed) and its delegate still hears the end. (It
    /// was unowned, and a cancel animation ending after the page went read a freed object:
    /// a fuzz finding.)
    private let source: UIDragInteraction
    /// The source's view, kept with it: a list's drag delegate speaks for its view (as the
    /// destinations' views are kept by `targets`).
    private let sourceView: UIView?
    private let window: UIWindow
    private let overlay = DragOverlayView()
    private let preview: UIView
    private let liftPreview: UITargetedDragPreview
    /// From the touch to the preview's centre.
    private let grabOffset: CGPoint
    /// The destination under the touch and its proposal.
    private let targets = DropTargetTracker()
    /// Spring-loaded views the drag rests on (DND-28).
    private let springLoading = SpringLoadingTracker()
    /// The desktop's drag, once this one left every window of the app: the host moves it then,
    /// to other applications or back over the app's windows.
    private var desktopDrag: PlatformOutgoingDrag?
    /// Whether a pointer moves the drag, not a finger (precise proposals offset only a finger's).
    private let byPointer: Bool
    /// Where the finger or pointer is, in the window; the drop location may sit above it.
    private var touchLocation: CGPoint
    /// How far above the touch the drop location sits: a precise proposal's offset.
    private var preciseOffset: CGFloat = 0
    /// The preview's size away from its source, as a fraction of its lifted size.
    private var travelScale: CGFloat = 1
    /// The lift animation has finished: other gestures can no longer cancel the drag.
    private(set) var hasLifted = false
    /// Drags in the desktop's hands, kept until they end (their interaction let them go).
    private static var desktopDrags: [DragDriver] = []

    private init(session: DragSession, source: UIDragInteraction, window: UIWindow, preview: UIView, liftPreview: UITargetedDragPreview,
                 grabOffset: CGPoint, byPointer: Bool) {
        self.session = session
        self.byPointer = byPointer
        touchLocation = session.windowLocation
        self.source = source
        sourceView = source.view
        self.window = window
        self.preview = preview
        self.liftPreview = liftPreview
        self.grabOffset = grabOffset
    }

    /// The drag in progress in each window (one at a time per window). Held by the window
    /// weakly: a window that goes away mid-drag leaves nothing behind for a later one.
    private static var activeDrags: [(window: WeakReference<UIWindow>, driver: DragDriver)] = []

    static func active(in window: UIWindow?) -> DragDriver? {
        guard let window else { return nil }
        return activeDrags.first { $0.window.object === window }?.driver
    }

    /// Tells the window's drag interactions that a drag began or ended, so that their
    /// add-items taps work only during one.
    private static func setActive(_ driver: DragDriver?, in window: UIWindow) {
        activeDrags.removeAll { $0.window.object == nil || $0.window.object === window }
        if let driver { activeDrags.append((WeakReference(window), driver)) }
        // A screen reader offers drags only while none is in flight, drops only during one.
        AccessibilityTreeSync.setNeedsUpdate()
        func visit(_ view: UIView) {
            for case let interaction as UIDragInteraction in view.interactions { interaction.dragActivityChanged() }
            for subview in view.subviews { visit(subview) }
        }
        visit(window)
    }

    /// Flocking (DND-10): more items join; the badge counts them.
    func add(_ items: [UIDragItem]) {
        guard !items.isEmpty else { return }
        session.add(items)
        overlay.follow(preview, items: session.items.count)
    }

    /// Lifts what the source's delegate gives at `location`; nil when it gives nothing.
    static func begin(from source: UIDragInteraction, at location: CGPoint, in window: UIWindow, byPointer: Bool) -> DragDriver? {
        guard let delegate = source.delegate, let view = source.view else { return nil }
        // One drag at a time in a window: a drag still in flight (a screen reader's, which no
        // touch holds) goes back first, its delegates told.
        active(in: window)?.cancel()
        let session = DragSession(items: [], location: location, window: window)
        let items = delegate.dragInteraction(source, itemsForBeginning: session)
        guard !items.isEmpty else { return nil }
        session.add(items)
        session.allowsMoveOperation = delegate.dragInteraction(source, sessionAllowsMoveOperation: session)
        session.isRestrictedToDraggingApplication = delegate.dragInteraction(source, sessionIsRestrictedToDraggingApplication: session)

        let targeted = delegate.dragInteraction(source, previewForLifting: items[0], session: session) ?? UITargetedDragPreview(view: view)
        // DND-08: the delegate's lift animations apply before the default preview is taken.
        let animator = DragAnimator()
        delegate.dragInteraction(source, willAnimateLiftWith: animator, session: session)
        animator.runAnimations()
        let snapshot = DragDriver.snapshot(of: targeted)
        let center = targeted.target.container.convert(targeted.target.center, to: window)
        let driver = DragDriver(session: session, source: source, window: window, preview: snapshot, liftPreview: targeted,
                                grabOffset: CGPoint(x: center.x - location.x, y: center.y - location.y), byPointer: byPointer)
        driver.overlay.frame = window.bounds
        window.addSubview(driver.overlay)
        snapshot.center = center
        driver.overlay.addSubview(snapshot)
        driver.overlay.follow(snapshot, items: items.count)
        UIView.animate(withDuration: DragMetrics.liftDuration, animations: {
            snapshot.transform = CGAffineTransform(scaleX: DragMetrics.liftScale, y: DragMetrics.liftScale)
            snapshot.alpha = DragMetrics.liftAlpha
        }, completion: { _ in
            driver.hasLifted = true
            animator.finish()
        })
        // Once a session: the drop's loads, through the session or its items' providers, or
        // another application reading the data.
        session.onTransfer = { [weak source, weak session] in
            guard let source, let session else { return }
            session.onTransfer = nil
            source.delegate?.dragInteraction(source, sessionDidTransferItems: session)
        }
        delegate.dragInteraction(source, sessionWillBegin: session)
        setActive(driver, in: window)
        driver.updateTarget()
        return driver
    }

    /// DND-07: the view as it looks, in the preview's visible path.
    private static func snapshot(of targeted: UITargetedPreview) -> UIView {
        let snapshot = UIImageView(image: targeted.parameters.snapshot(of: targeted.view))
        snapshot.bounds = CGRect(origin: .zero, size: targeted.view.bounds.size)
        snapshot.layer.shadowColor = UIColor.black.cgColor
        snapshot.layer.shadowOpacity = 0.2
        snapshot.layer.shadowRadius = 8
        snapshot.layer.shadowOffset = CGSize(width: 0, height: 4)
        return snapshot
    }

    /// The look a landing preview turns into, transparent until the landing shows it.
    private static func snapshotImage(of targeted: UITargetedPreview) -> UIImageView {
        let image = UIImageView(image: targeted.parameters.snapshot(of: targeted.view))
        image.frame = CGRect(origin: .zero, size: targeted.view.bounds.size)
        image.alpha = 0
        return image
    }


    /// Once the drag moves off its source, the first item's `previewProvider` may give it
    /// another look; the preview keeps its centre.
    private var hasProvidedPreview = false

    private func applyProvidedPreview() {
        guard !hasProvidedPreview else { return }
        hasProvidedPreview = true
        guard let provided = session.items.first?.previewProvider?(), let imageView = preview as? UIImageView else { return }
        imageView.image = provided.parameters.snapshot(of: provided.view)
        imageView.bounds = CGRect(origin: .zero, size: provided.view.bounds.size)
        overlay.setNeedsLayout()
    }

    // MARK: Moving

    func move(to touch: CGPoint) {
        guard touch != touchLocation else {
            updateTarget()
            return
        }
        touchLocation = touch
        let location = CGPoint(x: touch.x, y: touch.y - preciseOffset)
        session.windowLocation = location
        session.otherWindowLocation = window.bounds.contains(location) ? nil : Self.otherWindow(under: location, from: window)
        applyProvidedPreview()
        placePreview()
        overlay.setNeedsLayout()
        source.delegate?.dragInteraction(source, sessionDidMove: session)
        if !window.bounds.contains(location), session.otherWindowLocation == nil, handOffToDesktop() { return }
        updateTarget()
        adaptToProposal()
    }

    /// The preview's centre for the drop location: the grab point stays under it, nearer the
    /// centre as the preview shrinks.
    private func placePreview() {
        let location = session.windowLocation
        preview.center = CGPoint(x: location.x + grabOffset.x * travelScale, y: location.y + grabOffset.y * travelScale)
    }

    /// What the destination's proposal asks of the drag from the next move on: a precise
    /// one lifts the drop location above a finger; and the preview shrinks away from its
    /// source unless the source or the destination prefers it full size.
    private func adaptToProposal() {
        let proposal = targets.proposal
        preciseOffset = !byPointer && proposal?.isPrecise == true ? DragMetrics.preciseOffset : 0
        let overSource = source.view.map { view in view.bounds.contains(window.convert(touchLocation, to: view)) } ?? false
        let fullSize = overSource || proposal?.prefersFullSizePreview == true
            || source.delegate?.dragInteraction(source, prefersFullSizePreviewsFor: session) == true
        let longest = max(preview.bounds.width, preview.bounds.height)
        let scale = fullSize || longest <= DragMetrics.travellingPreviewSide ? 1 : DragMetrics.travellingPreviewSide / longest
        guard scale != travelScale else { return }
        travelScale = scale
        UIView.animate(withDuration: DragMetrics.previewResizeDuration) { [self] in
            preview.transform = CGAffineTransform(scaleX: DragMetrics.liftScale * scale, y: DragMetrics.liftScale * scale)
            placePreview()
        }
    }

    /// The destination under the touch, told of entering, each update and leaving.
    private func updateTarget() {
        let (location, window) = session.otherWindowLocation.map { ($0.location, $0.window) } ?? (session.windowLocation, window)
        targets.update(session, at: location, in: window)
        overlay.operation = targets.proposal?.operation ?? (opensWindowHere ? .copy : .cancel)
        springLoading.update(at: location, in: window)
    }

    /// Whether dropping where the touch is now opens a new window: it is outside the window,
    /// and an item carries a user activity the app opens windows for.
    private var opensWindowHere: Bool {
        !window.bounds.contains(session.windowLocation) && session.otherWindowLocation == nil && openableActivity != nil
    }

    /// The activity a drop outside the window opens a new window with (DND-21): the first
    /// item's that carries one, read once — the app's own providers hand it over at once —
    /// and only if the app shows several windows and lists the activity's type.
    private lazy var openableActivity: NSUserActivity? = {
        guard UIApplication.shared.supportsMultipleScenes,
              let provider = session.items.map(\.itemProvider).first(where: { $0.canLoadObject(ofClass: NSUserActivity.self) }) else { return nil }
        let loaded = LoadedActivity()
        _ = provider.loadObjectOnMainActor(ofClass: NSUserActivity.self) { object, _ in loaded.activity = object as? NSUserActivity }
        guard let activity = loaded.activity else { return nil }
        let handled = UIApplication.shared.delegate.map { type(of: $0).userActivityTypes } ?? []
        guard handled.contains(activity.activityType) else {
            UIKitLog.write("slate: a dragged \"\(activity.activityType)\" activity opens no window: list its type in the app delegate's userActivityTypes (Info.plist's NSUserActivityTypes)")
            return nil
        }
        return activity
    }()

    /// Another of the app's windows on show under `location` (in `window`'s coordinates), and
    /// the point in it: the windows' places on the screen come from the host.
    private static func otherWindow(under location: CGPoint, from window: UIWindow) -> (window: UIWindow, location: CGPoint)? {
        let origin = window.screenOrigin
        let onScreen = CGPoint(x: origin.x + location.x, y: origin.y + location.y)
        for other in UIWindow.allWindows.reversed()
        where other !== window && other.platformWindow != nil && other.platformHost != nil && other.platformHost === window.platformHost && !other.isHidden {
            let otherOrigin = other.screenOrigin
            let local = CGPoint(x: onScreen.x - otherOrigin.x, y: onScreen.y - otherOrigin.y)
            if other.bounds.contains(local) { return (other, local) }
        }
        return nil
    }

    // MARK: The desktop

    /// The drag left every window of the app: unless it is restricted to the app (DND-11) or
    /// offers nothing other applications may read, the host takes it to the desktop, where
    /// other applications see its types and make the data come only when they read it. The
    /// desktop draws the preview from then on, and holds the pointer: the touch that lifted
    /// it is cancelled.
    private func handOffToDesktop() -> Bool {
        guard desktopDrag == nil, !session.isRestrictedToDraggingApplication, let host = UIKitHost.current,
              let platformWindow = window.platformWindow else { return false }
        let items = session.items.map(\.itemProvider.desktopRepresentations)
        guard items.contains(where: { !$0.isEmpty }) else { return false }
        let image = (preview as? UIImageView)?.image?.cgImage
        let size = preview.bounds.size
        let request = PlatformDragRequest(items: items, window: platformWindow, location: session.windowLocation,
                                          allowsMove: session.allowsMoveOperation, image: image,
                                          hotSpot: CGPoint(x: size.width / 2 - grabOffset.x, y: size.height / 2 - grabOffset.y))
        guard let drag = host.beginDrag(request) else { return false }
        desktopDrag = drag
        Self.desktopDrags.append(self)
        drag.endHandler = { [weak self] outcome in self?.desktopDragEnded(outcome) }
        targets.exit(session)
        endActivity()
        overlay.isHidden = true
        source.dragWentToDesktop(self)
        // After this event: cancelling inside the touch's own delivery would re-enter it.
        let window = self.window
        host.schedule(at: host.currentTime) { [weak window] in
            window?.inputDispatcher.cancelAllTouches(timestamp: UIKitHost.current?.currentTime ?? 0)
        }
        host.setNeedsTurn()
        return true
    }

    /// This app's drag in the desktop's hands, if `drag` is one.
    static func handedOff(_ drag: PlatformOutgoingDrag) -> DragDriver? {
        desktopDrags.first { $0.desktopDrag === drag }
    }

    /// The desktop brought the drag back over one of the app's windows (nil: off them again).
    /// Returns what a drop there would do.
    func desktopDragMoved(to location: CGPoint?, in window: UIWindow?) -> PlatformDragOperation {
        if let location, let window {
            session.otherWindowLocation = (window, location)
            targets.update(session, at: location, in: window)
            springLoading.update(at: location, in: window)
        } else {
            session.otherWindowLocation = nil
            targets.exit(session)
            springLoading.stop()
        }
        return PlatformDragOperation(targets.acceptedOperation)
    }

    /// Released over one of the app's windows: the drop happens as within the app — local
    /// objects and context intact — and the desktop hears the operation.
    func desktopDragDropped(at location: CGPoint, in window: UIWindow, finishing drag: PlatformIncomingDrag) -> PlatformDragOperation {
        let operation = desktopDragMoved(to: location, in: window)
        springLoading.stop()
        guard let target = targets.target, let accepted = targets.acceptedOperation, let delegate = target.delegate else {
            return .none
        }
        desktopDrag = nil
        if window === self.window {
            overlay.isHidden = false
            preview.center = CGPoint(x: location.x + grabOffset.x * travelScale, y: location.y + grabOffset.y * travelScale)
        }
        perform(accepted, on: target, delegate: delegate)
        drag.finish(operation)
        return operation
    }

    /// The desktop ended the drag: another application took it, or nothing did.
    private func desktopDragEnded(_ outcome: PlatformDragOutcome) {
        guard desktopDrag != nil else { return }
        desktopDrag = nil
        switch outcome {
        case .dropped(let operation):
            let ended: UIDropOperation = operation == .move ? .move : .copy
            source.delegate?.dragInteraction(source, session: session, willEndWith: ended)
            session.onTransfer?()
            finish(with: ended)
        case .cancelled(overNothing: true) where openableActivity != nil:
            openWindow()
        case .cancelled:
            cancel()
        }
    }

    // MARK: Ending

    /// The touch lifted: drop on an accepting destination, else cancel.
    func drop() {
        endActivity()
        guard let target = targets.target, let operation = targets.acceptedOperation, let delegate = target.delegate else {
            if targets.target == nil, opensWindowHere { return openWindow() }
            cancel()
            return
        }
        perform(operation, on: target, delegate: delegate)
    }

    /// Delivers the drop to `target`: it loads the data, the preview lands, the drag ends.
    private func perform(_ operation: UIDropOperation, on target: UIDropInteraction, delegate: UIDropInteractionDelegate) {
        source.delegate?.dragInteraction(source, session: session, willEndWith: operation)
        DropLoadSink(progress: session.progress, loads: session.loads) { [weak session] in session?.onTransfer?() }
            .counting(session.items) { delegate.dropInteraction(target, performDrop: session) }
        let item = session.items[0]
        let here = UITargetedDragPreview(view: preview, parameters: UIDragPreviewParameters(),
                                         target: UIPreviewTarget(container: overlay, center: preview.center))
        let landing = delegate.dropInteraction(target, previewForDropping: item, withDefault: here)
        let animator = DragAnimator()
        delegate.dropInteraction(target, item: item, willAnimateDropWith: animator)
        settlePreview(at: landing, duration: DragMetrics.dropDuration, with: animator) { [self] in
            delegate.dropInteraction(target, concludeDrop: session)
            if let window = target.view?.window {
                DropProgressIndicator.show(for: session.loads, style: session.progressIndicatorStyle,
                                           at: session.location(in: window), in: window)
            }
            finish(with: operation)
        }
    }

    /// Dropped where no window is: a new window opens with the item's user activity, beside
    /// the one the drag came from, and the drag ends as a copy.
    private func openWindow() {
        guard let activity = openableActivity else { return cancel() }
        source.delegate?.dragInteraction(source, session: session, willEndWith: .copy)
        let options = UIScene.ActivationRequestOptions()
        options.requestingScene = window.windowScene
        UIApplication.shared.requestSceneSessionActivation(nil, userActivity: activity, options: options) { error in
            UIKitLog.write("slate: a window for the dropped activity could not open: \(error)")
        }
        settlePreview(at: nil, duration: DragMetrics.dropDuration, with: DragAnimator()) { [self] in
            finish(with: .copy)
        }
    }

    /// Nothing takes the drop (or the gesture was cancelled): the preview goes back.
    func cancel() {
        endActivity()
        overlay.isHidden = false
        source.delegate?.dragInteraction(source, session: session, willEndWith: .cancel)
        targets.exit(session)
        let item = session.items[0]
        let back = source.delegate?.dragInteraction(source, previewForCancelling: item, withDefault: liftPreview)
        let animator = DragAnimator()
        source.delegate?.dragInteraction(source, item: item, willAnimateCancelWith: animator)
        settlePreview(at: back, duration: DragMetrics.cancelDuration, with: animator) { [self] in
            finish(with: .cancel)
        }
    }

    /// The preview flies to `destination` at its size and full opacity — or, with none, fades
    /// where it is — with the delegate's animations; then `completion`.
    private func settlePreview(at destination: UITargetedDragPreview?, duration: TimeInterval, with animator: DragAnimator,
                               completion: @escaping () -> Void) {
        // A landing in another window cannot be reached from this one's overlay: fade there.
        let destination = destination.flatMap { $0.target.container.window === window ? $0 : nil }
        // Landing as another view (a placeholder's cell, the delegate's own preview), the
        // dragged look cross-fades into that view's, at that view's size.
        // (A view gone from the screen meanwhile — a placeholder committed at once — leaves the
        // dragged look as it is.)
        let arriving = destination.flatMap { target in
            target.view === preview || target.view.window == nil || target.view.isHidden ? nil : Self.snapshotImage(of: target)
        }
        if arriving != nil { preview.addSubview(arriving!) }
        UIView.animate(withDuration: duration, animations: { [self] in
            animator.runAnimations()
            if let destination {
                preview.center = destination.target.container.convert(destination.target.center, to: overlay)
                preview.transform = destination.target.transform
                preview.alpha = 1
                if let arriving {
                    preview.bounds = CGRect(origin: .zero, size: arriving.bounds.size)
                    arriving.frame = preview.bounds
                    arriving.alpha = 1
                }
            } else {
                preview.alpha = 0
            }
            overlay.operation = .cancel
        }, completion: { _ in
            animator.finish()
            completion()
        })
    }

    /// The touch is up: no more items can join.
    private func endActivity() {
        springLoading.stop()
        if DragDriver.active(in: window) === self { DragDriver.setActive(nil, in: window) }
    }

    private func finish(with operation: UIDropOperation) {
        overlay.removeFromSuperview()
        source.delegate?.dragInteraction(source, session: session, didEndWith: operation)
        targets.end(session)
        Self.desktopDrags.removeAll { $0 === self }
    }
}

/// Where a load completing at once leaves its activity.
@MainActor
private final class LoadedActivity {
    var activity: NSUserActivity?
}

extension PlatformDragOperation {
    /// What the desktop is told of a proposal: nothing unless it accepts.
    init(_ operation: UIDropOperation?) {
        switch operation {
        case .copy?: self = .copy
        case .move?: self = .move
        default: self = .none
        }
    }
}
