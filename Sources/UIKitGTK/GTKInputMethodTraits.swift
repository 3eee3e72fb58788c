@_implementationOnly import CGtk
import Foundation
import SlatePlatform

/// Gives the input method context the edited text's purpose and hints (its
/// `input-purpose` and `input-hints` properties), which an on-screen keyboard follows.
@MainActor
enum GTKInputMethodTraits {
    static func apply(_ traits: PlatformTextInputTraits, to context: UnsafeMutablePointer<GtkIMContext>) {
        let object = UnsafeMutableRawPointer(context).assumingMemoryBound(to: GObject.self)
        var purpose = GValue()
        g_value_init(&purpose, gtk_input_purpose_get_type())
        g_value_set_enum(&purpose, Int32(bitPattern: gtkPurpose(traits.purpose).rawValue))
        g_object_set_property(object, "input-purpose", &purpose)
        g_value_unset(&purpose)
        var hints = GValue()
        g_value_init(&hints, gtk_input_hints_get_type())
        g_value_set_flags(&hints, gtkHints(traits.hints).rawValue)
        g_object_set_property(object, "input-hints", &hints)
        g_value_unset(&hints)
    }

    private static func gtkPurpose(_ purpose: PlatformTextInputTraits.Purpose) -> GtkInputPurpose {
        switch purpose {
        case .freeForm: GTK_INPUT_PURPOSE_FREE_FORM
        case .digits: GTK_INPUT_PURPOSE_DIGITS
        case .number: GTK_INPUT_PURPOSE_NUMBER
        case .phone: GTK_INPUT_PURPOSE_PHONE
        case .url: GTK_INPUT_PURPOSE_URL
        case .email: GTK_INPUT_PURPOSE_EMAIL
        case .name: GTK_INPUT_PURPOSE_NAME
        case .password: GTK_INPUT_PURPOSE_PASSWORD
        case .pin: GTK_INPUT_PURPOSE_PIN
        }
    }

    private static func gtkHints(_ hints: PlatformTextInputTraits.Hints) -> GtkInputHints {
        let pairs: [(PlatformTextInputTraits.Hints, GtkInputHints)] = [
            (.spellCheck, GTK_INPUT_HINT_SPELLCHECK), (.noSpellCheck, GTK_INPUT_HINT_NO_SPELLCHECK),
            (.wordCompletion, GTK_INPUT_HINT_WORD_COMPLETION), (.uppercaseCharacters, GTK_INPUT_HINT_UPPERCASE_CHARS),
            (.uppercaseWords, GTK_INPUT_HINT_UPPERCASE_WORDS), (.uppercaseSentences, GTK_INPUT_HINT_UPPERCASE_SENTENCES),
            (.inhibitOnScreenKeyboard, GTK_INPUT_HINT_INHIBIT_OSK), (.private, GTK_INPUT_HINT_PRIVATE),
        ]
        var result: UInt32 = 0
        for (hint, gtk) in pairs where hints.contains(hint) { result |= gtk.rawValue }
        return GtkInputHints(rawValue: result)
    }
}
