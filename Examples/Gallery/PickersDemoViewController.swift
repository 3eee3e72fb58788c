import Foundation
import UIKit

/// Pickers: a three-wheel picker of a T-shirt order — size, colour, quantity — turned by drag,
/// pointer, trackpad, scroll wheel or a tap on a row, with the order spelled out above it; and
/// a date picker for its delivery, in each of its four modes and three styles (wheels, the
/// compact fields that present a popover, the inline month); and a color well, in the corner,
/// whose picker (in a popover) inks the order, beside a Font button whose font picker (in a
/// popover) sets the order's typeface.
final class PickersDemoViewController: GalleryPageViewController, UIPickerViewDataSource, UIPickerViewAccessibilityDelegate,
    UIFontPickerViewControllerDelegate {
    static let sizes = ["XS", "S", "M", "L", "XL", "XXL"]
    static let colors = ["Red", "Orange", "Yellow", "Green", "Blue", "Purple", "Black", "White"]
    static let quantities = (1...20).map(String.init)

    let picker = UIPickerView()
    private let order = UILabel()
    let datePicker = UIDatePicker()
    private let delivery = UILabel()
    private let modes = UISegmentedControl(items: ["Date", "Time", "Date & Time", "Countdown"])
    private static let modeList: [UIDatePicker.Mode] = [.date, .time, .dateAndTime, .countDownTimer]
    private let styles = UISegmentedControl(items: ["Wheels", "Compact", "Inline"])
    let inkWell = UIColorWell()
    let fontButton = UIButton(type: .system)
    private static let styleList: [UIDatePickerStyle] = [.wheels, .compact, .inline]

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        order.font = .preferredFont(forTextStyle: .title2)
        picker.dataSource = self
        picker.delegate = self
        picker.backgroundColor = .secondarySystemGroupedBackground
        picker.layer.cornerRadius = 10
        picker.selectRow(2, inComponent: 0, animated: false)
        picker.selectRow(4, inComponent: 1, animated: false)
        picker.translatesAutoresizingMaskIntoConstraints = false
        picker.widthAnchor.constraint(equalToConstant: 360).isActive = true
        delivery.font = .preferredFont(forTextStyle: .body)
        // A fixed date, so that the page looks the same every day (the tour's screenshots).
        datePicker.date = Calendar.current.date(from: DateComponents(year: 2021, month: 6, day: 15, hour: 10, minute: 30)) ?? Date()
        datePicker.countDownDuration = 45 * 60
        datePicker.datePickerMode = .date
        datePicker.preferredDatePickerStyle = .wheels
        datePicker.backgroundColor = .secondarySystemGroupedBackground
        datePicker.layer.cornerRadius = 10
        datePicker.translatesAutoresizingMaskIntoConstraints = false
        datePicker.widthAnchor.constraint(equalToConstant: 360).isActive = true
        datePicker.addAction(UIAction { [weak self] _ in
            self?.describeDelivery()
            self?.report("picked delivery \(self?.delivery.text ?? "")")
        }, for: .valueChanged)
        modes.selectedSegmentIndex = 0
        modes.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            datePicker.datePickerMode = Self.modeList[max(0, modes.selectedSegmentIndex)]
            describeDelivery()
        }, for: .valueChanged)
        styles.selectedSegmentIndex = 0
        styles.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            datePicker.preferredDatePickerStyle = Self.styleList[max(0, styles.selectedSegmentIndex)]
            report("date picker style \(styles.titleForSegment(at: styles.selectedSegmentIndex) ?? "")")
        }, for: .valueChanged)
        addColumn([order, picker, modes, delivery, datePicker, styles], spacing: 16)
        addInkWell()
        describeOrder()
        describeDelivery()
    }

    /// The well at the top trailing corner, beside its label, outside the column.
    private func addInkWell() {
        let label = UILabel()
        label.text = "Ink"
        label.font = .preferredFont(forTextStyle: .body)
        label.textColor = .secondaryLabel
        inkWell.title = "Ink"
        inkWell.supportsAlpha = false
        inkWell.selectedColor = .label
        inkWell.addAction(UIAction { [weak self] _ in
            guard let self, let color = inkWell.selectedColor else { return }
            order.textColor = color
            var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0
            color.getRed(&red, green: &green, blue: &blue, alpha: nil)
            report(String(format: "picked ink %02X%02X%02X", Int(red * 255), Int(green * 255), Int(blue * 255)))
        }, for: .valueChanged)
        for view in [label, inkWell] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            self.view.addSubview(view)
        }
        NSLayoutConstraint.activate([
            inkWell.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -24),
            inkWell.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            label.trailingAnchor.constraint(equalTo: inkWell.leadingAnchor, constant: -8),
            label.centerYAnchor.constraint(equalTo: inkWell.centerYAnchor),
        ])
        addFontButton(before: label)
    }

    /// "Font…", left of the ink well: a font picker in a popover sets the order's typeface.
    private func addFontButton(before neighbour: UIView) {
        fontButton.setTitle("Font…", for: .normal)
        fontButton.titleLabel?.font = .preferredFont(forTextStyle: .body)
        fontButton.addAction(UIAction { [weak self] _ in self?.showFontPicker() }, for: .primaryActionTriggered)
        fontButton.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(fontButton)
        NSLayoutConstraint.activate([
            fontButton.trailingAnchor.constraint(equalTo: neighbour.leadingAnchor, constant: -24),
            fontButton.centerYAnchor.constraint(equalTo: neighbour.centerYAnchor),
        ])
    }

    func showFontPicker() {
        let picker = UIFontPickerViewController()
        picker.delegate = self
        picker.selectedFontDescriptor = UIFontDescriptor(fontAttributes: [.family: order.font.familyName])
        picker.modalPresentationStyle = .popover
        picker.popoverPresentationController?.sourceView = fontButton
        picker.popoverPresentationController?.sourceRect = fontButton.bounds
        present(picker, animated: true) { [weak self] in self?.report("font picker showing") }
    }

    func fontPickerViewControllerDidPickFont(_ viewController: UIFontPickerViewController) {
        guard let family = viewController.selectedFontDescriptor?.fontAttributes[.family] as? String else { return }
        order.font = UIFont(descriptor: UIFontDescriptor(fontAttributes: [.family: family]), size: order.font.pointSize)
        report("picked font \(family)")
    }

    func fontPickerViewControllerDidCancel(_ viewController: UIFontPickerViewController) {
        report("font picker cancelled")
    }

    private func describeDelivery() {
        if datePicker.datePickerMode == .countDownTimer {
            let minutes = Int(datePicker.countDownDuration / 60)
            delivery.text = "Delivery in \(minutes / 60) h \(minutes % 60) min"
            return
        }
        let formatter = DateFormatter()
        formatter.dateStyle = datePicker.datePickerMode == .time ? .none : .full
        formatter.timeStyle = datePicker.datePickerMode == .date ? .none : .short
        delivery.text = "Delivery: \(formatter.string(from: datePicker.date))"
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        report("pickers showing")
    }

    private func describeOrder() {
        let size = Self.sizes[max(0, picker.selectedRow(inComponent: 0))]
        let color = Self.colors[max(0, picker.selectedRow(inComponent: 1))]
        let quantity = Self.quantities[max(0, picker.selectedRow(inComponent: 2))]
        order.text = "\(quantity) × \(color) T-shirt, size \(size)"
    }

    // MARK: UIPickerViewDataSource

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 3 }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        [Self.sizes, Self.colors, Self.quantities][component].count
    }

    // MARK: UIPickerViewDelegate

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        [Self.sizes, Self.colors, Self.quantities][component][row]
    }

    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        component == 1 ? 150 : 80
    }

    /// What a screen reader calls each wheel (UIPickerViewAccessibilityDelegate).
    func pickerView(_ pickerView: UIPickerView, accessibilityLabelForComponent component: Int) -> String? {
        ["Size", "Colour", "Quantity"][component]
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        describeOrder()
        report("picked \(["size", "colour", "quantity"][component]) \([Self.sizes, Self.colors, Self.quantities][component][row])")
    }
}
