import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A context-menu delegate that records what it is asked and told, and makes the menu it is given.
@MainActor
final class MenuRecorder: UIContextMenuInteractionDelegate {
    var calls: [String] = []
    var chosen: [String] = []
    var makesConfiguration = true
    var previewController: UIViewController?
    var commitStyle: UIContextMenuInteractionCommitStyle?
    lazy var menu: UIMenu = UIMenu(title: "", children: [
        action("Copy"),
        action("Share"),
        UIMenu(title: "", options: .displayInline, children: [action("Favorite", state: .on), action("Hidden", attributes: .hidden)]),
        action("Disabled", attributes: .disabled),
        UIMenu(title: "More", children: [action("Rename"), action("Duplicate")]),
        action("Delete", attributes: .destructive),
    ])

    func action(_ title: String, attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off) -> UIAction {
        UIAction(title: title, attributes: attributes, state: state) { [weak self] action in self?.chosen.append(action.title) }
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        calls.append("configuration")
        guard makesConfiguration else { return nil }
        let menu = self.menu
        let previewController = self.previewController
        var provider: UIContextMenuContentPreviewProvider?
        if let previewController { provider = { previewController } }
        return UIContextMenuConfiguration(identifier: "item" as NSString, previewProvider: provider, actionProvider: { _ in menu })
    }
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
        calls.append("previewForHighlighting")
        return nil
    }
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                previewForDismissingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
        calls.append("previewForDismissing")
        return nil
    }
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionAnimating?) {
        calls.append("willDisplay")
        animator?.addCompletion { [weak self] in self?.calls.append("displayed") }
    }
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionAnimating?) {
        calls.append("willEnd")
        animator?.addCompletion { [weak self] in self?.calls.append("ended") }
    }
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionCommitAnimating) {
        calls.append("willPerformPreviewAction")
        if let commitStyle { animator.preferredCommitStyle = commitStyle }
        animator.addCompletion { [weak self] in self?.calls.append("committed") }
    }
}

/// A view that performs an action a menu command sends up the responder chain.
@MainActor
final class CopyingView: UIView {
    var copies = 0
    func copyCalled(_ sender: Any?) { copies += 1 }
}

@MainActor
@Suite("Context menus", .serialized, .exclusiveUIKit)
struct ContextMenuTests {
    struct Scene {
        let screen: HeadlessScreen
        let window: UIWindow
        let view: UIView
        let interaction: UIContextMenuInteraction
        let recorder: MenuRecorder
    }

    /// A 200-point square at (100,100) with a context menu.
    func makeScene(recorder: MenuRecorder = MenuRecorder(), size: CGSize = CGSize(width: 800, height: 600)) -> Scene {
        let screen = HeadlessScreen(size: size, scale: 1)
        let window = UIWindow()
        let root = UIViewController()
        let view = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        view.backgroundColor = .systemTeal
        let interaction = UIContextMenuInteraction(delegate: recorder)
        view.addInteraction(interaction)
        root.view.addSubview(view)
        window.rootViewController = root
        window.makeKeyAndVisible()
        screen.presentFrame()
        return Scene(screen: screen, window: window, view: view, interaction: interaction, recorder: recorder)
    }

    func presentation(_ scene: Scene) -> ContextMenuPresentation? { ContextMenuPresentation.active(in: scene.window) }

    func titles(_ scene: Scene) -> [String] {
        presentation(scene)?.menuView.rowViews.map(\.element.title) ?? []
    }

    /// The centre of the row titled `title`, in the window.
    func rowCenter(_ scene: Scene, _ title: String) throws -> CGPoint {
        let menu = try #require(presentation(scene)?.menuView)
        let row = try #require(menu.rowViews.first { $0.element.title == title })
        return row.convert(CGPoint(x: row.bounds.midX, y: row.bounds.midY), to: scene.window)
    }

    func secondaryClick(_ scene: Scene, at point: CGPoint) {
        scene.screen.movePointer(to: point)
        scene.screen.click(at: point, button: 2)
        _ = scene.screen.runUntilAnimationsSettle()
    }

    @Test("A secondary click opens a compact menu at the pointer without a preview: configuration, then willDisplay")
    func secondaryClickOpens() throws {
        let scene = makeScene()
        defer { scene.window.isHidden = true }
        secondaryClick(scene, at: CGPoint(x: 150, y: 160))
        #expect(scene.recorder.calls == ["configuration", "willDisplay", "displayed"])
        #expect(scene.interaction.menuAppearance == .compact)
        #expect(scene.interaction.location(in: scene.view) == CGPoint(x: 50, y: 60))
        let menu = try #require(presentation(scene)?.menuView)
        #expect(menu.frame.origin == CGPoint(x: 150, y: 160), "its corner at the pointer")
        #expect(menu.isFirstResponder, "the menu takes the keyboard")
    }

    @Test("The menu opens as the secondary button goes down, before it comes up; the primary button opens nothing")
    func opensOnPress() {
        let scene = makeScene()
        defer { scene.window.isHidden = true }
        scene.screen.movePointer(to: CGPoint(x: 150, y: 160))
        scene.screen.click(at: CGPoint(x: 150, y: 160))
        #expect(presentation(scene) == nil, "a primary click opens nothing")
        scene.screen.pointerDown(at: CGPoint(x: 150, y: 160), button: 2)
        #expect(presentation(scene) != nil, "open while the button is still down")
        scene.screen.pointerUp(at: CGPoint(x: 150, y: 160), button: 2)
        _ = scene.screen.runUntilAnimationsSettle()
        #expect(presentation(scene) != nil, "the release does not end it")
    }

    @Test("Choosing an item ends the menu, then runs the action: willEnd, the handler, the end animation's completion")
    func choosingRuns() throws {
        let scene = makeScene()
        defer { scene.window.isHidden = true }
        secondaryClick(scene, at: CGPoint(x: 150, y: 160))
        scene.screen.click(at: try rowCenter(scene, "Share"))
        #expect(scene.recorder.chosen == ["Share"])
        #expect(scene.recorder.calls.suffix(1) == ["willEnd"])
        _ = scene.screen.runUntilAnimationsSettle()
        #expect(scene.recorder.calls.suffix(2) == ["willEnd", "ended"])
        #expect(presentation(scene) == nil)
        #expect(!scene.window.subviews.contains { $0 is ContextMenuBackdropView }, "the menu is gone")
        #expect(scene.interaction.menuAppearance == .unknown)
    }

    @Test("Hidden elements are left out, inline sections sit between separators, disabled ones cannot be chosen, destructive ones are red, on shows a check mark")
    func attributesAndStates() throws {
        let scene = makeScene()
        defer { scene.window.isHidden = true }
        secondaryClick(scene, at: CGPoint(x: 150, y: 160))
        #expect(titles(scene) == ["Copy", "Share", "Favorite", "Disabled", "More", "Delete"])
        let page = try #require(presentation(scene)?.menuView.page)
        let kinds = page.rows.map { row -> String in if case .element(let element) = row { element.title } else { "—" } }
        #expect(kinds == ["Copy", "Share", "—", "Favorite", "—", "Disabled", "More", "Delete"])
        scene.screen.click(at: try rowCenter(scene, "Disabled"))
        _ = scene.screen.runUntilAnimationsSettle()
        #expect(scene.recorder.chosen.isEmpty && presentation(scene) != nil, "a disabled item does nothing and the menu stays")
        let rows = try #require(presentation(scene)?.menuView.rowViews)
        let delete = try #require(rows.first { $0.element.title == "Delete" })
        let deleteLabel = try #require(delete.subviews.compactMap { $0 as? UILabel }.first)
        #expect(deleteLabel.textColor == .systemRed)
        let checks = rows.map { row in row.subviews.compactMap { $0 as? AccessoryGlyphView }.first { $0.glyph == .checkmark }?.isHidden == false }
        #expect(checks == [false, false, true, false, false, false], "only Favorite (on) is checked")
    }

    @Test("A submenu opens in place under a heading that leads back; its items run")
    func submenuInPlace() throws {
        let scene = makeScene()
        defer { scene.window.isHidden = true }
        secondaryClick(scene, at: CGPoint(x: 150, y: 160))
        scene.screen.click(at: try rowCenter(scene, "More"))
        #expect(titles(scene) == ["Rename", "Duplicate"])
        let menu = try #require(presentation(scene)?.menuView)
        #expect(menu.frame.size == menu.preferredSize(), "the menu takes the submenu's size")
        // The heading is the first row's height above the first item.
        let first = try rowCenter(scene, "Rename")
        scene.screen.click(at: CGPoint(x: first.x, y: first.y - menu.metrics.rowHeight))
        #expect(titles(scene) == ["Copy", "Share", "Favorite", "Disabled", "More", "Delete"])
        #expect(menu.frame.size == menu.preferredSize(), "and the top level's again")
        scene.screen.click(at: try rowCenter(scene, "More"))
        scene.screen.click(at: try rowCenter(scene, "Duplicate"))
        #expect(scene.recorder.chosen == ["Duplicate"])
    }

    @Test("Keys: arrows move among the items that can be chosen, Return chooses, right and left open and close a submenu, letters jump, Escape ends")
    func keyboard() throws {
        let scene = makeScene()
        defer { scene.window.isHidden = true }
        secondaryClick(scene, at: CGPoint(x: 150, y: 160))
        let menu = try #require(presentation(scene)?.menuView)
        scene.screen.press(.keyboardDownArrow)
        #expect(menu.highlighted == 0)
        scene.screen.press(.keyboardUpArrow)
        #expect(menu.highlighted == 5, "up from the top wraps to the last")
        scene.screen.press(.keyboardUpArrow)
        scene.screen.press(.keyboardUpArrow)
        #expect(menu.highlighted == 2, "Disabled is skipped")
        scene.screen.press(.keyboardDownArrow)
        scene.screen.press(.keyboardRightArrow)
        #expect(titles(scene) == ["Rename", "Duplicate"])
        scene.screen.press(.keyboardLeftArrow)
        #expect(titles(scene).first == "Copy")
        scene.screen.type("sh")
        #expect(menu.highlighted == 1, "typing jumps to Share")
        scene.screen.press(.keyboardReturnOrEnter)
        #expect(scene.recorder.chosen == ["Share"])
        _ = scene.screen.runUntilAnimationsSettle()

        secondaryClick(scene, at: CGPoint(x: 150, y: 160))
        scene.screen.press(.keyboardEscape)
        _ = scene.screen.runUntilAnimationsSettle()
        #expect(presentation(scene) == nil)
        #expect(scene.recorder.chosen == ["Share"])
    }

    @Test("A pen's long press opens the rich menu too; the iOS 14 SDK's lower-case UIContextMenuInteraction.appearance names the same type")
    func pencilLongPressOpensRich() throws {
        let scene = makeScene()
        defer { scene.window.isHidden = true }
        scene.screen.pencilDown(at: CGPoint(x: 200, y: 200))
        scene.screen.advance(by: 0.6)
        scene.screen.pencilUp(at: CGPoint(x: 200, y: 200))
        _ = scene.screen.runUntilAnimationsSettle()
        let appearance: UIContextMenuInteraction.appearance = scene.interaction.menuAppearance
        #expect(appearance == .rich)
        #expect(scene.recorder.calls.prefix(3) == ["configuration", "previewForHighlighting", "willDisplay"])
        scene.screen.press(.keyboardEscape)
        _ = scene.screen.runUntilAnimationsSettle()
    }

    @Test("A long press opens a rich menu with the view lifted over a dimmed backdrop: configuration, previewForHighlighting, willDisplay; a tap outside ends it: willEnd, previewForDismissing")
    func longPressOpens() throws {
        let scene = makeScene()
        defer { scene.window.isHidden = true }
        scene.screen.touchDown(at: CGPoint(x: 200, y: 200))
        scene.screen.advance(by: 0.6)
        scene.screen.touchUp(at: CGPoint(x: 200, y: 200))
        _ = scene.screen.runUntilAnimationsSettle()
        #expect(scene.recorder.calls == ["configuration", "previewForHighlighting", "willDisplay", "displayed"])
        #expect(scene.interaction.menuAppearance == .rich)
        let menu = try #require(presentation(scene)?.menuView)
        #expect(menu.frame.minY == 300 + ContextMenuPresentation.margin, "under the lifted view")
        #expect(menu.frame.minX == 100, "aligned with its leading edge")
        let backdrop = try #require(scene.window.subviews.last as? ContextMenuBackdropView)
        #expect((backdrop.backgroundColor?.cgColor.alpha ?? 0) > 0, "the backdrop is dimmed")
        scene.screen.tap(at: CGPoint(x: 700, y: 50))
        _ = scene.screen.runUntilAnimationsSettle()
        #expect(scene.recorder.calls.suffix(3) == ["willEnd", "previewForDismissing", "ended"])
        #expect(scene.recorder.chosen.isEmpty)
    }

    @Test("Tapping the preview commits it: willPerformPreviewAction, then the menu ends and the commit animator completes")
    func commitPreview() throws {
        let recorder = MenuRecorder()
        recorder.previewController = UIViewController()
        recorder.previewController?.preferredContentSize = CGSize(width: 240, height: 160)
        let scene = makeScene(recorder: recorder)
        defer { scene.window.isHidden = true }
        scene.screen.touchDown(at: CGPoint(x: 200, y: 200))
        scene.screen.advance(by: 0.6)
        scene.screen.touchUp(at: CGPoint(x: 200, y: 200))
        _ = scene.screen.runUntilAnimationsSettle()
        #expect(recorder.previewController?.view.bounds.size == CGSize(width: 240, height: 160), "the preview controller at its preferred size")
        scene.screen.tap(at: CGPoint(x: 200, y: 200))
        _ = scene.screen.runUntilAnimationsSettle()
        #expect(recorder.calls.suffix(5) == ["willPerformPreviewAction", "willEnd", "previewForDismissing", "ended", "committed"])
    }

    @Test("No configuration or an empty menu opens nothing; a menu with thousands of items fits the window and scrolls to the highlighted one")
    func badInput() throws {
        let recorder = MenuRecorder()
        recorder.makesConfiguration = false
        let scene = makeScene(recorder: recorder)
        defer { scene.window.isHidden = true }
        secondaryClick(scene, at: CGPoint(x: 150, y: 160))
        #expect(presentation(scene) == nil)
        recorder.makesConfiguration = true
        recorder.menu = UIMenu(children: [recorder.action("Gone", attributes: .hidden)])
        secondaryClick(scene, at: CGPoint(x: 150, y: 160))
        #expect(presentation(scene) == nil, "nothing to show")
        recorder.menu = UIMenu(children: (0..<3000).map { recorder.action("Item \($0)") })
        secondaryClick(scene, at: CGPoint(x: 150, y: 160))
        let menu = try #require(presentation(scene)?.menuView)
        #expect(menu.frame.height <= 600 - 2 * ContextMenuPresentation.margin)
        #expect(menu.frame.minY >= ContextMenuPresentation.margin)
        scene.screen.press(.keyboardUpArrow)
        #expect(menu.highlighted == 2999)
        let last = menu.rowViews[2999]
        let shown = last.convert(last.bounds, to: menu)
        #expect(shown.maxY <= menu.bounds.height + 0.5 && shown.minY >= 0, "scrolled to the last item")
    }

    @Test("Near the window's right and bottom edges a pointer's menu opens to the left of and above the pointer")
    func placementFlips() throws {
        let scene = makeScene()
        defer { scene.window.isHidden = true }
        scene.view.frame = CGRect(x: 500, y: 400, width: 290, height: 190)
        scene.screen.presentFrame()
        secondaryClick(scene, at: CGPoint(x: 780, y: 580))
        let menu = try #require(presentation(scene)?.menuView)
        #expect(menu.frame.maxX == 780 && menu.frame.maxY == 580)
    }

    @Test("RSP-06 a command goes up the responder chain from the view; updateVisibleMenu replaces the menu; dismissMenu ends it")
    func commandsAndUpdates() throws {
        let scene = makeScene()
        defer { scene.window.isHidden = true }
        let copying = CopyingView(frame: scene.view.frame)
        scene.view.superview?.addSubview(copying)
        let interaction = UIContextMenuInteraction(delegate: scene.recorder)
        copying.addInteraction(interaction)
        scene.recorder.menu = UIMenu(children: [UICommand(title: "Copy", action: .menuTestCopy)])
        secondaryClick(scene, at: CGPoint(x: 150, y: 160))
        scene.screen.click(at: try rowCenter(scene, "Copy"))
        #expect(copying.copies == 1)
        _ = scene.screen.runUntilAnimationsSettle()

        secondaryClick(scene, at: CGPoint(x: 150, y: 160))
        interaction.updateVisibleMenu { menu in menu.replacingChildren(menu.children + [scene.recorder.action("Paste")]) }
        #expect(titles(scene) == ["Copy", "Paste"])
        interaction.dismissMenu()
        _ = scene.screen.runUntilAnimationsSettle()
        #expect(presentation(scene) == nil)
    }
}

extension Selector {
    @MainActor static let menuTestCopy = Selector("menuTestCopy:", CopyingView.copyCalled)
}
