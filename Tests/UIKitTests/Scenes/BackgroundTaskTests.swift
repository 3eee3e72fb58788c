import Foundation
import Testing
import UIKit
import UIKitTesting

/// What the background-task app heard, in order (the main menu's Quit test listens too).
@MainActor
enum TaskLog {
    static var entries: [String] = []
}

final class TaskAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow()
        window?.rootViewController = UIViewController()
        window?.makeKeyAndVisible()
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) { TaskLog.entries.append("didEnterBackground") }
    func applicationWillTerminate(_ application: UIApplication) { TaskLog.entries.append("willTerminate") }
}

/// Background tasks on a desktop: the app does not end while one is open, for at most 30
/// seconds, when the desktop asks it to quit or its last window closes.
@MainActor
@Suite("Background tasks", .serialized, .exclusiveUIKit)
struct BackgroundTaskTests {
    private func launch() -> (HeadlessScreen, UIApplication) {
        TaskLog.entries = []
        let screen = HeadlessScreen(size: CGSize(width: 1024, height: 768), scale: 1)
        return (screen, screen.launchApplication(delegateClass: TaskAppDelegate.self))
    }

    @Test("A quit waits for an open task: the app saves in the background, and terminates when the task ends")
    func quitWaitsForTask() {
        let (screen, application) = launch()
        defer { screen.endApplication() }
        #expect(application.backgroundTimeRemaining == .greatestFiniteMagnitude)
        let task = application.beginBackgroundTask(withName: "Save") { Issue.record("the task ended in time; it must not expire") }
        #expect(task != .invalid)
        screen.quitApplication()
        #expect(TaskLog.entries == ["didEnterBackground"])
        #expect(abs(application.backgroundTimeRemaining - 30) < 1e-6)
        screen.advance(by: 10)
        #expect(abs(application.backgroundTimeRemaining - 20) < 1e-6)
        application.endBackgroundTask(task)
        #expect(TaskLog.entries == ["didEnterBackground", "willTerminate"])
        // Ending it again, or ending .invalid, does nothing.
        application.endBackgroundTask(task)
        application.endBackgroundTask(.invalid)
        #expect(TaskLog.entries == ["didEnterBackground", "willTerminate"])
    }

    @Test("A task still open after 30 seconds hears its expiration handler, and the app terminates; a task begun after that is .invalid")
    func taskExpires() {
        let (screen, application) = launch()
        defer { screen.endApplication() }
        var expired: [String] = []
        let first = application.beginBackgroundTask(withName: "Upload") { expired.append("Upload") }
        let second = application.beginBackgroundTask { expired.append("unnamed") }
        #expect(first != second)
        screen.quitApplication()
        screen.advance(by: 29.9)
        #expect(expired.isEmpty)
        #expect(!TaskLog.entries.contains("willTerminate"))
        screen.advance(by: 0.2)
        #expect(expired == ["Upload", "unnamed"])
        #expect(TaskLog.entries.last == "willTerminate")
        #expect(application.beginBackgroundTask(expirationHandler: nil) == .invalid)
    }

    @Test("Without an open task a quit terminates at once; a task that ended before the quit holds nothing back")
    func quitWithoutTasks() {
        let (screen, application) = launch()
        defer { screen.endApplication() }
        application.endBackgroundTask(application.beginBackgroundTask(expirationHandler: nil))
        screen.quitApplication()
        #expect(TaskLog.entries == ["didEnterBackground", "willTerminate"])
    }
}
