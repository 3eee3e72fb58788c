import Foundation
import UIKit

/// A Gallery page: a view controller that reports what the user did to the event log.
class GalleryPageViewController: UIViewController {
    let report: (String) -> Void

    init(report: @escaping (String) -> Void) {
        self.report = report
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    /// Lays `views` out in a leading-aligned column below the top of the safe area, within
    /// the readable width.
    @discardableResult
    func addColumn(_ views: [UIView], spacing: CGFloat) -> UIStackView {
        let column = UIStackView(arrangedSubviews: views)
        column.axis = .vertical
        column.alignment = .leading
        column.spacing = spacing
        column.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(column)
        NSLayoutConstraint.activate([
            column.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
            column.leadingAnchor.constraint(equalTo: view.readableContentGuide.leadingAnchor),
            column.trailingAnchor.constraint(equalTo: view.readableContentGuide.trailingAnchor),
        ])
        return column
    }

    /// A system button in body text that runs `action` when tapped.
    func button(_ title: String, _ action: @escaping () -> Void) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.titleLabel?.font = .preferredFont(forTextStyle: .body)
        button.addAction(UIAction { _ in action() }, for: .touchUpInside)
        return button
    }
}
