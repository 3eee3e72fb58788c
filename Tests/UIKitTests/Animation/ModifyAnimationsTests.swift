import Foundation
import Testing
@testable import UIKit
import UIKitTesting

@MainActor
@Suite("UIView.modifyAnimations(withRepeatCount:autoreverses:animations:)", .serialized, .exclusiveUIKit)
struct ModifyAnimationsTests {
    /// A shown 200-point window with two 50-point squares, at the top and 100 points down.
    func twoSquares() -> (HeadlessScreen, UIWindow, UIView, UIView) {
        let screen = HeadlessScreen(size: CGSize(width: 200, height: 200), scale: 1)
        let window = UIWindow()
        window.makeKeyAndVisible()
        let top = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let lower = UIView(frame: CGRect(x: 0, y: 100, width: 50, height: 50))
        window.addSubview(top)
        window.addSubview(lower)
        screen.presentFrame()
        return (screen, window, top, lower)
    }

    @Test("Inside an animation block, the changes it wraps repeat the count given and reverse; the others do not; the completion comes after every repeat")
    func repeats() throws {
        let (screen, window, pulsing, sliding) = twoSquares()
        defer { window.isHidden = true }

        var finished: Bool?
        UIView.animate(withDuration: 1, animations: {
            UIView.modifyAnimations(withRepeatCount: 2, autoreverses: true) {
                pulsing.alpha = 0.2
            }
            sliding.center.x = 150
        }, completion: { finished = $0 })
        let pulse = try #require(pulsing.layer.animationKeys()?.compactMap { pulsing.layer.animation(forKey: $0) as? CABasicAnimation }.first)
        #expect(pulse.repeatCount == 2)
        #expect(pulse.autoreverses)
        let slide = try #require(sliding.layer.animationKeys()?.compactMap { sliding.layer.animation(forKey: $0) as? CABasicAnimation }.first)
        #expect(slide.repeatCount == 0)
        #expect(!slide.autoreverses)
        #expect(abs(pulsing.alpha - 0.2) < 0.001, "the model takes the new value at once")

        screen.advance(by: 1.5)
        #expect(finished == nil, "two forward-and-back cycles take four seconds")
        screen.advance(by: 3)
        #expect(finished == true)
    }

    @Test("Outside an animation block the changes simply happen")
    func outsideABlock() {
        let view = UIView()
        UIView.modifyAnimations(withRepeatCount: 3, autoreverses: false) { view.alpha = 0.5 }
        #expect(view.alpha == 0.5)
        #expect(view.layer.animationKeys()?.isEmpty ?? true)
    }

    @Test("A property changed before the block and again inside it repeats; an animation block nested inside does not inherit the modifier")
    func scope() throws {
        let (screen, window, first, nested) = twoSquares()
        defer { window.isHidden = true; withExtendedLifetime(screen) {} }
        UIView.animate(withDuration: 1) {
            first.alpha = 0.5
            UIView.modifyAnimations(withRepeatCount: 3, autoreverses: false) {
                first.alpha = 0.2
                UIView.animate(withDuration: 2) { nested.alpha = 0.4 }
            }
        }
        func animation(_ view: UIView) throws -> CABasicAnimation {
            try #require(view.layer.animationKeys()?.compactMap { view.layer.animation(forKey: $0) as? CABasicAnimation }.first)
        }
        #expect(try animation(first).repeatCount == 3)
        #expect(try animation(nested).repeatCount == 0, "the nested block's animation is its own")
    }
}
