import Foundation

/// A date picker's wheels: which wheels a mode and locale call for, what their rows say, and
/// how rows and dates map to each other. The date picker's inner `UIPickerView` reads them as
/// its data source and delegate.
///
/// Wheels that turn endlessly on iOS (month, day, hour, minute) have a row for every value
/// repeated `laps` times and are put back in the middle lap whenever they are placed, so a
/// user never reaches an end.
@MainActor
final class DatePickerWheels: UIPickerViewDataSource, UIPickerViewAccessibilityDelegate {
    enum Wheel: Equatable {
        case month
        case dayOfMonth
        case year
        /// The days of `.dateAndTime`, from `firstDay`, one row each.
        case day
        case hour(twelveHour: Bool)
        case minute
        case period
        case countDownHours
        case countDownMinutes

        /// How many values a wheel has before it repeats (nil: it does not repeat).
        func cycle(minuteInterval: Int) -> Int? {
            switch self {
            case .month: 12
            case .dayOfMonth: 31
            case .hour(let twelveHour): twelveHour ? 12 : 24
            case .minute, .countDownMinutes: 60 / minuteInterval
            case .countDownHours: 24
            case .year, .day, .period: nil
            }
        }
    }

    private unowned let datePicker: UIDatePicker
    private(set) var wheels: [Wheel] = []
    private var calendar = Calendar.current
    private var minuteInterval = 1
    /// The first day of the `.day` wheel (its row 0).
    private var firstDay = Date()
    /// How many days the `.day` wheel has either side of the day it was set up around.
    private static let daySpan = 3_650
    private static let laps = 400
    static let yearCount = 10_000
    /// Between a countdown's number and its unit.
    static let countDownGap: CGFloat = 8
    /// Half the space between an hour and its minutes.
    static let timeGap: CGFloat = 4

    private var monthNames: [String] = []
    private var amSymbol = "AM"
    private var pmSymbol = "PM"
    private let dayFormatter = DateFormatter()
    private let numberFormatter = NumberFormatter()

    init(datePicker: UIDatePicker) {
        self.datePicker = datePicker
    }

    // MARK: What a screen reader calls them

    func pickerView(_ pickerView: UIPickerView, accessibilityLabelForComponent component: Int) -> String? {
        guard wheels.indices.contains(component) else { return nil }
        switch wheels[component] {
        case .month: return "Month"
        case .dayOfMonth, .day: return "Day"
        case .year: return "Year"
        case .hour, .countDownHours: return "Hours"
        case .minute, .countDownMinutes: return "Minutes"
        case .period: return "AM/PM"
        }
    }

    // MARK: Which wheels

    func rebuild(mode: UIDatePicker.Mode, calendar: Calendar, minuteInterval: Int) {
        self.calendar = calendar
        self.minuteInterval = minuteInterval
        let locale = calendar.locale ?? .current
        monthNames = calendar.standaloneMonthSymbols
        amSymbol = calendar.amSymbol
        pmSymbol = calendar.pmSymbol
        dayFormatter.locale = locale
        dayFormatter.calendar = calendar
        dayFormatter.timeZone = calendar.timeZone
        dayFormatter.setLocalizedDateFormatFromTemplate("MMMEd")
        numberFormatter.locale = locale
        numberFormatter.usesGroupingSeparator = false
        switch mode {
        case .date:
            wheels = Self.dateOrder(locale: locale)
        case .time:
            wheels = Self.timeOrder(locale: locale)
        case .dateAndTime:
            wheels = [.day] + Self.timeOrder(locale: locale)
        case .countDownTimer:
            wheels = [.countDownHours, .countDownMinutes]
        }
    }

    /// Month, day and year in the order the locale writes them.
    static func dateOrder(locale: Locale) -> [Wheel] {
        let format = DateFormatter.dateFormat(fromTemplate: "yMMMMd", options: 0, locale: locale) ?? "MMMM d y"
        return order(of: format, [("M", .month), ("d", .dayOfMonth), ("y", .year)])
    }

    /// Hour, minute and (on a 12-hour clock) AM/PM, in the locale's order.
    static func timeOrder(locale: Locale) -> [Wheel] {
        let format = DateFormatter.dateFormat(fromTemplate: "jmm", options: 0, locale: locale) ?? "h:mm a"
        let twelveHour = format.contains("h") || format.contains("K")
        var wheels = order(of: format, [("h", .hour(twelveHour: true)), ("K", .hour(twelveHour: true)),
                                        ("H", .hour(twelveHour: false)), ("k", .hour(twelveHour: false)),
                                        ("m", .minute), ("a", .period)])
        if !twelveHour { wheels.removeAll { $0 == .period } }
        if twelveHour, !wheels.contains(.period) { wheels.append(.period) }
        return wheels
    }

    /// The wheels for the pattern letters of `format`, in the order they first appear outside
    /// quoted text.
    private static func order(of format: String, _ letters: [(Character, Wheel)]) -> [Wheel] {
        var found: [Wheel] = []
        var quoted = false
        for character in format {
            if character == "'" { quoted.toggle(); continue }
            guard !quoted, let wheel = letters.first(where: { $0.0 == character })?.1, !found.contains(wheel) else { continue }
            found.append(wheel)
        }
        return found
    }

    // MARK: Dates and rows

    /// Turns the wheels to `date`.
    func show(_ date: Date, animated: Bool) {
        guard datePicker.datePickerMode != .countDownTimer else { return }
        if wheels.contains(.day) {
            // The day wheel is set up around the date afresh unless it is turning to a day it
            // has (its rows would change meaning under the animation).
            let offset = calendar.dateComponents([.day], from: firstDay, to: calendar.startOfDay(for: date)).day ?? -1
            if !animated || offset < 0 || offset > 2 * Self.daySpan {
                firstDay = calendar.date(byAdding: .day, value: -Self.daySpan, to: calendar.startOfDay(for: date)) ?? date
            }
        }
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        for (component, wheel) in wheels.enumerated() {
            let value: Int
            switch wheel {
            case .month: value = (parts.month ?? 1) - 1
            case .dayOfMonth: value = (parts.day ?? 1) - 1
            case .year: value = min(max((parts.year ?? 1) - 1, 0), Self.yearCount - 1)
            case .day: value = calendar.dateComponents([.day], from: firstDay, to: calendar.startOfDay(for: date)).day ?? Self.daySpan
            case .hour(let twelveHour): value = twelveHour ? (parts.hour ?? 0) % 12 : parts.hour ?? 0
            case .minute: value = (parts.minute ?? 0) / minuteInterval
            case .period: value = (parts.hour ?? 0) >= 12 ? 1 : 0
            case .countDownHours, .countDownMinutes: continue
            }
            select(value, of: wheel, in: component, animated: animated)
        }
        datePicker.picker.refreshVisibleRows()
    }

    func showCountDown(_ duration: TimeInterval, animated: Bool) {
        let minutes = Int(duration / 60)
        for (component, wheel) in wheels.enumerated() {
            switch wheel {
            case .countDownHours: select(minutes / 60, of: wheel, in: component, animated: animated)
            case .countDownMinutes: select(minutes % 60 / minuteInterval, of: wheel, in: component, animated: animated)
            default: continue
            }
        }
    }

    /// Puts a wheel on `value`, in its middle lap if it repeats.
    private func select(_ value: Int, of wheel: Wheel, in component: Int, animated: Bool) {
        var row = value
        if let cycle = wheel.cycle(minuteInterval: minuteInterval) {
            let current = datePicker.picker.selectedRow(inComponent: component)
            // Animated, the wheel takes the short way round from where it is.
            if animated, current >= 0 {
                let here = current % cycle
                var step = value - here
                if step > cycle / 2 { step -= cycle } else if step < -cycle / 2 { step += cycle }
                row = current + step
            } else {
                row = Self.laps / 2 * cycle + value
            }
        }
        datePicker.picker.selectRow(row, inComponent: component, animated: animated)
    }

    /// A wheel's value on `row`.
    private func value(of wheel: Wheel, row: Int) -> Int {
        wheel.cycle(minuteInterval: minuteInterval).map { row % $0 } ?? row
    }

    /// The date the wheels show with `component` on `row` instead (nil when it does not
    /// exist, as February 30). Hours and minutes the mode does not show come from the date.
    private func date(with component: Int? = nil, on row: Int = 0) -> Date? {
        var parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: datePicker.date)
        var day: Date?
        var twelveHour: Int?
        var afternoon = (parts.hour ?? 0) >= 12
        for (index, wheel) in wheels.enumerated() {
            let selected = index == component ? row : datePicker.picker.selectedRow(inComponent: index)
            guard selected >= 0 else { continue }
            let value = value(of: wheel, row: selected)
            switch wheel {
            case .month: parts.month = value + 1
            case .dayOfMonth: parts.day = value + 1
            case .year: parts.year = value + 1
            case .day: day = calendar.date(byAdding: .day, value: value, to: firstDay)
            case .hour(let isTwelveHour):
                if isTwelveHour { twelveHour = value } else { parts.hour = value }
            case .minute: parts.minute = value * minuteInterval
            case .period: afternoon = value == 1
            case .countDownHours, .countDownMinutes: continue
            }
        }
        if let twelveHour { parts.hour = twelveHour + (afternoon ? 12 : 0) }
        if let day {
            let dayParts = calendar.dateComponents([.year, .month, .day], from: day)
            (parts.year, parts.month, parts.day) = (dayParts.year, dayParts.month, dayParts.day)
        }
        parts.second = 0
        guard let made = calendar.date(from: parts),
              calendar.component(.day, from: made) == parts.day, calendar.component(.month, from: made) == parts.month else { return nil }
        return made
    }

    // MARK: Data source

    func numberOfComponents(in pickerView: UIPickerView) -> Int { wheels.count }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        guard wheels.indices.contains(component) else { return 0 }
        let wheel = wheels[component]
        if let cycle = wheel.cycle(minuteInterval: minuteInterval) { return cycle * Self.laps }
        switch wheel {
        case .year: return Self.yearCount
        case .day: return 2 * Self.daySpan + 1
        default: return 2
        }
    }

    // MARK: Delegate

    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString? {
        guard wheels.indices.contains(component) else { return nil }
        let wheel = wheels[component]
        let style = NSMutableParagraphStyle()
        style.alignment = alignment(of: wheel)
        // A little air between an hour and its minutes.
        if style.alignment == .right, case .hour = wheel { style.tailIndent = -Self.timeGap }
        if style.alignment == .left, wheel == .minute { (style.firstLineHeadIndent, style.headIndent) = (Self.timeGap, Self.timeGap) }
        if wheel == .countDownHours || wheel == .countDownMinutes {
            // The number ends just left of the middle, where the unit label begins.
            style.tailIndent = -(width(of: wheel) / 2 + Self.countDownGap / 2)
        }
        let dimmed = datePicker.datePickerMode != .countDownTimer && date(with: component, on: row).map { datePicker.allows($0) } != true
        return NSAttributedString(string: title(of: wheel, row: row), attributes: [
            .font: PickerRowLabel.rowFont,
            .foregroundColor: dimmed ? UIColor.tertiaryLabel : UIColor.label,
            .paragraphStyle: style,
        ])
    }

    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        guard wheels.indices.contains(component) else { return 0 }
        return width(of: wheels[component])
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        if datePicker.datePickerMode == .countDownTimer {
            var hours = 0, minutes = 0
            for (index, wheel) in wheels.enumerated() {
                let value = value(of: wheel, row: pickerView.selectedRow(inComponent: index))
                if wheel == .countDownHours { hours = value } else { minutes = value * minuteInterval }
            }
            var duration = TimeInterval(hours * 3600 + minutes * 60)
            if duration == 0 {
                // A countdown is at least a minute: the minutes turn on to the first step.
                duration = TimeInterval(minuteInterval * 60)
                showCountDown(duration, animated: pickerView.window != nil)
            }
            datePicker.userPicked(countDown: duration)
            return
        }
        // February 30 turns back to the month's last day.
        var picked = date()
        if picked == nil, wheels.contains(.dayOfMonth) {
            var parts = calendar.dateComponents([.year, .month, .hour, .minute], from: datePicker.date)
            for (index, wheel) in wheels.enumerated() {
                let value = value(of: wheel, row: pickerView.selectedRow(inComponent: index))
                if wheel == .month { parts.month = value + 1 }
                if wheel == .year { parts.year = value + 1 }
            }
            parts.day = 1
            if let first = calendar.date(from: parts), let days = calendar.range(of: .day, in: .month, for: first) {
                parts.day = days.upperBound - 1
                picked = calendar.date(from: parts)
            }
        }
        guard let picked else { return show(datePicker.date, animated: pickerView.window != nil) }
        let kept = datePicker.clamped(picked)
        if kept != date() { show(kept, animated: pickerView.window != nil) }
        datePicker.userPicked(kept)
        pickerView.refreshVisibleRows()
    }

    // MARK: Titles and widths

    private func title(of wheel: Wheel, row: Int) -> String {
        let value = value(of: wheel, row: row)
        switch wheel {
        case .month: return monthNames.indices.contains(value) ? monthNames[value] : "\(value + 1)"
        case .dayOfMonth: return number(value + 1)
        case .year: return number(value + 1)
        case .day:
            guard let day = calendar.date(byAdding: .day, value: value, to: firstDay) else { return "" }
            if calendar.isDateInToday(day), (calendar.locale ?? .current).identifier.hasPrefix("en") { return "Today" }
            return dayFormatter.string(from: day)
        case .hour(let twelveHour): return twelveHour ? number(value == 0 ? 12 : value) : twoDigits(value)
        case .minute: return twoDigits(value * minuteInterval)
        case .period: return value == 0 ? amSymbol : pmSymbol
        case .countDownHours: return number(value)
        case .countDownMinutes: return number(value * minuteInterval)
        }
    }

    private func number(_ value: Int) -> String {
        numberFormatter.minimumIntegerDigits = 1
        return numberFormatter.string(from: NSNumber(value: value)) ?? "\(value)"
    }

    private func twoDigits(_ value: Int) -> String {
        numberFormatter.minimumIntegerDigits = 2
        return numberFormatter.string(from: NSNumber(value: value)) ?? "\(value)"
    }

    /// Hours lean on minutes and minutes on hours, so a time reads as one; the rest centre.
    private func alignment(of wheel: Wheel) -> NSTextAlignment {
        guard let index = wheels.firstIndex(of: wheel) else { return .center }
        switch wheel {
        case .hour: return wheels.indices.contains(index + 1) && wheels[index + 1] == .minute ? .right : .center
        case .minute: return index > 0 && { if case .hour = wheels[index - 1] { true } else { false } }() ? .left : .center
        case .countDownHours, .countDownMinutes: return .right
        default: return .center
        }
    }

    private func width(of wheel: Wheel) -> CGFloat {
        let attributes: [NSAttributedString.Key: Any] = [.font: PickerRowLabel.rowFont]
        func widest(_ titles: [String]) -> CGFloat {
            titles.map { ceil(($0 as NSString).size(withAttributes: attributes).width) }.max() ?? 0
        }
        switch wheel {
        case .month: return widest(monthNames) + 24
        case .dayOfMonth: return widest(["30", number(30)]) + 24
        case .year: return widest(["2000", number(2000)]) + 24
        case .day:
            let sample = (0..<7).compactMap { calendar.date(byAdding: .day, value: $0, to: Date(timeIntervalSinceReferenceDate: 0)) }
            return widest(sample.map { dayFormatter.string(from: $0) } + ["Today"]) + 24
        case .hour, .minute: return widest(["00", twoDigits(0)]) + 24
        case .period: return widest([amSymbol, pmSymbol]) + 24
        case .countDownHours, .countDownMinutes: return 120
        }
    }

    /// The picker's width with room for every wheel.
    var naturalWidth: CGFloat {
        wheels.map(width).reduce(0, +) + 4 * CGFloat(max(0, wheels.count - 1)) + 16
    }

    /// The units beside a countdown's wheels (English, as Slate's other built-in strings).
    static func hoursUnit(_ hours: Int) -> String { hours == 1 ? "hour" : "hours" }
    static let minutesUnit = "min"
}
