@_implementationOnly import CGtk
import Foundation

/// The desktop session's D-Bus, where the XDG desktop portal answers.
enum GTKSessionBus {
    /// GIO's shared connection to the session bus; nil without one. Without
    /// `DBUS_SESSION_BUS_ADDRESS` none is looked for: GIO would launch a bus of its own.
    static func connection(environment: [String: String] = ProcessInfo.processInfo.environment) -> OpaquePointer? {
        guard environment["DBUS_SESSION_BUS_ADDRESS"]?.isEmpty == false else { return nil }
        var error: UnsafeMutablePointer<GError>?
        let connection = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, &error)
        if let error { g_error_free(error) }
        return connection
    }
}
