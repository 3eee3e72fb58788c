@_implementationOnly import CCairo

extension CGPath {
    /// Appends the path's elements to a Cairo context's current path, in its user space.
    /// With `skippingLeadingMove` the first move is dropped, continuing the current subpath.
    package func append(to cairo: OpaquePointer, skippingLeadingMove: Bool = false) {
        var skip = skippingLeadingMove
        var current = CGPoint.zero
        var subpathStart = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let p):
                current = p
                subpathStart = p
                if skip { skip = false; continue }
                cairo_move_to(cairo, Double(p.x), Double(p.y))
            case .line(let p):
                cairo_line_to(cairo, Double(p.x), Double(p.y))
                current = p
            case .quadCurve(let c, let p):
                let (c1, c2) = PathElement.cubicControls(from: current, quadControl: c, to: p)
                cairo_curve_to(cairo, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
                current = p
            case .curve(let c1, let c2, let p):
                cairo_curve_to(cairo, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
                current = p
            case .close:
                cairo_close_path(cairo)
                current = subpathStart
            }
            skip = false
        }
    }
}
