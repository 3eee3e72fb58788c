import Foundation
import UIKit

/// Navigation: a large title, bar button items, a toolbar, and pages pushed and popped
/// (with the back button or by swiping from the leading edge); a fruit list whose large title
/// and search bar fold into the bar as it scrolls.
final class NavigationDemoViewController: GalleryPageViewController {
    private let depth: Int

    init(report: @escaping (String) -> Void, depth: Int = 0) {
        self.depth = depth
        super.init(report: report)
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
        text.font = .preferredFont(forTextStyle: .body)
        text.adjustsFontForContentSizeCategory = true
        text.text = depth == 0
            ? "A navigation controller with a large title, bar button items and a toolbar. Push a page; go back with the back button or by swiping from the leading edge."
            : "Page \(depth) of the stack. Its back button names the page before."
        text.textColor = .secondaryLabel
        let push = button("Push Page \(depth + 1)") { [weak self] in self?.push() }
        guard depth == 0 else {
            addColumn([text, push], spacing: 16)
            return
        }
        let fruit = button("Browse Fruit") { [weak self] in
            guard let self else { return }
            self.navigationController?.pushViewController(FruitListViewController(report: self.report), animated: true)
        }
        addColumn([text, push, fruit], spacing: 16)
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
