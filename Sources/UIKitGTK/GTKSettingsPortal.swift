@_implementationOnly import CGtk
import Foundation

/// The XDG desktop portal's settings (`org.freedesktop.portal.Settings` on the session bus),
/// which a sandboxed app must read instead of GSettings and which every desktop with a portal
/// offers: `org.freedesktop.appearance`'s `color-scheme` (1: prefer dark), `contrast` (1: high)
/// and `reduced-motion` (1: reduced), and, from GNOME's portal, the `org.gnome.desktop.*`
/// keys GSettings has (`text-scaling-factor`, `enable-animations`, `high-contrast`).
///
/// Asked once at start (`ReadAll`, without starting a portal that is not running, and briefly),
/// then kept up to date by the portal's `SettingChanged` signal. Without a session bus
/// (`DBUS_SESSION_BUS_ADDRESS` unset: no bus is launched for it) or a portal, it holds nothing.
@MainActor
final class GTKSettingsPortal {
    /// A setting's value, of the types the portal uses.
    enum Value: Equatable, Sendable {
        case uint(UInt32)
        case double(Double)
        case bool(Bool)
        case string(String)
    }

    /// The values read, by namespace and key.
    private(set) var values: [String: [String: Value]] = [:]
    private let connection: OpaquePointer?
    private var subscription: guint = 0
    /// Called after a value changed.
    var onChange: (() -> Void)?

    static let namespaces = ["org.freedesktop.appearance", "org.gnome.desktop.interface", "org.gnome.desktop.a11y.interface"]
    private static let busName = "org.freedesktop.portal.Desktop"
    private static let objectPath = "/org/freedesktop/portal/desktop"
    private static let interface = "org.freedesktop.portal.Settings"

    init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        connection = GTKSessionBus.connection(environment: environment)
        guard connection != nil else { return }
        readAll()
    }

    func value(_ namespace: String, _ key: String) -> Value? { values[namespace]?[key] }

    /// Listens for `SettingChanged` (once).
    func startWatching() {
        guard let connection, subscription == 0 else { return }
        subscription = g_dbus_connection_signal_subscribe(connection, Self.busName, Self.interface, "SettingChanged", Self.objectPath,
                                                          nil, G_DBUS_SIGNAL_FLAGS_NONE, Self.settingChanged,
                                                          Unmanaged.passUnretained(self).toOpaque(), nil)
    }

    /// `SettingChanged(namespace, key, value)`.
    private static let settingChanged: @convention(c) (OpaquePointer?, UnsafePointer<gchar>?, UnsafePointer<gchar>?, UnsafePointer<gchar>?,
                                                       UnsafePointer<gchar>?, OpaquePointer?, gpointer?) -> Void = { _, _, _, _, _, parameters, data in
        guard let data, let parameters, let change = decodeChange(parameters) else { return }
        let portal = Unmanaged<GTKSettingsPortal>.fromOpaque(data).takeUnretainedValue()
        MainActor.assumeIsolated { portal.set(change.value, namespace: change.namespace, key: change.key) }
    }

    private nonisolated static func decodeChange(_ parameters: OpaquePointer) -> (namespace: String, key: String, value: Value?)? {
        guard let namespace = string(g_variant_get_child_value(parameters, 0)),
              let key = string(g_variant_get_child_value(parameters, 1)),
              let boxed = g_variant_get_child_value(parameters, 2) else { return nil }
        defer { g_variant_unref(boxed) }
        return (namespace, key, decode(boxed))
    }

    private func set(_ value: Value?, namespace: String, key: String) {
        guard Self.namespaces.contains(namespace) else { return }
        values[namespace, default: [:]][key] = value
        onChange?()
    }

    /// `ReadAll(namespaces) → a{sa{sv}}`, from a portal already running, waiting at most half a
    /// second.
    private func readAll() {
        guard let connection else { return }
        var names = Self.namespaces.map { strdup($0) }
        defer { names.forEach { free($0) } }
        names.append(nil)
        let strv = names.map { UnsafePointer<gchar>($0) }
        var argument: OpaquePointer? = strv.withUnsafeBufferPointer { g_variant_new_strv($0.baseAddress, -1) }
        let parameters = withUnsafePointer(to: &argument) { g_variant_new_tuple($0, 1) }
        var error: UnsafeMutablePointer<GError>?
        let reply = g_dbus_connection_call_sync(connection, Self.busName, Self.objectPath, Self.interface, "ReadAll", parameters,
                                                nil, G_DBUS_CALL_FLAGS_NO_AUTO_START, 500, nil, &error)
        if let error { g_error_free(error) }
        guard let reply else { return }
        defer { g_variant_unref(reply) }
        guard let all = g_variant_get_child_value(reply, 0) else { return }
        defer { g_variant_unref(all) }
        for index in 0..<g_variant_n_children(all) {
            guard let entry = g_variant_get_child_value(all, index) else { continue }
            defer { g_variant_unref(entry) }
            guard let namespace = Self.string(g_variant_get_child_value(entry, 0)),
                  let keys = g_variant_get_child_value(entry, 1) else { continue }
            defer { g_variant_unref(keys) }
            for keyIndex in 0..<g_variant_n_children(keys) {
                guard let pair = g_variant_get_child_value(keys, keyIndex) else { continue }
                defer { g_variant_unref(pair) }
                guard let key = Self.string(g_variant_get_child_value(pair, 0)),
                      let boxed = g_variant_get_child_value(pair, 1) else { continue }
                defer { g_variant_unref(boxed) }
                values[namespace, default: [:]][key] = Self.decode(boxed)
            }
        }
    }

    /// A string GVariant's text; releases the variant.
    private nonisolated static func string(_ variant: OpaquePointer?) -> String? {
        guard let variant else { return nil }
        defer { g_variant_unref(variant) }
        guard let text = g_variant_get_string(variant, nil) else { return nil }
        return String(cString: text)
    }

    /// A value as the portal sends it: a variant holding the value (or, from older portals'
    /// `Read`, a variant holding that variant).
    private nonisolated static func decode(_ variant: OpaquePointer) -> Value? {
        guard let type = g_variant_get_type_string(variant) else { return nil }
        switch String(cString: type) {
        case "u": return .uint(g_variant_get_uint32(variant))
        case "i": return .uint(UInt32(clamping: g_variant_get_int32(variant)))
        case "d": return .double(g_variant_get_double(variant))
        case "b": return .bool(g_variant_get_boolean(variant) != 0)
        case "s":
            guard let text = g_variant_get_string(variant, nil) else { return nil }
            return .string(String(cString: text))
        case "v":
            guard let inner = g_variant_get_variant(variant) else { return nil }
            defer { g_variant_unref(inner) }
            return decode(inner)
        default: return nil
        }
    }
}
