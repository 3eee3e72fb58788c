import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Menus on buttons: pull-down buttons (`showsMenuAsPrimaryAction`) and long-press menus.
@MainActor
@Suite("Menus on controls", .serialized, .exclusiveUIKit)
struct ControlMenuTests {
    @MainActor
    struct Scene {
        let screen: HeadlessScreen
        let window: UIWindow
        let button: UIButton
        var events: [String] { log.events }
        let log: EventLog
    }

    @MainActor
    final class EventLog {
        var events: [String] = []
    }

    /// A "Sort" button at (100,100), 120×44, whose menu offers Name and Date.
    func makeScene(pullDown: Bool) -> Scene {
        let screen = HeadlessScreen(size: CGSize(width: 800, height: 600), scale: 1)
        let window = UIWindow()
        let root = UIViewController()
        let log = EventLog()
        let button = UIButton(type: .system)
        button.setTitle("Sort", for: .normal)
        button.frame = CGRect(x: 100, y: 100, width: 120, height: 44)
        #expect(!button.isContextMenuInteractionEnabled && button.contextMenuInteraction == nil, "no menu interaction by default")
        button.menu = UIMenu(children: [
            UIAction(title: "Name") { _ in log.events.append("sort by name") },
            UIAction(title: "Date") { _ in log.events.append("sort by date") },
        ])
        button.showsMenuAsPrimaryAction = pullDown
        button.addAction(UIAction { _ in log.events.append("touchUpInside") }, for: .touchUpInside)
        button.addAction(UIAction { _ in log.events.append("menuActionTriggered") }, for: .menuActionTriggered)
        root.view.addSubview(button)
        window.rootViewController = root
        window.makeKeyAndVisible()
        screen.presentFrame()
        return Scene(screen: screen, window: window, button: button, log: log)
    }

    func rowCenter(_ scene: Scene, _ title: String) throws -> CGPoint {
        let menu = try #require(ContextMenuPresentation.active(in: scene.window)?.menuView)
        let row = try #require(menu.rowViews.first { $0.element.title == title })
        return row.convert(CGPoint(x: row.bounds.midX, y: row.bounds.midY), to: scene.window)
    }

    @Test("A menu turns the button's context-menu interaction on; with showsMenuAsPrimaryAction a tap opens it under the button instead of sending touchUpInside")
    func pullDown() throws {
        let scene = makeScene(pullDown: true)
        defer { scene.window.isHidden = true }
        #expect(scene.button.isContextMenuInteractionEnabled && scene.button.contextMenuInteraction != nil)
        scene.screen.tap(at: CGPoint(x: 160, y: 122))
        _ = scene.screen.runUntilAnimationsSettle()
        let presentation = try #require(ContextMenuPresentation.active(in: scene.window))
        #expect(presentation.menuView.frame.minY == 144 + ContextMenuPresentation.margin, "attached under the button")
        #expect(abs(presentation.menuView.frame.midX - 160) < 0.5, "centred on the middle of the button's bottom edge")
        #expect(scene.events == ["menuActionTriggered"], "no touchUpInside")
        scene.screen.tap(at: try rowCenter(scene, "Date"))
        _ = scene.screen.runUntilAnimationsSettle()
        #expect(scene.events == ["menuActionTriggered", "sort by date"])
        #expect(ContextMenuPresentation.active(in: scene.window) == nil)
    }

    @Test("With a pointer, pressing a pull-down button opens its compact menu at once")
    func pullDownPointer() throws {
        let scene = makeScene(pullDown: true)
        defer { scene.window.isHidden = true }
        scene.screen.movePointer(to: CGPoint(x: 160, y: 122))
        scene.screen.click(at: CGPoint(x: 160, y: 122))
        _ = scene.screen.runUntilAnimationsSettle()
        #expect(scene.button.contextMenuInteraction?.menuAppearance == .compact)
        scene.screen.click(at: try rowCenter(scene, "Name"))
        #expect(scene.events == ["menuActionTriggered", "sort by name"])
    }

    @Test("Without showsMenuAsPrimaryAction a tap sends touchUpInside and a long press opens the menu, attached, the button not lifted and nothing dimmed")
    func longPressMenu() throws {
        let scene = makeScene(pullDown: false)
        defer { scene.window.isHidden = true }
        scene.screen.tap(at: CGPoint(x: 160, y: 122))
        #expect(scene.events == ["touchUpInside"])
        #expect(ContextMenuPresentation.active(in: scene.window) == nil)
        // (Later than a double tap's interval, so the press is a fresh one.)
        scene.screen.advance(by: 1)
        scene.screen.touchDown(at: CGPoint(x: 160, y: 122))
        scene.screen.advance(by: 0.6)
        scene.screen.touchUp(at: CGPoint(x: 160, y: 122))
        _ = scene.screen.runUntilAnimationsSettle()
        let presentation = try #require(ContextMenuPresentation.active(in: scene.window))
        #expect(presentation.menuView.frame.minY == 144 + ContextMenuPresentation.margin)
        #expect(presentation.overlay.backgroundColor?.cgColor.alpha ?? 0 == 0, "no dimming for a control's menu")
        #expect(presentation.overlay.subviews.count == 1, "only the menu: the button is not lifted")
        #expect(scene.events == ["touchUpInside", "menuActionTriggered"], "the long press sent no second touchUpInside")
    }

    @Test("Turning isContextMenuInteractionEnabled off removes the interaction: a long press opens nothing")
    func disabling() {
        let scene = makeScene(pullDown: false)
        defer { scene.window.isHidden = true }
        scene.button.isContextMenuInteractionEnabled = false
        #expect(scene.button.contextMenuInteraction == nil)
        #expect(!scene.button.interactions.contains { $0 is UIContextMenuInteraction })
        scene.screen.touchDown(at: CGPoint(x: 160, y: 122))
        scene.screen.advance(by: 0.6)
        scene.screen.touchUp(at: CGPoint(x: 160, y: 122))
        #expect(ContextMenuPresentation.active(in: scene.window) == nil)
    }

    @Test("changesSelectionAsPrimaryAction with a pull-down menu makes a pop-up button: the first action is checked and titles the button; choosing another checks it, retitles the button, then runs its handler")
    func popUpButton() throws {
        let scene = makeScene(pullDown: true)
        defer { scene.window.isHidden = true }
        let actions = try #require(scene.button.menu?.children as? [UIAction])
        scene.button.changesSelectionAsPrimaryAction = true
        #expect(scene.button.title(for: .normal) == "Name")
        #expect(actions.map(\.state) == [.on, .off])
        scene.screen.tap(at: CGPoint(x: 160, y: 122))
        _ = scene.screen.runUntilAnimationsSettle()
        let menu = try #require(ContextMenuPresentation.active(in: scene.window)?.menuView)
        #expect(menu.rowViews.map(\.element.title) == ["Name", "Date"])
        #expect((menu.rowViews.first?.element as? UIAction)?.state == .on, "the selection is checked in the menu")
        scene.screen.tap(at: try rowCenter(scene, "Date"))
        _ = scene.screen.runUntilAnimationsSettle()
        #expect(scene.events == ["menuActionTriggered", "sort by date"])
        #expect(actions.map(\.state) == [.off, .on])
        #expect(scene.button.title(for: .normal) == "Date")
    }

    @Test("A pop-up button keeps an action already .on as its selection; a new menu picks its selection again")
    func popUpKeepsSelection() throws {
        let scene = makeScene(pullDown: true)
        defer { scene.window.isHidden = true }
        scene.button.changesSelectionAsPrimaryAction = true
        scene.button.menu = UIMenu(children: [
            UIAction(title: "Small") { _ in },
            UIMenu(title: "", options: .displayInline, children: [UIAction(title: "Large", state: .on) { _ in }]),
        ])
        #expect(scene.button.title(for: .normal) == "Large")
    }

    @Test("changesSelectionAsPrimaryAction without a menu: each tap toggles isSelected before the button's actions run")
    func toggleButton() throws {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 300), scale: 1)
        let window = UIWindow()
        let root = UIViewController()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 50, y: 50, width: 100, height: 44)
        button.changesSelectionAsPrimaryAction = true
        var seen: [Bool] = []
        button.addAction(UIAction { _ in seen.append(button.isSelected) }, for: .primaryActionTriggered)
        root.view.addSubview(button)
        window.rootViewController = root
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        screen.presentFrame()
        screen.tap(at: CGPoint(x: 100, y: 72))
        screen.tap(at: CGPoint(x: 100, y: 72))
        #expect(seen == [true, false])
    }

    @Test("Press a pull-down button, drag onto an item, release: the item is chosen; a press released where it began leaves the menu open")
    func pressDragRelease() throws {
        let scene = makeScene(pullDown: true)
        defer { scene.window.isHidden = true }
        scene.screen.touchDown(at: CGPoint(x: 160, y: 122))
        _ = scene.screen.runUntilAnimationsSettle()
        let date = try rowCenter(scene, "Date")
        let menuView = try #require(ContextMenuPresentation.active(in: scene.window)?.menuView)
        scene.screen.touchMove(to: CGPoint(x: 160, y: 140))
        scene.screen.touchMove(to: date)
        #expect(menuView.highlighted.map { menuView.rowViews[$0].element.title } == "Date", "the row under the finger highlights")
        scene.screen.touchUp(at: date)
        _ = scene.screen.runUntilAnimationsSettle()
        #expect(scene.events == ["menuActionTriggered", "sort by date"])
        #expect(ContextMenuPresentation.active(in: scene.window) == nil)

        scene.screen.pointerDown(at: CGPoint(x: 160, y: 122))
        scene.screen.pointerUp(at: CGPoint(x: 162, y: 123))
        _ = scene.screen.runUntilAnimationsSettle()
        #expect(ContextMenuPresentation.active(in: scene.window) != nil, "a click opens the menu and leaves it open")
        scene.screen.click(at: try rowCenter(scene, "Name"))
        _ = scene.screen.runUntilAnimationsSettle()
        #expect(scene.events.suffix(2) == ["menuActionTriggered", "sort by name"])
    }

    /// A control that gives its menu by overriding the delegate method, as UIKit lets any
    /// control do.
    final class SwatchControl: UIControl {
        var chosen: [String] = []
        override func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                             configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
            UIContextMenuConfiguration(actionProvider: { [weak self] _ in
                UIMenu(children: [UIAction(title: "Red") { _ in self?.chosen.append("Red") }])
            })
        }
    }

    @Test("showsMenuAsPrimaryAction is a UIControl property: any control whose menu comes from its own delegate method opens it on a tap; an interaction an app adds to a control is an ordinary context menu")
    func controlPrimaryMenu() throws {
        let screen = HeadlessScreen(size: CGSize(width: 800, height: 300), scale: 1)
        let window = UIWindow()
        let root = UIViewController()
        let control = SwatchControl(frame: CGRect(x: 50, y: 50, width: 80, height: 40))
        control.isContextMenuInteractionEnabled = true
        control.showsMenuAsPrimaryAction = true
        var events: [String] = []
        control.addAction(UIAction { _ in events.append("menuActionTriggered") }, for: .menuActionTriggered)
        control.addAction(UIAction { _ in events.append("touchUpInside") }, for: .touchUpInside)
        root.view.addSubview(control)
        window.rootViewController = root
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        screen.presentFrame()
        screen.tap(at: CGPoint(x: 90, y: 70))
        _ = screen.runUntilAnimationsSettle()
        let presentation = try #require(ContextMenuPresentation.active(in: window))
        #expect(presentation.menuView.frame.minY == 90 + ContextMenuPresentation.margin, "attached under the control")
        #expect(events == ["menuActionTriggered"])
        let row = try #require(presentation.menuView.rowViews.first)
        screen.tap(at: row.convert(CGPoint(x: row.bounds.midX, y: row.bounds.midY), to: window))
        _ = screen.runUntilAnimationsSettle()
        #expect(control.chosen == ["Red"])

        // The app's own interaction on another control: not attached, no .menuActionTriggered.
        let other = SwatchControl(frame: CGRect(x: 200, y: 50, width: 80, height: 40))
        other.addAction(UIAction { _ in events.append("other menuActionTriggered") }, for: .menuActionTriggered)
        let recorder = Recorder()
        other.addInteraction(UIContextMenuInteraction(delegate: recorder))
        root.view.addSubview(other)
        screen.presentFrame()
        screen.movePointer(to: CGPoint(x: 240, y: 70))
        screen.pointerDown(at: CGPoint(x: 240, y: 70), button: 2)
        screen.pointerUp(at: CGPoint(x: 240, y: 70), button: 2)
        _ = screen.runUntilAnimationsSettle()
        let ordinary = try #require(ContextMenuPresentation.active(in: window))
        #expect(ordinary.menuView.frame.minX == 240, "at the pointer, as a context menu opens")
        #expect(!events.contains("other menuActionTriggered"))
    }

    /// A delegate with a one-item menu.
    final class Recorder: NSObject, UIContextMenuInteractionDelegate {
        func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                    configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
            UIContextMenuConfiguration(actionProvider: { _ in UIMenu(children: [UIAction(title: "Blue") { _ in }]) })
        }
    }

    /// A button whose menu attaches where `point` says, recording the configurations asked about.
    final class AttachedButton: UIButton {
        var point: (CGRect) -> CGPoint = { CGPoint(x: $0.midX, y: $0.maxY) }
        var asked: [UIContextMenuConfiguration] = []
        override func menuAttachmentPoint(for configuration: UIContextMenuConfiguration) -> CGPoint {
            asked.append(configuration)
            return point(bounds)
        }
    }

    @Test("Issue 45: menuAttachmentPoint(for:) places a control's menu: by default centred under the middle of its bottom edge; from a subclass's trailing corner it reaches inwards, kept inside the window; a point at the top puts it over the control's top edge")
    func menuAttachmentPoint() throws {
        let screen = HeadlessScreen(size: CGSize(width: 800, height: 600), scale: 1)
        let window = UIWindow()
        let root = UIViewController()
        let button = AttachedButton(type: .system)
        button.setTitle("Sort", for: .normal)
        button.frame = CGRect(x: 300, y: 100, width: 120, height: 44)
        button.menu = UIMenu(children: [UIAction(title: "Name") { _ in }, UIAction(title: "Date") { _ in }])
        button.showsMenuAsPrimaryAction = true
        root.view.addSubview(button)
        window.rootViewController = root
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        screen.presentFrame()
        #expect(button.menuAttachmentPoint(for: UIContextMenuConfiguration()) == CGPoint(x: 60, y: 44), "the default: the middle of the bottom edge")

        func open(_ point: @escaping (CGRect) -> CGPoint) throws -> CGRect {
            ContextMenuPresentation.active(in: window)?.end(choosing: nil)
            _ = screen.runUntilAnimationsSettle()
            button.point = point
            button.asked = []
            screen.tap(at: CGPoint(x: 360, y: 122))
            _ = screen.runUntilAnimationsSettle()
            let presentation = try #require(ContextMenuPresentation.active(in: window))
            #expect(button.asked.count == 1, "asked once, as the menu opens")
            return presentation.menuView.frame
        }
        let centred = try open { CGPoint(x: $0.midX, y: $0.maxY) }
        #expect(abs(centred.midX - 360) < 0.5 && centred.minY == 144 + ContextMenuPresentation.margin)
        let trailing = try open { CGPoint(x: $0.maxX, y: $0.maxY) }
        #expect(abs(trailing.maxX - 420) < 0.5, "from the trailing corner, reaching inwards")
        let overTop = try open { CGPoint(x: $0.minX, y: $0.minY) }
        #expect(abs(overTop.minX - 300) < 0.5 && overTop.minY == 100 + ContextMenuPresentation.margin, "from the leading top corner")
        let inside = try open { CGPoint(x: 30, y: $0.maxY) }
        #expect(abs(inside.midX - 330) < 0.5, "centred on a point inside")
        // At the window's edge the menu stays inside it.
        let offWindow = try open { _ in CGPoint(x: 2000, y: 44) }
        #expect(offWindow.maxX <= 800 - ContextMenuPresentation.margin + 0.5)
    }
}
