import Foundation
import UIKit

/// A settings-style page of the standard controls, laid out with stack views and Auto
/// Layout inside the layout margins: a grouped column of rows, each a title and a control.
@MainActor
final class ControlsPage {
    let view = UIView()

    init() {
        view.backgroundColor = .systemGroupedBackground
        let title = UILabel()
        title.text = "Controls"
        title.font = .systemFont(ofSize: 34, weight: .bold)

        let column = UIStackView(arrangedSubviews: [title, section("Buttons", rows: buttonRows()),
                                                    section("Values", rows: valueRows()),
                                                    section("Progress", rows: progressRows())])
        column.axis = .vertical
        column.spacing = 24
        column.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(column)
        NSLayoutConstraint.activate([
            column.topAnchor.constraint(equalTo: view.layoutMarginsGuide.topAnchor, constant: 16),
            column.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            column.widthAnchor.constraint(equalTo: view.readableContentGuide.widthAnchor),
        ])
    }

    /// A rounded group of rows with a caption above it.
    private func section(_ caption: String, rows: [(String, UIView)]) -> UIView {
        let header = UILabel()
        header.text = caption.uppercased()
        header.font = .systemFont(ofSize: 13)
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
            // The title takes the spare width, so controls keep their natural sizes.
            label.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
            let row = UIStackView(arrangedSubviews: [label, control])
            row.alignment = .center
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
        let segments = UISegmentedControl(items: ["Day", "Week", "Month"])
        segments.selectedSegmentIndex = 1
        let slider = UISlider()
        slider.value = 0.6
        slider.widthAnchor.constraint(equalToConstant: 240).isActive = true
        let stepper = UIStepper()
        stepper.value = 3
        return [("Wi-Fi", toggle), ("Range", segments), ("Brightness", slider), ("Copies", stepper)]
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
}
