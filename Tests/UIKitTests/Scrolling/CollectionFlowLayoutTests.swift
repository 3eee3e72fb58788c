import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A grid's model: item counts per section, optional per-item sizes, and a log of what the
/// collection view told its delegate.
@MainActor
final class GridModel: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var counts: [Int]
    var sizes: ((IndexPath) -> CGSize)?
    var headers = false
    var log: [String] = []

    init(counts: [Int]) {
        self.counts = counts
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        cell.tag = indexPath.section * 1_000_000 + indexPath.item
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        log.append("supplementary \(kind == UICollectionView.elementKindSectionHeader ? "header" : "footer") \(indexPath.section)")
        return collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "edge", for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        sizes?(indexPath) ?? (collectionViewLayout as! UICollectionViewFlowLayout).itemSize
    }

    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        log.append("willDisplay \(indexPath.section).\(indexPath.item)")
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        log.append("didSelect \(indexPath.section).\(indexPath.item)")
    }

    func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
                        forElementKind elementKind: String, at indexPath: IndexPath) {
        log.append("willDisplaySupplementary \(indexPath.section)")
    }
}

/// A collection view with `layout` filling a window (1×), over a `GridModel`.
@MainActor
struct GridFixture {
    let screen: HeadlessScreen
    let window: UIWindow
    let collectionView: UICollectionView
    let model: GridModel

    /// `kinds`: supplementary kinds besides headers and footers the model makes views for.
    init(layout: UICollectionViewLayout, model: GridModel, size: CGSize = CGSize(width: 400, height: 600),
         cellClass: UICollectionViewCell.Type = UICollectionViewCell.self, kinds: [String] = []) {
        screen = HeadlessScreen(size: size, scale: 1)
        window = UIWindow()
        collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collectionView.contentInsetAdjustmentBehavior = .never
        self.model = model
        collectionView.register(cellClass, forCellWithReuseIdentifier: "cell")
        collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                withReuseIdentifier: "edge")
        collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
                                withReuseIdentifier: "edge")
        for kind in kinds {
            collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "edge")
        }
        collectionView.dataSource = model
        collectionView.delegate = model
        window.addSubview(collectionView)
        window.makeKeyAndVisible()
        screen.presentFrame()
    }

    func frame(_ item: Int, section: Int = 0) -> CGRect? {
        collectionView.cellForItem(at: IndexPath(item: item, section: section))?.frame
    }

    func close() { window.isHidden = true }
}

/// Whether two rects agree to within rounding (attributes keep a centre and a size, so a
/// frame read back can differ from the one set in the last bit).
func nearlyEqual(_ a: CGRect?, _ b: CGRect) -> Bool {
    guard let a else { return false }
    return abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6 && abs(a.width - b.width) < 1e-6 && abs(a.height - b.height) < 1e-6
}

@MainActor
@Suite("Collection view flow layout", .serialized, .exclusiveUIKit)
struct CollectionFlowLayoutTests {
    @Test("A flow layout's defaults are UIKit's: 50 × 50 items, 10-point spacings, no insets, headers or estimates, vertical")
    func defaults() {
        let layout = UICollectionViewFlowLayout()
        #expect(layout.itemSize == CGSize(width: 50, height: 50))
        #expect(layout.minimumLineSpacing == 10)
        #expect(layout.minimumInteritemSpacing == 10)
        #expect(layout.sectionInset == .zero)
        #expect(layout.estimatedItemSize == .zero)
        #expect(layout.headerReferenceSize == .zero && layout.footerReferenceSize == .zero)
        #expect(layout.scrollDirection == .vertical)
        #expect(layout.sectionInsetReference == .fromContentInset)
        #expect(!layout.sectionHeadersPinToVisibleBounds && !layout.sectionFootersPinToVisibleBounds)
        #expect(UICollectionViewFlowLayout.automaticSize != .zero)
    }

    @Test("Items fill lines: full lines are justified, the last line keeps their spacing from the leading edge")
    func gridLines() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 90, height: 90)
        let fixture = GridFixture(layout: layout, model: GridModel(counts: [10]))
        defer { fixture.close() }
        // Four 90-point items and three 10-point gaps fit in 400: the 40 left over is shared.
        let spacing = (400.0 - 360) / 3
        for item in 0..<4 {
            #expect(nearlyEqual(fixture.frame(item), CGRect(x: CGFloat(item) * (90 + spacing), y: 0, width: 90, height: 90)))
        }
        #expect(nearlyEqual(fixture.frame(4), CGRect(x: 0, y: 100, width: 90, height: 90)))
        #expect(nearlyEqual(fixture.frame(8), CGRect(x: 0, y: 200, width: 90, height: 90)))
        #expect(nearlyEqual(fixture.frame(9), CGRect(x: 90 + spacing, y: 200, width: 90, height: 90)), "lines up with the column above")
        #expect(fixture.collectionView.contentSize == CGSize(width: 400, height: 290))
        #expect(fixture.collectionView.visibleCells.count == 10)
        #expect(fixture.collectionView.backgroundColor == .systemBackground)
    }

    @Test("A line of one item is centred; two items alone in a section go to its edges; items shorter than their line are centred in it")
    func justification() {
        let layout = UICollectionViewFlowLayout()
        let model = GridModel(counts: [1, 2, 2])
        model.sizes = { indexPath in
            switch indexPath.section {
            case 0: CGSize(width: 100, height: 40)
            case 1: CGSize(width: 60, height: indexPath.item == 0 ? 20 : 40)
            default: CGSize(width: 300, height: 30)
            }
        }
        let fixture = GridFixture(layout: layout, model: model)
        defer { fixture.close() }
        #expect(nearlyEqual(fixture.frame(0, section: 0), CGRect(x: 150, y: 0, width: 100, height: 40)))
        #expect(nearlyEqual(fixture.frame(0, section: 1), CGRect(x: 0, y: 50, width: 60, height: 20)))
        #expect(nearlyEqual(fixture.frame(1, section: 1), CGRect(x: 340, y: 40, width: 60, height: 40)))
        // Too wide for two a line: each alone, centred, the last too.
        #expect(nearlyEqual(fixture.frame(0, section: 2), CGRect(x: 50, y: 80, width: 300, height: 30)))
        #expect(nearlyEqual(fixture.frame(1, section: 2), CGRect(x: 50, y: 120, width: 300, height: 30)))
    }

    @Test("The delegate's per-section insets and spacings, headers and footers at their reference sizes, shown through the data source")
    func sectionsAndSupplementaryViews() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        layout.sectionInset = UIEdgeInsets(top: 5, left: 20, bottom: 15, right: 20)
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        layout.footerReferenceSize = CGSize(width: 0, height: 12)
        let model = GridModel(counts: [3, 1])
        let fixture = GridFixture(layout: layout, model: model)
        defer { fixture.close() }
        let collectionView = fixture.collectionView
        let header0 = collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header0?.frame == CGRect(x: 0, y: 0, width: 400, height: 30))
        // 360 points across: three 100-point items, 30 points shared between two gaps.
        #expect(nearlyEqual(fixture.frame(0), CGRect(x: 20, y: 35, width: 100, height: 50)))
        #expect(nearlyEqual(fixture.frame(2), CGRect(x: 280, y: 35, width: 100, height: 50)))
        let footer0 = collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))
        #expect(footer0?.frame == CGRect(x: 0, y: 100, width: 400, height: 12))
        #expect(collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))?.frame.minY == 112)
        #expect(nearlyEqual(fixture.frame(0, section: 1), CGRect(x: 150, y: 147, width: 100, height: 50)))
        #expect(collectionView.contentSize == CGSize(width: 400, height: 112 + 30 + 5 + 50 + 15 + 12))
        #expect(model.log.contains("supplementary header 0") && model.log.contains("willDisplaySupplementary 1"))
        let attributes = layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 1))
        #expect(attributes?.representedElementCategory == .supplementaryView)
        #expect(attributes?.representedElementKind == UICollectionView.elementKindSectionFooter)
    }

    @Test("A horizontal flow fills columns top to bottom and scrolls sideways; headers take their reference width")
    func horizontal() {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 80, height: 180)
        layout.headerReferenceSize = CGSize(width: 40, height: 0)
        let fixture = GridFixture(layout: layout, model: GridModel(counts: [7]))
        defer { fixture.close() }
        // 600 points down: three 180-point items and two gaps of 30.
        #expect(nearlyEqual(fixture.frame(0), CGRect(x: 40, y: 0, width: 80, height: 180)))
        #expect(nearlyEqual(fixture.frame(1), CGRect(x: 40, y: 210, width: 80, height: 180)))
        #expect(nearlyEqual(fixture.frame(3), CGRect(x: 130, y: 0, width: 80, height: 180)))
        #expect(nearlyEqual(fixture.frame(6), CGRect(x: 220, y: 0, width: 80, height: 180)))
        #expect(fixture.collectionView.contentSize == CGSize(width: 300, height: 600))
        let header = fixture.collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header?.frame == CGRect(x: 0, y: 0, width: 40, height: 600))
    }

    @Test("100,000 items: only the visible cells exist, and scrolling shows the items there")
    func lazyLargeGrid() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 90, height: 90)
        let fixture = GridFixture(layout: layout, model: GridModel(counts: [100_000]))
        defer { fixture.close() }
        let collectionView = fixture.collectionView
        #expect(abs(collectionView.contentSize.height - (25_000 * 100 - 10)) < 1e-6)
        #expect(collectionView.visibleCells.count == 24, "six rows of four meet 600 points")
        collectionView.scrollToItem(at: IndexPath(item: 50_001, section: 0), at: .centeredVertically, animated: false)
        collectionView.layoutIfNeeded()
        let shown = collectionView.indexPathsForVisibleItems.map(\.item)
        #expect(shown.contains(50_001))
        let frame = fixture.frame(50_001)!
        #expect(abs(frame.midY - (collectionView.contentOffset.y + 300)) < 0.5)
        #expect(collectionView.indexPathForItem(at: CGPoint(x: frame.midX, y: frame.midY)) == IndexPath(item: 50_001, section: 0))
        #expect(collectionView.indexPathForItem(at: CGPoint(x: frame.maxX + 2, y: frame.midY)) == nil, "between items")
        #expect(collectionView.cellsCreated <= 36, "cells are reused: \(collectionView.cellsCreated) made")
    }

    @Test("Tapping an item selects it through the delegate")
    func tapSelects() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 90, height: 90)
        let model = GridModel(counts: [10])
        let fixture = GridFixture(layout: layout, model: model)
        defer { fixture.close() }
        let frame = fixture.frame(5)!
        model.log = []
        fixture.screen.tap(at: CGPoint(x: frame.midX, y: frame.midY))
        #expect(model.log == ["didSelect 0.5"])
        #expect(fixture.collectionView.indexPathsForSelectedItems == [IndexPath(item: 5, section: 0)])
        #expect(fixture.collectionView.cellForItem(at: IndexPath(item: 5, section: 0))?.isSelected == true)
    }

    @Test("Inserting and deleting items lays the grid out again; reloadData reads everything anew")
    func updates() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 90, height: 90)
        let model = GridModel(counts: [5])
        let fixture = GridFixture(layout: layout, model: model)
        defer { fixture.close() }
        model.counts = [6]
        fixture.collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
        fixture.screen.advance(by: 0.5)
        #expect(fixture.collectionView.visibleCells.count == 6)
        #expect(nearlyEqual(fixture.frame(5), CGRect(x: 90 + 40.0 / 3, y: 100, width: 90, height: 90)))
        model.counts = [2]
        fixture.collectionView.deleteItems(at: (2..<6).map { IndexPath(item: $0, section: 0) })
        fixture.screen.advance(by: 0.5)
        #expect(fixture.collectionView.visibleCells.count == 2)
        #expect(nearlyEqual(fixture.frame(1), CGRect(x: 310, y: 0, width: 90, height: 90)))
        model.counts = [1, 1]
        fixture.collectionView.reloadData()
        fixture.collectionView.layoutIfNeeded()
        #expect(fixture.collectionView.numberOfSections == 2)
        #expect(nearlyEqual(fixture.frame(0, section: 1), CGRect(x: 155, y: 90, width: 90, height: 90)))
    }

    @Test("A narrower collection view flows its items into more lines")
    func reflowOnResize() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 90, height: 90)
        let fixture = GridFixture(layout: layout, model: GridModel(counts: [8]))
        defer { fixture.close() }
        #expect(fixture.collectionView.contentSize.height == 190)
        fixture.collectionView.frame.size.width = 200
        fixture.collectionView.layoutIfNeeded()
        #expect(nearlyEqual(fixture.frame(2), CGRect(x: 0, y: 100, width: 90, height: 90)))
        #expect(fixture.collectionView.contentSize == CGSize(width: 200, height: 390))
        layout.minimumLineSpacing = 0
        fixture.collectionView.layoutIfNeeded()
        #expect(nearlyEqual(fixture.frame(2), CGRect(x: 0, y: 90, width: 90, height: 90)), "changing a property invalidates the layout")
    }

    @Test("Pinned section headers stay at the top while their section scrolls under them, and give way to the next")
    func pinnedHeaders() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 400, height: 100)
        layout.headerReferenceSize = CGSize(width: 0, height: 40)
        layout.sectionHeadersPinToVisibleBounds = true
        let fixture = GridFixture(layout: layout, model: GridModel(counts: [10, 10]))
        defer { fixture.close() }
        let collectionView = fixture.collectionView
        func header(_ section: Int) -> UICollectionReusableView? {
            collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))
        }
        collectionView.contentOffset.y = 300
        collectionView.layoutIfNeeded()
        #expect(header(0)?.frame.minY == 300)
        #expect(header(0)?.layer.zPosition == 1024)
        // Section 0 ends at 40 + 10 × 100 + 9 × 10 = 1,130: its header is pushed up by it.
        collectionView.contentOffset.y = 1_110
        collectionView.layoutIfNeeded()
        #expect(header(0)?.frame.maxY == 1_130)
        #expect(header(1)?.frame.minY == 1_130)
    }

    @Test("Pinned section footers stay at the bottom while their section scrolls above them, and stop where their section's items begin")
    func pinnedFooters() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 400, height: 100)
        layout.footerReferenceSize = CGSize(width: 0, height: 40)
        layout.sectionFootersPinToVisibleBounds = true
        let fixture = GridFixture(layout: layout, model: GridModel(counts: [10, 10]))
        defer { fixture.close() }
        let collectionView = fixture.collectionView
        func footer(_ section: Int) -> UICollectionReusableView? {
            collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: section))
        }
        // Section 0's items end at 10 × 100 + 9 × 10 = 1,090; its footer is pinned to the bottom.
        #expect(footer(0)?.frame == CGRect(x: 0, y: 560, width: 400, height: 40))
        #expect(footer(0)?.layer.zPosition == 1024)
        // Scrolled to 600 (the bottom edge at 1,200): section 0's footer is at its place, and
        // section 1's (its items begin at 1,130) is pinned to the bottom edge.
        collectionView.contentOffset.y = 600
        collectionView.layoutIfNeeded()
        #expect(footer(0)?.frame.minY == 1_090)
        #expect(footer(1)?.frame.minY == 1_160)
        // Scrolled to 500 (the bottom edge at 1,100): a pinned footer goes no higher than where
        // its section's items begin.
        collectionView.contentOffset.y = 500
        collectionView.layoutIfNeeded()
        let pinned = layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 1))
        #expect(pinned?.frame.minY == 1_130)
        #expect(pinned?.isEqual(layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionFooter,
                                                                             at: IndexPath(item: 0, section: 1))) == true)
        #expect(pinned?.hash == layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionFooter,
                                                                            at: IndexPath(item: 0, section: 1))?.hash)
    }

    @Test("With an estimated size, cells size themselves to their content, and the lines follow")
    func selfSizing() {
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        let model = GridModel(counts: [3])
        let fixture = GridFixture(layout: layout, model: model, cellClass: WordCell.self)
        defer { fixture.close() }
        let widths = (0..<3).map { fixture.frame($0)?.width ?? 0 }
        #expect(widths == [WordCell.width(of: 0), WordCell.width(of: 1), WordCell.width(of: 2)])
        #expect(fixture.frame(0)?.height == 30)
        #expect(fixture.frame(1)?.minY == 0)
    }

    @Test("Bad sizes never crash: negative, infinite and NaN sizes and spacings count as zero; an item wider than the view takes a line alone")
    func badSizes() {
        let layout = UICollectionViewFlowLayout()
        layout.minimumInteritemSpacing = -CGFloat.infinity
        layout.minimumLineSpacing = .nan
        let model = GridModel(counts: [5])
        model.sizes = { indexPath in
            [CGSize(width: -10, height: 50), CGSize(width: CGFloat.infinity, height: 20), CGSize(width: CGFloat.nan, height: CGFloat.nan),
             CGSize(width: 900, height: 30), CGSize(width: 50, height: 50)][indexPath.item]
        }
        let fixture = GridFixture(layout: layout, model: model)
        defer { fixture.close() }
        #expect(nearlyEqual(fixture.frame(3), CGRect(x: -250, y: 50, width: 900, height: 30)))
        #expect(fixture.collectionView.contentSize.height.isFinite)
    }
}

/// A cell holding a label pinned to its content view's edges: it is as wide as its word.
@MainActor
final class WordCell: UICollectionViewCell {
    let label = UILabel()

    static func word(_ item: Int) -> String { ["a", "medium", "a much longer word"][item % 3] }

    static func width(of item: Int) -> CGFloat {
        let label = UILabel()
        label.text = word(item)
        return label.intrinsicContentSize.width.rounded(.up) + 16
    }

    required init(frame: CGRect) {
        super.init(frame: frame)
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 5),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -5),
            label.heightAnchor.constraint(equalToConstant: 20),
        ])
    }

    required init?(coder: NSCoder) { nil }

    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        label.text = Self.word(layoutAttributes.indexPath.item)
    }
}

