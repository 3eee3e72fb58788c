import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A cell 30, 60 or 90 points wide by item, whatever height it is given (for estimated widths).
final class WideCell: UICollectionViewCell {
    private let box = UIView()

    static func width(of item: Int) -> CGFloat { 30 + 30 * CGFloat(item % 3) }

    required init(frame: CGRect) {
        super.init(frame: frame)
        box.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(box)
        let trailing = box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor)
        // Below required: laid out at an estimate first, the cell may be the wrong width.
        trailing.priority = UILayoutPriority(999)
        widthConstraint = box.widthAnchor.constraint(equalToConstant: 10)
        NSLayoutConstraint.activate([box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor), trailing,
                                     box.topAnchor.constraint(equalTo: contentView.topAnchor),
                                     box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor), widthConstraint])
    }

    required init?(coder: NSCoder) { nil }

    private var widthConstraint: NSLayoutConstraint!

    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        widthConstraint.constant = Self.width(of: layoutAttributes.indexPath.item)
    }
}

@MainActor
@Suite("Compositional layouts scrolling horizontally (scrollDirection)", .serialized, .exclusiveUIKit)
struct CollectionCompositionalHorizontalTests {
    private func size(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension) -> NSCollectionLayoutSize {
        NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
    }

    private func horizontal() -> UICollectionViewCompositionalLayoutConfiguration {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        return configuration
    }

    /// Columns 100 points wide of three items one above another, 10 apart, inset 20 leading
    /// and 5 top.
    private func columns() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1.0 / 3)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size(.absolute(100), .fractionalHeight(1)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 20, bottom: 5, trailing: 20)
        return section
    }

    @Test("The configuration scrolls vertically by default; its direction is copied with it")
    func configuration() {
        #expect(UICollectionViewCompositionalLayoutConfiguration().scrollDirection == .vertical)
        let layout = UICollectionViewCompositionalLayout(section: columns(), configuration: horizontal())
        #expect(layout.configuration.scrollDirection == .horizontal)
        #expect((horizontal().copy() as? UICollectionViewCompositionalLayoutConfiguration)?.scrollDirection == .horizontal)
    }

    @Test("A section repeats its group across the view: groups left to right with their spacing, the section's insets, fractional heights of the container")
    func groupsRepeatAcross() {
        let layout = UICollectionViewCompositionalLayout(section: columns(), configuration: horizontal())
        let grid = GridFixture(layout: layout, model: GridModel(counts: [7, 3]), size: CGSize(width: 400, height: 310))
        defer { grid.close() }
        // 300 points tall inside the insets: items 100 tall.
        #expect(nearlyEqual(grid.frame(0), CGRect(x: 20, y: 5, width: 100, height: 100)))
        #expect(nearlyEqual(grid.frame(2), CGRect(x: 20, y: 205, width: 100, height: 100)))
        #expect(nearlyEqual(grid.frame(3), CGRect(x: 130, y: 5, width: 100, height: 100)), "the next column 10 points on")
        #expect(nearlyEqual(grid.frame(6), CGRect(x: 240, y: 5, width: 100, height: 100)), "a last, partial column")
        // Section 1 begins after section 0's trailing inset: 20 + 3 × 100 + 2 × 10 + 20 = 360.
        let second = layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame
        #expect(nearlyEqual(second, CGRect(x: 380, y: 5, width: 100, height: 100)))
        #expect(abs(grid.collectionView.contentSize.width - (360 + 140)) < 1e-6)
        #expect(abs(grid.collectionView.contentSize.height - 310) < 1e-6)
        // Asked for a band of the content, the layout answers with what lies in it.
        let found = (layout.layoutAttributesForElements(in: CGRect(x: 125, y: 0, width: 110, height: 310)) ?? []).map(\.indexPath)
        #expect(Set(found) == Set([3, 4, 5].map { IndexPath(item: $0, section: 0) }))
    }

    @Test("Dragging scrolls the content sideways; the cells that come into view are laid out")
    func scrollsSideways() {
        let layout = UICollectionViewCompositionalLayout(section: columns(), configuration: horizontal())
        let grid = GridFixture(layout: layout, model: GridModel(counts: [60]), size: CGSize(width: 400, height: 310))
        defer { grid.close() }
        grid.screen.drag(from: CGPoint(x: 350, y: 150), to: CGPoint(x: 50, y: 160), steps: 30, duration: 1)
        _ = grid.screen.runUntilAnimationsSettle()
        let offset = grid.collectionView.contentOffset
        #expect(offset.x > 250 && offset.y == 0, "\(offset)")
        let shown = grid.collectionView.indexPathsForVisibleItems.map(\.item)
        #expect(shown.contains(12) && !shown.contains(0), "\(shown.sorted())")
    }

    @Test("Inter-section spacing and the layout's own boundary items run across too; a section's leading and trailing items are its header and footer")
    func boundariesAndSpacing() {
        let configuration = horizontal()
        configuration.interSectionSpacing = 50
        configuration.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: size(.absolute(30), .fractionalHeight(1)), elementKind: "banner", alignment: .leading)]
        let layout = UICollectionViewCompositionalLayout(sectionProvider: { _, _ in
            let section = self.columns()
            section.contentInsets = .zero
            section.boundarySupplementaryItems = [
                NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(.absolute(40), .fractionalHeight(1)),
                                                            elementKind: UICollectionView.elementKindSectionHeader, alignment: .leading),
                NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(.absolute(25), .fractionalHeight(1)),
                                                            elementKind: UICollectionView.elementKindSectionFooter, alignment: .trailing),
            ]
            return section
        }, configuration: configuration)
        let grid = GridFixture(layout: layout, model: GridModel(counts: [4, 2]), size: CGSize(width: 600, height: 300), kinds: ["banner"])
        defer { grid.close() }
        func supplementary(_ kind: String, _ section: Int) -> CGRect? {
            layout.layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: 0, section: section))?.frame
        }
        #expect(nearlyEqual(supplementary("banner", 0), CGRect(x: 0, y: 0, width: 30, height: 300)))
        #expect(nearlyEqual(supplementary(UICollectionView.elementKindSectionHeader, 0), CGRect(x: 30, y: 0, width: 40, height: 300)))
        #expect(nearlyEqual(grid.frame(0), CGRect(x: 70, y: 0, width: 100, height: 100)))
        // Two columns (210 points), then the footer, then 50 points to the next section.
        #expect(nearlyEqual(supplementary(UICollectionView.elementKindSectionFooter, 0), CGRect(x: 280, y: 0, width: 25, height: 300)))
        #expect(nearlyEqual(supplementary(UICollectionView.elementKindSectionHeader, 1), CGRect(x: 355, y: 0, width: 40, height: 300)))
        #expect(nearlyEqual(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame, CGRect(x: 395, y: 0, width: 100, height: 100)))
    }

    @Test("A pinned header stays at the visible leading edge while its section passes")
    func pinnedHeader() {
        let layout = UICollectionViewCompositionalLayout(sectionProvider: { _, _ in
            let section = self.columns()
            section.contentInsets = .zero
            let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(.absolute(40), .fractionalHeight(1)),
                                                                     elementKind: UICollectionView.elementKindSectionHeader, alignment: .leading)
            header.pinToVisibleBounds = true
            section.boundarySupplementaryItems = [header]
            return section
        }, configuration: horizontal())
        let grid = GridFixture(layout: layout, model: GridModel(counts: [30, 30]), size: CGSize(width: 400, height: 300))
        defer { grid.close() }
        grid.collectionView.contentOffset = CGPoint(x: 150, y: 0)
        grid.collectionView.layoutIfNeeded()
        let header = layout.layoutAttributesForElements(in: CGRect(x: 150, y: 0, width: 400, height: 300))?
            .first { $0.representedElementKind == UICollectionView.elementKindSectionHeader && $0.indexPath.section == 0 }
        #expect(header?.frame.minX == 150 && header?.frame.minY == 0)
    }

    @Test("Estimated widths: each cell measures its width at the height it is given, and the columns after it follow")
    func estimatedWidths() {
        let item = NSCollectionLayoutItem(layoutSize: size(.estimated(50), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.estimated(50), .fractionalHeight(1)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 4
        let layout = UICollectionViewCompositionalLayout(section: section, configuration: horizontal())
        let grid = GridFixture(layout: layout, model: GridModel(counts: [6]), size: CGSize(width: 600, height: 80), cellClass: WideCell.self)
        defer { grid.close() }
        var left: CGFloat = 0
        for item in 0..<6 {
            #expect(nearlyEqual(grid.frame(item), CGRect(x: left, y: 0, width: WideCell.width(of: item), height: 80)), "item \(item): \(String(describing: grid.frame(item)))")
            left += WideCell.width(of: item) + 4
        }
        #expect(abs(grid.collectionView.contentSize.width - (left - 4)) < 0.5)
    }

    /// The frames of `count` cells in one row of a horizontal layout `size` big, their widths
    /// estimates, `spacing` apart, each showing the content configuration `configuration`
    /// gives for its item.
    private func estimatedWidthFrames(count: Int, spacing: CGFloat = 0, size viewSize: CGSize,
                                      configuration: @escaping (Int) -> UIContentConfiguration) throws -> [CGRect] {
        final class ConfiguredCells: NSObject, UICollectionViewDataSource {
            let count: Int
            let configuration: (Int) -> UIContentConfiguration
            init(count: Int, configuration: @escaping (Int) -> UIContentConfiguration) {
                (self.count, self.configuration) = (count, configuration)
            }
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
                cell.contentConfiguration = configuration(indexPath.item)
                return cell
            }
        }
        let item = NSCollectionLayoutItem(layoutSize: size(.estimated(50), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.estimated(50), .fractionalHeight(1)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = spacing
        let screen = HeadlessScreen(size: viewSize, scale: 1)
        let window = UIWindow()
        let collectionView = UICollectionView(frame: window.bounds,
                                              collectionViewLayout: UICollectionViewCompositionalLayout(section: section, configuration: horizontal()))
        collectionView.contentInsetAdjustmentBehavior = .never
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let cells = ConfiguredCells(count: count, configuration: configuration)
        collectionView.dataSource = cells
        window.addSubview(collectionView)
        window.makeKeyAndVisible()
        screen.presentFrame()
        defer { window.isHidden = true }
        return try (0..<count).map { try #require(collectionView.cellForItem(at: IndexPath(item: $0, section: 0))?.frame) }
    }

    @Test("Estimated widths of cells showing a list content configuration: each is as wide as its text needs")
    func estimatedWidthsOfContentConfigurations() throws {
        let words = ["A", "Medium", "A rather longer title"]
        let frames = try estimatedWidthFrames(count: words.count, spacing: 8, size: CGSize(width: 800, height: 60)) { item in
            var content = UIListContentConfiguration.cell()
            content.text = words[item]
            return content
        }
        #expect(frames[0].width < frames[1].width && frames[1].width < frames[2].width, "\(frames)")
        #expect(frames[1].minX == frames[0].maxX + 8 && frames[2].minX == frames[1].maxX + 8)
        let label = UILabel()
        label.font = UIListContentConfiguration.cell().textProperties.font
        label.text = "A rather longer title"
        #expect(frames[2].width > label.intrinsicContentSize.width, "the text and the margins")
        #expect(frames.allSatisfy { $0.height == 60 })
    }

    @Test("A content view without constraints measures its width by sizeThatFits")
    func estimatedWidthsBySizeThatFits() throws {
        struct Bar: UIContentConfiguration {
            var width: CGFloat
            func makeContentView() -> UIView & UIContentView { BarView(configuration: self) }
            func updated(for state: UIConfigurationState) -> Bar { self }
        }
        final class BarView: UIView, UIContentView {
            var configuration: UIContentConfiguration
            init(configuration: UIContentConfiguration) {
                self.configuration = configuration
                super.init(frame: .zero)
            }
            required init?(coder: NSCoder) { nil }
            override func sizeThatFits(_ size: CGSize) -> CGSize {
                CGSize(width: (configuration as? Bar)?.width ?? 0, height: size.height)
            }
        }
        let frames = try estimatedWidthFrames(count: 3, size: CGSize(width: 600, height: 50)) { Bar(width: 40 + 25 * CGFloat($0)) }
        #expect(frames.map(\.width) == [40, 65, 90])
    }

    @Test("Turning a live layout's scrollDirection lays it out afresh: measured lengths and row offsets are dropped")
    func turningTheLayout() throws {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .estimated(50)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size(.absolute(100), .estimated(50)), subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let grid = GridFixture(layout: layout, model: GridModel(counts: [4]), size: CGSize(width: 300, height: 300), cellClass: TallCell.self)
        defer { grid.close() }
        // Vertically, the cells measured their heights (40, 70, 100 …).
        #expect(grid.frame(1)?.height == TallCell.height(of: 1))
        layout.configuration = horizontal()
        grid.collectionView.layoutIfNeeded()
        // Sideways, the same estimated heights no longer measure anything: groups are 100 wide
        // and as tall as their estimate, not the heights measured before.
        let frame = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame)
        #expect(frame.minX == 100 && frame.width == 100, "\(frame)")
        #expect(frame.height == 50, "the old measure is not taken as a width or height: \(frame)")
    }

    @Test("A layout with orthogonal rows, replaced, takes its rows' pan off the collection view: the next layout scrolls under a sideways drag")
    func replacedLayoutTakesItsPanAway() throws {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let row = NSCollectionLayoutSection(group: NSCollectionLayoutGroup.horizontal(layoutSize: size(.absolute(150), .absolute(100)), subitems: [item]))
        row.orthogonalScrollingBehavior = .continuous
        var featured: UICollectionViewCompositionalLayout? = UICollectionViewCompositionalLayout(section: row)
        let grid = GridFixture(layout: featured!, model: GridModel(counts: [30]), size: CGSize(width: 400, height: 300))
        defer { grid.close() }
        let before = grid.collectionView.gestureRecognizers?.count ?? 0
        #expect(before > 0)
        grid.collectionView.collectionViewLayout = UICollectionViewCompositionalLayout(section: columns(), configuration: horizontal())
        featured = nil
        grid.collectionView.layoutIfNeeded()
        #expect((grid.collectionView.gestureRecognizers?.count ?? 0) == before - 1, "the rows' pan is gone")
        grid.screen.drag(from: CGPoint(x: 350, y: 150), to: CGPoint(x: 50, y: 152), steps: 20, duration: 0.6)
        _ = grid.screen.runUntilAnimationsSettle()
        #expect(grid.collectionView.contentOffset.x > 200, "\(grid.collectionView.contentOffset)")
        withExtendedLifetime(featured) {}
    }

    @Test("An orthogonal section of a horizontal layout scrolls up and down on its own")
    func orthogonalScrollsVertically() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.absolute(120), .absolute(100)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        let layout = UICollectionViewCompositionalLayout(section: section, configuration: horizontal())
        let grid = GridFixture(layout: layout, model: GridModel(counts: [10]), size: CGSize(width: 400, height: 300))
        defer { grid.close() }
        // The row runs down the view: one group below another, as wide as the group.
        #expect(nearlyEqual(grid.frame(0), CGRect(x: 0, y: 0, width: 120, height: 100)))
        #expect(nearlyEqual(grid.frame(1), CGRect(x: 0, y: 100, width: 120, height: 100)))
        #expect(abs(grid.collectionView.contentSize.width - 120) < 1e-6)
        layout.setOrthogonalOffset(150, forSection: 0)
        grid.collectionView.layoutIfNeeded()
        #expect(nearlyEqual(layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame, CGRect(x: 0, y: 50, width: 120, height: 100)))
        // A vertical drag over the row scrolls it.
        grid.screen.drag(from: CGPoint(x: 60, y: 250), to: CGPoint(x: 62, y: 100), steps: 20, duration: 1)
        _ = grid.screen.runUntilAnimationsSettle()
        #expect((layout.orthogonalOffsets[0] ?? 0) > 250, "\(layout.orthogonalOffsets)")
    }
}
