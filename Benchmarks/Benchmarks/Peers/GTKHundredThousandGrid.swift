import CGtkPeer
import Foundation

/// `HundredThousandItemGrid`'s twin in GTK4: a `GtkGridView` of 100,000 items from a
/// `GtkStringList` ("0" …), each a 120×120 `GtkLabel` made by a `GtkSignalListItemFactory`,
/// ten columns, in a scrolled window filling a presented 1366×1024 window. A step scrolls one
/// screen further and lays the window's content out again (when GTK binds the new items).
final class GTKHundredThousandGrid {
    private let stepper: GTKScrolledList.Stepper
    nonisolated(unsafe) static var bound = 0

    @MainActor init() {
        let strings = GTKScrolledList.strings(count: 100_000) { "\($0)" }
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
        stepper = GTKScrolledList.Stepper(child: grid)
    }

    /// One screen further (back to the top after the last screen), laid out.
    func nextLayout() { stepper.nextLayout() }

    /// One screen further, laid out, snapshotted and rendered at scale 2 by GSK's Cairo
    /// renderer (`GTKScrolledList.Stepper.nextFrame()`).
    func nextFrame() { stepper.nextFrame() }

    /// Where the list is scrolled to, in points.
    var offset: Double { stepper.offset }
}
