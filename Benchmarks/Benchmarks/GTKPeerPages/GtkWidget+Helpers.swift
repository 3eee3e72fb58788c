import CGtkPeer

extension UnsafeMutablePointer where Pointee == GtkWidget {
    /// The widget as the subclass a GTK call takes, for subclasses whose struct GTK declares
    /// (others import as `OpaquePointer`).
    func cast<Subclass>() -> UnsafeMutablePointer<Subclass> {
        UnsafeMutableRawPointer(self).assumingMemoryBound(to: Subclass.self)
    }

    /// Appends `child` to this widget, a `GtkBox`.
    func appendChild(_ child: UnsafeMutablePointer<GtkWidget>) {
        gtk_box_append(cast(), child)
    }
}
