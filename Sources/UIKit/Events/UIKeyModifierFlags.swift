import Foundation

/// Modifier keys held with a key or during a gesture.
///
/// On Linux, Slate maps the keyboard's keys to UIKit's modifiers so that an iPad app's
/// shortcuts feel native (docs/porting.md):
///
/// | UIKit | Linux key |
/// |---|---|
/// | `.command` | Ctrl (so ⌘C is Ctrl+C, ⌘S is Ctrl+S) |
/// | `.control` | Super (the "Windows" key) |
/// | `.alternate` | Alt |
/// | `.shift` | Shift |
/// | `.alphaShift` | Caps Lock |
/// | `.numericPad` | the key is on the numeric keypad |
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)

    /// The flags that change what a shortcut means (Caps Lock and the keypad do not).
    var shortcutRelevant: UIKeyModifierFlags { intersection([.shift, .control, .alternate, .command]) }
}
