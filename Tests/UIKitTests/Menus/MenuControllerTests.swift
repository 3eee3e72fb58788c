import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A view that can be first responder and says which standard edit actions it performs now;
/// it implements a custom `pin(_:)` and records every action with its sender.
@MainActor
final class EditMenuTargetView: UIView, UIResponderStandardEditActions {
    var performable: Set<String> = ["copy:", "paste:"]
    var received: [(action: String, sender: Any?)] = []
    var acceptsFirstResponder = true

    override var canBecomeFirstResponder: Bool { acceptsFirstResponder }

    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        if UIMenuController.standardEntries.contains(where: { $0.action == action }) { return performable.contains(action.name) }
        return super.canPerformAction(action, withSender: sender)
    }

    func cut(_ sender: Any?) { received.append(("cut:", sender)) }
    func copy(_ sender: Any?) { received.append(("copy:", sender)) }
    func paste(_ sender: Any?) { received.append(("paste:", sender)) }
    func delete(_ sender: Any?) { received.append(("delete:", sender)) }
    func select(_ sender: Any?) { received.append(("select:", sender)) }
    func selectAll(_ sender: Any?) { received.append(("selectAll:", sender)) }
    func pin(_ sender: Any?) { received.append(("pin:", sender)) }
}

/// A view controller up the chain that performs `share(_:)`.
@MainActor
final class EditMenuHostController: UIViewController {
    var shares: [Any?] = []
    func share(_ sender: Any?) { shares.append(sender) }
}

/// Records the menu controller's notifications, in order.
@MainActor
final class EditMenuNotificationLog {
    private(set) var names: [String] = []
    private var observers: [NSObjectProtocol] = []

    init() {
        let names: [Notification.Name] = [
            UIMenuController.willShowMenuNotification, UIMenuController.didShowMenuNotification,
            UIMenuController.willHideMenuNotification, UIMenuController.didHideMenuNotification,
            UIMenuController.menuFrameDidChangeNotification,
        ]
        for name in names {
            observers.append(NotificationCenter.default.addObserver(forName: name, object: UIMenuController.shared, queue: nil) { [weak self] note in
                let short = note.name.rawValue.replacingOccurrences(of: "UIMenuController", with: "").replacingOccurrences(of: "Notification", with: "")
                MainActor.assumeIsolated { self?.names.append(short) }
            })
        }
    }

    func stop() {
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
        observers = []
    }
}

extension Selector {
    @MainActor static let editMenuPin = Selector("pin:", EditMenuTargetView.pin)
    @MainActor static let editMenuShare = Selector("share:", EditMenuHostController.share)
    @MainActor static let editMenuNowhere = Selector("nowhere:", { (target: EditMenuNotificationLog) in { (_: Any?) in _ = target } })
}

@MainActor
@Suite("Edit menu (UIMenuController)", .serialized, .exclusiveUIKit)
struct MenuControllerTests {
    struct Scene {
        let screen: HeadlessScreen
        let window: UIWindow
        let controller: EditMenuHostController
        let view: EditMenuTargetView
    }

    var menu: UIMenuController { UIMenuController.shared }

    /// An 800×600 window (at 1×) with a 200×100 target view at (300, 250), first responder.
    func makeScene(size: CGSize = CGSize(width: 800, height: 600), viewFrame: CGRect = CGRect(x: 300, y: 250, width: 200, height: 100)) -> Scene {
        resetMenu()
        let screen = HeadlessScreen(size: size, scale: 1)
        let window = UIWindow()
        let controller = EditMenuHostController()
        let view = EditMenuTargetView(frame: viewFrame)
        view.backgroundColor = .systemTeal
        controller.view.addSubview(view)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        screen.presentFrame()
        _ = view.becomeFirstResponder()
        return Scene(screen: screen, window: window, controller: controller, view: view)
    }

    func resetMenu() {
        menu.hideMenu()
        menu.menuItems = nil
        menu.arrowDirection = .default
    }

    func finish(_ scene: Scene) {
        resetMenu()
        _ = scene.screen.runUntilAnimationsSettle()
        scene.window.isHidden = true
    }

    var titles: [String] { menu.visibleMenuView?.buttons.compactMap { $0.currentTitle } ?? [] }

    /// The centre of the menu's button titled `title`, in the window.
    func center(of title: String, in scene: Scene) throws -> CGPoint {
        let button = try #require(menu.visibleMenuView?.buttons.first { $0.currentTitle == title })
        return button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: scene.window)
    }

    func show(_ scene: Scene, rect: CGRect? = nil) {
        menu.showMenu(from: scene.view, rect: rect ?? scene.view.bounds)
        _ = scene.screen.runUntilAnimationsSettle()
    }

    @Test("The menu shows the standard actions the first responder can perform, then the custom items the chain can perform, in order")
    func itemsFilteredAndOrdered() {
        let scene = makeScene()
        defer { finish(scene) }
        scene.view.performable = ["paste:", "copy:", "selectAll:", "delete:", "cut:", "select:"]
        menu.menuItems = [
            UIMenuItem(title: "Share", action: .editMenuShare),
            UIMenuItem(title: "Nowhere", action: .editMenuNowhere),
            UIMenuItem(title: "Pin", action: .editMenuPin),
        ]
        show(scene)
        #expect(menu.isMenuVisible)
        #expect(titles == ["Cut", "Copy", "Select", "Select All", "Paste", "Delete", "Share", "Pin"])

        scene.view.performable = ["paste:", "select:"]
        menu.update()
        #expect(titles == ["Select", "Paste", "Share", "Pin"])
    }

    @Test("Menu items are buttons that a screen reader names by their titles")
    func itemsAreAccessibleButtons() throws {
        let scene = makeScene()
        defer { finish(scene) }
        show(scene)
        let buttons = try #require(menu.visibleMenuView?.buttons)
        #expect(buttons.map(\.accessibilityLabel) == ["Copy", "Paste"])
        #expect(buttons.allSatisfy { $0.isAccessibilityElement && $0.accessibilityTraits.contains(.button) })
    }

    @Test("Tapping a custom item hides the menu and sends its action up the chain with the menu controller as sender")
    func tappingItemPerformsAction() throws {
        let scene = makeScene()
        defer { finish(scene) }
        menu.menuItems = [UIMenuItem(title: "Share", action: .editMenuShare), UIMenuItem(title: "Pin", action: .editMenuPin)]
        show(scene)
        scene.screen.tap(at: try center(of: "Share", in: scene))
        _ = scene.screen.runUntilAnimationsSettle()
        #expect(scene.controller.shares.count == 1)
        #expect(scene.controller.shares.first.map { ($0 as? UIMenuController) === menu } == true)
        #expect(!menu.isMenuVisible)
        #expect(menu.visibleMenuView == nil)
        #expect(!scene.window.subviews.contains { $0 is EditMenuView })

        show(scene)
        scene.screen.tap(at: try center(of: "Copy", in: scene))
        #expect(scene.view.received.map(\.action) == ["copy:"])
        #expect(scene.view.received.first.map { ($0.sender as? UIMenuController) === menu } == true)
        #expect(scene.view.isFirstResponder)
    }

    @Test("Notifications: willShow, didShow once the fade ends; willHide, didHide; frameDidChange only when the shown menu moves")
    func notificationsInOrder() {
        let scene = makeScene()
        let log = EditMenuNotificationLog()
        defer { log.stop(); finish(scene) }
        menu.showMenu(from: scene.view, rect: scene.view.bounds)
        #expect(log.names == ["WillShowMenu"])
        _ = scene.screen.runUntilAnimationsSettle()
        #expect(log.names == ["WillShowMenu", "DidShowMenu"])
        // Shown again at the same place: nothing; somewhere else: the frame changes once.
        menu.showMenu(from: scene.view, rect: scene.view.bounds)
        #expect(log.names.count == 2)
        menu.showMenu(from: scene.view, rect: CGRect(x: 0, y: 60, width: 40, height: 20))
        #expect(log.names == ["WillShowMenu", "DidShowMenu", "MenuFrameDidChange"])
        menu.hideMenu()
        #expect(!menu.isMenuVisible)
        #expect(log.names.last == "WillHideMenu")
        _ = scene.screen.runUntilAnimationsSettle()
        #expect(log.names == ["WillShowMenu", "DidShowMenu", "MenuFrameDidChange", "WillHideMenu", "DidHideMenu"])
        menu.hideMenu()
        _ = scene.screen.runUntilAnimationsSettle()
        #expect(log.names.count == 5)
    }

    @Test("The menu hides when the first responder changes, when it resigns, on a tap elsewhere and on Escape")
    func hidingTriggers() throws {
        let scene = makeScene()
        defer { finish(scene) }
        let other = EditMenuTargetView(frame: CGRect(x: 20, y: 20, width: 50, height: 50))
        scene.controller.view.addSubview(other)

        show(scene)
        #expect(other.becomeFirstResponder())
        #expect(!menu.isMenuVisible)

        _ = scene.view.becomeFirstResponder()
        show(scene)
        _ = scene.view.resignFirstResponder()
        #expect(!menu.isMenuVisible)

        _ = scene.view.becomeFirstResponder()
        show(scene)
        scene.screen.tap(at: CGPoint(x: 700, y: 550))
        #expect(!menu.isMenuVisible)
        #expect(scene.view.isFirstResponder)

        show(scene)
        scene.screen.press(.keyboardEscape)
        #expect(!menu.isMenuVisible)
        // Escape with no menu on show is not swallowed by it: nothing changes.
        scene.screen.press(.keyboardEscape)
        #expect(scene.view.isFirstResponder)
    }

    @Test("A tap on the menu's arrow-free bar does not hide it before the item acts; a click on the arrow's empty corner goes through")
    func touchesOnTheMenuStayInIt() throws {
        let scene = makeScene()
        defer { finish(scene) }
        show(scene)
        let view = try #require(menu.visibleMenuView)
        // The frame's bottom-left corner, beside the arrow, is not part of the menu.
        let corner = view.convert(CGPoint(x: 2, y: view.bounds.maxY - 2), to: scene.window)
        #expect(scene.window.hitTest(corner, with: nil) !== view)
        let paste = try center(of: "Paste", in: scene)
        #expect(scene.window.hitTest(paste, with: nil)?.isDescendant(of: view) == true)
    }

    @Test("Default arrow: above the rectangle pointing down at its top middle; below it, pointing up, when there is no room above")
    func defaultPlacementAndFlip() throws {
        let scene = makeScene()
        defer { finish(scene) }
        show(scene)
        var placement = try #require(menu.visibleMenuView?.placement)
        let width = try #require(menu.visibleMenuView?.barSize.width)
        // Target (300,250 200×100): the 36-point bar and 10-point arrow sit on its top edge.
        #expect(placement.arrowDirection == .down)
        #expect(placement.frame == CGRect(x: 400 - width / 2, y: 250 - 46, width: width, height: 46))
        #expect(placement.arrowOffset == width / 2)
        #expect(menu.menuFrame == placement.frame)

        // A target 10 points from the window's top leaves no room above: the menu flips below.
        menu.showMenu(from: scene.view, rect: CGRect(x: 0, y: -240, width: 200, height: 10))
        placement = try #require(menu.visibleMenuView?.placement)
        #expect(placement.arrowDirection == .up)
        #expect(placement.frame.minY == 20)
        #expect(placement.barRect.minY == 10)
    }

    @Test("Explicit arrows: up puts the menu below, down above, left on the right, right on the left; each flips when only the other side has room")
    func explicitArrowDirections() throws {
        let scene = makeScene()
        defer { finish(scene) }
        let target = CGRect(x: 300, y: 250, width: 200, height: 100)
        func placement(_ direction: UIMenuController.ArrowDirection, rect: CGRect = CGRect(x: 0, y: 0, width: 200, height: 100)) throws -> EditMenuPlacement {
            menu.arrowDirection = direction
            menu.showMenu(from: scene.view, rect: rect)
            menu.update()
            return try #require(menu.visibleMenuView?.placement)
        }
        show(scene)
        let width = try #require(menu.visibleMenuView?.barSize.width)
        var p = try placement(.up)
        #expect(p.arrowDirection == .up && p.frame.minY == target.maxY)
        p = try placement(.down)
        #expect(p.arrowDirection == .down && p.frame.maxY == target.minY)
        p = try placement(.left)
        #expect(p.arrowDirection == .left && p.frame.minX == target.maxX && p.frame.width == width + 10)
        #expect(p.frame.midY == target.midY && p.frame.height == 36)
        p = try placement(.right)
        #expect(p.arrowDirection == .right && p.frame.maxX == target.minX)
        // A target at the window's bottom edge: an up arrow has no room below, so it flips.
        p = try placement(.up, rect: CGRect(x: 0, y: 330, width: 200, height: 10))
        #expect(p.arrowDirection == .down && p.frame.maxY == 580)
        // A target at the right edge: a left arrow flips to the rectangle's left.
        p = try placement(.left, rect: CGRect(x: 470, y: 0, width: 20, height: 20))
        #expect(p.arrowDirection == .right && p.frame.maxX == 770)
    }

    @Test("The menu stays 8 points inside the window horizontally; its arrow still points at a target near the edge")
    func clampedHorizontally() throws {
        let scene = makeScene()
        defer { finish(scene) }
        menu.showMenu(from: scene.view, rect: CGRect(x: -295, y: 0, width: 4, height: 4))
        _ = scene.screen.runUntilAnimationsSettle()
        let placement = try #require(menu.visibleMenuView?.placement)
        #expect(placement.frame.minX == 8)
        // The target's middle is at x = 7 in the window: the arrow stops at the rounded corner.
        #expect(placement.arrowOffset == 18, "\(placement.arrowOffset) \(placement.frame)")
        menu.showMenu(from: scene.view, rect: CGRect(x: 495, y: 0, width: 4, height: 4))
        let right = try #require(menu.visibleMenuView?.placement)
        #expect(right.frame.maxX == 792)
    }

    @Test("menuFrame is in screen coordinates (offset by the window's origin) and zero while hidden")
    func menuFrameInScreenCoordinates() throws {
        let scene = makeScene()
        defer { finish(scene) }
        #expect(menu.menuFrame == .zero)
        show(scene)
        let frame = try #require(menu.visibleMenuView?.frame)
        let origin = scene.window.frame.origin
        #expect(menu.menuFrame == frame.offsetBy(dx: origin.x, dy: origin.y))
        menu.hideMenu()
        #expect(menu.menuFrame == .zero)
    }

    @Test("update() asks the chain again: a custom item appears when it becomes performable, and the menu hides when nothing is left")
    func updateReevaluates() {
        let scene = makeScene()
        let log = EditMenuNotificationLog()
        defer { log.stop(); finish(scene) }
        menu.menuItems = [UIMenuItem(title: "Pin", action: .editMenuPin)]
        scene.view.performable = ["copy:"]
        show(scene)
        #expect(titles == ["Copy", "Pin"])
        scene.view.performable = []
        menu.update()
        #expect(titles == ["Pin"])
        #expect(log.names.last == "MenuFrameDidChange")
        menu.menuItems = nil
        menu.update()
        #expect(!menu.isMenuVisible)
        #expect(log.names.last == "WillHideMenu")
    }

    @Test("Bad input: a view outside any window, no first responder, nothing performable, an infinite rect — no menu, no crash")
    func badInput() {
        let scene = makeScene()
        let log = EditMenuNotificationLog()
        defer { log.stop(); finish(scene) }
        menu.showMenu(from: UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)), rect: .zero)
        #expect(!menu.isMenuVisible)
        menu.showMenu(from: scene.view, rect: CGRect(x: CGFloat.infinity, y: 0, width: 10, height: 10))
        #expect(!menu.isMenuVisible)
        scene.view.performable = []
        menu.showMenu(from: scene.view, rect: scene.view.bounds)
        #expect(!menu.isMenuVisible)
        scene.view.performable = ["copy:"]
        _ = scene.view.resignFirstResponder()
        menu.showMenu(from: scene.view, rect: scene.view.bounds)
        #expect(!menu.isMenuVisible)
        menu.update()
        menu.hideMenu(from: UIView())
        #expect(log.names.isEmpty)
        // isMenuVisible = true shows it again where it was last asked for, once there is a responder.
        _ = scene.view.becomeFirstResponder()
        menu.isMenuVisible = true
        #expect(menu.isMenuVisible)
        menu.hideMenu(from: UIView())
        #expect(menu.isMenuVisible)
        menu.hideMenu(from: scene.view)
        #expect(!menu.isMenuVisible)
        // The target view leaving its window: update() hides the menu.
        show(scene)
        scene.view.removeFromSuperview()
        menu.update()
        #expect(!menu.isMenuVisible)
    }

    @Test("Commands wider than the window go on pages: ▸ shows the next, ◂ goes back, and each page fits inside the window")
    func paging() throws {
        let scene = makeScene(size: CGSize(width: 320, height: 400), viewFrame: CGRect(x: 60, y: 200, width: 200, height: 40))
        defer { finish(scene) }
        scene.view.performable = ["cut:", "copy:", "paste:", "delete:"]
        menu.menuItems = ["Look Up", "Share…", "Translate", "Speak"].map { UIMenuItem(title: $0, action: .editMenuPin) }
        show(scene)
        let first = titles
        #expect(first.last == "▸")
        #expect(first.first == "Cut")
        #expect(try #require(menu.visibleMenuView?.frame).width <= 304)
        scene.screen.tap(at: try center(of: "▸", in: scene))
        #expect(titles.first == "◂")
        #expect(menu.isMenuVisible)
        var seen = first.dropLast()
        for _ in 0..<6 where titles.last == "▸" {
            seen += titles.dropFirst().dropLast()
            scene.screen.tap(at: try center(of: "▸", in: scene))
        }
        seen += titles.dropFirst()
        #expect(Array(seen) == ["Cut", "Copy", "Paste", "Delete", "Look Up", "Share…", "Translate", "Speak"])
        scene.screen.tap(at: try center(of: "◂", in: scene))
        #expect(menu.isMenuVisible)
        #expect(try #require(menu.visibleMenuView).page >= 0)
    }
}
