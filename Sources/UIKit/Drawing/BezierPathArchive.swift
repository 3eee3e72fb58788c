import CoreGraphics
import Foundation

/// A path as a keyed archive holds it: one array of numbers, each element its type
/// (`CGPathElementType`'s raw value) and then its points' coordinates.
enum BezierPathArchive {
    static let elementsKey = "UIPathElements"

    static func elements(of path: CGPath) -> [Double] {
        var numbers: [Double] = []
        path.applyWithBlock { element in
            let type = element.pointee.type
            numbers.append(Double(type.rawValue))
            for index in 0..<pointCount(type) {
                let point = element.pointee.points[index]
                numbers.append(Double(point.x))
                numbers.append(Double(point.y))
            }
        }
        return numbers
    }

    /// The path `numbers` describe; nil when they do not (an unknown element type, points
    /// missing, a curve with no current point).
    static func path(from archived: Any?) -> CGMutablePath? {
        guard let numbers = archived as? [Double] else { return nil }
        let path = CGMutablePath()
        var index = 0
        func point() -> CGPoint? {
            guard index + 1 < numbers.count, numbers[index].isFinite, numbers[index + 1].isFinite else { return nil }
            defer { index += 2 }
            return CGPoint(x: numbers[index], y: numbers[index + 1])
        }
        while index < numbers.count {
            guard let type = CGPathElementType(rawValue: Int32(exactly: numbers[index]) ?? -1) else { return nil }
            index += 1
            let needsCurrentPoint = type != .moveToPoint
            if needsCurrentPoint, path.isEmpty { return nil }
            switch type {
            case .moveToPoint:
                guard let to = point() else { return nil }
                path.move(to: to)
            case .addLineToPoint:
                guard let to = point() else { return nil }
                path.addLine(to: to)
            case .addQuadCurveToPoint:
                guard let control = point(), let to = point() else { return nil }
                path.addQuadCurve(to: to, control: control)
            case .addCurveToPoint:
                guard let control1 = point(), let control2 = point(), let to = point() else { return nil }
                path.addCurve(to: to, control1: control1, control2: control2)
            case .closeSubpath:
                path.closeSubpath()
            }
        }
        return path
    }

    private static func pointCount(_ type: CGPathElementType) -> Int {
        switch type {
        case .moveToPoint, .addLineToPoint: 1
        case .addQuadCurveToPoint: 2
        case .addCurveToPoint: 3
        case .closeSubpath: 0
        }
    }
}

extension UIBezierPath: NSSecureCoding {}
