import Foundation
import Testing
@testable import UIKit
import UIKitTesting

@MainActor
@Suite("NSCollectionLayoutGroup.visualDescription()", .exclusiveUIKit)
struct CollectionGroupVisualDescriptionTests {
    private func size(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension) -> NSCollectionLayoutSize {
        NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
    }

    @Test("Three items side by side: the group's box and each item's, numbered, under a line with the group's axis, size and item count")
    func threeAcross() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1.0 / 3), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.absolute(300), .absolute(100)), subitem: item, count: 3)
        let edge = "+" + String(repeating: "-", count: 14) + "+"
        let blank = "|" + String(repeating: " ", count: 14) + "|"
        func labelled(_ n: Int) -> String { "|\(n)" + String(repeating: " ", count: 13) + "|" }
        let expected = ["NSCollectionLayoutGroup horizontal, 300 × 100 points, 3 items:",
                        edge + edge + edge,
                        labelled(0) + labelled(1) + labelled(2)]
            + Array(repeating: blank + blank + blank, count: 5)
            + [edge + edge + edge]
        #expect(group.visualDescription() == expected.joined(separator: "\n"))
    }

    @Test("Nested groups show every item they place; fractional sizes are of the main screen outside a layout")
    func nestedAndFractional() {
        let screen = HeadlessScreen(size: CGSize(width: 800, height: 600), scale: 1)
        defer { withExtendedLifetime(screen) {} }
        let half = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)))
        let column = NSCollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)), subitem: half, count: 2)
        let big = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(200)), subitems: [big, column])
        let description = group.visualDescription()
        let lines = description.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "NSCollectionLayoutGroup horizontal, \(Int(UIScreen.main.bounds.width)) × 200 points, 3 items:")
        for label in ["0", "1", "2"] { #expect(lines.dropFirst().contains { $0.contains(label) }, "item \(label) is labelled") }
        #expect(lines.dropFirst().allSatisfy { $0.count <= 48 })
    }

    @Test("A custom group says so and draws the frames its provider gives; an empty group says it is empty")
    func customAndEmpty() {
        let custom = NSCollectionLayoutGroup.custom(layoutSize: size(.absolute(200), .absolute(100))) { _ in
            [NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: 100, height: 100)),
             NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 100, y: 50, width: 100, height: 50))]
        }
        let description = custom.visualDescription()
        #expect(description.hasPrefix("NSCollectionLayoutGroup custom, 200 × 100 points, 2 items:"))
        #expect(description.contains("|0") && description.contains("|1"))
        let empty = NSCollectionLayoutGroup.horizontal(layoutSize: size(.absolute(0), .absolute(40)), subitems: [])
        #expect(empty.visualDescription() == "NSCollectionLayoutGroup horizontal, 0 × 40 points: empty")
    }

    @Test("Sizes past any picture (infinite, the largest finite, a sliver a mile tall) describe themselves without trapping")
    func extremeSizes() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        for (width, height) in [(CGFloat.infinity, 100), (.greatestFiniteMagnitude, 100), (1, 1_000_000), (1e-300, 10)] as [(CGFloat, CGFloat)] {
            let group = NSCollectionLayoutGroup.vertical(layoutSize: size(.absolute(width), .absolute(height)), subitems: [item])
            let description = group.visualDescription()
            #expect(description.hasPrefix("NSCollectionLayoutGroup vertical, "), "\(width) × \(height)")
            #expect(description.split(separator: "\n").count <= 49)
        }
    }
}
