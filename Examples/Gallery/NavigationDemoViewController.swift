import Foundation
import UIKit

/// Navigation: a large title, bar button items, a toolbar, and pages pushed and popped
/// (with the back button or by swiping from the leading edge).
final class NavigationDemoViewController: UIViewController {
    private let report: (String) -> Void
    private let depth: Int

    init(report: @escaping (String) -> Void, depth: Int = 0) {
        self.report = report
        self.depth = depth
        super.init(nibName: nil, bundle: nil)
        title = depth == 0 ? "Navigation" : "Page \(depth)"
        navigationItem.largeTitleDisplayMode = depth == 0 ? .always : .never
        if depth == 0 {
            navigationItem.rightBarButtonItems = [
                UIBarButtonItem(systemItem: .add, primaryAction: UIAction { [report] _ in report("bar item Add") }),
                UIBarButtonItem(title: "Edit", primaryAction: UIAction { [report] _ in report("bar item Edit") }),
            ]
        } else {
            navigationItem.prompt = depth == 2 ? "A prompt sits above the title" : nil
        }
        toolbarItems = [
            UIBarButtonItem(title: "Push", primaryAction: UIAction { [weak self] _ in self?.push() }),
            UIBarButtonItem(systemItem: .flexibleSpace),
            UIBarButtonItem(title: "Pop to Root", primaryAction: UIAction { [weak self] _ in
                self?.navigationController?.popToRootViewController(animated: true)
            }),
        ]
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        let text = UILabel()
        text.numberOfLines = 0
        text.text = depth == 0
            ? "A navigation controller with a large title, bar button items and a toolbar. Push a page; go back with the back button or by swiping from the leading edge."
            : "Page \(depth) of the stack. Its back button names the page before."
        text.textColor = .secondaryLabel
        let push = UIButton(type: .system)
        push.setTitle("Push Page \(depth + 1)", for: .normal)
        push.addAction(UIAction { [weak self] _ in self?.push() }, for: .touchUpInside)
        let column = UIStackView(arrangedSubviews: [text, push])
        column.axis = .vertical
        column.alignment = .leading
        column.spacing = 16
        column.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(column)
        NSLayoutConstraint.activate([
            column.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
            column.leadingAnchor.constraint(equalTo: view.readableContentGuide.leadingAnchor),
            column.trailingAnchor.constraint(equalTo: view.readableContentGuide.trailingAnchor),
        ])
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setToolbarHidden(false, animated: false)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        report("navigation showing \(title ?? "")")
    }

    func push() {
        navigationController?.pushViewController(NavigationDemoViewController(report: report, depth: depth + 1), animated: true)
    }
}
