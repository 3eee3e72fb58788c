import CoreGraphics
import Foundation
import QuartzCore
import Testing
@testable import UIKit
import UIKitTesting

/// Motion effects: interpolating effects, groups, and a view presenting model + effect while
/// the device tilts (headlessly), with Reduce Motion turning them off.
@MainActor
@Suite("UIMotionEffect", .serialized, .exclusiveUIKit)
struct MotionEffectTests {
    private func parallax(_ keyPath: String, _ type: UIInterpolatingMotionEffect.EffectType, _ low: Any, _ high: Any) -> UIInterpolatingMotionEffect {
        let effect = UIInterpolatingMotionEffect(keyPath: keyPath, type: type)
        effect.minimumRelativeValue = low
        effect.maximumRelativeValue = high
        return effect
    }

    @Test("An interpolating effect maps its axis from minimum (−1) through the midpoint (0) to maximum (1), clamped; numbers, points and sizes")
    func interpolation() {
        let effect = parallax("center.x", .tiltAlongHorizontalAxis, -10, 30)
        func value(_ horizontal: CGFloat, _ vertical: CGFloat = 0) -> CGFloat? {
            effect.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: horizontal, vertical: vertical))?["center.x"] as? CGFloat
        }
        #expect(value(-1) == -10)
        #expect(value(0) == 10)
        #expect(value(1) == 30)
        #expect(value(5) == 30)
        #expect(value(0, 1) == 10, "the vertical axis does not move a horizontal effect")

        let shadow = parallax("layer.shadowOffset", .tiltAlongVerticalAxis, CGSize(width: 0, height: -4), CGSize(width: 0, height: 4))
        #expect(shadow.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 0, vertical: 0.5))?["layer.shadowOffset"] as? CGSize
                == CGSize(width: 0, height: 2))
        let mismatched = parallax("center", .tiltAlongVerticalAxis, CGPoint.zero, 4)
        #expect(mismatched.keyPathsAndRelativeValues(forViewerOffset: UIOffset()) == nil)
        #expect(UIMotionEffect().keyPathsAndRelativeValues(forViewerOffset: UIOffset()) == nil)

        let copy = effect.copy() as? UIInterpolatingMotionEffect
        #expect(copy !== effect && copy?.keyPath == "center.x" && copy?.maximumRelativeValue as? Int == 30)
    }

    @Test("A group adds its effects' values for one key path and keeps the others")
    func groups() {
        let group = UIMotionEffectGroup()
        group.motionEffects = [parallax("center.x", .tiltAlongHorizontalAxis, -10, 10),
                               parallax("center.x", .tiltAlongVerticalAxis, -5, 5),
                               parallax("center.y", .tiltAlongVerticalAxis, -20, 20)]
        let values = group.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 1, vertical: 1))
        #expect(values?["center.x"] as? CGFloat == 15)
        #expect(values?["center.y"] as? CGFloat == 20)
        #expect(UIMotionEffectGroup().keyPathsAndRelativeValues(forViewerOffset: UIOffset()) == nil)
    }

    @Test("A view presents model + effect as the device tilts, its model never moves, and no frame is asked for; removing the effect puts it back")
    func viewFollowsTheTilt() throws {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 300), scale: 1)
        let window = UIWindow()
        defer {
            window.isHidden = true
            screen.tiltDevice(to: UIOffset())
        }
        let card = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 60))
        card.backgroundColor = .red
        window.addSubview(card)
        window.makeKeyAndVisible()
        screen.presentFrame()

        let horizontal = parallax("center.x", .tiltAlongHorizontalAxis, -20, 20)
        let fade = parallax("alpha", .tiltAlongVerticalAxis, -0.5, 0)
        card.addMotionEffect(horizontal)
        card.addMotionEffect(horizontal)
        card.addMotionEffect(fade)
        #expect(card.motionEffects.count == 2)
        screen.presentFrame()
        #expect(card.layer.presentation()?.position.x == 150, "straight in front: the midpoint, 0")
        #expect(abs((card.layer.presentation()?.opacity ?? 0) - 0.75) < 1e-6, "the midpoint of −0.5…0 is −0.25")

        screen.tiltDevice(to: UIOffset(horizontal: 1, vertical: 1))
        screen.presentFrame()
        #expect(card.center.x == 150, "the model stays")
        #expect(card.alpha == 1)
        #expect(card.layer.presentation()?.position.x == 170)
        #expect(card.layer.presentation()?.opacity == 1)
        #expect(!AnimationClock.isRunning, "an effect holds still: no frames")
        let image = screen.render()
        func isRed(_ pixel: UInt32) -> Bool { pixel >> 16 & 0xFF > 200 && pixel >> 8 & 0xFF < 80 }
        #expect(isRed(image.pixel(x: 205, y: 130)), "drawn 20 points to the right")
        #expect(!isRed(image.pixel(x: 110, y: 130)), "no longer at its model place")

        card.removeMotionEffect(horizontal)
        screen.presentFrame()
        #expect(card.layer.presentation()?.position.x == 150)
        card.motionEffects = []
        #expect(card.layer.animationKeys()?.isEmpty ?? true)
    }

    @Test("With Reduce Motion on, effects add nothing; turned off again, they come back")
    func reduceMotion() throws {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 300), scale: 1)
        let window = UIWindow()
        defer {
            window.isHidden = true
            screen.tiltDevice(to: UIOffset())
            screen.isReduceMotionEnabled = false
        }
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        window.addSubview(card)
        window.makeKeyAndVisible()
        card.addMotionEffect(parallax("center.y", .tiltAlongVerticalAxis, -10, 10))
        screen.tiltDevice(to: UIOffset(horizontal: 0, vertical: -1))
        #expect(card.layer.presentation()?.position.y == 15)
        screen.isReduceMotionEnabled = true
        #expect(card.layer.presentation()?.position.y == 25)
        screen.isReduceMotionEnabled = false
        #expect(card.layer.presentation()?.position.y == 15)
    }
}
