import Foundation

/// The system's color picker (iOS 14): a grid of swatches and red, green and blue sliders with
/// a hex field, an opacity slider, and the picked color beside the title. Present it — as a
/// sheet, or as a popover from a source as `UIColorWell` does — and read `selectedColor` as the
/// delegate hears of each pick; the delegate hears `colorPickerViewControllerDidFinish(_:)`
/// when the user closes the picker.
///
/// Slate's picker has two of iOS's three tabs, Grid and Sliders (no Spectrum), and no
/// eyedropper or saved colors (`docs/porting.md`).
@preconcurrency @MainActor
open class UIColorPickerViewController: UIViewController {
    open weak var delegate: UIColorPickerViewControllerDelegate?

    /// The picked color. Setting it shows it; the delegate is not told.
    open var selectedColor: UIColor = .white {
        didSet { showSelectedColor() }
    }

    /// Whether the opacity slider shows and picks keep their alpha; when false every pick is
    /// opaque.
    open var supportsAlpha = true {
        didSet {
            if !supportsAlpha { selectedColor = selectedColor.withAlphaComponent(1) }
            preferredContentSize = Self.contentSize(supportsAlpha: supportsAlpha)
            viewIfLoaded?.setNeedsLayout()
        }
    }

    public init() {
        super.init(nibName: nil, bundle: nil)
        preferredContentSize = Self.contentSize(supportsAlpha: true)
    }

    public required init?(coder: NSCoder) { nil }

    static let width: CGFloat = 360

    /// The title, the tabs, the grid, and the opacity slider when alpha is offered.
    private static func contentSize(supportsAlpha: Bool) -> CGSize {
        CGSize(width: width, height: supportsAlpha ? 456 : 392)
    }
    private static let margin: CGFloat = 16

    // MARK: Views

    private let titleLabel = UILabel()
    private let closeButton = UIButton(type: .close)
    private let tabs = UISegmentedControl(items: ["Grid", "Sliders"])
    let palette = ColorPaletteView()
    private var channelRows: [(name: UILabel, slider: UISlider, value: UILabel)] = []
    private let hexLabel = UILabel()
    let hexField = UITextField()
    private let opacityLabel = UILabel()
    let opacitySlider = UISlider()
    private let opacityValue = UILabel()
    private let swatch = UIView()

    /// The red, green and blue sliders (0…255).
    var channelSliders: [UISlider] { channelRows.map(\.slider) }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .secondarySystemBackground
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textAlignment = .center
        closeButton.addAction(UIAction { [weak self] _ in self?.close() }, for: .primaryActionTriggered)
        tabs.selectedSegmentIndex = 0
        tabs.addAction(UIAction { [weak self] _ in self?.view.setNeedsLayout() }, for: .valueChanged)
        palette.addAction(UIAction { [weak self] _ in self?.palettePicked() }, for: .valueChanged)
        for name in ["RED", "GREEN", "BLUE"] {
            let label = UILabel(), slider = UISlider(), value = UILabel()
            label.text = name
            label.font = .systemFont(ofSize: 13, weight: .semibold)
            label.textColor = .secondaryLabel
            slider.minimumValue = 0
            slider.maximumValue = 255
            slider.addAction(UIAction { [weak self] _ in self?.slidersMoved() }, for: .valueChanged)
            // Let go: the pick is final.
            slider.addAction(UIAction { [weak self] _ in self?.slidersMoved() }, for: [.touchUpInside, .touchUpOutside])
            value.font = .monospacedDigitSystemFont(ofSize: 15, weight: .regular)
            value.textAlignment = .right
            channelRows.append((label, slider, value))
        }
        hexLabel.text = "Hex Color #"
        hexLabel.font = .systemFont(ofSize: 15)
        hexField.borderStyle = .roundedRect
        hexField.autocapitalizationType = .allCharacters
        hexField.addAction(UIAction { [weak self] _ in self?.hexEntered() }, for: .editingDidEnd)
        hexField.addAction(UIAction { [weak self] _ in self?.hexField.resignFirstResponder() }, for: .editingDidEndOnExit)
        opacityLabel.text = "OPACITY"
        opacityLabel.font = .systemFont(ofSize: 13, weight: .semibold)
        opacityLabel.textColor = .secondaryLabel
        opacitySlider.minimumValue = 0
        opacitySlider.maximumValue = 1
        opacitySlider.addAction(UIAction { [weak self] _ in self?.opacityMoved() }, for: [.valueChanged, .touchUpInside, .touchUpOutside])
        opacityValue.font = .monospacedDigitSystemFont(ofSize: 15, weight: .regular)
        opacityValue.textAlignment = .right
        swatch.layer.cornerRadius = 8
        swatch.layer.borderWidth = 1
        var views: [UIView] = [titleLabel, closeButton, tabs, palette, hexLabel, hexField, opacityLabel, opacitySlider, opacityValue, swatch]
        for row in channelRows { views += [row.name, row.slider, row.value] }
        views.forEach(view.addSubview)
        showSelectedColor()
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let margin = Self.margin
        let width = view.bounds.width - 2 * margin
        titleLabel.text = title ?? "Colors"
        titleLabel.frame = CGRect(x: margin + 40, y: 14, width: max(0, width - 80), height: 24)
        closeButton.frame = CGRect(x: view.bounds.width - margin - 30, y: 11, width: 30, height: 30)
        tabs.frame = CGRect(x: margin, y: 52, width: width, height: 32)
        let content = CGRect(x: margin, y: 100, width: width, height: width * CGFloat(ColorPaletteView.rows) / CGFloat(ColorPaletteView.columns))
        let showsGrid = tabs.selectedSegmentIndex != 1
        palette.isHidden = !showsGrid
        palette.frame = content
        for (index, row) in channelRows.enumerated() {
            let y = content.minY + CGFloat(index) * 54
            row.name.frame = CGRect(x: margin, y: y, width: width, height: 18)
            row.slider.frame = CGRect(x: margin, y: y + 18, width: width - 56, height: 31)
            row.value.frame = CGRect(x: margin + width - 48, y: y + 22, width: 48, height: 22)
            [row.name, row.slider, row.value].forEach { $0.isHidden = showsGrid }
        }
        let hexY = content.minY + 3 * 54 + 4
        hexLabel.frame = CGRect(x: margin, y: hexY, width: 100, height: 34)
        hexField.frame = CGRect(x: margin + width - 110, y: hexY, width: 110, height: 34)
        hexLabel.isHidden = showsGrid
        hexField.isHidden = showsGrid
        let opacityY = content.maxY + 16
        opacityLabel.frame = CGRect(x: margin, y: opacityY, width: width, height: 18)
        opacitySlider.frame = CGRect(x: margin, y: opacityY + 18, width: width - 64, height: 31)
        opacityValue.frame = CGRect(x: margin + width - 56, y: opacityY + 22, width: 56, height: 22)
        [opacityLabel, opacitySlider, opacityValue].forEach { $0.isHidden = !supportsAlpha }
        // The picked color, at the title's leading side, across from the close button.
        swatch.frame = CGRect(x: margin, y: 11, width: 30, height: 30)
        swatch.layer.borderColor = UIColor.separator.resolvedColor(with: traitCollection).cgColor
    }

    /// Shows `selectedColor` in every control.
    private func showSelectedColor() {
        guard isViewLoaded else { return }
        let components = ColorComponents(selectedColor)
        palette.selectedSwatch = ColorPaletteView.swatch(of: selectedColor)
        for (row, value) in zip(channelRows, [components.red, components.green, components.blue]) {
            if !row.slider.isTracking { row.slider.value = Float(value * 255) }
            row.value.text = "\(Int((value * 255).rounded()))"
        }
        if !hexField.isFirstResponder { hexField.text = components.hex }
        if !opacitySlider.isTracking { opacitySlider.value = Float(components.alpha) }
        opacityValue.text = "\(Int((components.alpha * 100).rounded()))%"
        swatch.backgroundColor = selectedColor
    }

    // MARK: Picks

    private var currentAlpha: CGFloat { supportsAlpha ? ColorComponents(selectedColor).alpha : 1 }

    private func palettePicked() {
        guard let picked = palette.selectedSwatch else { return }
        pick(ColorPaletteView.color(column: picked.column, row: picked.row).withAlphaComponent(currentAlpha),
             continuously: palette.isPicking)
    }

    private func slidersMoved() {
        let values = channelRows.map { CGFloat($0.slider.value) / 255 }
        pick(ColorComponents(red: values[0], green: values[1], blue: values[2], alpha: currentAlpha).color,
             continuously: channelRows.contains { $0.slider.isTracking })
    }

    private func opacityMoved() {
        guard supportsAlpha else { return }
        pick(selectedColor.withAlphaComponent(CGFloat(opacitySlider.value)), continuously: opacitySlider.isTracking)
    }

    private func hexEntered() {
        guard let text = hexField.text, let components = ColorComponents.parse(hex: text, alpha: currentAlpha) else {
            // Not a color: the field shows the picked one again.
            hexField.text = ColorComponents(selectedColor).hex
            return
        }
        pick(components.color, continuously: false)
    }

    /// The user picked `color`: it is shown (the control being moved is left where the user
    /// has it) and the delegate told.
    private func pick(_ color: UIColor, continuously: Bool) {
        selectedColor = supportsAlpha ? color : color.withAlphaComponent(1)
        delegate?.colorPickerViewController(self, didSelect: selectedColor, continuously: continuously)
        delegate?.colorPickerViewControllerDidSelectColor(self)
    }

    // MARK: Closing

    /// The close button: the picker is dismissed (or, not presented, only reports), and the
    /// delegate hears that the user finished.
    private func close() {
        guard presentingViewController != nil else { return finish() }
        guard !isBeingDismissed else { return }
        dismiss(animated: true) { [weak self] in self?.finish() }
    }


    fileprivate func finish() {
        delegate?.colorPickerViewControllerDidFinish(self)
    }
}

extension UIColorPickerViewController: UserDismissalObserving {
    /// A tap outside its popover or a swipe down its sheet closed it.
    func presentationWasDismissedByUser() {
        finish()
    }
}
