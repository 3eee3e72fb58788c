import Foundation
import SlatePlatform

extension UIApplication {
    /// Posted when the system is low on memory, after the app delegate's
    /// `applicationDidReceiveMemoryWarning(_:)` and before view controllers hear.
    public static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")

    /// The memory warning, in UIKit's order: the app delegate, the notification, then every
    /// living view controller's `didReceiveMemoryWarning()` (on screen or not), oldest first.
    package func deliverMemoryWarning() {
        delegate?.applicationDidReceiveMemoryWarning(self)
        NotificationCenter.default.post(name: Self.didReceiveMemoryWarningNotification, object: self)
        for controller in UIViewController.livingControllers() {
            controller.didReceiveMemoryWarning()
        }
    }
}

/// Watches the kernel's memory pressure (Linux PSI, `/proc/pressure/memory`) for an app in a
/// desktop host, and sends UIKit's memory warning when tasks have been stalled waiting for
/// memory for more than a tenth of the last ten seconds — the desktop's equivalent of iOS's
/// low-memory notification (GNOME's low-memory monitor watches the same figure). At most one
/// warning every 30 seconds. The headless host has none: tests send warnings themselves.
@MainActor
final class MemoryPressureMonitor {
    /// `some avg10` above this (percent of time stalled) is pressure.
    static let threshold = 10.0
    private static let interval: TimeInterval = 5
    private static let quietPeriod: TimeInterval = 30
    private let path: String
    private var lastWarning: TimeInterval = -.infinity
    private var timer: PlatformTimer?

    init(path: String = "/proc/pressure/memory") {
        self.path = path
    }

    /// The share of the last ten seconds some task stalled on memory, from PSI's text
    /// (`some avg10=1.23 avg60=… total=…`); nil when unreadable.
    static func stalledShare(in text: String) -> Double? {
        for line in text.split(separator: "\n") where line.hasPrefix("some ") {
            for field in line.split(separator: " ") where field.hasPrefix("avg10=") {
                return Double(field.dropFirst("avg10=".count))
            }
        }
        return nil
    }

    func start() {
        guard FileManager.default.isReadableFile(atPath: path) else { return }
        scheduleCheck()
    }

    private func scheduleCheck() {
        guard let host = UIKitHost.current else { return }
        timer = host.schedule(at: host.currentTime + Self.interval) { [weak self] in
            self?.check()
            self?.scheduleCheck()
        }
    }

    private func check() {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8), let share = Self.stalledShare(in: text),
              share > Self.threshold, let host = UIKitHost.current else { return }
        let now = host.currentTime
        guard now - lastWarning >= Self.quietPeriod else { return }
        lastWarning = now
        UIApplication.sharedInstanceIfCreated?.deliverMemoryWarning()
    }
}
