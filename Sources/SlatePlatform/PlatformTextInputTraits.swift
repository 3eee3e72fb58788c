import Foundation

/// What the text being edited is, for the desktop's input method (an on-screen keyboard shows
/// digits for a number, `@` for an address, hides a password's letters): UIKit's keyboard
/// type, content type and text input traits, in the terms desktop input methods share
/// (GTK's input purpose and hints, Wayland's text-input protocol).
package struct PlatformTextInputTraits: Hashable, Sendable {
    package enum Purpose: Hashable, Sendable {
        case freeForm, digits, number, phone, url, email, name, password, pin
    }

    package struct Hints: OptionSet, Hashable, Sendable {
        package let rawValue: Int
        package init(rawValue: Int) { self.rawValue = rawValue }

        package static let spellCheck = Hints(rawValue: 1 << 0)
        package static let noSpellCheck = Hints(rawValue: 1 << 1)
        package static let wordCompletion = Hints(rawValue: 1 << 2)
        package static let uppercaseCharacters = Hints(rawValue: 1 << 3)
        package static let uppercaseWords = Hints(rawValue: 1 << 4)
        package static let uppercaseSentences = Hints(rawValue: 1 << 5)
        /// The app shows its own keyboard (an input view): no on-screen keyboard.
        package static let inhibitOnScreenKeyboard = Hints(rawValue: 1 << 6)
        /// Not to be remembered or learnt from (secure entry).
        package static let `private` = Hints(rawValue: 1 << 7)
    }

    package var purpose: Purpose
    package var hints: Hints

    package init(purpose: Purpose = .freeForm, hints: Hints = []) {
        self.purpose = purpose
        self.hints = hints
    }
}
