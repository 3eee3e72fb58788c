import Foundation
import SlatePlatform

/// A display.
///
/// `bounds` follow the interface orientation: a landscape iPad's screen is wider than tall
/// (spec V-26). `fixedCoordinateSpace` is the device's portrait-up space, which never
/// rotates (V-25). Slate treats a landscape screen as landscape-right (the device turned
/// counterclockwise), so the interface's top-left is the portrait top-right.
@preconcurrency @MainActor
open class UIScreen: NSObject, UITraitEnvironment {
    private(set) var platform: PlatformScreen
    private var cachedTraits: UITraitCollection?

    init(platform: PlatformScreen) {
        self.platform = platform
        super.init()
    }

    // MARK: Screens

    private static var known: [String: UIScreen] = [:]

    static func screen(for platform: PlatformScreen) -> UIScreen {
        if let existing = known[platform.identifier] {
            existing.update(platform)
            return existing
        }
        let screen = UIScreen(platform: platform)
        known[platform.identifier] = screen
        return screen
    }

    /// The host's first screen (a 12.9-inch iPad in landscape when there is no host).
    open class var main: UIScreen {
        screen(for: UIKitHost.current?.screens.first ?? UIKitHost.defaultScreen)
    }

    open class var screens: [UIScreen] {
        (UIKitHost.current?.screens ?? [UIKitHost.defaultScreen]).map(screen(for:))
    }

    /// The screens the host has now, by identifier, in its order: those whose arrival or
    /// departure is posted.
    private static var connected: [String] = []

    /// Takes the current host's screens, and listens for their changes (a monitor's scale
    /// changed live, one plugged in or out): `UIScreen.main` follows the host's first screen.
    /// A new host's screens are taken as they are, without notifications.
    static func hostDidChange() {
        guard let host = UIKitHost.current else { return }
        if host.screensHandler == nil {
            host.screensHandler = { [weak host] _ in
                // A host that is no longer UIKit's (a test's earlier screen) speaks for nobody.
                guard let host, UIKitHost.current === host else { return }
                hostScreensDidChange(notifying: true)
            }
        }
        hostScreensDidChange(notifying: false)
    }

    private static func hostScreensDidChange(notifying: Bool) {
        let screens = UIKitHost.current?.screens ?? []
        // Image renderers without a screen at hand draw at the main screen's scale.
        if let main = screens.first { ScreenDefaults.mainScale = main.scale }
        for screen in screens { _ = self.screen(for: screen) }
        let previous = connected
        connected = screens.map(\.identifier)
        guard notifying else { return }
        let center = NotificationCenter.default
        for identifier in previous where !connected.contains(identifier) {
            if let screen = known[identifier] { center.post(name: didDisconnectNotification, object: screen) }
        }
        for identifier in connected where !previous.contains(identifier) {
            if let screen = known[identifier] { center.post(name: didConnectNotification, object: screen) }
        }
    }

    /// The desktop's settings changed (`DesktopSettings`): every screen takes the new
    /// appearance, text size and contrast, and its windows hear the trait change.
    static func desktopSettingsDidChange() {
        for key in known.keys.sorted() { known[key]?.traitInputsDidChange() }
    }

    private func traitInputsDidChange() {
        let previous = traitCollection
        cachedTraits = nil
        guard previous != traitCollection else { return }
        traitCollectionDidChange(previous)
        for window in UIWindow.allWindows where window.screen === self { window.screenDidChange() }
    }

    /// Takes a new size or scale from the host (rotation, a HiDPI change).
    func update(_ newPlatform: PlatformScreen) {
        guard newPlatform != platform else { return }
        let previous = traitCollection
        let previousBounds = bounds
        let previousMode = modeSize
        platform = newPlatform
        cachedTraits = nil
        if previous != traitCollection {
            traitCollectionDidChange(previous)
        }
        for window in UIWindow.allWindows where window.screen === self {
            window.screenDidChange(previousBounds: previousBounds)
        }
        if self === UIScreen.main { UIDevice.current.screenDidChange() }
        // A new resolution, not a rotation (the mode is portrait-up).
        if modeSize != previousMode { NotificationCenter.default.post(name: Self.modeDidChangeNotification, object: self) }
    }

    // MARK: Geometry

    /// The screen in points, in the interface orientation.
    open var bounds: CGRect { CGRect(origin: .zero, size: platform.size) }

    /// The screen in pixels, portrait-up.
    open var nativeBounds: CGRect {
        let portrait = portraitSize
        return CGRect(x: 0, y: 0, width: portrait.width * platform.scale, height: portrait.height * platform.scale)
    }

    open var scale: CGFloat { platform.scale }
    open var nativeScale: CGFloat { platform.scale }

    /// The most frames a second the display shows: its refresh rate (GDK's for the monitor;
    /// 60 where it does not say, and on the headless host unless a test says otherwise).
    open var maximumFramesPerSecond: Int { platform.refreshRate }

    var portraitSize: CGSize {
        CGSize(width: min(platform.size.width, platform.size.height), height: max(platform.size.width, platform.size.height))
    }

    var isLandscape: Bool { platform.size.width > platform.size.height }

    /// The interface-oriented space, origin at the interface's top-left.
    open private(set) lazy var coordinateSpace: UICoordinateSpace = ScreenCoordinateSpace(screen: self, fixed: false)

    /// The portrait-up space, origin at the device's physical top-left whatever the rotation.
    open private(set) lazy var fixedCoordinateSpace: UICoordinateSpace = ScreenCoordinateSpace(screen: self, fixed: true)

    /// Maps fixed (portrait) coordinates to interface coordinates.
    var fixedToInterface: CGAffineTransform {
        guard isLandscape else { return .identity }
        // Landscape-right: fixed (x, y) = (portraitWidth − y, x), so interface (x, y) = (fy, W − fx).
        let width = portraitSize.width
        return CGAffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: width)
    }

    // MARK: Traits

    /// An iPad's traits: regular in both size classes, the screen's scale, the appearance, text
    /// size and contrast the desktop's settings give (light, the default size and normal
    /// contrast unless they say otherwise), left-to-right.
    open var traitCollection: UITraitCollection {
        if let cachedTraits { return cachedTraits }
        var traits = UITraitCollection.Traits()
        traits.userInterfaceIdiom = .pad
        traits.displayScale = platform.scale
        traits.horizontalSizeClass = .regular
        traits.verticalSizeClass = .regular
        let settings = DesktopSettings.current
        traits.userInterfaceStyle = settings.prefersDarkAppearance ? .dark : .light
        traits.layoutDirection = .leftToRight
        traits.preferredContentSizeCategory = UIContentSizeCategory(rawValue: settings.contentSizeCategory)
        traits.displayGamut = .SRGB
        traits.forceTouchCapability = .unavailable
        traits.accessibilityContrast = settings.prefersHighContrast ? .high : .normal
        traits.userInterfaceLevel = .base
        traits.legibilityWeight = .regular
        traits.activeAppearance = .active
        let collection = UITraitCollection(traits: traits)
        cachedTraits = collection
        return collection
    }

    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
}

/// One of a screen's two coordinate spaces.
@MainActor
final class ScreenCoordinateSpace: ScreenRelativeCoordinateSpace {
    private unowned let screen: UIScreen
    private let fixed: Bool

    init(screen: UIScreen, fixed: Bool) {
        self.screen = screen
        self.fixed = fixed
    }

    var bounds: CGRect {
        fixed ? CGRect(origin: .zero, size: screen.portraitSize) : screen.bounds
    }

    var transformToScreen: CGAffineTransform { fixed ? screen.fixedToInterface : .identity }
}

/// Objects that carry a trait collection and hear when it changes (spec TRAIT-01).
@preconcurrency @MainActor
public protocol UITraitEnvironment: AnyObject {
    var traitCollection: UITraitCollection { get }
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}
