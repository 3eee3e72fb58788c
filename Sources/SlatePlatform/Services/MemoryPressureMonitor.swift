import Foundation

/// Watches the kernel's memory pressure (Linux PSI, `/proc/pressure/memory`) for a desktop
/// host, and tells it when tasks have been stalled waiting for memory for more than a tenth of
/// the last ten seconds — the desktop's equivalent of iOS's low-memory notification (GNOME's
/// low-memory monitor watches the same figure). At most once every 30 seconds. It looks every
/// 5 seconds on the host's clock, and only once the app listens.
@MainActor
package final class MemoryPressureMonitor {
    /// `some avg10` above this (percent of time stalled) is pressure.
    package static let threshold = 10.0
    private static let interval: TimeInterval = 5
    private static let quietPeriod: TimeInterval = 30
    private let path: String
    private unowned let host: PlatformHost
    private let onPressure: @MainActor () -> Void
    private var lastWarning: TimeInterval = -.infinity
    private var timer: PlatformTimer?

    package init(host: PlatformHost, path: String = "/proc/pressure/memory", onPressure: @escaping @MainActor () -> Void) {
        self.host = host
        self.path = path
        self.onPressure = onPressure
    }

    /// The share of the last ten seconds some task stalled on memory, from PSI's text
    /// (`some avg10=1.23 avg60=… total=…`); nil when unreadable.
    package static func stalledShare(in text: String) -> Double? {
        for line in text.split(separator: "\n") where line.hasPrefix("some ") {
            for field in line.split(separator: " ") where field.hasPrefix("avg10=") {
                return Double(field.dropFirst("avg10=".count))
            }
        }
        return nil
    }

    package func start() {
        guard FileManager.default.isReadableFile(atPath: path) else { return }
        scheduleCheck()
    }

    private func scheduleCheck() {
        timer = host.schedule(at: host.currentTime + Self.interval) { [weak self] in
            self?.check()
            self?.scheduleCheck()
        }
    }

    private func check() {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8), let share = Self.stalledShare(in: text),
              share > Self.threshold else { return }
        let now = host.currentTime
        guard now - lastWarning >= Self.quietPeriod else { return }
        lastWarning = now
        onPressure()
    }
}
