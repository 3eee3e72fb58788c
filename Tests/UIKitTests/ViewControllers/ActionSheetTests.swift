import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Action sheets: a popover without its cancel button in a regular window, a sheet rising from
/// the bottom in a compact one; tapping outside cancels (ALERT-03, ALERT-04).
@MainActor
@Suite("Action sheets", .exclusiveUIKit)
struct ActionSheetTests {
    struct Scene {
        let screen: HeadlessScreen
        let window: UIWindow
        let root: UIViewController
        let button: UIButton
    }

    func makeScene(size: CGSize) -> Scene {
        let screen = HeadlessScreen(size: size, scale: 1)
        let window = UIWindow()
        let root = UIViewController()
        root.view.backgroundColor = .systemBackground
        let button = UIButton(type: .system)
        button.setTitle("Share", for: .normal)
        button.frame = CGRect(x: size.width / 2 - 40, y: 100, width: 80, height: 44)
        root.view.addSubview(button)
        window.rootViewController = root
        window.makeKeyAndVisible()
        screen.presentFrame()
        return Scene(screen: screen, window: window, root: root, button: button)
    }

    func makeSheet(log: @escaping (String) -> Void) -> UIAlertController {
        let sheet = UIAlertController(title: "Photo", message: "What to do with it?", preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Copy", style: .default) { _ in log("Copy") })
        sheet.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in log("Delete") })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in log("Cancel") })
        return sheet
    }

    @Test("ALERT-03 ALERT-04 on an iPad an action sheet is a popover without its cancel button; a tap outside dismisses it and runs the cancel handler")
    func popover() throws {
        let scene = makeScene(size: CGSize(width: 1024, height: 768))
        defer { scene.window.isHidden = true }
        var log: [String] = []
        let sheet = makeSheet { log.append($0) }
        #expect(sheet.modalPresentationStyle == .popover)
        let popover = try #require(sheet.popoverPresentationController)
        popover.sourceView = scene.button
        popover.sourceRect = scene.button.bounds
        scene.root.present(sheet, animated: true)
        scene.screen.runUntilAnimationsSettle()
        #expect(popover.arrowDirection == .up)
        let view = try #require(sheet.actionSheetView)
        #expect(view.isInPopover)
        #expect(view.buttons.map { $0.action.title } == ["Copy", "Delete"], "in the order added, cancel left out")
        #expect(view.bounds.width == ActionSheetMetrics.popoverWidth)
        #expect(view.buttons.allSatisfy { $0.window === scene.window })
        scene.screen.tap(at: CGPoint(x: 900, y: 600))
        scene.screen.runUntilAnimationsSettle()
        #expect(log == ["Cancel"])
        #expect(scene.root.presentedViewController == nil)
    }

    @Test("ALERT-02 a button of the action sheet popover dismisses it, then runs its handler")
    func button() throws {
        let scene = makeScene(size: CGSize(width: 1024, height: 768))
        defer { scene.window.isHidden = true }
        var log: [String] = []
        let sheet = makeSheet { log.append($0) }
        sheet.popoverPresentationController?.sourceView = scene.button
        scene.root.present(sheet, animated: false)
        scene.screen.runUntilAnimationsSettle()
        let copy = try #require(sheet.actionSheetView?.buttons.first)
        scene.screen.tap(at: copy.convert(CGPoint(x: copy.bounds.midX, y: copy.bounds.midY), to: nil))
        scene.screen.runUntilAnimationsSettle()
        #expect(log == ["Copy"])
        #expect(scene.root.presentedViewController == nil)
    }

    @Test("ALERT-03 ALERT-04 in a compact window an action sheet rises from the bottom with its cancel button, needing no anchor; a tap above cancels")
    func compact() throws {
        let scene = makeScene(size: CGSize(width: 375, height: 667))
        defer { scene.window.isHidden = true }
        var log: [String] = []
        let sheet = makeSheet { log.append($0) }
        scene.root.present(sheet, animated: true)
        scene.screen.runUntilAnimationsSettle()
        let view = try #require(sheet.actionSheetView)
        #expect(!view.isInPopover)
        #expect(sheet.popoverPresentationController?.arrowDirection == .unknown)
        #expect(view.convert(view.bounds, to: nil) == scene.window.bounds)
        let cancel = try #require(view.subviews.compactMap { $0.subviews.first as? AlertActionButton }.first { $0.action.style == .cancel })
        let cancelFrame = cancel.convert(cancel.bounds, to: nil)
        #expect(cancelFrame == CGRect(x: 8, y: 667 - 8 - 57, width: 359, height: 57))
        scene.screen.tap(at: CGPoint(x: 187, y: 100))
        scene.screen.runUntilAnimationsSettle()
        #expect(log == ["Cancel"])
        #expect(scene.root.presentedViewController == nil)
    }

    @Test("ALERT-03 an action sheet shown as a popover with no anchor fails, naming sourceView and barButtonItem")
    func missingAnchor() {
        let scene = makeScene(size: CGSize(width: 1024, height: 768))
        defer { scene.window.isHidden = true }
        var messages: [String] = []
        UIKitFailure.handler = { messages.append($0) }
        defer { UIKitFailure.handler = nil }
        let sheet = makeSheet { _ in }
        scene.root.present(sheet, animated: false)
        scene.screen.presentFrame()
        #expect(messages.count == 1 && messages[0].contains("sourceView") && messages[0].contains("barButtonItem"))
        #expect(scene.root.presentedViewController == nil)
    }

    @Test("An action sheet takes no text fields; the error names the API")
    func noTextFields() {
        var messages: [String] = []
        UIKitFailure.handler = { messages.append($0) }
        defer { UIKitFailure.handler = nil }
        let sheet = makeSheet { _ in }
        sheet.addTextField()
        #expect(sheet.textFields == nil)
        #expect(messages.first?.contains("addTextField") == true)
    }
}
