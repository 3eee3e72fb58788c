import Foundation
import SlatePlatform

/// A keyboard shortcut: a key with modifiers that sends an action up the responder chain from
/// the first responder (spec KEY-01 … KEY-03). Titled commands are listed in the shortcut
/// overlay shown while the user holds the Command modifier (Ctrl on Linux).
@preconcurrency @MainActor
open class UIKeyCommand: UICommand {
    /// The key: its text ("s", "[", " ") or one of the special inputs (`inputUpArrow` …).
    open private(set) var input: String?
    open private(set) var modifierFlags: UIKeyModifierFlags
    /// Whether the command wins over the system's own use of the key (text editing, focus).
    open var wantsPriorityOverSystemBehavior = false
    open var allowsAutomaticLocalization = true
    open var allowsAutomaticMirroring = true

    public init(title: String = "", image: UIImage? = nil, action: Selector, input: String, modifierFlags: UIKeyModifierFlags = [],
                propertyList: Any? = nil, alternates: [UICommandAlternate] = [], discoverabilityTitle: String? = nil,
                attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off) {
        self.input = input
        self.modifierFlags = modifierFlags
        super.init(title: title, image: image, action: action, propertyList: propertyList, alternates: alternates,
                   discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state)
    }

    /// The form used before iOS 13.
    public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
        self.init(action: action, input: input, modifierFlags: modifierFlags)
    }

    public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector, discoverabilityTitle: String) {
        self.init(action: action, input: input, modifierFlags: modifierFlags, discoverabilityTitle: discoverabilityTitle)
    }

    override func validationCopy() -> UICommand {
        let copy = UIKeyCommand(title: title, image: image, action: action, input: input ?? "", modifierFlags: modifierFlags,
                                propertyList: propertyList, alternates: alternates, discoverabilityTitle: discoverabilityTitle,
                                attributes: attributes, state: state)
        copy.wantsPriorityOverSystemBehavior = wantsPriorityOverSystemBehavior
        copy.allowsAutomaticLocalization = allowsAutomaticLocalization
        copy.allowsAutomaticMirroring = allowsAutomaticMirroring
        return copy
    }

    public static let inputUpArrow = "UIKeyInputUpArrow"
    public static let inputDownArrow = "UIKeyInputDownArrow"
    public static let inputLeftArrow = "UIKeyInputLeftArrow"
    public static let inputRightArrow = "UIKeyInputRightArrow"
    public static let inputEscape = "UIKeyInputEscape"
    public static let inputPageUp = "UIKeyInputPageUp"
    public static let inputPageDown = "UIKeyInputPageDown"
    public static let inputHome = "UIKeyInputHome"
    public static let inputEnd = "UIKeyInputEnd"
    public static let inputDelete = "UIKeyInputDelete"
    public static let f1 = "UIKeyInputF1", f2 = "UIKeyInputF2", f3 = "UIKeyInputF3", f4 = "UIKeyInputF4"
    public static let f5 = "UIKeyInputF5", f6 = "UIKeyInputF6", f7 = "UIKeyInputF7", f8 = "UIKeyInputF8"
    public static let f9 = "UIKeyInputF9", f10 = "UIKeyInputF10", f11 = "UIKeyInputF11", f12 = "UIKeyInputF12"

    private static let specialInputs: [UIKeyboardHIDUsage: String] = [
        .keyboardUpArrow: inputUpArrow, .keyboardDownArrow: inputDownArrow, .keyboardLeftArrow: inputLeftArrow,
        .keyboardRightArrow: inputRightArrow, .keyboardEscape: inputEscape, .keyboardPageUp: inputPageUp,
        .keyboardPageDown: inputPageDown, .keyboardHome: inputHome, .keyboardEnd: inputEnd, .keyboardDeleteForward: inputDelete,
        .keyboardF1: f1, .keyboardF2: f2, .keyboardF3: f3, .keyboardF4: f4, .keyboardF5: f5, .keyboardF6: f6,
        .keyboardF7: f7, .keyboardF8: f8, .keyboardF9: f9, .keyboardF10: f10, .keyboardF11: f11, .keyboardF12: f12,
        .keyboardReturnOrEnter: "\r", .keyboardTab: "\t", .keyboardDeleteOrBackspace: "\u{8}", .keyboardSpacebar: " ",
    ]

    /// Whether pressing `key` triggers the command: the same key (special inputs by key code,
    /// others by the text the key types without modifiers, letters in either case) and the same
    /// Shift, Control, Option and Command modifiers.
    func matches(_ key: UIKey) -> Bool {
        guard let input, key.modifierFlags.shortcutRelevant == modifierFlags.shortcutRelevant else { return false }
        if let special = Self.specialInputs[key.keyCode] { return special == input }
        let typed = key.charactersIgnoringModifiers
        return !typed.isEmpty && typed.lowercased() == input.lowercased()
    }

    /// The shortcut as the desktop names it: UIKit's Command is Ctrl on Linux and its Control
    /// is Super (see `UIKeyModifierFlags`); special inputs become X11 key names. nil for an
    /// input that is not one key.
    var desktopShortcut: PlatformShortcut? {
        guard let input, !input.isEmpty else { return nil }
        var modifiers: PlatformModifiers = []
        if modifierFlags.contains(.command) { modifiers.insert(.control) }
        if modifierFlags.contains(.control) { modifiers.insert(.super) }
        if modifierFlags.contains(.alternate) { modifiers.insert(.alt) }
        if modifierFlags.contains(.shift) { modifiers.insert(.shift) }
        if let name = Self.desktopKeyNames[input] { return PlatformShortcut(key: name, modifiers: modifiers) }
        if input.hasPrefix("UIKeyInputF") { return PlatformShortcut(key: String(input.dropFirst("UIKeyInput".count)), modifiers: modifiers) }
        guard input.count == 1 else { return nil }
        return PlatformShortcut(key: input.lowercased(), modifiers: modifiers)
    }

    /// How the shortcut reads in the overlay and beside menu rows: "Ctrl+Shift+S".
    var shortcutDescription: String { desktopShortcut?.displayText ?? "" }

    private static let desktopKeyNames: [String: String] = [
        inputUpArrow: "Up", inputDownArrow: "Down", inputLeftArrow: "Left", inputRightArrow: "Right", inputEscape: "Escape",
        inputPageUp: "Page_Up", inputPageDown: "Page_Down", inputHome: "Home", inputEnd: "End", inputDelete: "Delete",
        "\r": "Return", "\t": "Tab", "\u{8}": "BackSpace", " ": "space",
    ]
}

/// Finds and performs the key command a key press triggers.
@MainActor
enum KeyCommandDispatcher {
    /// A command the user can trigger now, with where it comes from.
    struct Available {
        let command: UIKeyCommand
        /// The main-menu menu holding it; nil for a responder's own `keyCommands`.
        let menu: UIMenu?
    }

    /// The key commands reachable from `window`'s responder for key events (its first
    /// responder, else its deepest visible controller): each responder's, up the
    /// chain, nearest first; then the main menu's. A command is available when some
    /// responder from the first responder up can perform its action (spec FR-06, KEY-02).
    static func availableCommands(in window: UIWindow) -> [Available] {
        let start = window.responderForKeyEvents
        var result: [Available] = []
        var cursor: UIResponder? = start
        while let responder = cursor {
            for command in responder.offeredKeyCommands { result.append(Available(command: command, menu: nil)) }
            cursor = responder.next
        }
        for (command, menu) in UIMenuSystem.main.keyCommands { result.append(Available(command: command, menu: menu)) }
        return result.filter { entry in
            !entry.command.attributes.contains(.disabled) && !entry.command.attributes.contains(.hidden)
                && start.target(forAction: entry.command.action, withSender: entry.command) != nil
        }
    }

    /// Performs the first available command matching `key`.
    static func perform(matching key: UIKey, in window: UIWindow, isRepeat: Bool) -> Bool {
        guard let entry = availableCommands(in: window).first(where: { $0.command.matches(key) }) else { return false }
        // The responder that would perform it validates a copy first; a command it disables
        // does nothing, as its greyed-out menu row would.
        guard let (command, target) = entry.command.validated(from: window.responderForKeyEvents),
              !command.attributes.contains(.disabled) else { return false }
        return command.action.perform(on: target, sender: command)
    }
}
