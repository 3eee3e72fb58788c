import CoreGraphics
import Foundation
import QuartzCore

/// The UIKit focus system of one window (what `UIFocusSystem` is a handle on).
///
/// One item at most has the focus. It moves by the keyboard (`KeyboardFocus`: Tab and the
/// arrows), by the app (`setNeedsFocusUpdate()` on an environment that contains the focused
/// item, then the environment's preferred item), and it follows the keyboard: a text field
/// that becomes first responder is the focused item while it is, as on iPadOS 15 and in Mac
/// Catalyst. A click ends a control's focus, as focus rings end on the desktop.
///
/// Every move, except those that follow the first responder or a click (which nothing can
/// refuse), asks each environment on the chains of the old and the new item
/// `shouldUpdateFocus(in:)`; then sets the focus, tells each `didUpdateFocus(in:with:)`, and
/// posts `UIFocusSystem.didUpdateNotification`.
@MainActor
final class FocusEngine {
    private unowned let window: UIWindow
    private(set) weak var focusedItem: UIFocusItem?
    private weak var pendingEnvironment: UIFocusEnvironment?
    private var isFlushScheduled = false
    /// True while environments are asked and told: a move they ask for is refused.
    private var isUpdating = false
    /// The item each explicit focus group last had focused, so that Tab comes back to it.
    private var lastFocusedInGroup: [String: WeakFocusItem] = [:]

    init(window: UIWindow) {
        self.window = window
    }

    var candidates: FocusCandidates { FocusCandidates(window: window) }

    // MARK: Moving

    /// What became of a move.
    enum Outcome {
        case moved
        /// An environment's `shouldUpdateFocus(in:)` said no, or a move was under way.
        case refused
        /// The item is a text input that would not become first responder.
        case unavailable
    }

    /// Moves focus to `next` (nil: to nothing). A forced move (following the first responder
    /// or a click) asks no environment.
    @discardableResult
    func update(to next: UIFocusItem?, heading: UIFocusHeading, isForced: Bool = false) -> Outcome {
        let previous = focusedItem
        if previous === next { return .moved }
        guard !isUpdating else { return .refused }
        isUpdating = true
        let context = UIFocusUpdateContext(previouslyFocusedItem: previous, nextFocusedItem: next, focusHeading: heading)
        let previousChain = Self.chain(of: previous)
        let environments = previousChain + Self.chain(of: next).filter { environment in
            !previousChain.contains { $0 === environment }
        }
        if !isForced {
            for environment in environments where !environment.shouldUpdateFocus(in: context) {
                isUpdating = false
                if !heading.isEmpty { postMovementDidFail(context) }
                return .refused
            }
        }
        focusedItem = next
        guard apply(next) else {
            focusedItem = previous
            isUpdating = false
            return .unavailable
        }
        if let view = next as? UIView, let group = candidates.explicitGroup(of: view) {
            lastFocusedInGroup[group] = WeakFocusItem(view)
        }
        let coordinator = UIFocusAnimationCoordinator()
        for environment in environments { environment.didUpdateFocus(in: context, with: coordinator) }
        var userInfo: [AnyHashable: Any] = [UIFocusSystem.focusUpdateContextUserInfoKey: context]
        userInfo[UIFocusSystem.animationCoordinatorUserInfoKey] = coordinator
        NotificationCenter.default.post(name: UIFocusSystem.didUpdateNotification, object: system, userInfo: userInfo)
        coordinator.finish()
        AccessibilityTreeSync.setNeedsUpdate()
        isUpdating = false
        // After the move, so that what a list does with it (a selection, a segue, an app's
        // first responder) is a change of its own, not one refused inside this move.
        if let view = next as? UIView, focusedItem === view { view.enclosingFocusList?.focusDidMove(to: view) }
        return .moved
    }

    /// The window's focus system, the object of its notifications.
    private(set) lazy var system = UIFocusSystem(window: window)

    /// Puts the keyboard and the ring where the focus now is.
    private func apply(_ next: UIFocusItem?) -> Bool {
        let ring = window.keyboardFocus
        guard let view = next as? UIView else {
            ring.hideRing()
            resignTextInput(except: nil)
            return true
        }
        if FocusCandidates.isTextInput(view) {
            ring.hideRing()
            return window.firstResponder === view || view.becomeFirstResponder()
        }
        // A text input gives up the keyboard; another first responder (a controller taking
        // key commands) keeps it.
        resignTextInput(except: view)
        ring.showRing(around: view)
        return true
    }

    private func resignTextInput(except view: UIView?) {
        if let responder = window.firstResponder, responder is UIKeyInput, responder !== view {
            _ = responder.resignFirstResponder()
        }
    }

    private func postMovementDidFail(_ context: UIFocusUpdateContext) {
        NotificationCenter.default.post(name: UIFocusSystem.movementDidFailNotification, object: system,
                                        userInfo: [UIFocusSystem.focusUpdateContextUserInfoKey: context])
    }

    /// A key asked focus to go `heading` and nothing lay that way.
    func reportMovementFailed(heading: UIFocusHeading) {
        postMovementDidFail(UIFocusUpdateContext(previouslyFocusedItem: focusedItem, nextFocusedItem: nil, focusHeading: heading))
    }

    // MARK: Following the keyboard and the pointer

    /// The first responder changed outside a move of focus.
    func firstResponderDidChange(from old: UIResponder?, to new: UIResponder?) {
        guard !isUpdating else { return }
        if let view = new as? UIView, view.canBecomeFocused, FocusCandidates.isTextInput(view) {
            update(to: view, heading: [], isForced: true)
        } else if new != nil {
            // A controller taking key commands: the ring ends, as before Slate had a focus system.
            if focusedItem != nil { update(to: nil, heading: [], isForced: true) }
        } else if let old, old === focusedItem {
            update(to: nil, heading: [], isForced: true)
        }
    }

    /// While Space or Return presses the focused control with a synthesized tap, which must
    /// not end the focus as a click does.
    var ignoresPointerPresses = false

    /// A click or a touch: a control's focus ends; a text field being edited keeps it.
    func pointerDidPress() {
        guard !ignoresPointerPresses, let focused = focusedItem, focused !== window.firstResponder else { return }
        update(to: nil, heading: [], isForced: true)
    }

    /// The focused item, while it can still have the focus (in the window, shown, enabled and
    /// not under a presentation since); else the focus ends.
    func liveFocusedItem() -> UIFocusItem? {
        guard let focused = focusedItem else { return nil }
        if let view = focused as? UIView, !candidates.isEligible(view) {
            update(to: nil, heading: [], isForced: true)
            return nil
        }
        return focused
    }

    // MARK: Requests from the app

    func requestUpdate(to environment: UIFocusEnvironment) {
        guard let focused = focusedItem, Self.environment(environment, contains: focused) else { return }
        if let pending = pendingEnvironment, Self.environment(pending, contains: environment) {
            // The pending request already covers this one.
        } else {
            pendingEnvironment = environment
        }
        guard !isFlushScheduled else { return }
        isFlushScheduled = true
        CATransaction.afterCommit { [weak self] in
            self?.isFlushScheduled = false
            self?.updateIfNeeded()
        }
    }

    func updateIfNeeded() {
        guard let environment = pendingEnvironment else { return }
        pendingEnvironment = nil
        guard let focused = focusedItem, Self.environment(environment, contains: focused) else { return }
        guard let next = preferredItem(in: environment) else { return }
        update(to: next, heading: [])
    }

    /// Where `environment` would put the focus: down its preferred environments, first choice
    /// first; else itself when it can be focused; else its first item in Tab's order. `trace`
    /// hears each step (`UIFocusDebugger.simulateFocusUpdateRequest(from:)`).
    func preferredItem(in environment: UIFocusEnvironment, depth: Int = 0, trace: ((Int, String) -> Void)? = nil) -> UIFocusItem? {
        guard depth < 32 else {
            trace?(depth, "stopped: preferred environments 32 deep (a loop?)")
            return nil
        }
        let preferences = environment.preferredFocusEnvironments.filter { $0 !== environment }
        if let trace {
            let names = preferences.map(UIFocusDebugger.describe)
            trace(depth, "\(UIFocusDebugger.describe(environment)) prefers " + (names.isEmpty ? "nothing" : names.joined(separator: ", ")))
        }
        for preferred in preferences {
            if let item = preferredItem(in: preferred, depth: depth + 1, trace: trace) { return item }
        }
        if let view = environment as? UIView {
            if candidates.isEligible(view) {
                trace?(depth, "\(UIFocusDebugger.describe(view)) can be focused")
                return view
            }
            let entry = candidates.entryItem(in: view)
            trace?(depth, entry.map { "its first item in Tab's order: \(UIFocusDebugger.describe($0))" } ?? "no item inside can be focused")
            return entry
        }
        if let controller = environment as? UIViewController, let view = controller.viewIfLoaded {
            return preferredItem(in: view, depth: depth + 1, trace: trace)
        }
        if let item = environment as? UIFocusItem, item.canBecomeFocused { return item }
        return nil
    }

    /// The item an explicit group last had focused, while it can still have it.
    func lastFocusedItem(inGroup group: String) -> UIView? {
        guard let view = lastFocusedInGroup[group]?.item as? UIView, candidates.isEligible(view) else { return nil }
        return view
    }

    // MARK: Presentations

    /// What had the focus when each presented controller was presented; both held weakly.
    private var focusBeforePresentation: [(presented: WeakController, focused: WeakFocusItem)] = []

    /// A control's or a cell's focus is remembered; a text input's is not: it is the first
    /// responder's, which a presentation (a search, a popover from a field) ends or keeps as
    /// UIKit does, and putting it back would begin editing again.
    func rememberFocus(beforePresenting presented: UIViewController) {
        focusBeforePresentation.removeAll { $0.presented.controller == nil || $0.focused.item == nil }
        guard let focused = focusedItem, !((focused as? UIView).map(FocusCandidates.isTextInput) ?? false) else { return }
        focusBeforePresentation.append((WeakController(presented), WeakFocusItem(focused)))
    }

    /// The presented controller is gone: focus goes back to what had it before, when the
    /// controller shown again `restoresFocusAfterTransition` and nothing else has taken it.
    func restoreFocus(afterDismissing presented: UIViewController, to presenting: UIViewController) {
        let index = focusBeforePresentation.firstIndex { $0.presented.controller === presented }
        let remembered = index.flatMap { focusBeforePresentation.remove(at: $0).focused.item }
        // What had the focus in the presented controller has gone with it.
        guard liveFocusedItem() == nil, let remembered, presenting.restoresFocusAfterTransition,
              let view = remembered as? UIView, candidates.isEligible(view) else { return }
        update(to: view, heading: [])
    }

    // MARK: Environments

    /// The item and its parent environments, nearest first.
    static func chain(of item: UIFocusEnvironment?) -> [UIFocusEnvironment] {
        var chain: [UIFocusEnvironment] = []
        var current = item
        while let environment = current, chain.count < 256 {
            chain.append(environment)
            current = environment.parentFocusEnvironment
        }
        return chain
    }

    static func environment(_ environment: UIFocusEnvironment, contains other: UIFocusEnvironment) -> Bool {
        chain(of: other).contains { $0 === environment }
    }

    /// The window an environment is shown in.
    static func window(of environment: UIFocusEnvironment) -> UIWindow? {
        for link in chain(of: environment) {
            if let view = link as? UIView { return view.window }
            if let controller = link as? UIViewController { return controller.viewIfLoaded?.window }
            if let guide = link as? UILayoutGuide { return guide.owningView?.window }
        }
        return nil
    }
}

/// A weak reference to a focus item, to keep in a dictionary.
struct WeakFocusItem {
    weak var item: UIFocusItem?
    init(_ item: UIFocusItem) { self.item = item }
}

struct WeakController {
    weak var controller: UIViewController?
    init(_ controller: UIViewController) { self.controller = controller }
}
