import CoreGraphics
import Foundation
import QuartzCore
import SlatePlatform

/// The keys of focus, as iPadOS 14 with a hardware keyboard and Full Keyboard Access, Mac
/// Catalyst and every desktop have them: Tab and Shift-Tab go to the next and previous stop
/// (a text field, a control, a group such as a list; `FocusCandidates`), the arrow keys move
/// within a group (or, outside one, to the nearest item that way) and adjust an adjustable
/// control, Space and Return press the focused control (a tap at its centre, through the
/// window's input). The window's `FocusEngine` decides and records every move.
///
/// This type also draws the focus ring around a focused view that is not a text input.
@MainActor
final class KeyboardFocus {
    private unowned let window: UIWindow
    /// The ring, drawn above every view of the window (so that no view's drawing covers it
    /// and a control's own `clipsToBounds` does not cut it), inside a layer that clips it as
    /// the control's clipping ancestors clip the control (a scroll view scrolling it away).
    private(set) var ringClip: CALayer?
    private(set) var ringLayer: CALayer?
    private weak var ringedView: UIView?
    /// Whether the ring follows the control at every commit.
    private var isFollowing = false

    init(window: UIWindow) {
        self.window = window
    }

    private var engine: FocusEngine { window.focusEngine }

    /// The focused view that is not a text input (the one with the ring), if any.
    var focusedControl: UIView? {
        guard let view = engine.focusedItem as? UIView, !FocusCandidates.isTextInput(view) else { return nil }
        return view
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
            guard let control = engine.liveFocusedItem() as? UIView, !FocusCandidates.isTextInput(control) else { return false }
            return activate(control)
        case .keyboardRightArrow, .keyboardUpArrow, .keyboardLeftArrow, .keyboardDownArrow:
            guard let focused = engine.liveFocusedItem() as? UIView, !FocusCandidates.isTextInput(focused) else { return false }
            if focused.accessibilityTraits.contains(.adjustable) {
                // Up, and the arrow pointing the way the text runs, increase.
                let forward: UIKeyboardHIDUsage = focused.isRightToLeftForFocus ? .keyboardLeftArrow : .keyboardRightArrow
                if key.keyCode == .keyboardUpArrow || key.keyCode == forward {
                    focused.accessibilityIncrement()
                } else {
                    focused.accessibilityDecrement()
                }
                return true
            }
            move(from: focused, heading: Self.heading(of: key.keyCode))
            return true
        default:
            return false
        }
    }

    private static func heading(of key: UIKeyboardHIDUsage) -> UIFocusHeading {
        switch key {
        case .keyboardUpArrow: return .up
        case .keyboardDownArrow: return .down
        case .keyboardLeftArrow: return .left
        default: return .right
        }
    }

    /// Tab: to the next (or previous) stop, wrapping around. A text input that refuses to
    /// become first responder is passed over; a move an environment refuses stays put.
    func move(forward: Bool) -> Bool {
        let candidates = engine.candidates
        let stops = candidates.stops(of: candidates.focusableViews())
        guard !stops.isEmpty else { return false }
        let current = (engine.liveFocusedItem() as? UIView) ?? (window.firstResponder as? UIView)
        var index = current.flatMap { view in stops.firstIndex { $0.items.contains { $0 === view } } }
        for _ in stops.indices {
            let next: Int
            if let index {
                next = (index + (forward ? 1 : stops.count - 1)) % stops.count
            } else {
                next = forward ? 0 : stops.count - 1
            }
            if let target = candidates.entry(of: stops[next]) {
                switch engine.update(to: target, heading: forward ? .next : .previous) {
                case .moved, .refused: return true
                case .unavailable: break
                }
            }
            index = next
        }
        return true
    }

    /// An arrow: within a list by its rows and items; else to the nearest item that way in
    /// the same group (or among the items in none), or the item a focus guide there prefers.
    private func move(from focused: UIView, heading: UIFocusHeading) {
        if let list = focused.enclosingFocusList {
            if let next = list.focusItem(from: focused, heading: heading) {
                engine.update(to: next, heading: heading)
            } else {
                engine.reportMovementFailed(heading: heading)
            }
            return
        }
        let candidates = engine.candidates
        let group = candidates.group(of: focused)
        let peers = candidates.focusableViews().filter { $0 !== focused && candidates.group(of: $0) == group }
        let guides = FocusGuideSearch.enabledGuides(in: window)
        let frames = peers.map { $0.convert($0.bounds, to: nil) } + guides.map(\.frameInWindow)
        let origin = focused.convert(focused.bounds, to: nil)
        guard let nearest = FocusMovement.nearest(from: origin, heading: heading, among: frames) else {
            engine.reportMovementFailed(heading: heading)
            return
        }
        let target: UIFocusItem?
        if nearest < peers.count {
            target = peers[nearest]
        } else {
            let guide = guides[nearest - peers.count].guide
            target = guide.preferredFocusEnvironments.lazy.compactMap { self.engine.preferredItem(in: $0) }.first
        }
        guard let target, target !== focused else {
            engine.reportMovementFailed(heading: heading)
            return
        }
        engine.update(to: target, heading: heading)
    }

    // MARK: The ring

    /// Rings `view` (a cell whose `focusStyle` is `.custom` draws its own focus: no ring).
    func showRing(around view: UIView) {
        hideRing()
        ringedView = view
        if let cell = view as? UITableViewCell, cell.focusStyle == .custom { return }
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
    }

    func hideRing() {
        ringClip?.removeFromSuperlayer()
        ringClip = nil
        ringLayer = nil
        ringedView = nil
    }

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
        guard let control = ringedView, control.window === window, control.isShownInWindow else {
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
    /// the control is what a finger there would touch. The tap does not end the focus (a click
    /// would); the action may move it on (make a field first responder, present something).
    private func activate(_ control: UIView) -> Bool {
        let center = control.convert(CGPoint(x: control.bounds.midX, y: control.bounds.midY), to: nil)
        guard let hit = window.hitTest(center, with: nil), hit === control || hit.isDescendant(of: control) else { return false }
        engine.ignoresPointerPresses = true
        window.synthesizeTap(at: center, finger: Self.keyboardFinger)
        engine.ignoresPointerPresses = false
        return true
    }

    private static let keyboardFinger = 0xF0C5
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
