import QuartzCore
import Testing
import UIKitTesting

@MainActor
@Suite("CALayer geometry", .exclusiveUIKit)
struct CALayerGeometryTests {
    private func close(_ a: CGRect, _ b: CGRect, within tolerance: CGFloat = 0.05) -> Bool {
        abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
            && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
    }

    @Test("V-28 transform defaults to identity, applies around the anchor point, and changes neither bounds nor position")
    func transformAroundAnchor() {
        let layer = CALayer()
        #expect(CATransform3DIsIdentity(layer.transform))
        layer.frame = CGRect(x: 100, y: 100, width: 100, height: 50)
        layer.setAffineTransform(CGAffineTransform(scaleX: 2, y: 2))
        #expect(layer.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(layer.position == CGPoint(x: 150, y: 125))
        // Scaled about its center, which stays put.
        #expect(layer.frame == CGRect(x: 50, y: 75, width: 200, height: 100))
        layer.anchorPoint = .zero
        #expect(layer.frame.origin == CGPoint(x: 150, y: 125))
    }

    @Test("V-29 a transformed layer's frame is the bounding box of its transformed bounds")
    func transformedFrame() {
        let layer = CALayer()
        layer.frame = CGRect(x: 113, y: 111, width: 132, height: 194)
        layer.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 4))
        #expect(close(layer.frame, CGRect(x: 63.7, y: 92.7, width: 230.5, height: 230.5)))
    }

    @Test("V-31 a transformed layer is hit where it appears")
    func hitTestingTransformed() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
        let bar = CALayer()
        bar.frame = CGRect(x: 100, y: 190, width: 200, height: 20)
        root.addSublayer(bar)
        #expect(root.hitTest(CGPoint(x: 200, y: 120)) === root)
        bar.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
        // Now vertical: it covers (190…210, 100…300).
        #expect(root.hitTest(CGPoint(x: 200, y: 120)) === bar)
        #expect(root.hitTest(CGPoint(x: 120, y: 200)) === root)
    }

    @Test("Frame, bounds and position stay consistent; setting frame moves the anchor point")
    func frameBoundsPosition() {
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        #expect(layer.position == CGPoint(x: 25, y: 40))
        #expect(layer.bounds.size == CGSize(width: 30, height: 40))
        layer.bounds = CGRect(x: 5, y: 5, width: 50, height: 40)
        #expect(layer.position == CGPoint(x: 25, y: 40))
        #expect(layer.frame == CGRect(x: 0, y: 20, width: 50, height: 40))
        layer.anchorPoint = CGPoint(x: 0, y: 0)
        layer.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(layer.position == CGPoint(x: 1, y: 2))
    }

    @Test("Converting points between layers is consistent and round-trips, bounds origins included")
    func conversion() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 500, height: 500)
        let a = CALayer()
        a.frame = CGRect(x: 50, y: 60, width: 200, height: 200)
        a.bounds.origin = CGPoint(x: 10, y: 10)
        let b = CALayer()
        b.frame = CGRect(x: 20, y: 30, width: 50, height: 50)
        b.setAffineTransform(CGAffineTransform(rotationAngle: 0.3))
        root.addSublayer(a)
        a.addSublayer(b)
        let c = CALayer()
        c.frame = CGRect(x: 300, y: 300, width: 10, height: 10)
        root.addSublayer(c)

        #expect(a.convert(CGPoint(x: 10, y: 10), to: root) == CGPoint(x: 50, y: 60))
        let p = CGPoint(x: 7, y: 9)
        let inC = b.convert(p, to: c)
        #expect(abs(c.convert(inC, to: b).x - p.x) < 1e-9 && abs(c.convert(inC, to: b).y - p.y) < 1e-9)
        let viaFrom = c.convert(p, from: b)
        #expect(abs(viaFrom.x - inC.x) < 1e-9 && abs(viaFrom.y - inC.y) < 1e-9)
        let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(a.convert(rect, to: nil) == CGRect(x: 40, y: 50, width: 10, height: 10))
    }

    @Test("sublayerTransform applies to sublayers around the layer's anchor point")
    func sublayerTransform() {
        let parent = CALayer()
        parent.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let child = CALayer()
        child.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        parent.addSublayer(child)
        parent.sublayerTransform = CATransform3DMakeScale(2, 2, 1)
        // About the center (50, 50): the child's origin maps from (0, 0) to (−50, −50).
        #expect(child.convert(CGPoint.zero, to: parent) == CGPoint(x: -50, y: -50))
    }

    @Test("Hit testing skips hidden layers, honours masksToBounds and takes the frontmost by z order")
    func hitTesting() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let back = CALayer(), front = CALayer()
        back.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        front.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        root.addSublayer(back)
        root.addSublayer(front)
        #expect(root.hitTest(CGPoint(x: 10, y: 10)) === front)
        back.zPosition = 1
        #expect(root.hitTest(CGPoint(x: 10, y: 10)) === back)
        back.isHidden = true
        #expect(root.hitTest(CGPoint(x: 10, y: 10)) === front)

        let clipper = CALayer()
        clipper.frame = CGRect(x: 60, y: 60, width: 20, height: 20)
        let overflow = CALayer()
        overflow.frame = CGRect(x: 10, y: 10, width: 30, height: 30)
        clipper.addSublayer(overflow)
        root.addSublayer(clipper)
        #expect(root.hitTest(CGPoint(x: 95, y: 95)) === overflow)
        clipper.masksToBounds = true
        #expect(root.hitTest(CGPoint(x: 95, y: 95)) === root)
        #expect(root.hitTest(CGPoint(x: 150, y: 150)) == nil)
    }

    @Test("CATransform3D: rotation about z equals the affine rotation; concat, invert, affine checks")
    func transform3D() {
        let rotation = CATransform3DMakeRotation(0.5, 0, 0, 1)
        #expect(CATransform3DIsAffine(rotation))
        let affine = CATransform3DGetAffineTransform(rotation)
        let expected = CGAffineTransform(rotationAngle: 0.5)
        #expect(abs(affine.a - expected.a) < 1e-12 && abs(affine.b - expected.b) < 1e-12)
        let t = CATransform3DTranslate(CATransform3DMakeScale(2, 3, 1), 5, 6, 0)
        #expect(CATransform3DGetAffineTransform(t) == CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 5, y: 6))
        let product = CATransform3DConcat(t, CATransform3DInvert(t))
        #expect(abs(product.m11 - 1) < 1e-12 && abs(product.m41) < 1e-12 && abs(product.m22 - 1) < 1e-12)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        #expect(!CATransform3DIsAffine(perspective))
        #expect(CATransform3DInvert(CATransform3DMakeScale(0, 1, 1)) == CATransform3DMakeScale(0, 1, 1))
    }

    @Test("Fuzz finding: a position or bounds that is not finite (a null rectangle's centre) is refused, not composited")
    func nonFiniteGeometryIsRefused() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.position = CGPoint(x: 5, y: 5)
        layer.position = CGPoint(x: CGRect.null.midX, y: CGRect.null.midY)
        #expect(layer.position == CGPoint(x: 5, y: 5))
        layer.position = CGPoint(x: CGFloat.nan, y: 1)
        #expect(layer.position == CGPoint(x: 5, y: 5))
        layer.bounds = .null
        #expect(layer.bounds == CGRect(x: 0, y: 0, width: 10, height: 10))
        layer.bounds = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1)
        #expect(layer.bounds == CGRect(x: 0, y: 0, width: 10, height: 10))
    }
}
