import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// iOS 14's date picker styles: the month of `.inline`, the fields of `.compact` and the
/// popovers they present.
@MainActor
@Suite("UIDatePicker styles", .serialized, .exclusiveUIKit)
struct DatePickerStyleTests {
    final class Counter { var count = 0 }

    struct Scene {
        let screen: HeadlessScreen
        let window: UIWindow
        let root: UIViewController
        let picker: UIDatePicker
    }

    func makeScene(style: UIDatePickerStyle, mode: UIDatePicker.Mode = .date, counter: Counter? = nil) -> Scene {
        let screen = HeadlessScreen(size: CGSize(width: 800, height: 600), scale: 1)
        let picker = UIDatePicker()
        picker.preferredDatePickerStyle = style
        picker.locale = Locale(identifier: "en_US")
        picker.calendar = Calendar(identifier: .gregorian)
        picker.timeZone = DatePickerTests.utc
        picker.datePickerMode = mode
        picker.date = DatePickerTests.date(2021, 6, 15, 14, 30)
        picker.frame = CGRect(origin: CGPoint(x: 40, y: 40), size: picker.intrinsicContentSize)
        if let counter { picker.addAction(UIAction { _ in counter.count += 1 }, for: .valueChanged) }
        let root = UIViewController()
        root.view.addSubview(picker)
        let window = UIWindow()
        window.rootViewController = root
        window.makeKeyAndVisible()
        screen.presentFrame()
        return Scene(screen: screen, window: window, root: root, picker: picker)
    }

    private func center(_ view: UIView) -> CGPoint { view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil) }

    @Test("The style shown: automatic is compact on an iPad; a countdown shows wheels; an inline time alone shows its field")
    func resolvedStyles() {
        let picker = UIDatePicker()
        #expect(picker.datePickerStyle == .compact)
        picker.preferredDatePickerStyle = .inline
        #expect(picker.datePickerStyle == .inline)
        picker.datePickerMode = .time
        #expect(picker.datePickerStyle == .compact)
        picker.datePickerMode = .countDownTimer
        #expect(picker.datePickerStyle == .wheels)
        picker.datePickerMode = .date
        #expect(picker.intrinsicContentSize == DatePickerCalendar.size)
        picker.datePickerMode = .dateAndTime
        #expect(picker.intrinsicContentSize.height == DatePickerCalendar.size.height + UIDatePicker.inlineTimeRowHeight)
        picker.preferredDatePickerStyle = .wheels
        #expect(picker.intrinsicContentSize.height == 216)
    }

    @Test("Inline: the month of the date, a tap on a day picks it keeping the time, valueChanged once; the chevrons turn the month only")
    func inlineTapsADay() {
        let counter = Counter()
        let scene = makeScene(style: .inline, counter: counter)
        defer { scene.window.isHidden = true }
        let month = try! #require(scene.picker.monthView)
        #expect(!month.isHidden && scene.picker.picker.isHidden)
        let day20 = try! #require(month.button(forDay: 20))
        #expect(month.button(forDay: 31) == nil, "June has 30 days")
        scene.screen.tap(at: center(day20))
        #expect(scene.picker.date == DatePickerTests.date(2021, 6, 20, 14, 30))
        #expect(counter.count == 1)
        scene.screen.advance(by: 1)
        scene.screen.tap(at: center(day20))
        #expect(counter.count == 1, "the same day again changes nothing")
        // June 2021 starts on a Tuesday: two blanks before the 1st in a Sunday-first week.
        let first = try! #require(month.button(forDay: 1))
        let sunday6 = month.button(forDay: 6)!
        #expect(abs(first.frame.minX - (sunday6.frame.minX + 2 * DatePickerCalendar.cellSize.width)) < 0.5)
        #expect(sunday6.frame.minY == first.frame.minY + DatePickerCalendar.cellSize.height, "the 6th starts the second week")
        let nextMonth = month.subviews.compactMap { $0 as? UIButton }.first { $0.frame.minY < DatePickerCalendar.headerHeight && $0.frame.minX > month.bounds.midX + 40 }!
        scene.screen.advance(by: 1)
        scene.screen.tap(at: center(nextMonth))
        #expect(month.button(forDay: 31) != nil, "July")
        #expect(scene.picker.date == DatePickerTests.date(2021, 6, 20, 14, 30) && counter.count == 1)
    }

    @Test("Inline: a tap on the month and year puts month and year wheels in place of the days; turning them changes the month shown, not the date; a second tap shows its days")
    func inlineMonthWheels() {
        let counter = Counter()
        let scene = makeScene(style: .inline, counter: counter)
        defer { scene.window.isHidden = true }
        let month = try! #require(scene.picker.monthView)
        scene.screen.tap(at: center(month.titleButton))
        let wheels = try! #require(month.monthWheels)
        #expect(!wheels.isHidden && month.button(forDay: 20)?.isHidden == true)
        #expect(wheels.selectedRow(inComponent: 0) == 5 && wheels.numberOfRows(inComponent: 0) == 12)
        #expect(wheels.selectedRow(inComponent: 1) == 2020, "years from 1: 2021 is row 2020")
        // A tap on the row under the band turns the month wheel to July.
        let monthWheel = wheels.convert(CGPoint(x: wheels.bounds.midX - 60, y: wheels.bounds.midY + 32), to: nil)
        scene.screen.tap(at: monthWheel)
        scene.screen.runUntilAnimationsSettle()
        #expect(wheels.selectedRow(inComponent: 0) == 6)
        let formatter = DateFormatter()
        formatter.calendar = Calendar(identifier: .gregorian)
        formatter.timeZone = DatePickerTests.utc
        formatter.dateFormat = "yyyy-MM"
        #expect(formatter.string(from: month.month) == "2021-07")
        scene.screen.tap(at: center(month.titleButton))
        #expect(month.monthWheels == nil && month.button(forDay: 31)?.isHidden == false, "July's days")
        #expect(scene.picker.date == DatePickerTests.date(2021, 6, 15, 14, 30) && counter.count == 0, "the date is unchanged")
        // With limits, the year wheel offers only their years.
        scene.picker.minimumDate = DatePickerTests.date(2019, 1, 1, 0, 0)
        scene.picker.maximumDate = DatePickerTests.date(2023, 12, 31, 0, 0)
        scene.screen.tap(at: center(month.titleButton))
        #expect(month.monthWheels?.numberOfRows(inComponent: 1) == 5 && month.monthWheels?.selectedRow(inComponent: 1) == 2)
    }

    @Test("Inline: days outside the minimum and maximum are dimmed and cannot be picked")
    func inlineLimits() {
        let counter = Counter()
        let scene = makeScene(style: .inline, counter: counter)
        defer { scene.window.isHidden = true }
        scene.picker.maximumDate = DatePickerTests.date(2021, 6, 18, 23, 0)
        let month = scene.picker.monthView!
        let day25 = month.button(forDay: 25)!
        #expect(!day25.isEnabled && month.button(forDay: 18)!.isEnabled)
        scene.screen.tap(at: center(day25))
        #expect(counter.count == 0 && scene.picker.date == DatePickerTests.date(2021, 6, 15, 14, 30))
    }

    @Test("Compact: the date and time in fields; the date field presents the month in a popover, whose pick changes the picker")
    func compactPresentsTheMonth() {
        let counter = Counter()
        let scene = makeScene(style: .compact, mode: .dateAndTime, counter: counter)
        defer { scene.window.isHidden = true }
        let field = try! #require(scene.picker.compactField)
        #expect(field.dateField.title(for: .normal) == "Jun 15, 2021")
        #expect(field.timeField.title(for: .normal) == "2:30\u{202F}PM", "ICU's narrow space before PM, as iOS 17 writes it")
        #expect(scene.picker.bounds.height == DatePickerCompactField.height)
        scene.screen.tap(at: center(field.dateField))
        scene.screen.runUntilAnimationsSettle()
        let popover = try! #require(scene.root.presentedViewController)
        #expect(popover.modalPresentationStyle == .popover)
        let editor = try! #require(popover.view.subviews.compactMap { $0 as? UIDatePicker }.first)
        #expect(editor.datePickerStyle == .inline && editor.date == scene.picker.date)
        scene.screen.tap(at: center(editor.monthView!.button(forDay: 3)!))
        #expect(scene.picker.date == DatePickerTests.date(2021, 6, 3, 14, 30))
        #expect(counter.count == 1)
        #expect(field.dateField.title(for: .normal) == "Jun 3, 2021")
    }

    @Test("Compact: the time field presents wheels of the time")
    func compactPresentsTheTime() {
        let scene = makeScene(style: .compact, mode: .time)
        defer { scene.window.isHidden = true }
        let field = scene.picker.compactField!
        #expect(field.dateField.isHidden && !field.timeField.isHidden)
        scene.screen.tap(at: center(field.timeField))
        scene.screen.runUntilAnimationsSettle()
        let editor = try! #require(scene.root.presentedViewController?.view.subviews.compactMap { $0 as? UIDatePicker }.first)
        #expect(editor.datePickerMode == .time && editor.datePickerStyle == .wheels)
    }
}
