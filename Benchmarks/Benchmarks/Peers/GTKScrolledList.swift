import CGtkPeer
import Foundation

/// What GTK4's list twins share: a `GtkStringList` of generated strings, and a scrolled window
/// filling a presented 1366×1024 window that steps one screen at a time.
enum GTKScrolledList {
    /// A string list of `count` strings.
    static func strings(count: Int, _ text: (Int) -> String) -> OpaquePointer {
        let list = gtk_string_list_new(nil)!
        var names: [UnsafeMutablePointer<CChar>?] = (0..<count).map { strdup(text($0)) }
        names.append(nil)
        names.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: buffer.count) {
                gtk_string_list_splice(list, 0, 0, $0)
            }
        }
        for name in names { free(name) }
        return list
    }

    /// A scrolled window holding `child` in a presented 1366×1024 window, laid out once.
    final class Stepper {
        let scrolled: UnsafeMutablePointer<GtkWidget>
        private let adjustment: UnsafeMutablePointer<GtkAdjustment>

        @MainActor init(child: UnsafeMutablePointer<GtkWidget>) {
            scrolled = gtk_scrolled_window_new()!
            gtk_scrolled_window_set_child(OpaquePointer(scrolled), child)
            let widget = gtk_window_new()!
            let window = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkWindow.self)
            gtk_window_set_default_size(window, 1366, 1024)
            gtk_window_set_child(window, scrolled)
            gtk_window_present(window)
            for _ in 0..<200 { g_main_context_iteration(nil, 0) }
            adjustment = gtk_scrolled_window_get_vadjustment(OpaquePointer(scrolled))
            layOut()
        }

        /// One screen further (back to the top after the last screen), laid out: GTK binds the
        /// items that came into view.
        func nextLayout() {
            let page = gtk_adjustment_get_page_size(adjustment)
            var value = gtk_adjustment_get_value(adjustment) + page
            if value > gtk_adjustment_get_upper(adjustment) - page { value = 0 }
            scroll(to: value)
        }

        /// One screen further, laid out, then drawn as GTK's frame clock draws the window:
        /// snapshotted (widgets that did not change give their kept render nodes) and rendered
        /// whole by GSK's Cairo renderer at scale 2, into a texture of 2732×2048 pixels.
        ///
        /// Rendering into a texture costs GTK one copy of the frame that an on-screen frame
        /// does not make (the renderer hands its Cairo surface's pixels to a `GdkMemoryTexture`):
        /// about the floor's copy row of the peer table, 0.3 ms, which favours Slate.
        func nextFrame() {
            nextLayout()
            render()
        }

        /// Laid out where it is and drawn (after a change to the content: an edit).
        func redraw() {
            layOut()
            render()
        }

        /// GSK's Cairo renderer, as GTK uses on X11 without GL.
        private lazy var renderer: OpaquePointer = {
            let renderer = gsk_cairo_renderer_new()!
            var error: UnsafeMutablePointer<GError>?
            precondition(gsk_renderer_realize(renderer, nil, &error) != 0, "GSK's Cairo renderer did not start")
            return renderer
        }()

        /// The scrolled window's snapshot at scale 2, rendered into a new texture.
        private func render() {
            let snapshot = gtk_snapshot_new()!
            gtk_snapshot_scale(snapshot, 2, 2)
            gtk_widget_snapshot_child(gtk_widget_get_parent(scrolled), scrolled, snapshot)
            guard let node = gtk_snapshot_free_to_node(snapshot) else { return }
            var viewport = graphene_rect_t(origin: graphene_point_t(x: 0, y: 0), size: graphene_size_t(width: 2732, height: 2048))
            let texture = gsk_renderer_render_texture(renderer, node, &viewport)
            g_object_unref(UnsafeMutableRawPointer(texture))
            gsk_render_node_unref(node)
        }

        /// Scrolled to `value` points, laid out.
        func scroll(to value: Double) {
            gtk_adjustment_set_value(adjustment, value)
            layOut()
        }

        /// The scrolled content's height, in points.
        var contentHeight: Double { gtk_adjustment_get_upper(adjustment) }

        /// Lets GTK's loop run for 150 ms — several ticks of its frame clock — so that it
        /// binds, lays out and draws what changed.
        func settle() {
            layOut()
            let deadline = Date().addingTimeInterval(0.15)
            while Date() < deadline { g_main_context_iteration(nil, 0) }
        }

        private func layOut() {
            gtk_widget_allocate(scrolled, 1366, 1024, -1, nil)
        }

        /// Where the list is scrolled to, in points.
        var offset: Double { gtk_adjustment_get_value(adjustment) }
    }
}
