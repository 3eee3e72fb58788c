@_implementationOnly import CGtk
import Foundation

/// Whether an assistive technology listens, as the desktop says: the session bus's
/// `org.a11y.Bus` (at-spi-bus-launcher) publishes `org.a11y.Status.IsEnabled` (GNOME's
/// "toolkit-accessibility" setting, set by screen readers and by `gsettings`) and
/// `ScreenReaderEnabled` (set by Orca while it runs). Either one true means listening — Qt's
/// rule, and what GTK 3's atk-bridge loads on.
///
/// The watch never starts the accessibility bus: it follows the name `org.a11y.Bus` on the
/// session bus and reads the properties only while someone owns it, with calls that do not
/// auto-start services. Without a session bus it does nothing.
@MainActor
final class ATSPIStatus {
    private(set) var isEnabled = false
    private(set) var screenReaderEnabled = false
    var isListening: Bool { isEnabled || screenReaderEnabled }
    /// Called when `isListening` changes.
    var changeHandler: ((Bool) -> Void)?

    private(set) var sessionBus: OpaquePointer?
    private var nameWatch: guint = 0
    private var subscription: guint = 0

    /// Starts watching (once). `SLATE_A11Y=none` turns the bridge off altogether.
    func start() {
        guard sessionBus == nil, ProcessInfo.processInfo.environment["SLATE_A11Y"] != "none", Self.hasSessionBus else { return }
        var error: UnsafeMutablePointer<GError>?
        guard let bus = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, &error) else {
            if let error { g_error_free(error) }
            return
        }
        sessionBus = bus
        let me = Unmanaged.passUnretained(self).toOpaque()
        let appeared: GBusNameAppearedCallback = { _, _, _, data in
            guard let data else { return }
            let status = Unmanaged<ATSPIStatus>.fromOpaque(data).takeUnretainedValue()
            MainActor.assumeIsolated { status.busAppeared() }
        }
        let vanished: GBusNameVanishedCallback = { _, _, data in
            guard let data else { return }
            let status = Unmanaged<ATSPIStatus>.fromOpaque(data).takeUnretainedValue()
            MainActor.assumeIsolated { status.update(isEnabled: false, screenReaderEnabled: false) }
        }
        nameWatch = g_bus_watch_name_on_connection(bus, "org.a11y.Bus", G_BUS_NAME_WATCHER_FLAGS_NONE, appeared, vanished, me, nil)
        let changed: GDBusSignalCallback = { _, _, _, _, _, parameters, data in
            guard let data, let parameters, let properties = GVariants.child(in: parameters, at: 1) else { return }
            let status = Unmanaged<ATSPIStatus>.fromOpaque(data).takeUnretainedValue()
            MainActor.assumeIsolated {
                status.update(isEnabled: GVariants.bool(in: properties, key: "IsEnabled") ?? status.isEnabled,
                              screenReaderEnabled: GVariants.bool(in: properties, key: "ScreenReaderEnabled") ?? status.screenReaderEnabled)
            }
            g_variant_unref(properties)
        }
        subscription = g_dbus_connection_signal_subscribe(bus, "org.a11y.Bus", "org.freedesktop.DBus.Properties", "PropertiesChanged",
                                                          "/org/a11y/bus", "org.a11y.Status", G_DBUS_SIGNAL_FLAGS_NONE, changed, me, nil)
    }

    /// GLib would otherwise try X11 autolaunch (spawning a bus) when no address is known.
    private static var hasSessionBus: Bool {
        let environment = ProcessInfo.processInfo.environment
        if let address = environment["DBUS_SESSION_BUS_ADDRESS"], !address.isEmpty { return true }
        guard let runtime = environment["XDG_RUNTIME_DIR"] else { return false }
        return FileManager.default.fileExists(atPath: runtime + "/bus")
    }

    private func busAppeared() {
        guard let sessionBus else { return }
        let me = Unmanaged.passUnretained(self).toOpaque()
        let replied: GAsyncReadyCallback = { source, result, data in
            guard let data else { return }
            let status = Unmanaged<ATSPIStatus>.fromOpaque(data).takeUnretainedValue()
            var error: UnsafeMutablePointer<GError>?
            guard let reply = g_dbus_connection_call_finish(OpaquePointer(source), result, &error) else {
                if let error { g_error_free(error) }
                return
            }
            if let properties = GVariants.child(in: reply, at: 0) {
                MainActor.assumeIsolated {
                    status.update(isEnabled: GVariants.bool(in: properties, key: "IsEnabled") ?? false,
                                  screenReaderEnabled: GVariants.bool(in: properties, key: "ScreenReaderEnabled") ?? false)
                }
                g_variant_unref(properties)
            }
            g_variant_unref(reply)
        }
        g_dbus_connection_call(sessionBus, "org.a11y.Bus", "/org/a11y/bus", "org.freedesktop.DBus.Properties", "GetAll",
                               GVariants.tuple([GVariants.string("org.a11y.Status")]), GVariants.type("(a{sv})"),
                               G_DBUS_CALL_FLAGS_NO_AUTO_START, 2000, nil, replied, me)
    }

    private func update(isEnabled: Bool, screenReaderEnabled: Bool) {
        let was = isListening
        self.isEnabled = isEnabled
        self.screenReaderEnabled = screenReaderEnabled
        if isListening != was { changeHandler?(isListening) }
    }

    /// The accessibility bus's address (`org.a11y.Bus.GetAddress`), asked only once someone listens.
    func accessibilityBusAddress() -> String? {
        guard let sessionBus else { return nil }
        var error: UnsafeMutablePointer<GError>?
        guard let reply = g_dbus_connection_call_sync(sessionBus, "org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress", nil,
                                                      GVariants.type("(s)"), G_DBUS_CALL_FLAGS_NO_AUTO_START, 2000, nil, &error) else {
            if let error { g_error_free(error) }
            return nil
        }
        defer { g_variant_unref(reply) }
        let address = GVariants.string(in: reply, at: 0)
        return address.isEmpty ? nil : address
    }
}
