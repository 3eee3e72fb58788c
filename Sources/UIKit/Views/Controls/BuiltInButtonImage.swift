import Foundation

/// The glyphs of the button types that come with an image: ⓘ (info and detail disclosure),
/// ⊕ (contact add) and the close button's ✕. Drawn as template images at 3× so they take the
/// tint and stay sharp at any display scale.
@MainActor
enum BuiltInButtonImage {
    private static var cache: [UIButton.ButtonType: UIImage] = [:]

    static func image(for type: UIButton.ButtonType) -> UIImage? {
        if let cached = cache[type] { return cached }
        let drawn: UIImage?
        switch type {
        case .detailDisclosure, .infoLight, .infoDark: drawn = render(size: 22) { info(in: $0) }
        case .contactAdd: drawn = render(size: 22) { add(in: $0) }
        case .close: drawn = render(size: 30) { close(in: $0) }
        default: drawn = nil
        }
        cache[type] = drawn
        return drawn
    }

    private static func render(size: CGFloat, _ body: (CGContext) -> Void) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 3
        let image = UIGraphicsImageRenderer(size: CGSize(width: size, height: size), format: format).image { body($0.cgContext) }
        return image.withRenderingMode(.alwaysTemplate)
    }

    private static func info(in context: CGContext) {
        context.setStrokeColor(CGColor(gray: 0, alpha: 1))
        context.setFillColor(CGColor(gray: 0, alpha: 1))
        context.setLineWidth(1.5)
        context.strokeEllipse(in: CGRect(x: 1.75, y: 1.75, width: 18.5, height: 18.5))
        context.fillEllipse(in: CGRect(x: 9.9, y: 5.6, width: 2.2, height: 2.2))
        context.fill(CGRect(x: 10.1, y: 9.2, width: 1.8, height: 7.6))
        context.fill(CGRect(x: 8.6, y: 9.2, width: 3.3, height: 1.3))
        context.fill(CGRect(x: 8.6, y: 15.5, width: 4.8, height: 1.3))
    }

    private static func add(in context: CGContext) {
        context.setStrokeColor(CGColor(gray: 0, alpha: 1))
        context.setLineWidth(1.5)
        context.strokeEllipse(in: CGRect(x: 1.75, y: 1.75, width: 18.5, height: 18.5))
        context.setLineCap(.round)
        context.move(to: CGPoint(x: 11, y: 6.5))
        context.addLine(to: CGPoint(x: 11, y: 15.5))
        context.move(to: CGPoint(x: 6.5, y: 11))
        context.addLine(to: CGPoint(x: 15.5, y: 11))
        context.strokePath()
    }

    /// The close button: a filled circle with a knocked-out cross.
    private static func close(in context: CGContext) {
        drawCircledCross(in: context, circle: CGRect(x: 0, y: 0, width: 30, height: 30), armLength: 4.5, lineWidth: 2.5)
    }

    /// A filled circle with a cross knocked out of it, its arms reaching `armLength` from the
    /// center along each diagonal axis (the close button, the text field's clear button).
    static func drawCircledCross(in context: CGContext, circle: CGRect, armLength: CGFloat, lineWidth: CGFloat) {
        context.setFillColor(CGColor(gray: 0, alpha: 1))
        context.fillEllipse(in: circle)
        context.setBlendMode(.clear)
        context.setLineWidth(lineWidth)
        context.setLineCap(.round)
        let (x, y) = (circle.midX, circle.midY)
        context.move(to: CGPoint(x: x - armLength, y: y - armLength))
        context.addLine(to: CGPoint(x: x + armLength, y: y + armLength))
        context.move(to: CGPoint(x: x + armLength, y: y - armLength))
        context.addLine(to: CGPoint(x: x - armLength, y: y + armLength))
        context.strokePath()
    }
}
