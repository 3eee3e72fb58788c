import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// `UIDeferredMenuElement`: a loading row until the provider's elements arrive; cached or not.
@MainActor
@Suite("Deferred menu elements", .serialized, .exclusiveUIKit)
struct DeferredMenuElementTests {
    func open(_ recorder: MenuRecorder) -> (HeadlessScreen, UIWindow) {
        let screen = HeadlessScreen(size: CGSize(width: 800, height: 600), scale: 1)
        let window = UIWindow()
        let root = UIViewController()
        let view = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        view.addInteraction(UIContextMenuInteraction(delegate: recorder))
        root.view.addSubview(view)
        window.rootViewController = root
        window.makeKeyAndVisible()
        screen.presentFrame()
        secondaryClick(screen)
        return (screen, window)
    }

    func secondaryClick(_ screen: HeadlessScreen) {
        screen.movePointer(to: CGPoint(x: 150, y: 160))
        screen.click(at: CGPoint(x: 150, y: 160), button: 2)
        _ = screen.runUntilAnimationsSettle()
    }

    func titles(_ window: UIWindow) -> [String] {
        ContextMenuPresentation.active(in: window)?.menuView.rowViews.map(\.element.title) ?? []
    }

    @Test("A cached deferred element shows a loading row that cannot be chosen until its elements arrive, then them; the next time at once, without asking again")
    func cached() throws {
        let recorder = MenuRecorder()
        var asked = 0
        var deliver: (([UIMenuElement]) -> Void)?
        recorder.menu = UIMenu(children: [
            recorder.action("Copy"),
            UIDeferredMenuElement { completion in
                asked += 1
                deliver = completion
            },
        ])
        let (screen, window) = open(recorder)
        defer { window.isHidden = true }
        #expect(titles(window) == ["Copy", "Loading…"])
        #expect(asked == 1)
        let menu = try #require(ContextMenuPresentation.active(in: window)?.menuView)
        let heightWhileLoading = menu.frame.height
        menu.choose(1)
        #expect(ContextMenuPresentation.active(in: window) != nil && recorder.chosen.isEmpty, "the loading row does nothing")
        deliver?([recorder.action("Open Recent 1"), recorder.action("Open Recent 2")])
        #expect(titles(window) == ["Copy", "Open Recent 1", "Open Recent 2"])
        #expect(menu.frame.height > heightWhileLoading, "the menu grew to hold them")
        deliver?([recorder.action("Again")])
        #expect(titles(window) == ["Copy", "Open Recent 1", "Open Recent 2"], "a second delivery is ignored")
        menu.choose(2)
        #expect(recorder.chosen == ["Open Recent 2"])
        _ = screen.runUntilAnimationsSettle()

        secondaryClick(screen)
        #expect(titles(window) == ["Copy", "Open Recent 1", "Open Recent 2"])
        #expect(asked == 1, "cached: asked once")
    }

    @Test("An uncached deferred element is asked each time its menu shows; a provider that answers at once shows its elements at once")
    func uncached() throws {
        let recorder = MenuRecorder()
        var asked = 0
        recorder.menu = UIMenu(children: [
            UIDeferredMenuElement.uncached { completion in
                asked += 1
                completion([recorder.action("Recent \(asked)")])
            },
        ])
        let (screen, window) = open(recorder)
        defer { window.isHidden = true }
        #expect(titles(window) == ["Recent 1"])
        ContextMenuPresentation.active(in: window)?.end(choosing: nil)
        _ = screen.runUntilAnimationsSettle()
        secondaryClick(screen)
        #expect(titles(window) == ["Recent 2"])
        #expect(asked == 2)
    }
}
