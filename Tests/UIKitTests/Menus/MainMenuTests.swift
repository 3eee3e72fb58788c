import Foundation
import Testing
import UIKit
import UIKitTesting

/// A document view that becomes first responder, copies, and toggles a ruler; it validates
/// the ruler command as AppKit and Catalyst apps do: the title says what it will do.
@MainActor
private final class DocumentView: UIView, UIResponderStandardEditActions {
    var log: [String] = []
    var showsRuler = false
    var canCopy = true
    var canRevert = true
    var validations = 0

    override var canBecomeFirstResponder: Bool { true }

    func cut(_ sender: Any?) { log.append("cut") }
    func copy(_ sender: Any?) { log.append("copy") }
    func paste(_ sender: Any?) { log.append("paste") }
    func delete(_ sender: Any?) { log.append("delete") }
    func select(_ sender: Any?) { log.append("select") }
    func selectAll(_ sender: Any?) { log.append("selectAll") }

    func toggleRuler(_ sender: Any?) {
        showsRuler.toggle()
        log.append("ruler \(showsRuler) from \((sender as? UICommand)?.propertyList as? String ?? "?")")
    }

    func revert(_ sender: Any?) { log.append("revert") }

    func zoom(_ sender: Any?) { log.append("zoom \((sender as? UICommand)?.propertyList as? Int ?? 0)") }

    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        if action == .copy { return canCopy }
        if action == .cut || action == .delete { return false }
        return super.canPerformAction(action, withSender: sender)
    }

    override func validate(_ command: UICommand) {
        validations += 1
        switch command.action {
        case .documentToggleRuler:
            command.title = showsRuler ? "Hide Ruler" : "Show Ruler"
            command.state = showsRuler ? .on : .off
        case .documentRevert:
            if !canRevert { command.attributes.insert(.disabled) }
        case .documentZoom:
            if command.propertyList as? Int == 400 { command.attributes.insert(.hidden) }
            if command.propertyList as? Int == 200 { command.attributes.insert(.disabled) }
        default:
            super.validate(command)
        }
    }
}

extension Selector {
    @MainActor fileprivate static let documentToggleRuler = Selector("toggleRuler:", DocumentView.toggleRuler)
    @MainActor fileprivate static let documentRevert = Selector("revert:", DocumentView.revert)
    @MainActor fileprivate static let documentZoom = Selector("zoom:", DocumentView.zoom)
}

/// An app delegate that adds a View menu's commands, an application-menu item, a deferred
/// element and a help menu; `variant` changes what the next build adds.
@MainActor
private final class MenuBuildingDelegate: UIResponder, UIApplicationDelegate {
    var variant = 0
    var builds = 0
    /// The ruler command as the last build made it.
    var rulerCommand: UIKeyCommand?
    var log: [String] = []
    /// The completion of the deferred element that answers later.
    var deliverRecent: (([UIMenuElement]) -> Void)?

    override func buildMenu(with builder: UIMenuBuilder) {
        builds += 1
        guard builder.system == .main else { return }
        let ruler = UIKeyCommand(title: "Show Ruler", action: .documentToggleRuler, input: "r", modifierFlags: [.command, .shift],
                                 propertyList: "menu")
        rulerCommand = ruler
        builder.insertChild(UIMenu(title: "", options: .displayInline, children: [ruler]), atStartOfMenu: .view)
        builder.insertChild(UIMenu(title: "", options: .displayInline, children: [
            UIKeyCommand(title: "Revert", action: .documentRevert, input: "l", modifierFlags: .command),
        ]), atEndOfMenu: .file)
        builder.insertChild(UIMenu(title: "Zoom", children: ([100, 200, 400] as [Int]).map {
            UICommand(title: "\($0)%", action: .documentZoom, propertyList: $0)
        }), atEndOfMenu: .view)
        builder.insertChild(UIMenu(title: "", options: .displayInline, children: [
            UIAction(title: "About Slate Tests") { [weak self] _ in self?.log.append("about") },
            UIAction(title: "Hidden", attributes: .hidden) { _ in },
        ]), atStartOfMenu: .about)
        builder.insertChild(UIMenu(title: "Later", children: [
            UIDeferredMenuElement { completion in completion([UIAction(title: "Loaded") { _ in }]) },
            UIDeferredMenuElement { [weak self] completion in self?.deliverRecent = completion },
        ]), atEndOfMenu: .help)
        if variant == 1 {
            builder.insertChild(UIMenu(title: "", options: .displayInline, children: [
                UIAction(title: "Reload") { [weak self] _ in self?.log.append("reload") },
            ]), atEndOfMenu: .file)
        }
    }
}

@MainActor
@Suite("The main menu", .serialized, .exclusiveUIKit)
struct MainMenuTests {
    private func setUp() -> (HeadlessScreen, UIWindow, DocumentView, MenuBuildingDelegate) {
        let screen = HeadlessScreen(size: CGSize(width: 800, height: 600), scale: 1)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
        window.makeKeyAndVisible()
        let document = DocumentView(frame: window.bounds)
        window.addSubview(document)
        let delegate = MenuBuildingDelegate()
        UIApplication.shared.delegate = delegate
        UIMenuSystem.main.setNeedsRebuild()
        screen.presentFrame()
        return (screen, window, document, delegate)
    }

    /// Ends a test; `delegate` lives until then (the application holds its delegate weakly).
    private func tearDown(_ window: UIWindow, keeping delegate: MenuBuildingDelegate) {
        withExtendedLifetime(delegate) {}
        window.isHidden = true
        UIApplication.shared.delegate = nil
        UIMenuSystem.main.setNeedsRebuild()
    }

    private func item(_ path: String..., in menu: [[MainMenuItem]]) -> MainMenuItem? {
        var found = menu.joined().first { $0.title == path[0] }
        for title in path.dropFirst() { found = found?[title] }
        return found
    }

    @Test("The menu's layout: the app's menus with something in them as submenus, inline menus as sections, the application menu's items after them; hidden elements left out, deferred ones shown once their elements are at hand")
    func layout() throws {
        let (screen, window, _, delegate) = setUp()
        defer { tearDown(window, keeping: delegate) }
        let menu = screen.mainMenu(of: window)
        #expect(menu.count == 3, "the app's menus, then the application menu's sections")
        #expect(menu[0].map(\.title) == ["File", "Edit", "Format", "View", "Help"], "Window has nothing to show")
        let font = try #require(item("Format", "Font", in: menu))
        #expect(font.sections.map { $0.map(\.title) } == [["Bold", "Italic", "Underline"], ["Bigger", "Smaller"]],
                "Catalyst's Format ▸ Font, its style and size commands in sections")
        #expect(item("Format", "Font", "Bold", in: menu)?.isEnabled == false, "no text that allows editing attributes is first responder")
        #expect(menu[1].map(\.title) == ["About Slate Tests"])
        #expect(menu[2].count == 1 && menu[2][0].title.hasPrefix("Quit "), "Quit, last, as in a GNOME app's primary menu")
        let view = try #require(item("View", in: menu))
        #expect(view.sections.map { $0.map(\.title) } == [["Show Ruler"], ["Zoom"]])
        let edit = try #require(item("Edit", in: menu))
        #expect(edit.sections.map { $0.map(\.title) } == [["Undo", "Redo"], ["Cut", "Copy", "Paste", "Delete", "Select All"]],
                "Undo and Redo in a section of their own; the empty Find menu is left out")
        #expect(item("Help", "Later", in: menu)?.sections.map { $0.map(\.title) } == [["Loaded"]],
                "a deferred element that answers at once shows its elements; one that answers later, nothing: the main menu has no loading rows")
        delegate.deliverRecent?([UIAction(title: "Recent") { _ in }])
        let reopened = screen.mainMenu(of: window)
        #expect(item("Help", "Later", in: reopened)?.sections.map { $0.map(\.title) } == [["Loaded", "Recent"]],
                "a cached element's late answer shows the next time the menu opens")
    }

    @Test("RSP-06 a command is enabled when the first responder's chain can perform it, decided as the menu opens")
    func enabledFromTheChain() throws {
        let (screen, window, document, delegate) = setUp()
        defer { tearDown(window, keeping: delegate) }
        var menu = screen.mainMenu(of: window)
        #expect(item("Edit", "Copy", in: menu)?.isEnabled == false, "nothing is first responder: no responder copies")
        #expect(item("View", "Show Ruler", in: menu)?.isEnabled == false)
        document.becomeFirstResponder()
        menu = screen.mainMenu(of: window)
        #expect(item("Edit", "Copy", in: menu)?.isEnabled == true)
        #expect(item("Edit", "Cut", in: menu)?.isEnabled == false, "canPerformAction says no")
        #expect(item("View", "Show Ruler", in: menu)?.isEnabled == true)
        document.canCopy = false
        #expect(item("Edit", "Copy", in: screen.mainMenu(of: window))?.isEnabled == false, "asked again at each opening")
    }

    @Test("validate(_:) changes a copy of the command at each opening: title, state, hidden, disabled; the menu as built keeps its own")
    func validation() throws {
        let (screen, window, document, delegate) = setUp()
        defer { tearDown(window, keeping: delegate) }
        document.becomeFirstResponder()
        var menu = screen.mainMenu(of: window)
        let ruler = try #require(item("View", "Show Ruler", in: menu))
        #expect(ruler.state == .off)
        #expect(item("View", "Zoom", in: menu)?.sections.map { $0.map(\.title) } == [["100%", "200%"]], ".hidden leaves the row out")
        #expect(item("View", "Zoom", "200%", in: menu)?.isEnabled == false, ".disabled greys it")
        #expect(item("View", "Zoom", "100%", in: menu)?.isEnabled == true)
        #expect(screen.chooseMainMenuItem(["View", "Show Ruler"], in: window))
        menu = screen.mainMenu(of: window)
        #expect(item("View", "Show Ruler", in: menu) == nil)
        let hide = try #require(item("View", "Hide Ruler", in: menu))
        #expect(hide.state == .on)
        let built = try #require(delegate.rulerCommand)
        #expect(built.title == "Show Ruler" && built.state == .off, "validation changed a copy")
        #expect(!screen.chooseMainMenuItem(["View", "Zoom", "200%"], in: window), "a greyed row cannot be chosen")
        #expect(document.log == ["ruler true from menu"])
    }

    @Test("RSP-05 a chosen command goes up the chain from the first responder with the command, and its property list, as sender; an action runs its handler")
    func choosing() throws {
        let (screen, window, document, delegate) = setUp()
        defer { tearDown(window, keeping: delegate) }
        document.becomeFirstResponder()
        #expect(screen.chooseMainMenuItem(["Edit", "Copy"], in: window))
        #expect(screen.chooseMainMenuItem(["View", "Zoom", "100%"], in: window))
        #expect(screen.chooseMainMenuItem(["About Slate Tests"], in: window))
        #expect(!screen.chooseMainMenuItem(["View", "Nothing"], in: window))
        #expect(document.log == ["copy", "zoom 100"])
        #expect(delegate.log == ["about"])
    }

    @Test("KEY-02 a key command shows its shortcut beside its row; pressing it performs what the row does, unless validation disabled it")
    func shortcuts() throws {
        let (screen, window, document, delegate) = setUp()
        defer { tearDown(window, keeping: delegate) }
        document.becomeFirstResponder()
        let menu = screen.mainMenu(of: window)
        #expect(item("View", "Show Ruler", in: menu)?.shortcut == "Ctrl+Shift+R")
        #expect(item("Edit", "Copy", in: menu)?.shortcut == "Ctrl+C")
        #expect(item("Edit", "Delete", in: menu)?.shortcut == nil)
        screen.press(.keyboardR, modifiers: [.command, .shift])
        #expect(document.log == ["ruler true from menu"])
        #expect(document.validations > 0, "the shortcut was validated before it ran")
    }

    @Test("A key command that validation disables does nothing when pressed, as its greyed row would")
    func disabledShortcut() throws {
        let (screen, window, document, delegate) = setUp()
        defer { tearDown(window, keeping: delegate) }
        document.becomeFirstResponder()
        screen.press(.keyboardL, modifiers: .command)
        document.canRevert = false
        #expect(item("File", "Revert", in: screen.mainMenu(of: window))?.isEnabled == false)
        screen.press(.keyboardL, modifiers: .command)
        #expect(document.log == ["revert"])
    }

    @Test("UIMenuSystem.main.setNeedsRebuild() makes the next opening build the menu again")
    func rebuild() throws {
        let (screen, window, _, delegate) = setUp()
        defer { tearDown(window, keeping: delegate) }
        _ = screen.mainMenu(of: window)
        _ = screen.mainMenu(of: window)
        #expect(delegate.builds == 1, "built once, kept while nothing asks for a rebuild")
        delegate.variant = 1
        #expect(item("File", "Reload", in: screen.mainMenu(of: window)) == nil)
        UIMenuSystem.main.setNeedsRebuild()
        let menu = screen.mainMenu(of: window)
        #expect(delegate.builds == 2)
        #expect(item("File", "Reload", in: menu)?.isEnabled == true)
        #expect(screen.chooseMainMenuItem(["File", "Reload"], in: window))
        #expect(delegate.log == ["reload"])
    }

    @Test("A window scene's titlebar.titleVisibility reaches its native window, at once")
    func titlebar() throws {
        LaunchLog.reset()
        let screen = HeadlessScreen(size: CGSize(width: 1024, height: 768), scale: 1)
        _ = screen.launchApplication(delegateClass: MultiSceneAppDelegate.self)
        defer { screen.endApplication() }
        screen.presentFrame()
        let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
        let window = try #require(scene.windows.first)
        #expect(scene.titlebar?.titleVisibility == .visible)
        #expect(screen.hostWindowShowsTitlebar(window) == true)
        scene.titlebar?.titleVisibility = .hidden
        #expect(screen.hostWindowShowsTitlebar(window) == false)
    }

    @Test("KEY-02 Application ▸ Quit (Ctrl+Q) quits the app as the desktop's quit does: its scenes go to the background keeping their sessions, and applicationWillTerminate follows")
    func quitCommand() throws {
        TaskLog.entries = []
        let screen = HeadlessScreen(size: CGSize(width: 1024, height: 768), scale: 1)
        let application = screen.launchApplication(delegateClass: TaskAppDelegate.self)
        defer { screen.endApplication() }
        screen.presentFrame()
        let window = try #require((application.delegate as? TaskAppDelegate)?.window)
        let quit = try #require(screen.mainMenu(of: window).joined().first { $0.title.hasPrefix("Quit ") })
        #expect(quit.isEnabled, "the application, at the end of every responder chain, performs it")
        #expect(quit.shortcut == "Ctrl+Q")
        screen.press(.keyboardQ, characters: "q", modifiers: .command)
        #expect(TaskLog.entries == ["didEnterBackground", "willTerminate"])
    }

    @Test("The standard menus of a Mac's menu bar that Slate's main menu does not have (Services, Hide, Open Recent …): their identifiers exist, the builder finds no menu for them, and removing them or inserting beside them changes nothing")
    func macOnlyMenus() {
        let screen = HeadlessScreen(size: CGSize(width: 800, height: 600), scale: 1)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
        window.makeKeyAndVisible()
        let delegate = MacMenuDelegate()
        UIApplication.shared.delegate = delegate
        UIMenuSystem.main.setNeedsRebuild()
        defer {
            withExtendedLifetime(delegate) {}
            window.isHidden = true
            UIApplication.shared.delegate = nil
            UIMenuSystem.main.setNeedsRebuild()
        }
        let menu = screen.mainMenu(of: window)
        #expect(delegate.found == ["quit"], "of the identifiers asked for, only Quit's menu is in the tree")
        #expect(menu[0].map(\.title) == ["File", "Edit", "Format"], "the standard menus with something to show (File's Share…, greyed), untouched")
        #expect(menu.last?.first?.title.hasPrefix("Quit ") == true)
    }
}

/// Menu-building code written for Mac Catalyst: it removes the Mac's menus and inserts beside
/// one, and notes which of the identifiers it asks about have a menu.
@MainActor
private final class MacMenuDelegate: UIResponder, UIApplicationDelegate {
    var found: [String] = []

    override func buildMenu(with builder: UIMenuBuilder) {
        guard builder.system == .main else { return }
        let asked: [(String, UIMenu.Identifier)] = [("services", .services), ("hide", .hide), ("openRecent", .openRecent),
                                                    ("print", .print), ("spelling", .spelling), ("toolbar", .toolbar),
                                                    ("minimizeAndZoom", .minimizeAndZoom), ("bringAllToFront", .bringAllToFront),
                                                    ("quit", .quit)]
        found = asked.filter { builder.menu(for: $0.1) != nil }.map(\.0)
        builder.remove(menu: .services)
        builder.remove(menu: .hide)
        builder.remove(menu: .toolbar)
        builder.insertSibling(UIMenu(title: "Recent Documents", children: [UIAction(title: "None") { _ in }]), afterMenu: .openRecent)
    }
}
