import Foundation
import Testing
@testable import UIKit
import UIKitTesting

@MainActor
@Suite("Collection view compositional settings and visible items", .serialized, .exclusiveUIKit)
struct CollectionCompositionalSettingsTests {
    private func size(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension) -> NSCollectionLayoutSize {
        NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
    }

    /// Rows of four 100-point squares across the whole width, 10 apart.
    private func fourAcross() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.25), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        return section
    }

    /// A row of 12 cards, each 150 × 100, 10 apart, inset 16, that scrolls sideways.
    private func carousel() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.absolute(150), .absolute(100)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        return section
    }

    /// The scale the carousel below gives a card: smaller the further its middle is from the
    /// middle of the 400-point view.
    private static func scale(frame: CGRect, offset: CGPoint) -> CGFloat {
        max(0.5, 1 - abs(frame.midX - offset.x - 200) / 400)
    }

    @Test("visibleItemsInvalidationHandler: a carousel scales its on-screen cards by their distance from the middle; dragged sideways, the handler sees the row's offset and the unscrolled frames, and the cards show its transforms")
    func carouselHandler() throws {
        var calls: [(names: [String], items: [IndexPath], frames: [CGRect], offset: CGPoint, width: CGFloat)] = []
        let section = carousel()
        section.visibleItemsInvalidationHandler = { items, offset, environment in
            calls.append((items.map(\.name), items.map(\.indexPath), items.map(\.frame), offset, environment.container.contentSize.width))
            for item in items {
                let scale = Self.scale(frame: item.frame, offset: offset)
                item.transform = CGAffineTransform(scaleX: scale, y: scale)
                if item.indexPath.item == 1 { item.alpha = 0.5 }
                if item.indexPath.item == 2 { item.zIndex = 7 }
            }
        }
        let layout = UICollectionViewCompositionalLayout(sections: [section, fourAcross()])
        let grid = GridFixture(layout: layout, model: GridModel(counts: [12, 8]))
        defer { grid.close() }
        let first = try #require(calls.last)
        #expect(first.offset == .zero && first.width == 400)
        #expect(Set(first.items) == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0), IndexPath(item: 2, section: 0)],
                "cards 0 to 2 meet the 400-point view, 3 does not")
        #expect(first.names.allSatisfy { $0 == "cell" })
        // Card 0 lies 16 to 166: its middle is 109 from the view's, so it shows at 1 − 109/400.
        let card0 = try #require(grid.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(abs(card0.transform.a - (1 - 109.0 / 400)) < 1e-9 && abs(card0.transform.d - card0.transform.a) < 1e-9)
        #expect(grid.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.alpha == 0.5)
        #expect(grid.collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.layer.zPosition == 7)
        #expect(grid.collectionView.cellForItem(at: IndexPath(item: 0, section: 1))?.transform == .identity, "other sections are left alone")

        // A finger drags the row 300 points to the left and holds it there.
        grid.screen.drag(from: CGPoint(x: 350, y: 50), to: CGPoint(x: 50, y: 52), steps: 15, duration: 0.5, lift: false)
        grid.collectionView.layoutIfNeeded()
        let rowOffset = try #require(layout.orthogonalOffsets[0])
        #expect(rowOffset > 200)
        let dragged = try #require(calls.last)
        #expect(dragged.offset == CGPoint(x: rowOffset, y: 0), "the row's own offset")
        let index = try #require(dragged.items.firstIndex(of: IndexPath(item: 3, section: 0)))
        #expect(nearlyEqual(dragged.frames[index], CGRect(x: 496, y: 0, width: 150, height: 100)), "frames in the unscrolled row")
        #expect(!dragged.items.contains(IndexPath(item: 0, section: 0)), "card 0 has left the view")
        // The card nearest the middle is the biggest; each card sits where the row puts it.
        let shown = (0..<12).compactMap { grid.collectionView.cellForItem(at: IndexPath(item: $0, section: 0)) }
        let biggest = try #require(shown.max { $0.transform.a < $1.transform.a })
        #expect(abs(biggest.center.x - 200) < 80)
        let card3 = try #require(grid.collectionView.cellForItem(at: IndexPath(item: 3, section: 0)))
        #expect(abs(card3.center.x - (571 - rowOffset)) < 1e-6)
        #expect(abs(card3.transform.a - Self.scale(frame: CGRect(x: 496, y: 0, width: 150, height: 100), offset: CGPoint(x: rowOffset, y: 0))) < 1e-9)
        grid.screen.touchUp(at: CGPoint(x: 50, y: 52))
        grid.screen.runUntilAnimationsSettle()
    }

    @Test("visibleItemsInvalidationHandler of a section down the view: the collection view's offset, its cells and header on screen; a moved center and a 3D transform show on the views")
    func stackedHandler() throws {
        var offsets: [CGPoint] = []
        var lastItems: [IndexPath] = []
        var sawHeader = false
        let section = fourAcross()
        section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: size(.fractionalWidth(1), .absolute(40)), elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)]
        section.visibleItemsInvalidationHandler = { items, offset, _ in
            offsets.append(offset)
            lastItems = items.filter { $0.representedElementCategory == .cell }.map(\.indexPath)
            for item in items {
                if item.representedElementKind == UICollectionView.elementKindSectionHeader { sawHeader = true }
                if item.indexPath == IndexPath(item: 0, section: 0), item.representedElementCategory == .cell {
                    item.center.y += 5
                    item.transform3D = CATransform3DMakeScale(1, 1, 2)
                }
            }
        }
        let grid = GridFixture(layout: UICollectionViewCompositionalLayout(section: section), model: GridModel(counts: [40]))
        defer { grid.close() }
        #expect(offsets.last == .zero && sawHeader)
        // 40 + 5 rows of 100 with 10 between reach 580: rows 0 to 5 meet the 600-point view.
        #expect(Set(lastItems) == Set((0..<24).map { IndexPath(item: $0, section: 0) }))
        let cell0 = try #require(grid.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(cell0.center == CGPoint(x: 50, y: 95))
        #expect(cell0.layer.transform == CATransform3DMakeScale(1, 1, 2))
        grid.screen.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 202, y: 200), steps: 15, duration: 0.5, lift: false)
        grid.collectionView.layoutIfNeeded()
        let scrolled = grid.collectionView.contentOffset
        #expect(scrolled.y > 200 && offsets.last == scrolled)
        #expect(!lastItems.contains(IndexPath(item: 0, section: 0)) && lastItems.contains(IndexPath(item: 30, section: 0)))
        grid.screen.touchUp(at: CGPoint(x: 202, y: 200))
        grid.screen.runUntilAnimationsSettle()
    }

    @Test("Layout attributes: transform and transform3D are one, copied with the attributes")
    func attributesTransform3D() {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        #expect(attributes.transform3D == CATransform3DIdentity)
        attributes.transform = CGAffineTransform(scaleX: 2, y: 3)
        #expect(attributes.transform3D == CATransform3DMakeScale(2, 3, 1))
        attributes.transform3D = CATransform3DMakeTranslation(4, 5, 6)
        #expect(attributes.transform == CGAffineTransform(translationX: 4, y: 5))
        let copy = attributes.copy() as! UICollectionViewLayoutAttributes
        #expect(copy.transform3D == CATransform3DMakeTranslation(4, 5, 6) && copy == attributes)
        copy.transform3D = CATransform3DMakeTranslation(4, 5, 7)
        #expect(copy != attributes, "a different depth is a different transform")
    }

    @Test("UICollectionViewCompositionalLayoutConfiguration: interSectionSpacing between sections (not before the first or after the last); the configuration is copied in and out, and setting it lays out again")
    func configurationSpacing() {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        #expect(configuration.interSectionSpacing == 0 && configuration.contentInsetsReference == .safeArea)
        configuration.interSectionSpacing = 30
        let layout = UICollectionViewCompositionalLayout(section: fourAcross(), configuration: configuration)
        configuration.interSectionSpacing = 99
        #expect(layout.configuration.interSectionSpacing == 30, "the layout keeps its own copy")
        let grid = GridFixture(layout: layout, model: GridModel(counts: [5, 4, 1]))
        defer { grid.close() }
        #expect(nearlyEqual(grid.frame(0), CGRect(x: 0, y: 0, width: 100, height: 100)))
        // Section 0 is two rows: 210 tall; section 1 begins 30 below.
        #expect(nearlyEqual(grid.frame(0, section: 1), CGRect(x: 0, y: 240, width: 100, height: 100)))
        #expect(nearlyEqual(grid.frame(0, section: 2), CGRect(x: 0, y: 370, width: 100, height: 100)))
        #expect(grid.collectionView.contentSize.height == 470, "no spacing after the last section")
        let changed = layout.configuration
        changed.interSectionSpacing = 0
        #expect(layout.configuration.interSectionSpacing == 30, "a copy read out changes nothing until set back")
        layout.configuration = changed
        grid.collectionView.layoutIfNeeded()
        #expect(nearlyEqual(grid.frame(0, section: 1), CGRect(x: 0, y: 210, width: 100, height: 100)))
        #expect(grid.collectionView.contentSize.height == 410)
        // Bad input does not crash: a negative or non-finite spacing counts as none.
        changed.interSectionSpacing = .nan
        layout.configuration = changed
        grid.collectionView.layoutIfNeeded()
        #expect(grid.collectionView.contentSize.height == 410)
    }

    @Test("contentInsetsReference: a section's insets measured from the layout margins or the readable content guide; .none from the content area; .automatic takes the configuration's")
    func insetsReference() {
        let marginal = fourAcross()
        marginal.contentInsetsReference = .layoutMargins
        marginal.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
        let plain = fourAcross()
        plain.contentInsetsReference = .none
        let automatic = fourAcross()
        let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(20)),
                                                                 elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        automatic.boundarySupplementaryItems = [header]
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.contentInsetsReference = .layoutMargins
        let layout = UICollectionViewCompositionalLayout(sectionProvider: { [marginal, plain, automatic] index, _ in
            [marginal, plain, automatic][index]
        }, configuration: configuration)
        let grid = GridFixture(layout: layout, model: GridModel(counts: [4, 4, 4]))
        defer { grid.close() }
        grid.collectionView.layoutMargins = UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 50)
        grid.collectionView.collectionViewLayout.invalidateLayout()
        grid.collectionView.layoutIfNeeded()
        // 30 + 10 from the left, 50 + 10 from the right: 300 points for four items.
        #expect(nearlyEqual(grid.frame(0), CGRect(x: 40, y: 0, width: 75, height: 100)))
        #expect(nearlyEqual(grid.frame(3), CGRect(x: 265, y: 0, width: 75, height: 100)))
        #expect(nearlyEqual(grid.frame(0, section: 1), CGRect(x: 0, y: 100, width: 100, height: 100)), ".none: the whole width")
        #expect(nearlyEqual(grid.frame(0, section: 2), CGRect(x: 30, y: 220, width: 80, height: 100)), ".automatic: the configuration's margins")
        let headerFrame = layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader,
                                                                      at: IndexPath(item: 0, section: 2))?.frame
        #expect(headerFrame == CGRect(x: 30, y: 200, width: 320, height: 20), "the header keeps within the margins too")

        // The readable content guide of a wide view is narrower than the view.
        let readable = fourAcross()
        readable.contentInsetsReference = .readableContent
        let wide = GridFixture(layout: UICollectionViewCompositionalLayout(section: readable), model: GridModel(counts: [4]),
                               size: CGSize(width: 1366, height: 600))
        defer { wide.close() }
        let guide = wide.collectionView.readableContentGuide.layoutFrame
        #expect(guide.width < 1366 - 100)
        #expect(nearlyEqual(wide.frame(0), CGRect(x: guide.minX, y: 0, width: guide.width / 4, height: 100)))
    }

    @Test("Shapes of the compositional API as Swift sees it: spacing's isFlexible and isFixed, a group's subitems, custom items at zIndex 0, boundary items without an offset")
    func apiShapes() {
        #expect(NSCollectionLayoutSpacing.flexible(4).isFlexible && !NSCollectionLayoutSpacing.flexible(4).isFixed)
        #expect(NSCollectionLayoutSpacing.fixed(4).isFixed && NSCollectionLayoutSpacing.fixed(-4).spacing == 0)
        let item = NSCollectionLayoutItem(layoutSize: size(.absolute(10), .absolute(10)))
        let other = NSCollectionLayoutItem(layoutSize: size(.absolute(20), .absolute(10)))
        #expect(NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(10)), subitems: [item, other]).subitems == [item, other])
        #expect(NSCollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(1), .absolute(10)), subitem: item, count: 3).subitems == [item])
        let provider: NSCollectionLayoutGroupCustomItemProvider = { _ in [NSCollectionLayoutGroupCustomItem(frame: .zero)] }
        #expect(NSCollectionLayoutGroup.custom(layoutSize: size(.fractionalWidth(1), .absolute(10)), itemProvider: provider).subitems.isEmpty)
        #expect(NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 1, y: 2, width: 3, height: 4)).zIndex == 0)
        #expect(NSCollectionLayoutGroupCustomItem(frame: .zero, zIndex: 3).zIndex == 3)
        let boundary = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(10)),
                                                                   elementKind: "k", alignment: .bottom)
        #expect(boundary.offset == .zero && boundary.alignment == .bottom)
        #expect(UIContentInsetsReference.readableContent.rawValue == 4 && NSCollectionLayoutSection(group: .horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(10)), subitems: [item])).contentInsetsReference == .automatic)
    }
    @Test("Issue 45: the configuration's boundarySupplementaryItems: a header above the first section and a footer below the last, as wide as the content, at (0, their index); the content grows by them; a pinned header stays at the top while the content scrolls")
    func layoutBoundaryItems() throws {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(44)),
                                                                 elementKind: "layout-header", alignment: .top)
        header.pinToVisibleBounds = true
        let footer = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(0.5), .absolute(30)),
                                                                 elementKind: "layout-footer", alignment: .bottom)
        configuration.boundarySupplementaryItems = [header, footer]
        configuration.interSectionSpacing = 20
        #expect((configuration.copy() as! UICollectionViewCompositionalLayoutConfiguration).boundarySupplementaryItems.count == 2)
        let layout = UICollectionViewCompositionalLayout(section: fourAcross(), configuration: configuration)
        let grid = GridFixture(layout: layout, model: GridModel(counts: [8, 8]), kinds: ["layout-header", "layout-footer"])
        defer { grid.close() }
        // Two sections of two 100-point rows 10 apart (210 each), 20 between them.
        #expect(grid.frame(0, section: 0)?.minY == 44, "the first section starts below the header")
        #expect(abs((grid.frame(0, section: 1)?.minY ?? 0) - (44 + 210 + 20)) < 0.001)
        #expect(abs(layout.collectionViewContentSize.height - (44 + 210 + 20 + 210 + 30)) < 0.001)
        let headerAttributes = try #require(layout.layoutAttributesForSupplementaryView(ofKind: "layout-header", at: IndexPath(item: 0, section: 0)))
        #expect(headerAttributes.frame == CGRect(x: 0, y: 0, width: 400, height: 44))
        let footerAttributes = try #require(layout.layoutAttributesForSupplementaryView(ofKind: "layout-footer", at: IndexPath(item: 1, section: 0)))
        #expect(abs(footerAttributes.frame.minY - (44 + 210 + 20 + 210)) < 0.001 && footerAttributes.frame.size == CGSize(width: 200, height: 30))
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: "layout-footer", at: IndexPath(item: 0, section: 0)) == nil)
        let shown = grid.collectionView.visibleSupplementaryViews(ofKind: "layout-header")
        #expect(shown.count == 1 && shown.first?.frame == CGRect(x: 0, y: 0, width: 400, height: 44))
        // Scrolled 150 points, the pinned header is still at the top of what shows.
        grid.collectionView.contentOffset = CGPoint(x: 0, y: 150)
        grid.collectionView.layoutIfNeeded()
        #expect(grid.collectionView.visibleSupplementaryViews(ofKind: "layout-header").first?.frame.minY == 150)
        #expect(grid.collectionView.visibleSupplementaryViews(ofKind: "layout-footer").count == 1)
    }
}

@MainActor
@Suite("Collection view compositional supplementary items and edge spacing", .serialized, .exclusiveUIKit)
struct CollectionCompositionalAttachmentsTests {
    private func size(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension) -> NSCollectionLayoutSize {
        NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
    }

    /// 100-point boxes four across, each cell inset 5, with a badge poking out of the top
    /// trailing corner and a tab hanging below the middle of the bottom.
    private func badgedSection(orthogonal: Bool = false) -> NSCollectionLayoutSection {
        let badge = NSCollectionLayoutSupplementaryItem(layoutSize: size(.absolute(20), .absolute(20)), elementKind: "badge",
                                                        containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))
        let tab = NSCollectionLayoutSupplementaryItem(layoutSize: size(.fractionalWidth(0.2), .absolute(10)), elementKind: "tab",
                                                      containerAnchor: NSCollectionLayoutAnchor(edges: .bottom, absoluteOffset: CGPoint(x: 0, y: 2)),
                                                      itemAnchor: NSCollectionLayoutAnchor(edges: .top))
        let item = NSCollectionLayoutItem(layoutSize: size(orthogonal ? .fractionalWidth(1) : .fractionalWidth(0.25), .fractionalHeight(1)),
                                          supplementaryItems: [badge, tab])
        item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(orthogonal ? .absolute(100) : .fractionalWidth(1), .absolute(100)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = orthogonal ? 0 : 20
        if orthogonal { section.orthogonalScrollingBehavior = .continuous }
        return section
    }

    @Test("Supplementary items attach to each cell at their anchors: a badge on the corner moved by a fraction of its size, a tab hanging below; they take the item's index path and show above the cells")
    func badges() throws {
        let section = badgedSection()
        #expect(section.group?.subitems.first?.supplementaryItems.map(\.elementKind) == ["badge", "tab"])
        let grid = GridFixture(layout: UICollectionViewCompositionalLayout(section: section), model: GridModel(counts: [6]), kinds: ["badge", "tab"])
        defer { grid.close() }
        let collectionView = grid.collectionView
        // Cell 0 is 5…95 each way: the badge's top trailing corner at (95, 5), then moved 6
        // right and 6 up; the tab's top middle at the cell's bottom middle, 2 lower.
        let badge = try #require(collectionView.supplementaryView(forElementKind: "badge", at: IndexPath(item: 0, section: 0)))
        #expect(nearlyEqual(badge.frame, CGRect(x: 81, y: -1, width: 20, height: 20)))
        let tab = try #require(collectionView.supplementaryView(forElementKind: "tab", at: IndexPath(item: 0, section: 0)))
        #expect(nearlyEqual(tab.frame, CGRect(x: 41, y: 97, width: 18, height: 10)), "a fifth of the 90-point cell wide")
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(badge.layer.zPosition > cell.layer.zPosition)
        #expect(nearlyEqual(collectionView.layoutAttributesForSupplementaryElement(ofKind: "badge", at: IndexPath(item: 5, section: 0))?.frame,
                            CGRect(x: 181, y: 119, width: 20, height: 20)), "item 5: second row, second column")
        #expect(collectionView.indexPathsForVisibleSupplementaryElements(ofKind: "badge") == (0..<6).map { IndexPath(item: $0, section: 0) })
        #expect(collectionView.visibleSupplementaryViews(ofKind: "tab").count == 6)
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 5, section: 0))?.frame == collectionView.cellForItem(at: IndexPath(item: 5, section: 0))?.frame)
    }

    @Test("In an orthogonal row a cell's badge moves with it as a finger scrolls the row")
    func badgesScrollWithTheRow() throws {
        let layout = UICollectionViewCompositionalLayout(section: badgedSection(orthogonal: true))
        let grid = GridFixture(layout: layout, model: GridModel(counts: [12]), kinds: ["badge", "tab"])
        defer { grid.close() }
        grid.screen.drag(from: CGPoint(x: 350, y: 50), to: CGPoint(x: 150, y: 52), steps: 12, duration: 0.4, lift: false)
        grid.collectionView.layoutIfNeeded()
        let offset = try #require(layout.orthogonalOffsets[0])
        #expect(offset > 100)
        for item in 0..<12 {
            guard let cell = grid.collectionView.cellForItem(at: IndexPath(item: item, section: 0)) else { continue }
            let badge = try #require(grid.collectionView.supplementaryView(forElementKind: "badge", at: IndexPath(item: item, section: 0)))
            #expect(abs(badge.frame.minX - (cell.frame.maxX - 14)) < 1e-6 && abs(badge.frame.minY - (cell.frame.minY - 6)) < 1e-6)
        }
        grid.screen.touchUp(at: CGPoint(x: 150, y: 52))
        grid.screen.runUntilAnimationsSettle()
    }

    @Test("Edge spacing: fixed spacing before each item moves it along and leaves fewer in the group; flexible spacing on both sides centers items in the room left")
    func edgeSpacing() {
        let spaced = NSCollectionLayoutItem(layoutSize: size(.absolute(100), .absolute(50)))
        spaced.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .fixed(10), top: .fixed(4), trailing: nil, bottom: nil)
        let centered = NSCollectionLayoutItem(layoutSize: size(.absolute(150), .absolute(50)))
        centered.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .flexible(0), top: .flexible(0), trailing: .flexible(0), bottom: .flexible(0))
        #expect(centered.edgeSpacing?.leading?.isFlexible == true && spaced.edgeSpacing?.trailing == nil)
        let sections = [spaced, centered].map { item in
            NSCollectionLayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [item]))
        }
        let layout = UICollectionViewCompositionalLayout { index, _ in sections[index] }
        let grid = GridFixture(layout: layout, model: GridModel(counts: [4, 2]))
        defer { grid.close() }
        // 110 points an item: three fit in 400.
        #expect(nearlyEqual(grid.frame(0), CGRect(x: 10, y: 4, width: 100, height: 50)))
        #expect(nearlyEqual(grid.frame(2), CGRect(x: 230, y: 4, width: 100, height: 50)))
        #expect(nearlyEqual(grid.frame(3), CGRect(x: 10, y: 104, width: 100, height: 50)), "the fourth starts the next group")
        // Two 150-point items leave 100 points for four flexible edges; 50 above and below.
        #expect(nearlyEqual(grid.frame(0, section: 1), CGRect(x: 25, y: 225, width: 150, height: 50)))
        #expect(nearlyEqual(grid.frame(1, section: 1), CGRect(x: 225, y: 225, width: 150, height: 50)))
    }
}

extension UICollectionViewCompositionalLayout {
    /// A layout whose sections are `sections`, in turn.
    fileprivate convenience init(sections: [NSCollectionLayoutSection]) {
        self.init { index, _ in sections.indices.contains(index) ? sections[index] : nil }
    }
}
