import Foundation
import SlatePlatform
import UIKit

/// Synthesized input, delivered through the same path as a desktop host's: the window under
/// the point receives it, hit testing and gesture recognition follow. Points are in screen
/// coordinates. Each step moves the virtual clock forward a sixtieth of a second, so that
/// velocities and timeouts behave as with real input.
extension HeadlessScreen {
    /// One frame's worth of time between synthesized steps.
    public static let inputStep: TimeInterval = 1.0 / 60

    // MARK: Fingers

    /// Puts finger `finger` down at `point`.
    public func touchDown(at point: CGPoint, finger: Int = 0) {
        deliverToWindow(at: point) { window, local in
            .touch(PlatformTouchEvent(identifier: finger, phase: .began, location: local, timestamp: host.currentTime))
        } remember: { self.fingerWindows[finger] = $0 }
    }

    public func touchMove(to point: CGPoint, finger: Int = 0) {
        if host.desktop.isDragging { return host.desktop.movePointer(to: point) }
        guard let window = fingerWindows[finger] else { return }
        deliver(.touch(PlatformTouchEvent(identifier: finger, phase: .moved, location: local(point, in: window),
                                          timestamp: host.currentTime)), to: window)
    }

    public func touchUp(at point: CGPoint, finger: Int = 0) {
        if host.desktop.isDragging {
            fingerWindows[finger] = nil
            return host.desktop.release(at: point)
        }
        guard let window = fingerWindows.removeValue(forKey: finger) else { return }
        deliver(.touch(PlatformTouchEvent(identifier: finger, phase: .ended, location: local(point, in: window),
                                          timestamp: host.currentTime)), to: window)
    }

    /// The system takes a finger away (an alert, a gesture of the system's own).
    public func touchCancel(at point: CGPoint, finger: Int = 0) {
        guard let window = fingerWindows.removeValue(forKey: finger) else { return }
        deliver(.touch(PlatformTouchEvent(identifier: finger, phase: .cancelled, location: local(point, in: window),
                                          timestamp: host.currentTime)), to: window)
    }

    /// Taps `count` times at `point`, a tenth of a second apart.
    public func tap(at point: CGPoint, count: Int = 1) {
        for index in 0..<count {
            if index > 0 { advance(by: 0.1) }
            touchDown(at: point)
            advance(by: Self.inputStep)
            touchUp(at: point)
        }
        advance(by: Self.inputStep)
    }

    /// Drags one finger from `start` to `end` in `steps` moves over `duration` seconds.
    public func drag(from start: CGPoint, to end: CGPoint, steps: Int = 12, duration: TimeInterval = 0.2, lift: Bool = true) {
        touchDown(at: start)
        for step in 1...max(1, steps) {
            advance(by: duration / Double(max(1, steps)))
            let t = CGFloat(step) / CGFloat(max(1, steps))
            touchMove(to: CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t))
        }
        if lift {
            touchUp(at: end)
            advance(by: Self.inputStep)
        }
    }

    /// Holds a finger at `point` for `duration` seconds.
    public func longPress(at point: CGPoint, duration: TimeInterval = 0.8) {
        touchDown(at: point)
        advance(by: duration)
        touchUp(at: point)
        advance(by: Self.inputStep)
    }

    /// Two fingers around `center`, from `startDistance` apart to `endDistance`, turning by
    /// `rotation` radians clockwise.
    public func pinch(center: CGPoint, from startDistance: CGFloat, to endDistance: CGFloat, rotation: CGFloat = 0, steps: Int = 12) {
        func points(_ distance: CGFloat, _ angle: CGFloat) -> (CGPoint, CGPoint) {
            let dx = cos(angle) * distance / 2, dy = sin(angle) * distance / 2
            return (CGPoint(x: center.x - dx, y: center.y - dy), CGPoint(x: center.x + dx, y: center.y + dy))
        }
        let (a0, b0) = points(startDistance, 0)
        touchDown(at: a0, finger: 0)
        touchDown(at: b0, finger: 1)
        var last = (a0, b0)
        for step in 1...max(1, steps) {
            advance(by: Self.inputStep)
            let t = CGFloat(step) / CGFloat(max(1, steps))
            last = points(startDistance + (endDistance - startDistance) * t, rotation * t)
            touchMove(to: last.0, finger: 0)
            touchMove(to: last.1, finger: 1)
        }
        touchUp(at: last.0, finger: 0)
        touchUp(at: last.1, finger: 1)
        advance(by: Self.inputStep)
    }

    // MARK: Pointer

    /// Moves the pointer to `point` (entering the window under it). While a button is held,
    /// the window it was pressed in keeps getting the motion, outside it too, as X11 and
    /// Wayland deliver it.
    public func movePointer(to point: CGPoint, modifiers: UIKeyModifierFlags = []) {
        // A drag in the desktop's hands holds the pointer.
        if host.desktop.isDragging { return host.desktop.movePointer(to: point) }
        deliverPointer(.moved, at: point, modifiers: modifiers)
    }

    /// Sends a pointer event at `point` to the window that has the pointer: the one a held
    /// button (or a pen's tip) grabbed, else the one under it, which the pointer enters after
    /// leaving the one before.
    private func deliverPointer(_ kind: PlatformPointerEvent.Kind, at point: CGPoint, modifiers: UIKeyModifierFlags = [],
                                stylus: PlatformStylus? = nil) {
        let target = !pressedButtons.isEmpty && pointerWindow != nil ? pointerWindow : window(at: point)
        if let previous = pointerWindow, previous !== target {
            deliver(.pointer(PlatformPointerEvent(.exited, at: local(point, in: previous), modifiers: platform(modifiers),
                                                  timestamp: host.currentTime)), to: previous)
        }
        pointerWindow = target
        guard let target else { return }
        deliver(.pointer(PlatformPointerEvent(kind, at: local(point, in: target), modifiers: platform(modifiers),
                                              timestamp: host.currentTime, stylus: stylus)), to: target)
    }

    /// Takes the pointer off the windows.
    public func movePointerOutside() {
        guard let window = pointerWindow else { return }
        pointerWindow = nil
        deliver(.pointer(PlatformPointerEvent(.exited, at: CGPoint(x: -1, y: -1), timestamp: host.currentTime)), to: window)
    }

    /// Presses `button` at `point`. The pointer moves there first unless `reportsMotionFirst`
    /// is false: then the press arrives with no motion to its spot before it, as a desktop
    /// that coalesces motion events may deliver a click that follows a jump of the pointer.
    public func pointerDown(at point: CGPoint, button: Int = 1, modifiers: UIKeyModifierFlags = [], reportsMotionFirst: Bool = true) {
        if reportsMotionFirst || pointerWindow == nil { movePointer(to: point, modifiers: modifiers) }
        guard let window = pointerWindow else { return }
        pressedButtons.insert(button)
        deliver(.pointer(PlatformPointerEvent(.buttonDown(button), at: local(point, in: window), modifiers: platform(modifiers),
                                              timestamp: host.currentTime)), to: window)
    }

    public func pointerUp(at point: CGPoint, button: Int = 1, modifiers: UIKeyModifierFlags = []) {
        pressedButtons.remove(button)
        if host.desktop.isDragging {
            host.desktop.release(at: point)
            if pressedButtons.isEmpty { movePointer(to: point, modifiers: modifiers) }
            return
        }
        guard let window = pointerWindow else { return }
        deliver(.pointer(PlatformPointerEvent(.buttonUp(button), at: local(point, in: window), modifiers: platform(modifiers),
                                              timestamp: host.currentTime)), to: window)
        // The grab ends: the pointer is in whichever window is under it now.
        if pressedButtons.isEmpty, self.window(at: point) !== window { movePointer(to: point, modifiers: modifiers) }
    }

    // MARK: Device motion

    /// Tilts the device so that the viewer is at `viewerOffset` (each axis −1 to 1; (0, 0)
    /// straight in front, where a desktop always is): views' motion effects follow. Nothing
    /// else moves, and no frame is needed for it.
    public func tiltDevice(to viewerOffset: UIOffset) {
        MotionEffectEngine.viewerOffset = UIOffset(horizontal: min(max(viewerOffset.horizontal, -1), 1),
                                                   vertical: min(max(viewerOffset.vertical, -1), 1))
    }

    // MARK: Pen

    /// Puts a tablet's pen down at `point`: what UIKit reports as an Apple Pencil touch with
    /// `force` `pressure` × 25/6, `altitudeAngle` `altitude` and azimuth `azimuth` (radians,
    /// window coordinates). The pen hovers there first, as a pen coming near a tablet moves the
    /// pointer.
    public func pencilDown(at point: CGPoint, pressure: CGFloat = 0.5, altitude: CGFloat = .pi / 2, azimuth: CGFloat = 0) {
        let stylus = PlatformStylus(pressure: pressure, altitude: altitude, azimuth: azimuth)
        deliverPointer(.moved, at: point, stylus: PlatformStylus(pressure: 0, altitude: altitude, azimuth: azimuth))
        guard pointerWindow != nil else { return }
        pressedButtons.insert(1)
        deliverPointer(.buttonDown(1), at: point, stylus: stylus)
    }

    /// Moves the pen, pressing and tilting it as given, down or hovering.
    public func pencilMove(to point: CGPoint, pressure: CGFloat = 0.5, altitude: CGFloat = .pi / 2, azimuth: CGFloat = 0) {
        deliverPointer(.moved, at: point, stylus: PlatformStylus(pressure: pressedButtons.contains(1) ? pressure : 0,
                                                             altitude: altitude, azimuth: azimuth))
    }

    /// Lifts the pen at `point`.
    public func pencilUp(at point: CGPoint, altitude: CGFloat = .pi / 2, azimuth: CGFloat = 0) {
        // The window the pen went down in has the grab and hears the lift, as with a button.
        deliverPointer(.buttonUp(1), at: point, stylus: PlatformStylus(pressure: 0, altitude: altitude, azimuth: azimuth))
        pressedButtons.remove(1)
        if pressedButtons.isEmpty, let window = pointerWindow, self.window(at: point) !== window {
            movePointer(to: point)
        }
    }

    /// Draws a stroke with the pen through `points`, pressing with `pressures` (one per point,
    /// or the last one repeated), one input step apart.
    public func pencilStroke(through points: [CGPoint], pressures: [CGFloat] = [0.5], altitude: CGFloat = .pi / 2, azimuth: CGFloat = 0) {
        guard let first = points.first else { return }
        func pressure(_ index: Int) -> CGFloat { pressures.isEmpty ? 0.5 : pressures[min(index, pressures.count - 1)] }
        pencilDown(at: first, pressure: pressure(0), altitude: altitude, azimuth: azimuth)
        for (index, point) in points.enumerated().dropFirst() {
            advance(by: Self.inputStep)
            pencilMove(to: point, pressure: pressure(index), altitude: altitude, azimuth: azimuth)
        }
        advance(by: Self.inputStep)
        pencilUp(at: points[points.count - 1], altitude: altitude, azimuth: azimuth)
        advance(by: Self.inputStep)
    }

    /// Clicks `count` times at `point` with `button` (1 primary, 2 secondary, 3 middle).
    public func click(at point: CGPoint, button: Int = 1, count: Int = 1, modifiers: UIKeyModifierFlags = []) {
        for index in 0..<count {
            if index > 0 { advance(by: 0.1) }
            pointerDown(at: point, button: button, modifiers: modifiers)
            advance(by: Self.inputStep)
            pointerUp(at: point, button: button, modifiers: modifiers)
        }
        advance(by: Self.inputStep)
    }

    /// Turns a mouse wheel over `point`: one event per click of `delta` points.
    public func scrollWheel(at point: CGPoint, by delta: CGVector, clicks: Int = 1) {
        movePointer(to: point)
        guard let window = pointerWindow else { return }
        for _ in 0..<clicks {
            deliver(.scroll(PlatformScrollEvent(location: local(point, in: window), delta: delta, isContinuous: false,
                                                timestamp: host.currentTime)), to: window)
            advance(by: Self.inputStep)
        }
    }

    /// Scrolls with two fingers on a trackpad over `point`: began, the deltas, ended.
    public func trackpadScroll(at point: CGPoint, deltas: [CGVector]) {
        movePointer(to: point)
        guard let window = pointerWindow else { return }
        let location = local(point, in: window)
        deliver(.scroll(PlatformScrollEvent(location: location, delta: .zero, isContinuous: true, phase: .began,
                                            timestamp: host.currentTime)), to: window)
        for delta in deltas {
            advance(by: Self.inputStep)
            deliver(.scroll(PlatformScrollEvent(location: location, delta: delta, isContinuous: true, phase: .changed,
                                                timestamp: host.currentTime)), to: window)
        }
        advance(by: Self.inputStep)
        deliver(.scroll(PlatformScrollEvent(location: location, delta: .zero, isContinuous: true, phase: .ended,
                                            timestamp: host.currentTime)), to: window)
    }

    /// Pinches (scale) and turns (radians) on a trackpad over `point`.
    public func trackpadTransform(at point: CGPoint, scales: [CGFloat], rotations: [CGFloat]? = nil) {
        movePointer(to: point)
        guard let window = pointerWindow else { return }
        let location = local(point, in: window)
        deliver(.transform(PlatformTransformEvent(location: location, scale: 1, rotation: 0, phase: .began, timestamp: host.currentTime)),
                to: window)
        for (index, scale) in scales.enumerated() {
            advance(by: Self.inputStep)
            deliver(.transform(PlatformTransformEvent(location: location, scale: scale, rotation: rotations?[index] ?? 0, phase: .changed,
                                                      timestamp: host.currentTime)), to: window)
        }
        advance(by: Self.inputStep)
        deliver(.transform(PlatformTransformEvent(location: location, scale: scales.last ?? 1, rotation: rotations?.last ?? 0,
                                                  phase: .ended, timestamp: host.currentTime)), to: window)
    }

    // MARK: Keyboard

    /// Presses and releases `key` with `modifiers` in the key window. Modifier keys are
    /// pressed first and released last, as a person does.
    public func press(_ key: UIKeyboardHIDUsage, characters: String? = nil, modifiers: UIKeyModifierFlags = []) {
        keyDown(key, characters: characters, modifiers: modifiers)
        advance(by: Self.inputStep)
        keyUp(key, characters: characters, modifiers: modifiers)
    }

    /// Types `text` with the US layout, one key per character.
    public func type(_ text: String, modifiers: UIKeyModifierFlags = []) {
        for character in text {
            guard let (key, shifted) = USKeyboardLayout.key(for: character) else { continue }
            press(key, characters: String(character), modifiers: modifiers.union(shifted ? [.shift] : []))
        }
    }

    public func keyDown(_ key: UIKeyboardHIDUsage, characters: String? = nil, modifiers: UIKeyModifierFlags = [], isRepeat: Bool = false) {
        // Escape cancels a drag the desktop holds, as GDK's does.
        if key == .keyboardEscape, host.desktop.isDragging { return host.desktop.cancelDrag() }
        guard let window = keyHostWindow else { return }
        let text = characters ?? USKeyboardLayout.characters(for: key, shifted: modifiers.contains(.shift))
        let plain = USKeyboardLayout.characters(for: key, shifted: false)
        deliver(.key(PlatformKeyEvent(isDown: true, hidUsage: key.rawValue, characters: text, charactersIgnoringModifiers: plain,
                                      modifiers: platform(modifiers), isKeypad: modifiers.contains(.numericPad), isRepeat: isRepeat,
                                      timestamp: host.currentTime)), to: window)
    }

    public func keyUp(_ key: UIKeyboardHIDUsage, characters: String? = nil, modifiers: UIKeyModifierFlags = []) {
        guard let window = keyHostWindow else { return }
        let text = characters ?? USKeyboardLayout.characters(for: key, shifted: modifiers.contains(.shift))
        let plain = USKeyboardLayout.characters(for: key, shifted: false)
        deliver(.key(PlatformKeyEvent(isDown: false, hidUsage: key.rawValue, characters: text, charactersIgnoringModifiers: plain,
                                      modifiers: platform(modifiers), isKeypad: modifiers.contains(.numericPad),
                                      timestamp: host.currentTime)), to: window)
    }

    /// Text an input method commits (a composed character, a word from a CJK input method).
    public func commitText(_ text: String) {
        guard let window = keyHostWindow else { return }
        deliver(.text(.commit(text)), to: window)
    }

    /// An input method's text being composed (preedit), with its caret (UTF-16 offset); empty
    /// text ends the composition.
    public func composeText(_ text: String, caret: Int? = nil) {
        guard let window = keyHostWindow else { return }
        deliver(.text(.preedit(text, caret: caret ?? (text as NSString).length)), to: window)
    }

    /// An input method's text being composed with its own look, as GTK's preedit attributes
    /// carry it: `text`'s underlines (single, double, or dotted for an error), foreground and
    /// background colours, by range. Other attributes are not an input method's to send.
    public func composeText(_ text: NSAttributedString, caret: Int? = nil) {
        guard let window = keyHostWindow else { return }
        var styles: [PlatformPreeditStyle] = []
        text.enumerateAttributes(in: NSRange(location: 0, length: text.length), options: []) { attributes, range, _ in
            var style = PlatformPreeditStyle(range: range.location..<NSMaxRange(range))
            if let raw = (attributes[.underlineStyle] as? NSNumber)?.intValue ?? (attributes[.underlineStyle] as? Int), raw != 0 {
                let underline = NSUnderlineStyle(rawValue: raw)
                style.underline = underline.contains(.patternDot) ? .error : underline.contains(.double) ? .double : .single
            }
            func rgba(_ color: Any?) -> [Double]? {
                guard let color = color as? UIColor else { return nil }
                var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
                guard color.getRed(&r, green: &g, blue: &b, alpha: &a) else { return nil }
                return [r, g, b, a].map(Double.init)
            }
            style.foreground = rgba(attributes[.foregroundColor])
            style.background = rgba(attributes[.backgroundColor])
            if style.underline != nil || style.foreground != nil || style.background != nil { styles.append(style) }
        }
        deliver(.text(.preedit(text.string, caret: caret ?? text.length, styles: styles)), to: window)
    }

    /// A media command from the desktop (a media key, the play button of its media controls),
    /// as a host sends it: only while the app is offered as a media player
    /// (`UIApplication.beginReceivingRemoteControlEvents()`), since a desktop sends commands
    /// only to the players it knows, and to the key window. Returns whether it was sent; a
    /// subtype that is not a remote-control command is not.
    @discardableResult
    public func sendRemoteControl(_ subtype: UIEvent.EventSubtype) -> Bool {
        guard host.receivesRemoteControlEvents, let command = subtype.remoteControlCommand, let window = keyHostWindow else { return false }
        // A media key does not bring the app forward: the window is not activated.
        window.deliver(.remoteControl(PlatformRemoteControlEvent(command: command, timestamp: host.currentTime)))
        return true
    }

    /// Whether the desktop knows the app as a media player (it asked for remote-control events).
    public var isOfferedAsMediaPlayer: Bool { host.receivesRemoteControlEvents }

    /// Where the key window's host was told text is being edited (for input-method windows).
    public var textInputRect: CGRect? { keyHostWindow?.textInputRect }

    /// What the key window's host was told the edited text is (for an on-screen keyboard).
    package var textInputTraits: PlatformTextInputTraits? { keyHostWindow?.textInputTraits }

    /// The desktop pointer's shape over the window under it (the key window's otherwise).
    package var cursor: PlatformCursor { (pointerWindow ?? keyHostWindow)?.cursor ?? .arrow }

    // MARK: Plumbing

    /// The topmost visible window containing `point`.
    func window(at point: CGPoint) -> HeadlessWindow? {
        host.windows.last { CGRect(origin: $0.origin, size: $0.size).contains(point) }
    }

    private func local(_ point: CGPoint, in window: HeadlessWindow) -> CGPoint {
        CGPoint(x: point.x - window.origin.x, y: point.y - window.origin.y)
    }

    private var keyHostWindow: HeadlessWindow? {
        guard let key = UIWindow.allVisible.first(where: \.isKeyWindow) else { return host.windows.last }
        return host.windows.first { $0.rootLayer === key.layer }
    }

    private func deliverToWindow(at point: CGPoint, _ make: (HeadlessWindow, CGPoint) -> PlatformInputEvent,
                                 remember: (HeadlessWindow) -> Void) {
        activate()
        guard let window = window(at: point) else { return }
        remember(window)
        window.deliver(make(window, local(point, in: window)))
    }

    private func deliver(_ event: PlatformInputEvent, to window: HeadlessWindow) {
        activate()
        window.deliver(event)
    }

    private func platform(_ flags: UIKeyModifierFlags) -> PlatformModifiers {
        var modifiers: PlatformModifiers = []
        if flags.contains(.shift) { modifiers.insert(.shift) }
        if flags.contains(.command) { modifiers.insert(.control) }
        if flags.contains(.control) { modifiers.insert(.super) }
        if flags.contains(.alternate) { modifiers.insert(.alt) }
        if flags.contains(.alphaShift) { modifiers.insert(.capsLock) }
        return modifiers
    }
}

/// The US keyboard, for synthesizing typed text.
enum USKeyboardLayout {
    private static let rows: [(UIKeyboardHIDUsage, String, String)] = {
        var table: [(UIKeyboardHIDUsage, String, String)] = []
        for (index, letter) in "abcdefghijklmnopqrstuvwxyz".enumerated() {
            table.append((UIKeyboardHIDUsage(rawValue: 4 + index)!, String(letter), String(letter).uppercased()))
        }
        let digits: [(UIKeyboardHIDUsage, String, String)] = [
            (.keyboard1, "1", "!"), (.keyboard2, "2", "@"), (.keyboard3, "3", "#"), (.keyboard4, "4", "$"), (.keyboard5, "5", "%"),
            (.keyboard6, "6", "^"), (.keyboard7, "7", "&"), (.keyboard8, "8", "*"), (.keyboard9, "9", "("), (.keyboard0, "0", ")"),
            (.keyboardHyphen, "-", "_"), (.keyboardEqualSign, "=", "+"), (.keyboardOpenBracket, "[", "{"), (.keyboardCloseBracket, "]", "}"),
            (.keyboardBackslash, "\\", "|"), (.keyboardSemicolon, ";", ":"), (.keyboardQuote, "'", "\""),
            (.keyboardGraveAccentAndTilde, "`", "~"), (.keyboardComma, ",", "<"), (.keyboardPeriod, ".", ">"), (.keyboardSlash, "/", "?"),
            (.keyboardSpacebar, " ", " "), (.keyboardReturnOrEnter, "\r", "\r"), (.keyboardTab, "\t", "\t"),
            (.keyboardDeleteOrBackspace, "\u{8}", "\u{8}"), (.keyboardEscape, "\u{1B}", "\u{1B}"),
        ]
        return table + digits
    }()

    static func key(for character: Character) -> (UIKeyboardHIDUsage, Bool)? {
        let text = character == "\n" ? "\r" : String(character)
        for (key, plain, shifted) in rows {
            if plain == text { return (key, false) }
            if shifted == text { return (key, true) }
        }
        return nil
    }

    static func characters(for key: UIKeyboardHIDUsage, shifted: Bool) -> String {
        guard let row = rows.first(where: { $0.0 == key }) else { return "" }
        return shifted ? row.2 : row.1
    }
}
