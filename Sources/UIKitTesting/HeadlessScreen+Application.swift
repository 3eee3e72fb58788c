import Foundation
import SlatePlatform
import UIKit

/// Launching an app on a headless screen, and the desktop's part in its scenes' lives:
/// closing a window, moving the focus, the system moving a scene to the background.
extension HeadlessScreen {
    /// Launches an app on this screen as `UIApplicationMain` does (V-34) — the application
    /// (of `principalClass`, or `UIApplication`), a delegate of `delegateClass`, and its first
    /// scene — and returns the application. Call `endApplication()` when done.
    ///
    /// With `sessionStoreDirectory` the app keeps its scene sessions there between launches,
    /// as a launched app keeps them under the XDG state directory: launching again with the
    /// same directory (in this process or another) reconnects every window that was open.
    ///
    /// `urls` are what the desktop launched the app to open: files opened with it in the file
    /// manager and links with its schemes, as the launch's arguments would give them.
    ///
    /// `arguments` are the rest of the launch's command line, read as `UIApplicationMain` reads
    /// it: `--slate-shortcut-item=<type>`, what a desktop entry's action launches, performs a
    /// quick action.
    @discardableResult
    public func launchApplication(delegateClass: UIApplicationDelegate.Type?, principalClass: UIApplication.Type? = nil,
                                  sessionStoreDirectory: URL? = nil, openingURLs urls: [URL] = [],
                                  arguments: [String] = []) -> UIApplication {
        activate()
        return UIApplication.launchWithoutRunLoop(principalClass: principalClass, delegateClass: delegateClass,
                                                  sessionStoreDirectory: sessionStoreDirectory, openingURLs: urls, arguments: arguments)
    }

    /// The desktop launches the running app again with `arguments` (a quick action from the
    /// dock's menu, `--slate-shortcut-item=<type>`; files; links): the launch hands what they ask
    /// for to this app as a second launch on Linux does, through what the launch-forwarding
    /// channel carries.
    public func launchAgain(withArguments arguments: [String]) {
        host.launchHandler?(UIApplication.forwardedLaunch(arguments: arguments))
    }

    /// The desktop launches the running app again to open `urls` (a file opened with it, a
    /// link with its scheme): the launch hands them to this app, as a second launch on Linux
    /// hands them to the running one.
    public func openURLs(fromDesktop urls: [URL]) {
        host.launchHandler?(urls)
    }

    /// Whether the app holds the desktop's idle off (`UIApplication.isIdleTimerDisabled`, in
    /// the foreground): the screen would not dim, blank or lock.
    public var isIdleInhibited: Bool { host.isIdleInhibited }
    /// What the app told the desktop while holding its idle off ("Gallery keeps the screen on").
    public var idleInhibitionReason: String { host.idleInhibitionReason }

    /// Forgets the launched app without telling it (its windows close), so that the next
    /// test starts with a fresh `UIApplication.shared`.
    public func endApplication() {
        UIApplication.endLaunchedApplication()
    }

    /// The user clicks the close button of the native window showing `window`.
    public func clickCloseButton(of window: UIWindow) {
        hostWindow(showing: window)?.requestClose()
    }

    /// The native window showing `window` gains the desktop's focus (which the focused
    /// window loses) or loses it to no window of the app.
    public func setFocused(_ isFocused: Bool, window: UIWindow) {
        guard let hostWindow = hostWindow(showing: window) else { return }
        if isFocused {
            host.focus(hostWindow)
        } else if host.focusedWindow === hostWindow {
            host.focus(nil)
        } else {
            hostWindow.setActive(false)
        }
    }

    /// Whether the native window showing `window` has the desktop's focus.
    public func isFocused(_ window: UIWindow) -> Bool {
        guard let hostWindow = hostWindow(showing: window) else { return false }
        return host.focusedWindow === hostWindow
    }

    /// The user minimises the native window showing `window`, or restores it.
    public func setMinimized(_ isMinimized: Bool, window: UIWindow) {
        hostWindow(showing: window)?.setMinimized(isMinimized)
    }

    /// The user resizes the native window showing `window` by its edge: the window manager
    /// keeps the size within the scene's size restrictions.
    public func dragWindowEdge(of window: UIWindow, toSize size: CGSize) {
        hostWindow(showing: window)?.userResize(to: size)
    }

    /// The system reclaims a background scene to save memory, keeping its session (SCN-03).
    public func reclaimScene(_ scene: UIScene) {
        UIApplication.shared.reclaimBackgroundScene(scene)
    }

    /// The desktop asks the app to quit (the user logging out, `SIGTERM`): every window's
    /// state is saved and the app terminates, keeping its sessions for the next launch.
    public func quitApplication() {
        UIApplication.shared.quit()
    }

    /// The system moves a scene to another activation state, as the iPad's app switcher,
    /// Dock or a minimized desktop window would.
    public func moveScene(_ scene: UIScene, to state: UIScene.ActivationState) {
        UIApplication.shared.simulateActivationState(state, of: scene)
    }

    /// Whether a native window shows `window`.
    public func isShowing(_ window: UIWindow) -> Bool {
        hostWindow(showing: window) != nil
    }

    /// The title and minimum size the native window showing `window` was given.
    public func hostWindowAttributes(of window: UIWindow) -> (title: String, minimumSize: CGSize)? {
        hostWindow(showing: window).map { ($0.title, $0.minimumSize) }
    }

    /// The largest size the native window showing `window` was given (zero: no limit).
    public func hostWindowMaximumSize(of window: UIWindow) -> CGSize? {
        hostWindow(showing: window)?.maximumSize
    }

    /// Whether the native window showing `window` has the host's title bar (see `UITitlebar`).
    public func hostWindowShowsTitlebar(_ window: UIWindow) -> Bool? {
        hostWindow(showing: window)?.showsTitlebar
    }

    package func hostWindow(showing window: UIWindow) -> HeadlessWindow? {
        host.windows.first { $0.rootLayer === window.layer }
    }
}

extension HeadlessScreen {
    /// Sends the launched application a memory warning, as the iOS Simulator's Debug ▸
    /// Simulate Memory Warning does: the app delegate, the notification, every view controller.
    public func simulateMemoryWarning() {
        host.simulateMemoryPressure()
    }
}
