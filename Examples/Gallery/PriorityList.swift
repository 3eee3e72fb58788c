import Foundation
import UIKit

/// Low, Medium and High in a short table: one stop for Tab, whose rows the arrow keys move
/// between, with the selection following the focus (`selectionFollowsFocus`) and the last
/// focused row remembered (`remembersLastFocusedIndexPath`).
final class PriorityList: NSObject, UITableViewDataSource, UITableViewDelegate {
    static let priorities = ["Low", "Medium", "High"]
    let tableView = UITableView(frame: .zero, style: .plain)
    private let didSelect: (String) -> Void

    init(didSelect: @escaping (String) -> Void) {
        self.didSelect = didSelect
        super.init()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "priority")
        tableView.selectionFollowsFocus = true
        tableView.remembersLastFocusedIndexPath = true
        tableView.layer.cornerRadius = 10
        tableView.layer.borderWidth = 1
        tableView.layer.borderColor = UIColor.separator.cgColor
        tableView.accessibilityLabel = "Priority"
        tableView.dataSource = self
        tableView.delegate = self
        tableView.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            tableView.widthAnchor.constraint(equalToConstant: 240),
            tableView.heightAnchor.constraint(equalToConstant: 132),
        ])
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { Self.priorities.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "priority", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = Self.priorities[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        didSelect(Self.priorities[indexPath.row])
    }
}
