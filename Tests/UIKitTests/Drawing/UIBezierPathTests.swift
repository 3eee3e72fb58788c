import Testing
import UIKitTesting
import UIKit

@Suite("UIBezierPath", .exclusiveUIKit)
struct UIBezierPathTests {
    @Test("Defaults match UIKit's")
    func defaults() {
        let path = UIBezierPath()
        #expect(path.lineWidth == 1 && path.lineCapStyle == .butt && path.lineJoinStyle == .miter)
        #expect(path.miterLimit == 10 && path.flatness == 0.6 && !path.usesEvenOddFillRule)
        #expect(path.isEmpty)
    }

    @Test("clockwise means clockwise on screen (y down)")
    func clockwiseOnScreen() {
        let path = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        // From 3 o'clock to 6 o'clock the short way, through positive y (down).
        #expect(path.cgPath.boundingBoxOfPath.minY > -0.01)
        #expect(abs(path.currentPoint.y - 10) < 1e-9)
        let other = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(other.cgPath.boundingBoxOfPath.minY < -9.99)
    }

    @Test("Rounded rectangles use continuous corners: the curve starts about 1.53 radii from a corner")
    func continuousCorners() {
        let path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 100), cornerRadius: 10)
        #expect(path.contains(CGPoint(x: 50, y: 50)))
        #expect(!path.contains(CGPoint(x: 1, y: 1)))
        var start = CGPoint.zero
        var seen = false
        path.cgPath.applyWithBlock { element in
            if !seen { start = element.pointee.points[0]; seen = true }
        }
        #expect(abs(start.x - 15.2866483) < 1e-6 && start.y == 0)
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 100, height: 100))
        let some = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 40), byRoundingCorners: [.topLeft],
                                cornerRadii: CGSize(width: 10, height: 30))
        #expect(!some.contains(CGPoint(x: 1, y: 1)))
        #expect(some.contains(CGPoint(x: 39, y: 1)))
    }

    @Test("Even-odd fill rule, append, apply and reversing")
    func operations() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100))
        path.append(UIBezierPath(ovalIn: CGRect(x: 25, y: 25, width: 50, height: 50)))
        #expect(path.contains(CGPoint(x: 50, y: 50)))
        path.usesEvenOddFillRule = true
        #expect(!path.contains(CGPoint(x: 50, y: 50)))
        path.apply(CGAffineTransform(translationX: 10, y: 0))
        #expect(path.bounds.minX == 10)

        let open = UIBezierPath()
        open.move(to: CGPoint(x: 0, y: 0))
        open.addLine(to: CGPoint(x: 10, y: 0))
        open.addCurve(to: CGPoint(x: 20, y: 10), controlPoint1: CGPoint(x: 15, y: 0), controlPoint2: CGPoint(x: 20, y: 5))
        let reversed = open.reversing()
        #expect(reversed.currentPoint == CGPoint(x: 0, y: 0))
        #expect(reversed.bounds == open.bounds)
        #expect(reversed.reversing().currentPoint == CGPoint(x: 20, y: 10))
    }

    @Test("Line dashes round-trip")
    func dashes() {
        let path = UIBezierPath()
        path.setLineDash([4, 2], count: 2, phase: 1)
        var values = [CGFloat](repeating: 0, count: 2)
        var count = 0
        var phase: CGFloat = 0
        path.getLineDash(&values, count: &count, phase: &phase)
        #expect(values == [4, 2] && count == 2 && phase == 1)
    }
}
