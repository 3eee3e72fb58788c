import Foundation
import Testing
import UIKit
import UIKitTesting

/// The launch sequence and scene lifecycles, through `UIApplicationMain`'s own launch on a
/// headless screen. Each test is synchronous, so the launched app is the only one.
@MainActor
@Suite("Launch and scene lifecycle", .serialized, .exclusiveUIKit)
struct SceneLifecycleTests {
    private func launch(_ delegateClass: UIApplicationDelegate.Type = SceneAppDelegate.self,
                        principalClass: UIApplication.Type? = nil) -> (HeadlessScreen, UIApplication) {
        LaunchLog.reset()
        let screen = HeadlessScreen(size: CGSize(width: 1024, height: 768), scale: 1)
        let application = screen.launchApplication(delegateClass: delegateClass, principalClass: principalClass)
        return (screen, application)
    }

    private var windowScene: UIWindowScene? {
        UIApplication.shared.connectedScenes.first as? UIWindowScene
    }

    @Test("V-34 SCN-06 SCN-19 SCN-24 cold launch: app delegate, scene, window, foreground, active, then the root appears")
    func coldLaunchOrder() {
        let (screen, application) = launch()
        defer { screen.endApplication() }
        #expect(UIApplication.shared === application)
        screen.presentFrame()
        #expect(LaunchLog.log.entries.filter { !$0.contains("traitCollectionDidChange") } == [
            "app.init",
            "app.willFinishLaunching delegate=true",
            "app.didFinishLaunching",
            "app.configurationForConnecting scene=nil",
            "scene.delegateInit",
            "scene.willConnectTo state=-1",
            "scene.madeWindow",
            "scene.sceneWillEnterForeground",
            "root.viewDidLoad",
            "root.viewWillAppear",
            "scene.sceneDidBecomeActive",
            "root.viewIsAppearing",
            "root.viewWillLayoutSubviews",
            "root.viewDidLayoutSubviews",
            "root.viewDidAppear",
        ])
        #expect(application.applicationState == .active)
        #expect(windowScene?.activationState == .foregroundActive)
    }

    @Test("UIScene.open(_:options:completionHandler:) hands a URL to the desktop as the application does; universal links only opens nothing")
    func sceneOpensURLs() throws {
        let (screen, _) = launch()
        defer { screen.endApplication() }
        let scene = try #require(windowScene)
        let host = try #require(UIKitHost.current as? HeadlessHost)
        var results: [Bool] = []
        let universal = UIScene.OpenExternalURLOptions()
        #expect(!universal.universalLinksOnly)
        universal.universalLinksOnly = true
        scene.open(URL(string: "https://example.net")!, options: nil) { results.append($0) }
        scene.open(URL(string: "https://example.edu")!, options: universal) { results.append($0) }
        #expect(results.isEmpty, "on a later turn")
        screen.advance(by: 0.1)
        #expect(results == [true, false])
        #expect(host.openedURLs.last == URL(string: "https://example.net")!)
    }

    @Test("SCN-01 SCN-02 SCN-04 scene, session, delegate and window point at each other")
    func objectModel() throws {
        let (screen, application) = launch()
        defer { screen.endApplication() }
        let scene = try #require(windowScene)
        let delegate = try #require(scene.delegate as? LoggingSceneDelegate)
        let window = try #require(delegate.window)
        #expect(scene.session.scene === scene)
        #expect(scene.session.role == .windowApplication)
        #expect(scene.session.configuration.delegateClass == LoggingSceneDelegate.self)
        #expect(scene.session.configuration.name == "Default Configuration")
        #expect(!scene.session.persistentIdentifier.isEmpty)
        #expect(application.openSessions == [scene.session])
        #expect(application.connectedScenes.count == 1)
        #expect(scene.windows == [window])
        #expect(scene.keyWindow === window)
        #expect(window.windowScene === scene)
        #expect(window.frame == CGRect(x: 0, y: 0, width: 1024, height: 768))
        #expect(screen.isShowing(window))
    }

    @Test("RSP-03 a window's next responder is its scene, then the application, then the app delegate")
    func responderChainThroughScene() throws {
        let (screen, application) = launch()
        defer { screen.endApplication() }
        let scene = try #require(windowScene)
        let window = try #require((scene.delegate as? LoggingSceneDelegate)?.window)
        #expect(window.next === scene)
        #expect(scene.next === application)
        #expect(application.next === (application.delegate as? UIResponder))
    }

    @Test("V-35 a window made without its scene shows nothing in a scene-based app")
    func windowWithoutSceneIsNotShown() {
        let (screen, _) = launch()
        defer { screen.endApplication() }
        let stray = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        stray.rootViewController = LoggingViewController("stray", log: LaunchLog.log)
        stray.makeKeyAndVisible()
        screen.presentFrame()
        #expect(!screen.isShowing(stray))
        let appearance: Set = ["viewWillAppear", "viewIsAppearing", "viewDidAppear"]
        #expect(LaunchLog.log.entries(of: "stray").filter(appearance.contains) == [])
        stray.windowScene = windowScene
        #expect(screen.isShowing(stray))
        #expect(LaunchLog.log.entries(of: "stray").contains("viewWillAppear"))
    }

    @Test("V-35 a scene delegate that makes no window leaves the scene connected and nothing on screen")
    func sceneWithoutWindow() {
        LaunchLog.reset()
        LaunchLog.sceneDelegateShowsWindow = false
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 300), scale: 1)
        screen.launchApplication(delegateClass: SceneAppDelegate.self)
        defer { screen.endApplication() }
        #expect(windowScene?.windows.isEmpty == true)
        #expect(windowScene?.activationState == .foregroundActive)
        #expect(screen.presentFrame().isEmpty)
    }

    @Test("SCN-07 the configuration's delegateClass is created; a class that is no scene delegate is refused by name")
    func configurationDelegateClass() {
        var failure: String?
        UIKitFailure.handler = { failure = $0 }
        defer { UIKitFailure.handler = nil }
        let (screen, _) = launch(MisconfiguredAppDelegate.self)
        defer { screen.endApplication() }
        #expect(failure?.contains("UISceneConfiguration.delegateClass") == true)
        #expect(failure?.contains("UISceneDelegate") == true)
    }

    @Test("UIApplicationMain's principal class becomes UIApplication.shared")
    func principalClass() {
        let (screen, application) = launch(principalClass: CustomApplication.self)
        defer { screen.endApplication() }
        #expect(application is CustomApplication)
        #expect(UIApplication.shared === application)
    }

    @Test("SCN-20 LIFE-07 background and back: resign, background, foreground, active — and no appearance events")
    func backgroundAndForeground() throws {
        let (screen, application) = launch()
        defer { screen.endApplication() }
        screen.presentFrame()
        let scene = try #require(windowScene)
        LaunchLog.log.clear()
        screen.moveScene(scene, to: .background)
        #expect(application.applicationState == .background)
        screen.moveScene(scene, to: .foregroundActive)
        screen.presentFrame()
        #expect(LaunchLog.log.entries.filter { !$0.contains("Layout") } == [
            "scene.sceneWillResignActive",
            "scene.sceneDidEnterBackground",
            "scene.sceneWillEnterForeground",
            "scene.sceneDidBecomeActive",
        ])
        #expect(application.applicationState == .active)
    }

    @Test("SCN-18 the app's state is its most awake scene's")
    func applicationStateFollowsScenes() throws {
        let (screen, application) = launch()
        defer { screen.endApplication() }
        let scene = try #require(windowScene)
        #expect(application.applicationState == .active)
        screen.moveScene(scene, to: .foregroundInactive)
        #expect(scene.activationState == .foregroundInactive)
        #expect(application.applicationState == .inactive)
        screen.moveScene(scene, to: .background)
        #expect(application.applicationState == .background)
    }

    @Test("SCN-21 losing the desktop's focus makes the scene inactive, not background; regaining it makes it active")
    func focusIsTransientInactivity() throws {
        let (screen, _) = launch()
        defer { screen.endApplication() }
        let scene = try #require(windowScene)
        let window = try #require(scene.windows.first)
        LaunchLog.log.clear()
        screen.setFocused(false, window: window)
        #expect(scene.activationState == .foregroundInactive)
        screen.setFocused(true, window: window)
        #expect(LaunchLog.log.entries == ["scene.sceneWillResignActive", "scene.sceneDidBecomeActive"])
    }

    @Test("SCN-23 scene-based apps hear activation from the scene delegate only; app notifications still post")
    func appDelegateCallbacksSuppressed() throws {
        let posted = LaunchLog.log
        let center = NotificationCenter.default
        let names: [Notification.Name] = [UIApplication.didBecomeActiveNotification, UIApplication.willResignActiveNotification,
                                          UIApplication.didEnterBackgroundNotification, UIApplication.willEnterForegroundNotification]
        let observers = names.map { name in center.addObserver(forName: name, object: nil, queue: nil) { note in
            let name = note.name.rawValue
            MainActor.assumeIsolated { posted.add(name) }
        } }
        defer { observers.forEach(center.removeObserver) }
        let (screen, _) = launch()
        defer { screen.endApplication() }
        let scene = try #require(windowScene)
        screen.moveScene(scene, to: .background)
        screen.moveScene(scene, to: .foregroundActive)
        #expect(!LaunchLog.log.entries.contains { $0.hasPrefix("app.application") })
        #expect(posted.entries.filter { $0.hasPrefix("UIApplication") } == ["UIApplicationDidBecomeActiveNotification", "UIApplicationWillResignActiveNotification",
                           "UIApplicationDidEnterBackgroundNotification", "UIApplicationWillEnterForegroundNotification",
                           "UIApplicationDidBecomeActiveNotification"])
    }

    @Test("SCN-23 an app without scenes gets the app-delegate callbacks, and its launch window joins the one scene")
    func legacyApp() throws {
        let (screen, application) = launch(LegacyAppDelegate.self)
        defer { screen.endApplication() }
        screen.presentFrame()
        let delegate = try #require(application.delegate as? LegacyAppDelegate)
        let window = try #require(delegate.window)
        #expect(window.windowScene === windowScene)
        #expect(screen.isShowing(window))
        let scene = try #require(windowScene)
        screen.moveScene(scene, to: .background)
        screen.moveScene(scene, to: .foregroundActive)
        #expect(LaunchLog.log.entries.filter { $0.hasPrefix("app.") } == [
            "app.didFinishLaunching",
            "app.applicationDidBecomeActive",
            "app.applicationWillResignActive",
            "app.applicationDidEnterBackground",
            "app.applicationWillEnterForeground",
            "app.applicationDidBecomeActive",
        ])
        let later = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(later.windowScene === scene)
    }

    @Test("SCN-25 closing the only window: resign, disconnect, discard, terminate — QUIRK emulated: no didEnterBackground")
    func closingTheOnlyWindow() throws {
        let (screen, application) = launch()
        defer { screen.endApplication() }
        screen.presentFrame()
        let scene = try #require(windowScene)
        let window = try #require(scene.windows.first)
        LaunchLog.log.clear()
        screen.clickCloseButton(of: window)
        #expect(LaunchLog.log.entries == [
            "scene.sceneWillResignActive",
            "scene.sceneDidDisconnect",
            "app.didDiscardSceneSessions 1",
            "app.applicationWillTerminate",
        ])
        #expect(!screen.isShowing(window))
        #expect(application.connectedScenes.isEmpty)
        #expect(application.openSessions.isEmpty)
        #expect(scene.session.scene == nil)
        #expect(scene.activationState == .unattached)
    }

    @Test("SCN-12 SCN-14 SCN-16 destroying a session: resign, background, disconnect (last message), discard")
    func requestedDestruction() throws {
        let (screen, application) = launch()
        defer { screen.endApplication() }
        screen.presentFrame()
        let scene = try #require(windowScene)
        let session = scene.session
        weak let sceneDelegate = scene.delegate as? LoggingSceneDelegate
        LaunchLog.log.clear()
        application.requestSceneSessionDestruction(session, options: nil)
        #expect(LaunchLog.log.entries.isEmpty, "the window first leaves with its dismissal animation")
        screen.advance(by: 0.35)
        #expect(LaunchLog.log.entries == [
            "scene.sceneWillResignActive",
            "scene.sceneDidEnterBackground",
            "scene.sceneDidDisconnect",
            "app.didDiscardSceneSessions 1",
            "app.applicationWillTerminate",
        ])
        #expect(scene.delegate == nil)
        #expect(sceneDelegate == nil)
        var error: Error?
        application.requestSceneSessionDestruction(session, options: nil) { error = $0 }
        #expect(error != nil)
    }

    @Test("Scene title and size restrictions reach the native window")
    func titleAndMinimumSize() throws {
        LaunchLog.reset()
        LaunchLog.sceneMinimumSize = CGSize(width: 320, height: 480)
        let screen = HeadlessScreen(size: CGSize(width: 1024, height: 768), scale: 1)
        screen.launchApplication(delegateClass: SceneAppDelegate.self)
        defer { screen.endApplication() }
        let scene = try #require(windowScene)
        let window = try #require(scene.windows.first)
        #expect(screen.hostWindowAttributes(of: window)?.title == "Launch Test")
        #expect(screen.hostWindowAttributes(of: window)?.minimumSize == CGSize(width: 320, height: 480))
        scene.title = "Renamed"
        scene.sizeRestrictions?.minimumSize = CGSize(width: 500, height: 500)
        #expect(screen.hostWindowAttributes(of: window)?.title == "Renamed")
        #expect(screen.hostWindowAttributes(of: window)?.minimumSize == CGSize(width: 500, height: 500))
    }

    @Test("SBAR-03 SBAR-04 the scene's status-bar manager reports what the key window's controllers ask for")
    func statusBarManager() throws {
        LaunchLog.reset()
        LaunchLog.makeRoot = { StatusBarRootController() }
        let screen = HeadlessScreen(size: CGSize(width: 1024, height: 768), scale: 1)
        screen.launchApplication(delegateClass: SceneAppDelegate.self)
        defer { screen.endApplication() }
        let manager = try #require(windowScene?.statusBarManager)
        #expect(manager.statusBarStyle == .lightContent)
        #expect(manager.isStatusBarHidden)
        #expect(manager.statusBarFrame == .zero)
    }
}

@MainActor
private final class StatusBarRootController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    override var prefersStatusBarHidden: Bool { true }
}
