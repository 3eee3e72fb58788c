@_implementationOnly import CGtk
import Foundation
import SlatePlatform

/// A window's main menu under GTK: a `GMenuModel` built from UIKit's menu each time the menu
/// opens, shown by the header bar's menu button (GNOME's primary menu) or, with F10 or
/// without a header bar, by a popover at the top-left of the content.
///
/// Every row is an action "slate.item-N" of an action group on the window, enabled or not
/// and, for rows with a check mark, holding a boolean state. GTK shows the UIKit shortcut
/// beside a row through the model's "accel" attribute; the key itself reaches UIKit as every
/// key does, which performs the same command, so GTK registers no accelerator of its own.
@MainActor
final class GTKMainMenu {
    private unowned let owner: GTKWindow
    private var headerBar: UnsafeMutablePointer<GtkWidget>?
    private var menuButton: UnsafeMutablePointer<GtkWidget>?
    /// The popover F10 opens when the header bar's button is not there to open.
    private var contentPopover: UnsafeMutablePointer<GtkWidget>?

    init(owner: GTKWindow) {
        self.owner = owner
    }

    // MARK: The header bar

    /// Shows or hides the header bar with the window's title and the menu button; the first
    /// call that shows it makes it.
    func setShowsTitlebar(_ requested: Bool) {
        let shows = requested && Self.allowsClientSideDecorations
        if let headerBar {
            gtk_widget_set_visible(headerBar, shows ? 1 : 0)
            return
        }
        guard shows else { return }
        let bar = gtk_header_bar_new()!
        let button = gtk_menu_button_new()!
        let menuButton = OpaquePointer(button)
        gtk_menu_button_set_icon_name(menuButton, "open-menu-symbolic")
        gtk_widget_set_tooltip_text(button, "Main Menu")
        // GNOME's primary menu: GTK opens it with F10.
        gtk_menu_button_set_primary(menuButton, 1)
        let createPopup: @convention(c) (OpaquePointer?, gpointer?) -> Void = { _, data in
            guard let data else { return }
            let menu = Unmanaged<GTKMainMenu>.fromOpaque(data).takeUnretainedValue()
            MainActor.assumeIsolated { menu.buttonWillOpen() }
        }
        gtk_menu_button_set_create_popup_func(menuButton, createPopup, Unmanaged.passUnretained(self).toOpaque(), nil)
        gtk_header_bar_pack_end(OpaquePointer(bar), button)
        gtk_window_set_titlebar(owner.gtkWindow, bar)
        headerBar = bar
        self.menuButton = button
    }

    /// `GTK_CSD=0`, GTK 3's switch for windows decorated by the window manager alone, keeps the
    /// header bar away (the menu still opens with F10).
    static let allowsClientSideDecorations = ProcessInfo.processInfo.environment["GTK_CSD"] != "0"

    // MARK: Opening

    /// The button is about to show its popover: it gets a menu built now.
    private func buttonWillOpen() {
        guard let menuButton, let popover = makePopover() else { return }
        gtk_menu_button_set_popover(OpaquePointer(menuButton), popover)
    }

    /// A popover showing a menu built now. Submenus open beside their rows, as a desktop's
    /// menus do, rather than sliding in over the first page: GTK 4.8 keeps an X11 popover
    /// at its first page's size, which would cut a longer submenu short.
    private func makePopover() -> UnsafeMutablePointer<GtkWidget>? {
        guard let model = makeModel() else { return nil }
        let popover = gtk_popover_menu_new_from_model_full(model, GTK_POPOVER_MENU_NESTED)!
        g_object_unref(model)
        observeClosing(of: UnsafeMutableRawPointer(popover))
        return popover
    }

    /// Once a menu closes, keys go to the content again (GTK gives the focus back to the
    /// button that opened it, or to nothing).
    private func observeClosing(of popover: UnsafeMutableRawPointer) {
        let closed: GLibSignals.Handler = { _, data in
            guard let data else { return }
            let menu = Unmanaged<GTKMainMenu>.fromOpaque(data).takeUnretainedValue()
            Task { @MainActor in menu.owner.focusContent() }
        }
        GLibSignals.connect(popover, "closed", closed, Unmanaged.passUnretained(self).toOpaque())
    }

    /// F10, GNOME's key for the primary menu: the header bar's menu if it shows, else the
    /// same menu in a popover at the top-left of the content. Returns false when the window
    /// has no menu.
    func openFromKeyboard() -> Bool {
        guard owner.mainMenuProvider != nil else { return false }
        if let menuButton, let headerBar, gtk_widget_get_visible(headerBar) != 0 {
            gtk_menu_button_popup(OpaquePointer(menuButton))
            return true
        }
        guard let popover = makePopover() else { return false }
        if let contentPopover { gtk_widget_unparent(contentPopover) }
        gtk_widget_set_parent(popover, owner.area)
        var anchor = GdkRectangle(x: 0, y: 0, width: 1, height: 1)
        let gtkPopover = UnsafeMutableRawPointer(popover).assumingMemoryBound(to: GtkPopover.self)
        gtk_popover_set_pointing_to(gtkPopover, &anchor)
        gtk_popover_set_position(gtkPopover, GTK_POS_BOTTOM)
        gtk_popover_set_has_arrow(gtkPopover, 0)
        gtk_popover_popup(gtkPopover)
        contentPopover = popover
        return true
    }

    /// Removes the popovers' ties to the window before it is destroyed.
    func windowWillClose() {
        if let contentPopover { gtk_widget_unparent(contentPopover) }
        contentPopover = nil
    }

    // MARK: The model

    /// A fresh model and action group from UIKit's menu as it is now; nil without a menu.
    private func makeModel() -> UnsafeMutablePointer<GMenuModel>? {
        guard let provider = owner.mainMenuProvider else { return nil }
        let menu = provider()
        let group = g_simple_action_group_new()!
        let model = build(menu, into: group)
        gtk_widget_insert_action_group(owner.window, "slate", OpaquePointer(group))
        g_object_unref(group)
        return model
    }

    private func build(_ menu: PlatformMenu, into group: UnsafeMutablePointer<GSimpleActionGroup>) -> UnsafeMutablePointer<GMenuModel> {
        let root = g_menu_new()!
        for section in menu.sections {
            let sectionMenu = g_menu_new()!
            for item in section {
                switch item.content {
                case .submenu(let submenu):
                    let model = build(submenu, into: group)
                    g_menu_append_submenu(sectionMenu, item.title, model)
                    g_object_unref(model)
                case .command(let command):
                    addAction(for: command, to: group)
                    let row = g_menu_item_new(item.title, "slate.item-\(command.id)")!
                    if let shortcut = command.shortcut, let accelerator = Self.accelerator(shortcut) {
                        g_menu_item_set_attribute_value(row, "accel", g_variant_new_string(accelerator))
                    }
                    g_menu_append_item(sectionMenu, row)
                    g_object_unref(UnsafeMutableRawPointer(row))
                }
            }
            g_menu_append_section(root, nil, Self.model(sectionMenu))
            g_object_unref(UnsafeMutableRawPointer(sectionMenu))
        }
        return Self.model(root)
    }

    private static func model(_ menu: OpaquePointer) -> UnsafeMutablePointer<GMenuModel> {
        UnsafeMutableRawPointer(menu).assumingMemoryBound(to: GMenuModel.self)
    }

    /// The row's action: activating it tells UIKit which command was chosen. A mixed state
    /// shows as checked: GTK menus have no mixed mark.
    private func addAction(for command: PlatformMenuCommand, to group: UnsafeMutablePointer<GSimpleActionGroup>) {
        let name = "item-\(command.id)"
        let action = command.state == .off
            ? g_simple_action_new(name, nil)!
            : g_simple_action_new_stateful(name, nil, g_variant_new_boolean(1))!
        g_simple_action_set_enabled(action, command.isEnabled ? 1 : 0)
        let activate: GLibSignals.NotifyHandler = { action, _, data in
            guard let action, let data, let name = g_action_get_name(OpaquePointer(action)) else { return }
            let menu = Unmanaged<GTKMainMenu>.fromOpaque(data).takeUnretainedValue()
            let id = Int(String(cString: name).dropFirst("item-".count))
            MainActor.assumeIsolated { if let id { menu.chose(id) } }
        }
        GLibSignals.connect(UnsafeMutableRawPointer(action), "activate", activate, Unmanaged.passUnretained(self).toOpaque())
        g_action_map_add_action(OpaquePointer(group), action)
        g_object_unref(UnsafeMutableRawPointer(action))
    }

    private func chose(_ id: Int) {
        owner.mainMenuHandler?(id)
        owner.menuCommandDidRun()
    }

    /// GTK's accelerator syntax ("<Control><Shift>s") for a shortcut.
    static func accelerator(_ shortcut: PlatformShortcut) -> String? {
        var text = ""
        if shortcut.modifiers.contains(.control) { text += "<Control>" }
        if shortcut.modifiers.contains(.shift) { text += "<Shift>" }
        if shortcut.modifiers.contains(.alt) { text += "<Alt>" }
        if shortcut.modifiers.contains(.super) { text += "<Super>" }
        if PlatformShortcut.keyNames[shortcut.key] != nil { return text + shortcut.key }
        guard let scalar = shortcut.key.unicodeScalars.first, shortcut.key.unicodeScalars.count == 1,
              let name = gdk_keyval_name(gdk_unicode_to_keyval(scalar.value)) else { return nil }
        return text + String(cString: name)
    }
}
