import CoreGraphics
import Foundation
import Testing
import UIKit
import UIKitTesting
@testable import Gallery

/// The Grid page's layouts: the flow layout, the featured compositional layout, and shelves
/// (a compositional layout scrolling sideways).
@MainActor
@Suite("The Gallery's Grid page", .serialized, .exclusiveUIKit)
struct GalleryGridPageTests {
    @Test("The layout button goes plain, featured, shelves and back, its title naming the next")
    func buttonCycles() throws {
        let gallery = try GalleryOnScreen(showing: .grid)
        defer { gallery.end() }
        let page = try #require(gallery.controller(GridDemoViewController.self))
        let button = try #require(page.navigationItem.rightBarButtonItems?.last)
        #expect(button.title == "Featured")
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
}
