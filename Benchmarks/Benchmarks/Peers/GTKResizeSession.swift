import BenchmarkSupport
import CGtkPeer
import GTKPeerPages

/// `ResizeSession`'s twin in GTK4: the settings page in GTK widgets (`GTKSettingsPage`) in a
/// presented 1366×1024 window, resized a step at a time exactly as Slate's GTK host resizes its
/// window (the X server is asked; GTK follows the ConfigureNotify, lays out and paints).
@MainActor
final class GTKResizeSession {
    static let shared = GTKResizeSession()
    let window: GTKPeerWindow
    /// Steps taken so far (the harness calls the benchmark once per step).
    var step = 0

    private init() {
        precondition(GTKConstraintGrid.isAvailable, "GTKResizeSession: GTK could not start (no display?)")
        window = GTKPeerWindow(title: "Settings", child: GTKSettingsPage.make())
        window.runUntilNextPaint(timeout: 10)
    }

    /// One step of the drag: the next width, and the paint that shows it.
    func nextStep() -> Bool {
        step += 1
        window.resize(width: Int(ResizeSession.width(atStep: step)), height: 1024)
        return window.runUntilNextPaint()
    }
}
