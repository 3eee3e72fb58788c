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
}
