import Foundation

/// How text input should behave for a responder: hints for the keyboard and input methods.
///
/// UIKit's traits are optional members of an Objective-C protocol; here each is a get-only
/// requirement whose default is UIKit's default, so a `UIKeyInput` view declares only the
/// traits it has (as in UIKit, a trait is set on the concrete type, not through the
/// protocol). `UITextField`, `UITextView` and `UISearchBar` have them all, settable.
///
/// What they do on a desktop (docs/porting.md): secure entry draws bullets; smart quotes and
/// smart dashes change typed quotes and double hyphens; smart insert and delete space pasted
/// and cut words; the keyboard type, content type,
/// autocapitalization, spell checking and secure entry reach the desktop's input method as
/// its input purpose and hints (an on-screen keyboard follows them), after the responder
/// becomes first responder or calls `reloadInputViews()`. Nothing else restricts or changes
/// what a hardware keyboard types.
@preconcurrency @MainActor
public protocol UITextInputTraits: AnyObject {
    var autocapitalizationType: UITextAutocapitalizationType { get }
    var autocorrectionType: UITextAutocorrectionType { get }
    var spellCheckingType: UITextSpellCheckingType { get }
    var smartQuotesType: UITextSmartQuotesType { get }
    var smartDashesType: UITextSmartDashesType { get }
    var smartInsertDeleteType: UITextSmartInsertDeleteType { get }
    var keyboardType: UIKeyboardType { get }
    var keyboardAppearance: UIKeyboardAppearance { get }
    var returnKeyType: UIReturnKeyType { get }
    var enablesReturnKeyAutomatically: Bool { get }
    var isSecureTextEntry: Bool { get }
    var textContentType: UITextContentType! { get }
}

extension UITextInputTraits {
    public var autocapitalizationType: UITextAutocapitalizationType { .sentences }
    public var autocorrectionType: UITextAutocorrectionType { .default }
    public var spellCheckingType: UITextSpellCheckingType { .default }
    public var smartQuotesType: UITextSmartQuotesType { .default }
    public var smartDashesType: UITextSmartDashesType { .default }
    public var smartInsertDeleteType: UITextSmartInsertDeleteType { .default }
    public var keyboardType: UIKeyboardType { .default }
    public var keyboardAppearance: UIKeyboardAppearance { .default }
    public var returnKeyType: UIReturnKeyType { .default }
    public var enablesReturnKeyAutomatically: Bool { false }
    public var isSecureTextEntry: Bool { false }
    public var textContentType: UITextContentType! { nil }
}

/// The traits Slate's own inputs keep and let code set (the text field, the text view and
/// the search bar), so that one loader can apply Interface Builder's traits to each.
@MainActor
protocol SettableTextInputTraits: UITextInputTraits {
    var autocapitalizationType: UITextAutocapitalizationType { get set }
    var autocorrectionType: UITextAutocorrectionType { get set }
    var spellCheckingType: UITextSpellCheckingType { get set }
    var smartQuotesType: UITextSmartQuotesType { get set }
    var smartDashesType: UITextSmartDashesType { get set }
    var smartInsertDeleteType: UITextSmartInsertDeleteType { get set }
    var keyboardType: UIKeyboardType { get set }
    var keyboardAppearance: UIKeyboardAppearance { get set }
    var returnKeyType: UIReturnKeyType { get set }
    var enablesReturnKeyAutomatically: Bool { get set }
    var isSecureTextEntry: Bool { get set }
    var textContentType: UITextContentType! { get set }
}

public enum UITextAutocapitalizationType: Int, Sendable { case none, words, sentences, allCharacters }
public enum UITextAutocorrectionType: Int, Sendable { case `default`, no, yes }
public enum UITextSpellCheckingType: Int, Sendable { case `default`, no, yes }
public enum UITextSmartQuotesType: Int, Sendable { case `default`, no, yes }
public enum UITextSmartDashesType: Int, Sendable { case `default`, no, yes }
/// Whether pasting adds a space between a word and the word pasted beside it, and cutting or
/// deleting a selected word takes the space it leaves doubled.
public enum UITextSmartInsertDeleteType: Int, Sendable { case `default`, no, yes }

public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad

    /// An older name of `.asciiCapable`.
    public static var alphabet: UIKeyboardType { .asciiCapable }
}

public enum UIKeyboardAppearance: Int, Sendable {
    case `default`, dark, light

    /// An older name of `.dark`.
    public static var alert: UIKeyboardAppearance { .dark }
}

public enum UIReturnKeyType: Int, Sendable { case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue` }

extension UITextField: SettableTextInputTraits {}
extension UITextView: SettableTextInputTraits {}
extension UISearchBar: SettableTextInputTraits {}
