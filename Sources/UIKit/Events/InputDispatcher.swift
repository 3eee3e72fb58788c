import Foundation
import SlatePlatform

/// Turns one window's host input into UIKit events and hands them to the application.
///
/// Fingers and pointer buttons become touches (the pointer as one `.indirectPointer` touch
/// while a button is held; a tablet's pen as one `.pencil` touch while its tip is down, with
/// its pressure and angles); pointer motion without buttons becomes hover events; wheel clicks
/// and trackpad scrolling become scroll events (wheel clicks grouped into one gesture that ends
/// a moment after the last click); trackpad pinches become transform events; keys become
/// presses for the first responder, after key commands had their chance.
@MainActor
final class InputDispatcher {
    private unowned let window: UIWindow
    let router: TouchRouter

    /// Live touches by host identity.
    private var touches: [Int: UITouch] = [:]
    private static let pointerIdentifier = -1
    /// The last tap, for tap counts.
    private var lastTap: (location: CGPoint, time: TimeInterval, count: Int)?
    private var buttonsHeld: UIEvent.ButtonMask = []
    private var pointerLocation: CGPoint?
    private var wheelGestureActive = false
    /// A mouse wheel's clicks are still one gesture (a scroll view follows them as a drag).
    var isWheelGestureActive: Bool { wheelGestureActive }
    private var wheelTimer: PlatformTimer?
    let keyboard: KeyboardDispatcher

    /// Taps this close in time and space count as one multi-tap.
    static let multiTapInterval: TimeInterval = 0.35
    static let multiTapDistance: CGFloat = 45
    /// How long after the last wheel click the wheel's scroll gesture ends.
    static let wheelGestureTimeout: TimeInterval = 0.2

    init(window: UIWindow) {
        self.window = window
        router = TouchRouter(window: window)
        keyboard = KeyboardDispatcher(window: window)
    }

    func handle(_ input: PlatformInputEvent) {
        // A click or a touch ends keyboard focus on a control, as on the desktop.
        switch input {
        case .touch(let touch) where touch.phase == .began: window.focusEngine.pointerDidPress()
        case .pointer(let pointer):
            if case .buttonDown = pointer.kind { window.focusEngine.pointerDidPress() }
        default: break
        }
        switch input {
        case .touch(let touch): handleTouch(touch)
        case .pointer(let pointer): handlePointer(pointer)
        case .scroll(let scroll): handleScroll(scroll)
        case .transform(let transform): handleTransform(transform)
        case .key(let key): keyboard.handleKey(key)
        case .text(let text): keyboard.handleText(text)
        case .remoteControl(let remote): UIApplication.deliverRemoteControl(remote, arrivedIn: window)
        }
    }

    // MARK: Touches

    private func handleTouch(_ input: PlatformTouchEvent) {
        switch input.phase {
        case .began:
            beginTouch(identifier: input.identifier, type: .direct, at: input.location, timestamp: input.timestamp,
                       modifiers: [], buttons: [])
        case .moved:
            updateTouch(identifier: input.identifier, phase: .moved, at: input.location, timestamp: input.timestamp)
        case .ended:
            updateTouch(identifier: input.identifier, phase: .ended, at: input.location, timestamp: input.timestamp)
        case .cancelled:
            updateTouch(identifier: input.identifier, phase: .cancelled, at: input.location, timestamp: input.timestamp)
        }
    }

    private func beginTouch(identifier: Int, type: UITouch.TouchType, at location: CGPoint, timestamp: TimeInterval,
                            modifiers: UIKeyModifierFlags, buttons: UIEvent.ButtonMask, stylus: PlatformStylus? = nil) {
        if touches[identifier] != nil { updateTouch(identifier: identifier, phase: .cancelled, at: location, timestamp: timestamp) }
        var tapCount = 1
        if let last = lastTap, timestamp - last.time <= Self.multiTapInterval,
           hypot(location.x - last.location.x, location.y - last.location.y) <= Self.multiTapDistance {
            tapCount = last.count + 1
        }
        let touch = UITouch(identifier: identifier, type: type, location: location, window: window, timestamp: timestamp, tapCount: tapCount)
        if let stylus { touch.take(stylus) }
        touches[identifier] = touch
        let event = router.touchesEvent
        for other in event.touchList { other.phase = .stationary }
        event.touchList.append(touch)
        send(event, timestamp: timestamp, modifiers: modifiers, buttons: buttons)
    }

    private func updateTouch(identifier: Int, phase: UITouch.Phase, at location: CGPoint, timestamp: TimeInterval,
                             modifiers: UIKeyModifierFlags? = nil, buttons: UIEvent.ButtonMask? = nil, stylus: PlatformStylus? = nil) {
        guard let touch = touches[identifier] else { return }
        let event = router.touchesEvent
        for other in event.touchList where other !== touch { other.phase = .stationary }
        // A pen pressing harder or tilting in place moves the touch, as on an iPad.
        let stylusChanged = touch.type == .pencil && stylus.map { changes(touch, $0) } == true
        if phase == .moved && location == touch.locationInWindow && !stylusChanged { return }
        if touch.type == .pencil, let stylus { touch.take(stylus) }
        touch.previousLocationInWindow = touch.locationInWindow
        touch.locationInWindow = location
        touch.phase = phase
        touch.timestamp = timestamp
        if phase == .ended || phase == .cancelled {
            touches[identifier] = nil
            if phase == .ended { lastTap = (location, timestamp, touch.tapCount) }
        }
        send(event, timestamp: timestamp, modifiers: modifiers ?? event.modifierFlags, buttons: buttons ?? event.buttonMask)
    }

    private func changes(_ touch: UITouch, _ stylus: PlatformStylus) -> Bool {
        touch.force != stylus.pressure * UITouch.pencilMaximumPossibleForce
            || touch.altitudeAngle != stylus.altitude || touch.azimuthInWindow != stylus.azimuth
    }

    private func send(_ event: UIEvent, timestamp: TimeInterval, modifiers: UIKeyModifierFlags, buttons: UIEvent.ButtonMask) {
        event.timestamp = timestamp
        event.modifierFlags = modifiers
        event.buttonMask = buttons
        UIApplication.shared.sendEvent(event)
    }

    /// The system took every touch away (a drag went to the desktop, which holds the pointer
    /// now): they are cancelled, and no button counts as held.
    func cancelAllTouches(timestamp: TimeInterval) {
        buttonsHeld = []
        for (identifier, touch) in touches.sorted(by: { $0.key < $1.key }) {
            updateTouch(identifier: identifier, phase: .cancelled, at: touch.locationInWindow, timestamp: timestamp)
        }
    }

    // MARK: Pointer

    private func handlePointer(_ input: PlatformPointerEvent) {
        let modifiers = input.modifiers.uiKitFlags
        switch input.kind {
        case .entered, .moved:
            pointerLocation = input.location
            if touches[Self.pointerIdentifier] != nil {
                updateTouch(identifier: Self.pointerIdentifier, phase: .moved, at: input.location, timestamp: input.timestamp,
                            modifiers: modifiers, buttons: buttonsHeld, stylus: input.stylus)
            } else {
                sendHover(at: input.location, inWindow: true, modifiers: modifiers, timestamp: input.timestamp)
                // Effects stay put while a button is held, as the pointer drags.
                window.pointerMoved(to: input.location, modifiers: modifiers)
            }
        case .exited:
            pointerLocation = nil
            if touches[Self.pointerIdentifier] == nil {
                sendHover(at: input.location, inWindow: false, modifiers: modifiers, timestamp: input.timestamp)
            }
            window.pointerMoved(to: nil, modifiers: modifiers)
        case .buttonDown(let button):
            pointerLocation = input.location
            let wasHeld = !buttonsHeld.isEmpty
            buttonsHeld.insert(.button(button))
            if !wasHeld {
                // A click ends hovering: the pointer becomes a touch.
                sendHover(at: input.location, inWindow: false, modifiers: modifiers, timestamp: input.timestamp)
                // A pen's tip on the tablet is Apple Pencil on the screen; its barrel buttons
                // click as a mouse's.
                let isPen = input.stylus != nil && button == 1
                beginTouch(identifier: Self.pointerIdentifier, type: isPen ? .pencil : .indirectPointer,
                           at: input.location, timestamp: input.timestamp, modifiers: modifiers, buttons: buttonsHeld,
                           stylus: isPen ? input.stylus : nil)
            }
        case .buttonUp(let button):
            buttonsHeld.remove(.button(button))
            if buttonsHeld.isEmpty {
                updateTouch(identifier: Self.pointerIdentifier, phase: .ended, at: input.location, timestamp: input.timestamp,
                            modifiers: modifiers, buttons: [.button(button)], stylus: input.stylus)
                sendHover(at: input.location, inWindow: true, modifiers: modifiers, timestamp: input.timestamp)
                window.pointerMoved(to: input.location, modifiers: modifiers)
            }
        }
    }

    private func sendHover(at location: CGPoint, inWindow: Bool, modifiers: UIKeyModifierFlags, timestamp: TimeInterval) {
        let event = UIEvent(type: .hover, timestamp: timestamp)
        event.pointerLocation = location
        event.pointerWindow = window
        event.pointerIsInWindow = inWindow
        event.modifierFlags = modifiers
        UIApplication.shared.sendEvent(event)
    }

    // MARK: Scroll and transform

    private func handleScroll(_ input: PlatformScrollEvent) {
        var phase = input.phase
        if !input.isContinuous {
            // A wheel's clicks form one gesture that ends shortly after the last click.
            phase = wheelGestureActive ? .changed : .began
            wheelGestureActive = true
            wheelTimer?.cancel()
            wheelTimer = UIKitHost.current?.schedule(at: input.timestamp + Self.wheelGestureTimeout) { [weak self] in
                self?.endWheelGesture(at: input.location, timestamp: input.timestamp + Self.wheelGestureTimeout)
            }
        }
        sendScroll(at: input.location, delta: input.delta, continuous: input.isContinuous, phase: phase,
                   modifiers: input.modifiers.uiKitFlags, timestamp: input.timestamp)
    }

    private func endWheelGesture(at location: CGPoint, timestamp: TimeInterval) {
        guard wheelGestureActive else { return }
        wheelGestureActive = false
        wheelTimer = nil
        sendScroll(at: location, delta: .zero, continuous: false, phase: .ended, modifiers: [], timestamp: timestamp)
    }

    private func sendScroll(at location: CGPoint, delta: CGVector, continuous: Bool, phase: PlatformGesturePhase,
                            modifiers: UIKeyModifierFlags, timestamp: TimeInterval) {
        let event = UIEvent(type: .scroll, timestamp: timestamp)
        event.pointerLocation = location
        event.pointerWindow = window
        event.modifierFlags = modifiers
        event.scroll = ScrollInput(delta: delta, isContinuous: continuous, phase: phase)
        UIApplication.shared.sendEvent(event)
    }

    private func handleTransform(_ input: PlatformTransformEvent) {
        let event = UIEvent(type: .transform, timestamp: input.timestamp)
        event.pointerLocation = input.location
        event.pointerWindow = window
        event.transform = TransformInput(scale: input.scale, rotation: input.rotation, phase: input.phase)
        UIApplication.shared.sendEvent(event)
    }
}
