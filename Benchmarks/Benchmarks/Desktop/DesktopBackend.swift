import BenchmarkSupport

/// The display a Desktop benchmark runs on. Each benchmark runs in a process of its own, so a
/// row's process, the Gallery it starts and its in-process window are all on one backend.
enum DesktopBackend: CaseIterable {
    /// X11: Xvfb at 2732×2048 with `GDK_SCALE=2` (`VirtualDisplay`).
    case x11
    /// Wayland: headless sway with one 2732×2048 output at scale 2 (`HeadlessSway`).
    case wayland

    /// How the rows name it.
    var label: String {
        switch self {
        case .x11: "GTK on Xvfb"
        case .wayland: "GTK on sway/Wayland"
        }
    }

    /// Starts this process's display server (once) and points GTK at it.
    func ensure() {
        switch self {
        case .x11: VirtualDisplay.ensure()
        case .wayland: HeadlessSway.ensure()
        }
    }
}
