/// Which corners of a rectangle to round, named in y-down (UIKit) terms.
package struct RoundedCorners: OptionSet, Hashable, Sendable {
    package let rawValue: UInt8
    package init(rawValue: UInt8) { self.rawValue = rawValue }

    package static let minXMinY = RoundedCorners(rawValue: 1)
    package static let maxXMinY = RoundedCorners(rawValue: 2)
    package static let minXMaxY = RoundedCorners(rawValue: 4)
    package static let maxXMaxY = RoundedCorners(rawValue: 8)
    package static let all: RoundedCorners = [.minXMinY, .maxXMinY, .minXMaxY, .maxXMaxY]
}

/// The shape of rounded corners.
package enum RoundedCornerStyle: Sendable {
    /// Quarter ellipses.
    case circular
    /// iOS's continuous-curvature corners: the curve starts about 1.53 radii from the corner
    /// and eases into the straight edge, so there is no visible kink.
    case continuous
}

extension CGMutablePath {
    /// A closed rounded rectangle running (minX, minY) → (maxX, minY) → (maxX, maxY) → (minX, maxY),
    /// rounding only `corners`.
    package func addRoundedRect(
        in rect: CGRect, cornerSize: CGSize, corners: RoundedCorners, style: RoundedCornerStyle,
        transform: CGAffineTransform = .identity
    ) {
        let r = rect.standardized
        var rx = max(0, min(cornerSize.width, r.width / 2))
        var ry = max(0, min(cornerSize.height, r.height / 2))
        guard rx > 0, ry > 0, !corners.isEmpty else {
            addRect(r, transform: transform)
            return
        }
        if style == .continuous {
            let radius = min(rx, ry)
            // The continuous shape needs 1.528… radii along each edge; past that, iOS falls
            // back to the largest radius that fits.
            let limited = min(radius, min(r.width, r.height) / 2 / Self.continuousExtent)
            if limited < radius * 0.999 {
                rx = min(rx, r.width / 2); ry = min(ry, r.height / 2)
                addCircularRoundedRect(r, rx, ry, corners, transform)
            } else {
                addContinuousRoundedRect(r, limited, corners, transform)
            }
        } else {
            addCircularRoundedRect(r, rx, ry, corners, transform)
        }
    }

    private func addCircularRoundedRect(_ r: CGRect, _ rx: CGFloat, _ ry: CGFloat, _ corners: RoundedCorners, _ transform: CGAffineTransform) {
        func corner(_ c: RoundedCorners) -> CGSize { corners.contains(c) ? CGSize(width: rx, height: ry) : .zero }
        let topLeft = corner(.minXMinY), topRight = corner(.maxXMinY)
        let bottomRight = corner(.maxXMaxY), bottomLeft = corner(.minXMaxY)
        move(to: CGPoint(x: r.minX + topLeft.width, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX - topRight.width, y: r.minY), transform: transform)
        quarterEllipse(center: CGPoint(x: r.maxX - topRight.width, y: r.minY + topRight.height), size: topRight, from: -.pi / 2, transform)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - bottomRight.height), transform: transform)
        quarterEllipse(center: CGPoint(x: r.maxX - bottomRight.width, y: r.maxY - bottomRight.height), size: bottomRight, from: 0, transform)
        addLine(to: CGPoint(x: r.minX + bottomLeft.width, y: r.maxY), transform: transform)
        quarterEllipse(center: CGPoint(x: r.minX + bottomLeft.width, y: r.maxY - bottomLeft.height), size: bottomLeft, from: .pi / 2, transform)
        addLine(to: CGPoint(x: r.minX, y: r.minY + topLeft.height), transform: transform)
        quarterEllipse(center: CGPoint(x: r.minX + topLeft.width, y: r.minY + topLeft.height), size: topLeft, from: .pi, transform)
        closeSubpath()
    }

    private func quarterEllipse(center: CGPoint, size: CGSize, from angle: CGFloat, _ transform: CGAffineTransform) {
        guard size.width > 0, size.height > 0 else { return }
        let ellipse = CGAffineTransform(scaleX: size.width, y: size.height)
            .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
            .concatenating(transform)
        appendArcCurves(startAngle: angle, sweep: .pi / 2, transform: ellipse)
    }

    static let continuousExtent: CGFloat = 1.52866483

    private enum CornerStep {
        case line(CGPoint)
        case curve(CGPoint, CGPoint, CGPoint)
    }

    /// The continuous corner, described for the top-right corner as offsets in radii from the
    /// corner point: (inward along the top edge, downward along the right edge). The shape is
    /// symmetric about the corner's diagonal.
    private static let continuousCorner: [CornerStep] = [
        .curve(CGPoint(x: 1.08849323, y: 0), CGPoint(x: 0.86840689, y: 0), CGPoint(x: 0.66993427, y: 0.06549600)),
        .line(CGPoint(x: 0.63149399, y: 0.07491100)),
        .curve(CGPoint(x: 0.37282392, y: 0.16905899), CGPoint(x: 0.16905899, y: 0.37282392), CGPoint(x: 0.07491100, y: 0.63149399)),
        .line(CGPoint(x: 0.06549600, y: 0.66993427)),
        .curve(CGPoint(x: 0, y: 0.86840689), CGPoint(x: 0, y: 1.08849323), CGPoint(x: 0, y: 1.52866483)),
    ]

    private func addContinuousRoundedRect(_ r: CGRect, _ radius: CGFloat, _ corners: RoundedCorners, _ transform: CGAffineTransform) {
        let e = Self.continuousExtent * radius
        // Each corner maps the canonical top-right offsets (a along the incoming edge, b along
        // the outgoing edge) into rectangle coordinates.
        typealias Mapper = (CGPoint) -> CGPoint
        let topRight: Mapper = { CGPoint(x: r.maxX - $0.x * radius, y: r.minY + $0.y * radius) }
        let bottomRight: Mapper = { CGPoint(x: r.maxX - $0.y * radius, y: r.maxY - $0.x * radius) }
        let bottomLeft: Mapper = { CGPoint(x: r.minX + $0.x * radius, y: r.maxY - $0.y * radius) }
        let topLeft: Mapper = { CGPoint(x: r.minX + $0.y * radius, y: r.minY + $0.x * radius) }

        func corner(_ mask: RoundedCorners, _ map: Mapper, sharp: CGPoint) {
            if corners.contains(mask) {
                for step in Self.continuousCorner {
                    switch step {
                    case .line(let end):
                        addLine(to: map(end), transform: transform)
                    case .curve(let c1, let c2, let end):
                        addCurve(to: map(end), control1: map(c1), control2: map(c2), transform: transform)
                    }
                }
            } else {
                addLine(to: sharp, transform: transform)
            }
        }

        move(to: CGPoint(x: r.minX + (corners.contains(.minXMinY) ? e : 0), y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX - (corners.contains(.maxXMinY) ? e : 0), y: r.minY), transform: transform)
        corner(.maxXMinY, topRight, sharp: CGPoint(x: r.maxX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - (corners.contains(.maxXMaxY) ? e : 0)), transform: transform)
        corner(.maxXMaxY, bottomRight, sharp: CGPoint(x: r.maxX, y: r.maxY))
        addLine(to: CGPoint(x: r.minX + (corners.contains(.minXMaxY) ? e : 0), y: r.maxY), transform: transform)
        corner(.minXMaxY, bottomLeft, sharp: CGPoint(x: r.minX, y: r.maxY))
        addLine(to: CGPoint(x: r.minX, y: r.minY + (corners.contains(.minXMinY) ? e : 0)), transform: transform)
        corner(.minXMinY, topLeft, sharp: CGPoint(x: r.minX, y: r.minY))
        closeSubpath()
    }
}
