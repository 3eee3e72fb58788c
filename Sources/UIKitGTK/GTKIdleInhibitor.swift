@_implementationOnly import CGtk
import Foundation

/// Keeps the desktop from dimming, blanking or locking the screen while the app asks it to
/// (`UIApplication.isIdleTimerDisabled`), through the XDG desktop portal's
/// `org.freedesktop.portal.Inhibit` (flag 8: idle), which GNOME, KDE Plasma and the other
/// desktops with a portal offer every application, sandboxed or not.
///
/// `Inhibit` answers with a request object; closing it (`org.freedesktop.portal.Request.Close`)
/// ends the inhibition, as does the app's exit (the portal watches its bus name). Without a
/// session bus or a portal nothing is inhibited, and the screen idles as usual.
@MainActor
final class GTKIdleInhibitor {
    private let connection: OpaquePointer?
    /// The request object of the inhibition in force.
    private var request: String?

    private static let busName = "org.freedesktop.portal.Desktop"
    private static let objectPath = "/org/freedesktop/portal/desktop"
    private static let idleFlag: UInt32 = 8

    init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        connection = GTKSessionBus.connection(environment: environment)
    }

    var isInhibiting: Bool { request != nil }

    /// Starts or ends the inhibition; `reason` is what the desktop may show the user.
    func setInhibited(_ inhibited: Bool, reason: String) {
        guard let connection, inhibited != isInhibiting else { return }
        if inhibited {
            // Inhibit(window: s, flags: u, options: a{sv}) → (o). No window handle: the whole
            // session's idle is inhibited, as for a video player.
            let options = GVariants.array("{sv}", [g_variant_new_dict_entry(GVariants.string("reason"), GVariants.variant(GVariants.string(reason)))])
            let parameters = GVariants.tuple([GVariants.string(""), GVariants.uint32(Self.idleFlag), options])
            var error: UnsafeMutablePointer<GError>?
            let reply = g_dbus_connection_call_sync(connection, Self.busName, Self.objectPath, "org.freedesktop.portal.Inhibit", "Inhibit",
                                                    parameters, nil, G_DBUS_CALL_FLAGS_NO_AUTO_START, 1000, nil, &error)
            if let error {
                let message = "slate: the desktop portal did not keep the screen on (org.freedesktop.portal.Inhibit): \(String(cString: error.pointee.message))\n"
                FileHandle.standardError.write(Data(message.utf8))
                g_error_free(error)
            }
            guard let reply else { return }
            defer { g_variant_unref(reply) }
            request = GVariants.string(in: reply, at: 0)
        } else if let handle = request {
            request = nil
            g_dbus_connection_call(connection, Self.busName, handle, "org.freedesktop.portal.Request", "Close",
                                   nil, nil, G_DBUS_CALL_FLAGS_NO_AUTO_START, 1000, nil, nil, nil)
        }
    }
}
