import Foundation

/// A scene's delegate: told when its scene connects, moves between foreground and
/// background, and disconnects (SCN-13, SCN-19 … SCN-21).
///
/// UIKit creates it from the configuration's `delegateClass`, so the protocol requires
/// `init()`: mark the class `final` (or give it a `required init()`); see docs/porting.md.
@preconcurrency @MainActor
public protocol UISceneDelegate: AnyObject {
    init()

    /// The scene is connecting. A window scene's delegate creates its window here
    /// (`UIWindow(windowScene:)`), gives it a root view controller and calls
    /// `makeKeyAndVisible()`; otherwise nothing is shown (V-35).
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// The last message before the scene and its windows are released (SCN-16).
    func sceneDidDisconnect(_ scene: UIScene)
    func sceneDidBecomeActive(_ scene: UIScene)
    func sceneWillResignActive(_ scene: UIScene)
    func sceneWillEnterForeground(_ scene: UIScene)
    func sceneDidEnterBackground(_ scene: UIScene)

    // MARK: State restoration (REST-03 … REST-05)

    /// The activity that captures the scene's state, asked for whenever UIKit saves the
    /// session: when the scene goes to the background, when its window closes and when the
    /// app quits. UIKit brings it up to date through the responders holding it (REST-02)
    /// and keeps a copy as `session.stateRestorationActivity`.
    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity?
    /// A reconnecting scene's saved activity, after `scene(_:willConnectTo:options:)`: the
    /// moment to restore what cannot be restored while the window is being built.
    func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity)
    /// An activity for a scene that is already connected: an app asked to activate this
    /// session with it (SCN-11), or the user dropped it on the scene's window.
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity)
    /// The scene's state-restoration activity was just brought up to date by the responders
    /// (and documents) holding it, before it is saved (REST-02).
    func scene(_ scene: UIScene, didUpdate userActivity: NSUserActivity)

    /// URLs for a scene that is already connected: the app, running, was launched again to
    /// open files or links; the frontmost scene gets them.
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
}

extension UISceneDelegate {
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
    public func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? { nil }
    public func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity) {}
    public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {}
    public func scene(_ scene: UIScene, didUpdate userActivity: NSUserActivity) {}
    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
}

/// The delegate of a window scene.
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's main window. With a storyboard (V-36) UIKit makes the window and sets this
    /// before `scene(_:willConnectTo:options:)`; a delegate that does not declare it is not told.
    var window: UIWindow? { get set }

    /// The user chose one of the app's quick actions (in the dock's or launcher's menu for the
    /// app) while it runs: sent to the frontmost scene. A quick action that launches the app is
    /// in `UIScene.ConnectionOptions.shortcutItem` instead.
    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                     completionHandler: @escaping (Bool) -> Void)

    /// The scene's size (its window was resized), orientation or traits (a size
    /// class, the desktop's dark style, a display of another scale) changed: called once the
    /// change is made, with what they were. The current ones are the scene's
    /// `coordinateSpace`, `interfaceOrientation` and `traitCollection`.
    func windowScene(_ windowScene: UIWindowScene, didUpdate previousCoordinateSpace: UICoordinateSpace,
                     interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation,
                     traitCollection previousTraitCollection: UITraitCollection)
}

extension UIWindowSceneDelegate {
    /// A delegate that declares no `window` (an optional property in UIKit) keeps none.
    public var window: UIWindow? {
        get { nil }
        set {}
    }

    public func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                            completionHandler: @escaping (Bool) -> Void) {}

    public func windowScene(_ windowScene: UIWindowScene, didUpdate previousCoordinateSpace: UICoordinateSpace,
                            interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation,
                            traitCollection previousTraitCollection: UITraitCollection) {}
}
