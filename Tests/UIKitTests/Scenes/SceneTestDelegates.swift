import UIKit

/// What the launched app's objects report, in order. Scene tests are synchronous, so one
/// log serves the test that is running.
@MainActor
enum LaunchLog {
    static let log = EventLog()
    /// The root controller the scene delegate installs, made fresh for each launch.
    static var makeRoot: () -> UIViewController = { LoggingViewController("root", log: LaunchLog.log) }
    /// Whether `LoggingSceneDelegate` makes and shows a window in `willConnectTo`.
    static var sceneDelegateShowsWindow = true
    static var sceneMinimumSize: CGSize?

    static func reset() {
        log.clear()
        makeRoot = { LoggingViewController("root", log: LaunchLog.log) }
        sceneDelegateShowsWindow = true
        sceneMinimumSize = nil
    }
}

/// A scene-based app: its configuration names `LoggingSceneDelegate`.
final class SceneAppDelegate: UIResponder, UIApplicationDelegate {
    override init() {
        super.init()
        LaunchLog.log.add("app.init")
    }

    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        LaunchLog.log.add("app.willFinishLaunching delegate=\(application.delegate === self)")
        return true
    }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        LaunchLog.log.add("app.didFinishLaunching")
        return true
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        LaunchLog.log.add("app.configurationForConnecting scene=\(connectingSceneSession.scene == nil ? "nil" : "set")")
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = LoggingSceneDelegate.self
        return configuration
    }

    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        LaunchLog.log.add("app.didDiscardSceneSessions \(sceneSessions.count)")
    }

    func applicationDidBecomeActive(_ application: UIApplication) { LaunchLog.log.add("app.applicationDidBecomeActive") }
    func applicationWillResignActive(_ application: UIApplication) { LaunchLog.log.add("app.applicationWillResignActive") }
    func applicationDidEnterBackground(_ application: UIApplication) { LaunchLog.log.add("app.applicationDidEnterBackground") }
    func applicationWillEnterForeground(_ application: UIApplication) { LaunchLog.log.add("app.applicationWillEnterForeground") }
    func applicationWillTerminate(_ application: UIApplication) { LaunchLog.log.add("app.applicationWillTerminate") }
}

final class LoggingSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    override init() {
        super.init()
        LaunchLog.log.add("scene.delegateInit")
    }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        LaunchLog.log.add("scene.willConnectTo state=\(scene.activationState.rawValue)")
        guard LaunchLog.sceneDelegateShowsWindow, let windowScene = scene as? UIWindowScene else { return }
        windowScene.title = "Launch Test"
        if let size = LaunchLog.sceneMinimumSize { windowScene.sizeRestrictions?.minimumSize = size }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = LaunchLog.makeRoot()
        window.makeKeyAndVisible()
        LaunchLog.log.add("scene.madeWindow")
        self.window = window
    }

    func sceneWillEnterForeground(_ scene: UIScene) { LaunchLog.log.add("scene.sceneWillEnterForeground") }
    func sceneDidBecomeActive(_ scene: UIScene) { LaunchLog.log.add("scene.sceneDidBecomeActive") }
    func sceneWillResignActive(_ scene: UIScene) { LaunchLog.log.add("scene.sceneWillResignActive") }
    func sceneDidEnterBackground(_ scene: UIScene) { LaunchLog.log.add("scene.sceneDidEnterBackground") }
    func sceneDidDisconnect(_ scene: UIScene) { LaunchLog.log.add("scene.sceneDidDisconnect") }
}

/// An app without a scene manifest: it makes its window the pre-scene way.
final class LegacyAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        LaunchLog.log.add("app.didFinishLaunching")
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = LaunchLog.makeRoot()
        window.makeKeyAndVisible()
        self.window = window
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) { LaunchLog.log.add("app.applicationDidBecomeActive") }
    func applicationWillResignActive(_ application: UIApplication) { LaunchLog.log.add("app.applicationWillResignActive") }
    func applicationDidEnterBackground(_ application: UIApplication) { LaunchLog.log.add("app.applicationDidEnterBackground") }
    func applicationWillEnterForeground(_ application: UIApplication) { LaunchLog.log.add("app.applicationWillEnterForeground") }
}

final class CustomApplication: UIApplication {}

/// A configuration naming a class that is not a scene delegate.
final class MisconfiguredAppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
        configuration.delegateClass = UIView.self
        return configuration
    }
}
