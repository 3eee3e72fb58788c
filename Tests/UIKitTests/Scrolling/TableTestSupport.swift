import Foundation
@testable import UIKit
import UIKitTesting

/// A data source and delegate over an array of sections of strings, logging every question.
@MainActor
final class LoggingTableModel: NSObject, UITableViewDataSource, UITableViewDelegate {
    var sections: [[String]]
    var headerTitles: [String?] = []
    var footerTitles: [String?] = []
    var indexTitles: [String]?
    var log: [String] = []
    var cellClass: UITableViewCell.Type = UITableViewCell.self
    var editable: ((IndexPath) -> Bool)?
    var movable: ((IndexPath) -> Bool)?
    var editingStyle: UITableViewCell.EditingStyle = .delete
    var refuseHighlight: Set<IndexPath> = []
    var redirectSelection: [IndexPath: IndexPath?] = [:]
    var commits: [(UITableViewCell.EditingStyle, IndexPath)] = []
    var moves: [(IndexPath, IndexPath)] = []
    var moveRedirect: ((IndexPath) -> IndexPath)?
    var trailingActions: ((IndexPath) -> UISwipeActionsConfiguration?)?

    init(sections: [[String]]) {
        self.sections = sections
    }

    static func numbered(rows: Int, sections: Int = 1) -> LoggingTableModel {
        LoggingTableModel(sections: (0..<sections).map { section in (0..<rows).map { "Row \(section).\($0)" } })
    }

    func numberOfSections(in tableView: UITableView) -> Int {
        log.append("sections")
        return sections.count
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        log.append("rows \(section)")
        return sections[section].count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        log.append("cell \(indexPath.section).\(indexPath.row)")
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = sections[indexPath.section][indexPath.row]
        cell.contentConfiguration = content
        return cell
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        log.append("header \(section)")
        return section < headerTitles.count ? headerTitles[section] : nil
    }

    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        section < footerTitles.count ? footerTitles[section] : nil
    }

    func sectionIndexTitles(for tableView: UITableView) -> [String]? {
        log.append("index")
        return indexTitles
    }

    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        guard let editable else { OptionalRequirement.markDefault(); return true }
        return editable(indexPath)
    }

    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        movable?(indexPath) ?? false
    }

    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        commits.append((editingStyle, indexPath))
        if editingStyle == .delete {
            sections[indexPath.section].remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
        }
    }

    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        moves.append((sourceIndexPath, destinationIndexPath))
        let item = sections[sourceIndexPath.section].remove(at: sourceIndexPath.row)
        sections[destinationIndexPath.section].insert(item, at: destinationIndexPath.row)
    }

    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle { editingStyle }

    func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                   toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
        moveRedirect?(proposedDestinationIndexPath) ?? proposedDestinationIndexPath
    }

    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        trailingActions?(indexPath)
    }

    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        log.append("shouldHighlight \(indexPath.row)")
        return !refuseHighlight.contains(indexPath)
    }

    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) { log.append("didHighlight \(indexPath.row)") }
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) { log.append("didUnhighlight \(indexPath.row)") }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append("willSelect \(indexPath.row)")
        if let redirect = redirectSelection[indexPath] { return redirect }
        return indexPath
    }
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append("willDeselect \(indexPath.row)")
        return indexPath
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { log.append("didSelect \(indexPath.row)") }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) { log.append("didDeselect \(indexPath.row)") }

    /// Forgets what was logged.
    func reset() { log = [] }

    var selectionEvents: [String] {
        log.filter { !$0.hasPrefix("cell") && !$0.hasPrefix("rows") && !$0.hasPrefix("sections") && !$0.hasPrefix("header") && $0 != "index" }
    }
}

/// A table filling a 400×600 window (1×), over `model`.
@MainActor
struct TableFixture {
    let screen: HeadlessScreen
    let window: UIWindow
    let table: UITableView
    let model: LoggingTableModel

    init(model: LoggingTableModel, style: UITableView.Style = .plain, size: CGSize = CGSize(width: 400, height: 600),
         configure: (UITableView) -> Void = { _ in }) {
        screen = HeadlessScreen(size: size, scale: 1)
        window = UIWindow()
        table = UITableView(frame: window.bounds, style: style)
        self.model = model
        table.register(model.cellClass, forCellReuseIdentifier: "cell")
        configure(table)
        table.dataSource = model
        table.delegate = model
        window.addSubview(table)
        window.makeKeyAndVisible()
        screen.presentFrame()
    }

    /// The centre of a row, in window coordinates.
    func center(of indexPath: IndexPath) -> CGPoint {
        let frame = table.rectForRow(at: indexPath)
        return table.convert(CGPoint(x: frame.midX, y: frame.midY), to: window)
    }

    func tap(_ indexPath: IndexPath) {
        screen.tap(at: center(of: indexPath))
    }

    func close() { window.isHidden = true }
}

/// A 400×600 window (1×) showing a plain table over any data source and delegate, with a
/// plain cell registered as "cell".
@MainActor
func showTable(_ model: UITableViewDataSource & UITableViewDelegate) -> (HeadlessScreen, UIWindow, UITableView) {
    let screen = HeadlessScreen(size: CGSize(width: 400, height: 600), scale: 1)
    let window = UIWindow()
    let table = UITableView(frame: window.bounds, style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    table.dataSource = model
    table.delegate = model
    window.addSubview(table)
    window.makeKeyAndVisible()
    screen.presentFrame()
    return (screen, window, table)
}
