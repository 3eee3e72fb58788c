import Foundation
import Testing
@testable import UIKit
import UIKitTesting

@MainActor
@Suite("Where a table's rows lay out: readable width, safe area, separator insets", .serialized, .exclusiveUIKit)
struct TableCellMarginTests {
    func firstCell(_ table: UITableView) throws -> UITableViewCell {
        try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    }

    /// Where the row's text starts, in the cell (its content configuration's text).
    func textX(_ cell: UITableViewCell) throws -> CGFloat {
        let content = try #require(cell.contentView.subviews.compactMap { $0 as? UIListContentView }.first)
        return content.convert(CGPoint(x: content.textLayoutGuideFrame.minX, y: 0), to: cell).x
    }

    @Test("cellLayoutMarginsFollowReadableWidth (off by default): on, a wide table's rows start their text and separators at the readable content guide")
    func readableWidth() throws {
        let fixture = TableFixture(model: LoggingTableModel.numbered(rows: 3), size: CGSize(width: 1366, height: 1024))
        defer { fixture.close() }
        let table = fixture.table
        #expect(!table.cellLayoutMarginsFollowReadableWidth)
        let standardX = try textX(firstCell(table))
        #expect(standardX < 40)

        table.cellLayoutMarginsFollowReadableWidth = true
        fixture.screen.presentFrame()
        let readable = table.readableContentGuide.layoutFrame
        #expect(readable.width < 1000, "a readable line is narrower than the table")
        let cell = try firstCell(table)
        #expect(cell.core.cellMargin == readable.minX)
        #expect(try textX(cell) == readable.minX)
        #expect(cell.core.separator.frame.minX == readable.minX, "the separator starts under the text")

        table.cellLayoutMarginsFollowReadableWidth = false
        fixture.screen.presentFrame()
        #expect(try textX(firstCell(table)) == standardX)
    }

    /// A plain table filling a controller's view whose safe area is inset 40 at the left and
    /// 30 at the right.
    func tableInsideSafeArea(style: UITableView.Style = .plain,
                             configure: (UITableView) -> Void = { _ in }) -> (HeadlessScreen, UIWindow, UITableView, LoggingTableModel) {
        let screen = HeadlessScreen(size: CGSize(width: 600, height: 400), scale: 1)
        let window = UIWindow()
        let controller = UIViewController()
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 40, bottom: 0, right: 30)
        let table = UITableView(frame: .zero, style: style)
        table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let model = LoggingTableModel.numbered(rows: 3)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        configure(table)
        table.dataSource = model
        window.rootViewController = controller
        table.frame = controller.view.bounds
        controller.view.addSubview(table)
        window.makeKeyAndVisible()
        screen.presentFrame()
        return (screen, window, table, model)
    }

    @Test("insetsContentViewsToSafeArea (on by default): the rows' content views stay inside the safe area while their backgrounds span the row; off, they span it too")
    func contentViewsInsideSafeArea() throws {
        let (screen, window, table, model) = tableInsideSafeArea()
        defer { window.isHidden = true; withExtendedLifetime((screen, model)) {} }
        #expect(table.insetsContentViewsToSafeArea)
        #expect(table.safeAreaInsets.left == 40 && table.safeAreaInsets.right == 30)
        let cell = try firstCell(table)
        #expect(cell.contentView.frame.minX == 40)
        #expect(abs(cell.contentView.frame.maxX - (600 - 30)) < 0.001)
        #expect(cell.core.background.frame.width == 600, "the background spans the row")

        let (bareScreen, bareWindow, bare, bareModel) = tableInsideSafeArea { $0.insetsContentViewsToSafeArea = false }
        defer { bareWindow.isHidden = true; withExtendedLifetime((bareScreen, bareModel)) {} }
        let bareCell = try firstCell(bare)
        #expect(bareCell.contentView.frame.minX == 0)
        #expect(bareCell.contentView.frame.maxX == 600)
    }

    @Test("separatorInsetReference: fromCellEdges (the default) measures a separator inset from the row's edges, fromAutomaticInsets from where the separator starts by itself")
    func separatorInsetReference() throws {
        let fixture = TableFixture(model: LoggingTableModel.numbered(rows: 3))
        defer { fixture.close() }
        let table = fixture.table
        #expect(table.separatorInsetReference == .fromCellEdges)
        #expect(UITableView.SeparatorInsetReference.fromCellEdges.rawValue == 0)
        let automaticX = try firstCell(table).core.separator.frame.minX
        #expect(automaticX > 10)

        table.separatorInset = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 5)
        fixture.screen.presentFrame()
        var separator = try firstCell(table).core.separator.frame
        #expect(separator.minX == 10)
        #expect(abs(separator.maxX - (400 - 5)) < 0.001)

        table.separatorInsetReference = .fromAutomaticInsets
        fixture.screen.presentFrame()
        separator = try firstCell(table).core.separator.frame
        #expect(separator.minX == automaticX + 10)
        #expect(abs(separator.maxX - (400 - 5)) < 0.001)
    }

    @Test("insetsContentViewsToSafeArea insets only the part of a row the unsafe area covers: an inset-grouped row, already inside the safe area, keeps its content view whole")
    func insetGroupedRowsAreNotInsetTwice() throws {
        let (screen, window, table, model) = tableInsideSafeArea(style: .insetGrouped)
        defer { window.isHidden = true; withExtendedLifetime((screen, model)) {} }
        let cell = try firstCell(table)
        #expect(cell.frame.minX >= 40, "the row is inside the safe area")
        #expect(cell.contentView.frame.minX == 0)
        #expect(abs(cell.contentView.frame.maxX - cell.bounds.width) < 0.001)
    }
}
