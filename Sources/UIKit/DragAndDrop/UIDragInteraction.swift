import Foundation

/// Makes a view a drag source (DND-01): a long press lifts what the delegate gives
/// (`dragInteraction(_:itemsForBeginning:)`); with a pointer, pressing and moving at once
/// lifts it, as on an iPad with a trackpad. The lifted preview follows the touch over drop
/// interactions, which propose what a drop would do; releasing drops or cancels (DND-03).
@preconcurrency @MainActor
public final class UIDragInteraction: NSObject, UIInteraction {
    public weak var delegate: UIDragInteractionDelegate?
    /// Whether the interaction lifts anything (true by default on an iPad, DND-02).
    public var isEnabled = UIDragInteraction.isEnabledByDefault {
        didSet { updateRecognizers() }
    }
    /// True on an iPad — every Slate window is one — false on an iPhone.
    public class var isEnabledByDefault: Bool { true }
    /// Whether other gestures on the touch may go on recognizing while the drag lifts (false by
    /// default: once the lift begins, competing recognizers fail). When true they go on, and
    /// one that recognizes before the lift has finished cancels the drag. Long presses always
    /// recognize alongside the lift.
    public var allowsSimultaneousRecognitionDuringLift = false
    public private(set) weak var view: UIView?

    /// A finger: held still for the lift delay.
    private let touchLift = UILongPressGestureRecognizer()
    /// A pointer: pressed and moved.
    private let pointerLift = UIPanGestureRecognizer()
    /// Another finger's tap while a drag is in progress: adds items to it (DND-10).
    private let addTap = UITapGestureRecognizer()
    private var activeDrag: DragDriver?
    /// Where a lift may not begin (a list's reorder accessories, which move items themselves),
    /// in the view's coordinates; set by the views that own the interaction.
    var liftExclusion: ((CGPoint) -> Bool)?
    private lazy var liftGate = DragLiftGate(interaction: self)

    public init(delegate: UIDragInteractionDelegate) {
        self.delegate = delegate
        super.init()
        touchLift.minimumPressDuration = DragMetrics.liftDelay
        touchLift.allowedTouchTypes = [NSNumber(value: UITouch.TouchType.direct.rawValue)]
        touchLift.addTarget(self, action: .dragLift)
        pointerLift.allowedTouchTypes = [NSNumber(value: UITouch.TouchType.indirectPointer.rawValue)]
        pointerLift.addTarget(self, action: .dragLift)
        addTap.addTarget(self, action: .dragAddItems)
        addTap.isEnabled = false
        touchLift.delegate = liftGate
        pointerLift.delegate = liftGate
        for lift in [touchLift, pointerLift] {
            lift.competitorRecognized = { [unowned self, unowned lift] other in self.competitorRecognized(other, during: lift) }
        }
    }

    /// Another gesture on the touch recognized: with simultaneous recognition allowed, a lift
    /// that has not finished gives way — it fails, or the drag it began is cancelled.
    private func competitorRecognized(_ other: UIGestureRecognizer, during lift: UIGestureRecognizer) {
        guard allowsSimultaneousRecognitionDuringLift, !(other is UILongPressGestureRecognizer) else { return }
        if let activeDrag, activeDrag.hasLifted { return }
        // Disabling a recognizer fails it while possible and cancels it once recognizing,
        // which cancels the drag (liftGestureChanged).
        lift.isEnabled = false
        lift.isEnabled = isEnabled
    }

    public func willMove(to view: UIView?) {
        self.view?.removeGestureRecognizer(touchLift)
        self.view?.removeGestureRecognizer(pointerLift)
        self.view?.removeGestureRecognizer(addTap)
    }

    public func didMove(to view: UIView?) {
        self.view = view
        view?.addGestureRecognizer(touchLift)
        view?.addGestureRecognizer(pointerLift)
        view?.addGestureRecognizer(addTap)
        updateRecognizers()
    }

    private func updateRecognizers() {
        if touchLift.isEnabled != isEnabled { AccessibilityTreeSync.setNeedsUpdate() }
        touchLift.isEnabled = isEnabled
        pointerLift.isEnabled = isEnabled
        addTap.isEnabled = isEnabled && DragDriver.active(in: view?.window) != nil
    }

    /// The desktop took the drag (it left the app's windows): the gesture no longer moves it.
    func dragWentToDesktop(_ driver: DragDriver) {
        if activeDrag === driver { activeDrag = nil }
    }

    /// A drag began or ended somewhere in the window: taps add items only during one.
    func dragActivityChanged() { updateRecognizers() }

    func addItemsTapped(_ recognizer: UIGestureRecognizer) {
        guard recognizer.state == .ended, let view, let driver = DragDriver.active(in: view.window), let delegate else { return }
        let items = delegate.dragInteraction(self, itemsForAddingTo: driver.session, withTouchAt: recognizer.location(in: view))
        driver.add(items)
    }

    func liftGestureChanged(_ recognizer: UIGestureRecognizer) {
        guard let window = view?.window else { return }
        let location = recognizer.location(in: window)
        switch recognizer.state {
        case .began:
            activeDrag = DragDriver.begin(from: self, at: location, in: window, byPointer: recognizer === pointerLift)
            if activeDrag == nil {
                // Nothing to drag (DND-06): the gesture ends here, leaving the touch to others.
                recognizer.isEnabled = false
                recognizer.isEnabled = isEnabled
            }
        case .changed:
            activeDrag?.move(to: location)
        case .ended:
            activeDrag?.move(to: location)
            activeDrag?.drop()
            activeDrag = nil
        case .cancelled, .failed:
            activeDrag?.cancel()
            activeDrag = nil
        default:
            break
        }
    }
}

/// Keeps the lift from beginning where the interaction's view says it may not, and decides
/// which gestures recognize alongside it.
@MainActor
private final class DragLiftGate: UIGestureRecognizerDelegate {
    unowned let interaction: UIDragInteraction

    init(interaction: UIDragInteraction) {
        self.interaction = interaction
    }

    /// Long presses always recognize alongside the lift; other gestures only when the
    /// interaction allows simultaneous recognition during the lift.
    func gestureRecognizer(_ recognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool {
        interaction.allowsSimultaneousRecognitionDuringLift || other is UILongPressGestureRecognizer
    }

    func gestureRecognizerShouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
        guard let exclusion = interaction.liftExclusion, let view = interaction.view else { return true }
        let start = (recognizer as? UIPanGestureRecognizer)?.startLocation(in: view) ?? recognizer.location(in: view)
        return !exclusion(start)
    }
}

extension Selector {
    @MainActor static let dragLift = Selector("_dragLiftChanged:", UIDragInteraction.liftGestureChanged)
    @MainActor static let dragAddItems = Selector("_dragAddItemsTapped:", UIDragInteraction.addItemsTapped)
}

/// UIKit's drag timings and looks, as measured by eye on iPadOS 14.
enum DragMetrics {
    static let liftDelay: TimeInterval = 0.5
    static let liftDuration: TimeInterval = 0.25
    static let liftScale: CGFloat = 1.05
    static let liftAlpha: CGFloat = 0.8
    static let cancelDuration: TimeInterval = 0.3
    static let dropDuration: TimeInterval = 0.3
    static let badgeSize: CGFloat = 24
    /// How long a drag rests on a spring-loaded view before it opens.
    static let springLoadingDelay: TimeInterval = 0.8
    /// The two flashes of a spring-loaded view as it opens.
    static let springLoadingFlashDuration: TimeInterval = 0.3
    /// How far above a finger a precise proposal puts the drop location.
    static let preciseOffset: CGFloat = 30
    /// The longest side a preview keeps away from its source, unless full size is preferred.
    static let travellingPreviewSide: CGFloat = 200
    /// How long a preview takes to shrink or grow back.
    static let previewResizeDuration: TimeInterval = 0.2
}
