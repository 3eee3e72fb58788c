import CGtkPeer
import Foundation

/// `ConstraintGrid`'s twin in GTK4: 1,000 child widgets of one parent laid out by
/// `GtkConstraintLayout` (GTK's own Cassowary solver) with the same constraints — 100 rows of
/// ten 8-point-high cells, each row's first cell 8 points in from the leading edge, the rest
/// chained 4 points apart at equal widths, the last 8 points from the trailing edge, rows
/// 2 points apart. The parent is the child of a presented window (GTK lays out only widgets
/// in a mapped window), and laying out is `gtk_widget_allocate` on the parent, as the window
/// does each frame. GTK constraints cannot change: changing a constant removes the constraint
/// and adds a new one, as GTK code does.
final class GTKConstraintGrid {
    private let parent: UnsafeMutablePointer<GtkWidget>
    private let window: UnsafeMutablePointer<GtkWindow>
    private let layout: UnsafeMutablePointer<GtkLayoutManager>
    private var spacings: [OpaquePointer] = []
    private var spacingCells: [(cell: UnsafeMutablePointer<GtkWidget>, previous: UnsafeMutablePointer<GtkWidget>)] = []

    /// Starts GTK, which needs a display (`Scripts/peer-table` starts Xvfb); false without one.
    @MainActor static let isAvailable: Bool = gtk_init_check() != 0

    /// One window for every grid, presented once (a window per grid would time X11 too).
    @MainActor private static let window: UnsafeMutablePointer<GtkWindow> = {
        let widget = gtk_window_new()!
        let window = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkWindow.self)
        gtk_window_set_default_size(window, 1366, 1024)
        gtk_window_present(window)
        for _ in 0..<100 { g_main_context_iteration(nil, 0) }
        return window
    }()

    @MainActor init() {
        parent = gtk_fixed_new()
        g_object_ref_sink(parent)
        window = Self.window
        gtk_window_set_child(window, parent)
        layout = gtk_constraint_layout_new()
        gtk_widget_set_layout_manager(parent, layout)
        var previousRow: UnsafeMutablePointer<GtkWidget>?
        for _ in 0..<100 {
            var previous: UnsafeMutablePointer<GtkWidget>?
            var first: UnsafeMutablePointer<GtkWidget>?
            for column in 0..<10 {
                let cell = gtk_drawing_area_new()!
                gtk_widget_set_parent(cell, parent)
                add(gtk_constraint_new_constant(UnsafeMutableRawPointer(cell), GTK_CONSTRAINT_ATTRIBUTE_HEIGHT, GTK_CONSTRAINT_RELATION_EQ, 8, Int32(GTK_CONSTRAINT_STRENGTH_REQUIRED.rawValue)))
                add(gtk_constraint_new(UnsafeMutableRawPointer(cell), GTK_CONSTRAINT_ATTRIBUTE_TOP, GTK_CONSTRAINT_RELATION_EQ,
                                       previousRow.map { UnsafeMutableRawPointer($0) }, previousRow == nil ? GTK_CONSTRAINT_ATTRIBUTE_TOP : GTK_CONSTRAINT_ATTRIBUTE_BOTTOM,
                                       1, 2, Int32(GTK_CONSTRAINT_STRENGTH_REQUIRED.rawValue)))
                if let previous, let first {
                    let spacing = spacingConstraint(cell, after: previous, constant: 4)
                    spacings.append(spacing)
                    spacingCells.append((cell, previous))
                    add(spacing)
                    add(gtk_constraint_new(UnsafeMutableRawPointer(cell), GTK_CONSTRAINT_ATTRIBUTE_WIDTH, GTK_CONSTRAINT_RELATION_EQ,
                                           UnsafeMutableRawPointer(first), GTK_CONSTRAINT_ATTRIBUTE_WIDTH, 1, 0, Int32(GTK_CONSTRAINT_STRENGTH_REQUIRED.rawValue)))
                } else {
                    add(gtk_constraint_new(UnsafeMutableRawPointer(cell), GTK_CONSTRAINT_ATTRIBUTE_START, GTK_CONSTRAINT_RELATION_EQ,
                                           nil, GTK_CONSTRAINT_ATTRIBUTE_START, 1, 8, Int32(GTK_CONSTRAINT_STRENGTH_REQUIRED.rawValue)))
                    first = cell
                }
                if column == 9 {
                    add(gtk_constraint_new(UnsafeMutableRawPointer(cell), GTK_CONSTRAINT_ATTRIBUTE_END, GTK_CONSTRAINT_RELATION_EQ,
                                           nil, GTK_CONSTRAINT_ATTRIBUTE_END, 1, -8, Int32(GTK_CONSTRAINT_STRENGTH_REQUIRED.rawValue)))
                }
                previous = cell
            }
            previousRow = first
        }
    }

    deinit {
        if gtk_widget_get_parent(parent) != nil { gtk_window_set_child(window, nil) }
        while let child = gtk_widget_get_first_child(parent) { gtk_widget_unparent(child) }
        g_object_unref(parent)
    }

    private func add(_ constraint: OpaquePointer!) {
        gtk_constraint_layout_add_constraint(OpaquePointer(layout), constraint)
    }

    private func spacingConstraint(_ cell: UnsafeMutablePointer<GtkWidget>, after previous: UnsafeMutablePointer<GtkWidget>, constant: Double) -> OpaquePointer {
        gtk_constraint_new(UnsafeMutableRawPointer(cell), GTK_CONSTRAINT_ATTRIBUTE_START, GTK_CONSTRAINT_RELATION_EQ,
                           UnsafeMutableRawPointer(previous), GTK_CONSTRAINT_ATTRIBUTE_END, 1, constant, Int32(GTK_CONSTRAINT_STRENGTH_REQUIRED.rawValue))!
    }

    /// Lays the parent out at `width` × 1024.
    func layOut(width: Int32) {
        gtk_widget_allocate(parent, width, 1024, -1, nil)
    }

    /// The width GTK gave the first cell: 0 if it did not lay the grid out.
    var firstCellWidth: Int32 { gtk_widget_get_width(gtk_widget_get_first_child(parent)) }

    /// Replaces spacing `index` with one of `constant` points.
    func setSpacing(_ index: Int, to constant: Double) {
        gtk_constraint_layout_remove_constraint(OpaquePointer(layout), spacings[index])
        let replacement = spacingConstraint(spacingCells[index].cell, after: spacingCells[index].previous, constant: constant)
        spacings[index] = replacement
        add(replacement)
    }
}
