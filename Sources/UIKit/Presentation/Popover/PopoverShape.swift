import Foundation

/// The outline of the system popover: a rounded rectangle with the arrow standing out of one
/// edge, its tip on the frame's edge.
enum PopoverShape {
    /// The outline in a popover of `bounds` whose arrow points `direction`, `offset` from the
    /// middle of its edge.
    static func path(in bounds: CGRect, direction: UIPopoverArrowDirection, offset: CGFloat,
                     metrics: PopoverPlacement.Metrics) -> CGPath {
        let body = PopoverPlacement(arrowDirection: direction, frame: bounds, arrowOffset: offset).bodyFrame(arrowHeight: metrics.arrowHeight)
        let radius = min(metrics.cornerRadius, body.width / 2, body.height / 2)
        let half = metrics.arrowBase / 2, height = metrics.arrowHeight
        let arrowX = body.midX + offset, arrowY = body.midY + offset
        let path = CGMutablePath()
        path.move(to: CGPoint(x: body.minX + radius, y: body.minY))
        if direction == .up {
            path.addLines(between: [CGPoint(x: body.minX + radius, y: body.minY), CGPoint(x: arrowX - half, y: body.minY),
                                    CGPoint(x: arrowX, y: body.minY - height), CGPoint(x: arrowX + half, y: body.minY)])
        }
        path.addArc(tangent1End: CGPoint(x: body.maxX, y: body.minY), tangent2End: CGPoint(x: body.maxX, y: body.maxY), radius: radius)
        if direction == .right {
            path.addLine(to: CGPoint(x: body.maxX, y: arrowY - half))
            path.addLine(to: CGPoint(x: body.maxX + height, y: arrowY))
            path.addLine(to: CGPoint(x: body.maxX, y: arrowY + half))
        }
        path.addArc(tangent1End: CGPoint(x: body.maxX, y: body.maxY), tangent2End: CGPoint(x: body.minX, y: body.maxY), radius: radius)
        if direction == .down {
            path.addLine(to: CGPoint(x: arrowX + half, y: body.maxY))
            path.addLine(to: CGPoint(x: arrowX, y: body.maxY + height))
            path.addLine(to: CGPoint(x: arrowX - half, y: body.maxY))
        }
        path.addArc(tangent1End: CGPoint(x: body.minX, y: body.maxY), tangent2End: CGPoint(x: body.minX, y: body.minY), radius: radius)
        if direction == .left {
            path.addLine(to: CGPoint(x: body.minX, y: arrowY + half))
            path.addLine(to: CGPoint(x: body.minX - height, y: arrowY))
            path.addLine(to: CGPoint(x: body.minX, y: arrowY - half))
        }
        path.addArc(tangent1End: CGPoint(x: body.minX, y: body.minY), tangent2End: CGPoint(x: body.maxX, y: body.minY), radius: radius)
        path.closeSubpath()
        return path
    }
}

/// The system popover's frame and arrow: the outline filled with the popover's colour, over a
/// soft shadow.
@MainActor
final class PopoverDefaultBackgroundView: UIPopoverBackgroundView {
    var fillColor: UIColor = PopoverMetrics.defaultBackgroundColor { didSet { setNeedsDisplay() } }

    override var arrowOffset: CGFloat { didSet { if arrowOffset != oldValue { outlineDidChange() } } }
    override var arrowDirection: UIPopoverArrowDirection { didSet { if arrowDirection != oldValue { outlineDidChange() } } }

    override class func arrowBase() -> CGFloat { PopoverMetrics.arrowBase }
    override class func arrowHeight() -> CGFloat { PopoverMetrics.arrowHeight }
    override class func contentViewInsets() -> UIEdgeInsets { .zero }

    required init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = nil
        contentMode = .redraw
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.14
        layer.shadowRadius = 24
        layer.shadowOffset = CGSize(width: 0, height: 4)
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        outlineDidChange()
    }

    private var outline: CGPath {
        PopoverShape.path(in: bounds, direction: arrowDirection, offset: arrowOffset, metrics: .standard)
    }

    private func outlineDidChange() {
        layer.shadowPath = outline
        setNeedsDisplay()
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.addPath(outline)
        context.setFillColor(fillColor.resolvedColor(with: traitCollection).cgColor)
        context.fillPath()
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        setNeedsDisplay()
    }
}
