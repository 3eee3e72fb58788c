import CoreGraphics
import Foundation

extension UIAccessibility {
    /// What an app tells the screen reader (`post(notification:argument:)`).
    public struct Notification: RawRepresentable, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// A new screen appeared; the argument is the element to read first, or a string to say.
        public static let screenChanged = Notification(rawValue: 1000)
        /// Part of the screen changed; the argument is the element to move to, or a string to say.
        public static let layoutChanged = Notification(rawValue: 1001)
        /// The argument, a string, is to be said.
        public static let announcement = Notification(rawValue: 1008)
        /// A scroll by pages finished; the argument says where ("Page 2 of 5").
        public static let pageScrolled = Notification(rawValue: 1009)
    }

    /// Tells the screen reader of `notification`. Nothing happens while none listens.
    @MainActor
    public static func post(notification: Notification, argument: Any?) {
        AccessibilityTreeSync.post(notification, argument: argument)
    }

    /// Whether a screen reader listens. On Linux: whether an AT-SPI screen reader (Orca) is
    /// running on the desktop.
    @MainActor
    public static var isVoiceOverRunning: Bool {
        UIKitHost.current?.isAssistiveTechnologyActive ?? false
    }

    /// Posted when a screen reader starts or stops listening.
    public static let voiceOverStatusDidChangeNotification = NSNotification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")

    /// `rect`, in `view`'s coordinates, in screen coordinates (for `accessibilityFrame`).
    @MainActor
    public static func convertToScreenCoordinates(_ rect: CGRect, in view: UIView) -> CGRect {
        let inWindow = view.convert(rect, to: nil)
        guard let window = view.window else { return inWindow }
        return inWindow.offsetBy(dx: window.frame.minX, dy: window.frame.minY)
    }

    /// `path`, in `view`'s coordinates, in screen coordinates (for `accessibilityPath`).
    @MainActor
    public static func convertToScreenCoordinates(_ path: UIBezierPath, in view: UIView) -> UIBezierPath {
        let origin = convertToScreenCoordinates(.zero, in: view).origin
        let converted = UIBezierPath()
        converted.append(path)
        converted.apply(CGAffineTransform(translationX: origin.x, y: origin.y))
        return converted
    }
}
