import Foundation
import Testing
import UIKitTesting
@testable import UIKit

/// UIScrollView.indicatorStyle and indexDisplayMode.
@MainActor
@Suite("Scroll indicator style and index display mode", .exclusiveUIKit)
struct ScrollIndicatorStyleTests {
    private func components(_ color: UIColor?, _ style: UIUserInterfaceStyle) -> (white: CGFloat, alpha: CGFloat) {
        var white: CGFloat = 0, alpha: CGFloat = 0
        color?.resolvedColor(with: UITraitCollection(userInterfaceStyle: style)).getWhite(&white, alpha: &alpha)
        return (white, alpha)
    }

    @Test("The default indicators follow the appearance; black and white keep their colour in both")
    func indicatorStyles() {
        let scrollView = UIScrollView()
        #expect(scrollView.indicatorStyle == .default)
        #expect(components(scrollView.verticalIndicator.backgroundColor, .light).white == 0)
        #expect(components(scrollView.verticalIndicator.backgroundColor, .dark).white == 1)
        scrollView.indicatorStyle = .white
        for style in [UIUserInterfaceStyle.light, .dark] {
            #expect(components(scrollView.verticalIndicator.backgroundColor, style).white == 1)
            #expect(components(scrollView.horizontalIndicator.backgroundColor, style).white == 1)
        }
        scrollView.indicatorStyle = .black
        for style in [UIUserInterfaceStyle.light, .dark] {
            #expect(components(scrollView.verticalIndicator.backgroundColor, style).white == 0)
        }
        #expect(UIScrollView.IndicatorStyle(rawValue: 2) == .white)
    }

    @Test("An index always hidden is not shown and its titles are not asked for; automatic shows it again")
    func indexDisplayMode() {
        let model = LoggingTableModel.numbered(rows: 10, sections: 5)
        model.headerTitles = ["A", "B", "C", "D", "E"]
        model.indexTitles = ["A", "B", "C", "D", "E"]
        let fixture = TableFixture(model: model) { $0.rowHeight = 44 }
        defer { fixture.close() }
        let table = fixture.table
        #expect(table.sectionIndex != nil)
        table.indexDisplayMode = .alwaysHidden
        #expect(table.sectionIndex == nil)
        model.log.removeAll()
        table.reloadData()
        fixture.screen.presentFrame()
        #expect(table.sectionIndex == nil)
        #expect(!model.log.contains("index"))
        table.indexDisplayMode = .automatic
        #expect(table.sectionIndex?.titles == ["A", "B", "C", "D", "E"])
    }
}
