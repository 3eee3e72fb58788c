import Foundation

/// An object in the responder chain: views, windows, view controllers, scenes and the
/// application (spec RSP-01).
///
/// Events the receiver does not handle travel up the chain: the default touch, press and
/// motion methods forward to `next`. Actions travel the same way
/// (`target(forAction:withSender:)`), as do key commands from the first responder.
@preconcurrency @MainActor
open class UIResponder: NSObject {

    /// The members storyboards and xibs connect by name (docs/porting.md): a subclass lists
    /// its outlets, actions, segue actions and inspectable properties, and its superclass's.
    open class var interfaceBuilderConnections: [InterfaceBuilderConnection] { [] }

    /// Called on every object a storyboard or xib made, once all of them exist and are
    /// connected (outlets set, actions added). Call super.
    open func awakeFromNib() {}

    /// Interface Builder calls this on a designable view it draws on its canvas; an app
    /// never does, on iOS or here. Declared so that `@IBDesignable` views compile.
    open func prepareForInterfaceBuilder() {}
    public override init() {
        super.init()
    }

    /// The next responder: a view's superview (or view controller), a window's scene or the
    /// application, the application's delegate (spec RSP-02, RSP-03).
    open var next: UIResponder? { nil }

    /// The undo manager of the nearest responder up the chain that has one: a window keeps
    /// its own (UIResponder+Undo).
    open var undoManager: UndoManager? { next?.undoManager }

    // MARK: User activities (REST-01, REST-02)

    /// An activity this responder takes part in. UIKit manages it from then on: before the
    /// activity is saved (a scene's state restoration, REST-03) every responder holding it
    /// is asked to add its state in `updateUserActivityState(_:)`. Several responders may
    /// share one activity.
    open var userActivity: NSUserActivity? {
        didSet {
            guard userActivity !== oldValue else { return }
            oldValue?.responderDidRelease(self)
            userActivity?.responderDidAdopt(self)
        }
    }

    /// Adds this responder's state to `activity` (with `addUserInfoEntries(from:)`), which
    /// UIKit emptied before asking. Called before a UIKit-managed activity is saved.
    open func updateUserActivityState(_ activity: NSUserActivity) {}

    /// Restores state from `activity`, for an activity the app continues.
    open func restoreUserActivityState(_ activity: NSUserActivity) {}

    // MARK: First responder (spec FR-01 … FR-06)

    /// Whether the receiver can become first responder. False by default.
    open var canBecomeFirstResponder: Bool { false }

    /// Makes the receiver its window's first responder, asking the current one to resign
    /// first. Returns false when the receiver cannot, is not in a window, or the current first
    /// responder refuses to resign.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, let window = responderWindow else { return false }
        if window.firstResponder === self { return true }
        if let current = window.firstResponder {
            // The keyboard stays up while focus moves (spec FR-05, KB-09): the input views
            // reload once, for the new responder, not once for nobody in between.
            window.isHandingOverFirstResponder = true
            let resigned = current.resignOnRequest(force: false)
            window.isHandingOverFirstResponder = false
            guard resigned else {
                if window.firstResponder == nil { window.reloadInputViewsIfNeeded() }
                return false
            }
        }
        window.firstResponder = self
        return true
    }

    /// Asks the receiver to resign; when it agrees it stops being first responder, whether or
    /// not an override called super.
    func resignOnRequest(force: Bool) -> Bool {
        guard let window = responderWindow, window.firstResponder === self else { return true }
        let agreed = canResignFirstResponder && resignFirstResponder()
        if agreed || force, window.firstResponder === self { window.firstResponder = nil }
        return agreed || force
    }

    open var canResignFirstResponder: Bool { true }

    /// Gives up first-responder status. Overrides may refuse by returning false without
    /// calling super.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        if let window = responderWindow, window.firstResponder === self { window.firstResponder = nil }
        return true
    }

    /// Whether the receiver is its window's first responder.
    open var isFirstResponder: Bool { responderWindow?.firstResponder === self }

    /// The receiver became or stopped being its window's first responder, however that
    /// happened: asked, forced (`endEditing(true)`, leaving the window) or taken over.
    func firstResponderStatusDidChange(isFirstResponder: Bool) {}

    /// A key held down repeats while the receiver is first responder; returns whether the
    /// receiver acted on it (text inputs move the caret, delete, type).
    func handleKeyRepeat(_ key: UIKey) -> Bool { false }

    /// The window whose first responder the receiver can be: a view's window; a view
    /// controller's view's window.
    var responderWindow: UIWindow? { responderView?.window }

    /// The view that stands for the receiver in a hierarchy: a view itself; a view
    /// controller's view.
    var responderView: UIView? { nil }

    // MARK: Touches (spec TCH-07)

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesCancelled(touches, with: event) }
    open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {}

    // MARK: Presses

    /// Forwards up the chain; a press that reaches the end unhandled becomes text for a
    /// `UIKeyInput` first responder.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if let next {
            next.pressesBegan(presses, with: event)
        } else {
            for press in presses { press.wasUnhandled = true }
        }
    }
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesChanged(presses, with: event) }
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesEnded(presses, with: event) }
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesCancelled(presses, with: event) }

    // MARK: Motion

    open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionBegan(motion, with: event) }
    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionEnded(motion, with: event) }
    open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionCancelled(motion, with: event) }

    // MARK: Remote control

    /// A media command (`event.subtype`: play, pause, next track …) for an app that called
    /// `UIApplication.beginReceivingRemoteControlEvents()`: the key window's first responder
    /// gets it first; the default passes it up the chain, to the application and its delegate.
    open func remoteControlReceived(with event: UIEvent?) { next?.remoteControlReceived(with: event) }

    // MARK: Actions (spec RSP-05, RSP-06)

    /// Whether the receiver performs `action`. By default: whether it implements it; Undo and
    /// Redo, whether its undo manager has something to undo or redo.
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        if action == .undo { return undoManager?.canUndo ?? false }
        if action == .redo { return undoManager?.canRedo ?? false }
        if action == .shareActivityItems {
            return activityItemsConfiguration?.activityItemsConfigurationSupports(interaction: .share) ?? false
        }
        if action == .paste, !(self is any UIResponderStandardEditActions), let configuration = pasteConfiguration {
            let providers = UIPasteboard.general.itemProvidersForValidation()
            return configuration.accepts(providers) && canPaste(providers)
        }
        return action.isImplemented(by: self)
    }

    /// The receiver if it can perform `action`, otherwise the first responder up the chain
    /// that can; nil when none can. A view controller presenting another whose
    /// `performsActionsWhilePresentingModally` is false is passed over.
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        var cursor: UIResponder? = self
        while let responder = cursor {
            if responder.canPerformAction(action, withSender: sender), !responder.ignoresActionsWhilePresenting { return responder }
            cursor = responder.next
        }
        return nil
    }

    /// A view controller that presents another and does not perform actions meanwhile.
    private var ignoresActionsWhilePresenting: Bool {
        guard let controller = self as? UIViewController else { return false }
        return controller.presentedViewController != nil && !controller.performsActionsWhilePresentingModally
    }

    // MARK: Sharing

    /// What this responder offers to share. The first responder up the chain with one that
    /// supports `.share` enables File ▸ Share… in the main menu, which opens the share sheet
    /// for it (as Mac Catalyst's File ▸ Share does). nil by default.
    open var activityItemsConfiguration: UIActivityItemsConfigurationReading?

    // MARK: Paste configuration (UIPasteConfigurationSupporting)

    /// The types this responder takes when the user pastes onto it — and, for a view, drops
    /// onto it — handed to `paste(itemProviders:)`. Copied when set. nil by default.
    open var pasteConfiguration: UIPasteConfiguration? {
        get { storedPasteConfiguration }
        set { storedPasteConfiguration = newValue?.copy() as? UIPasteConfiguration }
    }
    private var storedPasteConfiguration: UIPasteConfiguration?

    /// Takes items pasted (when the pasteboard held an acceptable one) or dropped (of which
    /// one is acceptable). Does nothing unless overridden.
    open func paste(itemProviders: [NSItemProvider]) {}

    /// Whether to take these items, beyond their types being acceptable. True unless
    /// overridden.
    open func canPaste(_ itemProviders: [NSItemProvider]) -> Bool { true }

    // MARK: Input views (spec FR-07)

    /// A view shown in place of a keyboard, docked at the bottom of the window, while the
    /// receiver is first responder.
    open var inputView: UIView? { nil }

    /// A bar shown above the input view (or alone at the bottom of the window) while the
    /// receiver is first responder.
    open var inputAccessoryView: UIView? { nil }

    /// Shows the receiver's input views again after they changed, and tells the input method
    /// its text input traits again, if it is first responder.
    open func reloadInputViews() {
        guard let window = responderWindow, window.firstResponder === self else { return }
        window.updateTextInputTraits()
        window.inputViewHost.reload()
    }

    // MARK: Key commands and menus (spec KEY-01 … KEY-03)

    /// The keyboard shortcuts this responder offers while it is in the responder chain of the
    /// first responder. nil by default.
    open var keyCommands: [UIKeyCommand]? { nil }

    /// What key-command lookup and the shortcut overlay see of this responder: `keyCommands`,
    /// and on view controllers the commands added with `addKeyCommand(_:)` too.
    var offeredKeyCommands: [UIKeyCommand] { keyCommands ?? [] }

    /// Adds to or edits the app's main menu. The application asks itself and its delegate
    /// (the default forwards up the chain).
    open func buildMenu(with builder: UIMenuBuilder) {
        next?.buildMenu(with: builder)
    }

    /// Updates a command (title, state, attributes) before it is shown; the default forwards
    /// up the chain.
    open func validate(_ command: UICommand) {
        next?.validate(command)
    }


    // MARK: Accessibility (UIKit declares these on NSObject; Slate on UIResponder, docs/porting.md)

    /// What the app set; nil until it sets something (see `UIResponder+Accessibility`).
    var accessibilityAttributes: AccessibilityAttributes?

    /// Whether a screen reader sees the receiver as one element. False for a plain view;
    /// true for labels, buttons and the other standard controls.
    open var isAccessibilityElement: Bool {
        get { accessibilityAttributes?.isElement ?? standardAccessibility.isElement }
        set { accessibilityAttributesForWriting.isElement = newValue }
    }
    /// What a screen reader calls the element: a label's text, a button's title by default.
    open var accessibilityLabel: String? {
        get { accessibilityAttributes?.label ?? standardAccessibility.label }
        set { accessibilityAttributesForWriting.label = newValue }
    }
    /// The label with speech attributes (`accessibilitySpeechLanguage`,
    /// `accessibilityTextHeadingLevel`), copied when set; setting `accessibilityLabel` to
    /// another string drops them.
    open var accessibilityAttributedLabel: NSAttributedString? {
        get {
            guard let label = accessibilityLabel else { return nil }
            if let attributed = accessibilityAttributes?.attributedLabel, attributed.string == label { return attributed }
            return NSAttributedString(string: label)
        }
        set {
            accessibilityLabel = newValue?.string
            accessibilityAttributesForWriting.attributedLabel = newValue.map { NSAttributedString(attributedString: $0) }
        }
    }
    /// What happens when the element is activated, said after a pause.
    open var accessibilityHint: String? {
        get { accessibilityAttributes?.hint ?? standardAccessibility.hint }
        set { accessibilityAttributesForWriting.hint = newValue }
    }
    open var accessibilityAttributedHint: NSAttributedString? {
        get { accessibilityHint.map { NSAttributedString(string: $0) } }
        set { accessibilityHint = newValue?.string }
    }
    /// The element's value when it differs from its label: a slider's percentage, a switch's
    /// "1" or "0", a text field's text.
    open var accessibilityValue: String? {
        get { accessibilityAttributes?.value ?? standardAccessibility.value }
        set { accessibilityAttributesForWriting.value = newValue }
    }
    open var accessibilityAttributedValue: NSAttributedString? {
        get { accessibilityValue.map { NSAttributedString(string: $0) } }
        set { accessibilityValue = newValue?.string }
    }
    open var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityAttributes?.traits ?? standardAccessibility.traits }
        set { accessibilityAttributesForWriting.traits = newValue }
    }
    /// The element's frame in screen coordinates: the bounds of `accessibilityPath` when set,
    /// else a view's own frame, unless set.
    open var accessibilityFrame: CGRect {
        get { accessibilityAttributes?.frame ?? accessibilityAttributes?.path?.bounds ?? standardAccessibilityFrame }
        set { accessibilityAttributesForWriting.frame = newValue }
    }
    /// A path in screen coordinates outlining the element when its frame would mislead; desktop
    /// readers take its bounds as the element's extent.
    open var accessibilityPath: UIBezierPath? {
        get { accessibilityAttributes?.path }
        set { accessibilityAttributesForWriting.path = newValue }
    }
    /// Where activating the element taps, in screen coordinates: its frame's centre unless set.
    open var accessibilityActivationPoint: CGPoint {
        get {
            if let point = accessibilityAttributes?.activationPoint { return point }
            let frame = accessibilityFrame
            return CGPoint(x: frame.midX, y: frame.midY)
        }
        set { accessibilityAttributesForWriting.activationPoint = newValue }
    }
    /// The BCP 47 language the element's label and value are spoken in.
    open var accessibilityLanguage: String? {
        get { accessibilityAttributes?.language }
        set { accessibilityAttributesForWriting.language = newValue }
    }
    /// Whether the elements the receiver contains (and the receiver) are hidden from screen readers.
    open var accessibilityElementsHidden: Bool {
        get { accessibilityAttributes?.elementsHidden ?? false }
        set { accessibilityAttributesForWriting.elementsHidden = newValue }
    }
    /// Whether a screen reader ignores the elements of the receiver's siblings: a custom
    /// alert or sheet keeps the reader inside it.
    open var accessibilityViewIsModal: Bool {
        get { accessibilityAttributes?.viewIsModal ?? standardAccessibility.isModal }
        set { accessibilityAttributesForWriting.viewIsModal = newValue }
    }
    /// Whether the receiver's elements are read together, in their own order, before the
    /// reader moves on (instead of merged with their neighbours by position).
    open var shouldGroupAccessibilityChildren: Bool {
        get { accessibilityAttributes?.groupsChildren ?? false }
        set { accessibilityAttributesForWriting.groupsChildren = newValue }
    }
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { accessibilityAttributes?.customActions }
        set { accessibilityAttributesForWriting.customActions = newValue }
    }
    /// Where drags can start from the element, each a screen reader action that lifts there.
    /// Nil (the default): those of the drag interactions in the element's views (a table's
    /// or collection's cell: its list's), found as the reader asks; empty: none.
    open var accessibilityDragSourceDescriptors: [UIAccessibilityLocationDescriptor]? {
        get { accessibilityAttributes?.dragSourceDescriptors }
        set { accessibilityAttributesForWriting.dragSourceDescriptors = newValue }
    }
    /// Where a drag in flight can drop on the element, each a screen reader action while one
    /// is. Nil (the default): those of the drop interactions in the element's views (a
    /// cell: its list's); empty: none.
    open var accessibilityDropPointDescriptors: [UIAccessibilityLocationDescriptor]? {
        get { accessibilityAttributes?.dropPointDescriptors }
        set { accessibilityAttributesForWriting.dropPointDescriptors = newValue }
    }
    /// The rotors the receiver offers a screen reader on it and on the elements it contains.
    open var accessibilityCustomRotors: [UIAccessibilityCustomRotor]? {
        get { accessibilityAttributes?.customRotors }
        set { accessibilityAttributesForWriting.customRotors = newValue }
    }
    /// The elements the receiver contains, in reading order (views and
    /// `UIAccessibilityElement`s); nil: its subviews, ordered by position.
    open var accessibilityElements: [Any]? {
        get { accessibilityAttributes?.elements ?? standardAccessibility.elements }
        set { accessibilityAttributesForWriting.elements = newValue }
    }
    open var accessibilityContainerType: UIAccessibilityContainerType {
        get { accessibilityAttributes?.containerType ?? standardAccessibility.containerType }
        set { accessibilityAttributesForWriting.containerType = newValue }
    }
    /// The number of elements in the receiver (UIAccessibilityContainer).
    open func accessibilityElementCount() -> Int { accessibilityElements?.count ?? 0 }
    open func accessibilityElement(at index: Int) -> Any? {
        guard let elements = accessibilityElements, elements.indices.contains(index) else { return nil }
        return elements[index]
    }
    open func index(ofAccessibilityElement element: Any) -> Int {
        accessibilityElements?.firstIndex { ($0 as AnyObject) === (element as AnyObject) } ?? NSNotFound
    }
    /// Performs the element's default action for a screen reader; false (the default) makes
    /// the reader tap its activation point instead.
    open func accessibilityActivate() -> Bool { standardAccessibilityActivate() }
    /// Moves an adjustable element's value up a step.
    open func accessibilityIncrement() { standardAccessibilityAdjust(by: 1) }
    /// Moves an adjustable element's value down a step.
    open func accessibilityDecrement() { standardAccessibilityAdjust(by: -1) }
    /// Dismisses a modal view for the reader's escape gesture; true when it did. The request
    /// travels up the responder chain until someone answers true.
    open func accessibilityPerformEscape() -> Bool { standardAccessibilityEscape() }
    /// Scrolls a page the way the user's fingers went (VoiceOver's three-finger swipe); true
    /// when it did, after posting `.pageScrolled` with where the content is now. The reader
    /// asks the element, then each container up to the window, until one scrolls. A scroll
    /// view scrolls by a page; anything else answers false.
    open func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool { standardAccessibilityScroll(direction) }
}
