import Foundation
import Testing
import UIKit
import UIKitTesting

/// The four date-picker modes as wheels, in a 720×480 window at 2×, light and dark: a date
/// (US order), a time on a 12-hour clock, a date and time, and a countdown with its units.
@MainActor
@Suite("Date picker pixels", .serialized, .exclusiveUIKit)
struct DatePickerPixelTests {
    private func render(_ style: UIUserInterfaceStyle) -> CGImage {
        let screen = HeadlessScreen(size: CGSize(width: 720, height: 480), scale: 2)
        screen.userInterfaceStyle = style
        let root = UIViewController()
        root.view.backgroundColor = .systemBackground
        let modes: [UIDatePicker.Mode] = [.date, .time, .dateAndTime, .countDownTimer]
        for (index, mode) in modes.enumerated() {
            let picker = UIDatePicker(frame: CGRect(x: 12 + CGFloat(index % 2) * 354, y: 16 + CGFloat(index / 2) * 232, width: 342, height: 216))
            picker.preferredDatePickerStyle = .wheels
            picker.locale = Locale(identifier: "en_US")
            picker.calendar = Calendar(identifier: .gregorian)
            picker.timeZone = DatePickerTests.utc
            picker.datePickerMode = mode
            // Far from any test run's today, so no row says "Today".
            picker.date = DatePickerTests.date(2021, 2, 27, 21, 41)
            picker.maximumDate = DatePickerTests.date(2021, 3, 2, 12, 0)
            picker.countDownDuration = 5_400
            root.view.addSubview(picker)
        }
        let window = UIWindow()
        window.rootViewController = root
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        return screen.render()
    }

    @Test("Date, time, date-and-time and countdown wheels", arguments: [UIUserInterfaceStyle.light, .dark])
    func modes(_ style: UIUserInterfaceStyle) {
        expectGolden(render(style), named: "date-picker-\(style == .dark ? "dark" : "light")")
    }

    /// An inline date, an inline date and time (the 15th picked, the 18th the last allowed),
    /// and compact pickers of each mode, in a form-like column.
    private func renderStyles(_ style: UIUserInterfaceStyle) -> CGImage {
        let screen = HeadlessScreen(size: CGSize(width: 1060, height: 520), scale: 2)
        screen.userInterfaceStyle = style
        let root = UIViewController()
        root.view.backgroundColor = .systemBackground
        func picker(_ mode: UIDatePicker.Mode, _ pickerStyle: UIDatePickerStyle) -> UIDatePicker {
            let picker = UIDatePicker()
            picker.preferredDatePickerStyle = pickerStyle
            picker.locale = Locale(identifier: "en_US")
            picker.calendar = Calendar(identifier: .gregorian)
            picker.timeZone = DatePickerTests.utc
            picker.datePickerMode = mode
            picker.date = DatePickerTests.date(2021, 6, 15, 14, 30)
            picker.maximumDate = DatePickerTests.date(2021, 6, 18, 23, 0)
            return picker
        }
        let inlineDate = picker(.date, .inline)
        inlineDate.frame = CGRect(origin: CGPoint(x: 12, y: 12), size: inlineDate.intrinsicContentSize)
        let inlineBoth = picker(.dateAndTime, .inline)
        inlineBoth.frame = CGRect(origin: CGPoint(x: 360, y: 12), size: inlineBoth.intrinsicContentSize)
        root.view.addSubview(inlineDate)
        root.view.addSubview(inlineBoth)
        for (index, mode) in [UIDatePicker.Mode.date, .time, .dateAndTime].enumerated() {
            let compact = picker(mode, .compact)
            compact.frame = CGRect(x: 720, y: 24 + CGFloat(index) * 52, width: 320, height: compact.intrinsicContentSize.height)
            root.view.addSubview(compact)
        }
        let window = UIWindow()
        window.rootViewController = root
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        return screen.render()
    }

    @Test("The inline month (date, date and time) and compact fields of each mode", arguments: [UIUserInterfaceStyle.light, .dark])
    func styles(_ style: UIUserInterfaceStyle) {
        expectGolden(renderStyles(style), named: "date-picker-styles-\(style == .dark ? "dark" : "light")")
    }
}
