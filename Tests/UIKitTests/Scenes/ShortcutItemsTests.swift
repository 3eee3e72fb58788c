import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// What the quick-action tests' apps hear, in order.
@MainActor
private enum ShortcutLog {
    static var entries: [String] = []
    static var finishLaunchingResult = true
    static var items: [UIApplicationShortcutItem] = []

    static func reset() {
        entries = []
        finishLaunchingResult = true
        items = []
    }
}

@MainActor
private let searchItem = UIApplicationShortcutItem(type: "com.example.notes.search", localizedTitle: "Search",
                                                   localizedSubtitle: "All notes", icon: UIApplicationShortcutIcon(type: .search),
                                                   userInfo: ["scope": NSString(string: "all")])
@MainActor
private let composeItem = UIApplicationShortcutItem(type: "com.example.notes.new", localizedTitle: "New Note")

/// A scene-based app with two static quick actions.
private final class ShortcutSceneAppDelegate: UIResponder, UIApplicationDelegate {
    static var applicationShortcutItems: [UIApplicationShortcutItem] { [searchItem, composeItem] }
    static var sceneManifest: UIApplicationSceneManifest? {
        UIApplicationSceneManifest(supportsMultipleScenes: true, sceneConfigurations: [.init(name: "Default", delegateClass: ShortcutSceneDelegate.self)])
    }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        ShortcutLog.entries.append("app.didFinishLaunching options=\(launchOptions == nil ? "nil" : "\(launchOptions!.count)")")
        return true
    }

    func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
                     completionHandler: @escaping (Bool) -> Void) {
        ShortcutLog.entries.append("app.performActionFor \(shortcutItem.type)")
        completionHandler(true)
    }
}

private final class ShortcutSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        ShortcutLog.entries.append("scene.willConnectTo shortcut=\(connectionOptions.shortcutItem?.type ?? "nil")")
        if let item = connectionOptions.shortcutItem { ShortcutLog.items.append(item) }
        guard let windowScene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = UIViewController()
        window?.makeKeyAndVisible()
    }

    func sceneDidBecomeActive(_ scene: UIScene) { ShortcutLog.entries.append("scene.didBecomeActive") }

    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        ShortcutLog.entries.append("scene.openURLContexts \(URLContexts.map(\.url.absoluteString).sorted())")
    }

    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                     completionHandler: @escaping (Bool) -> Void) {
        ShortcutLog.entries.append("scene.performActionFor \(shortcutItem.type) title=\(shortcutItem.localizedTitle) key=\(windowScene.windows.first?.isKeyWindow == true)")
        ShortcutLog.items.append(shortcutItem)
        completionHandler(true)
    }
}

/// An app without scenes with one static quick action.
private final class ShortcutClassicAppDelegate: UIResponder, UIApplicationDelegate {
    static var applicationShortcutItems: [UIApplicationShortcutItem] { [searchItem] }
    var window: UIWindow?

    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        ShortcutLog.entries.append("app.willFinishLaunching shortcut=\((launchOptions?[.shortcutItem] as? UIApplicationShortcutItem)?.type ?? "nil")")
        return true
    }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        ShortcutLog.entries.append("app.didFinishLaunching shortcut=\((launchOptions?[.shortcutItem] as? UIApplicationShortcutItem)?.type ?? "nil")")
        window = UIWindow()
        window?.rootViewController = UIViewController()
        window?.makeKeyAndVisible()
        return ShortcutLog.finishLaunchingResult
    }

    func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
                     completionHandler: @escaping (Bool) -> Void) {
        ShortcutLog.entries.append("app.performActionFor \(shortcutItem.type)")
        ShortcutLog.items.append(shortcutItem)
        completionHandler(true)
    }

    func applicationDidBecomeActive(_ application: UIApplication) { ShortcutLog.entries.append("app.didBecomeActive") }
}

/// Quick actions: the desktop entry's actions launch the app with `--slate-shortcut-item=<type>`,
/// or launch it again while it runs; UIKit hands the item over as iOS does.
@MainActor
@Suite("Quick actions (shortcut items)", .serialized, .exclusiveUIKit)
struct ShortcutItemsTests {
    private func screen() -> HeadlessScreen {
        HeadlessScreen(size: CGSize(width: 1024, height: 768), scale: 1)
    }

    @Test("A scene-based app launched from a quick action finds the item in its first scene's connection options; windowScene(_:performActionFor:) is not called at launch")
    func sceneLaunch() throws {
        ShortcutLog.reset()
        let screen = screen()
        screen.launchApplication(delegateClass: ShortcutSceneAppDelegate.self, arguments: ["--slate-shortcut-item=com.example.notes.search"])
        defer { screen.endApplication() }
        #expect(ShortcutLog.entries == [
            "app.didFinishLaunching options=nil",
            "scene.willConnectTo shortcut=com.example.notes.search",
            "scene.didBecomeActive",
        ])
        let item = try #require(ShortcutLog.items.first)
        #expect(item.localizedTitle == "Search")
        #expect(item.localizedSubtitle == "All notes")
        #expect(item.icon == UIApplicationShortcutIcon(type: .search))
        #expect((item.userInfo?["scope"] as? NSString) == NSString(string: "all"))
    }

    @Test("While a scene-based app runs, a second launch's quick action reaches the frontmost scene's windowScene(_:performActionFor:), whose window is key; no new scene connects")
    func sceneWhileRunning() throws {
        ShortcutLog.reset()
        let screen = screen()
        let application = screen.launchApplication(delegateClass: ShortcutSceneAppDelegate.self)
        defer { screen.endApplication() }
        ShortcutLog.entries = []
        screen.launchAgain(withArguments: ["--slate-shortcut-item=com.example.notes.new"])
        #expect(ShortcutLog.entries == ["scene.performActionFor com.example.notes.new title=New Note key=true"])
        #expect(application.connectedScenes.count == 1)
    }

    @Test("A second launch with a link and a quick action opens the link, then performs the action, in the same scene")
    func linkAndShortcut() {
        ShortcutLog.reset()
        let screen = screen()
        screen.launchApplication(delegateClass: ShortcutSceneAppDelegate.self)
        defer { screen.endApplication() }
        ShortcutLog.entries = []
        screen.launchAgain(withArguments: ["notes://7", "--slate-shortcut-item=com.example.notes.search"])
        #expect(ShortcutLog.entries == [
            "scene.openURLContexts [\"notes://7\"]",
            "scene.performActionFor com.example.notes.search title=Search key=true",
        ])
    }

    @Test("A quick action of a type the app does not have is ignored, at launch and while running")
    func unknownType() {
        ShortcutLog.reset()
        let screen = screen()
        let application = screen.launchApplication(delegateClass: ShortcutSceneAppDelegate.self, arguments: ["--slate-shortcut-item=com.example.other"])
        defer { screen.endApplication() }
        #expect(ShortcutLog.entries.contains("scene.willConnectTo shortcut=nil"))
        ShortcutLog.entries = []
        screen.launchAgain(withArguments: ["--slate-shortcut-item=com.example.other"])
        #expect(ShortcutLog.entries.isEmpty)
        #expect(application.connectedScenes.count == 1)
    }

    @Test("An app without scenes finds the item in its launch options, then gets application(_:performActionFor:) before it becomes active")
    func classicLaunch() {
        ShortcutLog.reset()
        let screen = screen()
        screen.launchApplication(delegateClass: ShortcutClassicAppDelegate.self, arguments: ["--slate-shortcut-item=com.example.notes.search"])
        defer { screen.endApplication() }
        #expect(ShortcutLog.entries == [
            "app.willFinishLaunching shortcut=com.example.notes.search",
            "app.didFinishLaunching shortcut=com.example.notes.search",
            "app.performActionFor com.example.notes.search",
            "app.didBecomeActive",
        ])
        ShortcutLog.entries = []
        screen.launchAgain(withArguments: ["--slate-shortcut-item=com.example.notes.search"])
        #expect(ShortcutLog.entries == ["app.performActionFor com.example.notes.search"])
    }

    @Test("A finish-launching method that returns false keeps application(_:performActionFor:) from being called for the launch's quick action")
    func classicLaunchDeclined() {
        ShortcutLog.reset()
        ShortcutLog.finishLaunchingResult = false
        let screen = screen()
        screen.launchApplication(delegateClass: ShortcutClassicAppDelegate.self, arguments: ["--slate-shortcut-item=com.example.notes.search"])
        defer { screen.endApplication() }
        #expect(ShortcutLog.entries == [
            "app.willFinishLaunching shortcut=com.example.notes.search",
            "app.didFinishLaunching shortcut=com.example.notes.search",
            "app.didBecomeActive",
        ])
    }

    @Test("Dynamic items are kept as copies, found again at the next launch with their icon and userInfo, and a launch naming one performs it")
    func dynamicItems() throws {
        ShortcutLog.reset()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("shortcuts-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let screen = screen()
        let application = screen.launchApplication(delegateClass: ShortcutSceneAppDelegate.self, sessionStoreDirectory: directory)
        #expect(application.shortcutItems == nil)
        let recent = UIMutableApplicationShortcutItem(type: "com.example.notes.open", localizedTitle: "Shopping")
        recent.icon = UIApplicationShortcutIcon(systemImageName: "doc.text")
        recent.userInfo = ["id": NSNumber(value: 42), "tags": NSArray(array: [NSString(string: "home")])]
        application.shortcutItems = [recent]
        recent.localizedTitle = "Changed later"
        #expect(application.shortcutItems?.first?.localizedTitle == "Shopping")
        #expect(!(application.shortcutItems?.first is UIMutableApplicationShortcutItem))
        screen.endApplication()

        let relaunched = screen.launchApplication(delegateClass: ShortcutSceneAppDelegate.self, sessionStoreDirectory: directory,
                                                  arguments: ["--slate-shortcut-item=com.example.notes.open"])
        defer { screen.endApplication() }
        let kept = try #require(relaunched.shortcutItems?.first)
        #expect(kept.localizedTitle == "Shopping")
        #expect(kept.icon == UIApplicationShortcutIcon(systemImageName: "doc.text"))
        #expect((kept.userInfo?["id"] as? NSNumber)?.intValue == 42)
        #expect(ShortcutLog.items.map(\.type) == ["com.example.notes.open"])
        #expect((ShortcutLog.items.first?.userInfo?["tags"] as? NSArray)?.firstObject as? String == "home")
        relaunched.shortcutItems = nil
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("shortcut-items.plist").path))
    }

    @Test("Copies: copy() is an equal immutable item, mutableCopy() an equal mutable one that changes alone")
    func copying() throws {
        let copy = try #require(searchItem.copy() as? UIApplicationShortcutItem)
        #expect(copy == searchItem)
        #expect(!(copy is UIMutableApplicationShortcutItem))
        let mutable = try #require(searchItem.mutableCopy() as? UIMutableApplicationShortcutItem)
        #expect(mutable == searchItem)
        mutable.localizedTitle = "Find"
        #expect(mutable != searchItem)
        #expect(searchItem.localizedTitle == "Search")
        #expect(UIApplicationShortcutIcon(type: .play) != UIApplicationShortcutIcon(type: .pause))
        #expect(UIApplicationShortcutIcon(templateImageName: "star") != UIApplicationShortcutIcon(systemImageName: "star"))
    }

    @Test("The launch argument: not a URL or file; the channel's form carries any type, and the last of several counts")
    func launchRequest() {
        let directory = URL(fileURLWithPath: "/", isDirectory: true)
        let request = DesktopLaunchRequest(arguments: ["--slate-shortcut-item=a", "https://example.org/x", "--slate-shortcut-item=com.example/ä b%"],
                                           relativeTo: directory)
        #expect(request.urls == [URL(string: "https://example.org/x")!])
        #expect(request.shortcutType == "com.example/ä b%")
        #expect(DesktopLaunchRequest(forwarded: request.forwarded) == request)
        #expect(DesktopLaunchRequest(arguments: ["--slate-shortcut-item="], relativeTo: directory).isEmpty)
        // A link whose text looks like the option is still a link.
        let link = URL(string: "x-app:--slate-shortcut-item=a")!
        #expect(DesktopLaunchRequest(forwarded: [link]) == DesktopLaunchRequest(urls: [link]))
    }

    @Test("Info.plist's names of the icon types are the SDK's, and read back")
    func iconTypeNames() {
        #expect(UIApplicationShortcutIcon.IconType.capturePhoto.infoPlistName == "UIApplicationShortcutIconTypeCapturePhoto")
        #expect(UIApplicationShortcutIcon.IconType.allCases.count == 29)
        #expect(UIApplicationShortcutIcon.IconType.update.rawValue == 28)
        for type in UIApplicationShortcutIcon.IconType.allCases {
            #expect(UIApplicationShortcutIcon.IconType(infoPlistName: type.infoPlistName) == type)
        }
    }
}
