import Foundation

/// Draws a sheet mid-turn over the pages beneath it: the part still flat, the shadow the
/// lifted part leaves on what it uncovers, and the lifted part laid back across the fold —
/// the back page's content, or on a single-sided sheet its own front showing faintly through
/// the paper (as UIKit draws it).
///
/// The sheet's pages are drawn from snapshots taken when the turn began; the views themselves
/// are hidden meanwhile. The view covers the whole page view controller and draws nothing
/// outside the sheet and its flap, so the pages beneath show through.
final class PageCurlView: UIView {
    var geometry: PageCurlGeometry? { didSet { setNeedsDisplay() } }
    /// A new fold redraws only what either fold touches: the sheet changes only where it was
    /// or is lifted, and the flap only where it was or is.
    var fold: PageCurlGeometry.Fold? {
        didSet {
            guard fold != oldValue else { return }
            guard let geometry, let old = oldValue, let new = fold else { return setNeedsDisplay() }
            setNeedsDisplay(Self.touchedRect(old, in: geometry).union(Self.touchedRect(new, in: geometry)))
        }
    }
    /// The sheet's front, as it lies flat in `geometry.sheet`.
    var front: UIImage?
    /// The sheet's back, as it lies once turned over (`geometry.turnedFrame`); nil for a
    /// single-sided sheet.
    var back: UIImage?
    /// The paper of a single-sided sheet, seen from behind.
    var paper: UIColor = .white

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = nil
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), let geometry, let fold, let front else { return }
        let flat = geometry.flatPart(fold)
        if !flat.isEmpty {
            context.saveGState()
            Self.addPolygon(flat, to: context)
            context.clip()
            front.draw(in: geometry.sheet)
            context.restoreGState()
        }
        guard let (point, normal) = geometry.foldLine(fold) else { return }
        let lifted = geometry.liftedPart(fold)
        guard !lifted.isEmpty else { return }
        let foldPoint = geometry.fromSheet(point)
        let towardFree = geometry.fromSheet(vector: normal)
        // How far the shading reaches from the fold: a fraction of what is lifted.
        let liftedDepth = max(1, geometry.width * geometry.progress(of: fold) * 2)
        let reach = min(48, liftedDepth * 0.6)
        // On dark paper a shadow barely shows: the flap is told apart by light instead.
        let isDark = traitCollection.userInterfaceStyle == .dark

        // What the lifted part uncovers is shadowed along the fold.
        context.saveGState()
        Self.addPolygon(lifted, to: context)
        context.clip()
        Self.drawShade(in: context, from: foldPoint, along: towardFree, reach: reach, white: 0, alpha: isDark ? 0.6 : 0.35)
        context.restoreGState()

        // The flap: the lifted part reflected across the fold.
        context.saveGState()
        context.concatenate(geometry.containerReflection(fold))
        Self.addPolygon(lifted, to: context)
        context.clip()
        if let back {
            context.saveGState()
            context.concatenate(geometry.spineMirror)
            back.draw(in: geometry.turnedFrame)
            context.restoreGState()
        } else {
            front.draw(in: geometry.sheet)
            context.setFillColor(paper.withAlphaComponent(0.82).cgColor)
            context.fill(geometry.sheet)
        }
        // The paper curves away from the light toward the fold.
        Self.drawShade(in: context, from: foldPoint, along: towardFree, reach: reach, white: isDark ? 1 : 0, alpha: isDark ? 0.1 : 0.18)
        context.restoreGState()

        // The flap's edge.
        let flap = geometry.flap(fold)
        context.saveGState()
        Self.addPolygon(flap, to: context)
        context.setStrokeColor(gray: isDark ? 1 : 0, alpha: isDark ? 0.2 : 0.22)
        context.setLineWidth(1)
        context.strokePath()
        context.restoreGState()
    }

    /// Where drawing `fold` differs from the flat sheet: the lifted part and the flap (with
    /// the flap's edge line), in this view's coordinates.
    private static func touchedRect(_ fold: PageCurlGeometry.Fold, in geometry: PageCurlGeometry) -> CGRect {
        let points = geometry.liftedPart(fold) + geometry.flap(fold)
        guard let first = points.first else { return .null }
        var rect = CGRect(origin: first, size: .zero)
        for point in points.dropFirst() { rect = rect.union(CGRect(origin: point, size: .zero)) }
        return rect.insetBy(dx: -2, dy: -2).integral
    }

    private static func drawShade(in context: CGContext, from point: CGPoint, along direction: CGVector, reach: CGFloat,
                                  white: CGFloat, alpha: CGFloat) {
        let colors = [UIColor(white: white, alpha: alpha).cgColor, UIColor(white: white, alpha: 0).cgColor]
        guard reach > 0, let gradient = CGGradient(colorsSpace: nil, colors: colors, locations: nil) else { return }
        let end = CGPoint(x: point.x + direction.dx * reach, y: point.y + direction.dy * reach)
        context.drawLinearGradient(gradient, start: point, end: end, options: [])
    }

    private static func addPolygon(_ points: [CGPoint], to context: CGContext) {
        guard let first = points.first else { return }
        context.move(to: first)
        for point in points.dropFirst() { context.addLine(to: point) }
        context.closePath()
    }
}
