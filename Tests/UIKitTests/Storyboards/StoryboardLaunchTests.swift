import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A scene configuration naming a storyboard (`UISceneStoryboardFile`).
final class StoryboardSceneAppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Storyboard", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = StoryboardSceneDelegate.self
        configuration.storyboard = UIStoryboard(name: "Main", bundle: StoryboardFixtures.bundle)
        return configuration
    }
}

final class StoryboardSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    static var seenAtConnect: (window: UIWindow?, root: UIViewController?, visible: Bool)?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        Self.seenAtConnect = (window, window?.rootViewController, window.map { !$0.isHidden } ?? false)
    }
}

/// A storyboard scene whose delegate replaces the storyboard's window with its own.
final class ReplacingSceneAppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Replacing", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = ReplacingSceneDelegate.self
        configuration.storyboard = UIStoryboard(name: "Main", bundle: StoryboardFixtures.bundle)
        return configuration
    }
}

final class ReplacingSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    static weak var storyboardWindow: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        Self.storyboardWindow = window
        guard let windowScene = scene as? UIWindowScene else { return }
        let own = UIWindow(windowScene: windowScene)
        own.rootViewController = UIViewController()
        own.makeKeyAndVisible()
        window = own
    }
}

/// An app without scenes whose Info.plist names a main storyboard (`UIMainStoryboardFile`).
final class MainStoryboardAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    static var seenAtWillFinish: UIViewController?

    static var mainStoryboardFile: String? { "Fixtures/Main" }

    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        Self.seenAtWillFinish = window?.rootViewController
        return true
    }
}

@MainActor
@Suite("Launching from a storyboard", .serialized, .exclusiveUIKit)
struct StoryboardLaunchTests {
    @Test("V-34 V-36 SCN-10 the window and its root exist when the scene delegate hears, and show without its help")
    func sceneStoryboard() throws {
        StoryboardSceneDelegate.seenAtConnect = nil
        let screen = HeadlessScreen(size: CGSize(width: 1024, height: 768), scale: 1)
        screen.launchApplication(delegateClass: StoryboardSceneAppDelegate.self)
        defer { screen.endApplication() }
        let seen = try #require(StoryboardSceneDelegate.seenAtConnect)
        #expect(seen.window != nil)
        #expect(seen.root is UINavigationController)
        #expect(!seen.visible)
        let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
        let window = try #require((scene.delegate as? StoryboardSceneDelegate)?.window)
        #expect(window.windowScene === scene)
        screen.presentFrame()
        #expect(screen.isShowing(window))
        #expect(window.isKeyWindow)
        #expect((window.rootViewController as? UINavigationController)?.topViewController is FruitListController)
    }

    @Test("V-36 a scene delegate that makes its own window keeps the storyboard's hidden")
    func delegateReplacesWindow() throws {
        let screen = HeadlessScreen(size: CGSize(width: 1024, height: 768), scale: 1)
        screen.launchApplication(delegateClass: ReplacingSceneAppDelegate.self)
        defer { screen.endApplication() }
        screen.presentFrame()
        let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
        let own = try #require((scene.delegate as? ReplacingSceneDelegate)?.window)
        #expect(own.isKeyWindow)
        #expect(screen.isShowing(own))
        #expect(ReplacingSceneDelegate.storyboardWindow?.isHidden == true)
    }

    @Test("V-34 an app without scenes: the main storyboard's window and root exist before willFinishLaunching")
    func mainStoryboard() throws {
        MainStoryboardAppDelegate.seenAtWillFinish = nil
        let screen = HeadlessScreen(size: CGSize(width: 1024, height: 768), scale: 1)
        let application = screen.launchApplication(delegateClass: MainStoryboardAppDelegate.self)
        defer { screen.endApplication() }
        #expect(MainStoryboardAppDelegate.seenAtWillFinish is UINavigationController)
        let window = try #require((application.delegate as? MainStoryboardAppDelegate)?.window)
        screen.presentFrame()
        #expect(screen.isShowing(window))
    }
}
