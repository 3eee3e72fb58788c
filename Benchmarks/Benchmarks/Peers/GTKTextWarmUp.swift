import CGtkPeer

/// `TextWarmUp`'s twin: a `GtkLabel` measured once, which loads GTK's fonts.
enum GTKTextWarmUp {
    static func measureOneLabel() {
        let label = gtk_label_new("Row 0")!
        g_object_ref_sink(label)
        var minimum: Int32 = 0, natural: Int32 = 0
        gtk_widget_measure(label, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
        g_object_unref(label)
    }
}
