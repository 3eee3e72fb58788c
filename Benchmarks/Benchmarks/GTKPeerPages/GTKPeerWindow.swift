import CGtkPeer
import Foundation

/// A presented GTK4 window for the peer suite's on-screen twins: it counts the paints its
/// frame clock finishes ("after-paint": GTK has snapshotted and rendered the window), resizes
/// itself as Slate's GTK host does, and runs GTK's loop until the next paint.
public final class GTKPeerWindow {
    public let window: UnsafeMutablePointer<GtkWidget>
    /// Paints finished so far.
    public private(set) var paints = 0

    /// A 1366×1024-point window titled `title` showing `child`, presented.
    public init(title: String, child: UnsafeMutablePointer<GtkWidget>) {
        window = gtk_window_new()!
        gtk_window_set_title(gtkWindow, title)
        gtk_window_set_default_size(gtkWindow, 1366, 1024)
        gtk_window_set_child(gtkWindow, child)
        let realized: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { widget, data in
            guard let widget, let data else { return }
            let clock = gtk_widget_get_frame_clock(widget.assumingMemoryBound(to: GtkWidget.self))
            let painted: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
                guard let data else { return }
                Unmanaged<GTKPeerWindow>.fromOpaque(data).takeUnretainedValue().paints += 1
            }
            g_signal_connect_data(UnsafeMutableRawPointer(clock), "after-paint", unsafeBitCast(painted, to: GCallback.self), data, nil, GConnectFlags(0))
        }
        g_signal_connect_data(UnsafeMutableRawPointer(window), "realize", unsafeBitCast(realized, to: GCallback.self),
                              Unmanaged.passUnretained(self).toOpaque(), nil, GConnectFlags(0))
        gtk_window_present(gtkWindow)
    }

    private var gtkWindow: UnsafeMutablePointer<GtkWindow> { window.cast() }

    /// Runs GTK's loop until a paint finishes (false after `timeout` seconds without one).
    @discardableResult
    public func runUntilNextPaint(timeout: TimeInterval = 5) -> Bool {
        let start = paints
        let deadline = Date(timeIntervalSinceNow: timeout)
        while paints == start {
            guard Date() < deadline else { return false }
            g_main_context_iteration(nil, 1)
        }
        return true
    }

    /// Asks the X server to resize the window to `width` × `height` points, as a user
    /// dragging its edge does.
    public func resize(width: Int, height: Int) {
        _ = peer_gtk_window_resize(gtkWindow, Int32(width), Int32(height))
    }
}
