import SlatePlatform
import UIKit

/// The main menu of a window, as a user opens it from the title bar (or with F10) and
/// chooses a row: the same path the GTK host takes.
extension HeadlessScreen {
    /// Opens the main menu of the native window showing `window` and returns its sections,
    /// validated now; empty when the window has no native window.
    public func mainMenu(of window: UIWindow) -> [[MainMenuItem]] {
        guard let menu = hostWindow(showing: window)?.openMainMenu() else { return [] }
        return menu.sections.map { $0.map(MainMenuItem.init) }
    }

    /// Opens the main menu of `window`'s native window and chooses the row at `path` (titles
    /// from the top: "View", "Hide Sidebar"). Returns false, choosing nothing, when there is
    /// no such row or it is greyed.
    @discardableResult
    public func chooseMainMenuItem(_ path: [String], in window: UIWindow) -> Bool {
        guard let hostWindow = hostWindow(showing: window), let menu = hostWindow.openMainMenu(),
              let command = Self.command(at: path[...], in: menu), command.isEnabled else { return false }
        hostWindow.chooseMainMenuCommand(command.id)
        _ = presentFrame()
        return true
    }

    private static func command(at path: ArraySlice<String>, in menu: PlatformMenu) -> PlatformMenuCommand? {
        guard let title = path.first, let item = menu.sections.joined().first(where: { $0.title == title }) else { return nil }
        switch item.content {
        case .command(let command): return path.count == 1 ? command : nil
        case .submenu(let submenu): return command(at: path.dropFirst(), in: submenu)
        }
    }
}
