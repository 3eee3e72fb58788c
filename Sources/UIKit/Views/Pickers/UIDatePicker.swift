import Foundation

/// The styles a date picker can ask for. Slate draws wheels; iOS 14's `.compact` and
/// `.inline` calendar styles are absent (docs/porting.md), so `.automatic` means wheels.
public enum UIDatePickerStyle: Int, Sendable {
    case automatic
    case wheels
}

/// A control for picking a date, a time, both, or a countdown duration, on spinning wheels
/// (iOS 13's look, which iOS 14 keeps as `.wheels`).
///
/// The wheels follow the picker's locale and calendar: their order (month–day–year in the
/// United States, day–month–year in Germany), month names, a 12- or 24-hour clock and where
/// AM/PM goes. Month, day, hour and minute wheels turn endlessly, as on iOS. A wheel that comes
/// to rest on a date that does not exist (February 30) or lies outside `minimumDate` …
/// `maximumDate` turns on to the nearest one that does; rows for such dates are dimmed.
/// `valueChanged` is sent when the user's turn changes the date, never for the app's own
/// `date` changes.
@MainActor
open class UIDatePicker: UIControl {
    public enum Mode: Int, Sendable {
        case time
        case date
        case dateAndTime
        case countDownTimer
    }

    let picker = UIPickerView()
    private var wheels: DatePickerWheels!
    private let unitLabels = [UILabel(), UILabel()]

    public override init(frame: CGRect) {
        super.init(frame: frame)
        picker.frame = bounds
        picker.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(picker)
        for label in unitLabels {
            label.font = .systemFont(ofSize: 17, weight: .semibold)
            label.isUserInteractionEnabled = false
            addSubview(label)
        }
        wheels = DatePickerWheels(datePicker: self)
        rebuildWheels()
    }

    public required init?(coder: NSCoder) { nil }

    // MARK: What is picked

    /// The wheels shown: `.dateAndTime` by default.
    open var datePickerMode: Mode = .dateAndTime {
        didSet { if datePickerMode != oldValue { rebuildWheels() } }
    }

    /// The picked date (in `.countDownTimer` mode, unused: see `countDownDuration`). Starts
    /// as the moment the picker was made; kept within `minimumDate` … `maximumDate`.
    open var date: Date {
        get { storedDate }
        set { setDate(newValue, animated: false) }
    }

    private var storedDate = Date()

    /// Shows `date` (clamped to the minimum and maximum), turning the wheels to it.
    open func setDate(_ date: Date, animated: Bool) {
        storedDate = clamped(date)
        wheels.show(storedDate, animated: animated && window != nil)
    }

    /// The earliest date the wheels may stop on (nil: no limit).
    open var minimumDate: Date? {
        didSet { limitsDidChange() }
    }

    /// The latest date the wheels may stop on (nil: no limit).
    open var maximumDate: Date? {
        didSet { limitsDidChange() }
    }

    /// In `.countDownTimer` mode, the picked duration in seconds: whole minutes from one
    /// minute to 23 hours 59 minutes (0, the default, shows one minute's worth of wheels at 0).
    open var countDownDuration: TimeInterval {
        get { storedCountDown }
        set {
            guard newValue.isFinite else { return }
            storedCountDown = min(max(0, (newValue / 60).rounded(.down) * 60), 23 * 3600 + 59 * 60)
            if datePickerMode == .countDownTimer {
                wheels.showCountDown(storedCountDown, animated: false)
                updateUnitLabels()
            }
        }
    }

    private var storedCountDown: TimeInterval = 0

    /// The minute wheel's step: 1 by default; a value that does not divide 60 is ignored, as in
    /// UIKit.
    open var minuteInterval: Int {
        get { storedMinuteInterval }
        set {
            guard newValue >= 1, newValue <= 30, 60 % newValue == 0, newValue != storedMinuteInterval else { return }
            storedMinuteInterval = newValue
            rebuildWheels()
        }
    }

    private var storedMinuteInterval = 1

    /// Whether the date is rounded to the minute interval when the interval changes (true).
    open var roundsToMinuteInterval = true

    // MARK: Locale, calendar, time zone

    /// The locale for the wheels' order and names (nil: the current locale).
    open var locale: Locale? {
        didSet { rebuildWheels() }
    }

    /// The calendar whose months and days the wheels show; setting nil restores the current
    /// calendar.
    open var calendar: Calendar! {
        get { storedCalendar }
        set {
            storedCalendar = newValue ?? .current
            rebuildWheels()
        }
    }

    private var storedCalendar = Calendar.current

    /// The time zone the wheels show dates in (nil: the current time zone).
    open var timeZone: TimeZone? {
        didSet { rebuildWheels() }
    }

    // MARK: Style

    /// The style asked for; Slate shows wheels whatever it is (docs/porting.md).
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic

    /// The style shown: always `.wheels` in Slate.
    open var datePickerStyle: UIDatePickerStyle { .wheels }

    // MARK: Size

    open override var intrinsicContentSize: CGSize {
        CGSize(width: max(UIPickerView.defaultSize.width, wheels.naturalWidth), height: UIPickerView.defaultSize.height)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        placeUnitLabels()
    }

    // MARK: Wheels

    /// The calendar the wheels work in: the picker's, in its time zone and locale.
    var effectiveCalendar: Calendar {
        var calendar = storedCalendar
        calendar.timeZone = timeZone ?? .current
        calendar.locale = locale ?? .current
        return calendar
    }

    private func rebuildWheels() {
        guard let wheels else { return }
        if roundsToMinuteInterval, storedMinuteInterval > 1 { storedDate = rounded(storedDate) }
        wheels.rebuild(mode: datePickerMode, calendar: effectiveCalendar, minuteInterval: storedMinuteInterval)
        picker.dataSource = wheels
        picker.delegate = wheels
        picker.reloadAllComponents()
        if datePickerMode == .countDownTimer {
            wheels.showCountDown(storedCountDown, animated: false)
        } else {
            wheels.show(storedDate, animated: false)
        }
        updateUnitLabels()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    private func updateUnitLabels() {
        let isCountDown = datePickerMode == .countDownTimer
        unitLabels[0].text = isCountDown ? DatePickerWheels.hoursUnit(Int(storedCountDown) / 3600) : nil
        unitLabels[1].text = isCountDown ? DatePickerWheels.minutesUnit : nil
        setNeedsLayout()
    }

    /// A countdown's units sit beside the band, right of its numbers, and do not turn.
    private func placeUnitLabels() {
        picker.layoutIfNeeded()
        for (component, label) in unitLabels.enumerated() {
            guard datePickerMode == .countDownTimer, picker.numberOfComponents > component else {
                label.isHidden = true
                continue
            }
            label.isHidden = false
            label.sizeToFit()
            let column = picker.frameOfComponent(component)
            label.frame.origin = CGPoint(x: picker.frame.minX + column.midX + DatePickerWheels.countDownGap / 2,
                                         y: picker.frame.minY + ((picker.bounds.height - label.bounds.height) / 2).rounded())
        }
    }

    private func limitsDidChange() {
        storedDate = clamped(storedDate)
        guard datePickerMode != .countDownTimer else { return }
        wheels?.show(storedDate, animated: false)
    }

    /// `date` within the limits.
    func clamped(_ date: Date) -> Date {
        var date = date
        if let maximumDate, date > maximumDate { date = maximumDate }
        if let minimumDate, date < minimumDate { date = minimumDate }
        return date
    }

    private func rounded(_ date: Date) -> Date {
        let step = TimeInterval(storedMinuteInterval * 60)
        return Date(timeIntervalSinceReferenceDate: (date.timeIntervalSinceReferenceDate / step).rounded(.down) * step)
    }

    /// The user's wheels came to rest on `picked` (already made valid by the wheels).
    func userPicked(_ picked: Date) {
        let kept = clamped(picked)
        if kept != picked { wheels.show(kept, animated: window != nil) }
        guard kept != storedDate else { return }
        storedDate = kept
        sendActions(for: .valueChanged)
    }

    /// The user's wheels came to rest on a countdown of `duration` seconds.
    func userPicked(countDown duration: TimeInterval) {
        guard duration != storedCountDown else { return }
        storedCountDown = duration
        updateUnitLabels()
        sendActions(for: .valueChanged)
    }

    /// Whether `date` may be picked, to the precision the mode shows.
    func allows(_ date: Date) -> Bool {
        let calendar = effectiveCalendar
        let unit: Calendar.Component = datePickerMode == .date ? .day : .minute
        if let minimumDate, calendar.compare(date, to: minimumDate, toGranularity: unit) == .orderedAscending { return false }
        if let maximumDate, calendar.compare(date, to: maximumDate, toGranularity: unit) == .orderedDescending { return false }
        return true
    }
}
