import CGtkPeer

/// `makeSettingsPage()`'s twin in GTK4 widgets: four rounded groups ("card") of five rows, each a
/// label and a control — a switch, three linked toggle buttons (a segmented control), a
/// 240-point scale, a 240-point entry with a placeholder, a button — in a column 24 points
/// apart, 16 points from the top, centred at a readable width. A click on a row's button counts
/// in its label ("Changed 1", "Changed 2", …), as the Gallery's stepper counts in its row's
/// title: input-to-photon's button row (Scripts/input-latency).
public enum GTKSettingsPage {
    public static func make() -> UnsafeMutablePointer<GtkWidget> {
        let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 24)!
        gtk_widget_set_margin_top(column, 16)
        gtk_widget_set_halign(column, GTK_ALIGN_CENTER)
        gtk_widget_set_size_request(column, 672, -1)
        for section in 0..<4 {
            let group = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
            gtk_widget_add_css_class(group, "card")
            for row in 0..<5 {
                let line = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)!
                gtk_widget_set_size_request(line, -1, 44)
                gtk_widget_set_margin_start(line, 16)
                gtk_widget_set_margin_end(line, 16)
                let label = gtk_label_new("Setting \(section * 5 + row + 1)")!
                gtk_label_set_xalign(OpaquePointer(label), 0)
                gtk_widget_set_hexpand(label, 1)
                line.appendChild(label)
                let control = control(row)
                if row % 5 == 4 {
                    g_signal_connect_data(UnsafeMutableRawPointer(control), "clicked", unsafeBitCast(changeClicked, to: GCallback.self),
                                          UnsafeMutableRawPointer(label), nil, GConnectFlags(0))
                }
                line.appendChild(control)
                group.appendChild(line)
            }
            column.appendChild(group)
        }
        return column
    }

    /// Clicks on the Change buttons so far, all rows together.
    nonisolated(unsafe) private static var changes = 0

    /// A Change button's "clicked": its row's label (the signal's data) counts the click.
    private static let changeClicked: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, label in
        guard let label else { return }
        changes += 1
        gtk_label_set_text(OpaquePointer(label), "Changed \(changes)")
    }

    private static func control(_ row: Int) -> UnsafeMutablePointer<GtkWidget> {
        let control: UnsafeMutablePointer<GtkWidget>
        switch row % 5 {
        case 0:
            control = gtk_switch_new()!
        case 1:
            control = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
            gtk_widget_add_css_class(control, "linked")
            var first: UnsafeMutablePointer<GtkWidget>?
            for title in ["Day", "Week", "Month"] {
                let button = gtk_toggle_button_new_with_label(title)!
                if let first { gtk_toggle_button_set_group(button.cast(), first.cast()) } else { first = button }
                control.appendChild(button)
            }
        case 2:
            control = gtk_scale_new_with_range(GTK_ORIENTATION_HORIZONTAL, 0, 1, 0.01)!
            gtk_scale_set_draw_value(control.cast(), 0)
            gtk_widget_set_size_request(control, 240, -1)
        case 3:
            control = gtk_entry_new()!
            gtk_entry_set_placeholder_text(control.cast(), "Value")
            gtk_widget_set_size_request(control, 240, -1)
        default:
            control = gtk_button_new_with_label("Change")!
        }
        gtk_widget_set_valign(control, GTK_ALIGN_CENTER)
        return control
    }
}
