import Foundation
import Testing
@testable import UIKit
import UIKitTesting

@MainActor
@Suite("Collection view compositional grids", .serialized, .exclusiveUIKit)
struct CollectionCompositionalLayoutTests {
    private func size(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension) -> NSCollectionLayoutSize {
        NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
    }

    /// Three items a row, 100 points tall, rows 10 apart, inset 20 on every side.
    private func threeAcross() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1.0 / 3), .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
        section.interGroupSpacing = 10
        return section
    }

    @Test("A section repeats its group down the view: fractional sizes of the group, item insets, inter-group spacing, section insets")
    func groupsRepeat() {
        let grid = GridFixture(layout: UICollectionViewCompositionalLayout(section: threeAcross()), model: GridModel(counts: [7, 2]))
        defer { grid.close() }
        #expect(!grid.collectionView.collectionViewLayout.isListLayout)
        // 360 points wide inside the insets: items 120 wide, less 2 points on each side.
        #expect(nearlyEqual(grid.frame(0), CGRect(x: 22, y: 22, width: 116, height: 96)))
        #expect(nearlyEqual(grid.frame(2), CGRect(x: 262, y: 22, width: 116, height: 96)))
        #expect(nearlyEqual(grid.frame(3), CGRect(x: 22, y: 132, width: 116, height: 96)), "the next group 10 points below")
        #expect(nearlyEqual(grid.frame(6), CGRect(x: 22, y: 242, width: 116, height: 96)), "a last, partial group")
        // Section 1 starts after section 0's bottom inset: 20 + 3 × 100 + 2 × 10 + 20 = 360.
        #expect(nearlyEqual(grid.frame(0, section: 1), CGRect(x: 22, y: 382, width: 116, height: 96)))
        #expect(abs(grid.collectionView.contentSize.height - (360 + 140)) < 1e-6)
    }

    @Test("Groups: count items share the length less the fixed spacing; flexible spacing spreads items to fill; groups nest; custom groups place items where told")
    func groupKinds() {
        let square = NSCollectionLayoutItem(layoutSize: size(.absolute(50), .absolute(50)))
        let counted = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(60)), subitem: square, count: 4)
        counted.interItemSpacing = .fixed(8)
        // Subitems repeat while they fit: three 120-point squares in 400 points.
        let wide = NSCollectionLayoutItem(layoutSize: size(.absolute(120), .absolute(50)))
        let flexible = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [wide])
        flexible.interItemSpacing = .flexible(0)
        let big = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)))
        let pair = NSCollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)),
                                                    subitem: NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5))), count: 2)
        let nested = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(200)), subitems: [big, pair])
        let custom = NSCollectionLayoutGroup.custom(layoutSize: size(.fractionalWidth(1), .absolute(80))) { environment in
            [NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 10, y: 5, width: 30, height: 30)),
             NSCollectionLayoutGroupCustomItem(frame: CGRect(x: environment.container.contentSize.width - 40, y: 40, width: 30, height: 30))]
        }
        let groups = [counted, flexible, nested, custom]
        let layout = UICollectionViewCompositionalLayout { section, _ in NSCollectionLayoutSection(group: groups[section]) }
        let grid = GridFixture(layout: layout, model: GridModel(counts: [4, 3, 3, 2]))
        defer { grid.close() }
        // (400 − 3 × 8) / 4 = 94 a share.
        #expect(nearlyEqual(grid.frame(1), CGRect(x: 102, y: 0, width: 94, height: 50)))
        #expect(nearlyEqual(grid.frame(2, section: 1), CGRect(x: 280, y: 60, width: 120, height: 50)), "flexible spacing: the last item at the trailing edge")
        #expect(nearlyEqual(grid.frame(1, section: 1), CGRect(x: 140, y: 60, width: 120, height: 50)))
        #expect(nearlyEqual(grid.frame(0, section: 2), CGRect(x: 0, y: 110, width: 200, height: 200)))
        #expect(nearlyEqual(grid.frame(2, section: 2), CGRect(x: 200, y: 210, width: 200, height: 100)))
        #expect(nearlyEqual(grid.frame(1, section: 3), CGRect(x: 360, y: 350, width: 30, height: 30)), "the provider saw the container's width")
    }

    @Test("Boundary supplementary items: a header above and a footer below each section, within its leading and trailing insets (supplementariesFollowContentInsets) or across it; a pinned header stays at the top while its section passes")
    func boundaryItems() {
        let section = threeAcross()
        let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(44)),
                                                                 elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        header.pinToVisibleBounds = true
        let footer = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(30)),
                                                                 elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom)
        section.boundarySupplementaryItems = [header, footer]
        let grid = GridFixture(layout: UICollectionViewCompositionalLayout(section: section), model: GridModel(counts: [30, 30]))
        defer { grid.close() }
        let layout = grid.collectionView.collectionViewLayout
        let headerFrame = layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))!.frame
        #expect(section.supplementariesFollowContentInsets)
        #expect(headerFrame == CGRect(x: 20, y: 0, width: 360, height: 44), "within the section's 20-point side insets")
        #expect(nearlyEqual(grid.frame(0), CGRect(x: 22, y: 66, width: 116, height: 96)), "the items start below the header and the inset")
        // 44 + 20 + 10 × 100 + 9 × 10 + 20 = 1,174; the footer below it.
        let footerFrame = layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 1, section: 0))!.frame
        #expect(footerFrame == CGRect(x: 20, y: 1174, width: 360, height: 30))
        grid.collectionView.contentOffset = CGPoint(x: 0, y: 500)
        grid.collectionView.layoutIfNeeded()
        let pinned = layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))!
        #expect(pinned.frame.minY == 500 && pinned.zIndex >= 1024)
        #expect(grid.model.log.contains("supplementary header 0") && grid.model.log.contains("supplementary header 1") == false)
        section.supplementariesFollowContentInsets = false
        layout.invalidateLayout()
        grid.collectionView.layoutIfNeeded()
        let across = layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 1, section: 0))!.frame
        #expect(across == CGRect(x: 0, y: 1174, width: 400, height: 30), "across the whole section")
    }

    /// A row of 12 cards, each 150 × 100, 10 apart, inset 16 — wider than the view.
    private func orthogonalRow(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.absolute(150), .absolute(100)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = behavior
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        return section
    }

    @Test("An orthogonal section lays its groups in one row; a sideways drag scrolls the row alone, a drag down the view still scrolls the view")
    func orthogonalRowScrolls() {
        let layout = UICollectionViewCompositionalLayout { index, _ in index == 0 ? self.orthogonalRow(.continuous) : self.threeAcross() }
        let grid = GridFixture(layout: layout, model: GridModel(counts: [12, 30]))
        defer { grid.close() }
        #expect(nearlyEqual(grid.frame(1), CGRect(x: 176, y: 0, width: 150, height: 100)))
        #expect(grid.frame(3) == nil, "beyond the view's width: not shown")
        #expect(nearlyEqual(grid.frame(0, section: 1), CGRect(x: 22, y: 122, width: 116, height: 96)), "the row is one group tall")
        grid.screen.drag(from: CGPoint(x: 300, y: 50), to: CGPoint(x: 100, y: 52), steps: 10, duration: 0.3, lift: false)
        let compositional = grid.collectionView.collectionViewLayout as! UICollectionViewCompositionalLayout
        let held = compositional.orthogonalOffsets[0] ?? 0
        #expect(held > 150 && held < 220, "the row followed the finger: \(held)")
        // Let go while moving, a continuous row glides on, easing out, and stops.
        grid.screen.touchUp(at: CGPoint(x: 100, y: 52))
        grid.screen.advance(by: 0.05)
        let gliding = compositional.orthogonalOffsets[0] ?? 0
        grid.screen.runUntilAnimationsSettle()
        let offset = compositional.orthogonalOffsets[0] ?? 0
        #expect(gliding > held && offset > gliding + 20, "the row glided on: \(held) → \(gliding) → \(offset)")
        #expect(offset <= 1542)
        #expect(grid.collectionView.contentOffset.y == 0, "the view did not scroll")
        #expect(grid.frame(3) != nil, "items scrolled into view are shown")
        #expect(nearlyEqual(grid.frame(0, section: 1), CGRect(x: 22, y: 122, width: 116, height: 96)), "other sections stay")
        grid.screen.advance(by: 1)
        grid.screen.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 202, y: 200), steps: 10, duration: 0.3)
        grid.screen.runUntilAnimationsSettle()
        #expect(grid.collectionView.contentOffset.y > 100, "a vertical drag scrolls the view")
        // A tap on a card in the scrolled row selects the card under it.
        grid.collectionView.contentOffset = .zero
        grid.screen.advance(by: 1)
        grid.screen.tap(at: CGPoint(x: 100, y: 50))
        let tapped = grid.model.log.last { $0.hasPrefix("didSelect") }
        let expected = Int(((100 + (compositional.orthogonalOffsets[0] ?? 0) - 16) / 160).rounded(.down))
        #expect(tapped == "didSelect 0.\(expected)")
    }

    @Test("Paging rows: a slow release rests on the nearest group, a flick turns one group the way it went, gliding there; .paging turns a page; continuousGroupLeadingBoundary glides and stops on a group's edge")
    func orthogonalResting() {
        let layout = UICollectionViewCompositionalLayout(section: orthogonalRow(.groupPaging))
        let grid = GridFixture(layout: layout, model: GridModel(counts: [12]))
        defer { grid.close() }
        // 70 points, slowly: back to the first group.
        grid.screen.drag(from: CGPoint(x: 300, y: 50), to: CGPoint(x: 230, y: 50), steps: 20, duration: 2)
        grid.screen.runUntilAnimationsSettle()
        #expect(layout.orthogonalOffsets[0] == 0)
        // 40 points, quickly: on to the next group, through the offsets between.
        grid.screen.drag(from: CGPoint(x: 300, y: 50), to: CGPoint(x: 260, y: 50), steps: 4, duration: 0.04)
        grid.screen.advance(by: 0.05)
        let between = layout.orthogonalOffsets[0] ?? 0
        grid.screen.runUntilAnimationsSettle()
        #expect(between > 40 && between < 160 && layout.orthogonalOffsets[0] == 160)

        let placed = CompositionalSectionPlacement(section: orthogonalRow(.paging), count: 12, top: 0, width: 400,
                                                   environment: CollectionLayoutEnvironment(contentSize: CGSize(width: 400, height: 600), traitCollection: UITraitCollection()))
        #expect(placed.restingOffset(90, from: 0, velocity: 800, in: 400) == 400, "a flick turns a page")
        #expect(placed.restingOffset(90, from: 0, velocity: 10, in: 400) == 0, "slowly, the nearest page")
        #expect(placed.restingOffset(1_400, from: 1_200, velocity: 5_000, in: 400) == 1_542, "never past the end")
        let edges = CompositionalSectionPlacement(section: orthogonalRow(.continuousGroupLeadingBoundary), count: 12, top: 0, width: 400,
                                                  environment: CollectionLayoutEnvironment(contentSize: CGSize(width: 400, height: 600), traitCollection: UITraitCollection()))
        let rest = edges.restingOffset(100, from: 0, velocity: 1_000, in: 400)
        #expect(rest > 100 && rest.truncatingRemainder(dividingBy: 160) == 0, "glided on to a group's edge: \(rest)")
        #expect(edges.restingOffset(100, from: 0, velocity: .nan, in: 400) == 160)
    }

    @Test("Group paging: a released row rests on a group's leading edge; the row never scrolls past its ends")
    func orthogonalPaging() {
        let layout = UICollectionViewCompositionalLayout(section: orthogonalRow(.groupPaging))
        let grid = GridFixture(layout: layout, model: GridModel(counts: [12]))
        defer { grid.close() }
        let compositional = layout
        grid.screen.drag(from: CGPoint(x: 300, y: 50), to: CGPoint(x: 180, y: 50), steps: 10, duration: 0.3)
        grid.screen.runUntilAnimationsSettle()
        #expect(compositional.orthogonalOffsets[0] == 160, "one group of 150 and its 10-point spacing")
        grid.screen.advance(by: 1)
        grid.screen.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 390, y: 50), steps: 10, duration: 0.3)
        grid.screen.runUntilAnimationsSettle()
        #expect(compositional.orthogonalOffsets[0] == 0)
        // 16 + 12 × 150 + 11 × 10 + 16 = 1,942 wide; 400 show: at most 1,542.
        compositional.setOrthogonalOffset(5_000, forSection: 0)
        #expect(compositional.orthogonalOffsets[0] == 1542)
    }

    @Test("The section provider sees the container's size and traits: more columns in a wider view")
    func environmentDrivesColumns() {
        let layout = UICollectionViewCompositionalLayout { _, environment in
            let columns = environment.container.contentSize.width > 500 ? 4 : 2
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)),
                                                           subitem: item, count: columns)
            return NSCollectionLayoutSection(group: group)
        }
        let grid = GridFixture(layout: layout, model: GridModel(counts: [8]))
        defer { grid.close() }
        #expect(nearlyEqual(grid.frame(1), CGRect(x: 200, y: 0, width: 200, height: 80)))
        grid.collectionView.frame.size.width = 800
        grid.collectionView.layoutIfNeeded()
        #expect(nearlyEqual(grid.frame(1), CGRect(x: 200, y: 0, width: 200, height: 80)))
        #expect(nearlyEqual(grid.frame(3), CGRect(x: 600, y: 0, width: 200, height: 80)), "four across")
    }

    @Test("A collection view switched from a flow layout to a compositional one (both placing by attributes) lays its items out afresh")
    func switchingLayouts() {
        let flow = UICollectionViewFlowLayout()
        let grid = GridFixture(layout: flow, model: GridModel(counts: [6]))
        defer { grid.close() }
        #expect(nearlyEqual(grid.frame(1), CGRect(x: 70, y: 0, width: 50, height: 50)), "the flow layout's justified line")
        grid.collectionView.collectionViewLayout = UICollectionViewCompositionalLayout(section: threeAcross())
        grid.collectionView.layoutIfNeeded()
        #expect(nearlyEqual(grid.frame(1), CGRect(x: 142, y: 22, width: 116, height: 96)))
        grid.collectionView.collectionViewLayout = flow
        grid.collectionView.layoutIfNeeded()
        #expect(nearlyEqual(grid.frame(1), CGRect(x: 70, y: 0, width: 50, height: 50)))
    }

    @Test("A trackpad still scrolls a view with an orthogonal row (the row's own pan does not hold the view's up); a wheel over the row scrolls the view")
    func trackpadScrollsView() {
        let layout = UICollectionViewCompositionalLayout { index, _ in index == 0 ? self.orthogonalRow(.continuous) : self.threeAcross() }
        let grid = GridFixture(layout: layout, model: GridModel(counts: [12, 30]))
        defer { grid.close() }
        grid.screen.trackpadScroll(at: CGPoint(x: 200, y: 400), deltas: Array(repeating: CGVector(dx: 0, dy: 30), count: 8))
        grid.screen.runUntilAnimationsSettle()
        #expect(grid.collectionView.contentOffset.y > 100, "the view scrolled: \(grid.collectionView.contentOffset.y)")
        grid.screen.scrollWheel(at: CGPoint(x: 200, y: 50), by: CGVector(dx: 0, dy: 40), clicks: 3)
        grid.screen.runUntilAnimationsSettle()
        #expect(layout.orthogonalOffsets[0] ?? 0 == 0, "a wheel over the row scrolls the view, not the row")
    }

    @Test("A trackpad's sideways scrolling over an orthogonal row scrolls the row, not the view; its downward scrolling over the row scrolls the view")
    func trackpadScrollsRowSideways() {
        let layout = UICollectionViewCompositionalLayout { index, _ in index == 0 ? self.orthogonalRow(.continuous) : self.threeAcross() }
        let grid = GridFixture(layout: layout, model: GridModel(counts: [12, 30]))
        defer { grid.close() }
        grid.screen.trackpadScroll(at: CGPoint(x: 200, y: 50), deltas: Array(repeating: CGVector(dx: 20, dy: 1), count: 6))
        let scrolled = layout.orthogonalOffsets[0] ?? 0
        grid.screen.runUntilAnimationsSettle()
        #expect(scrolled >= 110 && scrolled <= 130, "the row followed the fingers: \(scrolled)")
        #expect((layout.orthogonalOffsets[0] ?? 0) >= scrolled)
        #expect(grid.collectionView.contentOffset.y == 0, "the view did not scroll")
        grid.screen.advance(by: 1)
        let row = layout.orthogonalOffsets[0] ?? 0
        grid.screen.trackpadScroll(at: CGPoint(x: 200, y: 50), deltas: Array(repeating: CGVector(dx: 0, dy: 30), count: 8))
        grid.screen.runUntilAnimationsSettle()
        #expect(grid.collectionView.contentOffset.y > 100, "the view scrolled: \(grid.collectionView.contentOffset.y)")
        #expect(layout.orthogonalOffsets[0] == row)
    }

    @Test("Far down a long grid, exactly the items whose frames meet the visible bounds are shown (found by group, not by looking at every item)")
    func longGridShowsWhatMeetsTheBounds() {
        let layout = UICollectionViewCompositionalLayout(section: threeAcross())
        let grid = GridFixture(layout: layout, model: GridModel(counts: [3_000]))
        defer { grid.close() }
        for offset: CGFloat in [0, 20_000, 54_987, 99_000] {
            grid.collectionView.contentOffset = CGPoint(x: 0, y: offset)
            grid.collectionView.layoutIfNeeded()
            let bounds = grid.collectionView.bounds
            let expected = Set((0..<3_000).filter { layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!.frame.intersects(bounds) })
            let shown = Set(grid.collectionView.indexPathsForVisibleItems.map(\.item))
            #expect(!expected.isEmpty && shown == expected, "at \(offset): \(shown.sorted()) vs \(expected.sorted())")
        }
    }

    /// A section background, counting the views made of it.
    final class Backdrop: UICollectionReusableView {
        nonisolated(unsafe) static var made = 0
        required init(frame: CGRect) {
            super.init(frame: frame)
            Backdrop.made += 1
            backgroundColor = .systemGray5
        }
        required init?(coder: NSCoder) { nil }
    }

    @Test("Decoration items: a section's background, of the class registered with the layout, fills the section inset by its insets, below the cells; reused as sections scroll by")
    func decorationBackground() {
        let section = threeAcross()
        let background = NSCollectionLayoutDecorationItem.background(elementKind: "backdrop")
        background.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        section.decorationItems = [background]
        let layout = UICollectionViewCompositionalLayout(section: section)
        layout.register(Backdrop.self, forDecorationViewOfKind: "backdrop")
        Backdrop.made = 0
        let grid = GridFixture(layout: layout, model: GridModel(counts: [7, 7, 7, 7, 7, 7]))
        defer { grid.close() }
        #expect(background.zIndex == 0 && background.elementKind == "backdrop")
        #expect(UICollectionView.ElementCategory.decorationView.rawValue == 2)
        // Section 0 is 360 points tall (see groupsRepeat): the background is inset 5 all round.
        let attributes = layout.layoutAttributesForDecorationView(ofKind: "backdrop", at: IndexPath(item: 0, section: 0))
        #expect(attributes?.representedElementCategory == .decorationView && attributes?.representedElementKind == "backdrop")
        #expect(nearlyEqual(attributes?.frame, CGRect(x: 5, y: 5, width: 390, height: 350)))
        let shown = grid.collectionView.subviews.compactMap { $0 as? Backdrop }.filter { !$0.isHidden }
        #expect(shown.count == 2, "sections 0 and 1 meet the 600-point bounds")
        #expect(shown.contains { nearlyEqual($0.frame, CGRect(x: 5, y: 5, width: 390, height: 350)) })
        let cell = grid.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))!
        #expect(shown.allSatisfy { $0.layer.zPosition < cell.layer.zPosition || (grid.collectionView.subviews.firstIndex(of: $0)! < grid.collectionView.subviews.firstIndex(of: cell)!) })
        #expect(grid.collectionView.indexPathsForVisibleItems.count == 7 + 6, "decoration views are not items")
        // Scrolled far down, the backgrounds that left are reused for the sections that come.
        grid.collectionView.contentOffset = CGPoint(x: 0, y: 1_500)
        grid.collectionView.layoutIfNeeded()
        let later = grid.collectionView.subviews.compactMap { $0 as? Backdrop }.filter { !$0.isHidden && $0.superview != nil }
        #expect(later.contains { nearlyEqual($0.frame, CGRect(x: 5, y: 4 * 360 + 5, width: 390, height: 350)) })
        #expect(Backdrop.made <= 3)
    }

    @Test("A decoration kind with no registered class shows nothing and does not stop the cells")
    func decorationUnregistered() {
        let section = threeAcross()
        section.decorationItems = [.background(elementKind: "nobody")]
        let grid = GridFixture(layout: UICollectionViewCompositionalLayout(section: section), model: GridModel(counts: [7]))
        defer { grid.close() }
        #expect(grid.collectionView.indexPathsForVisibleItems.count == 7)
        #expect(!grid.collectionView.subviews.contains { type(of: $0) == UICollectionReusableView.self && !$0.isHidden })
    }

    /// One-column rows of cells 40, 70 and 100 points tall in turn, laid out at an estimate.
    private func estimatedRows(columns: Int, estimate: CGFloat = 44) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1 / CGFloat(columns)), .estimated(estimate)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .estimated(estimate)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 6
        return section
    }

    @Test("Estimated heights: each cell is measured at its width and its row is as tall as it needs, the rows below follow")
    func estimatedHeightsSelfSize() {
        let layout = UICollectionViewCompositionalLayout(section: estimatedRows(columns: 1))
        let grid = GridFixture(layout: layout, model: GridModel(counts: [9]), cellClass: TallCell.self)
        defer { grid.close() }
        var top: CGFloat = 0
        for item in 0..<9 {
            #expect(nearlyEqual(grid.frame(item), CGRect(x: 0, y: top, width: 400, height: TallCell.height(of: item))), "item \(item)")
            top += TallCell.height(of: item) + 6
        }
        #expect(abs(grid.collectionView.contentSize.height - (top - 6)) < 0.5)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.size.height == 100)
    }

    @Test("Estimated heights side by side: a row is as tall as its tallest cell; a shorter cell keeps its own height at the top")
    func estimatedHeightsInRows() {
        let layout = UICollectionViewCompositionalLayout(section: estimatedRows(columns: 2))
        let grid = GridFixture(layout: layout, model: GridModel(counts: [6]), cellClass: TallCell.self)
        defer { grid.close() }
        // Items 0 and 1 are 40 and 70 tall: the row is 70; items 2 and 3 are 100 and 40: the row is 100.
        #expect(nearlyEqual(grid.frame(0), CGRect(x: 0, y: 0, width: 200, height: 40)))
        #expect(nearlyEqual(grid.frame(1), CGRect(x: 200, y: 0, width: 200, height: 70)))
        #expect(nearlyEqual(grid.frame(2), CGRect(x: 0, y: 76, width: 200, height: 100)))
        #expect(nearlyEqual(grid.frame(3), CGRect(x: 200, y: 76, width: 200, height: 40)))
        #expect(nearlyEqual(grid.frame(4), CGRect(x: 0, y: 182, width: 200, height: 70)))
    }

    @Test("Cells far down an estimated grid are measured as they come into view; absolute heights are never measured")
    func estimatedHeightsWhileScrolling() {
        let layout = UICollectionViewCompositionalLayout(section: estimatedRows(columns: 1))
        let grid = GridFixture(layout: layout, model: GridModel(counts: [300]), cellClass: TallCell.self)
        defer { grid.close() }
        grid.collectionView.contentOffset = CGPoint(x: 0, y: 5_000)
        grid.collectionView.layoutIfNeeded()
        let shown = grid.collectionView.indexPathsForVisibleItems.map(\.item).sorted()
        #expect(!shown.isEmpty)
        for item in shown { #expect(grid.frame(item)?.height == TallCell.height(of: item), "item \(item)") }

        let fixed = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(50)))
        let rows = NSCollectionLayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [fixed]))
        let plain = GridFixture(layout: UICollectionViewCompositionalLayout(section: rows), model: GridModel(counts: [3]), cellClass: TallCell.self)
        defer { plain.close() }
        #expect(plain.frame(2)?.height == 50)
    }
}

/// A cell whose content is 20, 50 or 80 points tall by item, with 10-point margins: 40, 70 or
/// 100 points in all when it sizes itself.
@MainActor
final class TallCell: UICollectionViewCell {
    private let box = UIView()
    private var boxHeight: NSLayoutConstraint!

    static func height(of item: Int) -> CGFloat { 40 + 30 * CGFloat(item % 3) }

    required init(frame: CGRect) {
        super.init(frame: frame)
        box.translatesAutoresizingMaskIntoConstraints = false
        box.backgroundColor = .systemTeal
        contentView.addSubview(box)
        boxHeight = box.heightAnchor.constraint(equalToConstant: 20)
        let bottom = box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10)
        // Below required: laid out at an estimate first, the cell may be the wrong height.
        bottom.priority = UILayoutPriority(999)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 10),
            box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -10),
            box.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
            bottom, boxHeight,
        ])
    }

    required init?(coder: NSCoder) { nil }

    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        boxHeight.constant = Self.height(of: layoutAttributes.indexPath.item) - 20
    }
}
