import Foundation
import UIKit

/// A long list under a large title, with a search bar that hides when scrolling
/// (`hidesSearchBarWhenScrolling`, true by default): it starts folded under the title;
/// pulling the list down at its top reveals it; scrolling up folds it, then the large title,
/// into the bar, whose inline title then shows.
final class FruitListViewController: UITableViewController, UISearchResultsUpdating {
    /// Every fruit, three times over, so the list is longer than the window.
    private static let names = (1...3).flatMap { round in FruitResultsViewController.fruit.map { round == 1 ? $0 : "\($0) \(round)" } }
    private let report: (String) -> Void
    private var shown = FruitListViewController.names
    private let search = UISearchController(searchResultsController: nil)
    /// The bar's height last reported, to report each change once.
    private var reportedBarHeight: CGFloat?

    init(report: @escaping (String) -> Void) {
        self.report = report
        super.init(style: .plain)
        title = "Fruit"
        navigationItem.largeTitleDisplayMode = .always
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "fruit")
        search.searchResultsUpdater = self
        search.obscuresBackgroundDuringPresentation = false
        search.searchBar.placeholder = "Search Fruit"
        navigationItem.searchController = search
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setToolbarHidden(true, animated: false)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        report("navigation showing Fruit")
    }

    /// The bar folds and unfolds as the list scrolls: its height says how far.
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard let bar = navigationController?.navigationBar, bar.frame.height != reportedBarHeight else { return }
        reportedBarHeight = bar.frame.height
        report("fruit bar height \(Int(bar.frame.height))")
    }

    func updateSearchResults(for searchController: UISearchController) {
        let text = searchController.searchBar.text ?? ""
        shown = text.isEmpty ? Self.names : Self.names.filter { $0.localizedCaseInsensitiveContains(text) }
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { shown.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = shown[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
}
