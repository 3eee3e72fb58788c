import Foundation
import UIKit

/// Lists: a menu (an inset-grouped collection-view list) of five demos — the 50 U.S. states
/// in a table with sections and an index, a sidebar with outlines, an editable list with
/// swipe actions, a grocery list that reorders and takes drops, and fruit in a collection-view
/// list with an index and separators of its own.
final class ListsDemoViewController: UICollectionViewController {
    private let report: (String) -> Void
    private let demos = ["U.S. States", "Sidebar", "Editable List", "Grocery List", "Fruit Index"]

    init(report: @escaping (String) -> Void) {
        self.report = report
        super.init(collectionViewLayout: UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped)))
        title = "Lists"
    }

    required init?(coder: NSCoder) { nil }

    private lazy var registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
        var content = cell.defaultContentConfiguration()
        content.text = title
        cell.contentConfiguration = content
        cell.accessories = [.disclosureIndicator()]
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { demos.count }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: demos[indexPath.item])
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        report("lists showing")
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        report("list demo \(demos[indexPath.item])")
        show(demo(at: indexPath.item), sender: self)
    }

    func demo(at index: Int) -> UIViewController {
        switch index {
        case 0: StatesTableViewController(report: report)
        case 1: SidebarDemoViewController(report: report)
        case 2: EditableListViewController(report: report)
        case 3: GroceryListViewController(report: report)
        default: FruitIndexViewController(report: report)
        }
    }
}
