import Foundation
import SlatePlatform
import UIKit

/// Launching an app on a headless screen, and the desktop's part in its scenes' lives:
/// closing a window, moving the focus, the system moving a scene to the background.
extension HeadlessScreen {
    /// Launches an app on this screen as `UIApplicationMain` does (V-34) — the application
    /// (of `principalClass`, or `UIApplication`), a delegate of `delegateClass`, and its first
    /// scene — and returns the application. Call `endApplication()` when done.
    @discardableResult
    public func launchApplication(delegateClass: UIApplicationDelegate.Type?, principalClass: UIApplication.Type? = nil) -> UIApplication {
        activate()
        return UIApplication.launchWithoutRunLoop(principalClass: principalClass, delegateClass: delegateClass)
    }

    /// Forgets the launched app without telling it (its windows close), so that the next
    /// test starts with a fresh `UIApplication.shared`.
    public func endApplication() {
        UIApplication.endLaunchedApplication()
    }

    /// The user clicks the close button of the native window showing `window`.
    public func clickCloseButton(of window: UIWindow) {
        hostWindow(showing: window)?.requestClose()
    }

    /// The native window showing `window` gains or loses the desktop's focus.
    public func setFocused(_ isFocused: Bool, window: UIWindow) {
        hostWindow(showing: window)?.setActive(isFocused)
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

    private func hostWindow(showing window: UIWindow) -> HeadlessWindow? {
        host.windows.first { $0.rootLayer === window.layer }
    }
}
