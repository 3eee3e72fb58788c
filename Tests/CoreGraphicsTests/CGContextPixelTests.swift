import CoreGraphics
import Foundation
import Testing
import UIKitTesting

/// Golden images of CoreGraphics drawing, in UIKit coordinates at scale 2. Each was looked
/// at before it was committed.
@Suite("CoreGraphics pixels")
struct CGContextPixelTests {
    private func render(_ size: CGSize, _ draw: (CGContext) -> Void) -> CGImage {
        let surface = ImageSurface(width: Int(size.width * 2), height: Int(size.height * 2))
        let context = CGContext(uikitSurface: surface, scale: 2)
        context.setFillColor(CGColor(gray: 1, alpha: 1))
        context.fill(CGRect(origin: .zero, size: size))
        draw(context)
        return context.makeImage()!
    }

    private func rgb(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1) -> CGColor {
        CGColor(red: r, green: g, blue: b, alpha: a)
    }

    @Test("Paths: lines, curves, arcs, rectangles, rounded rectangles, ellipses, caps, joins, dashes")
    func paths() {
        let image = render(CGSize(width: 320, height: 200)) { c in
            c.setStrokeColor(rgb(0, 0.48, 1))
            c.setLineWidth(6)
            for (index, cap) in [CGLineCap.butt, .round, .square].enumerated() {
                c.setLineCap(cap)
                c.strokeLineSegments(between: [CGPoint(x: 20, y: 20 + CGFloat(index) * 20), CGPoint(x: 90, y: 20 + CGFloat(index) * 20)])
            }
            c.setLineCap(.butt)
            for (index, join) in [CGLineJoin.miter, .round, .bevel].enumerated() {
                c.setLineJoin(join)
                let x = 120 + CGFloat(index) * 60
                c.addLines(between: [CGPoint(x: x, y: 70), CGPoint(x: x + 20, y: 20), CGPoint(x: x + 40, y: 70)])
                c.strokePath()
            }
            c.setLineJoin(.miter)
            c.setLineWidth(3)
            c.setStrokeColor(rgb(1, 0.23, 0.19))
            c.move(to: CGPoint(x: 20, y: 150))
            c.addQuadCurve(to: CGPoint(x: 100, y: 150), control: CGPoint(x: 60, y: 90))
            c.addCurve(to: CGPoint(x: 180, y: 150), control1: CGPoint(x: 120, y: 200), control2: CGPoint(x: 160, y: 100))
            c.strokePath()
            c.setLineDash(phase: 0, lengths: [8, 4])
            c.addArc(center: CGPoint(x: 240, y: 140), radius: 40, startAngle: 0, endAngle: .pi * 1.5, clockwise: false)
            c.strokePath()
            c.setLineDash(phase: 0, lengths: [])
            c.setFillColor(rgb(0.2, 0.78, 0.35))
            c.addPath(CGPath(roundedRect: CGRect(x: 20, y: 170, width: 60, height: 24), cornerWidth: 8, cornerHeight: 8, transform: nil))
            c.fillPath()
            c.setFillColor(rgb(0.69, 0.32, 0.87))
            c.fillEllipse(in: CGRect(x: 100, y: 170, width: 60, height: 24))
            c.setStrokeColor(rgb(0, 0, 0))
            c.setLineWidth(1)
            c.stroke(CGRect(x: 180.5, y: 170.5, width: 60, height: 23))
        }
        expectGolden(image, named: "paths")
    }

    @Test("Fill rules: the same star and rings filled with winding (left) and even-odd (right)")
    func fillRules() {
        let image = render(CGSize(width: 260, height: 130)) { c in
            for (index, rule) in [CGPathFillRule.winding, .evenOdd].enumerated() {
                let x = 10 + CGFloat(index) * 130
                let star = CGMutablePath()
                let center = CGPoint(x: x + 55, y: 65)
                let points = (0..<5).map { i -> CGPoint in
                    let angle = -CGFloat.pi / 2 + CGFloat(i) * 4 * .pi / 5
                    return CGPoint(x: center.x + 50 * cos(angle), y: center.y + 50 * sin(angle))
                }
                star.addLines(between: points)
                star.closeSubpath()
                star.addEllipse(in: CGRect(x: center.x - 12, y: center.y - 12, width: 24, height: 24))
                c.addPath(star)
                c.setFillColor(rgb(1, 0.58, 0))
                c.fillPath(using: rule)
            }
        }
        expectGolden(image, named: "fill-rules")
    }

    @Test("Gradients: linear and radial, with and without extension")
    func gradients() {
        let image = render(CGSize(width: 300, height: 140)) { c in
            let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                                      colors: [rgb(1, 0.8, 0), rgb(1, 0.18, 0.33), rgb(0.35, 0.34, 0.84)],
                                      locations: [0, 0.5, 1])!
            let options: [CGGradientDrawingOptions] = [[], [.drawsBeforeStartLocation, .drawsAfterEndLocation]]
            for (index, option) in options.enumerated() {
                let rect = CGRect(x: 10 + CGFloat(index) * 75, y: 10, width: 65, height: 120)
                c.saveGState()
                c.clip(to: rect)
                c.setFillColor(CGColor(gray: 0.9, alpha: 1))
                c.fill(rect)
                c.drawLinearGradient(gradient, start: CGPoint(x: rect.midX, y: rect.minY + 30),
                                     end: CGPoint(x: rect.midX, y: rect.maxY - 30), options: option)
                c.restoreGState()
            }
            for (index, option) in options.enumerated() {
                let rect = CGRect(x: 160 + CGFloat(index) * 70, y: 10, width: 60, height: 120)
                c.saveGState()
                c.clip(to: rect)
                c.setFillColor(CGColor(gray: 0.9, alpha: 1))
                c.fill(rect)
                c.drawRadialGradient(gradient, startCenter: CGPoint(x: rect.midX, y: rect.midY), startRadius: 8,
                                     endCenter: CGPoint(x: rect.midX, y: rect.midY), endRadius: 28, options: option)
                c.restoreGState()
            }
        }
        expectGolden(image, named: "gradients")
    }

    @Test("Clipping: to a circle, to rectangles, and to a luminance mask")
    func clipping() {
        let image = render(CGSize(width: 300, height: 110)) { c in
            let stripes = { (rect: CGRect) in
                for i in 0..<12 {
                    c.setFillColor(i % 2 == 0 ? self.rgb(0, 0.48, 1) : self.rgb(1, 0.8, 0))
                    c.fill(CGRect(x: rect.minX + CGFloat(i) * 10, y: rect.minY, width: 10, height: rect.height))
                }
            }
            c.saveGState()
            c.addEllipse(in: CGRect(x: 10, y: 10, width: 90, height: 90))
            c.clip()
            stripes(CGRect(x: 0, y: 0, width: 120, height: 110))
            c.restoreGState()

            c.saveGState()
            c.clip(to: [CGRect(x: 110, y: 10, width: 35, height: 90), CGRect(x: 155, y: 35, width: 35, height: 40)])
            stripes(CGRect(x: 100, y: 0, width: 120, height: 110))
            c.restoreGState()

            var ramp = [UInt8]()
            for _ in 0..<16 { for x in 0..<16 { ramp.append(UInt8(x * 17)) } }
            let mask = CGImage(width: 16, height: 16, bitsPerComponent: 8, bitsPerPixel: 8, bytesPerRow: 16,
                               space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGBitmapInfo(alphaInfo: .none),
                               provider: CGDataProvider(data: Data(ramp))!, decode: nil, shouldInterpolate: true,
                               intent: .defaultIntent)!
            c.saveGState()
            c.clip(to: CGRect(x: 200, y: 10, width: 90, height: 90), mask: mask)
            c.setFillColor(rgb(1, 0.23, 0.19))
            c.fill(CGRect(x: 200, y: 10, width: 90, height: 90))
            c.restoreGState()
        }
        expectGolden(image, named: "clipping")
    }

    @Test("Shadows: offset, blur, color and alpha, on paths and strokes")
    func shadows() {
        let image = render(CGSize(width: 300, height: 120)) { c in
            c.saveGState()
            c.setShadow(offset: CGSize(width: 4, height: 6), blur: 0)
            c.setFillColor(rgb(0, 0.48, 1))
            c.fill(CGRect(x: 15, y: 15, width: 60, height: 60))
            c.restoreGState()

            c.saveGState()
            c.setShadow(offset: CGSize(width: 0, height: 8), blur: 12, color: CGColor(gray: 0, alpha: 0.6))
            c.setFillColor(rgb(1, 1, 1))
            c.addPath(CGPath(roundedRect: CGRect(x: 100, y: 15, width: 80, height: 60), cornerWidth: 12, cornerHeight: 12, transform: nil))
            c.fillPath()
            c.restoreGState()

            c.saveGState()
            c.setShadow(offset: CGSize(width: -3, height: 3), blur: 6, color: rgb(1, 0.18, 0.33, 0.9))
            c.setStrokeColor(rgb(0.2, 0.78, 0.35))
            c.setLineWidth(8)
            c.setLineCap(.round)
            c.strokeLineSegments(between: [CGPoint(x: 210, y: 20), CGPoint(x: 280, y: 90)])
            c.setAlpha(0.5)
            c.fillEllipse(in: CGRect(x: 200, y: 60, width: 40, height: 40))
            c.restoreGState()
        }
        expectGolden(image, named: "shadows")
    }

    @Test("Blend modes: each mode draws a red-to-blue bar over a gray-to-yellow swatch")
    func blendModes() {
        let modes: [CGBlendMode] = [.normal, .multiply, .screen, .overlay, .darken, .lighten, .colorDodge, .colorBurn,
                                    .softLight, .hardLight, .difference, .exclusion, .hue, .saturation, .color,
                                    .luminosity, .clear, .copy, .sourceIn, .sourceOut, .sourceAtop, .destinationOver,
                                    .destinationIn, .destinationOut, .destinationAtop, .xor, .plusDarker, .plusLighter]
        let image = render(CGSize(width: 280, height: 130)) { c in
            let background = CGGradient(colorsSpace: nil, colors: [rgb(0.3, 0.3, 0.3), rgb(1, 0.9, 0.2)], locations: nil)!
            let foreground = CGGradient(colorsSpace: nil, colors: [rgb(1, 0.1, 0.1, 0.9), rgb(0.1, 0.2, 1, 0.9)], locations: nil)!
            for (index, mode) in modes.enumerated() {
                let cell = CGRect(x: 10 + CGFloat(index % 7) * 38, y: 10 + CGFloat(index / 7) * 28, width: 34, height: 24)
                c.saveGState()
                c.clip(to: cell)
                c.drawLinearGradient(background, start: CGPoint(x: cell.minX, y: 0), end: CGPoint(x: cell.maxX, y: 0), options: [])
                c.setBlendMode(mode)
                c.addEllipse(in: cell.insetBy(dx: 4, dy: 2))
                c.clip()
                c.drawLinearGradient(foreground, start: CGPoint(x: 0, y: cell.minY), end: CGPoint(x: 0, y: cell.maxY), options: [])
                c.restoreGState()
            }
        }
        expectGolden(image, named: "blend-modes")
    }

    @Test("Images: scaled with and without interpolation, and tiled")
    func images() {
        var pixels = [UInt8]()
        for y in 0..<4 {
            for x in 0..<4 {
                let on = (x + y) % 2 == 0
                pixels += on ? [255, 59, 48, 255] : [0, 122, 255, 255]
            }
        }
        let checker = CGImage(width: 4, height: 4, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 16,
                              space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(alphaInfo: .premultipliedLast),
                              provider: CGDataProvider(data: Data(pixels))!, decode: nil, shouldInterpolate: true,
                              intent: .defaultIntent)!
        let image = render(CGSize(width: 280, height: 90)) { c in
            c.interpolationQuality = .none
            c.draw(checker, in: CGRect(x: 10, y: 10, width: 70, height: 70))
            c.interpolationQuality = .high
            c.draw(checker, in: CGRect(x: 100, y: 10, width: 70, height: 70))
            c.saveGState()
            c.clip(to: CGRect(x: 190, y: 10, width: 80, height: 70))
            c.interpolationQuality = .none
            c.draw(checker, in: CGRect(x: 190, y: 10, width: 16, height: 16), byTiling: true)
            c.restoreGState()
        }
        expectGolden(image, named: "images")
    }
}
