import UIKitTesting

/// A cell that counts how many were ever made.
public final class CountedCell: UITableViewCell {
    nonisolated(unsafe) public static var made = 0
    public required init(style: CellStyle, reuseIdentifier: String?) {
        CountedCell.made += 1
        super.init(style: style, reuseIdentifier: reuseIdentifier)
    }
    public required init?(coder: NSCoder) { nil }
}

/// A plain table of 1,000,000 rows filling a 12.9-inch iPad screen (1366×1024 at 2×), with
/// list-configured cells; each frame scrolls one screen further and is composited.
@MainActor
public final class MillionRowTable: NSObject, UITableViewDataSource {
    public static let rows = 1_000_000
    /// Rows the table has (`rows` unless made with another count); `reloadData()` after changing it.
    public var rowCount: Int
    public let screen = HeadlessScreen(size: CGSize(width: 1366, height: 1024), scale: 2)
    public let window = UIWindow()
    public let table: UITableView

    public init(rows: Int = MillionRowTable.rows) {
        rowCount = rows
        table = UITableView(frame: window.bounds, style: .plain)
        super.init()
        table.rowHeight = 44
        table.register(CountedCell.self, forCellReuseIdentifier: "row")
        table.dataSource = self
        window.addSubview(table)
        window.makeKeyAndVisible()
        screen.presentFrame()
    }

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rowCount }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = "Row \(indexPath.row)"
        content.secondaryText = nil
        cell.contentConfiguration = content
        cell.accessoryType = indexPath.row % 3 == 0 ? .disclosureIndicator : .none
        return cell
    }

    /// How far the virtual clock moves per frame: 0 keeps it still; 1/120 makes the frames
    /// those of a 120 Hz display, for work that follows the clock (a screen reader's tree is
    /// built at most ten times a second).
    public var frameInterval: TimeInterval = 0

    /// One screen further (back to the top after the last screen).
    public func nextFrame() {
        table.scrollOneScreenDown()
        if frameInterval > 0 { screen.advance(by: frameInterval) }
        screen.presentFrame()
    }

    /// One screen further, laid out but not composited.
    public func nextLayout() {
        table.scrollOneScreenDown()
        table.layoutIfNeeded()
    }

    /// Anywhere in the million rows.
    public func jump(toRow row: Int) {
        table.scrollToRow(at: IndexPath(row: row, section: 0), at: .top, animated: false)
        screen.presentFrame()
    }

    /// Anywhere in the million rows, laid out but not composited.
    public func jumpLayout(toRow row: Int) {
        table.scrollToRow(at: IndexPath(row: row, section: 0), at: .top, animated: false)
        table.layoutIfNeeded()
    }

    /// Rows whose top is on screen (1024 points of 44-point rows).
    public static let visibleRows = 24
}

extension UIScrollView {
    /// One screen further down, or back to the top after the last screen.
    public func scrollOneScreenDown() {
        var y = contentOffset.y + bounds.height
        if y > contentSize.height - bounds.height { y = 0 }
        contentOffset = CGPoint(x: 0, y: y)
    }
}
