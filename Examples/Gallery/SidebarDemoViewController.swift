import Foundation
import UIKit

/// A sidebar: sections whose first item is a header that expands and collapses its outline.
final class SidebarDemoViewController: UIViewController, UICollectionViewDelegate {
    private let report: (String) -> Void
    private var dataSource: UICollectionViewDiffableDataSource<String, String>!

    init(report: @escaping (String) -> Void) {
        self.report = report
        super.init(nibName: nil, bundle: nil)
        title = "Sidebar"
    }

    required init?(coder: NSCoder) { nil }

    override func loadView() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .sidebar)
        configuration.headerMode = .firstItemInSection
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480),
                                              collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        collectionView.delegate = self
        let counts = ["Inbox": "12", "Drafts": "2"]
        // Each section's first item is its header: it gets the header style and the chevron.
        let headerRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = [.outlineDisclosure()]
        }
        let itemRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = counts[item].map { [.label(text: $0)] } ?? []
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, item in
            indexPath.item == 0
                ? collectionView.dequeueConfiguredReusableCell(using: headerRegistration, for: indexPath, item: item)
                : collectionView.dequeueConfiguredReusableCell(using: itemRegistration, for: indexPath, item: item)
        }
        let outlines: [(String, [String])] = [
            ("Mailboxes", ["Inbox", "Drafts", "Sent", "Junk", "Trash"]),
            ("Smart Mailboxes", ["Today", "Flagged", "Unread"]),
            ("Tags", ["Work", "Family", "Travel"]),
        ]
        for (header, items) in outlines {
            var section = NSDiffableDataSourceSectionSnapshot<String>()
            section.append([header])
            section.append(items, to: header)
            if header != "Tags" { section.expand([header]) }
            dataSource.apply(section, to: header, animatingDifferences: false)
        }
        view = collectionView
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        report("sidebar \(dataSource.itemIdentifier(for: indexPath) ?? "")")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        report("sidebar showing")
    }
}
