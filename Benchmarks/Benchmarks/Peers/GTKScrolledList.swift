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
