import CoreGraphics

/// Choosing where an arrow key takes focus, by geometry.
enum FocusMovement {
    /// The index of the frame nearest to `origin` going `heading`, or nil when none lies that
    /// way. A frame lies that way when its centre is beyond the origin's and its near edge is
    /// past the origin's centre. Nearest means the smallest gap along the heading plus twice
    /// the offset across it — zero where the two overlap across it, else the distance between
    /// their centres across it — so that an item straight ahead beats a closer one off to the
    /// side; ties go to the nearer centre, then the first.
    static func nearest(from origin: CGRect, heading: UIFocusHeading, among frames: [CGRect]) -> Int? {
        var best: (index: Int, score: CGFloat, centreDistance: CGFloat)?
        for (index, frame) in frames.enumerated() where !frame.isNull && !frame.isEmpty {
            guard let (along, across) = gaps(from: origin, to: frame, heading: heading) else { continue }
            let score = along + 2 * across
            let dx = frame.midX - origin.midX, dy = frame.midY - origin.midY
            let centreDistance = dx * dx + dy * dy
            if let current = best, (score, centreDistance) >= (current.score, current.centreDistance) { continue }
            best = (index, score, centreDistance)
        }
        return best?.index
    }

    private static func gaps(from origin: CGRect, to frame: CGRect, heading: UIFocusHeading) -> (along: CGFloat, across: CGFloat)? {
        switch heading {
        case .down:
            guard frame.midY > origin.midY, frame.minY >= origin.midY else { return nil }
            return (max(0, frame.minY - origin.maxY), offset(origin.minX, origin.maxX, frame.minX, frame.maxX))
        case .up:
            guard frame.midY < origin.midY, frame.maxY <= origin.midY else { return nil }
            return (max(0, origin.minY - frame.maxY), offset(origin.minX, origin.maxX, frame.minX, frame.maxX))
        case .right:
            guard frame.midX > origin.midX, frame.minX >= origin.midX else { return nil }
            return (max(0, frame.minX - origin.maxX), offset(origin.minY, origin.maxY, frame.minY, frame.maxY))
        case .left:
            guard frame.midX < origin.midX, frame.maxX <= origin.midX else { return nil }
            return (max(0, origin.minX - frame.maxX), offset(origin.minY, origin.maxY, frame.minY, frame.maxY))
        default:
            return nil
        }
    }

    /// Zero when the spans overlap (more than touching), else the distance between their middles.
    private static func offset(_ aMin: CGFloat, _ aMax: CGFloat, _ bMin: CGFloat, _ bMax: CGFloat) -> CGFloat {
        if min(aMax, bMax) - max(aMin, bMin) > 0 { return 0 }
        return abs((aMin + aMax) / 2 - (bMin + bMax) / 2)
    }
}
