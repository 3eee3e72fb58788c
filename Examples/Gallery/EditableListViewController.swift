import Foundation
import UIKit

/// An editable list: an inset-grouped table over a diffable data source, with Edit/Done, an
/// add button, delete and reorder controls, and swipe actions (flag on the leading side;
/// delete and archive on the trailing side).
final class EditableListViewController: UITableViewController {
    private let report: (String) -> Void
    private var dataSource: EditableDataSource!
    private var flagged: Set<String> = []
    private var nextNumber = 1

    init(report: @escaping (String) -> Void) {
        self.report = report
        super.init(style: .insetGrouped)
        title = "Editable List"
    }

    required init?(coder: NSCoder) { nil }

    /// Editing, moving and section titles come from subclassing the diffable data source.
    final class EditableDataSource: UITableViewDiffableDataSource<String, String> {
        var onDelete: (String) -> Void = { _ in }
        var onMove: (String) -> Void = { _ in }

        override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Reminders" }
        override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
        override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
        override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
            guard editingStyle == .delete, let item = itemIdentifier(for: indexPath) else { return }
            var snapshot = snapshot()
            snapshot.deleteItems([item])
            apply(snapshot)
            onDelete(item)
        }
        override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
            super.tableView(tableView, moveRowAt: sourceIndexPath, to: destinationIndexPath)
            onMove(itemIdentifier(for: destinationIndexPath) ?? "")
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "item")
        dataSource = EditableDataSource(tableView: tableView) { [unowned self] tableView, indexPath, item in
            let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = item
            content.secondaryText = flagged.contains(item) ? "Flagged" : nil
            content.secondaryTextProperties.color = .systemOrange
            cell.contentConfiguration = content
            return cell
        }
        dataSource.onDelete = { [report] item in report("deleted \(item)") }
        dataSource.onMove = { [report] item in report("moved \(item)") }
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["reminders"])
        snapshot.appendItems(["Buy milk", "Call the plumber", "Book flights", "Renew passport", "Water the plants", "Pay rent"])
        dataSource.apply(snapshot, animatingDifferences: false)
        navigationItem.rightBarButtonItems = [
            editButtonItem,
            UIBarButtonItem(systemItem: .add, primaryAction: UIAction { [weak self] _ in self?.addItem() }),
        ]
    }

    private func addItem() {
        var snapshot = dataSource.snapshot()
        let item = "New reminder \(nextNumber)"
        nextNumber += 1
        snapshot.appendItems([item])
        dataSource.apply(snapshot)
        report("added \(item)")
    }

    override func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        guard let item = dataSource.itemIdentifier(for: indexPath) else { return nil }
        let flag = UIContextualAction(style: .normal, title: flagged.contains(item) ? "Unflag" : "Flag") { [weak self] _, _, done in
            guard let self else { return }
            if self.flagged.insert(item).inserted == false { self.flagged.remove(item) }
            var snapshot = self.dataSource.snapshot()
            snapshot.reloadItems([item])
            self.dataSource.apply(snapshot)
            self.report("flag \(item)")
            done(true)
        }
        flag.backgroundColor = .systemOrange
        return UISwipeActionsConfiguration(actions: [flag])
    }

    override func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        guard let item = dataSource.itemIdentifier(for: indexPath) else { return nil }
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, done in
            guard let self else { return }
            var snapshot = self.dataSource.snapshot()
            snapshot.deleteItems([item])
            self.dataSource.apply(snapshot)
            self.report("deleted \(item)")
            done(true)
        }
        let archive = UIContextualAction(style: .normal, title: "Archive") { [weak self] _, _, done in
            self?.report("archived \(item)")
            done(true)
        }
        archive.backgroundColor = .systemIndigo
        return UISwipeActionsConfiguration(actions: [delete, archive])
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        report("reminder \(dataSource.itemIdentifier(for: indexPath) ?? "")")
        tableView.deselectRow(at: indexPath, animated: true)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        report("editable list showing")
    }
}
