import Testing
@testable import UIKit
import UIKitTesting

/// Tables in their three styles and a sidebar list, light and dark, at 1× in a 700×420 window
/// (regular width): plain with a selected row and the classic cell styles; grouped while
/// editing with selection circles; inset-grouped while editing with delete and reorder
/// controls and a Delete confirmation; a sidebar with an expanded outline and a selected row.
@MainActor
@Suite("List pixels", .serialized, .exclusiveUIKit)
struct ListPixelTests {
    private final class Model: NSObject, UITableViewDataSource, UITableViewDelegate {
        let sections: [(String, [(String, String?)])] = [
            ("Fruit", [("Apple", "Red"), ("Pear", "Green"), ("Plum", nil)]),
            ("Vegetables", [("Carrot", "Orange"), ("Leek", nil)]),
        ]
        func numberOfSections(in tableView: UITableView) -> Int { sections.count }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].1.count }
        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { sections[section].0 }
        func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
            section == 1 && tableView.style != .plain ? "Seasonal produce changes weekly." : nil
        }
        func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let (title, detail) = sections[indexPath.section].1[indexPath.row]
            let style: UITableViewCell.CellStyle = indexPath.row == 0 ? .value1 : (indexPath.row == 1 ? .subtitle : .default)
            let cell = tableView.dequeueReusableCell(withIdentifier: "\(style.rawValue)")
                ?? UITableViewCell(style: style, reuseIdentifier: "\(style.rawValue)")
            var content = cell.defaultContentConfiguration()
            content.text = title
            content.secondaryText = detail
            cell.contentConfiguration = content
            cell.accessoryType = indexPath.row == 0 ? .disclosureIndicator : (indexPath.row == 2 ? .checkmark : .none)
            return cell
        }
    }

    private func render(_ style: UITableView.Style, _ appearance: UIUserInterfaceStyle, configure: (UITableView) -> Void) -> CGImage {
        let screen = HeadlessScreen(size: CGSize(width: 700, height: 420), scale: 1)
        screen.userInterfaceStyle = appearance
        let window = UIWindow()
        defer { window.isHidden = true }
        let table = UITableView(frame: window.bounds, style: style)
        let model = Model()
        table.dataSource = model
        table.delegate = model
        window.addSubview(table)
        window.makeKeyAndVisible()
        screen.presentFrame()
        configure(table)
        screen.runUntilAnimationsSettle()
        return screen.render()
    }

    private func name(_ base: String, _ appearance: UIUserInterfaceStyle) -> String { "\(base)-\(appearance == .dark ? "dark" : "light")" }

    @Test("Plain table: headers, value, subtitle and default cells, accessories, a selected row", arguments: [UIUserInterfaceStyle.light, .dark])
    func plain(_ appearance: UIUserInterfaceStyle) {
        let image = render(.plain, appearance) { $0.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none) }
        expectGolden(image, named: name("table-plain", appearance))
    }

    @Test("Grouped table editing with selection circles, two rows selected", arguments: [UIUserInterfaceStyle.light, .dark])
    func grouped(_ appearance: UIUserInterfaceStyle) {
        let image = render(.grouped, appearance) { table in
            table.allowsMultipleSelectionDuringEditing = true
            table.setEditing(true, animated: false)
            table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
            table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        }
        expectGolden(image, named: name("table-grouped-editing", appearance))
    }

    @Test("Inset-grouped table editing: delete and reorder controls, one row showing Delete", arguments: [UIUserInterfaceStyle.light, .dark])
    func insetGrouped(_ appearance: UIUserInterfaceStyle) {
        let image = render(.insetGrouped, appearance) { table in
            table.setEditing(true, animated: false)
            table.layoutIfNeeded()
            table.editingControlTapped(at: IndexPath(row: 1, section: 0))
        }
        expectGolden(image, named: name("table-insetGrouped-editing", appearance))
    }

    @Test("Sidebar list: a header item with an expanded outline, a selected row, a count", arguments: [UIUserInterfaceStyle.light, .dark])
    func sidebar(_ appearance: UIUserInterfaceStyle) {
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 420), scale: 1)
        screen.userInterfaceStyle = appearance
        let window = UIWindow()
        defer { window.isHidden = true }
        var configuration = UICollectionLayoutListConfiguration(appearance: .sidebar)
        configuration.headerMode = .firstItemInSection
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, indexPath, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            if cell.isSectionHeaderItem {
                cell.accessories = [.outlineDisclosure()]
            } else if item == "Inbox" {
                cell.accessories = [.label(text: "12")]
            }
        }
        let dataSource = UICollectionViewDiffableDataSource<String, String>(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var mail = NSDiffableDataSourceSectionSnapshot<String>()
        mail.append(["Mailboxes"])
        mail.append(["Inbox", "Drafts", "Sent", "Trash"], to: "Mailboxes")
        mail.expand(["Mailboxes"])
        dataSource.apply(mail, to: "mail", animatingDifferences: false)
        var tags = NSDiffableDataSourceSectionSnapshot<String>()
        tags.append(["Tags"])
        tags.append(["Work", "Family"], to: "Tags")
        dataSource.apply(tags, to: "tags", animatingDifferences: false)
        window.addSubview(collectionView)
        window.makeKeyAndVisible()
        screen.presentFrame()
        collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        screen.runUntilAnimationsSettle()
        expectGolden(screen.render(), named: name("sidebar", appearance))
    }
}
