import Foundation

/// A scene's delegate: told when its scene connects, moves between foreground and
/// background, and disconnects (SCN-13, SCN-19 … SCN-21).
///
/// UIKit creates it from the configuration's `delegateClass`, so the protocol requires
/// `init()`: mark the class `final` (or give it a `required init()`); see docs/porting.md.
@MainActor
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
}

extension UISceneDelegate {
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
}

/// The delegate of a window scene.
@MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {}
