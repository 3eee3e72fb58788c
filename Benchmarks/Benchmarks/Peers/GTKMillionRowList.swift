import CGtkPeer
import Foundation

/// `MillionRowTable`'s twin in GTK4: a `GtkListView` of 1,000,000 rows ("Row 0" …) from a
/// `GtkStringList`, each row a left-aligned `GtkLabel` 44 points high made by a
/// `GtkSignalListItemFactory`, in a scrolled window filling a presented 1366×1024 window.
/// A step scrolls one screen further (the adjustment's page) and lays the window's content out
/// again with `gtk_widget_allocate`, which is when GTK binds the rows that came into view.
final class GTKMillionRowList {
    private let stepper: GTKScrolledList.Stepper
    private let list: UnsafeMutablePointer<GtkWidget>
    private let selection: OpaquePointer
    private let count: Int
    /// Rows bound so far (GTK binds a row each time one comes into view).
    nonisolated(unsafe) static var bound = 0
    nonisolated(unsafe) static var made = 0

    /// A list of `count` rows; without `showingRows` the list view has no model yet (the
    /// strings are made all the same), so that the rows' memory can be told from the rest.
    @MainActor init(count: Int = 1_000_000, showingRows: Bool = true) {
        self.count = count
        let strings = GTKScrolledList.strings(count: count) { "Row \($0)" }
        selection = gtk_no_selection_new(strings)
        let factory = gtk_signal_list_item_factory_new()!
        let setup: @convention(c) (OpaquePointer?, OpaquePointer?, gpointer?) -> Void = { _, item, _ in
            let label = gtk_label_new(nil)!
            gtk_label_set_xalign(OpaquePointer(label), 0)
            gtk_widget_set_size_request(label, -1, 44)
            gtk_list_item_set_child(item, label)
            GTKMillionRowList.made += 1
        }
        let bind: @convention(c) (OpaquePointer?, OpaquePointer?, gpointer?) -> Void = { _, item, _ in
            guard let label = gtk_list_item_get_child(item), let object = gtk_list_item_get_item(item) else { return }
            gtk_label_set_text(OpaquePointer(label), gtk_string_object_get_string(OpaquePointer(object)))
            GTKMillionRowList.bound += 1
        }
        g_signal_connect_data(UnsafeMutableRawPointer(factory), "setup", unsafeBitCast(setup, to: GCallback.self), nil, nil, GConnectFlags(0))
        g_signal_connect_data(UnsafeMutableRawPointer(factory), "bind", unsafeBitCast(bind, to: GCallback.self), nil, nil, GConnectFlags(0))
        // gtk_list_view_new takes the model's reference; without rows the model is kept for
        // showRows(), whose gtk_list_view_set_model adds one (the extra one is never given back:
        // a benchmark's list lives as long as its process).
        list = gtk_list_view_new(showingRows ? selection : nil, factory)!
        stepper = GTKScrolledList.Stepper(child: list)
    }

    /// Gives the list view its rows and lets GTK show them (a few turns of its loop, so that
    /// the rows are bound, measured and drawn).
    func showRows() {
        gtk_list_view_set_model(OpaquePointer(list), selection)
        stepper.settle()
    }

    /// One screen further (back to the top after the last screen), laid out.
    func nextLayout() { stepper.nextLayout() }

    /// One screen further, laid out, snapshotted and rendered at scale 2 by GSK's Cairo
    /// renderer (`GTKScrolledList.Stepper.nextFrame()`).
    func nextFrame() { stepper.nextFrame() }

    /// `row` at the top, laid out (rows are all the same height: the adjustment's range over
    /// the count).
    func jumpLayout(toRow row: Int) {
        stepper.scroll(to: stepper.contentHeight * Double(row) / Double(count))
    }

    /// Lets GTK's loop run (binding, drawing).
    func settle() { stepper.settle() }

    /// Where the list is scrolled to, in points.
    var offset: Double { stepper.offset }
}
