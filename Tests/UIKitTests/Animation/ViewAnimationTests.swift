import Testing
import UIKit
import UIKitTesting

/// Records completion calls.
@MainActor
final class CompletionLog {
    var calls: [Bool] = []
    func callback() -> (Bool) -> Void { { [self] in calls.append($0) } }
}

@MainActor
@Suite("Block-based view animation", .serialized, .exclusiveUIKit)
struct ViewAnimationTests {
    private func setUp() -> (HeadlessScreen, UIWindow, UIView) {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 300), scale: 1)
        let window = UIWindow()
        window.makeKeyAndVisible()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.backgroundColor = .red
        window.addSubview(view)
        screen.render()
        UIView.setAnimationsEnabled(true)
        return (screen, window, view)
    }

    private func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 0.5) -> Bool { abs(a - b) <= tolerance }

    private func presentedX(_ view: UIView) -> CGFloat { view.layer.presentation()!.position.x }

    @Test("The model takes the new value at once; the presentation moves along the curve; completion runs finished")
    func modelAndPresentation() {
        let (screen, window, view) = setUp()
        defer { window.isHidden = true }
        let log = CompletionLog()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            view.center.x = 250
        }, completion: log.callback())
        #expect(view.center.x == 250, "the model changes inside the block")
        #expect(view.frame.minX == 200)
        screen.advance(by: 0.5)
        #expect(close(presentedX(view), 150), "halfway along a linear curve")
        #expect(view.center.x == 250)
        #expect(log.calls.isEmpty)
        screen.advance(by: 0.6)
        #expect(log.calls == [true])
        #expect(presentedX(view) == 250)
        #expect(view.layer.animationKeys() == nil, "finished animations are removed")
    }

    @Test("Curves: ease-in lags, ease-out leads, ease-in-out is the default")
    func curves() {
        let (screen, window, view) = setUp()
        defer { window.isHidden = true }
        let other = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        let third = UIView(frame: CGRect(x: 0, y: 200, width: 100, height: 100))
        window.addSubview(other)
        window.addSubview(third)
        UIView.animate(withDuration: 1, delay: 0, options: .curveEaseIn, animations: { view.center.x = 150 })
        UIView.animate(withDuration: 1, delay: 0, options: .curveEaseOut, animations: { other.center.x = 150 })
        UIView.animate(withDuration: 1) { third.center.x = 150 }
        screen.advance(by: 0.25)
        #expect(presentedX(view) < 75 && presentedX(other) > 75)
        #expect(presentedX(third) < 75, "ease-in-out starts slowly")
        screen.advance(by: 0.25)
        #expect(close(presentedX(third), 100, 0.6), "ease-in-out is symmetric at the midpoint")
    }

    @Test("A delay holds the old value on screen, then animates; the completion comes after delay and duration")
    func delay() {
        let (screen, window, view) = setUp()
        defer { window.isHidden = true }
        let log = CompletionLog()
        UIView.animate(withDuration: 1, delay: 0.5, options: .curveLinear, animations: { view.alpha = 0.2 },
                       completion: log.callback())
        screen.advance(by: 0.4)
        #expect(close(CGFloat(view.layer.presentation()!.opacity), 1, 0.001), "before the delay ends the old alpha shows")
        #expect(close(view.alpha, 0.2, 0.0001))
        screen.advance(by: 0.6)
        #expect(close(CGFloat(view.layer.presentation()!.opacity), 0.6, 0.01))
        screen.advance(by: 0.45)
        #expect(log.calls.isEmpty)
        screen.advance(by: 0.1)
        #expect(log.calls == [true])
    }

    @Test("A block that animates nothing calls its completion on the next turn, finished")
    func emptyBlock() {
        let (screen, window, view) = setUp()
        defer { window.isHidden = true }
        let log = CompletionLog()
        UIView.animate(withDuration: 1, animations: { view.center = view.center }, completion: log.callback())
        #expect(log.calls.isEmpty, "never synchronously")
        screen.advance(by: 0)
        #expect(log.calls == [true])
    }

    @Test("Animations disabled, zero duration and performWithoutAnimation change the model without animating")
    func withoutAnimation() {
        let (screen, window, view) = setUp()
        defer {
            UIView.setAnimationsEnabled(true)
            window.isHidden = true
        }
        let log = CompletionLog()
        UIView.animate(withDuration: 1, animations: {
            view.center.x = 300
            UIView.performWithoutAnimation { view.alpha = 0.5 }
        }, completion: log.callback())
        #expect(view.layer.animationKeys()?.count == 1, "only the position animates")
        #expect(view.layer.presentation()!.opacity == 0.5)

        UIView.animate(withDuration: 0, animations: { view.center.x = 20 }, completion: log.callback())
        UIView.setAnimationsEnabled(false)
        #expect(!UIView.areAnimationsEnabled)
        UIView.animate(withDuration: 1, animations: { view.alpha = 1 }, completion: log.callback())
        #expect(view.layer.animation(forKey: "opacity") == nil && view.alpha == 1)
        screen.advance(by: 0)
        #expect(log.calls == [true, true], "the disabled blocks complete on the next turn")
        screen.runUntilAnimationsSettle()
        #expect(log.calls == [true, true, true])
    }

    @Test("Nested blocks inherit the outer duration and curve unless they override them")
    func inheritance() {
        let (screen, window, view) = setUp()
        defer { window.isHidden = true }
        var inherited: [TimeInterval] = []
        inherited.append(UIView.inheritedAnimationDuration)
        let other = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        window.addSubview(other)
        UIView.animate(withDuration: 2, delay: 0, options: .curveLinear, animations: {
            inherited.append(UIView.inheritedAnimationDuration)
            UIView.animate(withDuration: 0.5) {
                view.center.x = 250
                inherited.append(UIView.inheritedAnimationDuration)
            }
            UIView.animate(withDuration: 0.5, delay: 0, options: [.overrideInheritedDuration, .curveLinear], animations: {
                other.center.x = 250
            })
        })
        #expect(inherited == [0, 2, 2])
        screen.advance(by: 0.5)
        #expect(close(presentedX(view), 100), "the inner block ran for the outer 2 s, linearly")
        #expect(presentedX(other) == 250, "the overriding block ran for its own 0.5 s")
    }

    @Test("(issue 44.13) a zero-duration block inside another block inherits its duration and curve")
    func zeroDurationNested() {
        let (screen, window, view) = setUp()
        defer { window.isHidden = true }
        UIView.animate(withDuration: 2, delay: 0, options: .curveLinear, animations: {
            UIView.animate(withDuration: 0) { view.center.x = 250 }
        })
        screen.advance(by: 0.5)
        #expect(close(presentedX(view), 100), "a quarter of the outer 2 s, linearly")
    }

    @Test("(issue 44.13) a zero-duration block inside a keyframe joins the keyframe")
    func zeroDurationInKeyframe() {
        let (screen, window, view) = setUp()
        defer { window.isHidden = true }
        let log = CompletionLog()
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: .calculationModeLinear, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) {
                UIView.animate(withDuration: 0, animations: { view.center.x = 250 }, completion: log.callback())
            }
        })
        #expect(log.calls.isEmpty)
        screen.advance(by: 0.5)
        #expect(presentedX(view) > 60 && presentedX(view) < 240, "moving, not at the end: \(presentedX(view))")
        screen.runUntilAnimationsSettle()
        #expect(log.calls == [true])
        #expect(presentedX(view) == 250)
    }

    @Test("(issue 44.13) beginFromCurrentState replaces a repeating, autoreversing animation from where the view is seen")
    func beginFromCurrentStateReplacesRepeating() {
        let (screen, window, view) = setUp()
        defer { window.isHidden = true }
        let log = CompletionLog()
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .repeat, .autoreverse], animations: {
            view.alpha = 0.2
        }, completion: log.callback())
        screen.advance(by: 0.5)
        let seen = view.layer.presentation()!.opacity
        #expect(close(CGFloat(seen), 0.6, 0.02), "halfway down: \(seen)")
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .beginFromCurrentState], animations: {
            view.alpha = 1
        })
        screen.advance(by: 0)
        #expect(log.calls == [false], "the repeating animation was replaced")
        #expect(close(CGFloat(view.layer.presentation()!.opacity), CGFloat(seen), 0.02), "no jump: it starts where the view was seen")
        screen.advance(by: 0.5)
        #expect(close(CGFloat(view.layer.presentation()!.opacity), 0.8, 0.02), "halfway from 0.6 to 1")
        #expect(screen.runUntilAnimationsSettle(), "nothing repeats any more")
        #expect(view.layer.presentation()!.opacity == 1)
    }

    @Test("A second animation of the same property mid-flight blends from where the first had got to")
    func additiveBlending() {
        let (screen, window, view) = setUp()
        defer { window.isHidden = true }
        let log = CompletionLog()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 250 },
                       completion: log.callback())
        screen.advance(by: 0.5)
        let before = presentedX(view)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 50 },
                       completion: log.callback())
        #expect(close(presentedX(view), before), "no jump when the second animation starts")
        screen.advance(by: 0.6)
        #expect(log.calls == [true], "the first animation runs out and finishes")
        screen.runUntilAnimationsSettle()
        #expect(log.calls == [true, true])
        #expect(presentedX(view) == 50)
    }

    @Test("Colors replace the animation in flight: from the model, or from the screen with beginFromCurrentState")
    func replacingAnimations() {
        let (screen, window, view) = setUp()
        defer { window.isHidden = true }
        let log = CompletionLog()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.backgroundColor = .blue },
                       completion: log.callback())
        screen.advance(by: 0.5)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .beginFromCurrentState], animations: {
            view.backgroundColor = .green
        }, completion: log.callback())
        screen.advance(by: 0)
        #expect(log.calls == [false], "the replaced animation did not finish")
        let start = view.layer.presentation()!.backgroundColor!.components!
        #expect(close(start[0], 0.5, 0.05) && close(start[2], 0.5, 0.05), "starts halfway between red and blue")

        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.backgroundColor = .red })
        let fromModel = view.layer.presentation()!.backgroundColor!.components!
        let green = UIColor.green.cgColor.components!
        #expect(close(fromModel[1], green[1], 0.01), "without beginFromCurrentState it starts from the old model value")
        screen.runUntilAnimationsSettle()
        #expect(log.calls == [false, false])
    }

    @Test("Autoreverse runs there and back and ends at the model value; repeat never settles")
    func autoreverseAndRepeat() {
        let (screen, window, view) = setUp()
        defer { window.isHidden = true }
        let log = CompletionLog()
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .autoreverse], animations: { view.center.x = 250 },
                       completion: log.callback())
        screen.advance(by: 1.5)
        #expect(close(presentedX(view), 150), "halfway back")
        screen.advance(by: 0.6)
        #expect(log.calls == [true])
        #expect(presentedX(view) == 250, "snaps to the model value, as UIKit does")

        UIView.animate(withDuration: 0.5, delay: 0, options: [.curveLinear, .repeat, .autoreverse], animations: {
            view.alpha = 0
        }, completion: log.callback())
        #expect(!screen.runUntilAnimationsSettle(timeout: 3))
        view.layer.removeAllAnimations()
        screen.advance(by: 0)
        #expect(log.calls == [true, false], "removing the endless animation completes it unfinished")
    }

    @Test("Spring animations overshoot below critical damping and settle within the duration")
    func springs() {
        let (screen, window, view) = setUp()
        defer { window.isHidden = true }
        let stiff = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        window.addSubview(stiff)
        let log = CompletionLog()
        UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.3, initialSpringVelocity: 0, options: [],
                       animations: { view.center.x = 250 }, completion: log.callback())
        UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0, options: [],
                       animations: { stiff.center.x = 250 })
        var bouncyMax: CGFloat = 0
        var stiffMax: CGFloat = 0
        for _ in 0..<60 {
            screen.advance(by: 1.0 / 60)
            bouncyMax = max(bouncyMax, presentedX(view))
            stiffMax = max(stiffMax, presentedX(stiff))
        }
        #expect(bouncyMax > 270, "damping 0.3 overshoots")
        #expect(stiffMax <= 250.01, "critical damping does not")
        #expect(close(presentedX(view), 250, 1), "settled by the duration")
        screen.runUntilAnimationsSettle()
        #expect(log.calls == [true])
    }

    @Test("Keyframe animations pass through each keyframe's values at their relative times")
    func keyframes() {
        let (screen, window, view) = setUp()
        defer { window.isHidden = true }
        let log = CompletionLog()
        UIView.animateKeyframes(withDuration: 2, delay: 0, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.center.x = 150 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.25) { view.center.x = 350 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 0 }
        }, completion: log.callback())
        #expect(view.center.x == 350 && view.alpha == 0, "the model holds the last keyframe's values")
        screen.advance(by: 0.5)
        #expect(close(presentedX(view), 100))
        screen.advance(by: 0.5)
        #expect(close(presentedX(view), 150))
        #expect(close(CGFloat(view.layer.presentation()!.opacity), 1, 0.01))
        screen.advance(by: 0.25)
        #expect(close(presentedX(view), 250))
        screen.advance(by: 0.25)
        #expect(close(presentedX(view), 350), "the position's last keyframe has ended")
        #expect(close(CGFloat(view.layer.presentation()!.opacity), 0.5, 0.01))
        screen.runUntilAnimationsSettle()
        #expect(log.calls == [true])
    }

    @Test("Layout inside the block animates: layoutIfNeeded after a constraint change, or the layoutSubviews option")
    func animatedLayout() {
        let (screen, window, view) = setUp()
        defer { window.isHidden = true }
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(box)
        let width = box.widthAnchor.constraint(equalToConstant: 20)
        NSLayoutConstraint.activate([width, box.heightAnchor.constraint(equalToConstant: 20),
                                     box.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                                     box.topAnchor.constraint(equalTo: view.topAnchor)])
        view.layoutIfNeeded()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            width.constant = 80
            view.layoutIfNeeded()
        })
        #expect(box.frame.width == 80)
        screen.advance(by: 0.5)
        #expect(close(box.layer.presentation()!.bounds.width, 50))
        screen.runUntilAnimationsSettle()

        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            view.frame.size.width = 200
        })
        screen.advance(by: 0)
        #expect(box.frame.minX == 120)
        #expect(box.layer.animationKeys() == nil, "without layoutSubviews the subview's layout happens after the block")
        screen.runUntilAnimationsSettle()

        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .layoutSubviews], animations: {
            view.frame.size.width = 100
        })
        #expect(box.frame.minX == 20, "laid out inside the block")
        screen.advance(by: 0.5)
        #expect(close(box.layer.presentation()!.position.x, 110), "halfway from 160 to 60, with its superview's edge")
    }

    @Test("HIT-01 an animating view takes no touches unless allowUserInteraction; hit testing uses the model frame")
    func hitTestingDuringAnimation() {
        let (screen, window, _) = setUp()
        defer { window.isHidden = true }
        let target = logView("target", CGRect(x: 0, y: 150, width: 100, height: 100))
        window.addSubview(target)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { target.center.x = 350 })
        screen.advance(by: 0.5)
        screen.tap(at: CGPoint(x: 350, y: 200))
        #expect(target.log.isEmpty, "suspended while animating")
        screen.runUntilAnimationsSettle()
        screen.tap(at: CGPoint(x: 350, y: 200))
        #expect(target.log == ["began 1", "ended 1"])

        target.log = []
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .allowUserInteraction], animations: {
            target.center.x = 50
        })
        screen.advance(by: 0.5)
        screen.tap(at: CGPoint(x: 200, y: 200))
        #expect(target.log.isEmpty, "where it appears is not where it is")
        screen.tap(at: CGPoint(x: 50, y: 200))
        #expect(target.log == ["began 1", "ended 1"], "the model frame takes the touch")
    }

    @Test("Frames render the presented values")
    func renderedFrames() {
        let (screen, window, view) = setUp()
        defer { window.isHidden = true }
        window.backgroundColor = .white
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 250 })
        screen.advance(by: 0.5)
        let image = screen.render()
        #expect(image.color(x: 110, y: 50).isClose(to: PixelColor(red: 255, green: 0, blue: 0)), "the view is drawn where it appears")
        #expect(image.color(x: 40, y: 50).isClose(to: PixelColor(red: 255, green: 255, blue: 255)))
    }
}

/// UIKit's block animations run on the timeline of the layer they animate (Core Animation's
/// `CAMediaTiming` on layers), as on iOS: pausing a view's layer pauses them, its speed
/// scales them, and a delay counts on that timeline.
extension ViewAnimationTests {
    @Test("Pausing the superview's layer holds a view animation and its completion; resuming finishes it")
    func pausedSuperlayer() {
        let (screen, window, view) = setUp()
        defer { window.isHidden = true }
        let log = CompletionLog()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 150 },
                       completion: log.callback())
        screen.advance(by: 0.5)
        let paused = window.layer.convertTime(CACurrentMediaTime(), from: nil)
        window.layer.speed = 0
        window.layer.timeOffset = paused
        screen.advance(by: 3)
        #expect(abs(presentedX(view) - 100) < 0.5, "held halfway")
        #expect(log.calls.isEmpty)
        window.layer.speed = 1
        window.layer.timeOffset = 0
        window.layer.beginTime = 0
        window.layer.beginTime = window.layer.convertTime(CACurrentMediaTime(), from: nil) - paused
        screen.advance(by: 0.6)
        #expect(log.calls == [true])
        #expect(presentedX(view) == 150)
    }

    @Test("A window layer's speed of 4 runs view animations four times as fast, their delays included")
    func fastWindow() {
        let (screen, window, view) = setUp()
        defer { window.isHidden = true }
        window.layer.speed = 4
        let log = CompletionLog()
        UIView.animate(withDuration: 1, delay: 1, options: .curveLinear, animations: { view.center.x = 250 },
                       completion: log.callback())
        screen.advance(by: 0.25)
        #expect(abs(presentedX(view) - 50) < 0.5, "the one-second delay has just passed")
        screen.advance(by: 0.125)
        #expect(abs(presentedX(view) - 150) < 0.5)
        screen.advance(by: 0.15)
        #expect(log.calls == [true])
    }
}
