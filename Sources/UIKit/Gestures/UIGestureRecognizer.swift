import Foundation

/// Recognizes a gesture from the touches (or pointer events) over its view and sends its
/// actions as the gesture progresses.
///
/// The state machine (spec GR-03, GR-04): a recognizer starts `.possible`; a discrete one goes
/// to `.ended` (`.recognized`) or `.failed`; a continuous one to `.began`, `.changed`…, then
/// `.ended` or `.cancelled`. Actions are sent for every state but `.possible` and `.failed`.
/// After a terminal state the recognizer is reset (`reset()`, back to `.possible`) when the
/// touch sequence ends.
///
/// Leaving `.possible` is checked (spec GR-12 … GR-16): the hit-test view's and the delegate's
/// `gestureRecognizerShouldBegin`, then failure requirements — a recognizer that must wait
/// for another to fail holds its transition until then, and fails if the other recognizes.
/// Recognizing forces the other recognizers sharing its touches to fail, unless either
/// delegate allows simultaneous recognition or `canPrevent`/`canBePrevented` say otherwise,
/// and cancels its touches in their views when `cancelsTouchesInView`.
///
/// Subclasses set `state` from their touch methods; Slate needs no
/// `UIGestureRecognizerSubclass` import for that (docs/porting.md).
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {

    /// The members storyboards and xibs connect by name (docs/porting.md): a subclass lists
    /// its outlets, actions, segue actions and inspectable properties, and its superclass's.
    open class var interfaceBuilderConnections: [InterfaceBuilderConnection] { [.outlet("delegate", \UIGestureRecognizer.delegate)] }
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed

        public static var recognized: State { .ended }

        var isTerminal: Bool { self == .ended || self == .cancelled || self == .failed }
    }

    private struct TargetAction {
        weak var target: AnyObject?
        let action: Selector
    }

    private var targetActions: [TargetAction] = []
    private var storedState: State = .possible
    /// A transition out of `.possible` waiting for required recognizers to fail.
    private(set) var heldState: State?
    private var explicitFailureRequirements: [WeakRecognizer] = []

    /// The window router this recognizer takes part in, while it does.
    weak var router: TouchRouter?
    /// Touches delivered to the recognizer in the current sequence, in order.
    var trackedTouches: [UITouch] = []
    /// Added to its view, for ordering recognizers of one view (spec GR-10).
    var attachmentOrder = 0
    var lastModifierFlags: UIKeyModifierFlags = []
    var lastButtonMask: UIEvent.ButtonMask = []
    /// Told when another recognizer sharing this one's touches recognizes while this one is
    /// still possible or recognizing alongside it (a drag's lift, which may yield to it).
    var competitorRecognized: ((UIGestureRecognizer) -> Void)?

    /// A recognizer that sends `action` to `target` (nil: neither yet).
    public init(target: Any?, action: Selector?) {
        super.init()
        if let target = target as AnyObject?, let action { targetActions.append(TargetAction(target: target, action: action)) }
    }

    public convenience override init() {
        self.init(target: nil, action: nil)
    }

    // MARK: Targets (spec GR-02)

    open func addTarget(_ target: Any, action: Selector) {
        let object = target as AnyObject
        guard !targetActions.contains(where: { $0.target === object && $0.action == action }) else { return }
        targetActions.append(TargetAction(target: object, action: action))
    }

    /// Removes matching pairs; a nil target or action matches all.
    open func removeTarget(_ target: Any?, action: Selector?) {
        let object = target as AnyObject?
        targetActions.removeAll { pair in
            (object == nil || pair.target === object) && (action == nil || pair.action == action)
        }
    }

    /// Sends every target its action, with the recognizer as the argument.
    private func sendActions() {
        targetActions.removeAll { $0.target == nil }
        for pair in targetActions {
            if let target = pair.target { pair.action.perform(on: target, sender: self) }
        }
    }

    // MARK: Configuration

    open weak var delegate: UIGestureRecognizerDelegate?

    /// Disabling a recognizer that is recognizing cancels it; a disabled one sees no touches.
    open var isEnabled = true {
        didSet {
            guard !isEnabled, oldValue else { return }
            if storedState == .began || storedState == .changed {
                state = .cancelled
            } else if storedState == .possible, !trackedTouches.isEmpty {
                state = .failed
            }
        }
    }

    /// The view the recognizer is attached to (spec GR-01).
    open internal(set) weak var view: UIView?

    /// Recognizing cancels the recognizer's touches in their views (spec TCH-15).
    open var cancelsTouchesInView = true
    /// Withholds all touches from the view while the recognizer might still recognize (spec TCH-20).
    open var delaysTouchesBegan = false
    /// Withholds the view's `touchesEnded` while the recognizer might still recognize (spec TCH-19).
    open var delaysTouchesEnded = true
    /// The touch types (`UITouch.TouchType` raw values) the recognizer receives.
    open var allowedTouchTypes: [NSNumber] = [0, 1, 2, 3].map { NSNumber(value: $0) }
    open var allowedPressTypes: [NSNumber] = []
    open var requiresExclusiveTouchType = true
    open var name: String?

    /// Modifier keys held during the gesture (iOS 13.4, spec GR-08).
    open var modifierFlags: UIKeyModifierFlags { lastModifierFlags }
    /// Pointer buttons held during the gesture.
    open var buttonMask: UIEvent.ButtonMask { lastButtonMask }

    // MARK: State (spec GR-03, GR-04)

    /// Set by subclasses from their touch methods.
    open var state: State {
        get { storedState }
        set { transition(to: newValue) }
    }

    private func transition(to requested: State) {
        switch (storedState, requested) {
        case (.possible, .began), (.possible, .ended):
            beginRecognizing(as: requested)
        case (.possible, .failed), (.possible, .cancelled):
            fail()
        case (.began, .changed), (.changed, .changed):
            storedState = .changed
            sendActions()
        case (.began, .ended), (.changed, .ended), (.began, .cancelled), (.changed, .cancelled):
            storedState = requested
            sendActions()
            router?.recognizerFinished(self)
        case (.began, .failed), (.changed, .failed):
            // A recognizer that already began cannot fail; it is cancelled.
            storedState = .cancelled
            sendActions()
            router?.recognizerFinished(self)
        default:
            // `.possible` is never set by subclasses, and terminal states are final until reset.
            break
        }
    }

    /// Leaving `.possible`: may the gesture begin, must it wait, and then recognize.
    private func beginRecognizing(as requested: State) {
        if heldState != nil {
            heldState = requested
            return
        }
        guard mayBegin() else {
            fail()
            return
        }
        switch router?.failureRequirementStatus(of: self) ?? .satisfied {
        case .waiting:
            heldState = requested
        case .violated:
            fail()
        case .satisfied:
            recognize(as: requested)
        }
    }

    /// Completes a held transition once the recognizers it waited for have failed.
    func releaseHeldTransition() {
        guard let requested = heldState, storedState == .possible else { return }
        switch router?.failureRequirementStatus(of: self) ?? .satisfied {
        case .waiting:
            return
        case .violated:
            heldState = nil
            fail()
        case .satisfied:
            heldState = nil
            recognize(as: requested)
        }
    }

    private func recognize(as requested: State) {
        storedState = requested
        router?.recognizerRecognized(self)
        sendActions()
        if requested == .ended { router?.recognizerFinished(self) }
    }

    /// Forced or chosen failure: no actions, no more touches (spec GR-05, TCH-16).
    func fail() {
        guard storedState == .possible else { return }
        heldState = nil
        storedState = .failed
        router?.recognizerFailed(self)
        router?.recognizerFinished(self)
    }

    /// The hit-test view and the delegate agree that the gesture may begin (spec GR-14).
    private func mayBegin() -> Bool {
        var asked = Set<ObjectIdentifier>()
        for touch in trackedTouches {
            guard let hitView = touch.view, asked.insert(ObjectIdentifier(hitView)).inserted else { continue }
            if !hitView.gestureRecognizerShouldBegin(self) { return false }
        }
        if trackedTouches.isEmpty, let hitView = router?.pointerHitView(for: self), !hitView.gestureRecognizerShouldBegin(self) {
            return false
        }
        return delegate?.gestureRecognizerShouldBegin(self) ?? true
    }

    /// Back to `.possible` after a terminal state; subclasses clear their own state in
    /// `reset()`.
    func performReset() {
        heldState = nil
        trackedTouches = []
        storedState = .possible
        reset()
    }

    // MARK: Failure requirements (spec GR-11 … GR-13)

    /// Waits for `otherGestureRecognizer` to fail before recognizing; permanent.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        guard otherGestureRecognizer !== self,
              !explicitFailureRequirements.contains(where: { $0.recognizer === otherGestureRecognizer }) else { return }
        explicitFailureRequirements.append(WeakRecognizer(otherGestureRecognizer))
    }

    var explicitlyRequiredToFail: [UIGestureRecognizer] { explicitFailureRequirements.compactMap(\.recognizer) }

    /// Subclass rule: this recognizer waits for `otherGestureRecognizer` to fail.
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Subclass rule: `otherGestureRecognizer` waits for this recognizer to fail.
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Whether recognizing forces `preventedGestureRecognizer` to fail.
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether `preventingGestureRecognizer` recognizing forces this recognizer to fail.
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    // MARK: Subclass hooks

    /// Clears the subclass's per-gesture state. Called after every terminal state.
    open func reset() {}

    /// Stops delivering `touch` to the recognizer; it will not be cancelled in its view when
    /// the recognizer recognizes (spec TCH-18).
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        trackedTouches.removeAll { $0 === touch }
        touch.recognizers.removeAll { $0.recognizer === self || $0.recognizer == nil }
    }

    open func ignore(_ button: UIPress, for event: UIPressesEvent) {}

    /// Whether the recognizer wants `event` at all (iOS 13.4).
    open func shouldReceive(_ event: UIEvent) -> Bool { true }

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {}
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent) {}

    /// Whether the recognizer takes touches at all (hover recognizers take only the pointer).
    var receivesTouches: Bool { true }

    /// Still possible between touch sequences, waiting for more (a double tap between taps):
    /// it keeps taking part in failure requirements.
    var isWaitingForMoreInput: Bool { false }

    /// Pointer events without touches (hover, scroll, transform), for the recognizers that
    /// take them. Returns whether the recognizer used the event.
    func handlePointerEvent(_ event: UIEvent) -> Bool { false }

    /// Whether the recognizer takes part in pointer events of `type`.
    func acceptsPointerEvents(of type: UIEvent.EventType) -> Bool { false }

    // MARK: Location

    /// The centroid of the recognizer's touches in `view` (the window's when nil).
    open func location(in view: UIView?) -> CGPoint {
        let touches = activeTouches
        guard !touches.isEmpty else { return pointerLocation(in: view) }
        let points = touches.map { $0.location(in: view) }
        return CGPoint(x: points.map(\.x).reduce(0, +) / CGFloat(points.count), y: points.map(\.y).reduce(0, +) / CGFloat(points.count))
    }

    open var numberOfTouches: Int { activeTouches.count }

    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        let touches = activeTouches
        guard touches.indices.contains(touchIndex) else {
            UIKitFailure.raise("UIGestureRecognizer.location(ofTouch:in:): index \(touchIndex) beyond \(touches.count) touches. Check numberOfTouches first.")
            return .zero
        }
        return touches[touchIndex].location(in: view)
    }

    /// Touches still down (or just lifted, during the event that lifts them).
    var activeTouches: [UITouch] { trackedTouches }

    /// Where the pointer was at the last pointer event (hover, scroll, transform).
    var lastPointerLocation: CGPoint?
    /// For hover: whether the pointer is over the recognizer's view (in its hit-test chain).
    var pointerIsInside = false
    weak var lastPointerWindow: UIWindow?

    func pointerLocation(in view: UIView?) -> CGPoint {
        guard let point = lastPointerLocation, let window = lastPointerWindow else { return .zero }
        guard let view else { return point }
        return window.convert(point, to: view)
    }

    open override var description: String {
        MainActor.assumeIsolated { "<\(type(of: self)): state=\(storedState)\(name.map { " name=\($0)" } ?? "")>" }
    }
}
