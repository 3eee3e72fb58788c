import Foundation
import Testing
@testable import UIKit
import UIKitTesting
import SlatePlatform

@MainActor
final class MemoryWarningLog {
    static var entries: [String] = []
}

final class MemoryWarningAppDelegate: UIResponder, UIApplicationDelegate {
    func applicationDidReceiveMemoryWarning(_ application: UIApplication) {
        MemoryWarningLog.entries.append("app delegate")
    }
}

final class MemoryWarningController: UIViewController {
    let name: String

    init(name: String) {
        self.name = name
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
        MemoryWarningLog.entries.append(name)
    }
}

@MainActor
@Suite("Memory warnings", .serialized, .exclusiveUIKit)
struct MemoryWarningTests {
    @Test("a memory warning reaches the app delegate, then the notification's observers, then every living view controller, on screen or not")
    func order() {
        MemoryWarningLog.entries = []
        let screen = HeadlessScreen(size: CGSize(width: 800, height: 600), scale: 1)
        screen.launchApplication(delegateClass: MemoryWarningAppDelegate.self)
        defer { screen.endApplication() }
        let observer = NotificationCenter.default.addObserver(forName: UIApplication.didReceiveMemoryWarningNotification, object: nil, queue: nil) { _ in
            MainActor.assumeIsolated { MemoryWarningLog.entries.append("notification") }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        let onScreen = MemoryWarningController(name: "on screen")
        let window = UIWindow()
        window.rootViewController = onScreen
        window.makeKeyAndVisible()
        let offScreen = MemoryWarningController(name: "off screen")
        screen.simulateMemoryWarning()
        #expect(MemoryWarningLog.entries == ["app delegate", "notification", "on screen", "off screen"])
        withExtendedLifetime((window, offScreen)) {}
    }

    @Test("a freed controller hears nothing")
    func freedControllers() {
        MemoryWarningLog.entries = []
        let screen = HeadlessScreen(size: CGSize(width: 800, height: 600), scale: 1)
        screen.launchApplication(delegateClass: MemoryWarningAppDelegate.self)
        defer { screen.endApplication() }
        do { _ = MemoryWarningController(name: "freed") }
        screen.simulateMemoryWarning()
        #expect(MemoryWarningLog.entries == ["app delegate"])
    }

    @Test("the kernel's memory pressure (PSI) is read as the share of the last ten seconds stalled")
    func pressureFigures() {
        let text = "some avg10=12.50 avg60=3.10 avg300=0.80 total=123456\nfull avg10=4.00 avg60=1.00 avg300=0.20 total=654"
        #expect(MemoryPressureMonitor.stalledShare(in: text) == 12.5)
        #expect(MemoryPressureMonitor.stalledShare(in: "garbage") == nil)
        #expect(MemoryPressureMonitor.stalledShare(in: "some avg10=x") == nil)
        #expect(MemoryPressureMonitor.threshold < 12.5)
    }
}
