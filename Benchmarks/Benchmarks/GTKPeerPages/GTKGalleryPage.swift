import CGtkPeer

/// What the Gallery shows when it starts, in GTK4 widgets: a sidebar listing its fifteen pages
/// (320 points wide, scrolling) beside its controls page (`GTKSettingsPage`, scrolling) under a
/// title and a turning spinner.
public enum GTKGalleryPage {
    public static let pageTitles = ["Controls", "Navigation", "Presentations", "Drawing", "Gestures", "Animations", "Lists",
                                    "Split Views", "Popovers", "Drag and Drop", "Menus", "Pages", "Pickers", "Grid", "Text"]

    public static func make() -> UnsafeMutablePointer<GtkWidget> {
        let sidebar = gtk_list_box_new()!
        gtk_widget_add_css_class(sidebar, "navigation-sidebar")
        for title in pageTitles {
            let label = gtk_label_new(title)!
            gtk_label_set_xalign(OpaquePointer(label), 0)
            gtk_widget_set_size_request(label, -1, 44)
            gtk_list_box_append(OpaquePointer(sidebar), label)
        }
        let sidebarScroller = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_child(OpaquePointer(sidebarScroller), sidebar)
        gtk_widget_set_size_request(sidebarScroller, 320, -1)

        let content = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        let title = gtk_label_new("Controls")!
        gtk_widget_add_css_class(title, "title-1")
        gtk_widget_set_margin_top(title, 12)
        // The Gallery's page turns an activity indicator ("Syncing"); the twin a spinner,
        // whose frames likewise come between an input and its own.
        let titleRow = gtk_center_box_new()!
        gtk_center_box_set_center_widget(OpaquePointer(titleRow), title)
        let spinner = gtk_spinner_new()!
        gtk_spinner_start(OpaquePointer(spinner))
        gtk_widget_set_margin_end(spinner, 24)
        gtk_widget_set_margin_top(spinner, 12)
        gtk_center_box_set_end_widget(OpaquePointer(titleRow), spinner)
        content.appendChild(titleRow)
        // The page scrolls, as the Gallery's does.
        let page = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_child(OpaquePointer(page), GTKSettingsPage.make())
        gtk_scrolled_window_set_policy(OpaquePointer(page), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_widget_set_vexpand(page, 1)
        content.appendChild(page)

        let paned = gtk_paned_new(GTK_ORIENTATION_HORIZONTAL)!
        gtk_paned_set_start_child(OpaquePointer(paned), sidebarScroller)
        gtk_paned_set_end_child(OpaquePointer(paned), content)
        gtk_paned_set_resize_start_child(OpaquePointer(paned), 0)
        gtk_paned_set_shrink_start_child(OpaquePointer(paned), 0)
        return paned
    }
}
