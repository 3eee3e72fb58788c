import Foundation

/// The search bar's system glyphs, drawn as templates at 3× so they take their button's tint:
/// the magnifying glass, the clear button's ⓧ, an open book, and a list lozenge.
@MainActor
enum SearchBarGlyph {
    static func image(for icon: UISearchBar.Icon) -> UIImage? {
        switch icon {
        case .search: BarGlyph.image(for: .search)
        case .clear: TextFieldPalette.clearGlyph
        case .bookmark: bookmark
        case .resultsList: resultsList
        }
    }

    /// An open book, 20×17 in a 19-point square's place (SF Symbols' `book`).
    private static let bookmark: UIImage = render { context in
        context.setLineWidth(1.6)
        context.setLineJoin(.round)
        // Two pages meeting at the spine, their top edges curving down to it.
        for side in [-1.0, 1.0] as [CGFloat] {
            let spine = CGFloat(9.5)
            let outer = spine + side * 8
            context.move(to: CGPoint(x: spine, y: 5))
            context.addQuadCurve(to: CGPoint(x: outer, y: 3.5), control: CGPoint(x: spine + side * 4, y: 2.5))
            context.addLine(to: CGPoint(x: outer, y: 15))
            context.addQuadCurve(to: CGPoint(x: spine, y: 16), control: CGPoint(x: spine + side * 4, y: 14))
            context.closePath()
        }
        context.strokePath()
    }

    /// A rounded lozenge holding three bulleted lines (SF Symbols' `list.bullet` in a capsule).
    private static let resultsList: UIImage = render { context in
        context.fillEllipse(in: CGRect(x: 1.5, y: 1.5, width: 16, height: 16))
        context.setBlendMode(.clear)
        for y in [6.0, 9.5, 13.0] as [CGFloat] {
            context.fillEllipse(in: CGRect(x: 5, y: y - 1, width: 2, height: 2))
            context.fill(CGRect(x: 8.5, y: y - 0.75, width: 6, height: 1.5))
        }
    }

    private static func render(_ body: (CGContext) -> Void) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 3
        return UIGraphicsImageRenderer(size: CGSize(width: 19, height: 19), format: format).image { renderer in
            renderer.cgContext.setStrokeColor(CGColor(gray: 0, alpha: 1))
            renderer.cgContext.setFillColor(CGColor(gray: 0, alpha: 1))
            body(renderer.cgContext)
        }.withRenderingMode(.alwaysTemplate)
    }
}
