import CCairo
import Foundation
import QuartzCore
import SlatePlatform
import UIKit

/// A virtual display for tests: a screen of any size and scale, a virtual clock, and frames
/// you can inspect or compare with golden images.
///
/// Creating one makes it UIKit's host: `UIScreen.main` is this screen, and windows made
/// visible (`makeKeyAndVisible()`) appear on it. Animations and display links left running
/// on earlier screens stop asking for frames. `rootLayer` offers a bare layer tree covering
/// the screen, for tests below UIKit.
///
/// Everything is deterministic: time moves only through `advance(by:)` and `runLoopTurn()`.
@MainActor
public final class HeadlessScreen {
    let host: HeadlessHost

    /// The desktop around the app: other applications to drag to and from.
    package var desktop: HeadlessDesktop { host.desktop }
    /// Which window each finger went down in.
    var fingerWindows: [Int: HeadlessWindow] = [:]
    /// The window the pointer is over.
    var pointerWindow: HeadlessWindow?
    /// Buttons held down: while any is, the window pressed in keeps the pointer (the window
    /// system's implicit grab), even outside it.
    var pressedButtons: Set<Int> = []

    /// A screen of `size` points at `scale` pixels per point (default: a 12.9-inch iPad Pro in
    /// landscape). `safeAreaInsets` are given to the windows shown on it.
    public init(size: CGSize = CGSize(width: 1366, height: 1024), scale: CGFloat = 2, safeAreaInsets: UIEdgeInsets = .zero) {
        host = HeadlessHost(screens: [PlatformScreen(identifier: "headless", size: size, scale: scale)])
        self.safeAreaInsets = safeAreaInsets
        FrameScheduler.forgetEarlierDisplays()
        ScrollViewTracking.forgetAll()
        activate()
    }

    /// Makes this screen UIKit's host again (when a test uses several).
    public func activate() {
        TestInterleavingCheck.noteCall()
        host.install()
        UIKitHost.install(host, adoptingShownWindows: false)
    }

    public var size: CGSize { host.screens[0].size }
    public var scale: CGFloat { host.screens[0].scale }
    public let safeAreaInsets: UIEdgeInsets

    /// A layer tree covering the screen, for tests of layers alone.
    public private(set) lazy var rootLayer: CALayer = {
        let layer = CALayer.withoutActions()
        layer.bounds = CGRect(origin: .zero, size: size)
        layer.position = CGPoint(x: size.width / 2, y: size.height / 2)
        layer.contentsScale = scale
        _ = host.openWindow(PlatformWindowRequest(rootLayer: layer, size: size, screen: host.screens[0]))
        return layer
    }()

    /// Rotates or resizes the screen (windows that filled it follow).
    public func setSize(_ newSize: CGSize) {
        var screen = host.screens[0]
        screen.size = newSize
        replaceScreen(screen)
    }

    /// Changes the screen's scale live, as a desktop's monitor scale changes (`swaymsg output
    /// … scale 2`): `UIScreen.main.scale` follows, and every window on the screen re-renders at
    /// the new scale, its views and controllers hearing the `displayScale` trait change.
    /// Nothing happens when the scale stays.
    public func setScale(_ newScale: CGFloat) {
        precondition(newScale > 0 && newScale.isFinite, "HeadlessScreen.setScale(_:) needs a positive scale, not \(newScale)")
        activate()
        var screen = host.screens[0]
        screen.scale = newScale
        host.setScreen(screen)
    }

    /// Plugs in another display named `identifier`, of `size` points at `scale`, refreshing
    /// `refreshRate` times a second: `UIScreen.screens` lists it and
    /// `UIScreen.didConnectNotification` is posted with it.
    public func connectScreen(identifier: String, size: CGSize, scale: CGFloat = 1, refreshRate: Int = 60) {
        precondition(identifier != host.screens[0].identifier, "HeadlessScreen.connectScreen(identifier:…) needs a name other than the main screen's")
        activate()
        host.connectScreen(PlatformScreen(identifier: identifier, size: size, scale: scale, refreshRate: refreshRate))
    }

    /// Unplugs the display named `identifier` (not the main screen):
    /// `UIScreen.didDisconnectNotification` is posted with it.
    public func disconnectScreen(identifier: String) {
        activate()
        host.disconnectScreen(identifier: identifier)
    }

    /// Changes one window's scale live, as moving it to a monitor of another scale does: it
    /// re-renders at `newScale`, and it, its views and controllers hear the `displayScale`
    /// trait change; the screen (`UIScreen.main`) keeps its scale. Nothing happens when the
    /// scale stays, or for a window not shown on this screen.
    public func setScale(_ newScale: CGFloat, of window: UIWindow) {
        precondition(newScale > 0 && newScale.isFinite, "HeadlessScreen.setScale(_:of:) needs a positive scale, not \(newScale)")
        activate()
        host.windows.first { $0.rootLayer === window.layer }?.setScale(newScale)
    }

    /// The appearance the system asks for: `.light` (the default) or `.dark`. Changing it
    /// delivers trait changes to every window and view, as switching the desktop's dark style
    /// does.
    public var userInterfaceStyle: UIUserInterfaceStyle {
        get { host.desktopSettings.prefersDarkAppearance ? .dark : .light }
        set { changeDesktopSettings { $0.prefersDarkAppearance = newValue == .dark } }
    }

    /// The text size the user chose (`.large` by default). Changing it delivers trait changes
    /// and posts `UIContentSizeCategory.didChangeNotification`, as the desktop's text scaling
    /// does.
    public var preferredContentSizeCategory: UIContentSizeCategory {
        get { UIContentSizeCategory(rawValue: host.desktopSettings.contentSizeCategory) }
        set { changeDesktopSettings { $0.contentSizeCategory = newValue.rawValue } }
    }

    /// Sets the desktop's text scaling factor (GNOME's `text-scaling-factor`, 1.0 by default):
    /// the text size becomes the content size category the GTK host would derive from it.
    public func setTextScalingFactor(_ factor: Double) {
        changeDesktopSettings { $0.contentSizeCategory = PlatformDesktopSettings.contentSizeCategory(forTextScalingFactor: factor) }
    }

    /// The desktop's contrast: `.high` when the user turned high contrast on (the trait
    /// `accessibilityContrast`, `UIAccessibility.isDarkerSystemColorsEnabled`). `.normal` by
    /// default.
    public var accessibilityContrast: UIAccessibilityContrast {
        get { host.desktopSettings.prefersHighContrast ? .high : .normal }
        set { changeDesktopSettings { $0.prefersHighContrast = newValue == .high } }
    }

    /// Whether the desktop's animations are off (`UIAccessibility.isReduceMotionEnabled`).
    /// False by default.
    public var isReduceMotionEnabled: Bool {
        get { host.desktopSettings.reducesMotion }
        set { changeDesktopSettings { $0.reducesMotion = newValue } }
    }

    /// Whether a middle click in editable text pastes the primary selection (GNOME's
    /// `gtk-enable-primary-paste`). True by default.
    public var middleClickPastes: Bool {
        get { host.desktopSettings.middleClickPastes }
        set { changeDesktopSettings { $0.middleClickPastes = newValue } }
    }

    /// Changes the desktop's settings the way a user does: the app hears the change through
    /// the host, as from GNOME, and only when a value changed.
    private func changeDesktopSettings(_ change: (inout PlatformDesktopSettings) -> Void) {
        activate()
        var settings = host.desktopSettings
        change(&settings)
        host.setDesktopSettings(settings)
    }

    private func replaceScreen(_ screen: PlatformScreen) {
        host.setScreen(screen)
        UIKitHost.install(host, adoptingShownWindows: false)
    }

    // MARK: Frames

    /// Commits pending changes, redraws what they damaged, and returns the screen: every
    /// visible window composited at its place (windows keep their own frame buffers).
    @discardableResult
    public func render() -> CGImage {
        presentFrame()
        return composite()
    }

    /// Commits pending changes and redraws what they damaged, without copying frames out.
    /// Returns the redrawn rectangles of the first window in device pixels.
    @discardableResult
    public func presentFrame() -> [CGRect] {
        activate()
        let presents = host.presentsFrames
        host.presentsFrames = true
        defer { host.presentsFrames = presents }
        for window in UIWindow.allVisible { window.hostSafeAreaInsets = safeAreaInsets }
        host.turnSynchronously()
        return host.windows.first?.compositor.statistics.lastDamage ?? []
    }

    /// The frame of the window showing `window`.
    public func render(_ window: UIWindow) -> CGImage? {
        presentFrame()
        return host.windows.first { $0.rootLayer === window.layer }?.frame
    }

    private func composite() -> CGImage {
        let surface = ImageSurface(width: Int((size.width * scale).rounded(.up)), height: Int((size.height * scale).rounded(.up)))
        let cairo = surface.makeCairoContext()
        for window in host.windows {
            let frame = window.frame
            // A window of another scale (`setScale(_:of:)`) shows at its size in points.
            cairo_save(cairo)
            cairo_scale(cairo, Double(scale / window.scale), Double(scale / window.scale))
            cairo_set_source_surface(cairo, frame.surface.pointer, Double(window.origin.x * window.scale), Double(window.origin.y * window.scale))
            cairo_paint(cairo)
            cairo_restore(cairo)
        }
        cairo_destroy(cairo)
        surface.flush()
        return CGImage(surface: surface)
    }

    /// Whether turns present frames (see `HeadlessHost.presentsFrames`); `render()` always does.
    var presentsFrames: Bool {
        get { host.presentsFrames }
        set { host.presentsFrames = newValue }
    }

    /// The device-pixel rectangles the last frame of the first window redrew.
    public var lastFrameDamage: [CGRect] { host.windows.first?.compositor.statistics.lastDamage ?? [] }

    /// Device pixels redrawn by the last frame of the first window.
    public var pixelsRedrawnInLastFrame: Int { host.windows.first?.compositor.statistics.damagedPixels ?? 0 }

    /// How many layers the last frame of the first window drew.
    public var layersDrawnInLastFrame: Int { host.windows.first?.compositor.statistics.layersDrawn ?? 0 }

    // MARK: Time

    /// The virtual time in seconds (also `CACurrentMediaTime()`).
    public var currentTime: TimeInterval { host.currentTime }

    /// Moves the virtual clock forward, firing UIKit's timers in order and rendering.
    public func advance(by seconds: TimeInterval) {
        activate()
        host.advance(by: seconds)
    }

    /// The desktop clipboard as other applications see it: items of type identifier → data.
    public var clipboardItems: [[String: Data]] {
        get { host.clipboard.readItems() }
        set { host.clipboard.writeItems(newValue) }
    }

    /// The desktop's primary selection as other applications see it (the text last selected,
    /// which a middle click pastes): nil when it holds no text. Setting it is another
    /// application selecting text.
    public var primarySelectionText: String? {
        get {
            guard let primary = host.primarySelection,
                  let data = primary.readItems().first?["public.utf8-plain-text"] else { return nil }
            return String(decoding: data, as: UTF8.self)
        }
        set {
            host.primarySelection?.writeItems(newValue.map { [["public.utf8-plain-text": Data($0.utf8)]] } ?? [])
        }
    }

    /// Advances the clock a frame at a time until no animation is moving, then runs what their
    /// completions scheduled. Returns false if animations still move after `timeout` seconds
    /// (a repeating animation never settles).
    @discardableResult
    public func runUntilAnimationsSettle(timeout: TimeInterval = 10) -> Bool {
        activate()
        let deadline = host.currentTime + timeout
        // First a turn: work that waits for the end of it (a popover presentation waiting for
        // its anchor) starts its animations.
        host.advance(by: 0)
        // Animations and display links (a scroll view's glide runs on one).
        while FrameScheduler.needsFrames {
            guard host.currentTime < deadline else { return false }
            host.advance(by: FrameScheduler.frameInterval)
        }
        host.advance(by: 0)
        return true
    }

    /// One run-loop turn: lets main-actor work queued so far run (`DispatchQueue.main`,
    /// `Task { @MainActor }`), then commits and renders.
    public func runLoopTurn() async {
        activate()
        await host.turn()
    }

    /// Writes the current screen as a PNG.
    public func writePNG(to url: URL) throws {
        guard let data = render().pngData() else { throw CocoaError(.fileWriteUnknown) }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }
}

extension UIWindow {
    static var allVisible: [UIWindow] { allWindows.filter { !$0.isHidden } }
}
