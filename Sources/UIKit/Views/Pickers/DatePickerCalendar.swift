import Foundation

/// The `.inline` date picker's month: a header with the month and year and buttons to the
/// months before and after, a row of weekday symbols, and the month's days in weeks — the
/// picked day in a tinted disc, today's number in the tint color, days outside the limits
/// dimmed. A tap on an allowed day picks it (keeping the time of day); the buttons only turn
/// the page. The weeks start on the calendar's first weekday, in its locale's symbols.
///
/// A tap on the month and year in the header (tinted, with a chevron) puts wheels of months
/// and years in place of the days, as iOS 14 does: turning them changes the month shown, not
/// the date; a second tap on the header shows that month's days.
@MainActor
final class DatePickerCalendar: UIView, UIPickerViewDataSource, UIPickerViewDelegate {
    static let cellSize = CGSize(width: 44, height: 44)
    static let headerHeight: CGFloat = 52
    static let weekdayHeight: CGFloat = 24
    static let size = CGSize(width: 7 * cellSize.width + 16, height: headerHeight + weekdayHeight + 6 * cellSize.height + 8)

    private weak var datePicker: UIDatePicker?
    /// The first day of the month shown.
    private(set) var month = Date()
    private let title = UILabel()
    /// The header's month and year, which opens and closes the wheels.
    let titleButton = UIButton(type: .system)
    private let chevron = UIImageView()
    /// The month and year wheels, while they show.
    private(set) var monthWheels: UIPickerView?
    private let previous = UIButton(type: .system)
    private let following = UIButton(type: .system)
    private var weekdayLabels: [UILabel] = []
    private var dayButtons: [UIButton] = []
    /// The day each button stands for (nil: a blank before or after the month).
    private var buttonDays: [Date?] = []

    init(datePicker: UIDatePicker) {
        self.datePicker = datePicker
        super.init(frame: CGRect(origin: .zero, size: Self.size))
        title.font = .systemFont(ofSize: 17, weight: .semibold)
        title.isUserInteractionEnabled = false
        addSubview(title)
        chevron.image = UIImage(systemName: "chevron.right", withConfiguration: UIImage.SymbolConfiguration(pointSize: 15, weight: .semibold))
        chevron.isUserInteractionEnabled = false
        addSubview(chevron)
        titleButton.addAction(UIAction { [weak self] _ in self?.toggleMonthWheels() }, for: .primaryActionTriggered)
        addSubview(titleButton)
        for (button, symbol, step) in [(previous, "chevron.left", -1), (following, "chevron.right", 1)] {
            button.setImage(UIImage(systemName: symbol, withConfiguration: UIImage.SymbolConfiguration(pointSize: 20, weight: .semibold)), for: .normal)
            button.addAction(UIAction { [weak self] _ in self?.turn(by: step) }, for: .primaryActionTriggered)
            addSubview(button)
        }
        for _ in 0..<7 {
            let label = UILabel()
            label.font = .systemFont(ofSize: 13, weight: .semibold)
            label.textColor = .tertiaryLabel
            label.textAlignment = .center
            weekdayLabels.append(label)
            addSubview(label)
        }
        for index in 0..<42 {
            let button = UIButton(type: .custom)
            button.titleLabel?.font = .systemFont(ofSize: 20)
            button.layer.cornerRadius = Self.cellSize.width / 2
            button.addAction(UIAction { [weak self] _ in self?.pickDay(at: index) }, for: .primaryActionTriggered)
            dayButtons.append(button)
            addSubview(button)
        }
    }

    required init?(coder: NSCoder) { nil }

    private var calendar: Calendar { datePicker?.effectiveCalendar ?? .current }

    /// Shows the month holding `date`.
    func show(monthOf date: Date) {
        month = calendar.dateInterval(of: .month, for: date)?.start ?? date
        refresh()
    }

    private func turn(by months: Int) {
        guard let turned = calendar.date(byAdding: .month, value: months, to: month) else { return }
        month = turned
        refresh()
    }

    /// Fills in the title, the weekday symbols and the days.
    func refresh() {
        guard let datePicker else { return }
        let calendar = self.calendar
        let formatter = datePicker.makeFormatter()
        formatter.setLocalizedDateFormatFromTemplate("MMMMyyyy")
        title.text = formatter.string(from: month)
        let isChoosing = monthWheels != nil
        title.textColor = isChoosing ? tintColor : .label
        chevron.tintColor = tintColor
        chevron.transform = isChoosing ? CGAffineTransform(rotationAngle: .pi / 2) : .identity
        previous.isHidden = isChoosing
        following.isHidden = isChoosing
        weekdayLabels.forEach { $0.isHidden = isChoosing }
        let symbols = formatter.shortStandaloneWeekdaySymbols ?? []
        for (column, label) in weekdayLabels.enumerated() where !symbols.isEmpty {
            label.text = symbols[(calendar.firstWeekday - 1 + column) % 7].uppercased()
        }
        let days = calendar.range(of: .day, in: .month, for: month)?.count ?? 30
        let leading = (calendar.component(.weekday, from: month) - calendar.firstWeekday + 7) % 7
        buttonDays = (0..<42).map { index in
            let day = index - leading
            guard day >= 0, day < days else { return nil }
            return calendar.date(byAdding: .day, value: day, to: month)
        }
        let tint = tintColor ?? .systemBlue
        for (index, button) in dayButtons.enumerated() {
            guard !isChoosing, let day = buttonDays[index] else {
                button.isHidden = true
                continue
            }
            button.isHidden = false
            let isPicked = calendar.isDate(day, inSameDayAs: datePicker.date)
            let isToday = calendar.isDateInToday(day)
            let allowed = datePicker.allows(day, toGranularity: .day)
            button.setTitle("\(calendar.component(.day, from: day))", for: .normal)
            button.titleLabel?.font = isPicked ? .systemFont(ofSize: 24, weight: .medium) : .systemFont(ofSize: 20)
            button.setTitleColor(!allowed ? .tertiaryLabel : (isPicked || isToday ? tint : .label), for: .normal)
            button.backgroundColor = isPicked ? tint.withAlphaComponent(0.12) : nil
            button.isEnabled = allowed
        }
        setNeedsLayout()
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        refresh()
    }

    private func pickDay(at index: Int) {
        guard index < buttonDays.count, let day = buttonDays[index], let datePicker else { return }
        datePicker.userPickedDay(day)
        refresh()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let cell = Self.cellSize
        let left = ((bounds.width - 7 * cell.width) / 2).rounded()
        title.sizeToFit()
        title.frame.origin = CGPoint(x: left + 8, y: ((Self.headerHeight - title.bounds.height) / 2).rounded())
        chevron.sizeToFit()
        chevron.center = CGPoint(x: title.frame.maxX + 6 + chevron.bounds.width / 2, y: title.frame.midY)
        titleButton.frame = CGRect(x: title.frame.minX - 4, y: 4, width: chevron.frame.maxX - title.frame.minX + 12,
                                   height: Self.headerHeight - 8)
        monthWheels?.frame = CGRect(x: left, y: Self.headerHeight, width: 7 * cell.width, height: bounds.height - Self.headerHeight - 8)
        following.frame = CGRect(x: left + 7 * cell.width - cell.width, y: (Self.headerHeight - cell.height) / 2, width: cell.width, height: cell.height)
        previous.frame = following.frame.offsetBy(dx: -cell.width, dy: 0)
        for (column, label) in weekdayLabels.enumerated() {
            label.frame = CGRect(x: left + CGFloat(column) * cell.width, y: Self.headerHeight, width: cell.width, height: Self.weekdayHeight)
        }
        let top = Self.headerHeight + Self.weekdayHeight
        for (index, button) in dayButtons.enumerated() {
            button.frame = CGRect(x: left + CGFloat(index % 7) * cell.width, y: top + CGFloat(index / 7) * cell.height,
                                  width: cell.width, height: cell.height)
        }
    }

    // MARK: The month and year wheels

    /// The years the wheel offers (those of the limits, else 1 to 9999) and the month names,
    /// taken when the wheels open: the wheels ask for them row by row.
    private var years: ClosedRange<Int> = 1...9999
    private var monthSymbols: [String] = []

    private func takeWheelContents() {
        let calendar = self.calendar
        let low = datePicker?.minimumDate.map { calendar.component(.year, from: $0) } ?? 1
        let high = datePicker?.maximumDate.map { calendar.component(.year, from: $0) } ?? 9999
        years = min(low, high)...max(low, high)
        let formatter = datePicker?.makeFormatter() ?? DateFormatter()
        monthSymbols = formatter.standaloneMonthSymbols ?? formatter.monthSymbols ?? []
    }

    func toggleMonthWheels() {
        if let wheels = monthWheels {
            wheels.removeFromSuperview()
            monthWheels = nil
        } else {
            takeWheelContents()
            let wheels = UIPickerView()
            wheels.dataSource = self
            wheels.delegate = self
            addSubview(wheels)
            monthWheels = wheels
            let calendar = self.calendar
            wheels.selectRow(calendar.component(.month, from: month) - 1, inComponent: 0, animated: false)
            wheels.selectRow(calendar.component(.year, from: month) - years.lowerBound, inComponent: 1, animated: false)
        }
        refresh()
        setNeedsLayout()
    }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        component == 0 ? max(1, monthSymbols.count) : years.count
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        if component == 0 { return monthSymbols.indices.contains(row) ? monthSymbols[row] : nil }
        return "\(years.lowerBound + row)"
    }

    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        component == 0 ? 170 : 110
    }

    /// The wheels turned: the month shown follows (the date does not).
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        var parts = calendar.dateComponents([.year, .month], from: month)
        parts.month = pickerView.selectedRow(inComponent: 0) + 1
        parts.year = years.lowerBound + pickerView.selectedRow(inComponent: 1)
        parts.day = 1
        guard let shown = calendar.date(from: parts) else { return }
        month = shown
        refresh()
    }

    /// The button showing `day`'s number, if the month shown holds it (for tests and the
    /// compact picker's popover).
    func button(forDay day: Int) -> UIButton? {
        dayButtons.enumerated().first { index, _ in
            buttonDays[index].map { calendar.component(.day, from: $0) == day } ?? false
        }?.element
    }
}
