import Foundation
import Testing
@testable import UIKit
import UIKitTesting

@MainActor
@Suite("Date picker", .exclusiveUIKit)
struct DatePickerTests {
    static let utc = TimeZone(identifier: "UTC")!

    static func date(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utc
        return calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))!
    }

    @MainActor
    struct Scene {
        let screen: HeadlessScreen
        let window: UIWindow
        let picker: UIDatePicker
        var changes = 0

        var inner: UIPickerView { picker.picker }

        func column(_ component: Int) -> PickerColumn {
            inner.subviews.compactMap { $0 as? PickerColumn }[component]
        }

        /// The title of the row under the band on a wheel.
        func shown(_ component: Int) -> String {
            let row = inner.selectedRow(inComponent: component)
            return (inner.view(forRow: row, forComponent: component) as? UILabel)?.attributedText?.string ?? "?"
        }

        func isDimmed(row: Int, _ component: Int) -> Bool {
            let label = inner.view(forRow: row, forComponent: component) as? UILabel
            let color = label?.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor
            return color == .tertiaryLabel
        }

        /// Taps the row `rows` below the band on a wheel (above for a negative count) and
        /// waits for the wheel to stop.
        func turn(_ component: Int, by rows: Int) {
            let column = column(component)
            let point = column.convert(CGPoint(x: column.bounds.midX, y: column.bounds.midY + CGFloat(rows) * column.rowHeight * 0.9), to: nil)
            screen.tap(at: point)
            _ = screen.runUntilAnimationsSettle()
        }
    }

    final class Counter {
        var count = 0
    }

    func makeScene(mode: UIDatePicker.Mode, locale: String = "en_US", date: Date = DatePickerTests.date(2021, 6, 15, 14, 30),
                   counter: Counter? = nil) -> Scene {
        let screen = HeadlessScreen(size: CGSize(width: 600, height: 400), scale: 1)
        let picker = UIDatePicker(frame: CGRect(x: 40, y: 92, width: 520, height: 216))
        picker.preferredDatePickerStyle = .wheels
        picker.locale = Locale(identifier: locale)
        picker.calendar = Calendar(identifier: .gregorian)
        picker.timeZone = Self.utc
        picker.datePickerMode = mode
        picker.date = date
        if let counter { picker.addAction(UIAction { _ in counter.count += 1 }, for: .valueChanged) }
        let root = UIViewController()
        root.view.addSubview(picker)
        let window = UIWindow()
        window.rootViewController = root
        window.makeKeyAndVisible()
        screen.presentFrame()
        return Scene(screen: screen, window: window, picker: picker)
    }

    @Test("Defaults: date and time, compact (asked for automatically, as on an iPad), now, no countdown, a one-minute step")
    func defaults() {
        let before = Date()
        let picker = UIDatePicker()
        #expect(picker.datePickerMode == .dateAndTime)
        #expect(picker.preferredDatePickerStyle == .automatic && picker.datePickerStyle == .compact)
        picker.preferredDatePickerStyle = .wheels
        #expect(picker.date >= before.addingTimeInterval(-1) && picker.date <= Date())
        #expect(picker.countDownDuration == 0 && picker.minuteInterval == 1 && picker.roundsToMinuteInterval)
        #expect(picker.minimumDate == nil && picker.maximumDate == nil && picker.locale == nil && picker.timeZone == nil)
        #expect(picker.intrinsicContentSize.height == 216 && picker.intrinsicContentSize.width >= 320)
    }

    @Test("The wheels follow the locale: month–day–year or day–month–year or year–month–day; a 12- or 24-hour clock and where AM/PM goes",
          arguments: [
              ("en_US", UIDatePicker.Mode.date, "month dayOfMonth year"), ("de_DE", .date, "dayOfMonth month year"),
              ("ja_JP", .date, "year month dayOfMonth"), ("en_US", .time, "hour12 minute period"),
              ("de_DE", .time, "hour24 minute"), ("ko_KR", .time, "period hour12 minute"),
              ("en_US", .dateAndTime, "day hour12 minute period"), ("en_US", .countDownTimer, "countDownHours countDownMinutes"),
          ])
    func wheelOrder(_ locale: String, _ mode: UIDatePicker.Mode, _ expected: String) {
        let picker = UIDatePicker()
        picker.preferredDatePickerStyle = .wheels
        picker.locale = Locale(identifier: locale)
        picker.datePickerMode = mode
        let names = picker.picker.numberOfComponents == 0 ? "" : (0..<picker.picker.numberOfComponents).map { index -> String in
            let wheels = (picker.picker.delegate as? DatePickerWheels)!.wheels
            switch wheels[index] {
            case .hour(let twelveHour): return twelveHour ? "hour12" : "hour24"
            default: return "\(wheels[index])"
            }
        }.joined(separator: " ")
        #expect(names == expected)
    }

    @Test("Setting the date turns the wheels to it, without valueChanged; month and day wheels turn endlessly")
    func showsDate() {
        let counter = Counter()
        let scene = makeScene(mode: .date, counter: counter)
        #expect(scene.shown(0) == "June" && scene.shown(1) == "15" && scene.shown(2) == "2021")
        #expect(scene.inner.numberOfRows(inComponent: 0) > 12 * 100 && scene.inner.numberOfRows(inComponent: 1) > 31 * 100)
        scene.picker.setDate(Self.date(1999, 12, 31), animated: false)
        #expect(scene.shown(0) == "December" && scene.shown(1) == "31" && scene.shown(2) == "1999")
        #expect(counter.count == 0)
    }

    @Test("Turning a wheel changes the date and sends valueChanged once")
    func userTurns() {
        let counter = Counter()
        let scene = makeScene(mode: .date, counter: counter)
        scene.turn(1, by: 1)
        #expect(scene.picker.date == Self.date(2021, 6, 16, 14, 30))
        #expect(counter.count == 1)
        scene.turn(0, by: -1)
        #expect(scene.picker.date == Self.date(2021, 5, 16, 14, 30))
        #expect(scene.shown(0) == "May")
        #expect(counter.count == 2)
    }

    @Test("A day the month lacks is dimmed; stopping on it turns on to the month's last day")
    func monthEnd() {
        let counter = Counter()
        let scene = makeScene(mode: .date, date: Self.date(2021, 2, 27), counter: counter)
        let row = scene.inner.selectedRow(inComponent: 1)
        #expect(!scene.isDimmed(row: row + 1, 1), "February 28")
        #expect(scene.isDimmed(row: row + 2, 1), "February 29, 2021")
        #expect(scene.isDimmed(row: row + 4, 1), "February 31")
        scene.turn(1, by: 3)
        #expect(scene.picker.date == Self.date(2021, 2, 28))
        #expect(scene.shown(1) == "28")
        #expect(counter.count == 1)
    }

    @Test("The date stays within the minimum and maximum: set, and turned past them")
    func limits() {
        let counter = Counter()
        let scene = makeScene(mode: .date, counter: counter)
        scene.picker.maximumDate = Self.date(2021, 6, 16, 23, 59)
        scene.picker.minimumDate = Self.date(2021, 6, 10)
        scene.picker.date = Self.date(2030, 1, 1)
        #expect(scene.picker.date == Self.date(2021, 6, 16, 23, 59))
        scene.picker.date = Self.date(2021, 6, 15)
        let row = scene.inner.selectedRow(inComponent: 1)
        #expect(scene.isDimmed(row: row + 2, 1) && !scene.isDimmed(row: row + 1, 1))
        scene.turn(1, by: 3)
        #expect(scene.picker.date == Self.date(2021, 6, 16, 23, 59))
        #expect(scene.shown(1) == "16")
        #expect(counter.count == 1)
    }

    @Test("A 12-hour clock: hours, two-digit minutes and AM/PM; turning to PM adds twelve hours")
    func twelveHourClock() {
        let counter = Counter()
        let scene = makeScene(mode: .time, date: Self.date(2021, 6, 15, 9, 5), counter: counter)
        #expect(scene.shown(0) == "9" && scene.shown(1) == "05" && scene.shown(2) == "AM")
        scene.turn(2, by: 1)
        #expect(scene.picker.date == Self.date(2021, 6, 15, 21, 5))
        #expect(scene.shown(2) == "PM")
        scene.turn(1, by: 2)
        #expect(scene.picker.date == Self.date(2021, 6, 15, 21, 7))
        #expect(counter.count == 2)
    }

    @Test("Date and time: a wheel of days, then the time; turning the days keeps the time")
    func dateAndTime() {
        let scene = makeScene(mode: .dateAndTime)
        #expect(scene.shown(0) == "Tue, Jun 15" || scene.shown(0) == "Tue Jun 15")
        scene.turn(0, by: 1)
        #expect(scene.picker.date == Self.date(2021, 6, 16, 14, 30))
        #expect(scene.shown(1) == "2" && scene.shown(2) == "30" && scene.shown(3) == "PM")
    }

    @Test("A minute interval that divides 60 steps the minutes and rounds the date; any other is ignored")
    func minuteInterval() {
        let scene = makeScene(mode: .time, date: Self.date(2021, 6, 15, 9, 7))
        scene.picker.minuteInterval = 7
        #expect(scene.picker.minuteInterval == 1)
        scene.picker.minuteInterval = 15
        #expect(scene.picker.minuteInterval == 15)
        #expect(scene.picker.date == Self.date(2021, 6, 15, 9, 0))
        scene.turn(1, by: 1)
        #expect(scene.picker.date == Self.date(2021, 6, 15, 9, 15))
        #expect(scene.shown(1) == "15")
    }

    @Test("A countdown: hours and minutes with their units beside the band; it is at least a minute")
    func countDown() {
        let counter = Counter()
        let scene = makeScene(mode: .countDownTimer, counter: counter)
        scene.picker.countDownDuration = 5_430
        #expect(scene.picker.countDownDuration == 5_400)
        #expect(scene.shown(0) == "1" && scene.shown(1) == "30")
        scene.picker.countDownDuration = 200_000
        #expect(scene.picker.countDownDuration == 23 * 3_600 + 59 * 60)
        scene.picker.countDownDuration = 60
        scene.turn(1, by: -1)
        #expect(scene.picker.countDownDuration == 60, "0:00 turns on to a minute")
        #expect(scene.shown(1) == "1")
        scene.turn(0, by: 2)
        #expect(scene.picker.countDownDuration == 2 * 3_600 + 60)
        #expect(counter.count == 1)
        let units = scene.picker.subviews.compactMap { $0 as? UILabel }.filter { !$0.isHidden }.map { $0.text ?? "" }
        #expect(units == ["hours", "min"])
        scene.turn(0, by: -1)
        #expect(scene.picker.subviews.compactMap { $0 as? UILabel }.first?.text == "hour", "one hour")
    }
}
