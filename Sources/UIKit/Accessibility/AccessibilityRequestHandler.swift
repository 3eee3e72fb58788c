import CoreGraphics
import Foundation
import SlatePlatform

/// Carries out what an assistive technology asks of an element of a window's tree, the way
/// VoiceOver does: activation calls `accessibilityActivate()` and, when the element does not
/// handle it, taps its activation point through the window's own input path.
@MainActor
struct AccessibilityRequestHandler {
    let window: UIWindow

    /// The finger a screen reader's synthesized taps use, apart from any real one.
    private static let tapFinger = 0x5EAD

    func handle(_ request: PlatformAccessibilityRequest, of id: PlatformAccessibilityNode.ID) -> Bool {
        guard let element = AccessibilityTreeSync.object(withID: id, in: window) as? UIResponder else { return false }
        defer { AccessibilityTreeSync.setNeedsUpdate() }
        switch request {
        case .perform(.activate):
            if element.accessibilityActivate() { return true }
            return tap(at: element.accessibilityActivationPoint, reaching: element)
        case .perform(.increment):
            guard element.accessibilityTraits.contains(.adjustable) else { return false }
            element.accessibilityIncrement()
            return true
        case .perform(.decrement):
            guard element.accessibilityTraits.contains(.adjustable) else { return false }
            element.accessibilityDecrement()
            return true
        case .perform(.escape):
            // VoiceOver's escape while its drag is in flight puts the drag back first.
            if AccessibilityDragging.cancelDrag(in: window) { return true }
            return escape(from: element)
        case .perform(.custom(let name)):
            guard let action = element.accessibilityCustomActions?.first(where: { $0.name == name }) else { return false }
            return action.perform()
        case .perform(.drag(let name)):
            return AccessibilityDragging.beginDrag(name, from: element, in: window)
        case .perform(.drop(let name)):
            return AccessibilityDragging.drop(name, on: element, in: window)
        case .perform(.cancelDrag):
            return AccessibilityDragging.cancelDrag(in: window)
        case .focus:
            if element.canBecomeFirstResponder { return element.becomeFirstResponder() }
            // A control takes the keyboard focus (its ring), as Tab would give it.
            guard let control = element as? UIView, window.focusEngine.candidates.isEligible(control) else { return false }
            return window.focusEngine.update(to: control, heading: [], isForced: true) == .moved
        case .setValue(let value):
            return (element as? AccessibilityAdjustable)?.accessibilitySetValue(value) ?? false
        case .setCaret(let offset):
            return (element as? AccessibilityTextProviding)?.accessibilitySetSelection(offset..<offset) ?? false
        case .select(let range):
            return (element as? AccessibilityTextProviding)?.accessibilitySetSelection(range) ?? false
        case .scrollIntoView:
            return scrollIntoView(element)
        case .scrollPage(let direction):
            guard let direction = UIAccessibilityScrollDirection(rawValue: direction.rawValue) else { return false }
            return scrollPage(direction, from: element)
        }
    }

    /// Asks the element, then each container up to the window, to scroll a page, until one does.
    private func scrollPage(_ direction: UIAccessibilityScrollDirection, from element: UIResponder) -> Bool {
        var current: UIResponder? = element
        while let responder = current {
            if responder.accessibilityScroll(direction) { return true }
            current = responder.accessibilityReaderContainer
        }
        return false
    }

    /// A touch down and up at `point` (screen coordinates), as a finger's — only when the
    /// element's view is what a finger there would touch (not a bar or a sheet over it).
    private func tap(at point: CGPoint, reaching element: UIResponder) -> Bool {
        let location = CGPoint(x: point.x - window.frame.minX, y: point.y - window.frame.minY)
        guard window.bounds.contains(location) else { return false }
        let target = (element as? UIView) ?? (element as? UIAccessibilityElement)?.containerView
        guard let target, let hit = window.hitTest(location, with: nil), hit === target || hit.isDescendant(of: target)
                || target.isDescendant(of: hit) else { return false }
        window.synthesizeTap(at: location, finger: Self.tapFinger)
        return true
    }

    /// Asks the element, then each view it is in — and each view's controller — up to the
    /// window, then the rest of the responder chain, to escape, until one does. (The views
    /// first: a presented controller's next responder skips the presentation's container.)
    private func escape(from element: UIResponder) -> Bool {
        if element.accessibilityPerformEscape() { return true }
        var view = (element as? UIView) ?? (element as? UIAccessibilityElement)?.containerView
        if element is UIView { view = view?.superview }
        var last: UIResponder? = element
        while let current = view {
            if current.accessibilityPerformEscape() { return true }
            if let controller = current.next as? UIViewController, controller.accessibilityPerformEscape() { return true }
            last = current
            view = current.superview
        }
        var responder = last?.next
        while let current = responder {
            if current.accessibilityPerformEscape() { return true }
            responder = current.next
        }
        return false
    }

    private func scrollIntoView(_ element: UIResponder) -> Bool {
        var ancestor = (element as? UIView)?.superview ?? (element as? UIAccessibilityElement)?.containerView
        while let current = ancestor, !(current is UIScrollView) { ancestor = current.superview }
        guard let scrollView = ancestor as? UIScrollView, let window = scrollView.window else { return false }
        let frame = element.accessibilityFrame.offsetBy(dx: -window.frame.minX, dy: -window.frame.minY)
        scrollView.scrollRectToVisible(scrollView.convert(frame, from: nil), animated: false)
        return true
    }
}
