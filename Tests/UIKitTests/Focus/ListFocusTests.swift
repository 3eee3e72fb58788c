import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A table's data source and delegate that logs focus and selection.
@MainActor
private final class FocusTableModel: NSObject, UITableViewDataSource, UITableViewDelegate {
    var sections: [Int]
    var log: [String] = []
    var canFocus: ((IndexPath) -> Bool)?
    var preferred: IndexPath?
    var refuses: IndexPath?
    /// Rows whose cells hold a switch.
    var rowsWithSwitch: Set<IndexPath> = []

    init(sections: [Int]) { self.sections = sections }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section] }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = "Row \(indexPath.section).\(indexPath.row)"
        cell.contentConfiguration = content
        cell.accessoryView = rowsWithSwitch.contains(indexPath) ? UISwitch() : nil
        return cell
    }

    func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool {
        guard let canFocus else { OptionalRequirement.markDefault(); return true }
        return canFocus(indexPath)
    }
    func tableView(_ tableView: UITableView, shouldUpdateFocusIn context: UITableViewFocusUpdateContext) -> Bool {
        log.append("should \(Self.name(context.previouslyFocusedIndexPath))→\(Self.name(context.nextFocusedIndexPath))")
        return context.nextFocusedIndexPath == nil || context.nextFocusedIndexPath != refuses
    }
    func tableView(_ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
        log.append("did \(Self.name(context.previouslyFocusedIndexPath))→\(Self.name(context.nextFocusedIndexPath))")
    }
    func indexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath? { preferred }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append("willSelect \(Self.name(indexPath))")
        return indexPath
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log.append("didSelect \(Self.name(indexPath))")
    }

    static func name(_ indexPath: IndexPath?) -> String {
        indexPath.map { "\($0.section).\($0.row)" } ?? "nil"
    }
}

/// Focus in tables and collection views: a group that Tab enters once, rows and items the
/// arrow keys reach (scrolling to them), the delegates' focus methods and their contexts.
@MainActor
@Suite("Focus in lists", .serialized, .exclusiveUIKit)
struct ListFocusTests {
    @MainActor
    private struct TableScene {
        let screen: HeadlessScreen
        let window: UIWindow
        let table: UITableView
        let model: FocusTableModel
        let before: UIButton
        let after: UIButton

        var focusedIndexPath: IndexPath? {
            (window.focusEngine.focusedItem as? UITableViewCell).flatMap(table.indexPath(for:))
        }
        func close() { window.isHidden = true }
    }

    /// A button, a 400-point table of 44-point rows under it, and a button below.
    private func makeTable(_ model: FocusTableModel, configure: (UITableView) -> Void = { _ in }) -> TableScene {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 600), scale: 1)
        let window = UIWindow()
        let before = UIButton(type: .system)
        before.setTitle("Before", for: .normal)
        before.frame = CGRect(x: 20, y: 10, width: 100, height: 44)
        let table = UITableView(frame: CGRect(x: 0, y: 60, width: 400, height: 400), style: .plain)
        table.rowHeight = 44
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        configure(table)
        table.dataSource = model
        table.delegate = model
        let after = UIButton(type: .system)
        after.setTitle("After", for: .normal)
        after.frame = CGRect(x: 20, y: 500, width: 100, height: 44)
        for view in [before, table, after] { window.addSubview(view) }
        window.makeKeyAndVisible()
        screen.presentFrame()
        return TableScene(screen: screen, window: window, table: table, model: model, before: before, after: after)
    }

    @Test("A table is one Tab stop; the arrows move between rows across sections, scrolling to rows off screen; the delegate sees index paths")
    func tableArrows() {
        let model = FocusTableModel(sections: [3, 20])
        let scene = makeTable(model)
        defer { scene.close() }
        scene.screen.tab()
        #expect(scene.window.focusEngine.focusedItem === scene.before)
        scene.screen.tab()
        #expect(scene.focusedIndexPath == IndexPath(row: 0, section: 0))
        #expect(model.log == ["should nil→0.0", "did nil→0.0"])
        model.log = []
        scene.screen.press(.keyboardDownArrow)
        #expect(scene.focusedIndexPath == IndexPath(row: 1, section: 0))
        #expect(model.log == ["should 0.0→0.1", "did 0.0→0.1"])
        scene.screen.press(.keyboardDownArrow)
        scene.screen.press(.keyboardDownArrow)
        #expect(scene.focusedIndexPath == IndexPath(row: 0, section: 1))
        // Far below the screen: the table scrolls to keep the focused row in view.
        for _ in 0..<15 { scene.screen.press(.keyboardDownArrow) }
        #expect(scene.focusedIndexPath == IndexPath(row: 15, section: 1))
        let rowFrame = scene.table.rectForRow(at: IndexPath(row: 15, section: 1))
        #expect(scene.table.bounds.contains(rowFrame))
        #expect(scene.table.contentOffset.y > 0)
        scene.screen.press(.keyboardUpArrow)
        #expect(scene.focusedIndexPath == IndexPath(row: 14, section: 1))
        // Sideways there is nothing in a table.
        scene.screen.press(.keyboardRightArrow)
        #expect(scene.focusedIndexPath == IndexPath(row: 14, section: 1))
        // Tab leaves the table for the next stop; no row was selected.
        scene.screen.tab()
        #expect(scene.window.focusEngine.focusedItem === scene.after)
        #expect(scene.table.indexPathForSelectedRow == nil)
        #expect(model.log.last == "did 1.14→nil")
    }

    @Test("Rows the delegate will not focus are passed over; a refusing delegate keeps the focus; a table without selection has no focusable rows")
    func tableRowsThatCannotFocus() {
        let model = FocusTableModel(sections: [6])
        model.canFocus = { $0.row != 1 }
        let scene = makeTable(model)
        defer { scene.close() }
        scene.window.focusEngine.update(to: scene.before, heading: [])
        scene.screen.tab()
        scene.screen.press(.keyboardDownArrow)
        #expect(scene.focusedIndexPath == IndexPath(row: 2, section: 0))
        model.refuses = IndexPath(row: 3, section: 0)
        scene.screen.press(.keyboardDownArrow)
        #expect(scene.focusedIndexPath == IndexPath(row: 2, section: 0))

        // Nothing focusable below: the search stops and the table stays where it was.
        model.refuses = nil
        model.canFocus = { $0.row < 3 }
        let offset = scene.table.contentOffset
        scene.screen.press(.keyboardDownArrow)
        #expect(scene.focusedIndexPath == IndexPath(row: 2, section: 0) && scene.table.contentOffset == offset)

        model.canFocus = nil
        scene.table.allowsSelection = false
        scene.window.focusEngine.update(to: scene.before, heading: [])
        scene.screen.tab()
        #expect(scene.window.focusEngine.focusedItem === scene.after)
    }

    @Test("A row holding a switch is not focused by default: its switch is, as its own Tab stop")
    func cellWithControl() {
        let model = FocusTableModel(sections: [3])
        model.rowsWithSwitch = [IndexPath(row: 0, section: 0)]
        let scene = makeTable(model)
        defer { scene.close() }
        let cell = scene.table.cellForRow(at: IndexPath(row: 0, section: 0))
        #expect(cell?.canBecomeFocused == false)
        #expect(scene.table.cellForRow(at: IndexPath(row: 1, section: 0))?.canBecomeFocused == true)
        scene.window.focusEngine.update(to: scene.before, heading: [])
        scene.screen.tab()
        #expect(scene.window.focusEngine.focusedItem is UISwitch)
        scene.screen.tab()
        #expect(scene.focusedIndexPath == IndexPath(row: 1, section: 0))
    }

    @Test("selectionFollowsFocus selects through the delegate; Space selects the focused row")
    func selection() {
        let model = FocusTableModel(sections: [5])
        let scene = makeTable(model) { $0.selectionFollowsFocus = true }
        defer { scene.close() }
        #expect(!UITableView().selectionFollowsFocus && !UITableView().remembersLastFocusedIndexPath)
        scene.window.focusEngine.update(to: scene.before, heading: [])
        scene.screen.tab()
        #expect(scene.table.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
        scene.screen.press(.keyboardDownArrow)
        #expect(scene.table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        #expect(model.log.filter { $0.contains("Select") } == ["willSelect 0.0", "didSelect 0.0", "willSelect 0.1", "didSelect 0.1"])

        scene.table.selectionFollowsFocus = false
        scene.screen.press(.keyboardDownArrow)
        #expect(scene.table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        scene.screen.press(.keyboardSpacebar, characters: " ")
        #expect(scene.table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(scene.focusedIndexPath == IndexPath(row: 2, section: 0))
    }

    @Test("Tab enters a table at its remembered row when it remembers, else at the delegate's preferred row, scrolled into view")
    func entry() {
        let model = FocusTableModel(sections: [30])
        model.preferred = IndexPath(row: 20, section: 0)
        let scene = makeTable(model)
        defer { scene.close() }
        scene.window.focusEngine.update(to: scene.before, heading: [])
        scene.screen.tab()
        #expect(scene.focusedIndexPath == IndexPath(row: 20, section: 0))
        #expect(scene.table.bounds.contains(scene.table.rectForRow(at: IndexPath(row: 20, section: 0))))
        scene.screen.press(.keyboardDownArrow)
        scene.screen.tab()
        scene.screen.tab(backwards: true)
        // Not remembering: the preferred row again.
        #expect(scene.focusedIndexPath == IndexPath(row: 20, section: 0))
        scene.table.remembersLastFocusedIndexPath = true
        scene.screen.press(.keyboardDownArrow)
        scene.screen.tab()
        scene.screen.tab(backwards: true)
        #expect(scene.focusedIndexPath == IndexPath(row: 21, section: 0))
        // Reloading forgets the remembered row.
        scene.screen.tab()
        scene.table.reloadData()
        scene.screen.presentFrame()
        scene.screen.tab(backwards: true)
        #expect(scene.focusedIndexPath == IndexPath(row: 20, section: 0))
    }

    @Test("A cell whose focusStyle is custom gets no ring")
    func customFocusStyle() {
        let model = FocusTableModel(sections: [3])
        let scene = makeTable(model)
        defer { scene.close() }
        #expect(UITableViewCell().focusStyle == .default)
        scene.table.cellForRow(at: IndexPath(row: 0, section: 0))?.focusStyle = .custom
        scene.window.focusEngine.update(to: scene.before, heading: [])
        #expect(scene.window.keyboardFocus.ringLayer != nil)
        scene.screen.tab()
        #expect(scene.focusedIndexPath == IndexPath(row: 0, section: 0))
        #expect(scene.window.keyboardFocus.ringLayer == nil)
        scene.screen.press(.keyboardDownArrow)
        #expect(scene.window.keyboardFocus.ringLayer != nil)
    }

    // MARK: Collection views

    @MainActor
    private final class GridModel: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
        var log: [String] = []
        var canFocus: ((IndexPath) -> Bool)?
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 60 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath) -> Bool {
            guard let canFocus else { OptionalRequirement.markDefault(); return true }
            return canFocus(indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, didUpdateFocusIn context: UICollectionViewFocusUpdateContext,
                            with coordinator: UIFocusAnimationCoordinator) {
            log.append("\(context.previouslyFocusedIndexPath?.item ?? -1)→\(context.nextFocusedIndexPath?.item ?? -1)")
        }
    }

    @Test("In a grid the arrows move to the item that way, scrolling to items off screen; the delegate sees index paths")
    func gridArrows() {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 600), scale: 1)
        let window = UIWindow()
        defer { window.isHidden = true }
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumInteritemSpacing = 0
        layout.minimumLineSpacing = 0
        // Four columns of 100 points; 15 rows, 4 on screen.
        let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 400, height: 400), collectionViewLayout: layout)
        grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let model = GridModel()
        model.canFocus = { $0.item != 5 }
        grid.dataSource = model
        grid.delegate = model
        window.addSubview(grid)
        window.makeKeyAndVisible()
        screen.presentFrame()
        func focusedItem() -> Int? { (window.focusEngine.focusedItem as? UICollectionViewCell).flatMap(grid.indexPath(for:))?.item }

        screen.tab()
        #expect(focusedItem() == 0)
        screen.press(.keyboardRightArrow)
        #expect(focusedItem() == 1)
        // Item 5 (below 1) cannot be focused: Down goes on straight down to 9, not aside to 4 or 6.
        screen.press(.keyboardDownArrow)
        #expect(focusedItem() == 9)
        window.focusEngine.update(to: grid.cellForItem(at: IndexPath(item: 2, section: 0)), heading: [])
        screen.press(.keyboardDownArrow)
        #expect(focusedItem() == 6)
        // Left of 6 is 5, which cannot be focused: on to 4, not up to 1.
        screen.press(.keyboardLeftArrow)
        #expect(focusedItem() == 4)
        for _ in 0..<12 { screen.press(.keyboardDownArrow) }
        let item = focusedItem() ?? -1
        #expect(item == 52)
        #expect(grid.contentOffset.y > 0)
        let frame = grid.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame ?? .null
        #expect(grid.bounds.contains(frame))
        #expect(model.log.first == "-1→0" && model.log.dropFirst().first == "0→1")
    }
}
