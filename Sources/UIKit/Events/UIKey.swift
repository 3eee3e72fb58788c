import Foundation

/// A keyboard key press: which key, the text it types, and the modifiers held.
@preconcurrency @MainActor
open class UIKey: NSObject {
    /// The text the key produces with the modifiers held (e.g. "A" with Shift).
    open var characters: String { storedCharacters }
    /// The text the key produces without modifiers ("a").
    open var charactersIgnoringModifiers: String { storedCharactersIgnoringModifiers }
    open var modifierFlags: UIKeyModifierFlags { storedModifierFlags }
    /// The key's position (its HID usage).
    open var keyCode: UIKeyboardHIDUsage { storedKeyCode }

    private let storedCharacters: String
    private let storedCharactersIgnoringModifiers: String
    private let storedModifierFlags: UIKeyModifierFlags
    private let storedKeyCode: UIKeyboardHIDUsage

    init(keyCode: UIKeyboardHIDUsage, characters: String, charactersIgnoringModifiers: String, modifierFlags: UIKeyModifierFlags) {
        storedKeyCode = keyCode
        storedCharacters = characters
        storedCharactersIgnoringModifiers = charactersIgnoringModifiers
        storedModifierFlags = modifierFlags
        super.init()
    }
}
