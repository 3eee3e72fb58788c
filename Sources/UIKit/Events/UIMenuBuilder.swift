import Foundation

/// Builds the app's main menu: the commands it offers in the menu bar (on a Mac) and in the
/// keyboard shortcut overlay (on an iPad, and in Slate). `buildMenu(with:)` receives one and
/// changes the standard menus.
@preconcurrency @MainActor
public protocol UIMenuBuilder: AnyObject {
    var system: UIMenuSystem { get }
    func menu(for identifier: UIMenu.Identifier) -> UIMenu?
    func action(for identifier: UIAction.Identifier) -> UIAction?
    func command(for action: Selector, propertyList: Any?) -> UICommand?
    func replace(menu replacedIdentifier: UIMenu.Identifier, with replacementElement: UIMenuElement)
    func replaceChildren(ofMenu parentIdentifier: UIMenu.Identifier, from childrenBlock: ([UIMenuElement]) -> [UIMenuElement])
    func insertSibling(_ siblingMenu: UIMenu, beforeMenu siblingIdentifier: UIMenu.Identifier)
    func insertSibling(_ siblingMenu: UIMenu, afterMenu siblingIdentifier: UIMenu.Identifier)
    func insertChild(_ childMenu: UIMenu, atStartOfMenu parentIdentifier: UIMenu.Identifier)
    func insertChild(_ childMenu: UIMenu, atEndOfMenu parentIdentifier: UIMenu.Identifier)
    func remove(menu removedIdentifier: UIMenu.Identifier)
}

/// The app's menu system. `main` is built on first use, and again after `setNeedsRebuild()`,
/// by asking the application (and through it its delegate) to `buildMenu(with:)`.
@preconcurrency @MainActor
open class UIMenuSystem: NSObject {
    public static let main = UIMenuSystem()
    /// The system's context menus (their contents come from the interaction that shows them).
    public static let context = UIMenuSystem()

    private var built: UIMenu?

    /// The menu tree, built when first needed.
    var rootMenu: UIMenu {
        if let built { return built }
        let builder = MainMenuBuilder(system: self)
        UIApplication.shared.buildMenu(with: builder)
        built = builder.root
        return builder.root
    }

    /// Rebuilds the menu before it is next used.
    open func setNeedsRebuild() { built = nil }

    /// Asks responders to `validate(_:)` commands again before they are next shown. Slate
    /// validates each time it shows or matches commands, so nothing is cached to clear.
    open func setNeedsRevalidate() {}

    /// Every key command in the menu tree, with the top-level menu (File, Edit …) it is in.
    var keyCommands: [(command: UIKeyCommand, menu: UIMenu)] {
        var result: [(UIKeyCommand, UIMenu)] = []
        func walk(_ menu: UIMenu, topLevel: UIMenu) {
            for child in menu.children {
                if let command = child as? UIKeyCommand { result.append((command, topLevel)) }
                if let submenu = child as? UIMenu { walk(submenu, topLevel: topLevel) }
            }
        }
        for child in rootMenu.children {
            if let command = child as? UIKeyCommand { result.append((command, rootMenu)) }
            if let menu = child as? UIMenu { walk(menu, topLevel: menu) }
        }
        return result
    }
}

extension UIMenu.Identifier {
    public static let application = UIMenu.Identifier("com.apple.menu.application")
    public static let file = UIMenu.Identifier("com.apple.menu.file")
    public static let edit = UIMenu.Identifier("com.apple.menu.edit")
    public static let view = UIMenu.Identifier("com.apple.menu.view")
    public static let window = UIMenu.Identifier("com.apple.menu.window")
    public static let help = UIMenu.Identifier("com.apple.menu.help")
    public static let about = UIMenu.Identifier("com.apple.menu.about")
    public static let preferences = UIMenu.Identifier("com.apple.menu.preferences")
    public static let close = UIMenu.Identifier("com.apple.menu.close")
    public static let newScene = UIMenu.Identifier("com.apple.menu.new-scene")
    public static let undoRedo = UIMenu.Identifier("com.apple.menu.undoredo")
    public static let standardEdit = UIMenu.Identifier("com.apple.menu.standard-edit")
    public static let find = UIMenu.Identifier("com.apple.menu.find")
    public static let format = UIMenu.Identifier("com.apple.menu.format")
    /// Format ▸ Font: the text style and size commands.
    public static let font = UIMenu.Identifier("com.apple.menu.font")
    /// Bold, Italic, Underline (in Font).
    public static let textStyle = UIMenu.Identifier("com.apple.menu.text-style")
    /// Bigger, Smaller (in Font).
    public static let textSize = UIMenu.Identifier("com.apple.menu.text-size")
    public static let fullscreen = UIMenu.Identifier("com.apple.menu.fullscreen")
    public static let root = UIMenu.Identifier("com.apple.menu.root")
    /// Application ▸ Quit (Ctrl+Q).
    public static let quit = UIMenu.Identifier("com.apple.menu.quit")

    // The standard menus of a Mac's menu bar that Slate's main menu, like iPadOS's, does not
    // have: `menu(for:)` answers nil for them, and removing or inserting beside them does
    // nothing, so that `buildMenu(with:)` code written for Mac Catalyst runs unchanged.
    public static let services = UIMenu.Identifier("com.apple.menu.services")
    public static let hide = UIMenu.Identifier("com.apple.menu.hide")
    public static let openRecent = UIMenu.Identifier("com.apple.menu.open-recent")
    public static let print = UIMenu.Identifier("com.apple.menu.print")
    public static let replace = UIMenu.Identifier("com.apple.menu.replace")
    public static let share = UIMenu.Identifier("com.apple.menu.share")
    public static let spelling = UIMenu.Identifier("com.apple.menu.spelling")
    public static let spellingPanel = UIMenu.Identifier("com.apple.menu.spelling-panel")
    public static let spellingOptions = UIMenu.Identifier("com.apple.menu.spelling-options")
    public static let substitutions = UIMenu.Identifier("com.apple.menu.substitutions")
    public static let substitutionsPanel = UIMenu.Identifier("com.apple.menu.substitutions-panel")
    public static let substitutionOptions = UIMenu.Identifier("com.apple.menu.substitution-options")
    public static let transformations = UIMenu.Identifier("com.apple.menu.transformations")
    public static let speech = UIMenu.Identifier("com.apple.menu.speech")
    public static let lookup = UIMenu.Identifier("com.apple.menu.lookup")
    public static let learn = UIMenu.Identifier("com.apple.menu.learn")
    public static let textColor = UIMenu.Identifier("com.apple.menu.text-color")
    public static let textStylePasteboard = UIMenu.Identifier("com.apple.menu.text-style-pasteboard")
    public static let text = UIMenu.Identifier("com.apple.menu.text")
    public static let writingDirection = UIMenu.Identifier("com.apple.menu.writing-direction")
    public static let alignment = UIMenu.Identifier("com.apple.menu.alignment")
    public static let toolbar = UIMenu.Identifier("com.apple.menu.toolbar")
    public static let minimizeAndZoom = UIMenu.Identifier("com.apple.menu.minimize-and-zoom")
    public static let bringAllToFront = UIMenu.Identifier("com.apple.menu.bring-all-to-front")
}

/// The standard editing actions responders implement (`copy(_:)`, `paste(_:)` …), and their
/// selectors.
@preconcurrency @MainActor
public protocol UIResponderStandardEditActions: AnyObject {
    func cut(_ sender: Any?)
    func copy(_ sender: Any?)
    func paste(_ sender: Any?)
    func delete(_ sender: Any?)
    func select(_ sender: Any?)
    func selectAll(_ sender: Any?)
}

extension Selector {
    @preconcurrency @MainActor public static let cut = Selector("cut:", { (target: any UIResponderStandardEditActions) in target.cut })
    @preconcurrency @MainActor public static let copy = Selector("copy:", { (target: any UIResponderStandardEditActions) in target.copy })
    /// Performed by a responder's `paste(_:)`, or else, for a responder with a
    /// `pasteConfiguration`, by its `paste(itemProviders:)` with the general pasteboard's items.
    @preconcurrency @MainActor public static let paste = Selector("paste:", accepts: { target in
        target is any UIResponderStandardEditActions || (target as? UIResponder)?.pasteConfiguration != nil
    }, perform: { target, sender in
        if let target = target as? any UIResponderStandardEditActions {
            target.paste(sender)
        } else if let responder = target as? UIResponder, responder.pasteConfiguration != nil {
            responder.paste(itemProviders: UIPasteboard.general.itemProviders)
        } else {
            return false
        }
        return true
    })
    @preconcurrency @MainActor public static let delete = Selector("delete:", { (target: any UIResponderStandardEditActions) in target.delete })
    @preconcurrency @MainActor public static let select = Selector("select:", { (target: any UIResponderStandardEditActions) in target.select })
    @preconcurrency @MainActor public static let selectAll = Selector("selectAll:", { (target: any UIResponderStandardEditActions) in target.selectAll })
}

/// The builder `UIMenuSystem` hands to `buildMenu(with:)`: the standard menus, edited in place.
@MainActor
final class MainMenuBuilder: UIMenuBuilder {
    let system: UIMenuSystem
    private(set) var root: UIMenu

    init(system: UIMenuSystem) {
        self.system = system
        let editCommands = UIMenu(title: "", identifier: .standardEdit, options: .displayInline, children: [
            UIKeyCommand(title: "Cut", action: .cut, input: "x", modifierFlags: .command),
            UIKeyCommand(title: "Copy", action: .copy, input: "c", modifierFlags: .command),
            UIKeyCommand(title: "Paste", action: .paste, input: "v", modifierFlags: .command),
            UICommand(title: "Delete", action: .delete),
            UIKeyCommand(title: "Select All", action: .selectAll, input: "a", modifierFlags: .command),
        ])
        root = UIMenu(title: "", identifier: .root, children: [
            UIMenu(title: "Application", identifier: .application, children: [
                UIMenu(title: "", identifier: .about, options: .displayInline),
                UIMenu(title: "", identifier: .preferences, options: .displayInline),
                UIMenu(title: "", identifier: .quit, options: .displayInline, children: [
                    UIKeyCommand(title: "Quit \(UIApplication.displayName)", action: .quitApplication, input: "q", modifierFlags: .command),
                ]),
            ]),
            UIMenu(title: "File", identifier: .file, children: [
                UIMenu(title: "", identifier: .newScene, options: .displayInline),
                UIMenu(title: "", identifier: .share, options: .displayInline, children: [
                    UICommand(title: "Share…", action: .shareActivityItems),
                ]),
                UIMenu(title: "", identifier: .close, options: .displayInline),
            ]),
            UIMenu(title: "Edit", identifier: .edit, children: [
                UIMenu(title: "", identifier: .undoRedo, options: .displayInline, children: [
                    UIKeyCommand(title: "Undo", action: .undo, input: "z", modifierFlags: .command),
                    UIKeyCommand(title: "Redo", action: .redo, input: "z", modifierFlags: [.command, .shift]),
                ]),
                editCommands,
                UIMenu(title: "Find", identifier: .find),
            ]),
            // Catalyst's Format ▸ Font: the commands of text that allows editing its attributes.
            UIMenu(title: "Format", identifier: .format, children: [
                UIMenu(title: "Font", identifier: .font, children: [
                    UIMenu(title: "", identifier: .textStyle, options: .displayInline, children: [
                        UIKeyCommand(title: "Bold", action: .toggleBoldface, input: "b", modifierFlags: .command),
                        UIKeyCommand(title: "Italic", action: .toggleItalics, input: "i", modifierFlags: .command),
                        UIKeyCommand(title: "Underline", action: .toggleUnderline, input: "u", modifierFlags: .command),
                    ]),
                    UIMenu(title: "", identifier: .textSize, options: .displayInline, children: [
                        UIKeyCommand(title: "Bigger", action: .increaseSize, input: "+", modifierFlags: .command),
                        UIKeyCommand(title: "Smaller", action: .decreaseSize, input: "-", modifierFlags: .command),
                    ]),
                ]),
            ]),
            UIMenu(title: "View", identifier: .view, children: [UIMenu(title: "", identifier: .fullscreen, options: .displayInline)]),
            UIMenu(title: "Window", identifier: .window),
            UIMenu(title: "Help", identifier: .help),
        ])
    }

    func menu(for identifier: UIMenu.Identifier) -> UIMenu? { find(identifier, in: root)?.menu }

    func action(for identifier: UIAction.Identifier) -> UIAction? {
        var found: UIAction?
        walk(root) { element in
            if let action = element as? UIAction, action.identifier == identifier { found = action }
        }
        return found
    }

    func command(for action: Selector, propertyList: Any?) -> UICommand? {
        var found: UICommand?
        walk(root) { element in
            if let command = element as? UICommand, command.action == action { found = command }
        }
        return found
    }

    func replace(menu replacedIdentifier: UIMenu.Identifier, with replacementElement: UIMenuElement) {
        edit(parentOf: replacedIdentifier) { children in
            children.map { ($0 as? UIMenu)?.identifier == replacedIdentifier ? replacementElement : $0 }
        }
    }

    func replaceChildren(ofMenu parentIdentifier: UIMenu.Identifier, from childrenBlock: ([UIMenuElement]) -> [UIMenuElement]) {
        root = rebuilt(root) { menu in
            menu.identifier == parentIdentifier ? menu.replacingChildren(childrenBlock(menu.children)) : nil
        }
    }

    func insertSibling(_ siblingMenu: UIMenu, beforeMenu siblingIdentifier: UIMenu.Identifier) {
        edit(parentOf: siblingIdentifier) { children in
            children.flatMap { ($0 as? UIMenu)?.identifier == siblingIdentifier ? [siblingMenu, $0] : [$0] }
        }
    }

    func insertSibling(_ siblingMenu: UIMenu, afterMenu siblingIdentifier: UIMenu.Identifier) {
        edit(parentOf: siblingIdentifier) { children in
            children.flatMap { ($0 as? UIMenu)?.identifier == siblingIdentifier ? [$0, siblingMenu] : [$0] }
        }
    }

    func insertChild(_ childMenu: UIMenu, atStartOfMenu parentIdentifier: UIMenu.Identifier) {
        replaceChildren(ofMenu: parentIdentifier) { [childMenu] + $0 }
    }

    func insertChild(_ childMenu: UIMenu, atEndOfMenu parentIdentifier: UIMenu.Identifier) {
        replaceChildren(ofMenu: parentIdentifier) { $0 + [childMenu] }
    }

    func remove(menu removedIdentifier: UIMenu.Identifier) {
        edit(parentOf: removedIdentifier) { children in
            children.filter { ($0 as? UIMenu)?.identifier != removedIdentifier }
        }
    }

    // MARK: Tree editing (menus are immutable: edits rebuild the path to the change)

    private func find(_ identifier: UIMenu.Identifier, in menu: UIMenu) -> (menu: UIMenu, parent: UIMenu?)? {
        if menu.identifier == identifier { return (menu, nil) }
        for child in menu.children {
            guard let submenu = child as? UIMenu else { continue }
            if submenu.identifier == identifier { return (submenu, menu) }
            if let found = find(identifier, in: submenu) { return found }
        }
        return nil
    }

    private func edit(parentOf identifier: UIMenu.Identifier, _ change: @escaping ([UIMenuElement]) -> [UIMenuElement]) {
        guard let parent = find(identifier, in: root)?.parent else { return }
        replaceChildren(ofMenu: parent.identifier, from: change)
    }

    private func rebuilt(_ menu: UIMenu, _ transform: (UIMenu) -> UIMenu?) -> UIMenu {
        if let replaced = transform(menu) { return replaced }
        var changed = false
        let children = menu.children.map { child -> UIMenuElement in
            guard let submenu = child as? UIMenu else { return child }
            let new = rebuilt(submenu, transform)
            if new !== submenu { changed = true }
            return new
        }
        return changed ? menu.replacingChildren(children) : menu
    }

    private func walk(_ menu: UIMenu, _ visit: (UIMenuElement) -> Void) {
        for child in menu.children {
            visit(child)
            if let submenu = child as? UIMenu { walk(submenu, visit) }
        }
    }
}
