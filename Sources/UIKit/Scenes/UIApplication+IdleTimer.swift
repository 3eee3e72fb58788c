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

    /// Tells the host whether to hold the desktop's idle off (a host ignores a request that
    /// changes nothing).
    func updateIdleInhibition() {
        let inhibited = idleTimerDisabled && applicationState != .background
        UIKitHost.current?.setIdleInhibited(inhibited, reason: "\(Self.displayName) keeps the screen on")
    }
}
