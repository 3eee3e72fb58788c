@testable import QuartzCore
import Foundation
import Testing
import UIKitTesting

/// A delegate that answers every action search with a fixed answer, and counts the searches.
@MainActor
private final class FixedActionDelegate: CALayerDelegate {
    let answer: CAAction?
    var events: [String] = []
    init(_ answer: CAAction?) { self.answer = answer }
    func action(for layer: CALayer, forKey event: String) -> CAAction? {
        events.append(event)
        return answer
    }
}

/// An action that only records what it was run for.
@MainActor
private final class RecordingAction: CAAction {
    var runs: [String] = []
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        runs.append(event)
    }
}

/// A layer class whose default action for opacity is a 1 s fade.
@MainActor
private final class SlowFadeLayer: CALayer {
    override class func defaultAction(forKey event: String) -> CAAction? {
        guard event == "opacity" else { return nil }
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.duration = 1
        return fade
    }
}

@MainActor
@Suite("Core Animation: actions and implicit animations", .serialized, .exclusiveUIKit)
struct CAActionTests {
    /// A committed 20×20 layer at (10, 10) on a 100×100 screen, and the screen.
    private func setUp<Layer: CALayer>(_ make: () -> Layer = { CALayer() }) -> (HeadlessScreen, Layer) {
        let screen = HeadlessScreen(size: CGSize(width: 100, height: 100), scale: 1)
        let layer = make()
        layer.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        layer.position = CGPoint(x: 10, y: 10)
        layer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        screen.rootLayer.addSublayer(layer)
        screen.render()
        return (screen, layer)
    }

    private func controlPoints(_ function: CAMediaTimingFunction) -> [Float] {
        var values: [Float] = []
        for index in 1...2 {
            var point: [Float] = [0, 0]
            function.getControlPoint(at: index, values: &point)
            values += point
        }
        return values
    }

    private func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 0.01) -> Bool { abs(a - b) <= tolerance }

    /// The default timing function's progress at `t` of 1.
    private func eased(_ t: CGFloat) -> CGFloat {
        CAMediaTimingFunction(name: .default).evaluate(t)
    }

    @Test("Changing a committed standalone layer's position animates it over 0.25 s with the default timing function")
    func implicitPosition() {
        let (screen, layer) = setUp()
        layer.position = CGPoint(x: 90, y: 10)
        #expect(layer.position.x == 90, "the model changes at once")
        let animation = layer.animation(forKey: "position") as? CABasicAnimation
        #expect(animation?.duration == 0.25)
        #expect(animation?.timingFunction.map { controlPoints($0) } == controlPoints(CAMediaTimingFunction(name: .default)))
        #expect((animation?.fromValue as? CGPoint) == CGPoint(x: 10, y: 10))
        screen.advance(by: 0.125)
        let x = layer.presentation()!.position.x
        #expect(close(x, 10 + 80 * eased(0.5), 0.5), "x = \(x) at 0.125 s")
        #expect(x > 10 && x < 90)
        screen.advance(by: 0.15)
        #expect(layer.presentation()!.position.x == 90)
        #expect(layer.animationKeys() == nil)
    }

    @Test("A layer set up before its first commit does not animate, even inside a tree")
    func uncommittedLayerDoesNotAnimate() {
        let screen = HeadlessScreen(size: CGSize(width: 100, height: 100), scale: 1)
        screen.render()
        let layer = CALayer()
        screen.rootLayer.addSublayer(layer)
        layer.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        layer.opacity = 0.5
        #expect(layer.animationKeys() == nil)
        screen.render()
        layer.opacity = 1
        #expect(layer.animationKeys() == ["opacity"], "committed once, it animates")
    }

    @Test("setDisableActions(true) makes the change show at once; the flag is scoped to its transaction")
    func disableActions() {
        let (screen, layer) = setUp()
        #expect(CATransaction.disableActions() == false)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        #expect(CATransaction.disableActions())
        #expect(CATransaction.value(forKey: kCATransactionDisableActions) as? Bool == true)
        layer.position = CGPoint(x: 90, y: 10)
        CATransaction.commit()
        #expect(layer.animationKeys() == nil)
        screen.advance(by: 0.01)
        #expect(layer.presentation()!.position.x == 90)
        #expect(CATransaction.disableActions() == false, "outside the transaction, actions are back")
        CATransaction.begin()
        CATransaction.setValue(true, forKey: kCATransactionDisableActions)
        layer.opacity = 0.5
        CATransaction.commit()
        #expect(layer.animationKeys() == nil)
    }

    @Test("animationDuration and animationTimingFunction of the transaction shape the implicit animation")
    func transactionDuration() {
        let (screen, layer) = setUp()
        #expect(CATransaction.animationDuration() == 0.25)
        #expect(CATransaction.animationTimingFunction() == nil)
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        #expect(CATransaction.value(forKey: kCATransactionAnimationDuration) as? CFTimeInterval == 1)
        layer.opacity = 0
        CATransaction.commit()
        screen.advance(by: 0.5)
        #expect(close(CGFloat(layer.presentation()!.opacity), 0.5))
        screen.advance(by: 0.6)
        #expect(layer.presentation()!.opacity == 0)
    }

    @Test("An interrupted change starts from the value on screen, so the motion does not jump")
    func interruptedChangeIsSmooth() {
        let (screen, layer) = setUp()
        CATransaction.begin()
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        layer.position = CGPoint(x: 90, y: 10)
        CATransaction.commit()
        screen.advance(by: 0.125)
        let midway = layer.presentation()!.position.x
        #expect(close(midway, 50, 0.5))
        CATransaction.begin()
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        layer.position = CGPoint(x: 10, y: 10)
        CATransaction.commit()
        let from = (layer.animation(forKey: "position") as? CABasicAnimation)?.fromValue as? CGPoint
        #expect(from.map { close($0.x, midway, 0.01) } == true, "from \(String(describing: from)), on screen \(midway)")
        #expect(close(layer.presentation()!.position.x, midway, 0.5))
        screen.advance(by: 0.125)
        #expect(close(layer.presentation()!.position.x, (midway + 10) / 2, 0.5))
    }

    @Test("A delegate's NSNull stops the search; its nil lets the layer's implicit animation run")
    func delegateAnswers() {
        let (_, layer) = setUp()
        let stopper = FixedActionDelegate(NSNull())
        layer.delegate = stopper
        layer.opacity = 0.5
        #expect(stopper.events == ["opacity"])
        #expect(layer.animationKeys() == nil)
        #expect(layer.action(forKey: "opacity") == nil, "NSNull comes back as nil")
        let passer = FixedActionDelegate(nil)
        layer.delegate = passer
        layer.opacity = 0.2
        #expect(passer.events == ["opacity"])
        #expect(layer.animationKeys() == ["opacity"])
        layer.delegate = nil
    }

    @Test("The actions dictionary overrides the implicit animation: a custom animation, an action, or NSNull")
    func actionsDictionary() {
        let (screen, layer) = setUp()
        let slow = CABasicAnimation()
        slow.duration = 2
        let recorder = RecordingAction()
        layer.actions = ["position": slow, "opacity": NSNull(), "cornerRadius": recorder]
        layer.position = CGPoint(x: 90, y: 10)
        let added = layer.animation(forKey: "position") as? CABasicAnimation
        #expect(added?.duration == 2, "run(forKey:) added the animation for the event's key")
        screen.advance(by: 1)
        #expect(close(layer.presentation()!.position.x, 50, 0.5), "2 s, linear, from the value before (10) to the model (90)")
        layer.opacity = 0.3
        #expect(layer.animation(forKey: "opacity") == nil)
        layer.cornerRadius = 4
        #expect(recorder.runs == ["cornerRadius"])
        #expect(layer.animation(forKey: "cornerRadius") == nil)
        #expect(layer.action(forKey: "cornerRadius") as? RecordingAction === recorder)
    }

    @Test("A delegate comes before the actions dictionary, which comes before defaultAction(forKey:)")
    func lookupOrder() {
        let (_, layer) = setUp(SlowFadeLayer.init)
        #expect((layer.action(forKey: "opacity") as? CABasicAnimation)?.duration == 1, "the class default")
        let recorder = RecordingAction()
        layer.actions = ["opacity": recorder]
        #expect(layer.action(forKey: "opacity") as? RecordingAction === recorder)
        let other = RecordingAction()
        let delegate = FixedActionDelegate(other)
        layer.delegate = delegate
        #expect(layer.action(forKey: "opacity") as? RecordingAction === other)
        layer.delegate = nil
        #expect(CALayer.defaultAction(forKey: "opacity") == nil, "CALayer's own default is the implicit animation, after the class's")
        #expect((CALayer().action(forKey: "bounds") as? CABasicAnimation)?.keyPath == "bounds")
        #expect(CALayer().action(forKey: "name") == nil, "not animatable: no implicit action")
    }

    @Test("kCAOnOrderIn and kCAOnOrderOut run when a layer is added to and removed from a superlayer")
    func orderEvents() {
        let (screen, _) = setUp()
        let layer = CALayer()
        let recorder = RecordingAction()
        layer.actions = [kCAOnOrderIn: recorder, kCAOnOrderOut: recorder]
        screen.rootLayer.addSublayer(layer)
        #expect(recorder.runs == ["onOrderIn"])
        layer.removeFromSuperlayer()
        #expect(recorder.runs == ["onOrderIn", "onOrderOut"])
        #expect(kCAOnOrderIn == "onOrderIn" && kCAOnOrderOut == "onOrderOut")
        let fadeIn = CATransition()
        fadeIn.type = .fade
        layer.actions = [kCAOnOrderIn: fadeIn]
        screen.rootLayer.addSublayer(layer)
        #expect(layer.animation(forKey: kCAOnOrderIn) is CATransition)
    }

    @Test("A transaction's completion block runs once, after its implicit animations end")
    func completionBlockOnce() {
        let (screen, layer) = setUp()
        var calls: [TimeInterval] = []
        let start = screen.currentTime
        CATransaction.begin()
        CATransaction.setCompletionBlock { calls.append(screen.currentTime - start) }
        #expect(CATransaction.value(forKey: kCATransactionCompletionBlock) != nil)
        layer.position = CGPoint(x: 50, y: 50)
        layer.opacity = 0.5
        CATransaction.commit()
        screen.advance(by: 0.2)
        #expect(calls.isEmpty)
        screen.advance(by: 0.1)
        #expect(calls.count == 1)
        #expect(calls.first.map { $0 >= 0.25 && $0 <= 0.3 } == true)
        screen.advance(by: 1)
        #expect(calls.count == 1, "once")
    }

    @Test("An animation added with duration 0 takes the transaction's animationDuration")
    func explicitZeroDuration() {
        let (screen, layer) = setUp()
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        layer.add(fade, forKey: "fade")
        CATransaction.commit()
        #expect(layer.animation(forKey: "fade")?.duration == 2)
        screen.advance(by: 1)
        #expect(close(CGFloat(layer.presentation()!.opacity), 0.5))
    }

    @Test("A backgroundColor change crossfades the color over 0.25 s")
    func colorAnimates() {
        let (screen, layer) = setUp()
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        layer.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        screen.advance(by: 0.125)
        let color = layer.presentation()!.backgroundColor!.components!
        #expect(close(color[0], 0.5, 0.02) && close(color[2], 0.5, 0.02), "\(color)")
        let pixel = screen.render().color(x: 10, y: 10)
        #expect(pixel.red > 100 && pixel.blue > 100, "the screen shows the mix too: \(pixel)")
    }
}
