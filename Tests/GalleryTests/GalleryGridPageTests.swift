import CoreGraphics
import Foundation
import Testing
import UIKit
import UIKitTesting
@testable import Gallery

/// The Grid page's layouts: the flow layout, the featured compositional layout, shelves (a
/// compositional layout scrolling sideways), and the zoom's layout-to-layout push.
@MainActor
@Suite("The Gallery's Grid page", .serialized, .exclusiveUIKit)
struct GalleryGridPageTests {
    @Test("The layout button goes plain, featured, shelves and back, its title naming the next")
    func buttonCycles() throws {
        let gallery = try GalleryOnScreen(showing: .grid)
        defer { gallery.end() }
        let page = try #require(gallery.controller(GridDemoViewController.self))
        let button = page.styleButton
        #expect(button.title == "Featured")
        #expect(page.navigationItem.rightBarButtonItems?.map(\.title) == ["Larger", "Featured", "Zoom"])
        for (style, title) in [(GridDemoViewController.Style.featured, "Shelves"), (.shelves, "Plain"), (.plain, "Featured")] {
            page.showNextStyle()
            gallery.screen.presentFrame()
            #expect(page.style == style && button.title == title)
            #expect(gallery.log.contains("grid \(style.rawValue)"))
        }
    }

    @Test("Shelves: the families follow one another sideways, each name pinned at the leading edge while its shelf passes; a drag scrolls the grid sideways")
    func shelvesScrollSideways() throws {
        let gallery = try GalleryOnScreen(showing: .grid)
        defer { gallery.end() }
        let page = try #require(gallery.controller(GridDemoViewController.self))
        page.show(.shelves)
        gallery.screen.presentFrame()
        let collectionView = try #require(page.collectionView)
        let layout = try #require(collectionView.collectionViewLayout as? UICollectionViewCompositionalLayout)
        #expect(layout.configuration.scrollDirection == .horizontal)
        #expect(collectionView.contentSize.width > collectionView.bounds.width * 2)
        #expect(collectionView.contentSize.height <= collectionView.bounds.height)
        let first = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame)
        let second = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame)
        #expect(second.minX > first.maxX && abs(second.minY - first.minY) < 0.5, "the next family to the right: \(first) \(second)")
        let start = collectionView.contentOffset
        let middle = collectionView.convert(CGPoint(x: collectionView.bounds.midX, y: collectionView.bounds.midY), to: nil)
        gallery.screen.drag(from: CGPoint(x: middle.x + 200, y: middle.y), to: CGPoint(x: middle.x - 200, y: middle.y + 5), steps: 20, duration: 0.6)
        _ = gallery.screen.runUntilAnimationsSettle()
        #expect(collectionView.contentOffset.x > start.x + 300 && collectionView.contentOffset.y == start.y, "\(collectionView.contentOffset)")
        // The first family's name stays at the leading edge while its shelf passes under it.
        collectionView.contentOffset = CGPoint(x: 200, y: start.y)
        collectionView.layoutIfNeeded()
        let shelfEnd = try #require(layout.layoutAttributesForItem(at: IndexPath(item: GridDemoViewController.swatchesPerFamily - 1, section: 0))?.frame.maxX)
        #expect(shelfEnd > 200 + 110, "the first shelf still passes")
        let name = try #require(layout.layoutAttributesForElements(in: collectionView.bounds)?
            .first { $0.representedElementKind == UICollectionView.elementKindSectionHeader && $0.indexPath.section == 0 })
        #expect(name.frame.minX == 200)
    }

    @Test("Zoom pushes the large swatches in the grid's own collection view, animating the swatches to their new layout; Back animates them back")
    func zoomSharesTheGrid() throws {
        let gallery = try GalleryOnScreen(showing: .grid)
        defer { gallery.end() }
        let page = try #require(gallery.controller(GridDemoViewController.self))
        let collectionView = try #require(page.collectionView)
        let gridLayout = collectionView.collectionViewLayout
        let small = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.size)
        page.zoom(animated: true)
        gallery.screen.advance(by: 0.15)
        gallery.screen.presentFrame()
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        let midway = (cell.layer.presentation() ?? cell.layer).bounds.width
        #expect(midway > small.width && midway < 280, "the swatch grows with the push (\(midway))")
        _ = gallery.screen.runUntilAnimationsSettle()
        let zoom = try #require(page.navigationController?.topViewController as? SwatchZoomViewController)
        #expect(zoom.collectionView === collectionView, "the zoom shows the grid's collection view")
        #expect(collectionView.dataSource === page, "the grid stays its data source")
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.size == CGSize(width: 280, height: 280))
        // The GUI test's spots: the first large swatch, 280 points square from (360, 106).
        let first = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(first.convert(first.bounds, to: nil) == CGRect(x: 360, y: 106, width: 280, height: 280))
        #expect(gallery.log.contains("grid zoom showing"))
        #expect(page.navigationController?.navigationBar.backItem?.title == "Grid")
        page.navigationController?.popViewController(animated: true)
        _ = gallery.screen.runUntilAnimationsSettle()
        #expect(collectionView.collectionViewLayout === gridLayout)
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.size == small)
        #expect(collectionView.window != nil)
    }
}
