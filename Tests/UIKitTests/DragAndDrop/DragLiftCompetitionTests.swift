import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Counts a recognizer's states as its actions report them.
@MainActor
final class LiftCompetitorLog {
    var states: [UIGestureRecognizer.State] = []
    func changed(_ recognizer: UIGestureRecognizer) { states.append(recognizer.state) }
}

/// A drag interaction's lift against the app's own gestures on the same view
/// (`allowsSimultaneousRecognitionDuringLift`).
@MainActor
@Suite("Drag lift against other gestures", .serialized, .exclusiveUIKit)
struct DragLiftCompetitionTests {
    struct Scene {
        let screen: HeadlessScreen
        let window: UIWindow
        let interaction: UIDragInteraction
        let source: DragSourceRecorder
        let competitor: UIGestureRecognizer
        let log: LiftCompetitorLog
    }

    /// A 200-point square at (100,100) with a drag interaction and `competitor` on it.
    func makeScene(competitor: UIGestureRecognizer, simultaneous: Bool) -> Scene {
        let screen = HeadlessScreen(size: CGSize(width: 800, height: 600), scale: 1)
        let window = UIWindow()
        let root = UIViewController()
        let square = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        let source = DragSourceRecorder()
        let interaction = UIDragInteraction(delegate: source)
        interaction.allowsSimultaneousRecognitionDuringLift = simultaneous
        square.addInteraction(interaction)
        let log = LiftCompetitorLog()
        competitor.addTarget(log, action: Selector("changed:", LiftCompetitorLog.changed))
        square.addGestureRecognizer(competitor)
        root.view.addSubview(square)
        window.rootViewController = root
        window.makeKeyAndVisible()
        screen.presentFrame()
        return Scene(screen: screen, window: window, interaction: interaction, source: source, competitor: competitor, log: log)
    }

    /// Holds a finger on the square until the lift begins, then moves it 40 points right
    /// after `wait` seconds.
    func liftThenMove(_ scene: Scene, after wait: TimeInterval) {
        scene.screen.touchDown(at: CGPoint(x: 200, y: 200))
        scene.screen.advance(by: 0.55)
        scene.screen.advance(by: wait)
        for step in 1...4 { scene.screen.touchMove(to: CGPoint(x: 200 + CGFloat(step) * 10, y: 200)) }
    }

    @Test("By default (false) the lift fails the other gestures on the touch: a pan on the view never begins and the drag goes on")
    func defaultFailsCompetitors() {
        #expect(UIDragInteraction(delegate: DragSourceRecorder()).allowsSimultaneousRecognitionDuringLift == false)
        let scene = makeScene(competitor: UIPanGestureRecognizer(), simultaneous: false)
        defer { scene.window.isHidden = true }
        liftThenMove(scene, after: 0)
        #expect(scene.log.states.isEmpty, "the pan never recognized")
        #expect(scene.competitor.state == .failed)
        #expect(scene.source.calls.contains("sessionWillBegin"))
        #expect(!scene.source.calls.contains { $0.hasPrefix("willEndWith") }, "the drag is still going")
        scene.screen.touchUp(at: CGPoint(x: 240, y: 200))
        _ = scene.screen.runUntilAnimationsSettle()
    }

    @Test("allowsSimultaneousRecognitionDuringLift true: a pan that recognizes while the drag lifts cancels the drag and goes on")
    func simultaneousCompetitorCancelsLift() {
        let scene = makeScene(competitor: UIPanGestureRecognizer(), simultaneous: true)
        defer { scene.window.isHidden = true }
        liftThenMove(scene, after: 0)
        #expect(scene.source.calls.contains("sessionWillBegin"), "the lift had begun")
        #expect(scene.log.states.first == .began, "the pan recognized alongside the lift")
        #expect(scene.source.calls.contains("willEndWith cancel"), "which cancels the drag")
        _ = scene.screen.runUntilAnimationsSettle()
        #expect(scene.source.calls.last == "didEndWith cancel")
        scene.screen.touchMove(to: CGPoint(x: 260, y: 200))
        #expect(scene.log.states.last == .changed, "the pan keeps the touch")
        scene.screen.touchUp(at: CGPoint(x: 260, y: 200))
        #expect(scene.log.states.last == .ended)
    }

    @Test("allowsSimultaneousRecognitionDuringLift true: a gesture recognizing before the lift fails the lift, which never begins")
    func competitorBeforeLift() {
        let scene = makeScene(competitor: UIPanGestureRecognizer(), simultaneous: true)
        defer { scene.window.isHidden = true }
        scene.screen.touchDown(at: CGPoint(x: 200, y: 200))
        scene.screen.advance(by: 0.1)
        for step in 1...4 { scene.screen.touchMove(to: CGPoint(x: 200 + CGFloat(step) * 10, y: 200)) }
        scene.screen.advance(by: 0.6)
        #expect(scene.log.states.first == .began)
        #expect(!scene.source.calls.contains("itemsForBeginning"), "nothing lifted")
        scene.screen.touchUp(at: CGPoint(x: 240, y: 200))
    }

    @Test("allowsSimultaneousRecognitionDuringLift true: once the lift has finished, a gesture recognizing no longer cancels the drag")
    func competitorAfterLift() {
        let scene = makeScene(competitor: UIPanGestureRecognizer(), simultaneous: true)
        defer { scene.window.isHidden = true }
        liftThenMove(scene, after: 0.3)
        #expect(scene.log.states.first == .began)
        #expect(!scene.source.calls.contains { $0.hasPrefix("willEndWith") }, "the drag goes on")
        scene.screen.touchUp(at: CGPoint(x: 240, y: 200))
        _ = scene.screen.runUntilAnimationsSettle()
        #expect(scene.source.calls.contains("didEndWith cancel"), "released over nothing that takes it")
    }

    @Test("A long press on the view recognizes alongside the lift even by default, and does not cancel the drag")
    func longPressAlongside() {
        let press = UILongPressGestureRecognizer()
        press.minimumPressDuration = 0.7
        let scene = makeScene(competitor: press, simultaneous: false)
        defer { scene.window.isHidden = true }
        scene.screen.touchDown(at: CGPoint(x: 200, y: 200))
        scene.screen.advance(by: 0.8)
        #expect(scene.source.calls.contains("sessionWillBegin"))
        #expect(scene.log.states.first == .began, "the app's long press recognized after the lift")
        #expect(!scene.source.calls.contains { $0.hasPrefix("willEndWith") })
        scene.screen.touchUp(at: CGPoint(x: 200, y: 200))
        _ = scene.screen.runUntilAnimationsSettle()
    }
}
