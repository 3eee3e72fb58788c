import Foundation
import Testing
@testable import UIKit
import UIKitTesting

@MainActor
@Suite("Storyboards: tab bar children, collection prototypes, gesture recognizers", .exclusiveUIKit)
struct TabsAndGridTests {
    func launch() -> (HeadlessScreen, UIWindow, UITabBarController) {
        let screen = HeadlessScreen(size: CGSize(width: 1000, height: 750), scale: 1)
        let tabs = UIStoryboard(name: "Tabs", bundle: StoryboardFixtures.bundle).instantiateInitialViewController() as! UITabBarController
        let window = UIWindow()
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        screen.presentFrame()
        return (screen, window, tabs)
    }

    @Test("TAB-01 a tab bar controller's relationship segues make its children, in order, with their tab bar items")
    func tabs() {
        let (_, window, tabs) = launch()
        defer { withExtendedLifetime(window) {} }
        #expect(tabs.viewControllers?.count == 2)
        #expect(tabs.viewControllers?.first is SwatchesController)
        #expect(tabs.viewControllers?.first?.tabBarItem.title == "Swatches")
        #expect(tabs.viewControllers?.first?.tabBarItem.image != nil)
        #expect(tabs.viewControllers?.last is TapController)
    }

    @Test("a collection view's prototype cell: its class, outlets and the flow layout the document describes")
    func collectionPrototypes() throws {
        let (_, window, tabs) = launch()
        defer { withExtendedLifetime(window) {} }
        let grid = try #require(tabs.viewControllers?.first as? SwatchesController)
        let layout = try #require(grid.collectionView.collectionViewLayout as? UICollectionViewFlowLayout)
        #expect(layout.itemSize == CGSize(width: 120, height: 90))
        #expect(layout.sectionInset == UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16))
        #expect(layout.minimumLineSpacing == 8)
        let cell = try #require(grid.collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) as? SwatchCell)
        #expect(cell.nameLabel?.text == "Sea")
        #expect(cell.reuseIdentifier == "Swatch")
        #expect(cell.frame.size == CGSize(width: 120, height: 90))
    }

    @Test("a gesture recognizer of the scene, attached by the view's gestureRecognizers collection, sends its action")
    func gestureRecognizer() throws {
        let (screen, window, tabs) = launch()
        defer { withExtendedLifetime(window) {} }
        tabs.selectedIndex = 1
        screen.presentFrame()
        let controller = try #require(tabs.viewControllers?.last as? TapController)
        let pad = try #require(controller.pad)
        #expect(pad.gestureRecognizers?.count == 1)
        screen.tap(at: pad.convert(CGPoint(x: 100, y: 100), to: nil))
        screen.presentFrame()
        #expect(controller.taps.count == 1)
        #expect(controller.taps.first === pad.gestureRecognizers?.first)
    }
}
