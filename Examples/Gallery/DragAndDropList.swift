import Foundation
import UIKit

/// The Drag and Drop page's list: its rows reorder by dragging, and a square dropped on it
/// is inserted where the gap opens (DND-22 … DND-25).
@MainActor
final class DragAndDropList: NSObject, UITableViewDataSource, UITableViewDragDelegate, UITableViewDropDelegate {
    let tableView = UITableView(frame: .zero, style: .plain)
    private(set) var names = ["Orange", "Purple", "Teal"]
    private let report: (String) -> Void

    init(report: @escaping (String) -> Void) {
        self.report = report
        super.init()
        // Rows size themselves to their text, which grows with the user's text size.
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 44
        tableView.layer.cornerRadius = 16
        tableView.layer.masksToBounds = true
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "name")
        tableView.dataSource = self
        tableView.dragDelegate = self
        tableView.dropDelegate = self
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "name", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = names[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }

    // MARK: Dragging rows

    func tableView(_ tableView: UITableView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
        let item = UIDragItem(itemProvider: NSItemProvider(object: names[indexPath.row]))
        item.localObject = names[indexPath.row]
        return [item]
    }

    /// The list's rows reorder within the app: they never go to other applications (DND-11).
    func tableView(_ tableView: UITableView, dragSessionIsRestrictedToDraggingApplication session: UIDragSession) -> Bool { true }

    func tableView(_ tableView: UITableView, dragSessionDidEnd session: UIDragSession) {
        report("list drag ended")
    }

    // MARK: Dropping into the list

    func tableView(_ tableView: UITableView, canHandle session: UIDropSession) -> Bool {
        session.canLoadObjects(ofClass: String.self)
    }

    func tableView(_ tableView: UITableView, dropSessionDidUpdate session: UIDropSession,
                   withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal {
        UITableViewDropProposal(operation: tableView.hasActiveDrag ? .move : .copy, intent: .insertAtDestinationIndexPath)
    }

    func tableView(_ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator) {
        let destination = coordinator.destinationIndexPath ?? IndexPath(row: names.count, section: 0)
        guard let item = coordinator.items.first else { return }
        if let source = item.sourceIndexPath {
            let name = names.remove(at: source.row)
            let target = IndexPath(row: destination.row > source.row ? destination.row - 1 : destination.row, section: 0)
            names.insert(name, at: target.row)
            tableView.moveRow(at: source, to: target)
            coordinator.drop(item.dragItem, toRowAt: target)
        } else {
            // The name arrives later, on a background queue, as on iOS: the list changes on the
            // main queue.
            item.dragItem.itemProvider.loadObject(ofClass: String.self) { [weak self, weak tableView] name, _ in
                DispatchQueue.main.async {
                    guard let self, let tableView, let name else { return }
                    self.names.insert(name, at: min(destination.row, self.names.count))
                    tableView.insertRows(at: [IndexPath(row: min(destination.row, self.names.count - 1), section: 0)], with: .automatic)
                    self.report("list \(self.names.joined(separator: ","))")
                }
            }
            coordinator.drop(item.dragItem, toRowAt: destination)
            return
        }
        report("list \(names.joined(separator: ","))")
    }
}
