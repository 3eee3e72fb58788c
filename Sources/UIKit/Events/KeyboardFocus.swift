import CoreGraphics
import Foundation
import QuartzCore
import SlatePlatform

/// Moving between a window's controls with the keyboard, as iPadOS 14 does with a hardware
/// keyboard and Full Keyboard Access, and as every desktop does: Tab and Shift-Tab go to the
/// next and previous text field, button, switch, slider or segmented control (by position:
/// rows from the top, each from the leading edge), within the topmost modal presentation.
///
/// A text input that gets there becomes first responder. A control that cannot (a button, a
/// switch) gets the *control focus*: drawn with a focus ring, activated by Space or Return
/// (a tap at its centre, through the window's input), adjusted by the arrow keys when
/// adjustable. A click or a touch ends the control focus, as focus rings go on the desktop.
@MainActor
final class KeyboardFocus {
    private unowned let window: UIWindow
    /// The control with the focus ring, when one has it.
    private(set) weak var focusedControl: UIView?
    /// The ring, drawn above every view of the window (so that no view's drawing covers it
    /// and a control's own `clipsToBounds` does not cut it), inside a layer that clips it as
    /// the control's clipping ancestors clip the control (a scroll view scrolling it away).
    private(set) var ringClip: CALayer?
    private(set) var ringLayer: CALayer?
    /// Whether the ring follows the control at every commit.
    private var isFollowing = false

    init(window: UIWindow) {
        self.window = window
    }

    /// Handles a key nobody else did; true when it moved or used the focus.
    func handle(_ key: UIKey) -> Bool {
        let flags = key.modifierFlags.intersection([.command, .control, .alternate])
        guard flags.isEmpty else { return false }
        switch key.keyCode {
        case .keyboardTab:
            // In editable multi-line text a Tab is typed, as on iPadOS.
            if let textView = window.firstResponder as? UITextView, textView.isEditable { return false }
            return move(forward: !key.modifierFlags.contains(.shift))
        case .keyboardSpacebar, .keyboardReturnOrEnter, .keypadEnter:
            guard let control = liveFocusedControl() else { return false }
            return activate(control)
        case .keyboardRightArrow, .keyboardUpArrow, .keyboardLeftArrow, .keyboardDownArrow:
            guard let control = liveFocusedControl(), control.accessibilityTraits.contains(.adjustable) else { return false }
            // Up, and the arrow pointing the way the text runs, increase.
            let forward: UIKeyboardHIDUsage = control.isRightToLeftForFocus ? .keyboardLeftArrow : .keyboardRightArrow
            if key.keyCode == .keyboardUpArrow || key.keyCode == forward {
                control.accessibilityIncrement()
            } else {
                control.accessibilityDecrement()
            }
            return true
        default:
            return false
        }
    }

    /// The focused control while it can still take keys: in the window and among the views Tab
    /// visits (not removed, hidden, disabled or under a presentation since); else the focus ends.
    private func liveFocusedControl() -> UIView? {
        guard let control = focusedControl else { return nil }
        guard control.window === window, focusableViews().contains(where: { $0 === control }) else {
            clearControlFocus()
            return nil
        }
        return control
    }

    /// Moves to the next (or previous) focusable view, wrapping around; a text input that
    /// refuses to become first responder is passed over.
    func move(forward: Bool) -> Bool {
        let candidates = focusableViews()
        guard !candidates.isEmpty else { return false }
        let current = focusedControl ?? (window.firstResponder as? UIView)
        var index = current.flatMap { view in candidates.firstIndex { $0 === view } }
        for _ in candidates.indices {
            let next: Int
            if let index {
                next = (index + (forward ? 1 : candidates.count - 1)) % candidates.count
            } else {
                next = forward ? 0 : candidates.count - 1
            }
            if focus(candidates[next]) { return true }
            index = next
        }
        return true
    }

    /// Gives `view` the focus: first responder for a text input, the focus ring for a control.
    @discardableResult
    func focus(_ view: UIView) -> Bool {
        if view.canBecomeFirstResponder {
            clearControlFocus()
            return view.becomeFirstResponder()
        }
        // A text input gives up the keyboard; another first responder (a controller taking key
        // commands) keeps it.
        if let responder = window.firstResponder, responder is UIKeyInput { _ = responder.resignFirstResponder() }
        clearControlFocus()
        focusedControl = view
        let clip = CALayer.withoutActions()
        clip.masksToBounds = true
        let ring = CALayer.withoutActions()
        ring.borderWidth = 3
        ring.cornerRadius = 6
        clip.addSublayer(ring)
        window.layer.addSublayer(clip)
        ringClip = clip
        ringLayer = ring
        updateRing()
        followControl()
        AccessibilityTreeSync.setNeedsUpdate()
        return true
    }

    func clearControlFocus() {
        guard focusedControl != nil || ringLayer != nil else { return }
        ringClip?.removeFromSuperlayer()
        ringClip = nil
        ringLayer = nil
        focusedControl = nil
        AccessibilityTreeSync.setNeedsUpdate()
    }

    // MARK: The ring

    /// Keeps the ring on the control at every commit while it has the focus: the control may
    /// move, resize, scroll, or have views added above it.
    private func followControl() {
        guard !isFollowing else { return }
        isFollowing = true
        CATransaction.observeSettledLayout { [weak self] in
            guard let self, self.ringLayer != nil else {
                self?.isFollowing = false
                return false
            }
            self.updateRing()
            return true
        }
    }

    /// Puts the ring around the control as it is now, clipped as the control is, above every
    /// view; hidden while the control is not in the window or not shown.
    private func updateRing() {
        guard let clip = ringClip, let ring = ringLayer else { return }
        guard let control = focusedControl, control.window === window, control.isShownInWindow else {
            clip.isHidden = true
            return
        }
        var visible = window.bounds
        var ancestor = control.superview
        while let view = ancestor, view !== window {
            if view.clipsToBounds { visible = visible.intersection(view.convert(view.bounds, to: window)) }
            ancestor = view.superview
        }
        let frame = control.convert(control.bounds, to: window).insetBy(dx: -4, dy: -4)
        clip.isHidden = visible.isNull || visible.isEmpty
        clip.frame = visible.isNull ? .zero : visible
        ring.frame = frame.offsetBy(dx: -clip.frame.minX, dy: -clip.frame.minY)
        ring.borderColor = (control.tintColor ?? .systemBlue).withAlphaComponent(0.6)
            .resolvedColor(with: control.traitCollection).cgColor
        if window.layer.sublayers?.last !== clip { window.layer.addSublayer(clip) }
    }

    /// A tap at the control's centre, as a finger's: the control does what a tap does — when
    /// the control is what a finger there would touch.
    private func activate(_ control: UIView) -> Bool {
        let center = control.convert(CGPoint(x: control.bounds.midX, y: control.bounds.midY), to: nil)
        guard let hit = window.hitTest(center, with: nil), hit === control || hit.isDescendant(of: control) else { return false }
        window.synthesizeTap(at: center, finger: Self.keyboardFinger)
        // The tap ended the control focus (as a click would); the keyboard keeps it unless the
        // action moved the focus on (made a field first responder, presented something).
        if focusedControl == nil, window.firstResponder == nil || !(window.firstResponder is UIKeyInput),
           control.window === window, focusableViews().contains(where: { $0 === control }) {
            focus(control)
        }
        return true
    }

    private static let keyboardFinger = 0xF0C5

    // MARK: Candidates

    /// The views Tab visits, by position.
    func focusableViews() -> [UIView] {
        var found: [(view: UIView, frame: CGRect)] = []
        func visit(_ view: UIView) {
            guard !view.isHidden, view.alpha > 0.01, view.isUserInteractionEnabled else { return }
            if isFocusable(view) {
                found.append((view, view.convert(view.bounds, to: nil)))
                return
            }
            var subviews = view.subviews
            if let modal = subviews.last(where: { $0.accessibilityViewIsModal && !$0.isHidden }) { subviews = [modal] }
            subviews.forEach(visit)
        }
        visit(window)
        // By position, as a screen reader reads.
        let rightToLeft = window.effectiveUserInterfaceLayoutDirection == .rightToLeft
        return ReadingOrder.sorted(found, rightToLeft: rightToLeft, frame: \.frame).map(\.view)
    }

    private func isFocusable(_ view: UIView) -> Bool {
        if view is UITextField || view is UITextView { return view.canBecomeFirstResponder }
        guard let control = view as? UIControl, control.isEnabled else { return false }
        return control.isAccessibilityElement || control.accessibilityElementCount() > 0
    }
}

private extension UIView {
    var isRightToLeftForFocus: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

    /// Whether the view and every ancestor up to its window are shown.
    var isShownInWindow: Bool {
        var view: UIView? = self
        while let current = view {
            if current.isHidden || current.alpha <= 0.01 { return false }
            view = current.superview
        }
        return true
    }
}
