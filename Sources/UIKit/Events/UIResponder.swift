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

    // MARK: Actions (spec RSP-05, RSP-06)

    /// Whether the receiver performs `action`. By default: whether it implements it; Undo and
    /// Redo, whether its undo manager has something to undo or redo.
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        if action == .undo { return undoManager?.canUndo ?? false }
        if action == .redo { return undoManager?.canRedo ?? false }
        return action.isImplemented(by: self)
    }

    /// The receiver if it can perform `action`, otherwise the first responder up the chain
    /// that can; nil when none can.
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        var cursor: UIResponder? = self
        while let responder = cursor {
            if responder.canPerformAction(action, withSender: sender) { return responder }
            cursor = responder.next
        }
        return nil
    }

    // MARK: Input views (spec FR-07)

    /// A view shown in place of a keyboard, docked at the bottom of the window, while the
    /// receiver is first responder.
    open var inputView: UIView? { nil }

    /// A bar shown above the input view (or alone at the bottom of the window) while the
    /// receiver is first responder.
    open var inputAccessoryView: UIView? { nil }

    /// Shows the receiver's input views again after they changed, if it is first responder.
    open func reloadInputViews() {
        guard let window = responderWindow, window.firstResponder === self else { return }
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

}
