import Foundation

/// The styles a date picker can ask for: `.automatic` is `.compact` on an iPad (wheels for a
/// countdown).
public enum UIDatePickerStyle: Int, Sendable {
    case automatic
    case wheels
    /// The date and time in grey fields; each presents its editor in a popover.
    case compact
    /// A month of days to tap (and, with the time, a time field below it).
    case inline
}

/// A control for picking a date, a time, both, or a countdown duration: on spinning wheels
/// (`.wheels`, iOS 13's look), as a month of days (`.inline`), or as fields that present
/// either in a popover (`.compact`, an iPad's default).
///
/// The wheels follow the picker's locale and calendar: their order (month–day–year in the
/// United States, day–month–year in Germany), month names, a 12- or 24-hour clock and where
/// AM/PM goes. Month, day, hour and minute wheels turn endlessly, as on iOS. A wheel that comes
/// to rest on a date that does not exist (February 30) or lies outside `minimumDate` …
/// `maximumDate` turns on to the nearest one that does; rows for such dates are dimmed.
/// `valueChanged` is sent when the user's turn changes the date, never for the app's own
/// `date` changes.
@preconcurrency @MainActor
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
    /// The `.inline` style's month, made when first shown.
    private(set) var monthView: DatePickerCalendar?
    /// The `.compact` style's fields, and the `.inline` style's time below its month.
    private(set) var compactField: DatePickerCompactField?
    /// "Time", before the inline style's time field.
    private lazy var timeTitle: UILabel = {
        let label = UILabel()
        label.text = "Time"
        label.font = .systemFont(ofSize: 17, weight: .semibold)
        addSubview(label)
        return label
    }()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpDatePicker()
    }

    /// What every initializer sets up, `init(frame:)` and `init?(coder:)` alike.
    private func setUpDatePicker() {
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
        styleDidChange()
    }

    /// Made by a storyboard or xib: set up as `init(frame:)` does; the document's properties
    /// are set after this returns (docs/porting.md).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpDatePicker()
    }

    // MARK: What is picked

    /// The wheels shown: `.dateAndTime` by default.
    open var datePickerMode: Mode = .dateAndTime {
        didSet { if datePickerMode != oldValue { rebuildWheels(); styleDidChange() } }
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
        monthView?.show(monthOf: storedDate)
        compactField?.refresh()
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

    /// The style asked for: `.automatic` by default.
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic {
        didSet { if preferredDatePickerStyle != oldValue { styleDidChange() } }
    }

    /// The style shown: the preferred one, `.automatic` being `.compact` (as on an iPad); a
    /// countdown always shows wheels, and an `.inline` time alone shows its compact field.
    open var datePickerStyle: UIDatePickerStyle {
        if datePickerMode == .countDownTimer { return .wheels }
        switch preferredDatePickerStyle {
        case .automatic: return .compact
        case .inline where datePickerMode == .time: return .compact
        default: return preferredDatePickerStyle
        }
    }

    /// Shows the views of the style now in force.
    private func styleDidChange() {
        guard wheels != nil else { return }
        let style = datePickerStyle
        let showsMonth = style == .inline
        let showsField = style == .compact || (style == .inline && datePickerMode == .dateAndTime)
        if showsMonth, monthView == nil {
            let month = DatePickerCalendar(datePicker: self)
            addSubview(month)
            monthView = month
        }
        if showsField, compactField == nil {
            let field = DatePickerCompactField(datePicker: self)
            addSubview(field)
            compactField = field
        }
        picker.isHidden = style != .wheels
        monthView?.isHidden = !showsMonth
        if showsMonth, datePickerMode == .dateAndTime { timeTitle.isHidden = false } else if monthView != nil { timeTitle.isHidden = true }
        compactField?.isHidden = !showsField
        // Below an inline month, only the time is a field.
        compactField?.showsDate = style == .compact
        monthView?.show(monthOf: storedDate)
        compactField?.refresh()
        updateUnitLabels()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    // MARK: Size

    /// The height of the `.inline` style's time row below the month.
    static let inlineTimeRowHeight: CGFloat = 52

    open override var intrinsicContentSize: CGSize {
        switch datePickerStyle {
        case .compact:
            return compactField?.intrinsicContentSize ?? .zero
        case .inline:
            var size = DatePickerCalendar.size
            if datePickerMode == .dateAndTime { size.height += Self.inlineTimeRowHeight }
            return size
        default:
            return CGSize(width: max(UIPickerView.defaultSize.width, wheels.naturalWidth), height: UIPickerView.defaultSize.height)
        }
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        placeUnitLabels()
        switch datePickerStyle {
        case .compact:
            compactField?.frame = bounds
        case .inline:
            let month = DatePickerCalendar.size
            monthView?.frame = CGRect(x: ((bounds.width - month.width) / 2).rounded(), y: 0, width: month.width, height: month.height)
            if datePickerMode == .dateAndTime, let field = compactField {
                let row = CGRect(x: ((bounds.width - month.width) / 2).rounded() + 16, y: month.height,
                                 width: month.width - 32, height: Self.inlineTimeRowHeight)
                field.frame = row
                timeTitle.sizeToFit()
                timeTitle.frame.origin = CGPoint(x: row.minX, y: row.minY + ((row.height - timeTitle.bounds.height) / 2).rounded())
            }
        default:
            break
        }
    }

    /// Where the compact fields present their editors: the controller whose view holds the
    /// picker (the window's root controller when none does).
    var presentingControllerForEditor: UIViewController? {
        var responder: UIResponder? = self
        while let current = responder {
            if let controller = current as? UIViewController { return controller }
            responder = current.next
        }
        return window?.rootViewController
    }

    // MARK: Wheels

    /// The calendar the wheels work in: the picker's, in its time zone and locale.
    var effectiveCalendar: Calendar {
        var calendar = storedCalendar
        calendar.timeZone = timeZone ?? .current
        calendar.locale = locale ?? .current
        return calendar
    }

    /// A formatter in the picker's calendar, locale and time zone.
    func makeFormatter() -> DateFormatter {
        let calendar = effectiveCalendar
        let formatter = DateFormatter()
        formatter.calendar = calendar
        formatter.locale = calendar.locale
        formatter.timeZone = calendar.timeZone
        return formatter
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
        monthView?.refresh()
        compactField?.refresh()
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

    /// The user's wheels came to rest on `picked` (already made valid by the wheels), or the
    /// user picked it in a compact field's editor.
    func userPicked(_ picked: Date) {
        let kept = clamped(picked)
        if kept != picked { wheels.show(kept, animated: window != nil) }
        guard kept != storedDate else { return }
        storedDate = kept
        if datePickerStyle != .wheels { wheels.show(kept, animated: false) }
        monthView?.refresh()
        compactField?.refresh()
        sendActions(for: .valueChanged)
    }

    /// The user tapped `day` in the month: the date moves to it, keeping its time of day.
    func userPickedDay(_ day: Date) {
        let calendar = effectiveCalendar
        var parts = calendar.dateComponents([.year, .month, .day], from: day)
        let time = calendar.dateComponents([.hour, .minute, .second], from: storedDate)
        parts.hour = time.hour
        parts.minute = time.minute
        parts.second = time.second
        guard let picked = calendar.date(from: parts) else { return }
        userPicked(picked)
    }

    /// The user's wheels came to rest on a countdown of `duration` seconds.
    func userPicked(countDown duration: TimeInterval) {
        guard duration != storedCountDown else { return }
        storedCountDown = duration
        updateUnitLabels()
        sendActions(for: .valueChanged)
    }

    /// Whether `date` may be picked, to the precision the mode shows (or `granularity`).
    func allows(_ date: Date, toGranularity granularity: Calendar.Component? = nil) -> Bool {
        let calendar = effectiveCalendar
        let unit: Calendar.Component = granularity ?? (datePickerMode == .date ? .day : .minute)
        if let minimumDate, calendar.compare(date, to: minimumDate, toGranularity: unit) == .orderedAscending { return false }
        if let maximumDate, calendar.compare(date, to: maximumDate, toGranularity: unit) == .orderedDescending { return false }
        return true
    }
}
