import Foundation
import SlatePlatform
import UIKit
import UIKitGTK

/// A real display, for measurements and desktop tests: the GTK host on `DISPLAY` (or
/// `WAYLAND_DISPLAY`), driven one loop pass at a time instead of by `UIApplicationMain`.
///
/// Creating one makes it UIKit's host; windows made visible open native windows. There can
/// be one per process (GTK initialises once).
@MainActor
public final class DesktopDisplay {
    let host: GTKHost

    /// Opens the display; nil when there is none.
    public init?() {
        guard let host = GTKHost() else { return nil }
        self.host = host
        UIKitHost.current = host
    }

    /// Pixels per point of the display (`GDK_SCALE`).
    public var scale: CGFloat { host.screens.first?.scale ?? 1 }

    /// Frames GTK has drawn for `window` so far.
    public func drawnFrameCount(of window: UIWindow) -> Int {
        host.drawnFrameCount(ofWindowShowing: window.layer)
    }

    /// Runs the loop until GTK has drawn a new frame of `window`, or `timeout` passes.
    /// Returns whether a frame was drawn.
    @discardableResult
    public func runUntilNextFrame(of window: UIWindow, timeout: TimeInterval = 5) -> Bool {
        let start = drawnFrameCount(of: window)
        let deadline = Date(timeIntervalSinceNow: timeout)
        while drawnFrameCount(of: window) == start {
            guard Date() < deadline else { return false }
            host.iterate()
        }
        return true
    }

    /// Asks the desktop to resize `window`'s native window, as a user dragging its edge does:
    /// GTK allocates the new size and UIKit follows (size classes and all).
    public func resizeNativeWindow(of window: UIWindow, to size: CGSize) {
        host.resizeWindow(showing: window.layer, to: size)
    }

    /// The size the native window has now, in points.
    public func nativeSize(of window: UIWindow) -> CGSize? {
        host.size(ofWindowShowing: window.layer)
    }
}
