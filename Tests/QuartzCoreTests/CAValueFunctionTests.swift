import Foundation
import QuartzCore
import Testing
import UIKitTesting

/// CAValueFunction: transform animations that interpolate numbers — angles, scales, offsets —
/// and build the transform from them, so that turns about x and y keep their depth.
@MainActor
@Suite("CAValueFunction", .serialized, .exclusiveUIKit, .withoutImplicitActions)
struct CAValueFunctionTests {
    private func setUp() -> (HeadlessScreen, CALayer) {
        let screen = HeadlessScreen(size: CGSize(width: 100, height: 100), scale: 1)
        let layer = CALayer()
        layer.frame = CGRect(x: 30, y: 30, width: 40, height: 40)
        layer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        screen.rootLayer.addSublayer(layer)
        screen.render()
        return (screen, layer)
    }

    private func close(_ a: CATransform3D, _ b: CATransform3D, _ tolerance: CGFloat = 1e-6) -> Bool {
        let x = [a.m11, a.m12, a.m13, a.m14, a.m21, a.m22, a.m23, a.m24, a.m31, a.m32, a.m33, a.m34, a.m41, a.m42, a.m43, a.m44]
        let y = [b.m11, b.m12, b.m13, b.m14, b.m21, b.m22, b.m23, b.m24, b.m31, b.m32, b.m33, b.m34, b.m41, b.m42, b.m43, b.m44]
        return zip(x, y).allSatisfy { abs($0 - $1) <= tolerance }
    }

    @Test("Every name Core Animation defines makes a function that keeps its name; another name makes none")
    func names() {
        let names: [CAValueFunctionName] = [.rotateX, .rotateY, .rotateZ, .scale, .scaleX, .scaleY, .scaleZ,
                                            .translate, .translateX, .translateY, .translateZ]
        for name in names { #expect(CAValueFunction(name: name)?.name == name) }
        #expect(CAValueFunctionName.rotateY.rawValue == "rotateY")
        #expect(CAValueFunction(name: CAValueFunctionName(rawValue: "wobble")) == nil)
        #expect(CABasicAnimation(keyPath: "transform").valueFunction == nil)
    }

    @Test("rotateY turns through the interpolated angle — three quarters of a turn — where matrices could not")
    func rotateY() {
        let (screen, layer) = setUp()
        let turn = CABasicAnimation(keyPath: "transform")
        turn.valueFunction = CAValueFunction(name: .rotateY)
        turn.fromValue = 0
        turn.toValue = 3 * CGFloat.pi / 2
        turn.duration = 1
        layer.add(turn, forKey: "turn")
        #expect((layer.animation(forKey: "turn") as? CABasicAnimation)?.valueFunction?.name == .rotateY, "the copy keeps the function")
        screen.advance(by: 0.5)
        #expect(close(layer.presentation()!.transform, CATransform3DMakeRotation(3 * .pi / 4, 0, 1, 0)))
        #expect(CATransform3DIsIdentity(layer.transform), "the model is untouched")
    }

    @Test("rotateX and rotateZ, scale and translate (three numbers each), and the single-axis ones")
    func eachFunction() {
        let (screen, layer) = setUp()
        let cases: [(CAValueFunctionName, Any, Any, CATransform3D)] = [
            (.rotateX, 0.0, Double.pi, CATransform3DMakeRotation(.pi / 2, 1, 0, 0)),
            (.rotateZ, 0.0, 1.0, CATransform3DMakeRotation(0.5, 0, 0, 1)),
            (.scale, [1.0, 1.0, 1.0], [3.0, 5.0, 7.0], CATransform3DMakeScale(2, 3, 4)),
            (.scaleX, 1.0, 3.0, CATransform3DMakeScale(2, 1, 1)),
            (.scaleY, 1.0, 3.0, CATransform3DMakeScale(1, 2, 1)),
            (.scaleZ, 1.0, 3.0, CATransform3DMakeScale(1, 1, 2)),
            (.translate, [0.0, 0.0, 0.0], [10.0, 20.0, 30.0], CATransform3DMakeTranslation(5, 10, 15)),
            (.translateX, 0.0, 8.0, CATransform3DMakeTranslation(4, 0, 0)),
            (.translateY, 0.0, 8.0, CATransform3DMakeTranslation(0, 4, 0)),
            (.translateZ, 0.0, 8.0, CATransform3DMakeTranslation(0, 0, 4)),
        ]
        for (name, from, to, halfway) in cases {
            let animation = CABasicAnimation(keyPath: "transform")
            animation.valueFunction = CAValueFunction(name: name)
            animation.fromValue = from
            animation.toValue = to
            animation.duration = 1
            layer.add(animation, forKey: "f")
            screen.advance(by: 0.5)
            #expect(close(layer.presentation()!.transform, halfway), "\(name.rawValue)")
            layer.removeAnimation(forKey: "f")
        }
    }

    @Test("A missing end is the function's identity: by a quarter turn from none")
    func missingEnd() {
        let (screen, layer) = setUp()
        let turn = CABasicAnimation(keyPath: "transform")
        turn.valueFunction = CAValueFunction(name: .rotateZ)
        turn.byValue = CGFloat.pi / 2
        turn.duration = 1
        layer.add(turn, forKey: "turn")
        screen.advance(by: 0.5)
        #expect(close(layer.presentation()!.transform, CATransform3DMakeRotation(.pi / 4, 0, 0, 1)))
    }

    @Test("A keyframe animation's values go through the function too")
    func keyframes() {
        let (screen, layer) = setUp()
        let turn = CAKeyframeAnimation(keyPath: "transform")
        turn.valueFunction = CAValueFunction(name: .rotateY)
        turn.values = [0, CGFloat.pi, 0]
        turn.duration = 2
        layer.add(turn, forKey: "turn")
        screen.advance(by: 0.5)
        #expect(close(layer.presentation()!.transform, CATransform3DMakeRotation(.pi / 2, 0, 1, 0)))
    }

    @Test("Values the function cannot take (one number for scale) animate nothing, and nothing fails")
    func wrongInput() {
        let (screen, layer) = setUp()
        let grow = CABasicAnimation(keyPath: "transform")
        grow.valueFunction = CAValueFunction(name: .scale)
        grow.fromValue = 1
        grow.toValue = 2
        grow.duration = 1
        layer.add(grow, forKey: "grow")
        screen.advance(by: 0.5)
        #expect(CATransform3DIsIdentity(layer.presentation()!.transform))
    }

    @Test("An additive value function's transform is combined with the model's")
    func additive() {
        let (screen, layer) = setUp()
        layer.transform = CATransform3DMakeScale(2, 2, 1)
        let move = CABasicAnimation(keyPath: "transform")
        move.valueFunction = CAValueFunction(name: .translateX)
        move.isAdditive = true
        move.fromValue = 0
        move.toValue = 10
        move.duration = 1
        layer.add(move, forKey: "move")
        screen.advance(by: 0.5)
        // As every additive transform does here: the animation's before the model's.
        #expect(close(layer.presentation()!.transform, CATransform3DConcat(CATransform3DMakeTranslation(5, 0, 0), CATransform3DMakeScale(2, 2, 1))))
    }
}
