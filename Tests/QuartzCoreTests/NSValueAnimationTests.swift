@testable import QuartzCore
import Foundation
import Testing
import UIKitTesting

@Suite("NSValue-boxed geometry in animations", .serialized, .exclusiveUIKit)
@MainActor
struct NSValueAnimationTests {
    @Test("NSValue(caTransform3D:) round-trips; a value holding something else reads as the identity")
    func boxing() {
        let transform = CATransform3DMakeRotation(0.5, 0, 0, 1)
        #expect(NSValue(caTransform3D: transform).caTransform3DValue == transform)
        #expect(NSValue(caTransform3D: transform).isEqual(NSValue(caTransform3D: transform)))
        #expect(NSValue(rect: CGRect(x: 1, y: 2, width: 3, height: 4)).caTransform3DValue == CATransform3DIdentity)
    }

    @Test("Animations take boxed transforms and rectangles, as Objective-C-style code passes them")
    func animatesBoxedValues() {
        let (screen, layer) = shownRedSquare()
        let spin = CABasicAnimation(keyPath: "transform")
        spin.fromValue = NSValue(caTransform3D: CATransform3DIdentity)
        spin.toValue = NSValue(caTransform3D: CATransform3DMakeScale(3, 3, 1))
        spin.duration = 1
        layer.add(spin, forKey: "spin")
        screen.advance(by: 0.5)
        #expect(abs(layer.presentation()!.transform.m11 - 2) < 0.01)

        let grow = CABasicAnimation(keyPath: "bounds")
        grow.fromValue = NSValue(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        grow.toValue = NSValue(rect: CGRect(x: 0, y: 0, width: 30, height: 50))
        grow.duration = 1
        layer.add(grow, forKey: "grow")
        screen.advance(by: 0.5)
        #expect(abs(layer.presentation()!.bounds.width - 20) < 0.01)
        #expect(abs(layer.presentation()!.bounds.height - 30) < 0.01)
    }
}
