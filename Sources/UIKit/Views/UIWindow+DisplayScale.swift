import Foundation

/// A desktop window has the scale of the monitor it is on, which may differ from the main
/// screen's and change while it shows (moved to another monitor, or the monitor's scale
/// changed): as a Mac Catalyst window's `traitCollection.displayScale` follows its display.
extension UIWindow {
    /// Pixels per point where the window shows: its native window's scale, else (not shown on
    /// a host) its screen's.
    var displayScale: CGFloat { platformWindow?.scale ?? screen.scale }

    /// The native window's scale changed (or the window came to or left a host of another
    /// scale): every view's layer takes the new scale, so what draws itself (labels, text,
    /// drawn views) redraws crisp, and the window, its views and controllers hear the
    /// `displayScale` trait change.
    func displayScaleDidChange() {
        updateContentsScale(displayScale)
        traitInputsDidChange()
        windowScene?.geometryMayHaveChanged()
    }
}
