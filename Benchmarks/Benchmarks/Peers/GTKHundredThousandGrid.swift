import CGtkPeer
import Foundation

/// `HundredThousandItemGrid`'s twin in GTK4: a `GtkGridView` of 100,000 items from a
/// `GtkStringList` ("0" …), each a 120×120 `GtkLabel` made by a `GtkSignalListItemFactory`,
/// ten columns, in a scrolled window filling a presented 1366×1024 window. A step scrolls one
/// screen further and lays the window's content out again (when GTK binds the new items).
final class GTKHundredThousandGrid {
    private let scrolled: UnsafeMutablePointer<GtkWidget>
    private let adjustment: UnsafeMutablePointer<GtkAdjustment>
    nonisolated(unsafe) static var bound = 0

    @MainActor init() {
        let strings = gtk_string_list_new(nil)!
        var names: [UnsafeMutablePointer<CChar>?] = (0..<100_000).map { strdup("\($0)") }
        names.append(nil)
        names.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: buffer.count) {
                gtk_string_list_splice(strings, 0, 0, $0)
            }
        }
        for name in names { free(name) }
        let selection = gtk_no_selection_new(strings)
        let factory = gtk_signal_list_item_factory_new()!
        let setup: @convention(c) (OpaquePointer?, OpaquePointer?, gpointer?) -> Void = { _, item, _ in
            let label = gtk_label_new(nil)!
            gtk_widget_set_size_request(label, 120, 120)
            gtk_list_item_set_child(item, label)
        }
        let bind: @convention(c) (OpaquePointer?, OpaquePointer?, gpointer?) -> Void = { _, item, _ in
            guard let label = gtk_list_item_get_child(item), let object = gtk_list_item_get_item(item) else { return }
            gtk_label_set_text(OpaquePointer(label), gtk_string_object_get_string(OpaquePointer(object)))
            GTKHundredThousandGrid.bound += 1
        }
        g_signal_connect_data(UnsafeMutableRawPointer(factory), "setup", unsafeBitCast(setup, to: GCallback.self), nil, nil, GConnectFlags(0))
        g_signal_connect_data(UnsafeMutableRawPointer(factory), "bind", unsafeBitCast(bind, to: GCallback.self), nil, nil, GConnectFlags(0))
        let grid = gtk_grid_view_new(selection, factory)!
        gtk_grid_view_set_min_columns(OpaquePointer(grid), 10)
        gtk_grid_view_set_max_columns(OpaquePointer(grid), 10)
        scrolled = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_child(OpaquePointer(scrolled), grid)
        let widget = gtk_window_new()!
        let window = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkWindow.self)
        gtk_window_set_default_size(window, 1366, 1024)
        gtk_window_set_child(window, scrolled)
        gtk_window_present(window)
        for _ in 0..<200 { g_main_context_iteration(nil, 0) }
        adjustment = gtk_scrolled_window_get_vadjustment(OpaquePointer(scrolled))
        layOut()
    }

    /// One screen further (back to the top after the last screen), laid out.
    func nextLayout() {
        let page = gtk_adjustment_get_page_size(adjustment)
        var value = gtk_adjustment_get_value(adjustment) + page
        if value > gtk_adjustment_get_upper(adjustment) - page { value = 0 }
        gtk_adjustment_set_value(adjustment, value)
        layOut()
    }

    private func layOut() {
        gtk_widget_allocate(scrolled, 1366, 1024, -1, nil)
    }

    var offset: Double { gtk_adjustment_get_value(adjustment) }
}
