import CoreGraphics
import Testing

@Suite("CGAffineTransform")
struct CGAffineTransformTests {
    private func close(_ a: CGPoint, _ b: CGPoint, within tolerance: CGFloat = 1e-9) -> Bool {
        abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }

    private func close(_ a: CGAffineTransform, _ b: CGAffineTransform, within tolerance: CGFloat = 1e-9) -> Bool {
        [a.a - b.a, a.b - b.b, a.c - b.c, a.d - b.d, a.tx - b.tx, a.ty - b.ty].allSatisfy { abs($0) <= tolerance }
    }

    @Test("V-32 concatenating(_:) is the product A×B: points go through A, then B")
    func concatenationOrder() {
        let a = CGAffineTransform(scaleX: 2, y: 3)
        let b = CGAffineTransform(translationX: 10, y: 20)
        let p = CGPoint(x: 1, y: 1)
        #expect(p.applying(a.concatenating(b)) == p.applying(a).applying(b))
        #expect(p.applying(a.concatenating(b)) == CGPoint(x: 12, y: 23))
        #expect(p.applying(b.concatenating(a)) == CGPoint(x: 22, y: 63))
    }

    @Test("V-32 composition is not commutative")
    func notCommutative() {
        let r = CGAffineTransform(rotationAngle: .pi / 2)
        let t = CGAffineTransform(translationX: 100, y: 0)
        #expect(r.concatenating(t) != t.concatenating(r))
    }

    @Test("V-32 chained modifiers apply in the opposite order: r.translatedBy == t.concatenating(r)")
    func chainedModifiersPrepend() {
        let r = CGAffineTransform(rotationAngle: .pi / 4)
        let t = CGAffineTransform(translationX: 100, y: 0)
        #expect(close(r.translatedBy(x: 100, y: 0), t.concatenating(r)))
        let angle: CGFloat = 0.3
        let s = CGAffineTransform(scaleX: 2, y: 5).translatedBy(x: 3, y: -4)
        #expect(close(s.rotated(by: angle), CGAffineTransform(rotationAngle: angle).concatenating(s)))
        #expect(close(s.scaledBy(x: 3, y: 7), CGAffineTransform(scaleX: 3, y: 7).concatenating(s)))
    }

    @Test("V-32 inverted() removes a component: r⁻¹·(t·r) translates by t rotated by r")
    func translateAtAnAngle() {
        let r = CGAffineTransform(rotationAngle: .pi / 6)
        let t = CGAffineTransform(translationX: 100, y: 0)
        let result = r.inverted().concatenating(t.concatenating(r))
        #expect(abs(result.a - 1) < 1e-12 && abs(result.b) < 1e-12 && abs(result.c) < 1e-12 && abs(result.d - 1) < 1e-12)
        let expected = CGPoint(x: 100, y: 0).applying(r)
        #expect(close(CGPoint(x: result.tx, y: result.ty), expected))
    }

    @Test("Rotating by a quarter turn gives exact zeros and ones")
    func exactQuarterTurns() {
        let r = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(r == CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0))
        #expect(CGPoint(x: 1, y: 0).applying(r) == CGPoint(x: 0, y: 1))
    }

    @Test("Identity, isIdentity and the default initializer")
    func identity() {
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(CGAffineTransform() == .identity)
        #expect(!CGAffineTransform(translationX: 1, y: 0).isIdentity)
    }

    @Test("inverted() of a singular matrix returns it unchanged")
    func singularInverse() {
        let singular = CGAffineTransform(scaleX: 0, y: 1)
        #expect(singular.inverted() == singular)
        let t = CGAffineTransform(a: 2, b: 1, c: 1, d: 3, tx: 5, ty: -7)
        #expect(close(t.concatenating(t.inverted()), .identity, within: 1e-12))
    }

    @Test("CGRect.applying returns the axis-aligned bounding box of the transformed corners")
    func rectApplying() {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 20)
        let rotated = rect.applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(close(rotated.origin, CGPoint(x: -20, y: 0)))
        #expect(rotated.size == CGSize(width: 20, height: 10))
        #expect(CGRect.null.applying(CGAffineTransform(scaleX: 2, y: 2)).isNull)
        #expect(rect.applying(CGAffineTransform(scaleX: -1, y: 1)) == CGRect(x: -10, y: 0, width: 10, height: 20))
    }

    @Test("CGSize.applying ignores translation")
    func sizeApplying() {
        let t = CGAffineTransform(translationX: 50, y: 50).scaledBy(x: 2, y: 3)
        #expect(CGSize(width: 1, height: 1).applying(t) == CGSize(width: 2, height: 3))
    }

    @Test("decomposed() and init(_:) round-trip scale, shear, rotation and translation")
    func components() {
        let t = CGAffineTransform(scaleX: 2, y: 3)
            .concatenating(CGAffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0))
            .concatenating(CGAffineTransform(rotationAngle: 0.7))
            .concatenating(CGAffineTransform(translationX: 4, y: -5))
        let parts = t.decomposed()
        #expect(abs(parts.scale.width - 2) < 1e-9 && abs(parts.scale.height - 3) < 1e-9)
        #expect(abs(parts.horizontalShear - 0.5) < 1e-9)
        #expect(abs(parts.rotation - 0.7) < 1e-9)
        #expect(parts.translation == CGVector(dx: 4, dy: -5))
        #expect(close(CGAffineTransform(parts), t, within: 1e-9))
    }
}
