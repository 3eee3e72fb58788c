@_implementationOnly import CGtk
import Foundation
import SlatePlatform

/// Hears the display's monitors change: one plugged in or out (the monitors list's
/// "items-changed"), or a monitor's scale or geometry changed live (its "notify::scale-factor"
/// and "notify::geometry": a scale set in the desktop's settings, `swaymsg output … scale 2`).
/// Under X11, GDK reads `GDK_SCALE` once at start, so a monitor's scale never changes there.
@MainActor
final class GTKMonitorWatch {
    private let display: OpaquePointer
    private let onChange: @MainActor () -> Void
    private var isWatching = false

    init(display: OpaquePointer, onChange: @escaping @MainActor () -> Void) {
        self.display = display
        self.onChange = onChange
    }

    /// The monitors as screens, in GDK's order (the first is `UIScreen.main`), each at the
    /// scale GDK gives it (`GDK_SCALE=2` under X11, the output's scale under Wayland). Without
    /// monitors (a display that reports none yet), an iPad-sized screen at scale 1.
    var screens: [PlatformScreen] { Self.screens(of: display) }

    static func screens(of display: OpaquePointer) -> [PlatformScreen] {
        guard let monitors = gdk_display_get_monitors(display) else { return [Self.fallbackScreen] }
        var screens: [PlatformScreen] = []
        for index in 0..<g_list_model_get_n_items(monitors) {
            guard let item = g_list_model_get_item(monitors, index) else { continue }
            let monitor = OpaquePointer(item)
            var geometry = GdkRectangle()
            gdk_monitor_get_geometry(monitor, &geometry)
            let name = gdk_monitor_get_connector(monitor).map { String(cString: $0) } ?? "display \(index)"
            // GDK gives the rate in millihertz, 0 where the display does not say (60 then).
            let millihertz = Int(gdk_monitor_get_refresh_rate(monitor))
            screens.append(PlatformScreen(identifier: name, size: CGSize(width: CGFloat(geometry.width), height: CGFloat(geometry.height)),
                                          scale: CGFloat(max(1, gdk_monitor_get_scale_factor(monitor))),
                                          refreshRate: millihertz > 0 ? (millihertz + 500) / 1000 : 60))
            g_object_unref(item)
        }
        return screens.isEmpty ? [Self.fallbackScreen] : screens
    }

    private static let fallbackScreen = PlatformScreen(identifier: "display", size: CGSize(width: 1366, height: 1024), scale: 1)

    func start() {
        guard !isWatching, let monitors = gdk_display_get_monitors(display) else { return }
        isWatching = true
        let me = Unmanaged.passUnretained(self).toOpaque()
        let itemsChanged: GLibSignals.ItemsChangedHandler = { _, _, _, _, data in
            guard let data else { return }
            let watch = Unmanaged<GTKMonitorWatch>.fromOpaque(data).takeUnretainedValue()
            MainActor.assumeIsolated {
                watch.watchEachMonitor()
                watch.onChange()
            }
        }
        GLibSignals.connect(monitors, "items-changed", itemsChanged, me)
        watchEachMonitor()
    }

    /// Connects to every monitor listed now, once each: a monitor's handlers go with it.
    private func watchEachMonitor() {
        guard let monitors = gdk_display_get_monitors(display) else { return }
        let me = Unmanaged.passUnretained(self).toOpaque()
        let changed: GLibSignals.NotifyHandler = { _, _, data in
            guard let data else { return }
            let watch = Unmanaged<GTKMonitorWatch>.fromOpaque(data).takeUnretainedValue()
            MainActor.assumeIsolated { watch.onChange() }
        }
        for index in 0..<g_list_model_get_n_items(monitors) {
            guard let item = g_list_model_get_item(monitors, index) else { continue }
            g_signal_handlers_disconnect_matched(item, G_SIGNAL_MATCH_DATA, 0, 0, nil, nil, me)
            GLibSignals.connect(item, "notify::scale-factor", changed, me)
            GLibSignals.connect(item, "notify::geometry", changed, me)
            g_object_unref(item)
        }
    }
}
