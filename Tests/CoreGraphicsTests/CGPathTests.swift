import CoreGraphics
import Testing

@Suite("CGPath")
struct CGPathTests {
    private func elements(of path: CGPath) -> [(CGPathElementType, [CGPoint])] {
        var result: [(CGPathElementType, [CGPoint])] = []
        path.applyWithBlock { element in
            let count: Int
            switch element.pointee.type {
            case .moveToPoint, .addLineToPoint: count = 1
            case .addQuadCurveToPoint: count = 2
            case .addCurveToPoint: count = 3
            case .closeSubpath: count = 0
            }
            result.append((element.pointee.type, (0..<count).map { element.pointee.points[$0] }))
        }
        return result
    }

    @Test("A rectangle is move, three lines and close, in (minX,minY) → (maxX,minY) order")
    func rectangleElements() {
        let path = CGPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4), transform: nil)
        let e = elements(of: path)
        #expect(e.map(\.0) == [.moveToPoint, .addLineToPoint, .addLineToPoint, .addLineToPoint, .closeSubpath])
        #expect(e[0].1 == [CGPoint(x: 1, y: 2)] && e[1].1 == [CGPoint(x: 4, y: 2)] && e[2].1 == [CGPoint(x: 4, y: 6)])
        var rect = CGRect.zero
        #expect(path.isRect(&rect) && rect == CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test("Winding and even-odd rules differ for a rectangle with an inner ellipse")
    func fillRules() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
        path.addEllipse(in: CGRect(x: 25, y: 25, width: 50, height: 50))
        let center = CGPoint(x: 50, y: 50)
        #expect(path.contains(center, using: .winding))
        #expect(!path.contains(center, using: .evenOdd))
        #expect(path.contains(CGPoint(x: 5, y: 5), using: .evenOdd))
        #expect(!path.contains(CGPoint(x: 150, y: 5)))
    }

    @Test("A reversed inner subpath makes a hole under the winding rule too")
    func windingDirection() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
        path.addLines(between: [CGPoint(x: 25, y: 25), CGPoint(x: 25, y: 75), CGPoint(x: 75, y: 75), CGPoint(x: 75, y: 25)])
        path.closeSubpath()
        #expect(!path.contains(CGPoint(x: 50, y: 50), using: .winding))
        #expect(path.contains(CGPoint(x: 10, y: 50), using: .winding))
    }

    @Test("contains(_:using:transform:) tests against the transformed path")
    func containsWithTransform() {
        let path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        #expect(!path.contains(CGPoint(x: 25, y: 5)))
        #expect(path.contains(CGPoint(x: 25, y: 5), transform: CGAffineTransform(translationX: 20, y: 0)))
    }

    @Test("Open subpaths are treated as closed for hit testing")
    func openSubpathContains() {
        let path = CGMutablePath()
        path.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 0, y: 100)])
        #expect(path.contains(CGPoint(x: 10, y: 10)))
        #expect(!path.contains(CGPoint(x: 90, y: 90)))
    }

    @Test("boundingBox includes control points; boundingBoxOfPath only the curve")
    func boundingBoxes() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 100), control2: CGPoint(x: 100, y: 100))
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 100, height: 100))
        let tight = path.boundingBoxOfPath
        #expect(abs(tight.height - 75) < 1e-9)
        #expect(tight.minX == 0 && tight.maxX == 100)
        #expect(CGMutablePath().boundingBox.isNull)
    }

    @Test("An ellipse's tight bounds are its rectangle")
    func ellipseBounds() {
        let rect = CGRect(x: 10, y: 20, width: 80, height: 40)
        let ellipse = CGPath(ellipseIn: rect, transform: nil)
        let tight = ellipse.boundingBoxOfPath
        #expect(abs(tight.minX - rect.minX) < 1e-6 && abs(tight.maxX - rect.maxX) < 1e-6)
        #expect(abs(tight.minY - rect.minY) < 1e-6 && abs(tight.maxY - rect.maxY) < 1e-6)
        #expect(ellipse.contains(CGPoint(x: 50, y: 40)))
        #expect(!ellipse.contains(CGPoint(x: 12, y: 22)))
    }

    @Test("addArc clockwise: false sweeps toward increasing angles; true toward decreasing")
    func arcDirection() {
        let counterclockwise = CGMutablePath()
        counterclockwise.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(counterclockwise.boundingBoxOfPath.maxY > 9.99)
        #expect(counterclockwise.boundingBoxOfPath.minY > -0.01)
        let clockwise = CGMutablePath()
        clockwise.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        // Three quarters of the circle, through negative y.
        #expect(clockwise.boundingBoxOfPath.minY < -9.99)
        #expect(abs(clockwise.currentPoint.y - 10) < 1e-9)
    }

    @Test("addArc joins the current point with a line; without one it starts a subpath")
    func arcStart() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: -50, y: 0))
        path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi, clockwise: false)
        let e = elements(of: path)
        #expect(e[0].0 == .moveToPoint && e[1].0 == .addLineToPoint && e[1].1 == [CGPoint(x: 10, y: 0)])
        #expect(e.dropFirst(2).allSatisfy { $0.0 == .addCurveToPoint })
        let bare = CGMutablePath()
        bare.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi, clockwise: false)
        #expect(elements(of: bare).first?.0 == .moveToPoint)
    }

    @Test("addArc(tangent1End:tangent2End:radius:) rounds a corner")
    func tangentArc() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)
        // The arc ends on the second tangent line, 20 below the corner.
        #expect(abs(path.currentPoint.x - 100) < 1e-9 && abs(path.currentPoint.y - 20) < 1e-9)
        let e = elements(of: path)
        #expect(e[1].0 == .addLineToPoint && e[1].1 == [CGPoint(x: 80, y: 0)])
    }

    @Test("Rounded rectangles clamp their corners to half the sides")
    func roundedRect() {
        let path = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 40), cornerWidth: 30, cornerHeight: 30, transform: nil)
        let bounds = path.boundingBoxOfPath
        #expect(abs(bounds.width - 100) < 1e-6 && abs(bounds.height - 40) < 1e-6)
        #expect(!path.contains(CGPoint(x: 1, y: 1)))
        #expect(path.contains(CGPoint(x: 50, y: 20)))
    }

    @Test("Quadratic curves, copies with transforms, and equality")
    func quadAndCopies() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 100))
        #expect(abs(path.boundingBoxOfPath.height - 50) < 1e-9)
        var shift = CGAffineTransform(translationX: 10, y: 10)
        let moved = path.copy(using: &shift)!
        #expect(moved.boundingBox == path.boundingBox.offsetBy(dx: 10, dy: 10))
        #expect(path.copy()! == path)
        #expect(moved != path)
        #expect(path.mutableCopy()!.currentPoint == CGPoint(x: 100, y: 0))
    }

    @Test("An empty path has no elements, no current point and a null bounding box")
    func emptyPath() {
        let path = CGMutablePath()
        #expect(path.isEmpty)
        #expect(path.currentPoint == .zero)
        #expect(path.boundingBoxOfPath.isNull)
        #expect(!path.contains(.zero))
        path.closeSubpath()
        #expect(path.isEmpty)
    }

    @Test("apply(info:function:) calls a C function with the info pointer and every element, as applyWithBlock does")
    func applyWithFunction() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 1, y: 2))
        path.addLine(to: CGPoint(x: 3, y: 4))
        path.addCurve(to: CGPoint(x: 9, y: 9), control1: CGPoint(x: 5, y: 6), control2: CGPoint(x: 7, y: 8))
        path.closeSubpath()
        var collected: [(CGPathElementType, CGPoint)] = []
        withUnsafeMutablePointer(to: &collected) { pointer in
            path.apply(info: UnsafeMutableRawPointer(pointer)) { info, element in
                let list = info!.assumingMemoryBound(to: [(CGPathElementType, CGPoint)].self)
                list.pointee.append((element.pointee.type, element.pointee.points[0]))
            }
        }
        #expect(collected.map(\.0) == [.moveToPoint, .addLineToPoint, .addCurveToPoint, .closeSubpath])
        #expect(collected.prefix(3).map(\.1) == [CGPoint(x: 1, y: 2), CGPoint(x: 3, y: 4), CGPoint(x: 5, y: 6)])
    }
}
