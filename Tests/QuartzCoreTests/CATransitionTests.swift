import Foundation
import QuartzCore
import Testing
import UIKitTesting

private final class TransitionRecorder: CAAnimationDelegate {
    var events: [String] = []
    func animationDidStart(_ anim: CAAnimation) { events.append("start") }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append("stop \(flag)") }
}

/// CATransition: Core Animation's defaults, and the old look giving way to the new on the
/// virtual clock — faded, moved in, pushed, revealed — with start and end progress.
@MainActor
@Suite("CATransition", .serialized, .exclusiveUIKit, .withoutImplicitActions)
struct CATransitionTests {
    private static let red = Color(r: 255, g: 0, b: 0), blue = Color(r: 0, g: 0, b: 255), white = Color(r: 255, g: 255, b: 255)

    /// A red 40×40 layer at (20, 20) on a white 100×100 screen at scale 1, drawn once; then the
    /// transition added and the layer turned blue.
    private func transition(_ configure: (CATransition) -> Void) -> (HeadlessScreen, CALayer) {
        let screen = HeadlessScreen(size: CGSize(width: 100, height: 100), scale: 1)
        screen.rootLayer.backgroundColor = CGColor(gray: 1, alpha: 1)
        let layer = CALayer()
        layer.frame = CGRect(x: 20, y: 20, width: 40, height: 40)
        layer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        screen.rootLayer.addSublayer(layer)
        screen.render()
        let transition = CATransition()
        transition.duration = 1
        configure(transition)
        layer.add(transition, forKey: kCATransition)
        layer.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        return (screen, layer)
    }

    @Test("Core Animation's defaults: a fade with no subtype over the whole progress; the key is \"transition\"")
    func defaults() {
        let transition = CATransition()
        #expect(transition.type == .fade)
        #expect(transition.subtype == nil)
        #expect(transition.startProgress == 0)
        #expect(transition.endProgress == 1)
        #expect(kCATransition == "transition")
        #expect([CATransitionType.fade, .moveIn, .push, .reveal].map(\.rawValue) == ["fade", "moveIn", "push", "reveal"])
        #expect([CATransitionSubtype.fromRight, .fromLeft, .fromTop, .fromBottom].map(\.rawValue)
            == ["fromRight", "fromLeft", "fromTop", "fromBottom"])
    }

    @Test("A fade cross-dissolves from the old look to the new over its duration, then ends and is removed")
    func fade() {
        let recorder = TransitionRecorder()
        let (screen, layer) = transition { $0.delegate = recorder }
        #expect(layer.animation(forKey: kCATransition) is CATransition)
        #expect(pixel(screen.render(), 40, 40) == Self.red, "at the start the old look shows")
        screen.advance(by: 0.25)
        #expect(near(pixel(screen.render(), 40, 40), Color(r: 191, g: 0, b: 64)))
        screen.advance(by: 0.5)
        #expect(near(pixel(screen.render(), 40, 40), Color(r: 64, g: 0, b: 191)))
        #expect(pixel(screen.render(), 10, 10) == Color.white)
        screen.advance(by: 0.3)
        #expect(pixel(screen.render(), 40, 40) == Self.blue)
        #expect(layer.animationKeys() == nil)
        #expect(recorder.events == ["start", "stop true"])
    }

    @Test("A push from the right slides the old look out to the left as the new one comes in")
    func push() {
        let (screen, _) = transition {
            $0.type = .push
            $0.subtype = .fromRight
        }
        screen.advance(by: 0.5)
        let image = screen.render()
        // Old look at x 0…40, new at 40…80.
        #expect(pixel(image, 10, 40) == Self.red)
        #expect(pixel(image, 35, 40) == Self.red)
        #expect(pixel(image, 45, 40) == Self.blue)
        #expect(pixel(image, 75, 40) == Self.blue)
        #expect(pixel(image, 85, 40) == Color.white)
    }

    @Test("moveIn from the bottom covers the still old look; reveal (from the left by default) slides the old look off the new")
    func moveInAndReveal() {
        var (screen, _) = transition {
            $0.type = .moveIn
            $0.subtype = .fromBottom
        }
        screen.advance(by: 0.5)
        var image = screen.render()
        #expect(pixel(image, 40, 30) == Self.red, "the old look's top half still shows")
        #expect(pixel(image, 40, 50) == Self.blue, "the new look's top half has come in over the bottom")
        #expect(pixel(image, 40, 70) == Self.blue, "and reaches below the bounds")
        (screen, _) = transition { $0.type = .reveal }
        screen.advance(by: 0.5)
        image = screen.render()
        #expect(pixel(image, 30, 40) == Self.blue, "the new look, uncovered")
        #expect(pixel(image, 50, 40) == Self.red, "the old look, moved right by half")
        #expect(pixel(image, 70, 40) == Self.red)
    }

    @Test("startProgress and endProgress play part of the transition over the whole duration")
    func partialProgress() {
        let (screen, _) = transition {
            $0.startProgress = 0.5
            $0.endProgress = 0.75
        }
        #expect(near(pixel(screen.render(), 40, 40), Color(r: 128, g: 0, b: 128)))
        screen.advance(by: 0.5)
        #expect(near(pixel(screen.render(), 40, 40), Color(r: 96, g: 0, b: 159)))
    }

    @Test("A golden image: a text layer pushed from the bottom, halfway")
    func golden() {
        let screen = HeadlessScreen(size: CGSize(width: 160, height: 80), scale: 2)
        screen.rootLayer.backgroundColor = CGColor(gray: 1, alpha: 1)
        let text = CATextLayer()
        text.frame = CGRect(x: 20, y: 20, width: 120, height: 40)
        text.contentsScale = 2
        text.fontSize = 24
        text.alignmentMode = .center
        text.backgroundColor = CGColor(red: 0.2, green: 0.3, blue: 0.5, alpha: 1)
        text.string = "Before"
        screen.rootLayer.addSublayer(text)
        screen.render()
        let push = CATransition()
        push.type = .push
        push.subtype = .fromBottom
        push.duration = 1
        text.add(push, forKey: kCATransition)
        text.string = "After"
        text.backgroundColor = CGColor(red: 0.6, green: 0.2, blue: 0.2, alpha: 1)
        screen.advance(by: 0.5)
        expectGolden(screen.render(), named: "transition-push")
    }
}
