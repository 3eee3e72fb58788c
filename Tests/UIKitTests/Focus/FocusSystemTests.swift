import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// The focus system: moves by Tab and the arrows through environments that are asked and
/// told, requests from the app, groups, guides and the animation coordinator.
@MainActor
@Suite("Focus system", .serialized, .exclusiveUIKit)
struct FocusSystemTests {
    @MainActor
    private struct Scene {
        let screen: HeadlessScreen
        let window: UIWindow
        let controller: UIViewController
        let container: FocusLoggingView
        let a: FocusLoggingButton
        let b: FocusLoggingButton
        let c: FocusLoggingButton
        let recorder: FocusNotificationRecorder

        var focused: UIFocusItem? { UIFocusSystem(for: window)?.focusedItem }
        func close() {
            recorder.stop()
            window.isHidden = true
        }
    }

    /// A at the top left, B below it, C to B's right, in a controller's view.
    private func makeScene() -> Scene {
        let screen = HeadlessScreen(size: CGSize(width: 600, height: 400), scale: 1)
        let window = UIWindow()
        let controller = UIViewController()
        let container = FocusLoggingView(frame: window.bounds)
        controller.view = container
        let a = FocusLoggingButton.titled("A", frame: CGRect(x: 20, y: 20, width: 80, height: 44))
        let b = FocusLoggingButton.titled("B", frame: CGRect(x: 20, y: 100, width: 80, height: 44))
        let c = FocusLoggingButton.titled("C", frame: CGRect(x: 200, y: 100, width: 80, height: 44))
        for button in [c, b, a] { container.addSubview(button) }
        window.rootViewController = controller
        window.makeKeyAndVisible()
        screen.presentFrame()
        return Scene(screen: screen, window: window, controller: controller, container: container, a: a, b: b, c: c,
                     recorder: FocusNotificationRecorder())
    }

    @Test("Tab moves the focus: both chains are asked and told, the window's system names the item, and a notification carries the context")
    func tabMovesFocus() throws {
        let scene = makeScene()
        defer { scene.close() }
        #expect(scene.window.screen.focusedItem == nil && scene.window.screen.supportsFocus)
        scene.screen.tab()
        #expect(scene.focused === scene.a && scene.a.isFocused && !scene.b.isFocused)
        #expect(scene.window.screen.focusedItem === scene.a && scene.window.screen.focusedView === scene.a)
        #expect(scene.a.log == ["should next", "did gained next"])
        #expect(scene.container.log == ["should", "did nil→A"])
        let first = try #require(scene.recorder.updates.first)
        #expect(first.previouslyFocusedItem == nil && first.nextFocusedView === scene.a && first.focusHeading == .next)
        #expect(scene.recorder.coordinators.count == 1)

        scene.screen.tab()
        #expect(scene.focused === scene.b)
        #expect(scene.a.log.suffix(2) == ["should next", "did lost next"])
        #expect(scene.b.log == ["should next", "did gained next"])
        // The container is on both chains: asked and told once.
        #expect(scene.container.log.suffix(2) == ["should", "did A→B"])

        scene.screen.tab(backwards: true)
        #expect(scene.focused === scene.a)
        #expect(scene.recorder.updates.last?.focusHeading == .previous)
        #expect(scene.recorder.updates.count == 3 && scene.recorder.failures.isEmpty)
    }

    @Test("An environment that refuses keeps the focus where it is and movementDidFail is posted")
    func refusal() throws {
        let scene = makeScene()
        defer { scene.close() }
        scene.screen.tab()
        scene.a.refusesLeaving = true
        scene.screen.tab()
        #expect(scene.focused === scene.a)
        #expect(!scene.b.log.contains { $0.hasPrefix("did") })
        let failure = try #require(scene.recorder.failures.last)
        #expect(failure.previouslyFocusedItem === scene.a && failure.nextFocusedItem === scene.b && failure.focusHeading == .next)

        // A container refusing an item: the arrow does not get there.
        scene.a.refusesLeaving = false
        scene.screen.tab()
        #expect(scene.focused === scene.b)
        scene.container.refusesEntering = scene.c
        scene.screen.press(.keyboardRightArrow)
        #expect(scene.focused === scene.b)
        #expect(scene.recorder.failures.last?.focusHeading == .right)
    }

    @Test("setNeedsFocusUpdate moves focus to the preferred environment at the end of the turn; updateFocusIfNeeded does it at once")
    func requests() {
        let scene = makeScene()
        defer { scene.close() }
        // Nothing is focused: a request does nothing (UIKit: the environment holds no focused item).
        scene.container.preferred = [scene.c]
        scene.container.setNeedsFocusUpdate()
        scene.screen.presentFrame()
        #expect(scene.focused == nil)

        scene.screen.tab()
        scene.container.setNeedsFocusUpdate()
        #expect(scene.focused === scene.a)
        scene.screen.presentFrame()
        #expect(scene.focused === scene.c)
        #expect(scene.recorder.updates.last?.focusHeading == [])

        scene.container.preferred = [scene.b]
        scene.container.setNeedsFocusUpdate()
        scene.container.updateFocusIfNeeded()
        #expect(scene.focused === scene.b)

        // A view that does not hold the focused item asks in vain.
        scene.c.setNeedsFocusUpdate()
        scene.screen.presentFrame()
        #expect(scene.focused === scene.b)

        // The window prefers its root controller, which prefers its view's first item in Tab's order.
        scene.container.preferred = []
        scene.window.setNeedsFocusUpdate()
        scene.window.updateFocusIfNeeded()
        #expect(scene.focused === scene.a)

        // Through the system, preferring a controller's own choice.
        let system = UIFocusSystem(for: scene.controller)
        scene.container.preferred = [scene.c]
        system?.requestFocusUpdate(to: scene.controller)
        system?.updateFocusIfNeeded()
        #expect(scene.focused === scene.c)
    }

    @Test("The environment chain runs item → superview → controller → window, and UIFocusSystem answers containment")
    func environmentChain() throws {
        let scene = makeScene()
        defer { scene.close() }
        #expect(scene.a.parentFocusEnvironment === scene.container)
        #expect(scene.container.parentFocusEnvironment === scene.controller)
        #expect(scene.controller.parentFocusEnvironment === scene.window)
        #expect(scene.window.parentFocusEnvironment == nil)
        #expect(UIFocusSystem.environment(scene.controller, contains: scene.a))
        #expect(!UIFocusSystem.environment(scene.a, contains: scene.controller))
        #expect(UIFocusSystem(for: UIView()) == nil && UIFocusSystem.focusSystem(for: UIView()) == nil)
        // One system per window: the object of its notifications.
        let system = try #require(UIFocusSystem.focusSystem(for: scene.a))
        #expect(UIFocusSystem.focusSystem(for: scene.controller) === system)
        var notified = 0
        let token = NotificationCenter.default.addObserver(forName: UIFocusSystem.didUpdateNotification, object: system, queue: nil) { _ in
            MainActor.assumeIsolated { notified += 1 }
        }
        defer { NotificationCenter.default.removeObserver(token) }
        scene.screen.tab()
        #expect(notified == 1)
        #expect(scene.container.focusItemContainer === scene.container)
        #expect(scene.controller.focusItemContainer === scene.container)
        let found = scene.container.focusItems(in: CGRect(x: 0, y: 90, width: 600, height: 100))
        #expect(found.count == 2 && found.contains { $0 === scene.b } && found.contains { $0 === scene.c })
        #expect(!UIView().canBecomeFocused && scene.a.canBecomeFocused)
        scene.a.isEnabled = false
        #expect(!scene.a.canBecomeFocused)
    }

    @Test("A text field that becomes first responder is focused while it is; a click ends a button's focus")
    func focusFollowsTheKeyboard() {
        let scene = makeScene()
        defer { scene.close() }
        let field = UITextField(frame: CGRect(x: 20, y: 200, width: 200, height: 34))
        field.accessibilityLabel = "field"
        scene.container.addSubview(field)
        scene.screen.presentFrame()
        scene.screen.tap(at: CGPoint(x: 100, y: 217))
        #expect(field.isFirstResponder && field.isFocused)
        #expect(scene.container.log.last == "did nil→field")
        // A click inside the field it is editing keeps its focus.
        scene.screen.click(at: CGPoint(x: 60, y: 217))
        #expect(field.isFocused)
        field.resignFirstResponder()
        #expect(scene.focused == nil && scene.container.log.last == "did field→nil")

        scene.screen.tab()
        #expect(scene.focused === scene.a)
        scene.screen.click(at: CGPoint(x: 500, y: 380))
        #expect(scene.focused == nil)
        #expect(scene.a.log.last == "did lost none")
        #expect(scene.window.keyboardFocus.ringLayer == nil)
    }

    @Test("A focus group is one Tab stop entered where it was left; the arrows move inside it, and outside groups to the nearest item")
    func groups() {
        let scene = makeScene()
        defer { scene.close() }
        let tools = UIView(frame: CGRect(x: 0, y: 280, width: 600, height: 80))
        tools.focusGroupIdentifier = "tools"
        let x = FocusLoggingButton.titled("X", frame: CGRect(x: 20, y: 20, width: 80, height: 44))
        let y = FocusLoggingButton.titled("Y", frame: CGRect(x: 120, y: 20, width: 80, height: 44))
        let z = FocusLoggingButton.titled("Z", frame: CGRect(x: 220, y: 20, width: 80, height: 44))
        for button in [x, y, z] { tools.addSubview(button) }
        scene.container.addSubview(tools)
        scene.screen.presentFrame()

        // Outside groups: Down from A reaches B, Right from B reaches C; nothing is right of C
        // among the ungrouped items (the group's are not).
        scene.screen.tab()
        scene.screen.press(.keyboardDownArrow)
        #expect(scene.focused === scene.b && scene.recorder.updates.last?.focusHeading == .down)
        scene.screen.press(.keyboardRightArrow)
        #expect(scene.focused === scene.c)
        scene.screen.press(.keyboardDownArrow)
        #expect(scene.focused === scene.c && scene.recorder.failures.last?.focusHeading == .down)

        // Tab: C → the group (its first item) → around to A.
        scene.screen.tab()
        #expect(scene.focused === x)
        scene.screen.press(.keyboardRightArrow)
        scene.screen.press(.keyboardRightArrow)
        #expect(scene.focused === z)
        scene.screen.press(.keyboardRightArrow)
        #expect(scene.focused === z)
        scene.screen.press(.keyboardUpArrow)
        #expect(scene.focused === z)
        scene.screen.tab()
        #expect(scene.focused === scene.a)
        // Back into the group: at the item it had focused.
        scene.screen.tab(backwards: true)
        #expect(scene.focused === z)
        #expect(x.focusGroupIdentifier == nil && scene.window.focusEngine.candidates.explicitGroup(of: x) == "tools")
    }

    @Test("A focus guide sends an arrow's move to its preferred environment; a disabled or empty guide is passed over")
    func guide() {
        let scene = makeScene()
        defer { scene.close() }
        let far = FocusLoggingButton.titled("Far", frame: CGRect(x: 480, y: 20, width: 80, height: 44))
        scene.container.addSubview(far)
        let guide = UIFocusGuide()
        scene.container.addLayoutGuide(guide)
        NSLayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: scene.container.leadingAnchor, constant: 20),
            guide.topAnchor.constraint(equalTo: scene.container.topAnchor, constant: 70),
            guide.widthAnchor.constraint(equalToConstant: 80),
            guide.heightAnchor.constraint(equalToConstant: 20),
        ])
        guide.preferredFocusEnvironments = [far]
        scene.screen.presentFrame()
        scene.screen.tab()
        #expect(scene.focused === scene.a)
        scene.screen.press(.keyboardDownArrow)
        #expect(scene.focused === far)

        guide.isEnabled = false
        scene.window.focusEngine.update(to: scene.a, heading: [])
        scene.screen.press(.keyboardDownArrow)
        #expect(scene.focused === scene.b)

        guide.isEnabled = true
        guide.preferredFocusEnvironments = nil
        #expect(guide.preferredFocusEnvironments.isEmpty)
        scene.window.focusEngine.update(to: scene.a, heading: [])
        scene.screen.press(.keyboardDownArrow)
        #expect(scene.focused === scene.b)
    }

    @Test("The coordinator runs every animation after the environments are told, then the completions, in order")
    func coordinator() {
        let scene = makeScene()
        defer { scene.close() }
        final class Order: @unchecked Sendable { var steps: [String] = [] }
        let log = Order()
        nonisolated(unsafe) let b = scene.b
        let token = NotificationCenter.default.addObserver(forName: UIFocusSystem.didUpdateNotification, object: nil, queue: nil) { note in
            nonisolated(unsafe) let info = note.userInfo ?? [:]
            MainActor.assumeIsolated {
                func append(_ step: String) { log.steps.append(step) }
                guard let coordinator = info[UIFocusSystem.animationCoordinatorUserInfoKey] as? UIFocusAnimationCoordinator else { return }
                append("notified")
                coordinator.addCoordinatedAnimations({ append("animation"); b.alpha = 0.5 }, completion: { append("completion") })
                coordinator.addCoordinatedFocusingAnimations({ context in append("focusing \(context.duration)") }, completion: nil)
                coordinator.addCoordinatedUnfocusingAnimations(nil, completion: { append("unfocusing completion") })
            }
        }
        defer { NotificationCenter.default.removeObserver(token) }
        scene.screen.tab()
        #expect(log.steps == ["notified", "animation", "focusing 0.0", "completion", "unfocusing completion"])
        #expect(scene.b.alpha == 0.5 && scene.b.layer.animationKeys()?.isEmpty ?? true)
    }

    @Test("A view that says canBecomeFocused is a Tab stop with a ring; Space presses it with a tap that keeps its focus")
    func customFocusableView() {
        final class Tile: UIView {
            var taps = 0
            override var canBecomeFocused: Bool { true }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { taps += 1 }
        }
        let scene = makeScene()
        defer { scene.close() }
        let tile = Tile(frame: CGRect(x: 20, y: 300, width: 100, height: 60))
        scene.container.addSubview(tile)
        scene.screen.presentFrame()
        scene.window.focusEngine.update(to: scene.c, heading: [])
        scene.screen.tab()
        #expect(tile.isFocused && scene.window.keyboardFocus.ringLayer != nil)
        scene.screen.press(.keyboardSpacebar, characters: " ")
        #expect(tile.taps == 1 && tile.isFocused)
    }

    @Test("Dismissing a presented controller gives the focus back to the item that had it, unless the presenter does not restore focus")
    func restoresFocusAfterDismissal() {
        let scene = makeScene()
        defer { scene.close() }
        #expect(scene.controller.restoresFocusAfterTransition)
        for restores in [true, false] {
            scene.controller.restoresFocusAfterTransition = restores
            scene.window.focusEngine.update(to: scene.b, heading: [])
            let sheet = UIViewController()
            let done = FocusLoggingButton.titled("Done", frame: CGRect(x: 20, y: 20, width: 80, height: 44))
            sheet.view.addSubview(done)
            sheet.modalPresentationStyle = .formSheet
            scene.controller.present(sheet, animated: false)
            scene.screen.presentFrame()
            // Under the sheet B cannot keep the focus; Tab finds the sheet's button.
            scene.screen.tab()
            #expect(scene.focused === done)
            sheet.dismiss(animated: false)
            scene.screen.presentFrame()
            #expect(scene.focused === (restores ? scene.b : nil), "restores: \(restores)")
        }
    }

    @Test("UIFocusDebugger: the focused item, why an item cannot take focus, and where a request would put it")
    func debugger() {
        let scene = makeScene()
        defer { scene.close() }
        #expect(UIFocusDebugger.help().description.contains("checkFocusability(for:"))
        scene.screen.tab()
        #expect(UIFocusDebugger.status().description.contains("focused item: <FocusLoggingButton: “A”>"))
        #expect(UIFocusDebugger.checkFocusability(for: scene.b).description == "<FocusLoggingButton: “B”> can take the focus.")
        scene.b.isHidden = true
        scene.c.isEnabled = false
        let hidden = UIFocusDebugger.checkFocusability(for: scene.b).description
        #expect(hidden.contains("cannot take the focus") && hidden.contains("- It is hidden."))
        #expect(UIFocusDebugger.checkFocusability(for: scene.c).description.contains("- canBecomeFocused returns false."))
        scene.c.isEnabled = true
        scene.container.preferred = [scene.c]
        let simulation = UIFocusDebugger.simulateFocusUpdateRequest(from: scene.controller).description
        #expect(simulation.contains("prefers nothing"))
        #expect(simulation.contains("<FocusLoggingView at (0.0, 0.0)> prefers <FocusLoggingButton: “C”>"))
        #expect(simulation.hasSuffix("Result: <FocusLoggingButton: “C”>"))
        // The simulation moves nothing.
        #expect(scene.focused === scene.a)
    }
}
