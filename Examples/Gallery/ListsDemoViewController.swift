import Foundation
import UIKit

/// Lists: a menu (an inset-grouped collection-view list) of five demos — the 50 U.S. states
/// in a table with sections and an index, a sidebar with outlines, an editable list with
/// swipe actions, a grocery list that reorders and takes drops, and fruit in a collection-view
/// list with an index and separators of its own. The menu's rows show counts (label
/// accessories) and a "NEW" badge (a custom view accessory placed before the chevron).
final class ListsDemoViewController: UICollectionViewController {
    private let report: (String) -> Void
    private let demos = ["U.S. States", "Sidebar", "Editable List", "Grocery List", "Fruit Index"]

    init(report: @escaping (String) -> Void) {
        self.report = report
        super.init(collectionViewLayout: UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped)))
        title = "Lists"
    }

    required init?(coder: NSCoder) { nil }

    /// How many rows each demo shows, beside its chevron.
    private let counts = ["U.S. States": "\(StatesTableViewController.states.count)",
                          "Fruit Index": "\(FruitIndexViewController.sections.reduce(0) { $0 + $1.fruit.count })"]

    private lazy var registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { [counts] cell, _, title in
        var content = cell.defaultContentConfiguration()
        content.text = title
        cell.contentConfiguration = content
        var accessories: [UICellAccessory] = [.disclosureIndicator()]
        if let count = counts[title] {
            accessories.insert(.label(text: count, options: .init(font: .preferredFont(forTextStyle: .subheadline))), at: 0)
        }
        if title == "Grocery List" {
            // A custom view placed by position: just before the chevron, in a slot as wide as
            // the counts' so the chevrons line up.
            accessories.append(.customView(configuration: .init(customView: Self.newBadge(),
                                                                placement: .trailing(at: UICellAccessory.Placement.position(before: .disclosureIndicator())),
                                                                reservedLayoutWidth: .custom(44), maintainsFixedSize: true)))
        }
        cell.accessories = accessories
    }

    /// A small tinted "NEW" capsule.
    private static func newBadge() -> UILabel {
        let badge = UILabel()
        badge.text = "NEW"
        badge.font = .systemFont(ofSize: 11, weight: .bold)
        badge.textColor = .white
        badge.textAlignment = .center
        badge.backgroundColor = .systemGreen
        badge.layer.cornerRadius = 9
        badge.clipsToBounds = true
        badge.accessibilityLabel = "New"
        badge.frame = CGRect(x: 0, y: 0, width: 40, height: 18)
        return badge
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
