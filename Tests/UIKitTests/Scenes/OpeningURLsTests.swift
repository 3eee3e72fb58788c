import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// What the opening-URL tests' apps hear, in order.
@MainActor
private enum OpenLog {
    static var entries: [String] = []
    static var finishLaunchingResult = true
    static var contexts: [UIOpenURLContext] = []
    /// The URLs `application(_:open:options:)` got, in order.
    static var opened: [URL] = []

    static func reset() {
        entries = []
        opened = []
        finishLaunchingResult = true
        contexts = []
    }
}

/// A scene-based app (its manifest says so) that opens files where they are.
private final class OpeningSceneAppDelegate: UIResponder, UIApplicationDelegate {
    static var supportsOpeningDocumentsInPlace: Bool { true }
    static var sceneManifest: UIApplicationSceneManifest? {
        UIApplicationSceneManifest(supportsMultipleScenes: false, sceneConfigurations: [.init(name: "Default", delegateClass: OpeningSceneDelegate.self)])
    }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        OpenLog.entries.append("app.didFinishLaunching options=\(launchOptions == nil ? "nil" : "\(launchOptions!.count)")")
        return true
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        OpenLog.entries.append("app.configurationForConnecting urls=\(options.urlContexts.count)")
        let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
        configuration.delegateClass = OpeningSceneDelegate.self
        return configuration
    }

    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool {
        OpenLog.entries.append("app.open \(url.lastPathComponent)")
        return true
    }
}

private final class OpeningSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        let names = connectionOptions.urlContexts.map(\.url.lastPathComponent).sorted()
        OpenLog.entries.append("scene.willConnectTo urls=\(names) source=\(connectionOptions.sourceApplication ?? "nil")")
        OpenLog.contexts += connectionOptions.urlContexts
        guard let windowScene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = UIViewController()
        window?.makeKeyAndVisible()
    }

    func sceneDidBecomeActive(_ scene: UIScene) { OpenLog.entries.append("scene.didBecomeActive") }

    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        OpenLog.entries.append("scene.openURLContexts \(URLContexts.map(\.url.absoluteString).sorted())")
        OpenLog.contexts += URLContexts
    }
}

/// An app without scenes that takes copies of the files it opens.
private final class OpeningClassicAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        OpenLog.entries.append("app.willFinishLaunching url=\((launchOptions?[.url] as? URL)?.scheme ?? "nil")")
        return true
    }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        OpenLog.entries.append("app.didFinishLaunching url=\((launchOptions?[.url] as? URL)?.scheme ?? "nil")")
        window = UIWindow()
        window?.rootViewController = UIViewController()
        window?.makeKeyAndVisible()
        return OpenLog.finishLaunchingResult
    }

    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool {
        OpenLog.entries.append("app.open \(url.isFileURL ? url.lastPathComponent : url.absoluteString) inPlace=\(options[.openInPlace] as? Bool ?? false)")
        OpenLog.opened.append(url)
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) { OpenLog.entries.append("app.didBecomeActive") }
}

/// Opening files and links with the app: the desktop launches it with them (a desktop entry's
/// `%U`), or launches it again while it runs; UIKit hands them over as iOS does.
@MainActor
@Suite("Opening URLs", .serialized, .exclusiveUIKit)
struct OpeningURLsTests {
    private let folder: URL

    init() {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("opening-urls-\(UUID().uuidString)", isDirectory: true)
    }

    private func file(_ name: String, _ text: String = "hello") throws -> URL {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    @Test("A scene-based app launched with a file and a link gets both in its first scene's connection options, before it is active; nothing goes to the app delegate")
    func sceneLaunch() throws {
        OpenLog.reset()
        defer { try? FileManager.default.removeItem(at: folder) }
        let notes = try file("notes.txt")
        let screen = HeadlessScreen(size: CGSize(width: 1024, height: 768), scale: 1)
        screen.launchApplication(delegateClass: OpeningSceneAppDelegate.self, openingURLs: [notes, URL(string: "demo://item/7")!])
        defer { screen.endApplication() }
        #expect(OpenLog.entries == [
            "app.didFinishLaunching options=nil",
            "app.configurationForConnecting urls=2",
            "scene.willConnectTo urls=[\"7\", \"notes.txt\"] source=nil",
            "scene.didBecomeActive",
        ])
        // In place: the file itself.
        let fileContext = try #require(OpenLog.contexts.first { $0.url.isFileURL })
        #expect(fileContext.url == notes)
        #expect(fileContext.options.openInPlace)
        #expect(fileContext.options.sourceApplication == nil)
        let link = try #require(OpenLog.contexts.first { !$0.url.isFileURL })
        #expect(link.options.openInPlace == false)
    }

    @Test("While it runs, a second launch's URLs reach the frontmost scene's scene(_:openURLContexts:), and no new scene connects")
    func sceneWhileRunning() throws {
        OpenLog.reset()
        let screen = HeadlessScreen(size: CGSize(width: 1024, height: 768), scale: 1)
        let application = screen.launchApplication(delegateClass: OpeningSceneAppDelegate.self)
        defer { screen.endApplication() }
        OpenLog.entries = []
        screen.openURLs(fromDesktop: [URL(string: "demo://a")!, URL(string: "demo://b")!])
        #expect(OpenLog.entries == ["scene.openURLContexts [\"demo://a\", \"demo://b\"]"])
        #expect(application.connectedScenes.count == 1)
    }

    @Test("An app without scenes finds the URL in its launch options, then application(_:open:options:) gets an Inbox copy of the file before the app becomes active")
    func classicLaunch() throws {
        OpenLog.reset()
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = try file("report.txt", "draft 1")
        let screen = HeadlessScreen(size: CGSize(width: 1024, height: 768), scale: 1)
        screen.launchApplication(delegateClass: OpeningClassicAppDelegate.self, openingURLs: [report])
        defer { screen.endApplication() }
        #expect(OpenLog.entries.map { $0.replacingOccurrences(of: #"report(-\d+)?\.txt"#, with: "report.txt", options: .regularExpression) } == [
            "app.willFinishLaunching url=file",
            "app.didFinishLaunching url=file",
            "app.open report.txt inPlace=false",
            "app.didBecomeActive",
        ])
        // A copy in the Inbox, which the app may move or delete: the user's file stays.
        let copy = try #require(OpenLog.opened.first)
        #expect(copy.deletingLastPathComponent().lastPathComponent.hasSuffix("-Inbox"))
        #expect(try String(contentsOf: copy, encoding: .utf8) == "draft 1")
        try FileManager.default.removeItem(at: copy)
        screen.openURLs(fromDesktop: [report])
        let second = try #require(OpenLog.opened.last)
        #expect(OpenLog.opened.count == 2)
        #expect(second != report)
        #expect(try String(contentsOf: report, encoding: .utf8) == "draft 1")
        try? FileManager.default.removeItem(at: second)
    }

    @Test("A finish-launching method that returns false keeps application(_:open:options:) from being called for the launch URL")
    func classicLaunchDeclined() throws {
        OpenLog.reset()
        OpenLog.finishLaunchingResult = false
        let screen = HeadlessScreen(size: CGSize(width: 1024, height: 768), scale: 1)
        screen.launchApplication(delegateClass: OpeningClassicAppDelegate.self, openingURLs: [URL(string: "demo://x")!])
        defer { screen.endApplication() }
        #expect(OpenLog.entries == [
            "app.willFinishLaunching url=demo",
            "app.didFinishLaunching url=demo",
            "app.didBecomeActive",
        ])
    }

    @Test("A file that does not exist opens nothing and says so; the app still launches")
    func missingFile() {
        OpenLog.reset()
        let screen = HeadlessScreen(size: CGSize(width: 1024, height: 768), scale: 1)
        let application = screen.launchApplication(delegateClass: OpeningSceneAppDelegate.self,
                                                   openingURLs: [URL(fileURLWithPath: "/nonexistent/slate-\(UUID().uuidString).txt")])
        defer { screen.endApplication() }
        #expect(OpenLog.entries.contains("scene.willConnectTo urls=[] source=nil"))
        #expect(application.connectedScenes.count == 1)
    }

    @Test("UIApplication.windows lists the connected scenes' windows, back to front by level")
    func applicationWindows() throws {
        OpenLog.reset()
        let screen = HeadlessScreen(size: CGSize(width: 1024, height: 768), scale: 1)
        let application = screen.launchApplication(delegateClass: OpeningSceneAppDelegate.self)
        defer { screen.endApplication() }
        let scene = try #require(application.connectedScenes.first as? UIWindowScene)
        let main = try #require((scene.delegate as? OpeningSceneDelegate)?.window)
        let alert = UIWindow(windowScene: scene)
        alert.windowLevel = .alert
        let overlay = UIWindow(windowScene: scene)
        _ = UIWindow()  // belongs to no scene
        #expect(application.windows.map(ObjectIdentifier.init) == [main, overlay, alert].map(ObjectIdentifier.init))
        #expect(application.userInterfaceLayoutDirection == .leftToRight)
    }
}

/// `UIApplication.isIdleTimerDisabled` holds the desktop's idle off while the app is in the
/// foreground.
@MainActor
@Suite("Idle timer", .serialized, .exclusiveUIKit)
struct IdleTimerTests {
    @Test("isIdleTimerDisabled inhibits the desktop's idle while the app is in the foreground; in the background the screen idles again, and the inhibition comes back with the foreground")
    func idleTimer() throws {
        OpenLog.reset()
        let screen = HeadlessScreen(size: CGSize(width: 1024, height: 768), scale: 1)
        let application = screen.launchApplication(delegateClass: OpeningSceneAppDelegate.self)
        defer {
            application.isIdleTimerDisabled = false
            screen.endApplication()
        }
        #expect(!application.isIdleTimerDisabled)
        #expect(!screen.isIdleInhibited)
        application.isIdleTimerDisabled = true
        #expect(screen.isIdleInhibited)
        #expect(screen.idleInhibitionReason.hasSuffix("keeps the screen on"))
        let scene = try #require(application.connectedScenes.first)
        screen.moveScene(scene, to: .background)
        #expect(application.applicationState == .background)
        #expect(application.isIdleTimerDisabled)
        #expect(!screen.isIdleInhibited)
        screen.moveScene(scene, to: .foregroundActive)
        #expect(screen.isIdleInhibited)
        application.isIdleTimerDisabled = false
        #expect(!screen.isIdleInhibited)
    }

    @Test("(issue 45) opening UIApplication.openSettingsURLString asks the desktop for the app's own settings page, naming the app")
    func openSettings() throws {
        OpenLog.reset()
        let screen = HeadlessScreen(size: CGSize(width: 1024, height: 768), scale: 1)
        let application = screen.launchApplication(delegateClass: OpeningSceneAppDelegate.self)
        defer { screen.endApplication() }
        let host = try #require(UIKitHost.current as? HeadlessHost)
        #expect(UIApplication.openSettingsURLString == "app-settings:")
        let url = try #require(URL(string: UIApplication.openSettingsURLString))
        #expect(application.canOpenURL(url))
        var opened: Bool?
        application.open(url) { opened = $0 }
        #expect(opened == nil, "the completion comes on a later turn")
        screen.advance(by: 0)
        #expect(opened == true)
        #expect(host.openedURLs.last?.absoluteString == "app-settings:" + UIApplication.applicationIdentifier)
    }
}

/// Which launch arguments are URLs to open.
@Suite("Launch arguments")
struct LaunchArgumentTests {
    @Test("Links with a scheme, file URLs and existing paths (absolute or relative) open; options, C: paths and missing files do not")
    @MainActor func arguments() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("launch-args-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let notes = folder.appendingPathComponent("notes.txt")
        try "x".write(to: notes, atomically: true, encoding: .utf8)
        let urls = UIApplication.urlsToOpen(inArguments: ["--verbose", "-x", "https://example.org/a", "my-app:open?id=3",
                                                       "notes.txt", notes.path, "missing.txt", "C:\\file", ""],
                                               relativeTo: folder)
        #expect(urls.map(\.absoluteString) == ["https://example.org/a", "my-app:open?id=3", notes.absoluteString, notes.absoluteString])
    }
}
