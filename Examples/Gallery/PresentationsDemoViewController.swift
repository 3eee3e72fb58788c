import Foundation
import UIKit

/// Every presentation style and an alert, each from a button. Presented pages have a Done
/// button; sheets can also be dragged down.
final class PresentationsDemoViewController: GalleryPageViewController {

    static let styles: [(String, UIModalPresentationStyle, UIModalTransitionStyle)] = [
        ("Page Sheet", .pageSheet, .coverVertical),
        ("Form Sheet", .formSheet, .coverVertical),
        ("Full Screen", .fullScreen, .coverVertical),
        ("Over Full Screen", .overFullScreen, .crossDissolve),
        ("Current Context", .currentContext, .coverVertical),
        ("Flip Horizontal", .fullScreen, .flipHorizontal),
    ]

    override init(report: @escaping (String) -> Void) {
        super.init(report: report)
        title = "Presentations"
        definesPresentationContext = true
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        var buttons: [UIView] = Self.styles.map { name, style, transition in
            button(name) { [weak self] in self?.presentPage(name, style: style, transition: transition) }
        }
        buttons.append(button("Alert") { [weak self] in self?.presentAlert(withTextField: false) })
        buttons.append(button("Alert with Text Field") { [weak self] in self?.presentAlert(withTextField: true) })
        addColumn(buttons, spacing: 8)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        report("presentations showing")
    }

    func presentPage(_ name: String, style: UIModalPresentationStyle, transition: UIModalTransitionStyle) {
        let page = PresentedDemoViewController(name: name, report: report)
        let navigation = UINavigationController(rootViewController: page)
        navigation.modalPresentationStyle = style
        navigation.modalTransitionStyle = transition
        present(navigation, animated: true) { [report] in report("presented \(name)") }
    }

    func presentAlert(withTextField: Bool) {
        let alert = UIAlertController(title: withTextField ? "Rename" : "Delete the draft?",
                                      message: withTextField ? "Enter a new name." : "You can’t undo this.", preferredStyle: .alert)
        if withTextField { alert.addTextField { $0.placeholder = "Name" } }
        let report = self.report
        let main = UIAlertAction(title: withTextField ? "Rename" : "Delete", style: withTextField ? .default : .destructive) { [weak alert] action in
            let text = alert?.textFields?.first?.text.map { " \($0)" } ?? ""
            report("alert \(action.title ?? "")\(text)")
        }
        alert.addAction(main)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in report("alert Cancel") })
        if withTextField { alert.preferredAction = main }
        present(alert, animated: true) { report("presented alert") }
    }
}

/// A presented page: says how it was presented and goes with Done.
final class PresentedDemoViewController: GalleryPageViewController, UIAdaptivePresentationControllerDelegate {
    private let name: String

    init(name: String, report: @escaping (String) -> Void) {
        self.name = name
        super.init(report: report)
        title = name
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .done, primaryAction: UIAction { [weak self] _ in
            self?.dismiss(animated: true) { report("dismissed \(name)") }
        })
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let label = UILabel()
        label.numberOfLines = 0
        label.text = "Presented as “\(name)”. Tap Done\(name.contains("Sheet") ? ", or drag the sheet down," : "") to dismiss."
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
            label.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        navigationController?.presentationController?.delegate = self
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        report("dismissed \(name) by dragging")
    }
}
