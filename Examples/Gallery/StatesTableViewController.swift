import Foundation
import UIKit

/// The 50 U.S. states in a plain table, a section per initial, with a section index.
final class StatesTableViewController: UITableViewController {
    static let states = [
        "Alabama", "Alaska", "Arizona", "Arkansas", "California", "Colorado", "Connecticut", "Delaware", "Florida", "Georgia",
        "Hawaii", "Idaho", "Illinois", "Indiana", "Iowa", "Kansas", "Kentucky", "Louisiana", "Maine", "Maryland",
        "Massachusetts", "Michigan", "Minnesota", "Mississippi", "Missouri", "Montana", "Nebraska", "Nevada", "New Hampshire",
        "New Jersey", "New Mexico", "New York", "North Carolina", "North Dakota", "Ohio", "Oklahoma", "Oregon", "Pennsylvania",
        "Rhode Island", "South Carolina", "South Dakota", "Tennessee", "Texas", "Utah", "Vermont", "Virginia", "Washington",
        "West Virginia", "Wisconsin", "Wyoming",
    ]

    private let report: (String) -> Void
    /// Sections by initial: ("A", ["Alabama", …]).
    private let sections: [(String, [String])] = Dictionary(grouping: StatesTableViewController.states) { String($0.prefix(1)) }
        .sorted { $0.key < $1.key }
        .map { ($0.key, $0.value) }

    init(report: @escaping (String) -> Void) {
        self.report = report
        super.init(style: .plain)
        title = "U.S. States"
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "state")
    }

    override func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].1.count }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { sections[section].0 }

    override func sectionIndexTitles(for tableView: UITableView) -> [String]? { sections.map(\.0) }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "state", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = sections[indexPath.section].1[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        report("state \(sections[indexPath.section].1[indexPath.row])")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        report("states showing")
    }
}
