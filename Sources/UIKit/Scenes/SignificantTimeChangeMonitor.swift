import Foundation
import SlatePlatform

/// Tells the app when the time of day changes significantly — a new day at local midnight, a
/// daylight-saving change, a new time zone — as iOS does, with the app delegate's
/// `applicationSignificantTimeChange(_:)` and `UIApplication.significantTimeChangeNotification`
/// (apps showing "today" or relative dates refresh on it).
///
/// A wall-clock timer (a dispatch timer with a wall deadline, which counts time asleep) waits
/// for the next midnight or daylight-saving transition; the day and the zone are also
/// compared whenever the app becomes active, and a timer that fires before its instant (the
/// wall clock was set back) waits again. The host's clock is not used: the headless host's is
/// virtual, and jumps ahead when idle.
@MainActor
final class SignificantTimeChangeMonitor {
    /// The monitor of the launched application.
    static var current: SignificantTimeChangeMonitor? {
        didSet { oldValue?.cancelTimers() }
    }

    /// The wall clock and the local time zone; tests replace them.
    package static var wallClock: () -> Date = { Date() }
    /// Whether `wallClock` follows the host clock (a test's virtual wall clock): then the
    /// timer runs on the host clock too.
    package static var wallClockFollowsHost = false
    package static var timeZone: () -> TimeZone = {
        NSTimeZone.resetSystemTimeZone()
        return TimeZone.current
    }

    private weak var application: UIApplication?
    private var day: DateComponents
    private var zone: TimeZone
    private var isDaylightSaving: Bool
    private var timer: PlatformTimer?
    private var wallTimer: DispatchSourceTimer?

    init(application: UIApplication) {
        self.application = application
        zone = Self.timeZone()
        let now = Self.wallClock()
        day = Self.day(of: now, in: zone)
        isDaylightSaving = zone.isDaylightSavingTime(for: now)
        scheduleNext(from: now)
    }

    /// Compares the day, the zone and daylight saving with those last seen, and tells the
    /// app if any changed (the app became active).
    func check() {
        let now = Self.wallClock()
        let newZone = Self.timeZone()
        let changed = newZone.identifier != zone.identifier || Self.day(of: now, in: newZone) != day
            || newZone.isDaylightSavingTime(for: now) != isDaylightSaving
        if changed { tell(now: now, zone: newZone) }
        scheduleNext(from: now)
    }

    private func tell(now: Date, zone newZone: TimeZone) {
        zone = newZone
        day = Self.day(of: now, in: newZone)
        isDaylightSaving = newZone.isDaylightSavingTime(for: now)
        guard let application else { return }
        application.delegate?.applicationSignificantTimeChange(application)
        NotificationCenter.default.post(name: UIApplication.significantTimeChangeNotification, object: application)
    }

    /// The next local midnight or daylight-saving transition, whichever comes first.
    private func nextInstant(after now: Date) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let midnight = calendar.date(byAdding: .day, value: 1, to: calendar.startOfDay(for: now)) ?? now.addingTimeInterval(86_400)
        if let transition = zone.nextDaylightSavingTimeTransition(after: now), transition < midnight { return transition }
        return midnight
    }

    private func cancelTimers() {
        timer?.cancel()
        timer = nil
        wallTimer?.cancel()
        wallTimer = nil
    }

    private func scheduleNext(from now: Date) {
        cancelTimers()
        let instant = nextInstant(after: now)
        let delay = max(0.001, instant.timeIntervalSince(now))
        if Self.wallClockFollowsHost {
            guard let host = UIKitHost.current else { return }
            timer = host.schedule(at: host.currentTime + delay) { [weak self] in self?.reached(instant) }
        } else {
            let source = DispatchSource.makeTimerSource(queue: .main)
            source.schedule(wallDeadline: .now() + delay, leeway: .seconds(1))
            source.setEventHandler { [weak self] in MainActor.assumeIsolated { self?.reached(instant) } }
            source.resume()
            wallTimer = source
        }
    }

    private func reached(_ instant: Date) {
        let now = Self.wallClock()
        // Early (the wall clock was set back since): wait for the instant again.
        if now < instant.addingTimeInterval(-0.001) {
            scheduleNext(from: now)
            return
        }
        tell(now: now, zone: Self.timeZone())
        scheduleNext(from: now)
    }

    private static func day(of date: Date, in zone: TimeZone) -> DateComponents {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        return calendar.dateComponents([.year, .month, .day], from: date)
    }
}
