import Foundation
import UIKit

/// A settings-style page of the standard controls, laid out with stack views and Auto
/// Layout inside the layout margins: a grouped column of rows, each a title and a control.
@MainActor
final class ControlsPage {
    let view = UIView()
    /// Where the page reports what the user did (the Gallery's event log).
    private let report: (String) -> Void
    let nameField = UITextField()
    /// The page's observation of the shared name, removed with the page.
    private var nameObserver: NSObjectProtocol?

    isolated deinit {
        if let nameObserver { NotificationCenter.default.removeObserver(nameObserver) }
    }

    init(report: @escaping (String) -> Void = { _ in }) {
        self.report = report
        view.backgroundColor = .systemGroupedBackground
        let title = UILabel()
        title.text = "Controls"
        title.font = UIFontMetrics(forTextStyle: .largeTitle).scaledFont(for: .systemFont(ofSize: 34, weight: .bold))
        title.adjustsFontForContentSizeCategory = true

        let column = UIStackView(arrangedSubviews: [title, section("Buttons", rows: buttonRows()),
                                                    section("Values", rows: valueRows()),
                                                    section("Text", rows: textRows()),
                                                    section("Progress", rows: progressRows()),
                                                    section("Custom", rows: customRows())])
        column.axis = .vertical
        column.spacing = 24
        column.translatesAutoresizingMaskIntoConstraints = false
        // The column scrolls: at large text sizes it is taller than the window.
        let scroll = UIScrollView()
        scroll.alwaysBounceVertical = true
        scroll.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(scroll)
        scroll.addSubview(column)
        NSLayoutConstraint.activate([
            scroll.topAnchor.constraint(equalTo: view.topAnchor),
            scroll.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            scroll.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            column.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor, constant: 16),
            column.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor, constant: -16),
            column.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            column.widthAnchor.constraint(equalTo: view.readableContentGuide.widthAnchor),
        ])
    }

    /// A rounded group of rows with a caption above it.
    private func section(_ caption: String, rows: [(String, UIView)]) -> UIView {
        let header = UILabel()
        header.text = caption.uppercased()
        header.font = .preferredFont(forTextStyle: .footnote)
        header.adjustsFontForContentSizeCategory = true
        header.numberOfLines = 0
        header.textColor = .secondaryLabel
        let group = UIStackView()
        group.axis = .vertical
        group.backgroundColor = .secondarySystemGroupedBackground
        group.layer.cornerRadius = 10
        group.isLayoutMarginsRelativeArrangement = true
        group.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 16)
        for (index, (name, control)) in rows.enumerated() {
            let label = UILabel()
            label.text = name
            label.font = .preferredFont(forTextStyle: .body)
            label.adjustsFontForContentSizeCategory = true
            label.numberOfLines = 0
            // The title takes the spare width, so controls keep their natural sizes.
            label.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
            // A screen reader names the control by its row, as its title does on screen.
            if control.accessibilityLabel == nil { control.accessibilityLabel = name }
            let row = UIStackView(arrangedSubviews: [label, control])
            // At the accessibility text sizes a title beside its control has no room: the
            // row stacks them, as iOS's own settings rows do.
            if UIApplication.shared.preferredContentSizeCategory.isAccessibilityCategory {
                row.axis = .vertical
                row.alignment = .leading
                row.isLayoutMarginsRelativeArrangement = true
                row.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 0, bottom: 8, trailing: 0)
            } else {
                row.alignment = .center
            }
            row.spacing = 12
            row.heightAnchor.constraint(greaterThanOrEqualToConstant: 44).isActive = true
            group.addArrangedSubview(row)
            if index < rows.count - 1 {
                let separator = UIView()
                separator.backgroundColor = .separator
                separator.heightAnchor.constraint(equalToConstant: 0.5).isActive = true
                group.addArrangedSubview(separator)
            }
        }
        let stack = UIStackView(arrangedSubviews: [header, group])
        stack.axis = .vertical
        stack.spacing = 6
        return stack
    }

    private func buttonRows() -> [(String, UIView)] {
        let system = UIButton(type: .system)
        system.setTitle("Share", for: .normal)
        system.isPointerInteractionEnabled = true
        system.addAction(UIAction { [report] _ in
            report("button Share")
            // What a screen reader says (and nobody else sees).
            UIAccessibility.post(notification: .announcement, argument: "Sharing")
        }, for: .touchUpInside)
        var filled = UIButton.Configuration.filled()
        filled.title = "Continue"
        filled.cornerStyle = .capsule
        var tinted = UIButton.Configuration.tinted()
        tinted.title = "Add to Library"
        return [("System button", system), ("Filled", UIButton(configuration: filled)),
                ("Tinted", UIButton(configuration: tinted)), ("Info", UIButton(type: .infoLight))]
    }

    private func valueRows() -> [(String, UIView)] {
        let toggle = UISwitch()
        toggle.isOn = true
        toggle.addAction(UIAction { [report] action in
            report("switch Wi-Fi \((action.sender as? UISwitch)?.isOn == true ? "on" : "off")")
        }, for: .valueChanged)
        let segments = UISegmentedControl(items: ["Day", "Week", "Month"])
        segments.selectedSegmentIndex = 1
        let slider = UISlider()
        slider.value = 0.6
        slider.widthAnchor.constraint(equalToConstant: 240).isActive = true
        let stepper = UIStepper()
        stepper.value = 3
        // The handlers read their controls from the action: a control keeps its actions, so
        // capturing it would keep the page alive forever.
        segments.addAction(UIAction { [report] action in
            report("segment \((action.sender as? UISegmentedControl)?.selectedSegmentIndex ?? -1)")
        }, for: .valueChanged)
        // The row's title counts the copies, as iOS's print options do ("1 Copy", "2 Copies");
        // the stepper itself is named by what it changes.
        stepper.accessibilityLabel = "Copies"
        stepper.addAction(UIAction { [report] action in
            guard let stepper = action.sender as? UIStepper else { return }
            let title = (stepper.superview as? UIStackView)?.arrangedSubviews.first as? UILabel
            title?.text = Self.copies(Int(stepper.value))
            report("stepper \(Int(stepper.value))")
        }, for: .valueChanged)
        return [("Wi-Fi", toggle), ("Range", segments), ("Brightness", slider), (Self.copies(Int(stepper.value)), stepper)]
    }

    /// A count of copies as a row's title: "1 Copy", "3 Copies".
    private static func copies(_ count: Int) -> String {
        count == 1 ? "1 Copy" : "\(count) Copies"
    }

    private func textRows() -> [(String, UIView)] {
        nameField.placeholder = "Your name"
        nameField.borderStyle = .roundedRect
        nameField.clearButtonMode = .whileEditing
        nameField.adjustsFontForContentSizeCategory = true
        // Wide enough for the placeholder at the user's text size, within the row.
        let nameWidth = nameField.widthAnchor.constraint(equalToConstant: UIFontMetrics.default.scaledValue(for: 240))
        nameWidth.priority = .defaultHigh
        nameWidth.isActive = true
        nameField.text = GalleryModel.shared.name
        nameField.addAction(UIAction { [report] action in
            guard let nameField = action.sender as? UITextField else { return }
            report("text \(nameField.text ?? "")")
            GalleryModel.shared.setName(nameField.text ?? "", from: nameField)
        }, for: .editingChanged)
        nameField.addAction(UIAction { [report] _ in report("editing name") }, for: .editingDidBegin)
        // Another window's typing shows here too (REST-06).
        nameObserver = NotificationCenter.default.addObserver(forName: GalleryModel.nameDidChange, object: GalleryModel.shared, queue: nil) { [weak self, weak nameField] note in
            let fromHere = (note.userInfo?["source"] as AnyObject?) === nameField
            MainActor.assumeIsolated {
                guard let nameField, !fromHere else { return }
                nameField.text = GalleryModel.shared.name
                self?.report("shared name \(GalleryModel.shared.name)")
            }
        }
        return [("Name", nameField)]
    }

    private func progressRows() -> [(String, UIView)] {
        let progress = UIProgressView(progressViewStyle: .default)
        progress.progress = 0.4
        progress.widthAnchor.constraint(equalToConstant: 240).isActive = true
        let spinner = UIActivityIndicatorView(style: .medium)
        spinner.startAnimating()
        let pages = UIPageControl()
        pages.numberOfPages = 5
        pages.currentPage = 2
        return [("Downloading", progress), ("Syncing", spinner), ("Page", pages)]
    }

    /// A slider drawn from images (a custom thumb and tracks, per state) and a shadowed card
    /// rasterized once at the screen's scale.
    private func customRows() -> [(String, UIView)] {
        let slider = ImageSlider()
        slider.value = 0.3
        slider.accessibilityIdentifier = "custom-slider"
        slider.widthAnchor.constraint(equalToConstant: 240).isActive = true
        slider.addAction(UIAction { [report] action in
            report("custom slider \(Int(((action.sender as? UISlider)?.value ?? 0) * 100))")
        }, for: .valueChanged)

        let card = RasterizedCardView()
        card.widthAnchor.constraint(equalToConstant: 120).isActive = true
        card.heightAnchor.constraint(equalToConstant: 28).isActive = true
        return [("Volume", slider), ("Rasterized card", card)]
    }
}

/// A shadowed card drawn once into a bitmap at its display's scale: it follows the scale when
/// its window moves to another display, as it must to stay sharp.
final class RasterizedCardView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemIndigo
        layer.cornerRadius = 8
        layer.shadowOpacity = 0.35
        layer.shadowRadius = 6
        layer.shadowOffset = CGSize(width: 0, height: 3)
        layer.shouldRasterize = true
        layer.rasterizationScale = traitCollection.displayScale
    }

    required init?(coder: NSCoder) { nil }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        layer.rasterizationScale = traitCollection.displayScale
    }
}

/// A slider drawn from images — thumb and tracks, the thumb red while pressed — made for its
/// display's scale, and made again when its window moves to a display of another scale.
final class ImageSlider: UISlider {
    override init(frame: CGRect) {
        super.init(frame: frame)
        drawImages()
    }

    required init?(coder: NSCoder) { nil }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.displayScale != traitCollection.displayScale { drawImages() }
    }

    private func drawImages() {
        setThumbImage(thumb(.systemOrange), for: .normal)
        setThumbImage(thumb(.systemRed), for: .highlighted)
        setMinimumTrackImage(track(.systemOrange), for: .normal)
        setMaximumTrackImage(track(.systemGray3), for: .normal)
    }

    private var format: UIGraphicsImageRendererFormat {
        UIGraphicsImageRendererFormat(for: traitCollection)
    }

    /// A 22-point disc with a white ring: the custom slider's thumb.
    private func thumb(_ color: UIColor) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 22, height: 22), format: format).image { _ in
            color.setFill()
            UIBezierPath(ovalIn: CGRect(x: 1, y: 1, width: 20, height: 20)).fill()
            UIColor.white.setStroke()
            let ring = UIBezierPath(ovalIn: CGRect(x: 5, y: 5, width: 12, height: 12))
            ring.lineWidth = 2
            ring.stroke()
        }
    }

    /// A 6-point rounded bar whose middle column stretches: a custom track.
    private func track(_ color: UIColor) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 7, height: 6), format: format).image { _ in
            color.setFill()
            UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 7, height: 6), cornerRadius: 3).fill()
        }.resizableImage(withCapInsets: UIEdgeInsets(top: 0, left: 3, bottom: 0, right: 3), resizingMode: .stretch)
    }
}
