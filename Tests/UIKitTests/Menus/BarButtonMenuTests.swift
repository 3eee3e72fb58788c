import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Menus on bar button items (ITEM-03).
@MainActor
@Suite("Bar button item menus", .serialized, .exclusiveUIKit)
struct BarButtonMenuTests {
    @Test("ITEM-03 an item with a menu and no action opens the menu on a tap; with a primary action the tap runs it and a long press opens the menu")
    func itemMenus() throws {
        let screen = HeadlessScreen(size: CGSize(width: 1024, height: 768), scale: 1)
        let top = UIViewController()
        let navigation = UINavigationController(rootViewController: top)
        let window = UIWindow()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        var log: [String] = []
        let menu = UIMenu(children: [
            UIAction(title: "Newest First") { _ in log.append("newest") },
            UIAction(title: "Oldest First") { _ in log.append("oldest") },
        ])
        let item = UIBarButtonItem(title: "Sort", menu: menu)
        top.navigationItem.rightBarButtonItem = item
        screen.presentFrame()
        let view = navigation.navigationBar.rightButtonViews[0]
        let center = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window)
        screen.tap(at: center)
        _ = screen.runUntilAnimationsSettle()
        let presentation = try #require(ContextMenuPresentation.active(in: window), "a tap opens the menu")
        let frame = view.convert(view.bounds, to: window)
        #expect(presentation.menuView.frame.minY == frame.maxY + ContextMenuPresentation.margin, "under the item")
        #expect(presentation.menuView.frame.maxX <= 1024 - ContextMenuPresentation.margin, "inside the window")
        let oldest = try #require(presentation.menuView.rowViews.first { $0.element.title == "Oldest First" })
        screen.tap(at: oldest.convert(CGPoint(x: oldest.bounds.midX, y: oldest.bounds.midY), to: window))
        _ = screen.runUntilAnimationsSettle()
        #expect(log == ["oldest"])

        item.primaryAction = UIAction(title: "Sort") { _ in log.append("primary") }
        screen.presentFrame()
        let shown = navigation.navigationBar.rightButtonViews[0]
        let point = shown.convert(CGPoint(x: shown.bounds.midX, y: shown.bounds.midY), to: window)
        screen.advance(by: 1)
        screen.tap(at: point)
        _ = screen.runUntilAnimationsSettle()
        #expect(log == ["oldest", "primary"])
        #expect(ContextMenuPresentation.active(in: window) == nil, "the tap ran the action; no menu")
        screen.advance(by: 1)
        screen.touchDown(at: point)
        screen.advance(by: 0.6)
        screen.touchUp(at: point)
        _ = screen.runUntilAnimationsSettle()
        #expect(ContextMenuPresentation.active(in: window) != nil, "a long press opens the menu")
        #expect(log == ["oldest", "primary"])
        ContextMenuPresentation.active(in: window)?.end(choosing: nil)
        _ = screen.runUntilAnimationsSettle()
        window.isHidden = true
    }
}
