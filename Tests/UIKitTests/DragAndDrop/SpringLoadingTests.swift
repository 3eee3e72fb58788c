import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Spring loading: a drag resting on a view opens it (DND-28, DND-29).
@MainActor
@Suite("Spring loading", .serialized, .exclusiveUIKit)
struct SpringLoadingTests {
    struct Scene {
        let screen: HeadlessScreen
        let window: UIWindow
        let button: UIButton
        let item: UIBarButtonItem
        let source: DragSourceRecorder
    }

    /// A drag source at (100,100), a button at (400,300) and a bar button item, in a
    /// navigation controller.
    func makeScene(log: @escaping (String) -> Void) -> Scene {
        let screen = HeadlessScreen(size: CGSize(width: 800, height: 600), scale: 1)
        let window = UIWindow()
        let root = UIViewController()
        let sourceView = UIView(frame: CGRect(x: 100, y: 100, width: 120, height: 120))
        let source = DragSourceRecorder()
        sourceView.addInteraction(UIDragInteraction(delegate: source))
        let button = UIButton(type: .system)
        button.setTitle("Folder", for: .normal)
        button.frame = CGRect(x: 400, y: 300, width: 120, height: 60)
        button.addAction(UIAction { _ in log("tapped") }, for: .touchUpInside)
        button.addInteraction(UISpringLoadedInteraction { _, context in
            log("activated \(context.state == .activated) \(context.targetView === button)")
        })
        root.view.addSubview(sourceView)
        root.view.addSubview(button)
        let item = UIBarButtonItem(title: "Inbox", primaryAction: UIAction(title: "Inbox") { _ in log("item") })
        root.navigationItem.rightBarButtonItem = item
        window.rootViewController = UINavigationController(rootViewController: root)
        window.makeKeyAndVisible()
        screen.presentFrame()
        return Scene(screen: screen, window: window, button: button, item: item, source: source)
    }

    /// Lifts the source with a finger, moves to `point` and rests there `rest` seconds.
    func hover(_ scene: Scene, at point: CGPoint, rest: TimeInterval) {
        scene.screen.liftAndMove(from: CGPoint(x: 160, y: 160), to: point, steps: 8)
        scene.screen.advance(by: rest)
    }

    func release(_ scene: Scene, at point: CGPoint) {
        scene.screen.touchUp(at: point)
        _ = scene.screen.runUntilAnimationsSettle()
    }

    @Test("DND-28 a drag resting on a spring-loaded button activates its interaction — not its action — after a moment, once, and only when isSpringLoaded")
    func button() {
        var log: [String] = []
        let scene = makeScene { log.append($0) }
        defer { scene.window.isHidden = true }
        #expect(!scene.button.isSpringLoaded)
        hover(scene, at: CGPoint(x: 460, y: 330), rest: 1.2)
        #expect(scene.source.calls.contains("sessionWillBegin"), "the drag began")
        #expect(log.isEmpty, "isSpringLoaded is false")
        release(scene, at: CGPoint(x: 460, y: 330))

        scene.button.isSpringLoaded = true
        hover(scene, at: CGPoint(x: 460, y: 330), rest: 0.4)
        #expect(log.isEmpty, "too short a rest")
        scene.screen.advance(by: 0.6)
        #expect(log == ["activated true true"])
        scene.screen.advance(by: 2)
        #expect(log == ["activated true true"], "once per visit")
        release(scene, at: CGPoint(x: 460, y: 330))
        #expect(log == ["activated true true"], "the drop is cancelled; the button's action never ran")
    }

    @Test("DND-28 a drag that keeps moving over the view does not rest; a disabled interaction never activates")
    func movingAndDisabled() throws {
        var log: [String] = []
        let scene = makeScene { log.append($0) }
        defer { scene.window.isHidden = true }
        scene.button.isSpringLoaded = true
        hover(scene, at: CGPoint(x: 420, y: 330), rest: 0.5)
        for step in 1...6 {
            scene.screen.touchMove(to: CGPoint(x: 420 + CGFloat(step) * 15, y: 330))
            scene.screen.advance(by: 0.5)
        }
        #expect(log.isEmpty)
        scene.screen.advance(by: 0.9)
        #expect(log.count == 1, "resting again after the moves")
        release(scene, at: CGPoint(x: 510, y: 330))

        log.removeAll()
        let interaction = try #require(scene.button.interactions.compactMap { $0 as? UISpringLoadedInteraction }.first)
        interaction.isEnabled = false
        hover(scene, at: CGPoint(x: 460, y: 330), rest: 1.5)
        #expect(log.isEmpty)
        release(scene, at: CGPoint(x: 460, y: 330))
    }

    @Test("DND-28 a custom behavior can hold activation back, and a custom effect sees every state in order")
    func customBehaviorAndEffect() {
        var log: [String] = []
        let scene = makeScene { log.append($0) }
        defer { scene.window.isHidden = true }
        let behavior = RecordingBehavior()
        let effect = RecordingEffect()
        let target = UIView(frame: CGRect(x: 600, y: 400, width: 100, height: 100))
        scene.window.rootViewController?.view.addSubview(target)
        target.addInteraction(UISpringLoadedInteraction(interactionBehavior: behavior, interactionEffect: effect) { _, _ in log.append("custom") })
        behavior.allows = false
        hover(scene, at: CGPoint(x: 650, y: 450), rest: 1.5)
        #expect(log.isEmpty)
        #expect(behavior.asked >= 1)
        release(scene, at: CGPoint(x: 650, y: 450))
        #expect(effect.states == [.possible, .inactive])

        effect.states.removeAll()
        behavior.allows = true
        hover(scene, at: CGPoint(x: 650, y: 450), rest: 1.0)
        #expect(log == ["custom"])
        release(scene, at: CGPoint(x: 650, y: 450))
        #expect(effect.states == [.possible, .activating, .activated, .inactive])
        #expect(behavior.finished >= 2)
    }

    @Test("DND-29 a spring-loaded bar button item performs its action under a resting drag")
    func barButtonItem() throws {
        var log: [String] = []
        let scene = makeScene { log.append($0) }
        defer { scene.window.isHidden = true }
        let view = try #require(scene.item.shownView)
        let center = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
        hover(scene, at: center, rest: 1.0)
        #expect(log.isEmpty, "not spring-loaded")
        release(scene, at: center)

        scene.item.isSpringLoaded = true
        hover(scene, at: center, rest: 1.0)
        #expect(log == ["item"])
        release(scene, at: center)
    }

    @Test("DND-29 a spring-loaded tab bar item selects its tab under a resting drag")
    func tabBarItem() throws {
        let screen = HeadlessScreen(size: CGSize(width: 800, height: 600), scale: 1)
        let window = UIWindow()
        let first = UIViewController()
        let second = UIViewController()
        second.tabBarItem = UITabBarItem(title: "Second", image: nil, tag: 1)
        second.tabBarItem.isSpringLoaded = true
        let sourceView = UIView(frame: CGRect(x: 100, y: 100, width: 120, height: 120))
        let source = DragSourceRecorder()
        sourceView.addInteraction(UIDragInteraction(delegate: source))
        first.view.addSubview(sourceView)
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        screen.presentFrame()
        let tabView = try #require(tabs.tabBar.subviews.compactMap { $0 as? UISpringLoadedInteractionSupporting & UIView }.last)
        let center = tabView.convert(CGPoint(x: tabView.bounds.midX, y: tabView.bounds.midY), to: nil)
        let scene = Scene(screen: screen, window: window, button: UIButton(), item: UIBarButtonItem(), source: source)
        hover(scene, at: center, rest: 1.0)
        #expect(tabs.selectedIndex == 1)
        release(scene, at: center)
    }
}

@MainActor
private final class RecordingBehavior: UISpringLoadedInteractionBehavior {
    var allows = true
    var asked = 0
    var finished = 0
    func shouldAllow(_ interaction: UISpringLoadedInteraction, with context: UISpringLoadedInteractionContext) -> Bool {
        asked += 1
        return allows
    }
    func interactionDidFinish(_ interaction: UISpringLoadedInteraction) { finished += 1 }
}

@MainActor
private final class RecordingEffect: UISpringLoadedInteractionEffect {
    var states: [UISpringLoadedInteractionEffectState] = []
    func interaction(_ interaction: UISpringLoadedInteraction, didChangeWith context: UISpringLoadedInteractionContext) {
        states.append(context.state)
    }
}
