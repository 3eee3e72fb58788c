import Foundation
import Testing
@testable import UIKit
import UIKitTesting

@MainActor
private enum TimeChangeLog {
    static var delegateCalls = 0
}

private final class ClockDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow()
        window?.rootViewController = UIViewController()
        window?.makeKeyAndVisible()
        return true
    }

    func applicationSignificantTimeChange(_ application: UIApplication) {
        TimeChangeLog.delegateCalls += 1
    }
}

@MainActor
@Suite("applicationSignificantTimeChange(_:) and significantTimeChangeNotification", .serialized, .exclusiveUIKit)
struct SignificantTimeChangeTests {
    /// Launches the app with a wall clock that starts at `start` and follows the host clock,
    /// in `zone`; counts the notifications.
    private func launch(at start: String, in zone: String) -> (HeadlessScreen, UIApplication, () -> Int, NSObjectProtocol) {
        let screen = HeadlessScreen(size: CGSize(width: 800, height: 600), scale: 1)
        let formatter = ISO8601DateFormatter()
        let base = formatter.date(from: start)!
        let hostStart = screen.currentTime
        SignificantTimeChangeMonitor.wallClock = { base.addingTimeInterval(screen.currentTime - hostStart) }
        SignificantTimeChangeMonitor.wallClockFollowsHost = true
        SignificantTimeChangeMonitor.timeZone = { TimeZone(identifier: zone)! }
        TimeChangeLog.delegateCalls = 0
        nonisolated(unsafe) var posted = 0
        let observer = NotificationCenter.default.addObserver(forName: UIApplication.significantTimeChangeNotification, object: nil, queue: nil) { _ in
            posted += 1
        }
        let application = screen.launchApplication(delegateClass: ClockDelegate.self)
        return (screen, application, { posted }, observer)
    }

    private func finish(_ screen: HeadlessScreen, _ observer: NSObjectProtocol) {
        NotificationCenter.default.removeObserver(observer)
        screen.endApplication()
        SignificantTimeChangeMonitor.wallClock = { Date() }
        SignificantTimeChangeMonitor.wallClockFollowsHost = false
        SignificantTimeChangeMonitor.timeZone = {
            NSTimeZone.resetSystemTimeZone()
            return TimeZone.current
        }
    }

    @Test("At local midnight the delegate hears it and the notification is posted, once; then again at the next midnight")
    func midnight() {
        let (screen, _, posted, observer) = launch(at: "2026-06-10T21:59:30Z", in: "Europe/Berlin")   // 23:59:30 in Berlin
        defer { finish(screen, observer) }
        screen.advance(by: 29)
        #expect(posted() == 0 && TimeChangeLog.delegateCalls == 0)
        screen.advance(by: 2)
        #expect(posted() == 1)
        #expect(TimeChangeLog.delegateCalls == 1)
        screen.advance(by: 3_600)
        #expect(posted() == 1, "nothing in between")
        screen.advance(by: 86_400 - 3_600)
        #expect(posted() == 2)
    }

    @Test("A daylight-saving change before midnight is significant too")
    func daylightSaving() {
        // Berlin moves from 02:00 CET to 03:00 CEST on 29 March 2026, at 01:00 UTC.
        let (screen, _, posted, observer) = launch(at: "2026-03-29T00:58:00Z", in: "Europe/Berlin")
        defer { finish(screen, observer) }
        screen.advance(by: 110)
        #expect(posted() == 0)
        screen.advance(by: 20)
        #expect(posted() == 1)
    }

    @Test("A new time zone, or a new day missed while the machine slept, is told when the app becomes active; an unchanged one is not")
    func onActivation() throws {
        let (screen, application, posted, observer) = launch(at: "2026-06-10T10:00:00Z", in: "Europe/Berlin")
        defer { finish(screen, observer) }
        let window = try #require((application.delegate as? ClockDelegate)?.window)
        screen.setFocused(false, window: window)
        screen.setFocused(true, window: window)
        #expect(posted() == 0, "nothing changed")
        SignificantTimeChangeMonitor.timeZone = { TimeZone(identifier: "Asia/Tokyo")! }
        screen.setFocused(false, window: window)
        screen.setFocused(true, window: window)
        #expect(posted() == 1)
        // The machine slept through midnight: the host clock stood still, the wall clock did not.
        SignificantTimeChangeMonitor.wallClock = { ISO8601DateFormatter().date(from: "2026-06-11T08:00:00Z")! }
        screen.setFocused(false, window: window)
        screen.setFocused(true, window: window)
        #expect(posted() == 2)
    }
}
