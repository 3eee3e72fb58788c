import Testing
import UIKit
import UIKitTesting

/// Specimen sheets: every standard control in each state it can be in without a touch, in
/// light and dark mode, compared with golden images.
@MainActor
@Suite("Control pixels", .serialized, .exclusiveUIKit)
struct ControlPixelTests {
    /// A sheet of captioned rows, each a row of specimens, rendered at 2× in `style`. The rows
    /// are built once the screen exists, so that they measure text at its scale.
    private func sheet(width: CGFloat, style: UIUserInterfaceStyle, rowCount: Int, rows makeRows: () -> [(String, [UIView])]) -> CGImage {
        let rowHeight: CGFloat = 64
        let height = CGFloat(rowCount) * rowHeight + 16
        let screen = HeadlessScreen(size: CGSize(width: width, height: height), scale: 2)
        let rows = makeRows()
        precondition(rows.count == rowCount)
        screen.userInterfaceStyle = style
        let window = UIWindow()
        window.backgroundColor = .systemBackground
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        for (index, row) in rows.enumerated() {
            let top = 8 + CGFloat(index) * rowHeight
            let caption = UILabel(frame: CGRect(x: 16, y: top, width: width - 32, height: 16))
            caption.text = row.0
            caption.font = .systemFont(ofSize: 11)
            caption.textColor = .secondaryLabel
            window.addSubview(caption)
            var x: CGFloat = 16
            for view in row.1 {
                var size = view.intrinsicContentSize
                if size.width == UIView.noIntrinsicMetric { size.width = 160 }
                if size.height == UIView.noIntrinsicMetric { size.height = 32 }
                if view.bounds.size != .zero, !(view is UILabel) { size = view.bounds.size }
                view.frame = CGRect(x: x, y: top + 20 + (40 - size.height) / 2, width: size.width, height: size.height)
                window.addSubview(view)
                x += size.width + 20
            }
        }
        return screen.render()
    }

    private func button(_ type: UIButton.ButtonType, _ title: String?, _ configure: (UIButton) -> Void = { _ in }) -> UIButton {
        let button = UIButton(type: type)
        if let title { button.setTitle(title, for: .normal) }
        configure(button)
        return button
    }

    private func configured(_ configuration: UIButton.Configuration, _ title: String, _ configure: (UIButton) -> Void = { _ in }) -> UIButton {
        var configuration = configuration
        configuration.title = title
        let button = UIButton(configuration: configuration)
        configure(button)
        return button
    }

    private static let swatch: UIImage = {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        return UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: format).image { context in
            UIColor.systemOrange.setFill()
            UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 20, height: 20), cornerRadius: 5).fill()
            UIColor.white.setFill()
            UIBezierPath(ovalIn: CGRect(x: 6, y: 6, width: 8, height: 8)).fill()
        }
    }()

    /// A plain rounded rectangle, for stretching behind a title.
    private static let pill: UIImage = {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        return UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: format).image { _ in
            UIColor.systemOrange.setFill()
            UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 20, height: 20), cornerRadius: 6).fill()
        }
    }()

    private func buttonRows() -> [(String, [UIView])] {
        [
            ("UIButton .system: normal, highlighted, disabled, selected, with image", [
                button(.system, "Normal"),
                button(.system, "Highlighted") { $0.isHighlighted = true },
                button(.system, "Disabled") { $0.isEnabled = false },
                button(.system, "Selected") { $0.isSelected = true },
                button(.system, "Image") { $0.setImage(Self.swatch, for: .normal) },
            ]),
            ("UIButton .custom: colors per state, background image, highlighted image", [
                button(.custom, "Custom") { $0.setTitleColor(.systemPurple, for: .normal) },
                button(.custom, "Highlighted") {
                    $0.setTitleColor(.systemPurple, for: .normal)
                    $0.setTitleColor(.systemPink, for: .highlighted)
                    $0.isHighlighted = true
                },
                button(.custom, "Background") {
                    $0.setBackgroundImage(Self.pill.resizableImage(withCapInsets: UIEdgeInsets(top: 7, left: 7, bottom: 7, right: 7)), for: .normal)
                    $0.contentEdgeInsets = UIEdgeInsets(top: 0, left: 12, bottom: 0, right: 12)
                },
                button(.custom, nil) { $0.setImage(Self.swatch, for: .normal); $0.isHighlighted = true },
            ]),
            ("UIButton types: info, detail disclosure, contact add, close", [
                button(.infoLight, nil), button(.detailDisclosure, nil), button(.contactAdd, nil), button(.close, nil),
                button(.contactAdd, nil) { $0.isEnabled = false },
            ]),
            ("UIButton.Configuration: plain, tinted, gray, filled", [
                configured(.plain(), "Plain"), configured(.tinted(), "Tinted"), configured(.gray(), "Gray"),
                configured(.filled(), "Filled"),
                configured(.filled(), "Capsule") { $0.configuration?.cornerStyle = .capsule },
            ]),
            ("Configuration states and content: highlighted, disabled, image, subtitle, large", [
                configured(.filled(), "Highlighted") { $0.isHighlighted = true },
                configured(.tinted(), "Disabled") { $0.isEnabled = false },
                configured(.gray(), "Image") { $0.configuration?.image = Self.swatch; $0.configuration?.imagePadding = 6 },
                configured(.filled(), "Title") { $0.configuration?.subtitle = "Subtitle"; $0.configuration?.titleAlignment = .leading },
                configured(.filled(), "Large") { $0.configuration?.buttonSize = .large; $0.configuration?.baseBackgroundColor = .systemGreen },
            ]),
        ]
    }

    private func toggleRows() -> [(String, [UIView])] {
        func toggle(_ on: Bool, enabled: Bool = true, tint: UIColor? = nil) -> UISwitch {
            let control = UISwitch()
            control.isOn = on
            control.isEnabled = enabled
            control.onTintColor = tint
            return control
        }
        func segmented(_ selected: Int, enabled: Bool = true, _ configure: (UISegmentedControl) -> Void = { _ in }) -> UISegmentedControl {
            let control = UISegmentedControl(items: ["First", "Second", "Third"])
            control.selectedSegmentIndex = selected
            control.isEnabled = enabled
            configure(control)
            return control
        }
        func stepper(_ value: Double, enabled: Bool = true) -> UIStepper {
            let control = UIStepper()
            control.maximumValue = 10
            control.value = value
            control.isEnabled = enabled
            return control
        }
        return [
            ("UISwitch: off, on, disabled off, disabled on, custom onTintColor", [
                toggle(false), toggle(true), toggle(false, enabled: false), toggle(true, enabled: false), toggle(true, tint: .systemIndigo),
            ]),
            ("UISegmentedControl: first selected, last selected", [segmented(0), segmented(2)]),
            ("UISegmentedControl: none selected, disabled, a disabled segment, selected tint", [
                segmented(UISegmentedControl.noSegment),
                segmented(1, enabled: false),
                segmented(0) { $0.setEnabled(false, forSegmentAt: 2) },
            ]),
            ("UISegmentedControl: by content, images, selectedSegmentTintColor", [
                tweak(UISegmentedControl(items: ["A", "Longer title"])) { $0.apportionsSegmentWidthsByContent = true; $0.selectedSegmentIndex = 1 },
                tweak(UISegmentedControl(items: [Self.swatch, Self.swatch])) { $0.selectedSegmentIndex = 0 },
                segmented(1) { $0.selectedSegmentTintColor = .systemYellow },
            ]),
            ("UIStepper: at minimum, middle, at maximum, disabled", [stepper(0), stepper(5), stepper(10), stepper(5, enabled: false)]),
        ]
    }

    private func progressRows() -> [(String, [UIView])] {
        func slider(_ value: Float, enabled: Bool = true, _ configure: (UISlider) -> Void = { _ in }) -> UISlider {
            let control = UISlider(frame: CGRect(x: 0, y: 0, width: 150, height: 31))
            control.value = value
            control.isEnabled = enabled
            configure(control)
            return control
        }
        func progress(_ value: Float, style: UIProgressView.Style = .default, tint: UIColor? = nil) -> UIProgressView {
            let view = UIProgressView(progressViewStyle: style)
            view.frame = CGRect(x: 0, y: 0, width: 150, height: view.intrinsicContentSize.height)
            view.progress = value
            view.progressTintColor = tint
            return view
        }
        func spinner(_ style: UIActivityIndicatorView.Style, color: UIColor? = nil) -> UIActivityIndicatorView {
            let view = UIActivityIndicatorView(style: style)
            if let color { view.color = color }
            view.startAnimating()
            return view
        }
        func pages(_ count: Int, current: Int, style: UIPageControl.BackgroundStyle = .automatic) -> UIPageControl {
            let control = UIPageControl()
            control.numberOfPages = count
            control.currentPage = current
            control.backgroundStyle = style
            return control
        }
        return [
            ("UISlider: 0, 0.5, 1", [slider(0), slider(0.5), slider(1)]),
            ("UISlider: disabled, custom tints, value images", [
                slider(0.3, enabled: false),
                slider(0.7) { $0.minimumTrackTintColor = .systemRed; $0.maximumTrackTintColor = .systemYellow },
                slider(0.5) { $0.minimumValueImage = Self.swatch; $0.maximumValueImage = Self.swatch; $0.frame.size.width = 200 },
            ]),
            ("UIProgressView: 0, 0.3, 1, bar style, custom tint", [
                progress(0), progress(0.3), progress(1), progress(0.6, style: .bar), progress(0.5, tint: .systemPink),
            ]),
            ("UIActivityIndicatorView: medium, large, custom color", [spinner(.medium), spinner(.large), spinner(.large, color: .systemBlue)]),
            ("UIPageControl: 3 pages at 0, 5 pages at 3, prominent", [pages(3, current: 0), pages(5, current: 3), pages(4, current: 1, style: .prominent)]),
        ]
    }

    private func textRows() -> [(String, [UIView])] {
        func label(_ text: String, width: CGFloat = 150, _ configure: (UILabel) -> Void = { _ in }) -> UILabel {
            let label = UILabel()
            label.text = text
            configure(label)
            label.preferredMaxLayoutWidth = width
            var size = label.intrinsicContentSize
            size.width = min(size.width, width)
            label.bounds.size = size
            return label
        }
        let attributed = NSMutableAttributedString(string: "Bold and red")
        attributed.addAttribute(.font, value: UIFont.boldSystemFont(ofSize: 17), range: NSRange(location: 0, length: 4))
        attributed.addAttribute(.foregroundColor, value: UIColor.systemRed, range: NSRange(location: 9, length: 3))
        func imageView(_ mode: UIView.ContentMode, template: Bool = false, highlighted: Bool = false) -> UIImageView {
            let view = UIImageView(image: template ? Self.swatch.withRenderingMode(.alwaysTemplate) : Self.swatch)
            view.highlightedImage = Self.swatch.withTintColor(.systemGreen)
            view.isHighlighted = highlighted
            view.contentMode = mode
            view.backgroundColor = .tertiarySystemFill
            view.frame.size = CGSize(width: 48, height: 32)
            return view
        }
        return [
            ("UILabel: plain, truncated tail, truncated middle, secondary color", [
                label("Plain label"),
                label("A label too long for its width"),
                label("A label too long for its width") { $0.lineBreakMode = .byTruncatingMiddle },
                label("Secondary") { $0.textColor = .secondaryLabel },
            ]),
            ("UILabel: two lines, attributed, highlighted, disabled, shrunk to fit", [
                label("A label wrapping onto two lines of text", width: 140) { $0.numberOfLines = 2 },
                label("") { $0.attributedText = attributed },
                label("Highlighted") { $0.highlightedTextColor = .systemOrange; $0.isHighlighted = true },
                label("Disabled") { $0.isEnabled = false },
                label("Shrinks to fit this width", width: 120) { $0.adjustsFontSizeToFitWidth = true; $0.minimumScaleFactor = 0.5 },
            ]),
            ("UIImageView: scaleToFill, aspectFit, aspectFill, center, template tint, highlighted", [
                imageView(.scaleToFill), imageView(.scaleAspectFit), imageView(.scaleAspectFill), imageView(.center),
                imageView(.scaleAspectFit, template: true), imageView(.scaleAspectFit, highlighted: true),
            ]),
        ]
    }

    @Test("Buttons: every type and configuration style in each state", arguments: [UIUserInterfaceStyle.light, .dark])
    func buttons(style: UIUserInterfaceStyle) {
        let image = sheet(width: 640, style: style, rowCount: 5, rows: buttonRows)
        expectGolden(image, named: "buttons-\(style == .dark ? "dark" : "light")")
    }

    @Test("Switches, segmented controls and steppers in each state", arguments: [UIUserInterfaceStyle.light, .dark])
    func toggles(style: UIUserInterfaceStyle) {
        let image = sheet(width: 760, style: style, rowCount: 5, rows: toggleRows)
        expectGolden(image, named: "toggles-\(style == .dark ? "dark" : "light")")
    }

    @Test("Sliders, progress views, activity indicators and page controls", arguments: [UIUserInterfaceStyle.light, .dark])
    func progressAndValues(style: UIUserInterfaceStyle) {
        let image = sheet(width: 900, style: style, rowCount: 5, rows: progressRows)
        expectGolden(image, named: "values-\(style == .dark ? "dark" : "light")")
    }

    @Test("Labels and image views", arguments: [UIUserInterfaceStyle.light, .dark])
    func text(style: UIUserInterfaceStyle) {
        let image = sheet(width: 760, style: style, rowCount: 3, rows: textRows)
        expectGolden(image, named: "labels-images-\(style == .dark ? "dark" : "light")")
    }
}

/// Configures a view inline.
@MainActor
private func tweak<View: UIView>(_ view: View, _ body: (View) -> Void) -> View {
    body(view)
    return view
}
