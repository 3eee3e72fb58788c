import Foundation
import UIKit

/// Split views beyond the Gallery's own: a mail-like three-column split and a sidebar that
/// floats over the content, each presented full screen so that it collapses and expands at the
/// window's width. Their sidebar button, the swipe (or pointer drag) from the leading edge and
/// a tap on the dimmed content show and hide the columns.
final class SplitViewsDemoViewController: GalleryPageViewController {
    /// The demos: a name, the split's style, and its preferred behavior and display mode.
    static let demos: [(String, UISplitViewController.Style, UISplitViewController.SplitBehavior, UISplitViewController.DisplayMode)] = [
        ("Three Columns", .tripleColumn, .automatic, .automatic),
        ("Three Columns, Displacing", .tripleColumn, .displace, .twoDisplaceSecondary),
        ("Sidebar Over the Content", .doubleColumn, .overlay, .oneOverSecondary),
        ("Content Only", .doubleColumn, .automatic, .secondaryOnly),
    ]

    override init(report: @escaping (String) -> Void) {
        super.init(report: report)
        title = "Split Views"
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        let buttons = Self.demos.indices.map { index in
            button(Self.demos[index].0) { [weak self] in self?.presentDemo(index) }
        }
        addColumn(buttons, spacing: 8)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        report("split views showing")
    }

    /// Presents demo `index` full screen.
    func presentDemo(_ index: Int) {
        let (name, style, behavior, mode) = Self.demos[index]
        let split = MailSplitViewController(style: style, report: report)
        split.preferredSplitBehavior = behavior
        split.preferredDisplayMode = mode
        split.modalPresentationStyle = .fullScreen
        present(split, animated: true) { [report] in report("presented \(name)") }
    }
}

/// Mailboxes, their messages and a message, in three columns (or two, the messages then in the
/// secondary); collapsed, the compact column's stack of the same.
final class MailSplitViewController: UISplitViewController, UISplitViewControllerDelegate {
    private let report: (String) -> Void

    init(style: Style, report: @escaping (String) -> Void) {
        self.report = report
        super.init(style: style)
        delegate = self
        primaryBackgroundStyle = .sidebar
        let mailboxes = MailboxesViewController(report: report)
        setViewController(mailboxes, for: .primary)
        let inbox = MessagesViewController(mailbox: "Inbox", report: report)
        if style == .tripleColumn {
            setViewController(inbox, for: .supplementary)
            setViewController(MessageViewController(subject: inbox.subjects[0], report: report), for: .secondary)
        } else {
            inbox.navigationItem.rightBarButtonItem = Self.doneItem(for: inbox)
            setViewController(inbox, for: .secondary)
        }
        setViewController(UINavigationController(rootViewController: MailboxesViewController(report: report)), for: .compact)
    }

    required init?(coder: NSCoder) { nil }

    /// A Done button that dismisses the demo, for the secondary column's bar (and the sidebar's).
    static func doneItem(for controller: UIViewController) -> UIBarButtonItem {
        UIBarButtonItem(title: "Done", primaryAction: UIAction(title: "Done") { [weak controller] _ in
            var ancestor = controller?.parent
            while let current = ancestor, !(current is MailSplitViewController) { ancestor = current.parent }
            ancestor?.presentingViewController?.dismiss(animated: true)
        })
    }

    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: DisplayMode) {
        report("mail display mode \(displayMode.rawValue)")
    }

    func splitViewControllerDidCollapse(_ svc: UISplitViewController) { report("mail collapsed") }
    func splitViewControllerDidExpand(_ svc: UISplitViewController) { report("mail expanded") }
}

/// The sidebar: mailboxes. Choosing one shows its messages in the next column.
final class MailboxesViewController: UITableViewController {
    static let mailboxes = ["Inbox", "Drafts", "Sent", "Junk", "Archive"]
    private let report: (String) -> Void

    init(report: @escaping (String) -> Void) {
        self.report = report
        super.init(style: .insetGrouped)
        title = "Mailboxes"
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "mailbox")
        navigationItem.rightBarButtonItem = MailSplitViewController.doneItem(for: self)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { Self.mailboxes.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "mailbox", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = Self.mailboxes[indexPath.row]
        cell.contentConfiguration = content
        cell.accessoryType = splitViewController?.isCollapsed == false ? .none : .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let mailbox = Self.mailboxes[indexPath.row]
        report("mailbox \(mailbox)")
        let messages = MessagesViewController(mailbox: mailbox, report: report)
        if let split = splitViewController, !split.isCollapsed {
            if split.style != .tripleColumn { messages.navigationItem.rightBarButtonItem = MailSplitViewController.doneItem(for: self) }
            split.setViewController(messages, for: split.style == .tripleColumn ? .supplementary : .secondary)
            if split.style == .tripleColumn { split.show(.supplementary) }
        } else {
            show(messages, sender: self)
        }
    }
}

/// A mailbox's messages. Choosing one shows it as the detail.
final class MessagesViewController: UITableViewController {
    let mailbox: String
    let subjects: [String]
    private let report: (String) -> Void

    init(mailbox: String, report: @escaping (String) -> Void) {
        self.mailbox = mailbox
        self.report = report
        subjects = (1...12).map { "\(mailbox) message \($0)" }
        super.init(style: .plain)
        title = mailbox
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "message")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { subjects.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = subjects[indexPath.row]
        content.secondaryText = "Today"
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        report("message \(subjects[indexPath.row])")
        showDetailViewController(MessageViewController(subject: subjects[indexPath.row], report: report), sender: self)
    }
}

/// One message, and the split's current mode.
final class MessageViewController: UIViewController {
    let subject: String
    private let report: (String) -> Void
    private let modeLabel = UILabel()

    init(subject: String, report: @escaping (String) -> Void) {
        self.subject = subject
        self.report = report
        super.init(nibName: nil, bundle: nil)
        title = subject
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        navigationItem.rightBarButtonItem = MailSplitViewController.doneItem(for: self)
        let heading = UILabel()
        heading.text = subject
        heading.font = .preferredFont(forTextStyle: .title2)
        let body = UILabel()
        body.text = "Swipe or drag from the leading edge, or use the sidebar button, to bring the columns in; tap here to put them away."
        body.numberOfLines = 0
        modeLabel.font = .preferredFont(forTextStyle: .footnote)
        modeLabel.textColor = .secondaryLabel
        let column = UIStackView(arrangedSubviews: [heading, body, modeLabel])
        column.axis = .vertical
        column.spacing = 12
        column.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(column)
        NSLayoutConstraint.activate([
            column.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
            column.leadingAnchor.constraint(equalTo: view.readableContentGuide.leadingAnchor),
            column.trailingAnchor.constraint(equalTo: view.readableContentGuide.trailingAnchor),
        ])
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        guard let split = splitViewController else { return }
        modeLabel.text = "Display mode: \(split.displayMode.name) · behavior: \(split.splitBehavior.name)"
    }
}

extension UISplitViewController.DisplayMode {
    var name: String {
        switch self {
        case .automatic: "automatic"
        case .secondaryOnly: "secondaryOnly"
        case .oneBesideSecondary: "oneBesideSecondary"
        case .oneOverSecondary: "oneOverSecondary"
        case .twoBesideSecondary: "twoBesideSecondary"
        case .twoOverSecondary: "twoOverSecondary"
        case .twoDisplaceSecondary: "twoDisplaceSecondary"
        }
    }
}

extension UISplitViewController.SplitBehavior {
    var name: String {
        switch self {
        case .automatic: "automatic"
        case .tile: "tile"
        case .overlay: "overlay"
        case .displace: "displace"
        }
    }
}
