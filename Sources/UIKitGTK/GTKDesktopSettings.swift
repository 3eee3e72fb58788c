@_implementationOnly import CGtk
import Foundation
import SlatePlatform

/// The desktop's settings for the GTK host (`PlatformDesktopSettings`), read from GNOME's
/// GSettings, the XDG settings portal (`GTKSettingsPortal`) and GTK's own settings, and
/// watched for changes (the portal's equivalents in brackets):
///
/// | setting | read from |
/// |---|---|
/// | dark style | `org.gnome.desktop.interface color-scheme` = `prefer-dark` (`org.freedesktop.appearance color-scheme` = 1); a theme named `…-dark` (`gtk-theme`, GTK's `gtk-theme-name`, `GTK_THEME=…:dark`); GTK's `gtk-application-prefer-dark-theme` |
/// | text size | `org.gnome.desktop.interface text-scaling-factor` (see `PlatformDesktopSettings.contentSizeCategory(forTextScalingFactor:)`) |
/// | high contrast | `org.gnome.desktop.a11y.interface high-contrast` (`org.freedesktop.appearance contrast` = 1); a `HighContrast` theme |
/// | reduced motion | `org.gnome.desktop.interface enable-animations` false (`org.freedesktop.appearance reduced-motion` = 1); GTK's `gtk-enable-animations` false |
/// | middle-click paste | `org.gnome.desktop.interface gtk-enable-primary-paste`; GTK's `gtk-enable-primary-paste` |
///
/// A schema or key the system does not have is skipped (GSettings aborts the process on an
/// unknown schema or key, so each is looked up first). GSettings' "changed" and GTK's
/// "notify" signals re-read everything; a difference reaches UIKit on the host's next pass,
/// never inside GLib's signal emission.
@MainActor
final class GTKDesktopSettings {
    private(set) var settings = PlatformDesktopSettings()
    /// Called with the new settings once they differ from the last ones read.
    var onChange: ((PlatformDesktopSettings) -> Void)?

    private unowned let host: GTKHost
    private var interface: Source?
    private var accessibility: Source?
    private let gtkSettings: UnsafeMutableRawPointer?
    private let portal = GTKSettingsPortal()
    private var isWatching = false
    private var rereadScheduled = false

    /// A GSettings object and its schema (to ask which keys it has).
    private struct Source {
        let settings: UnsafeMutablePointer<GSettings>
        let schema: OpaquePointer

        init?(schema id: String) {
            guard let source = g_settings_schema_source_get_default(),
                  let schema = g_settings_schema_source_lookup(source, id, 1) else { return nil }
            guard let settings = g_settings_new_full(schema, nil, nil) else {
                g_settings_schema_unref(schema)
                return nil
            }
            self.settings = settings
            self.schema = schema
        }

        func has(_ key: String) -> Bool { g_settings_schema_has_key(schema, key) != 0 }

        func bool(_ key: String) -> Bool? { has(key) ? g_settings_get_boolean(settings, key) != 0 : nil }

        func double(_ key: String) -> Double? { has(key) ? g_settings_get_double(settings, key) : nil }

        /// A string or enumeration key's value.
        func string(_ key: String) -> String? {
            guard has(key), let value = g_settings_get_string(settings, key) else { return nil }
            defer { g_free(value) }
            return String(cString: value)
        }
    }

    init(host: GTKHost) {
        self.host = host
        interface = Source(schema: "org.gnome.desktop.interface")
        accessibility = Source(schema: "org.gnome.desktop.a11y.interface")
        gtkSettings = gtk_settings_get_default().map { UnsafeMutableRawPointer($0) }
        settings = read()
        portal.onChange = { [weak self] in self?.setNeedsReread() }
    }

    /// Starts listening for changes (once).
    func startWatching() {
        guard !isWatching else { return }
        isWatching = true
        let data = Unmanaged.passUnretained(self).toOpaque()
        let changed: GLibSignals.StringHandler = { _, _, data in
            guard let data else { return }
            let settings = Unmanaged<GTKDesktopSettings>.fromOpaque(data).takeUnretainedValue()
            MainActor.assumeIsolated { settings.setNeedsReread() }
        }
        for source in [interface, accessibility].compactMap({ $0 }) {
            GLibSignals.connect(UnsafeMutableRawPointer(source.settings), "changed", changed, data)
        }
        let notified: GLibSignals.NotifyHandler = { _, _, data in
            guard let data else { return }
            let settings = Unmanaged<GTKDesktopSettings>.fromOpaque(data).takeUnretainedValue()
            MainActor.assumeIsolated { settings.setNeedsReread() }
        }
        if let gtkSettings {
            for property in ["gtk-enable-animations", "gtk-application-prefer-dark-theme", "gtk-theme-name", "gtk-enable-primary-paste"] {
                GLibSignals.connect(gtkSettings, "notify::\(property)", notified, data)
            }
        }
        portal.startWatching()
        // GSettings emits "changed" only for keys read since a handler was connected.
        reread()
    }

    private func setNeedsReread() {
        guard !rereadScheduled else { return }
        rereadScheduled = true
        host.schedule(at: host.currentTime) { [weak self] in
            self?.rereadScheduled = false
            self?.reread()
        }
    }

    private func reread() {
        let new = read()
        guard new != settings else { return }
        settings = new
        onChange?(new)
    }

    private func read() -> PlatformDesktopSettings {
        var result = PlatformDesktopSettings()
        var themes: [String] = []
        if let theme = ProcessInfo.processInfo.environment["GTK_THEME"] { themes.append(theme) }
        if let interface {
            if interface.string("color-scheme") == "prefer-dark" { result.prefersDarkAppearance = true }
            if let factor = interface.double("text-scaling-factor") {
                result.contentSizeCategory = PlatformDesktopSettings.contentSizeCategory(forTextScalingFactor: factor)
            }
            if interface.bool("enable-animations") == false { result.reducesMotion = true }
            if interface.bool("gtk-enable-primary-paste") == false { result.middleClickPastes = false }
            if let theme = interface.string("gtk-theme") { themes.append(theme) }
        }
        if accessibility?.bool("high-contrast") == true { result.prefersHighContrast = true }
        // The portal speaks for the desktop outside a sandbox's own GSettings: where it has a
        // value, it counts.
        let appearance = "org.freedesktop.appearance", gnome = "org.gnome.desktop.interface"
        if portal.value(appearance, "color-scheme") == .uint(1) || portal.value(gnome, "color-scheme") == .string("prefer-dark") {
            result.prefersDarkAppearance = true
        }
        if portal.value(appearance, "contrast") == .uint(1)
            || portal.value("org.gnome.desktop.a11y.interface", "high-contrast") == .bool(true) {
            result.prefersHighContrast = true
        }
        if portal.value(appearance, "reduced-motion") == .uint(1) || portal.value(gnome, "enable-animations") == .bool(false) {
            result.reducesMotion = true
        }
        if case .double(let factor) = portal.value(gnome, "text-scaling-factor") {
            result.contentSizeCategory = PlatformDesktopSettings.contentSizeCategory(forTextScalingFactor: factor)
        }
        if case .string(let theme) = portal.value(gnome, "gtk-theme") { themes.append(theme) }
        if let gtkSettings {
            if Self.boolProperty(gtkSettings, "gtk-enable-animations") == false { result.reducesMotion = true }
            if Self.boolProperty(gtkSettings, "gtk-enable-primary-paste") == false { result.middleClickPastes = false }
            if Self.boolProperty(gtkSettings, "gtk-application-prefer-dark-theme") == true { result.prefersDarkAppearance = true }
            if let theme = Self.stringProperty(gtkSettings, "gtk-theme-name") { themes.append(theme) }
        }
        for theme in themes.map({ $0.lowercased() }) {
            if theme.hasSuffix("-dark") || theme.hasSuffix(":dark") || theme.hasPrefix("highcontrastinverse") {
                result.prefersDarkAppearance = true
            }
            if theme.hasPrefix("highcontrast") { result.prefersHighContrast = true }
        }
        return result
    }

    private static let booleanType = GType(5 << G_TYPE_FUNDAMENTAL_SHIFT)
    private static let stringType = GType(16 << G_TYPE_FUNDAMENTAL_SHIFT)

    /// A GObject property of `object`, when it has one of that name.
    private static func property<T>(_ object: UnsafeMutableRawPointer, _ name: String, type: GType,
                                    _ get: (UnsafeMutablePointer<GValue>) -> T) -> T? {
        let instance = object.assumingMemoryBound(to: GObject.self)
        guard let spec = g_object_class_find_property(UnsafeMutableRawPointer(instance.pointee.g_type_instance.g_class)
                                                        .assumingMemoryBound(to: GObjectClass.self), name),
              spec.pointee.value_type == type else { return nil }
        var value = GValue()
        g_value_init(&value, type)
        defer { g_value_unset(&value) }
        g_object_get_property(instance, name, &value)
        return get(&value)
    }

    private static func boolProperty(_ object: UnsafeMutableRawPointer, _ name: String) -> Bool? {
        property(object, name, type: booleanType) { g_value_get_boolean($0) != 0 }
    }

    private static func stringProperty(_ object: UnsafeMutableRawPointer, _ name: String) -> String? {
        property(object, name, type: stringType) { value in g_value_get_string(value).map { String(cString: $0) } } ?? nil
    }
}
