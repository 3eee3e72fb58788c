import Foundation

/// The base of buttons, switches, sliders and the other controls: a state (enabled,
/// selected, highlighted) and actions run for events.
///
/// Linux has no Objective-C selectors, so Slate's controls take `UIAction`s
/// (`addAction(_:for:)`) instead of target–action pairs; see docs/porting.md.
@preconcurrency @MainActor
open class UIControl: UIView {
    private struct Registration {
        var action: UIAction
        var events: Event
    }

    private var registrations: [Registration] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpControl()
    }

    /// What every initializer sets up, `init(frame:)` and `init?(coder:)` alike.
    private func setUpControl() {
        isOpaque = false
    }

    /// Creates a control that runs `primaryAction` for `.primaryActionTriggered`.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// Made by a storyboard or xib: set up as `init(frame:)` does; the document's properties
    /// are set after this returns (docs/porting.md).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpControl()
    }

    // MARK: State

    /// Disabled controls ignore touches and draw dimmed.
    open var isEnabled = true {
        didSet { if isEnabled != oldValue { controlStateDidChange() } }
    }

    /// An enabled control that an assistive technology can reach takes focus: Full Keyboard
    /// Access, always on in Slate (see porting.md).
    open override var canBecomeFocused: Bool {
        isEnabled && (isAccessibilityElement || accessibilityElementCount() > 0)
    }

    open var isSelected = false {
        didSet { if isSelected != oldValue { controlStateDidChange() } }
    }

    /// Set while a touch is down inside the control.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { controlStateDidChange() } }
    }

    /// The flags of `isEnabled`, `isSelected` and `isHighlighted`.
    open var state: State {
        var state: State = []
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        if isHighlighted { state.insert(.highlighted) }
        return state
    }

    /// Subclasses redraw here when the state changes.
    func controlStateDidChange() {
        setNeedsLayout()
        setNeedsDisplay()
        appearanceInputsDidChange()
    }

    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center {
        didSet { setNeedsLayout() }
    }

    /// `.leading` and `.trailing` resolved against the layout direction.
    open var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
        switch contentHorizontalAlignment {
        case .leading: return effectiveUserInterfaceLayoutDirection == .rightToLeft ? .right : .left
        case .trailing: return effectiveUserInterfaceLayoutDirection == .rightToLeft ? .left : .right
        default: return contentHorizontalAlignment
        }
    }

    open var contentVerticalAlignment: ContentVerticalAlignment = .center {
        didSet { setNeedsLayout() }
    }

    // MARK: Tracking

    /// Whether a touch is being tracked.
    open private(set) var isTracking = false

    /// Whether the tracked touch is inside the control (with UIKit's 70-point slop around it).
    open private(set) var isTouchInside = false

    /// How far outside its bounds a tracked touch still counts as inside.
    static let touchSlop: CGFloat = 70

    /// Starts tracking `touch`; return false to ignore the rest of it.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// Follows `touch`; return false to stop tracking it.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}

    open func cancelTracking(with event: UIEvent?) {}

    private weak var trackedTouch: UITouch?

    // MARK: Context menu

    /// The interaction `isContextMenuInteractionEnabled` added (UIControl+ContextMenu).
    var ownContextMenuInteraction: UIContextMenuInteraction?

    /// The control's menu for a press at `location` (it is its own context-menu delegate);
    /// none by default. Subclasses override it to offer one.
    open func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                     configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        nil
    }

    /// Where the control's own menu for `configuration` attaches, in the control's
    /// coordinates: the middle of its bottom edge. The menu hangs from the point — centred on
    /// it, or reaching inwards from a point on the control's leading or trailing edge — kept
    /// inside the window, or stands as far above the control when there is more room there.
    /// A subclass moves it (a row-wide button's trailing corner, to hang its menu at the
    /// trailing edge).
    open func menuAttachmentPoint(for configuration: UIContextMenuConfiguration) -> CGPoint {
        CGPoint(x: bounds.midX, y: bounds.maxY)
    }

    /// Whether a press opens the control's context menu at once — a pull-down button —
    /// instead of tracking and sending actions (false by default).
    open var showsMenuAsPrimaryAction = false {
        didSet { menuAsPrimaryActionDidChange() }
    }

    /// Whether a press would open a menu now: the control has its context-menu interaction.
    var offersMenuAsPrimaryAction: Bool { showsMenuAsPrimaryAction && contextMenuInteraction != nil }

    /// `showsMenuAsPrimaryAction` changed (a button checks its pop-up selection).
    func menuAsPrimaryActionDidChange() {}

    /// The press that opened the menu as the primary action, while it lasts: where it began
    /// (window points) and whether it has dragged away from there.
    private var menuPress: (touch: UITouch, start: CGPoint, dragged: Bool)?

    /// How far a press that opened a pull-down menu moves before its release chooses the row
    /// under it (a shorter move is a tap: the menu stays open).
    static let menuDragThreshold: CGFloat = 8

    private func isInside(_ touch: UITouch) -> Bool {
        bounds.insetBy(dx: -Self.touchSlop, dy: -Self.touchSlop).contains(touch.location(in: self))
    }

    /// Controls take their own touches: a press highlights them and sends `.touchDown`;
    /// dragging sends the drag events; lifting sends `.touchUpInside` or `.touchUpOutside`.
    /// Disabled controls ignore touches.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, trackedTouch == nil, let touch = touches.first else { return }
        if offersMenuAsPrimaryAction, menuPress == nil {
            // A pull-down control: the press opens the menu instead of tracking.
            presentMenuAsPrimaryAction(from: touch)
            menuPress = (touch, touch.location(in: nil), false)
            return
        }
        trackedTouch = touch
        isTouchInside = true
        isTracking = beginTracking(touch, with: event)
        isHighlighted = true
        var events: Event = .touchDown
        if touch.tapCount > 1 { events.insert(.touchDownRepeat) }
        sendActions(for: events)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let press = menuPress, touches.contains(press.touch) {
            // Press, drag onto an item, release: the row under the press highlights.
            let location = press.touch.location(in: nil)
            if hypot(location.x - press.start.x, location.y - press.start.y) > Self.menuDragThreshold { menuPress?.dragged = true }
            guard menuPress?.dragged == true, let menuView = ContextMenuPresentation.active(in: window)?.menuView else { return }
            menuView.pressMoved(to: press.touch.location(in: menuView))
            return
        }
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        let inside = isInside(touch)
        if inside != isTouchInside {
            isTouchInside = inside
            isHighlighted = inside
            sendActions(for: inside ? .touchDragEnter : .touchDragExit)
        }
        sendActions(for: inside ? .touchDragInside : .touchDragOutside)
        if isTracking { isTracking = continueTracking(touch, with: event) }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let press = menuPress, touches.contains(press.touch) {
            menuPress = nil
            guard press.dragged, let menuView = ContextMenuPresentation.active(in: window)?.menuView else { return }
            menuView.pressEnded(at: press.touch.location(in: menuView))
            return
        }
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        trackedTouch = nil
        let inside = isInside(touch)
        isTouchInside = inside
        isHighlighted = false
        if isTracking { endTracking(touch, with: event) }
        isTracking = false
        var events: Event = inside ? .touchUpInside : .touchUpOutside
        if inside, sendsPrimaryActionOnTouchUp {
            events.insert(.primaryActionTriggered)
            primaryActionWillTrigger()
        }
        sendActions(for: events)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let press = menuPress, touches.contains(press.touch) {
            menuPress = nil
            return
        }
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        trackedTouch = nil
        isHighlighted = false
        isTouchInside = false
        if isTracking { cancelTracking(with: event) }
        isTracking = false
        sendActions(for: .touchCancel)
    }

    /// Buttons (and other tap-driven controls) trigger their primary action when tapped.
    var sendsPrimaryActionOnTouchUp: Bool { false }

    /// A tap is about to send `.primaryActionTriggered`: what the control itself does first
    /// (a selection-tracking button toggles `isSelected`, which its actions then see).
    func primaryActionWillTrigger() {}

    /// Whether a single-finger single tap is the control's default action (buttons, switches,
    /// steppers, segmented and page controls).
    var defaultActionIsTap: Bool { false }

    /// The gestures that overlap the control's own default action (spec GR-15): a single-finger
    /// single tap for tap-driven controls. Recognizers of other views that would take them are
    /// refused, so the control's action wins.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer.view !== self, overlapsDefaultAction(gestureRecognizer) { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    func overlapsDefaultAction(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard defaultActionIsTap, let tap = gestureRecognizer as? UITapGestureRecognizer else { return false }
        return tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1
    }

    // MARK: Actions

    /// Runs `action` whenever one of `controlEvents` happens. An action with the identifier of
    /// one already added for those events replaces it.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        for index in registrations.indices where registrations[index].action.identifier == action.identifier {
            registrations[index].events.subtract(controlEvents)
        }
        registrations.removeAll { $0.events.isEmpty }
        registrations.append(Registration(action: action, events: controlEvents))
    }

    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        for index in registrations.indices where registrations[index].action.identifier == actionIdentifier {
            registrations[index].events.subtract(controlEvents)
        }
        registrations.removeAll { $0.events.isEmpty }
    }

    /// Every event some action is registered for.
    open var allControlEvents: Event {
        let withActions = registrations.reduce(into: Event()) { $0.formUnion($1.events) }
        return targetActions.reduce(into: withActions) { $0.formUnion($1.events) }
    }

    /// The actions registered for any of `controlEvents`, in the order they were added.
    package func actions(for controlEvents: Event) -> [UIAction] {
        registrations.filter { !$0.events.isDisjoint(with: controlEvents) }.map(\.action)
    }

    /// Runs `action` with this control as its sender.
    open func sendAction(_ action: UIAction) {
        action.perform(sender: self)
    }

    /// Runs the actions registered for any of `controlEvents` — closures and target–action
    /// pairs — in the order they were added.
    open func sendActions(for controlEvents: Event) {
        for action in actions(for: controlEvents) { sendAction(action) }
        for pair in targetActions where !pair.events.isDisjoint(with: controlEvents) {
            sendAction(pair.action, to: pair.target, for: nil)
        }
    }

    // MARK: Target–action

    private struct TargetAction {
        weak var target: AnyObject?
        let hasTarget: Bool
        let action: Selector
        var events: Event
    }

    private var targetActions: [TargetAction] = []

    /// Sends `action` to `target` for `controlEvents`; a nil target sends it up the responder
    /// chain from the first responder (docs/porting.md: `Selector` replaces `#selector`).
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        let object = target as AnyObject?
        if let index = targetActions.firstIndex(where: { $0.target === object && $0.action == action }) {
            targetActions[index].events.formUnion(controlEvents)
        } else {
            targetActions.append(TargetAction(target: object, hasTarget: object != nil, action: action, events: controlEvents))
        }
    }

    /// Removes matching pairs for `controlEvents`; a nil action matches every action of the
    /// target.
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        let object = target as AnyObject?
        for index in targetActions.indices where targetActions[index].target === object && (action == nil || targetActions[index].action == action) {
            targetActions[index].events.subtract(controlEvents)
        }
        targetActions.removeAll { $0.events.isEmpty || ($0.hasTarget && $0.target == nil) }
    }

    /// The actions sent to `target` for `controlEvent`.
    open func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        let object = target as AnyObject?
        let names = targetActions.filter { $0.target === object && !$0.events.isDisjoint(with: controlEvent) }.map(\.action.name)
        return names.isEmpty ? nil : names
    }

    /// Every target of a target–action pair: the objects themselves (`NSNull` for a nil target,
    /// which sends up the responder chain). A target that is neither an `NSObject` nor
    /// `Hashable` is there by its identity (`ObjectIdentifier`).
    public var allTargets: Set<AnyHashable> {
        var targets = Set<AnyHashable>()
        for pair in targetActions {
            guard pair.hasTarget else { targets.insert(AnyHashable(NSNull())); continue }
            switch pair.target {
            case let object as NSObject: targets.insert(AnyHashable(object))
            case let hashable as any Hashable: targets.insert(AnyHashable(hashable))
            case let object?: targets.insert(AnyHashable(ObjectIdentifier(object)))
            case nil: break
            }
        }
        return targets
    }

    /// Calls `iterator` for each event handler, in the order they run: the actions
    /// (`addAction(_:for:)`) with a nil target–action, then the target–action pairs with a nil
    /// action; each with the events it is registered for. Setting the last argument to true
    /// stops the enumeration.
    public func enumerateEventHandlers(_ iterator: (UIAction?, (Any?, Selector)?, UIControl.Event, inout Bool) -> Void) {
        var stop = false
        for registration in registrations {
            iterator(registration.action, nil, registration.events, &stop)
            if stop { return }
        }
        for pair in targetActions where !pair.hasTarget || pair.target != nil {
            iterator(nil, (pair.target, pair.action), pair.events, &stop)
            if stop { return }
        }
    }

    /// Sends `action` to `target` — or up the responder chain when it is nil — through the
    /// application, with this control as the sender.
    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        UIApplication.shared.sendAction(action, to: target, from: self, for: event)
    }
}
