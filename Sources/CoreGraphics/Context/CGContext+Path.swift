@_implementationOnly import CCairo

/// Building and querying the current path. As in CoreGraphics, points are transformed by
/// the CTM in effect when they are added.
extension CGContext {
    public func beginPath() {
        cairo_new_path(cairo)
    }

    public func move(to point: CGPoint) {
        cairo_move_to(cairo, Double(point.x), Double(point.y))
    }

    public func addLine(to point: CGPoint) {
        if cairo_has_current_point(cairo) == 0 {
            cairo_move_to(cairo, Double(point.x), Double(point.y))
        } else {
            cairo_line_to(cairo, Double(point.x), Double(point.y))
        }
    }

    public func addLines(between points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        if cairo_has_current_point(cairo) == 0 { move(to: control1) }
        cairo_curve_to(cairo, Double(control1.x), Double(control1.y), Double(control2.x), Double(control2.y),
                       Double(end.x), Double(end.y))
    }

    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        if cairo_has_current_point(cairo) == 0 { move(to: control) }
        let start = currentPointOfPath
        let (c1, c2) = PathElement.cubicControls(from: start, quadControl: control, to: end)
        addCurve(to: end, control1: c1, control2: c2)
    }

    public func closePath() {
        cairo_close_path(cairo)
    }

    public func addRect(_ rect: CGRect) {
        addElements(of: CGPath(rect: rect, transform: nil))
    }

    public func addRects(_ rects: [CGRect]) {
        for rect in rects { addRect(rect) }
    }

    public func addEllipse(in rect: CGRect) {
        addElements(of: CGPath(ellipseIn: rect, transform: nil))
    }

    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        let arc = CGMutablePath()
        if cairo_has_current_point(cairo) != 0 { arc.move(to: currentPointOfPath) }
        arc.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
        addElements(of: arc, skippingLeadingMove: cairo_has_current_point(cairo) != 0)
    }

    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        let arc = CGMutablePath()
        if cairo_has_current_point(cairo) != 0 { arc.move(to: currentPointOfPath) }
        arc.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius)
        addElements(of: arc, skippingLeadingMove: cairo_has_current_point(cairo) != 0)
    }

    public func addPath(_ path: CGPath) {
        addElements(of: path)
    }

    /// Whether the current path has no elements.
    public var isPathEmpty: Bool {
        let path = cairo_copy_path(cairo)
        defer { cairo_path_destroy(path) }
        return (path?.pointee.num_data ?? 0) == 0
    }

    /// The current point in user space, or `.zero` when there is none.
    public var currentPointOfPath: CGPoint {
        guard cairo_has_current_point(cairo) != 0 else { return .zero }
        var x = 0.0, y = 0.0
        cairo_get_current_point(cairo, &x, &y)
        return CGPoint(x: x, y: y)
    }

    /// The bounding box of the current path in user space, control points included;
    /// `CGRect.null` when the path is empty.
    public var boundingBoxOfPath: CGRect {
        path?.boundingBox ?? .null
    }

    /// A copy of the current path in user space, or nil when it is empty.
    public var path: CGPath? {
        guard let cairoPath = cairo_copy_path(cairo) else { return nil }
        defer { cairo_path_destroy(cairoPath) }
        let path = CGMutablePath()
        let count = Int(cairoPath.pointee.num_data)
        var index = 0
        while index < count {
            let header = cairoPath.pointee.data[index].header
            let point = { (offset: Int) -> CGPoint in
                let p = cairoPath.pointee.data[index + offset].point
                return CGPoint(x: p.x, y: p.y)
            }
            switch header.type {
            case CAIRO_PATH_MOVE_TO: path.move(to: point(1))
            case CAIRO_PATH_LINE_TO: path.addLine(to: point(1))
            case CAIRO_PATH_CURVE_TO: path.addCurve(to: point(3), control1: point(1), control2: point(2))
            case CAIRO_PATH_CLOSE_PATH: path.closeSubpath()
            default: break
            }
            index += Int(header.length)
        }
        return path.isEmpty ? nil : path
    }

    /// Whether `point` (user space) is inside the current path for `mode`.
    public func pathContains(_ point: CGPoint, mode: CGPathDrawingMode) -> Bool {
        let x = Double(point.x), y = Double(point.y)
        switch mode {
        case .fill, .eoFill:
            cairo_set_fill_rule(cairo, mode == .fill ? CAIRO_FILL_RULE_WINDING : CAIRO_FILL_RULE_EVEN_ODD)
            return cairo_in_fill(cairo, x, y) != 0
        case .stroke:
            return cairo_in_stroke(cairo, x, y) != 0
        case .fillStroke, .eoFillStroke:
            cairo_set_fill_rule(cairo, mode == .fillStroke ? CAIRO_FILL_RULE_WINDING : CAIRO_FILL_RULE_EVEN_ODD)
            return cairo_in_fill(cairo, x, y) != 0 || cairo_in_stroke(cairo, x, y) != 0
        }
    }

    /// Appends a path's elements to Cairo's current path.
    func addElements(of path: CGPath, skippingLeadingMove: Bool = false) {
        path.append(to: cairo, skippingLeadingMove: skippingLeadingMove)
    }

    /// Runs `body` with an empty current path and restores the caller's path afterwards, for
    /// operations like `fill(_ rect:)` that CoreGraphics performs without touching the path.
    func withSeparatePath(_ body: () -> Void) {
        let saved = cairo_copy_path(cairo)
        defer { cairo_path_destroy(saved) }
        cairo_new_path(cairo)
        body()
        cairo_new_path(cairo)
        if let saved, saved.pointee.num_data > 0 { cairo_append_path(cairo, saved) }
    }
}
