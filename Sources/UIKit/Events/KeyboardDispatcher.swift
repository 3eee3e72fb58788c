import Foundation
import SlatePlatform

/// Hardware keys for one window: key commands first, then presses along the responder chain
/// from the first responder, then — for keys nobody handled — text for a `UIKeyInput` first
/// responder.
@MainActor
final class KeyboardDispatcher {
    private unowned let window: UIWindow
    /// Keys down, by HID usage.
    private var presses: [Int: UIPress] = [:]
    /// Keys whose down performed a key command: their up is swallowed too.
    private var consumed: Set<Int> = []
    let overlay: ShortcutOverlay

    init(window: UIWindow) {
        self.window = window
        overlay = ShortcutOverlay(window: window)
    }

    /// The keys that act as UIKit's Command modifier (Ctrl on Linux).
    private static let commandKeys: Set<UIKeyboardHIDUsage> = [.keyboardLeftControl, .keyboardRightControl]

    func handleKey(_ input: PlatformKeyEvent) {
        let isCommandKey = Self.commandKeys.contains(UIKeyboardHIDUsage(rawValue: input.hidUsage) ?? .keyboardErrorUndefined)
        if input.isDown && isCommandKey && !input.isRepeat && presses.isEmpty {
            overlay.commandModifierWentDown(at: input.timestamp)
        } else if !input.isRepeat || !isCommandKey {
            overlay.hide()
        }
        var flags = input.modifiers.uiKitFlags
        if input.isKeypad { flags.insert(.numericPad) }
        let keyCode = UIKeyboardHIDUsage(rawValue: input.hidUsage) ?? .keyboardErrorUndefined
        let key = UIKey(keyCode: keyCode, characters: input.characters, charactersIgnoringModifiers: input.charactersIgnoringModifiers,
                        modifierFlags: flags)
        if input.isDown {
            if !input.isRepeat, keyCode == .keyboardEscape, UIMenuController.escapePressed(in: window) {
                consumed.insert(input.hidUsage)
                return
            }
            if KeyCommandDispatcher.perform(matching: key, in: window, isRepeat: input.isRepeat) {
                consumed.insert(input.hidUsage)
                return
            }
            if input.isRepeat {
                // A held key repeats its editing action or its text, not its press.
                if window.firstResponder?.handleKeyRepeat(key) == true { return }
                if let press = presses[input.hidUsage], press.wasUnhandled { insertText(for: key) }
                return
            }
            let responder = window.responderForKeyEvents
            let press = UIPress(key: key, window: window, responder: responder, timestamp: input.timestamp)
            presses[input.hidUsage] = press
            send(press, modifiers: flags, timestamp: input.timestamp)
            // The press's began went up the chain, so its end will too (UIKit pairs them).
            if press.wasUnhandled, window.keyboardFocus.handle(key) { return }
            if press.wasUnhandled { insertText(for: key) }
        } else {
            if consumed.remove(input.hidUsage) != nil { return }
            guard let press = presses.removeValue(forKey: input.hidUsage) else { return }
            press.phase = .ended
            press.timestamp = input.timestamp
            send(press, modifiers: flags, timestamp: input.timestamp)
        }
    }

    private func send(_ press: UIPress, modifiers: UIKeyModifierFlags, timestamp: TimeInterval) {
        let event = UIPressesEvent(type: .presses, timestamp: timestamp)
        event.pressList = [press]
        event.modifierFlags = modifiers
        UIApplication.shared.sendEvent(event)
    }

    /// Typing into a `UIKeyInput` first responder: text keys insert their characters, Return a
    /// newline, Backspace deletes. Keys with Command or Control held type nothing.
    private func insertText(for key: UIKey) {
        guard let input = window.firstResponder as? UIKeyInput, key.modifierFlags.isDisjoint(with: [.command, .control]) else { return }
        switch key.keyCode {
        case .keyboardDeleteOrBackspace:
            input.deleteBackward()
        case .keyboardReturnOrEnter, .keypadEnter:
            input.insertText("\n")
        default:
            let text = key.characters
            guard !text.isEmpty, !text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else { return }
            input.insertText(text)
        }
    }

    /// Text an input method committed goes to a `UIKeyInput` first responder (replacing any
    /// marked text); text it is composing becomes a `UITextInput`'s marked text.
    func handleText(_ text: PlatformTextEvent) {
        switch text {
        case .commit(let string):
            guard let input = window.firstResponder as? UIKeyInput else { return }
            if string.isEmpty {
                (input as? UITextInput)?.unmarkText()
            } else {
                input.insertText(string)
            }
        case .preedit(let string, let caret, let styles):
            guard let input = window.firstResponder as? UITextInput else { return }
            if string.isEmpty, input.markedTextRange != nil {
                input.setMarkedText(nil, selectedRange: NSRange(location: 0, length: 0))
            } else if !string.isEmpty, Self.isPlainLook(styles, length: (string as NSString).length) {
                input.setMarkedText(string, selectedRange: NSRange(location: caret, length: 0))
            } else if !string.isEmpty {
                input.setAttributedMarkedText(Self.styledPreedit(string, styles), selectedRange: NSRange(location: caret, length: 0))
            }
        }
    }

    /// Whether the input method asks for nothing beyond the look marked text has anyway: no
    /// styles, or one plain underline under all of it (GTK's Wayland input context adds that
    /// to every composition). Such text is marked through `setMarkedText(_:selectedRange:)`,
    /// which a view's subclass may override.
    private static func isPlainLook(_ styles: [PlatformPreeditStyle], length: Int) -> Bool {
        styles.allSatisfy { $0.range == 0..<length && ($0.underline == nil || $0.underline == .single) && $0.foreground == nil && $0.background == nil }
    }

    /// The input method's styles as text attributes: its underlines as UIKit's underline
    /// styles (a spelling-error underline dotted), its colours as foreground and background.
    private static func styledPreedit(_ string: String, _ styles: [PlatformPreeditStyle]) -> NSAttributedString {
        let styled = NSMutableAttributedString(string: string)
        let length = styled.length
        for style in styles {
            let lower = min(max(style.range.lowerBound, 0), length), upper = min(max(style.range.upperBound, lower), length)
            guard upper > lower else { continue }
            let range = NSRange(location: lower, length: upper - lower)
            var attributes: [NSAttributedString.Key: Any] = [:]
            switch style.underline {
            case .single?, .low?: attributes[.underlineStyle] = NSNumber(value: NSUnderlineStyle.single.rawValue)
            case .double?: attributes[.underlineStyle] = NSNumber(value: NSUnderlineStyle.double.rawValue)
            case .error?: attributes[.underlineStyle] = NSNumber(value: NSUnderlineStyle([.single, .patternDot]).rawValue)
            case nil: break
            }
            func color(_ rgba: [Double]?) -> UIColor? {
                guard let rgba, rgba.count == 4 else { return nil }
                return UIColor(red: CGFloat(rgba[0]), green: CGFloat(rgba[1]), blue: CGFloat(rgba[2]), alpha: CGFloat(rgba[3]))
            }
            if let foreground = color(style.foreground) { attributes[.foregroundColor] = foreground }
            if let background = color(style.background) { attributes[.backgroundColor] = background }
            styled.addAttributes(attributes, range: range)
        }
        return styled
    }
}
