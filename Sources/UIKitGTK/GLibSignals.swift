@_implementationOnly import CGtk

/// Typed wrappers for the GLib signals the GTK host connects. GLib cannot check a handler's
/// signature once it is cast to `GCallback`, so each signal shape has exactly one wrapper,
/// and the handlers reach their Swift object through `Unmanaged` user data (closures that
/// capture context cannot be C function pointers).
enum GLibSignals {
    typealias Handler = @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void
    typealias BoolHandler = @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> gboolean
    typealias EventHandler = @convention(c) (OpaquePointer?, OpaquePointer?, UnsafeMutableRawPointer?) -> gboolean
    typealias SizeHandler = @convention(c) (UnsafeMutableRawPointer?, Int32, Int32, UnsafeMutableRawPointer?) -> Void
    typealias StringHandler = @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<CChar>?, UnsafeMutableRawPointer?) -> Void
    /// `(widget, GdkFrameClock*, userData) -> gboolean`: `gtk_widget_add_tick_callback`.
    typealias TickHandler = @convention(c) (UnsafeMutablePointer<GtkWidget>?, OpaquePointer?, gpointer?) -> gboolean
    typealias NotifyHandler = @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void
    /// `(GtkNativeDialog*, int, userData) -> void`: GtkNativeDialog "response".
    typealias ResponseHandler = @convention(c) (UnsafeMutableRawPointer?, Int32, UnsafeMutableRawPointer?) -> Void
    /// `(GListModel*, position, removed, added, userData) -> void`: GListModel "items-changed".
    typealias ItemsChangedHandler = @convention(c) (OpaquePointer?, guint, guint, guint, UnsafeMutableRawPointer?) -> Void

    /// `(GtkPrintOperation*, GtkPrintContext*, int, userData) -> void`: GtkPrintOperation "draw-page".
    typealias DrawPageHandler = @convention(c) (OpaquePointer?, OpaquePointer?, Int32, UnsafeMutableRawPointer?) -> Void
    /// `(GtkPrintOperation*, GtkPrintOperationResult, userData) -> void`: GtkPrintOperation "done".
    typealias PrintDoneHandler = @convention(c) (OpaquePointer?, GtkPrintOperationResult, UnsafeMutableRawPointer?) -> Void

    /// `(GdkDrag*, GdkDragCancelReason, userData) -> void`: GdkDrag "cancel".
    typealias CancelHandler = @convention(c) (OpaquePointer?, GdkDragCancelReason, UnsafeMutableRawPointer?) -> Void
    /// `(GtkDropTargetAsync*, GdkDrop*, x, y, userData) -> GdkDragAction`: "drag-enter", "drag-motion".
    typealias DropMotionHandler = @convention(c) (OpaquePointer?, OpaquePointer?, Double, Double, UnsafeMutableRawPointer?) -> GdkDragAction
    /// `(GtkDropTargetAsync*, GdkDrop*, x, y, userData) -> gboolean`: "drop".
    typealias DropHandler = @convention(c) (OpaquePointer?, OpaquePointer?, Double, Double, UnsafeMutableRawPointer?) -> gboolean

    /// `(GdkDrag*, GdkDragCancelReason, userData) -> void`: GdkDrag "cancel".
    static func connect(_ instance: OpaquePointer, _ signal: String, _ handler: CancelHandler, _ data: UnsafeMutableRawPointer) {
        g_signal_connect_data(UnsafeMutableRawPointer(instance), signal, unsafeBitCast(handler, to: GCallback.self), data, nil,
                              GConnectFlags(rawValue: 0))
    }

    /// `(GtkDropTargetAsync*, GdkDrop*, x, y, userData) -> GdkDragAction`: "drag-enter", "drag-motion".
    static func connect(_ instance: OpaquePointer, _ signal: String, _ handler: DropMotionHandler, _ data: UnsafeMutableRawPointer) {
        g_signal_connect_data(UnsafeMutableRawPointer(instance), signal, unsafeBitCast(handler, to: GCallback.self), data, nil,
                              GConnectFlags(rawValue: 0))
    }

    /// `(GtkDropTargetAsync*, GdkDrop*, x, y, userData) -> gboolean`: "drop".
    static func connect(_ instance: OpaquePointer, _ signal: String, _ handler: DropHandler, _ data: UnsafeMutableRawPointer) {
        g_signal_connect_data(UnsafeMutableRawPointer(instance), signal, unsafeBitCast(handler, to: GCallback.self), data, nil,
                              GConnectFlags(rawValue: 0))
    }

    /// `(instance, userData) -> void`: "changed", "preedit-changed", "preedit-end".
    static func connect(_ instance: UnsafeMutableRawPointer, _ signal: String, _ handler: Handler, _ data: UnsafeMutableRawPointer) {
        g_signal_connect_data(instance, signal, unsafeBitCast(handler, to: GCallback.self), data, nil, GConnectFlags(rawValue: 0))
    }

    /// `(instance, userData) -> gboolean`: "close-request".
    static func connect(_ instance: UnsafeMutableRawPointer, _ signal: String, _ handler: BoolHandler, _ data: UnsafeMutableRawPointer) {
        g_signal_connect_data(instance, signal, unsafeBitCast(handler, to: GCallback.self), data, nil, GConnectFlags(rawValue: 0))
    }

    /// `(controller, GdkEvent*, userData) -> gboolean`: GtkEventControllerLegacy "event".
    static func connect(_ instance: OpaquePointer, _ signal: String, _ handler: EventHandler, _ data: UnsafeMutableRawPointer) {
        g_signal_connect_data(UnsafeMutableRawPointer(instance), signal, unsafeBitCast(handler, to: GCallback.self), data, nil,
                              GConnectFlags(rawValue: 0))
    }

    /// `(instance, int, int, userData) -> void`: GtkDrawingArea "resize".
    static func connect(_ instance: UnsafeMutableRawPointer, _ signal: String, _ handler: SizeHandler, _ data: UnsafeMutableRawPointer) {
        g_signal_connect_data(instance, signal, unsafeBitCast(handler, to: GCallback.self), data, nil, GConnectFlags(rawValue: 0))
    }

    /// `(instance, const char*, userData) -> void`: GtkIMContext "commit".
    static func connect(_ instance: UnsafeMutableRawPointer, _ signal: String, _ handler: StringHandler, _ data: UnsafeMutableRawPointer) {
        g_signal_connect_data(instance, signal, unsafeBitCast(handler, to: GCallback.self), data, nil, GConnectFlags(rawValue: 0))
    }

    /// `(object, GParamSpec*, userData) -> void`: "notify::property".
    static func connect(_ instance: UnsafeMutableRawPointer, _ signal: String, _ handler: NotifyHandler, _ data: UnsafeMutableRawPointer) {
        g_signal_connect_data(instance, signal, unsafeBitCast(handler, to: GCallback.self), data, nil, GConnectFlags(rawValue: 0))
    }

    /// `(GListModel*, position, removed, added, userData) -> void`: GListModel "items-changed".
    static func connect(_ instance: OpaquePointer, _ signal: String, _ handler: ItemsChangedHandler, _ data: UnsafeMutableRawPointer) {
        g_signal_connect_data(UnsafeMutableRawPointer(instance), signal, unsafeBitCast(handler, to: GCallback.self), data, nil,
                              GConnectFlags(rawValue: 0))
    }

    /// `(GtkNativeDialog*, int, userData) -> void`: GtkNativeDialog "response".
    static func connect(_ instance: UnsafeMutableRawPointer, _ signal: String, _ handler: ResponseHandler, _ data: UnsafeMutableRawPointer) {
        g_signal_connect_data(instance, signal, unsafeBitCast(handler, to: GCallback.self), data, nil, GConnectFlags(rawValue: 0))
    }

    /// `(GtkPrintOperation*, GtkPrintContext*, int, userData) -> void`: GtkPrintOperation "draw-page".
    static func connect(_ instance: OpaquePointer, _ signal: String, _ handler: DrawPageHandler, _ data: UnsafeMutableRawPointer) {
        g_signal_connect_data(UnsafeMutableRawPointer(instance), signal, unsafeBitCast(handler, to: GCallback.self), data, nil,
                              GConnectFlags(rawValue: 0))
    }

    /// `(GtkPrintOperation*, GtkPrintOperationResult, userData) -> void`: GtkPrintOperation "done".
    static func connect(_ instance: OpaquePointer, _ signal: String, _ handler: PrintDoneHandler, _ data: UnsafeMutableRawPointer) {
        g_signal_connect_data(UnsafeMutableRawPointer(instance), signal, unsafeBitCast(handler, to: GCallback.self), data, nil,
                              GConnectFlags(rawValue: 0))
    }
}
