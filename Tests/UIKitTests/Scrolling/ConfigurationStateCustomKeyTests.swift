import Foundation
import Testing
@testable import UIKit
import UIKitTesting

extension UIConfigurationStateCustomKey {
    static let isArchived = UIConfigurationStateCustomKey("org.slate.tests.isArchived")
}

/// A row that adds "archived" to its configuration state, as apps do, and greys its text for it.
final class ArchivableCell: UITableViewCell {
    var isArchived = false {
        didSet { if isArchived != oldValue { setNeedsUpdateConfiguration() } }
    }
    var updates: [AnyHashable?] = []

    override var configurationState: UICellConfigurationState {
        var state = super.configurationState
        state[.isArchived] = isArchived
        return state
    }

    override func updateConfiguration(using state: UICellConfigurationState) {
        updates.append(state[.isArchived])
        var content = defaultContentConfiguration().updated(for: state)
        content.text = "Plum"
        content.textProperties.color = state[.isArchived] == AnyHashable(true) ? .secondaryLabel : .label
        contentConfiguration = content
    }
}

@MainActor
@Suite("Custom configuration states", .serialized, .exclusiveUIKit)
struct ConfigurationStateCustomKeyTests {
    /// A 400×300 window showing a plain table of `source`'s rows, laid out once.
    func showTable(_ source: UITableViewDataSource, cellClass: UITableViewCell.Type,
                   identifier: String) -> (HeadlessScreen, UIWindow, UITableView) {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 300), scale: 1)
        let window = UIWindow()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 400, height: 300), style: .plain)
        table.dataSource = source
        table.register(cellClass, forCellReuseIdentifier: identifier)
        let root = UIViewController()
        root.view.addSubview(table)
        window.rootViewController = root
        window.makeKeyAndVisible()
        screen.presentFrame()
        return (screen, window, table)
    }

    @Test("A configuration state keeps custom states by key; they count in equality; both state types take them")
    func customStates() {
        let traits = UITraitCollection(horizontalSizeClass: .regular)
        var state = UICellConfigurationState(traitCollection: traits)
        #expect(state.customState(for: .isArchived) == nil)
        state.setCustomState(true, for: .isArchived)
        #expect(state[.isArchived] == AnyHashable(true))
        var other = UICellConfigurationState(traitCollection: traits)
        #expect(other != state)
        other[.isArchived] = true
        #expect(other == state)
        #expect(Set([state, other]).count == 1)
        other[.isArchived] = nil
        #expect(other.customState(for: .isArchived) == nil)

        var view = UIViewConfigurationState(traitCollection: traits)
        view[UIConfigurationStateCustomKey(rawValue: "count")] = 3
        #expect(view.customState(for: UIConfigurationStateCustomKey("count")) == AnyHashable(3))
    }

    @Test("A cell's overridden configurationState reaches updateConfiguration(using:); setNeedsUpdateConfiguration updates it once more")
    func cellCustomState() throws {
        let source = ArchivableSource()
        let (screen, window, table) = showTable(source, cellClass: ArchivableCell.self, identifier: "cell")
        defer { window.isHidden = true }
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? ArchivableCell)
        #expect(cell.updates.last == AnyHashable(false))
        let count = cell.updates.count
        cell.isArchived = true
        screen.presentFrame()
        #expect(cell.updates.count == count + 1)
        #expect(cell.updates.last == AnyHashable(true))
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.textProperties.color == .secondaryLabel)
    }

    /// A row that shows its name only through updateConfiguration(using:), as Apple's samples
    /// do; the data source sets the name without asking for an update.
    final class NamedCell: UITableViewCell {
        var name = ""
        override func updateConfiguration(using state: UICellConfigurationState) {
            var content = defaultContentConfiguration().updated(for: state)
            content.text = name
            contentConfiguration = content
        }
    }

    final class NamedSource: NSObject, UITableViewDataSource {
        var names = ["Plum", "Pear"]
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "named", for: indexPath) as! NamedCell
            cell.name = names[indexPath.row]
            return cell
        }
    }

    @Test("A cell configured in updateConfiguration(using:) shows its item when it first appears, when it is reused for another, and when it is selected as it is dequeued")
    func updateBeforeLayout() throws {
        let source = NamedSource()
        let (screen, window, table) = showTable(source, cellClass: NamedCell.self, identifier: "named")
        defer { window.isHidden = true }
        func text(_ row: Int) -> String? {
            ((table.cellForRow(at: IndexPath(row: row, section: 0)) as? NamedCell)?.contentConfiguration as? UIListContentConfiguration)?.text
        }
        #expect(text(0) == "Plum" && text(1) == "Pear")
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        source.names = ["Quince", "Apple"]
        table.reloadData()
        screen.presentFrame()
        #expect(text(0) == "Quince", "a reused cell shows its new item")
        #expect(text(1) == "Apple", "and one reused while selected")
    }

    final class ArchivableSource: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        }
    }
}
