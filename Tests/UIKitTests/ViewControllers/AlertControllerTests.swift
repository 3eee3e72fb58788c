import Testing
@testable import UIKit
import UIKitTesting

@MainActor
@Suite("UIAlertController", .serialized, .exclusiveUIKit)
struct AlertControllerTests {
    @MainActor
    private final class Harness {
        let screen: HeadlessScreen
        let window = UIWindow()
        let root = UIViewController()

        init(size: CGSize = CGSize(width: 1024, height: 768)) {
            screen = HeadlessScreen(size: size, scale: 1)
            root.view.backgroundColor = .systemBackground
            window.rootViewController = root
            window.makeKeyAndVisible()
            screen.presentFrame()
        }

        func present(_ alert: UIAlertController, animated: Bool = false) {
            root.present(alert, animated: animated)
            screen.presentFrame()
            _ = screen.runUntilAnimationsSettle()
        }

        /// The centre of the button showing `title`, in window coordinates.
        func button(_ title: String, in alert: UIAlertController) -> AlertActionButton? {
            alert.alertView?.buttons.first { $0.action.title == title }
        }

        func tapButton(_ title: String, in alert: UIAlertController) {
            guard let button = button(title, in: alert) else { return }
            screen.tap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: window))
            _ = screen.runUntilAnimationsSettle()
        }

        isolated deinit { window.isHidden = true }
    }

    @Test("A button narrower than its title insets gives its title an empty frame, never CGRect.null (found by the headless tour)")
    func narrowButton() {
        let button = AlertActionButton(action: UIAlertAction(title: "OK", style: .default))
        button.frame = CGRect(x: 0, y: 0, width: 10, height: 44)
        button.layoutIfNeeded()
        #expect(button.titleLabel.frame == CGRect(x: 5, y: 0, width: 0, height: 44))
        #expect(button.titleLabel.layer.position.x.isFinite)
    }

    @Test("ALERT-01 an alert is a presented controller with actions of three styles, kept in the order added")
    func basics() {
        let harness = Harness()
        let alert = UIAlertController(title: "Delete?", message: "This cannot be undone.", preferredStyle: .alert)
        let delete = UIAlertAction(title: "Delete", style: .destructive)
        let keep = UIAlertAction(title: "Keep", style: .default)
        let cancel = UIAlertAction(title: "Cancel", style: .cancel)
        [keep, cancel, delete].forEach(alert.addAction)
        #expect(alert.actions == [keep, cancel, delete])
        #expect(alert.preferredStyle == .alert)
        #expect(alert.modalPresentationStyle == .custom)
        harness.present(alert)
        #expect(harness.root.presentedViewController === alert)
        #expect(alert.presentingViewController === harness.root)
        #expect(alert.isViewLoaded && alert.view.window === harness.window)
    }

    @Test("ALERT-02 tapping a button dismisses the alert, then runs the handler")
    func tapDismissesThenHandles() {
        let harness = Harness()
        let alert = UIAlertController(title: "Title", message: nil, preferredStyle: .alert)
        var events: [String] = []
        alert.addAction(UIAlertAction(title: "OK", style: .default) { action in
            events.append("handler \(action.title ?? "") presented=\(harness.root.presentedViewController != nil)")
        })
        harness.present(alert, animated: true)
        harness.tapButton("OK", in: alert)
        #expect(events == ["handler OK presented=false"])
        #expect(harness.root.presentedViewController == nil)
        #expect(alert.viewIfLoaded?.window == nil)
    }

    @Test("ALERT-02 a nil handler is fine; a disabled action's button does nothing")
    func nilHandlerAndDisabled() {
        let harness = Harness()
        let alert = UIAlertController(title: "Title", message: nil, preferredStyle: .alert)
        let disabled = UIAlertAction(title: "Send", style: .default)
        disabled.isEnabled = false
        alert.addAction(disabled)
        alert.addAction(UIAlertAction(title: "Close", style: .cancel))
        harness.present(alert)
        harness.tapButton("Send", in: alert)
        #expect(harness.root.presentedViewController === alert)
        harness.tapButton("Close", in: alert)
        #expect(harness.root.presentedViewController == nil)
    }

    @Test("ALERT-05 destructive first, defaults in order, cancel last; actions keep the order added")
    func verticalOrder() throws {
        let harness = Harness()
        let alert = UIAlertController(title: "Order", message: nil, preferredStyle: .alert)
        for (title, style) in [("A", UIAlertAction.Style.default), ("Cancel", .cancel), ("D", .destructive), ("B", .default)] {
            alert.addAction(UIAlertAction(title: title, style: style))
        }
        harness.present(alert)
        let view = try #require(alert.alertView)
        #expect(!view.isSideBySide)
        #expect(view.buttons.map(\.action.title) == ["D", "A", "B", "Cancel"])
        let tops = view.buttons.map(\.frame.minY)
        #expect(tops == tops.sorted())
        #expect(alert.actions.map(\.title) == ["A", "Cancel", "D", "B"])
        #expect(view.buttons.filter(\.isEmphasized).map(\.action.title) == ["Cancel"])
    }

    @Test("ALERT-05 two short buttons sit side by side with cancel leading; with no cancel the last default is bold")
    func sideBySide() throws {
        let harness = Harness()
        let alert = UIAlertController(title: "Two", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        harness.present(alert)
        let view = try #require(alert.alertView)
        #expect(view.isSideBySide)
        #expect(view.buttons.map(\.action.title) == ["Cancel", "OK"])
        #expect(view.buttons[0].frame.minY == view.buttons[1].frame.minY)
        #expect(view.buttons[0].frame.maxX < view.buttons[1].frame.minX + 1)

        let arranged = AlertView.arrange([UIAlertAction(title: "One", style: .default), UIAlertAction(title: "Two", style: .default)],
                                         preferred: nil, sideBySide: true)
        #expect(arranged.order.map(\.title) == ["One", "Two"])
        #expect(arranged.emphasized?.title == "Two")
    }

    @Test("ALERT-06 the preferred action is bold without moving")
    func preferredAction() throws {
        let harness = Harness()
        let alert = UIAlertController(title: "Save changes?", message: nil, preferredStyle: .alert)
        let save = UIAlertAction(title: "Save", style: .default)
        alert.addAction(save)
        alert.addAction(UIAlertAction(title: "Don't Save", style: .destructive))
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.preferredAction = save
        harness.present(alert)
        let view = try #require(alert.alertView)
        #expect(view.buttons.map(\.action.title) == ["Don't Save", "Save", "Cancel"])
        #expect(view.buttons.filter(\.isEmphasized).map(\.action.title) == ["Save"])
    }

    @Test("Return chooses the preferred action and Escape the cancel action")
    func keyboard() {
        let harness = Harness()
        var chosen: [String] = []
        func makeAlert() -> UIAlertController {
            let alert = UIAlertController(title: "Keys", message: nil, preferredStyle: .alert)
            let go = UIAlertAction(title: "Go", style: .default) { _ in chosen.append("Go") }
            alert.addAction(go)
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in chosen.append("Cancel") })
            alert.preferredAction = go
            return alert
        }
        let first = makeAlert()
        harness.present(first)
        #expect(first.isFirstResponder)
        #expect(harness.window.firstResponder === first)
        harness.screen.press(.keyboardReturnOrEnter, characters: "\r")
        _ = harness.screen.runUntilAnimationsSettle()
        harness.present(makeAlert())
        harness.screen.press(.keyboardEscape)
        _ = harness.screen.runUntilAnimationsSettle()
        #expect(chosen == ["Go", "Cancel"])
        #expect(harness.root.presentedViewController == nil)
    }

    @Test("RSP-04 text fields: the first takes the keyboard, and its responder chain reaches the alert")
    func textFields() throws {
        let harness = Harness()
        let alert = UIAlertController(title: "Sign In", message: "Enter your name.", preferredStyle: .alert)
        #expect(alert.textFields == nil)
        alert.addTextField { $0.placeholder = "Name" }
        alert.addTextField { $0.placeholder = "Password" }
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        harness.present(alert)
        let fields = try #require(alert.textFields)
        #expect(fields.count == 2)
        #expect(fields[0].isFirstResponder)
        var chain: [UIResponder] = []
        var cursor: UIResponder? = fields[0]
        while let responder = cursor { chain.append(responder); cursor = responder.next }
        #expect(chain.contains { $0 === alert })
        #expect(fields[0].frame.maxY <= fields[1].frame.minY)
    }

    @Test("An alert is centred and keeps its size in every size class (it never adapts)")
    func centredInAnySize() throws {
        for width in [1024.0, 375.0] {
            let harness = Harness(size: CGSize(width: width, height: 768))
            let alert = UIAlertController(title: "Centred", message: "Same in compact width.", preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .default))
            harness.present(alert)
            let frame = alert.view.frame
            #expect(frame.width == 270)
            #expect(abs(frame.midX - width / 2) <= 0.5)
            #expect(abs(frame.midY - 384) <= 0.5)
            #expect(alert.traitCollection.userInterfaceLevel == .elevated)
            harness.root.dismiss(animated: false)
        }
    }

    @Test("Bad input is refused by name: a preferred action not added, a second cancel action")
    func badInput() {
        var failures: [String] = []
        UIKitFailure.handler = { failures.append($0) }
        defer { UIKitFailure.handler = nil }
        let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
        alert.preferredAction = UIAlertAction(title: "Stranger", style: .default)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Also Cancel", style: .cancel))
        #expect(alert.preferredAction == nil)
        #expect(alert.actions.count == 1)
        #expect(failures.count == 2)
        #expect(failures[0].contains("UIAlertController.preferredAction"))
        #expect(failures[1].contains("only one action with the .cancel style"))
    }
}
