import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A view controller that brings its own keyboard when it is first responder.
@MainActor
private final class KeypadViewController: UIViewController {
    let keypad = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 180))
    override var canBecomeFirstResponder: Bool { true }
    override var inputView: UIView? { keypad }
}

/// A form sheet that lets the keyboard go as any other controller does.
@MainActor
private final class DismissingFormController: UIViewController {
    override var disablesAutomaticKeyboardDismissal: Bool { false }
}

@MainActor
@Suite("Keyboards and view controllers", .serialized, .exclusiveUIKit)
struct KeyboardPresentationTests {
    private func setUp() -> (HeadlessScreen, UIWindow, UIViewController) {
        let screen = HeadlessScreen(size: CGSize(width: 1024, height: 768), scale: 1)
        let window = UIWindow()
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        screen.presentFrame()
        return (screen, window, root)
    }

    /// Presents `controller` as `style` with a field that brings a keypad, makes the field
    /// first responder, then resigns it; returns the keyboard notifications of the resignation
    /// and, separately, of dismissing the sheet afterwards.
    private func resignInSheet(_ controller: UIViewController, style: UIModalPresentationStyle) -> [String] {
        resignAndDismiss(controller, style: style).resign
    }

    private func resignAndDismiss(_ controller: UIViewController, style: UIModalPresentationStyle) -> (resign: [String], dismiss: [String]) {
        let (screen, window, root) = setUp()
        defer { window.isHidden = true }
        controller.modalPresentationStyle = style
        let field = CustomInputResponder(frame: CGRect(x: 20, y: 20, width: 200, height: 30))
        field.customInputView = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 200))
        controller.view.addSubview(field)
        root.present(controller, animated: false)
        screen.presentFrame()
        _ = field.becomeFirstResponder()
        _ = screen.runUntilAnimationsSettle()
        let log = KeyboardLog()
        defer { log.stop() }
        _ = field.resignFirstResponder()
        _ = screen.runUntilAnimationsSettle()
        let resign = log.names
        log.clear()
        root.dismiss(animated: false)
        _ = screen.runUntilAnimationsSettle()
        return (resign, log.names)
    }

    @Test("KB-05 in a form sheet the keyboard stays when the text field resigns")
    func formSheetKeepsKeyboard() {
        #expect(UIViewController().disablesAutomaticKeyboardDismissal == false)
        let form = UIViewController()
        form.modalPresentationStyle = .formSheet
        #expect(form.disablesAutomaticKeyboardDismissal)
        let kept = resignAndDismiss(UIViewController(), style: .formSheet)
        #expect(kept.resign == [])
        #expect(kept.dismiss.contains("WillHide"))
    }

    @Test("KB-05 overriding disablesAutomaticKeyboardDismissal to false lets it go; a page sheet lets it go")
    func overrideOrPageSheetDismisses() {
        #expect(resignInSheet(DismissingFormController(), style: .formSheet).contains("WillHide"))
        #expect(resignInSheet(UIViewController(), style: .pageSheet).contains("WillHide"))
    }

    @Test("FR-07 a view controller that can become first responder shows its inputView")
    func viewControllerInputView() {
        let (screen, window, root) = setUp()
        defer { window.isHidden = true }
        let controller = KeypadViewController()
        root.addChild(controller)
        root.view.addSubview(controller.view)
        controller.didMove(toParent: root)
        #expect(controller.becomeFirstResponder())
        #expect(window.firstResponder === controller)
        _ = screen.runUntilAnimationsSettle()
        #expect(controller.keypad.window === window)
        #expect(controller.keypad.convert(controller.keypad.bounds, to: window) == CGRect(x: 0, y: 588, width: 1024, height: 180))
        #expect(controller.resignFirstResponder())
        _ = screen.runUntilAnimationsSettle()
        #expect(controller.keypad.window == nil)
    }
}
