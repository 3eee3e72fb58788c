import Foundation
import UIKit

/// A virtual display for tests: a screen of any size and scale with a root layer covering
/// it, a virtual clock, and frames you can inspect or compare with golden images.
///
/// Everything is deterministic: time moves only through `advance(by:)` and `runLoopTurn()`.
@MainActor
public final class HeadlessScreen {
    let host: HeadlessHost
    let window: HeadlessWindow

    /// The layer that fills the screen; add your layers to it.
    public let rootLayer: CALayer

    /// A screen of `size` points at `scale` pixels per point (default: a 12.9-inch iPad Pro in
    /// landscape).
    public init(size: CGSize = CGSize(width: 1366, height: 1024), scale: CGFloat = 2) {
        let screen = PlatformScreen(identifier: "headless", size: size, scale: scale)
        host = HeadlessHost(screens: [screen])
        rootLayer = CALayer()
        rootLayer.bounds = CGRect(origin: .zero, size: size)
        rootLayer.position = CGPoint(x: size.width / 2, y: size.height / 2)
        rootLayer.contentsScale = scale
        window = host.openWindow(PlatformWindowRequest(rootLayer: rootLayer, size: size, screen: screen)) as! HeadlessWindow
    }

    public var size: CGSize { window.size }
    public var scale: CGFloat { window.scale }

    /// Commits pending changes, redraws what they damaged and returns the frame.
    @discardableResult
    public func render() -> CGImage {
        presentFrame()
        return window.frame
    }

    /// Commits pending changes and redraws what they damaged, without copying the frame out.
    /// Returns the redrawn rectangles in device pixels (empty when nothing changed).
    @discardableResult
    public func presentFrame() -> [CGRect] {
        host.install()
        host.turnSynchronously()
        return window.compositor.statistics.lastDamage
    }

    /// The device-pixel rectangles the last frame redrew (empty when nothing changed).
    public var lastFrameDamage: [CGRect] { window.compositor.statistics.lastDamage }

    /// Device pixels redrawn by the last frame.
    public var pixelsRedrawnInLastFrame: Int { window.compositor.statistics.damagedPixels }

    /// How many layers the last frame drew.
    public var layersDrawnInLastFrame: Int { window.compositor.statistics.layersDrawn }

    /// The virtual time in seconds (also `CACurrentMediaTime()`).
    public var currentTime: TimeInterval { host.currentTime }

    /// Moves the virtual clock forward, firing UIKit's timers in order and rendering.
    public func advance(by seconds: TimeInterval) {
        host.install()
        host.advance(by: seconds)
    }

    /// One run-loop turn: lets main-actor work queued so far run (`DispatchQueue.main`,
    /// `Task { @MainActor }`), then commits and renders.
    public func runLoopTurn() async {
        host.install()
        await host.turn()
    }

    /// Writes the current frame as a PNG.
    public func writePNG(to url: URL) throws {
        try window.writePNG(to: url)
    }
}
