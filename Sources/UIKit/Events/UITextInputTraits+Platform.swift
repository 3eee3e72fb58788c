import Foundation
import SlatePlatform

/// The traits as the desktop's input method takes them: an on-screen keyboard (GNOME's) shows
/// the keys the keyboard type asks for and capitalizes as the app asks.
extension UITextInputTraits {
    var platformTextInputTraits: PlatformTextInputTraits {
        var hints: PlatformTextInputTraits.Hints = []
        switch autocapitalizationType {
        case .none: break
        case .words: hints.insert(.uppercaseWords)
        case .sentences: hints.insert(.uppercaseSentences)
        case .allCharacters: hints.insert(.uppercaseCharacters)
        }
        if isSecureTextEntry {
            // Nothing typed in secret is learnt, suggested or checked.
            hints.insert(.private)
        } else {
            switch spellCheckingType {
            case .yes: hints.insert(.spellCheck)
            case .no: hints.insert(.noSpellCheck)
            case .default: if autocorrectionType == .no { hints.insert(.noSpellCheck) }
            }
            if autocorrectionType != .no { hints.insert(.wordCompletion) }
        }
        return PlatformTextInputTraits(purpose: platformPurpose, hints: hints)
    }

    /// Secure entry first (a PIN on a number pad), then a keyboard type that asks for
    /// particular keys, then what the content type says the text is.
    private var platformPurpose: PlatformTextInputTraits.Purpose {
        let isNumberPad = keyboardType == .numberPad || keyboardType == .asciiCapableNumberPad
        if isSecureTextEntry { return isNumberPad ? .pin : .password }
        switch keyboardType {
        case .numberPad, .asciiCapableNumberPad: return .digits
        case .decimalPad, .numbersAndPunctuation: return .number
        case .phonePad: return .phone
        case .namePhonePad: return .name
        case .URL: return .url
        case .emailAddress: return .email
        case .default, .asciiCapable, .twitter, .webSearch: break
        }
        switch textContentType {
        case .password?, .newPassword?: return .password
        case .oneTimeCode?: return .pin
        case .emailAddress?: return .email
        case .URL?: return .url
        case .telephoneNumber?: return .phone
        case .creditCardNumber?: return .digits
        case .name?, .namePrefix?, .givenName?, .middleName?, .familyName?, .nameSuffix?, .nickname?: return .name
        default: return .freeForm
        }
    }
}
