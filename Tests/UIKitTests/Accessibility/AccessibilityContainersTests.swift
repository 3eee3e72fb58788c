import Testing
@testable import UIKit
import UIKitTesting

/// Tables, tab bars, navigation bars and presentations as a screen reader reads them.
@MainActor
@Suite("Accessibility of containers and presentations", .serialized, .exclusiveUIKit)
struct AccessibilityContainersTests {
    private func show(_ root: UIViewController, size: CGSize = CGSize(width: 1024, height: 768)) -> (HeadlessScreen, UIWindow, ScreenReader) {
        let screen = HeadlessScreen(size: size, scale: 1)
        let window = UIWindow()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let reader = screen.attachScreenReader()
        screen.presentFrame()
        return (screen, window, reader)
    }

    @Test("A table is a table of cells, each one element named by its labels; checked and disclosure cells say so")
    func tableCells() throws {
        final class Source: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
                cell.textLabel?.text = ["Ada", "Grace", "Alan"][indexPath.row]
                cell.detailTextLabel?.text = "Engineer"
                if indexPath.row == 1 { cell.accessoryType = .checkmark }
                if indexPath.row == 2 { cell.accessoryType = .disclosureIndicator }
                return cell
            }
        }
        let controller = UIViewController()
        let source = Source()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        table.dataSource = source
        controller.view.addSubview(table)
        let (_, window, reader) = show(controller)
        let tableNode = try #require(reader.elements(in: window).first)
        #expect(tableNode.role == "table")
        #expect(tableNode.children.map(\.name) == ["Ada, Engineer", "Grace, Engineer", "Alan, Engineer"])
        #expect(tableNode.children.map(\.role) == ["cell", "cell", "cell"])
        #expect(tableNode.children[1].states.contains("selected"))
        #expect(!tableNode.children[0].states.contains("selected"))
        // Being read (which gives the table an identifier) leaves its defaults as they were.
        #expect(table.accessibilityContainerType == .dataTable)
        _ = source
    }

    @Test("A cell holding a switch is not one element: its label and its switch are read apart")
    func cellWithControl() throws {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Airplane Mode"
        cell.accessoryView = UISwitch()
        #expect(!cell.isAccessibilityElement)
        let segmented = UITableViewCell(style: .default, reuseIdentifier: nil)
        segmented.textLabel?.text = "Range"
        segmented.accessoryView = UISegmentedControl(items: ["Day", "Week"])
        #expect(!segmented.isAccessibilityElement, "segments are reached one by one, not merged into the cell")
        let plain = UITableViewCell(style: .default, reuseIdentifier: nil)
        plain.textLabel?.text = "Plain"
        #expect(plain.isAccessibilityElement && plain.accessibilityLabel == "Plain")
    }

    @Test("A tab bar is a tab list of its items, the selected one selected, badges as values")
    func tabBar() throws {
        let first = UIViewController()
        first.tabBarItem = UITabBarItem(title: "Inbox", image: nil, tag: 0)
        first.tabBarItem.badgeValue = "3"
        let second = UIViewController()
        second.tabBarItem = UITabBarItem(title: "Sent", image: nil, tag: 1)
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        let (_, window, reader) = show(tabs)
        let list = try #require(reader.elements(in: window).first { $0.role == "tabList" })
        #expect(list.children.map(\.name) == ["Inbox", "Sent"])
        #expect(list.children.map(\.role) == ["tab", "tab"])
        #expect(list.children[0].states.contains("selected") && list.children[0].value == "3")
        #expect(!list.children[1].states.contains("selected"))
        #expect(tabs.tabBar.accessibilityTraits == .tabBar)
    }

    @Test("A navigation bar's title is a heading; a glyph-only bar button is named by what it does or by the item's label")
    func navigationBar() throws {
        let root = UIViewController()
        root.title = "Mail"
        root.navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .compose, target: nil, action: nil)
        let refresh = UIBarButtonItem(barButtonSystemItem: .refresh, target: nil, action: nil)
        refresh.accessibilityLabel = "Check Mail"
        refresh.accessibilityIdentifier = "check"
        root.navigationItem.leftBarButtonItem = refresh
        let navigation = UINavigationController(rootViewController: root)
        let (_, window, reader) = show(navigation)
        let elements = reader.elements(in: window)
        let heading = try #require(elements.first { $0.role == "heading" })
        #expect(heading.name == "Mail")
        #expect(elements.contains { $0.role == "button" && $0.name == "Compose" })
        let check = try #require(reader.element(named: "Check Mail", in: window))
        #expect(check.identifier == "check")
    }

    @Test("A presented sheet is modal: the presenter's elements are not read; escape dismisses it as a swipe would")
    func sheetModalAndEscape() throws {
        let root = UIViewController()
        let behind = UILabel(frame: CGRect(x: 20, y: 20, width: 200, height: 30))
        behind.text = "Behind"
        root.view.addSubview(behind)
        let (screen, window, reader) = show(root)
        let sheet = UIViewController()
        let front = UILabel(frame: CGRect(x: 20, y: 20, width: 200, height: 30))
        front.text = "Front"
        sheet.view.addSubview(front)
        sheet.modalPresentationStyle = .formSheet
        root.present(sheet, animated: false)
        screen.runUntilAnimationsSettle()
        let names = reader.elements(in: window).map(\.name)
        #expect(names.contains("Front") && !names.contains("Behind"))
        let dialog = try #require(reader.elements(in: window).first { $0.role == "dialog" && $0.states.contains("modal") })
        #expect(dialog.actions == ["escape"], "\(reader.elements(in: window).map { "\($0.role) \($0.name) \($0.actions) \($0.states)" })")
        sheet.isModalInPresentation = true
        #expect(reader.escape(from: try #require(reader.element(named: "Front", in: window)), in: window))
        screen.runUntilAnimationsSettle()
        #expect(root.presentedViewController === sheet)
        sheet.isModalInPresentation = false
        reader.escape(from: try #require(reader.element(named: "Front", in: window)), in: window)
        screen.runUntilAnimationsSettle()
        #expect(root.presentedViewController == nil)
        #expect(reader.elements(in: window).map(\.name).contains("Behind"))
    }

    @Test("Escape in an alert chooses its cancel action; without one it does nothing")
    func alertEscape() throws {
        let root = UIViewController()
        let (screen, window, reader) = show(root)
        let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
        var chosen: [String] = []
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in chosen.append("delete") })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in chosen.append("cancel") })
        root.present(alert, animated: false)
        screen.runUntilAnimationsSettle()
        let delete = try #require(reader.element(named: "Delete", in: window))
        #expect(delete.role == "button")
        #expect(reader.escape(from: delete, in: window))
        screen.runUntilAnimationsSettle()
        #expect(chosen == ["cancel"] && root.presentedViewController == nil)
    }

    @Test("Escape in a popover dismisses it as a tap outside would, asking the delegate")
    func popoverEscape() throws {
        let root = UIViewController()
        let button = UIButton(type: .system)
        button.setTitle("Show", for: .normal)
        button.frame = CGRect(x: 100, y: 100, width: 60, height: 44)
        root.view.addSubview(button)
        let (screen, window, reader) = show(root)
        let content = UIViewController()
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 100, height: 30))
        label.text = "Inside"
        content.view.addSubview(label)
        content.preferredContentSize = CGSize(width: 200, height: 100)
        content.modalPresentationStyle = .popover
        content.popoverPresentationController?.sourceView = button
        root.present(content, animated: false)
        screen.runUntilAnimationsSettle()
        #expect(reader.element(named: "Show", in: window) == nil)
        reader.escape(from: try #require(reader.element(named: "Inside", in: window)), in: window)
        screen.runUntilAnimationsSettle()
        #expect(root.presentedViewController == nil)
        #expect(reader.element(named: "Show", in: window) != nil)
    }
}
