import Foundation

/// The `.compact` date picker's face: the date, the time or both in grey rounded fields. A
/// click on one presents, in a popover from it, what picks it — the month of the `.inline`
/// style for the date, wheels for the time — kept in step with the picker while it shows.
@MainActor
final class DatePickerCompactField: UIView {
    static let height: CGFloat = 34
    static let spacing: CGFloat = 8

    private weak var datePicker: UIDatePicker?
    /// False below an inline month, which shows the date itself.
    var showsDate = true
    let dateField = UIButton(type: .custom)
    let timeField = UIButton(type: .custom)

    init(datePicker: UIDatePicker) {
        self.datePicker = datePicker
        super.init(frame: .zero)
        for (field, component) in [(dateField, UIDatePicker.Mode.date), (timeField, .time)] {
            field.backgroundColor = .tertiarySystemFill
            field.layer.cornerRadius = 6
            field.titleLabel?.font = .systemFont(ofSize: 17)
            field.setTitleColor(.label, for: .normal)
            field.contentEdgeInsets = UIEdgeInsets(top: 6, left: 11, bottom: 6, right: 11)
            field.addAction(UIAction { [weak self, weak field] _ in
                guard let self, let field else { return }
                self.presentEditor(for: component, from: field)
            }, for: .primaryActionTriggered)
            addSubview(field)
        }
    }

    required init?(coder: NSCoder) { nil }

    /// The fields the mode shows, with the picker's date in its locale.
    func refresh() {
        guard let datePicker else { return }
        let formatter = datePicker.makeFormatter()
        formatter.dateStyle = .medium
        formatter.timeStyle = .none
        dateField.setTitle(formatter.string(from: datePicker.date), for: .normal)
        formatter.dateStyle = .none
        formatter.timeStyle = .short
        timeField.setTitle(formatter.string(from: datePicker.date), for: .normal)
        dateField.isHidden = datePicker.datePickerMode == .time || !showsDate
        timeField.isHidden = datePicker.datePickerMode == .date
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    private var shownFields: [UIButton] { [dateField, timeField].filter { !$0.isHidden } }

    override var intrinsicContentSize: CGSize {
        let widths = shownFields.map { $0.intrinsicContentSize.width.rounded(.up) }
        return CGSize(width: widths.reduce(0, +) + CGFloat(max(0, widths.count - 1)) * Self.spacing, height: Self.height)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        // Trailing-aligned, as a form's value is.
        var x = bounds.width
        for field in shownFields.reversed() {
            let width = field.intrinsicContentSize.width.rounded(.up)
            x -= width
            field.frame = CGRect(x: x, y: ((bounds.height - Self.height) / 2).rounded(), width: width, height: Self.height)
            x -= Self.spacing
        }
    }

    // MARK: The popover

    /// Presents a picker of `component` in a popover from `field`.
    private func presentEditor(for component: UIDatePicker.Mode, from field: UIView) {
        guard let datePicker, let presenter = datePicker.presentingControllerForEditor else { return }
        let editor = UIDatePicker()
        editor.calendar = datePicker.calendar
        editor.locale = datePicker.locale
        editor.timeZone = datePicker.timeZone
        editor.minimumDate = datePicker.minimumDate
        editor.maximumDate = datePicker.maximumDate
        editor.minuteInterval = datePicker.minuteInterval
        editor.datePickerMode = component
        editor.preferredDatePickerStyle = component == .date ? .inline : .wheels
        editor.date = datePicker.date
        editor.addAction(UIAction { [weak datePicker, weak editor] _ in
            guard let datePicker, let editor else { return }
            datePicker.userPicked(editor.date)
        }, for: .valueChanged)
        let controller = UIViewController()
        controller.view.backgroundColor = .systemBackground
        editor.frame = CGRect(origin: CGPoint(x: 8, y: 8), size: editor.intrinsicContentSize)
        controller.view.addSubview(editor)
        controller.preferredContentSize = CGSize(width: editor.frame.width + 16, height: editor.frame.height + 16)
        controller.modalPresentationStyle = .popover
        controller.popoverPresentationController?.sourceView = field
        controller.popoverPresentationController?.sourceRect = field.bounds
        presenter.present(controller, animated: true)
    }
}
