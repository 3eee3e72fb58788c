import Foundation

/// The flat fold that Slate draws for a page curl: a sheet bound at one edge (the spine)
/// whose free edge is lifted and laid back over itself along a straight line.
///
/// UIKit bends the sheet round a cylinder in 3D. Slate draws the same motion in 2D, as a
/// sheet of paper folded flat: the point of the free edge the user holds (the *corner*) is
/// carried to the *tip*; the fold is the line halfway between them, square to the way the
/// corner moved; everything of the sheet beyond the fold is reflected across it and shows
/// its back. At the start of a turn the tip is the corner (nothing lifted); at its end the
/// tip lies a whole sheet beyond the spine and the fold is the spine itself — the sheet has
/// turned over.
///
/// The arithmetic happens in the sheet's own coordinates, `u` from the spine toward the free
/// edge (0…`width`) and `v` along the spine (0…`height`), so one set of formulas serves every
/// spine location and orientation; `toContainer` maps them into the page view controller's
/// view.
struct PageCurlGeometry: Equatable {
    /// The sheet's frame in the container.
    let sheet: CGRect
    /// Which edge of the sheet is bound.
    let spineEdge: CGRectEdge
    /// The sheet's extent from spine to free edge, and along the spine.
    let width: CGFloat
    let height: CGFloat
    /// Sheet coordinates (u, v) to container coordinates.
    let toContainer: CGAffineTransform

    init(sheet: CGRect, spineEdge: CGRectEdge) {
        self.sheet = sheet
        self.spineEdge = spineEdge
        switch spineEdge {
        case .minXEdge:
            width = sheet.width; height = sheet.height
            toContainer = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: sheet.minX, ty: sheet.minY)
        case .maxXEdge:
            width = sheet.width; height = sheet.height
            toContainer = CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: sheet.maxX, ty: sheet.minY)
        case .minYEdge:
            width = sheet.height; height = sheet.width
            toContainer = CGAffineTransform(a: 0, b: 1, c: 1, d: 0, tx: sheet.minX, ty: sheet.minY)
        case .maxYEdge:
            width = sheet.height; height = sheet.width
            toContainer = CGAffineTransform(a: 0, b: -1, c: 1, d: 0, tx: sheet.minX, ty: sheet.maxY)
        }
    }

    /// Where the sheet lies once turned over: its mirror image across the spine.
    var turnedFrame: CGRect {
        switch spineEdge {
        case .minXEdge: sheet.offsetBy(dx: -sheet.width, dy: 0)
        case .maxXEdge: sheet.offsetBy(dx: sheet.width, dy: 0)
        case .minYEdge: sheet.offsetBy(dx: 0, dy: -sheet.height)
        case .maxYEdge: sheet.offsetBy(dx: 0, dy: sheet.height)
        }
    }

    func toSheet(_ point: CGPoint) -> CGPoint { point.applying(toContainer.inverted()) }
    func fromSheet(_ point: CGPoint) -> CGPoint { point.applying(toContainer) }

    /// A movement (a translation, a velocity) in the container, in sheet coordinates.
    func toSheet(vector: CGPoint) -> CGVector {
        let t = toContainer.inverted()
        return CGVector(dx: t.a * vector.x + t.c * vector.y, dy: t.b * vector.x + t.d * vector.y)
    }

    /// A direction in sheet coordinates, in the container.
    func fromSheet(vector: CGVector) -> CGVector {
        CGVector(dx: toContainer.a * vector.dx + toContainer.c * vector.dy, dy: toContainer.b * vector.dx + toContainer.d * vector.dy)
    }

    // MARK: The fold

    /// A moment of a turn: the free-edge point held, and where it has been carried (both in
    /// sheet coordinates).
    struct Fold: Equatable {
        var corner: CGPoint
        var tip: CGPoint

        /// Nothing lifted.
        var isFlat: Bool { hypot(corner.x - tip.x, corner.y - tip.y) < 0.01 }
    }

    /// The point of the free edge a touch at `v` along the spine holds.
    func corner(atAlongSpine v: CGFloat) -> CGPoint {
        CGPoint(x: width, y: min(max(v, 0), height))
    }

    /// The fold `progress` of the way through a turn the app makes (0 flat, 1 turned over):
    /// the lower corner of the free edge travels to its place beyond the spine, lifted a
    /// little on the way, as a hand turns a page.
    func scriptedFold(progress: CGFloat) -> Fold {
        let p = min(max(progress, 0), 1)
        let corner = CGPoint(x: width, y: height)
        let tip = CGPoint(x: width - 2 * width * p, y: height - 0.2 * height * sin(.pi * p))
        return Fold(corner: corner, tip: constrained(tip, corner: corner))
    }

    /// The fold when the corner is carried to `tip`, kept to what a sheet bound at its spine
    /// can do: no point of the spine moves, so the tip stays within reach of both ends of it.
    func constrained(_ tip: CGPoint, corner: CGPoint) -> CGPoint {
        var tip = CGPoint(x: tip.x.isFinite ? tip.x : corner.x, y: tip.y.isFinite ? tip.y : corner.y)
        let ends = [CGPoint(x: 0, y: 0), CGPoint(x: 0, y: height)]
        for _ in 0..<3 {
            for end in ends {
                let reach = hypot(corner.x - end.x, corner.y - end.y)
                let distance = hypot(tip.x - end.x, tip.y - end.y)
                if distance > reach, distance > 0 {
                    tip = CGPoint(x: end.x + (tip.x - end.x) * reach / distance, y: end.y + (tip.y - end.y) * reach / distance)
                }
            }
        }
        return tip
    }

    /// How far through its turn the sheet is at `fold`: 0 flat, 1 turned over.
    func progress(of fold: Fold) -> CGFloat {
        guard width > 0 else { return 0 }
        return min(max((fold.corner.x - fold.tip.x) / (2 * width), 0), 1)
    }

    /// The fold line: a point on it and the unit normal pointing to the lifted side. Nil
    /// when nothing is lifted.
    func foldLine(_ fold: Fold) -> (point: CGPoint, normal: CGVector)? {
        let dx = fold.corner.x - fold.tip.x, dy = fold.corner.y - fold.tip.y
        let length = hypot(dx, dy)
        guard length >= 0.01 else { return nil }
        return (CGPoint(x: (fold.corner.x + fold.tip.x) / 2, y: (fold.corner.y + fold.tip.y) / 2),
                CGVector(dx: dx / length, dy: dy / length))
    }

    /// The reflection across the fold, in sheet coordinates.
    func reflection(_ fold: Fold) -> CGAffineTransform {
        guard let (point, n) = foldLine(fold) else { return .identity }
        // p' = p - 2((p - m)·n)n: a linear part I - 2nnᵀ and a translation 2(m·n)n.
        let k = 2 * (point.x * n.dx + point.y * n.dy)
        return CGAffineTransform(a: 1 - 2 * n.dx * n.dx, b: -2 * n.dx * n.dy, c: -2 * n.dx * n.dy, d: 1 - 2 * n.dy * n.dy,
                                 tx: k * n.dx, ty: k * n.dy)
    }

    /// The reflection across the fold, in container coordinates: where each point of the
    /// lifted part of the sheet is drawn.
    func containerReflection(_ fold: Fold) -> CGAffineTransform {
        toContainer.inverted().concatenating(reflection(fold)).concatenating(toContainer)
    }

    /// The mirror across the spine, in container coordinates: it takes the sheet to its
    /// turned-over frame.
    var spineMirror: CGAffineTransform {
        let mirror = CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        return toContainer.inverted().concatenating(mirror).concatenating(toContainer)
    }

    // MARK: Regions (polygons in container coordinates)

    /// The part of the sheet still lying flat, on the spine's side of the fold.
    func flatPart(_ fold: Fold) -> [CGPoint] {
        guard let (point, n) = foldLine(fold) else { return sheetCorners.map(fromSheet) }
        return Self.clip(sheetCorners, keeping: point, CGVector(dx: -n.dx, dy: -n.dy)).map(fromSheet)
    }

    /// The part of the sheet lifted off, where it was (what lies beneath shows here).
    func liftedPart(_ fold: Fold) -> [CGPoint] {
        guard let (point, n) = foldLine(fold) else { return [] }
        return Self.clip(sheetCorners, keeping: point, n).map(fromSheet)
    }

    /// The lifted part where it is drawn: laid back across the fold.
    func flap(_ fold: Fold) -> [CGPoint] {
        let reflect = containerReflection(fold)
        return liftedPart(fold).map { $0.applying(reflect) }
    }

    private var sheetCorners: [CGPoint] {
        [CGPoint(x: 0, y: 0), CGPoint(x: width, y: 0), CGPoint(x: width, y: height), CGPoint(x: 0, y: height)]
    }

    /// The convex `polygon` cut by a line: the part on the side `normal` points to from `point`.
    static func clip(_ polygon: [CGPoint], keeping point: CGPoint, _ normal: CGVector) -> [CGPoint] {
        func side(_ p: CGPoint) -> CGFloat { (p.x - point.x) * normal.dx + (p.y - point.y) * normal.dy }
        var result: [CGPoint] = []
        for (index, current) in polygon.enumerated() {
            let next = polygon[(index + 1) % polygon.count]
            let a = side(current), b = side(next)
            if a >= 0 { result.append(current) }
            if (a >= 0) != (b >= 0) {
                let t = a / (a - b)
                result.append(CGPoint(x: current.x + (next.x - current.x) * t, y: current.y + (next.y - current.y) * t))
            }
        }
        return result.count >= 3 ? result : []
    }
}
