import Foundation

/// A display's resolution: its size in pixels, portrait-up, and the shape of its pixels.
@preconcurrency @MainActor
open class UIScreenMode: NSObject {
    /// The display's size in pixels, portrait-up (as `UIScreen.nativeBounds`).
    open private(set) var size: CGSize
    /// A pixel's width over its height: 1, square pixels, on every display Slate knows.
    open private(set) var pixelAspectRatio: CGFloat = 1

    init(size: CGSize) {
        self.size = size
        super.init()
    }

    /// Two modes are equal when they have the same size and pixel shape.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIScreenMode else { return false }
        return other.size == size && other.pixelAspectRatio == pixelAspectRatio
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(size.width)
        hasher.combine(size.height)
        return hasher.finalize()
    }
}

/// Screens come and go (a monitor plugged in or out) and change resolution. The desktop, not the
/// app, chooses a monitor's mode: the current one is the only one offered.
extension UIScreen {
    /// Posted with the screen as the object when a display is connected (not for those there
    /// at launch).
    public static let didConnectNotification = Notification.Name("UIScreenDidConnectNotification")
    /// Posted with the screen as the object when a display is disconnected.
    public static let didDisconnectNotification = Notification.Name("UIScreenDidDisconnectNotification")
    /// Posted with the screen as the object when its resolution (`currentMode`) changes; a
    /// rotation keeps the mode.
    public static let modeDidChangeNotification = Notification.Name("UIScreenModeDidChangeNotification")

    /// The display's resolution now.
    public var currentMode: UIScreenMode? { UIScreenMode(size: modeSize) }

    /// The mode the display prefers: the one it has (the desktop sets a monitor's resolution).
    public var preferredMode: UIScreenMode? { currentMode }

    /// The modes an app may choose: the current one only (docs/porting.md).
    public var availableModes: [UIScreenMode] { currentMode.map { [$0] } ?? [] }

    /// The mode's size: pixels, portrait-up.
    var modeSize: CGSize { nativeBounds.size }
}
