import Foundation

extension UIApplication {
    /// Whether the screen is kept on: while true and the app is in the foreground, the desktop
    /// neither dims, blanks nor locks the screen for lack of input (the XDG portal's idle
    /// inhibition; see docs/porting.md). As on iOS the system honours it only while the app is
    /// in the foreground: when every window is minimised the screen idles again, and the
    /// inhibition comes back with a window. False by default.
    public var isIdleTimerDisabled: Bool {
        get { idleTimerDisabled }
        set {
            idleTimerDisabled = newValue
            updateIdleInhibition()
        }
    }

    /// Tells the host whether to hold the desktop's idle off: only what changed.
    func updateIdleInhibition() {
        let inhibited = idleTimerDisabled && applicationState != .background
        guard inhibited != isInhibitingIdle, let host = UIKitHost.current else { return }
        isInhibitingIdle = inhibited
        host.setIdleInhibited(inhibited, reason: "\(Self.displayName) keeps the screen on")
    }

    /// The app's name as the desktop shows it: the bundle's display name, else the executable's.
    static var displayName: String {
        for key in ["CFBundleDisplayName", "CFBundleName"] {
            if let name = Bundle.main.object(forInfoDictionaryKey: key) as? String, !name.isEmpty { return name }
        }
        return URL(fileURLWithPath: CommandLine.arguments.first ?? "app").lastPathComponent
    }
}
