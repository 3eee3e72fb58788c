import CoreGraphics
import Foundation
import Testing

/// Behaviour of CGContext, checked on exact pixels. Row 0 of an image is its top.
@Suite("CGContext")
struct CGContextTests {
    /// A 100×100 bitmap context in CoreGraphics' own layout (y up).
    private func bitmap(width: Int = 100, height: Int = 100) -> CGContext {
        CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                  space: CGColorSpaceCreateDeviceRGB(),
                  bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
    }

    /// A context as UIKit makes them: points, origin top-left, at `scale`.
    private func uikit(_ size: CGSize = CGSize(width: 100, height: 100), scale: CGFloat = 1) -> CGContext {
        CGContext(uikitSurface: ImageSurface(width: Int(size.width * scale), height: Int(size.height * scale)), scale: scale)
    }

    private func pixel(_ context: CGContext, _ x: Int, _ row: Int) -> UInt32 {
        context.makeImage()!.pixel(x: x, y: row)
    }

    private let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    private let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)

    // MARK: Coordinates and state

    @Test("A bitmap context's CTM starts at identity with the origin at the bottom-left")
    func bitmapCoordinates() {
        let context = bitmap()
        #expect(context.ctm == .identity)
        context.setFillColor(red)
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(pixel(context, 5, 95) == 0xFFFF_0000)
        #expect(pixel(context, 5, 5) == 0)
    }

    @Test("A UIKit context's CTM flips and scales: [s, 0, 0, −s, 0, h·s]; user space is top-left")
    func uikitCoordinates() {
        let context = uikit(CGSize(width: 50, height: 40), scale: 2)
        #expect(context.ctm == CGAffineTransform(a: 2, b: 0, c: 0, d: -2, tx: 0, ty: 80))
        context.setFillColor(red)
        context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        #expect(pixel(context, 1, 1) == 0xFFFF_0000)
        #expect(pixel(context, 1, 78) == 0)
        #expect(context.convertToDeviceSpace(CGPoint(x: 10, y: 10)) == CGPoint(x: 20, y: 60))
    }

    @Test("saveGState/restoreGState restore colors, CTM, alpha and clip; an unbalanced restore is ignored")
    func stateStack() {
        let context = bitmap()
        context.setFillColor(red)
        context.saveGState()
        context.setFillColor(blue)
        context.translateBy(x: 50, y: 50)
        context.setAlpha(0.5)
        context.clip(to: CGRect(x: 0, y: 0, width: 10, height: 10))
        context.restoreGState()
        context.restoreGState()
        #expect(context.ctm == .identity)
        context.fill(CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(pixel(context, 50, 50) == 0xFFFF_0000)
    }

    @Test("The CTM composes like CGAffineTransform: translate then scale scales about the new origin")
    func ctmComposition() {
        let context = bitmap()
        context.translateBy(x: 10, y: 0)
        context.scaleBy(x: 2, y: 2)
        #expect(context.ctm == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 10, ty: 0))
        context.concatenate(CGAffineTransform(translationX: 5, y: 0))
        #expect(CGPoint.zero.applying(context.ctm) == CGPoint(x: 20, y: 0))
    }

    // MARK: Caller memory

    @Test("RGBA bytes (premultipliedLast, big-endian) are written in the caller's memory")
    func rgbaMemory() {
        var bytes = [UInt8](repeating: 0, count: 4 * 4 * 4)
        bytes.withUnsafeMutableBytes { buffer in
            let context = CGContext(data: buffer.baseAddress, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 16,
                                    space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
            context.setFillColor(CGColor(red: 1, green: 0.5, blue: 0, alpha: 1))
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
            #expect(context.data == buffer.baseAddress)
            #expect(context.bitsPerPixel == 32 && context.bytesPerRow == 16)
        }
        #expect(Array(bytes[0..<4]) == [255, 128, 0, 255])
    }

    @Test("Gray and alpha-only bitmap contexts, and refusing unsupported layouts")
    func otherBitmapLayouts() {
        let gray = CGContext(data: nil, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 0,
                             space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGImageAlphaInfo.none.rawValue)!
        gray.setFillColor(CGColor(gray: 1, alpha: 1))
        gray.fill(CGRect(x: 0, y: 0, width: 1, height: 2))
        let grayBytes = gray.data!.assumingMemoryBound(to: UInt8.self)
        #expect(grayBytes[0] == 255 && grayBytes[1] == 0)
        #expect(gray.bitsPerPixel == 8)

        let alpha = CGContext(data: nil, width: 2, height: 1, bitsPerComponent: 8, bytesPerRow: 0,
                              space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGImageAlphaInfo.alphaOnly.rawValue)!
        alpha.setFillColor(CGColor(gray: 0, alpha: 0.5))
        alpha.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        let alphaBytes = alpha.data!.assumingMemoryBound(to: UInt8.self)
        #expect(alphaBytes[0] == 0 && alphaBytes[1] == 128)

        // Straight (non-premultiplied) alpha and 16 bits per component are refused, as Quartz refuses them.
        #expect(CGContext(data: nil, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 0,
                          space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.last.rawValue) == nil)
        #expect(CGContext(data: nil, width: 2, height: 2, bitsPerComponent: 16, bytesPerRow: 0,
                          space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) == nil)
        #expect(CGContext(data: nil, width: 0, height: 2, bitsPerComponent: 8, bytesPerRow: 0,
                          space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) == nil)
    }

    @Test("Existing pixels in caller memory are the starting image")
    func existingMemory() {
        var bytes: [UInt8] = [0, 0, 255, 255,  0, 0, 0, 0]
        bytes.withUnsafeMutableBytes { buffer in
            let context = CGContext(data: buffer.baseAddress, width: 2, height: 1, bitsPerComponent: 8, bytesPerRow: 8,
                                    space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
            #expect(context.makeImage()!.pixel(x: 0, y: 0) == 0xFF00_00FF)
        }
    }

    // MARK: Painting

    @Test("setAlpha multiplies into everything drawn")
    func globalAlpha() {
        let context = bitmap()
        context.setAlpha(0.5)
        context.setFillColor(red)
        context.fill(CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(pixel(context, 50, 50) == 0x8080_0000)
    }

    @Test("fill(_:) leaves the current path alone; fillPath consumes it")
    func pathLifecycle() {
        let context = bitmap()
        context.move(to: CGPoint(x: 1, y: 1))
        context.addLine(to: CGPoint(x: 20, y: 1))
        context.addLine(to: CGPoint(x: 20, y: 20))
        #expect(!context.isPathEmpty)
        #expect(context.currentPointOfPath == CGPoint(x: 20, y: 20))
        context.fill(CGRect(x: 50, y: 50, width: 10, height: 10))
        #expect(context.currentPointOfPath == CGPoint(x: 20, y: 20))
        #expect(context.boundingBoxOfPath == CGRect(x: 1, y: 1, width: 19, height: 19))
        context.fillPath()
        #expect(context.isPathEmpty)
        #expect(context.path == nil)
    }

    @Test("clear(_:) makes pixels transparent whatever the blend mode")
    func clear() {
        let context = bitmap()
        context.setFillColor(red)
        context.fill(CGRect(x: 0, y: 0, width: 100, height: 100))
        context.setBlendMode(.multiply)
        context.clear(CGRect(x: 0, y: 0, width: 50, height: 100))
        #expect(pixel(context, 10, 50) == 0)
        #expect(pixel(context, 90, 50) == 0xFFFF_0000)
    }

    @Test("Clipping: rectangles, paths by rule, the bounding box, and restore")
    func clipping() {
        let context = bitmap()
        context.saveGState()
        context.clip(to: CGRect(x: 0, y: 0, width: 50, height: 100))
        #expect(context.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 50, height: 100))
        context.setFillColor(red)
        context.fill(CGRect(x: 0, y: 0, width: 100, height: 100))
        context.restoreGState()
        #expect(pixel(context, 25, 50) == 0xFFFF_0000)
        #expect(pixel(context, 75, 50) == 0)

        let donut = bitmap()
        donut.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
        donut.addEllipse(in: CGRect(x: 25, y: 25, width: 50, height: 50))
        donut.clip(using: .evenOdd)
        donut.setFillColor(blue)
        donut.fill(CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(pixel(donut, 50, 50) == 0)
        #expect(pixel(donut, 5, 5) == 0xFF00_00FF)
    }

    @Test("clip(to:mask:) masks by the image's luminance")
    func clipToMask() {
        let gray = CGImage(width: 2, height: 1, bitsPerComponent: 8, bitsPerPixel: 8, bytesPerRow: 2,
                           space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGBitmapInfo(alphaInfo: .none),
                           provider: CGDataProvider(data: Data([255, 0]))!, decode: nil, shouldInterpolate: false,
                           intent: .defaultIntent)!
        let context = bitmap(width: 20, height: 10)
        context.interpolationQuality = .none
        context.clip(to: CGRect(x: 0, y: 0, width: 20, height: 10), mask: gray)
        context.setFillColor(red)
        context.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(pixel(context, 2, 5) == 0xFFFF_0000)
        #expect(pixel(context, 17, 5) == 0)
    }

    @Test("Shadows: raw bitmap offsets point up (y-up base space); UIKit contexts point down")
    func shadowDirection() {
        let raw = bitmap()
        raw.setShadow(offset: CGSize(width: 0, height: 20), blur: 0, color: blue)
        raw.setFillColor(red)
        raw.fill(CGRect(x: 40, y: 40, width: 20, height: 20))
        // y-up: the shadow sits 20 higher, i.e. 20 rows nearer the top of the image.
        #expect(pixel(raw, 50, 50 - 25) == 0xFF00_00FF)
        #expect(pixel(raw, 50, 50 + 15) == 0)

        let flipped = uikit()
        flipped.setShadow(offset: CGSize(width: 0, height: 20), blur: 0, color: blue)
        flipped.setFillColor(red)
        flipped.fill(CGRect(x: 40, y: 40, width: 20, height: 20))
        #expect(pixel(flipped, 50, 75) == 0xFF00_00FF)
        #expect(pixel(flipped, 50, 35) == 0)
        #expect(pixel(flipped, 50, 50) == 0xFFFF_0000)
    }

    @Test("Shadow blur spreads the shadow and fades it")
    func shadowBlur() {
        let context = uikit()
        context.setShadow(offset: .zero, blur: 10, color: CGColor(gray: 0, alpha: 1))
        context.setFillColor(red)
        context.fill(CGRect(x: 30, y: 30, width: 40, height: 40))
        let justOutside = pixel(context, 50, 72) >> 24
        let farther = pixel(context, 50, 78) >> 24
        #expect(justOutside > farther && farther > 0)
        #expect(pixel(context, 50, 95) >> 24 == 0)
    }

    @Test("Blend modes: multiply darkens, and sourceIn stays inside the drawn shape")
    func blendModes() {
        let context = bitmap()
        context.setFillColor(CGColor(gray: 0.5, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 100, height: 100))
        context.setBlendMode(.multiply)
        context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 50, height: 100))
        let multiplied = pixel(context, 25, 50)
        #expect(multiplied & 0xFF == 0 && (multiplied >> 16) & 0xFF > 120 && (multiplied >> 16) & 0xFF < 140)

        context.setBlendMode(.sourceIn)
        context.setFillColor(blue)
        context.fill(CGRect(x: 50, y: 0, width: 25, height: 100))
        #expect(pixel(context, 60, 50) == 0xFF00_00FF)
        // Outside the shape the destination is untouched (Cairo alone would clear it).
        #expect(pixel(context, 90, 50) == pixel(context, 90, 10))
        #expect(pixel(context, 90, 50) >> 24 == 0xFF)
    }

    @Test("plusDarker: R = max(0, 1 − ((1 − D) + (1 − S)))")
    func plusDarker() {
        #expect(CGContext.plusDarker(0xFF80_8080, 0xFF80_8080) == 0xFF01_0101)
        #expect(CGContext.plusDarker(0xFFFF_FFFF, 0xFF12_3456) == 0xFF12_3456)
        #expect(CGContext.plusDarker(0, 0xFF12_3456) == 0xFF12_3456)
        let context = bitmap(width: 4, height: 4)
        context.setFillColor(CGColor(gray: 1, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        context.setBlendMode(.plusDarker)
        context.setFillColor(CGColor(red: 0.5, green: 1, blue: 0, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        #expect(pixel(context, 1, 1) == 0xFF80_FF00)
    }

    @Test("A transparency layer composites its contents once, with the alpha set before it began")
    func transparencyLayer() {
        let context = bitmap()
        context.setAlpha(0.5)
        context.beginTransparencyLayer(auxiliaryInfo: nil)
        context.setFillColor(red)
        context.fill(CGRect(x: 0, y: 0, width: 60, height: 100))
        context.fill(CGRect(x: 40, y: 0, width: 60, height: 100))
        context.endTransparencyLayer()
        // The overlap is as translucent as the rest: 50%, not 75%.
        #expect(pixel(context, 50, 50) == 0x8080_0000)
        #expect(pixel(context, 10, 50) == 0x8080_0000)
    }

    @Test("Linear gradients paint nothing beyond their ends without options, the end colors with them")
    func gradientExtension() {
        let gradient = CGGradient(colorsSpace: nil, colors: [red, blue], locations: nil)!
        let plain = bitmap()
        plain.drawLinearGradient(gradient, start: CGPoint(x: 25, y: 0), end: CGPoint(x: 75, y: 0), options: [])
        #expect(pixel(plain, 10, 50) == 0)
        #expect(pixel(plain, 90, 50) == 0)
        #expect(pixel(plain, 26, 50) >> 16 & 0xFF > 240)

        let extended = bitmap()
        extended.drawLinearGradient(gradient, start: CGPoint(x: 25, y: 0), end: CGPoint(x: 75, y: 0),
                                    options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        #expect(pixel(extended, 10, 50) == 0xFFFF_0000)
        #expect(pixel(extended, 90, 50) == 0xFF00_00FF)

        let afterOnly = bitmap()
        afterOnly.drawLinearGradient(gradient, start: CGPoint(x: 25, y: 0), end: CGPoint(x: 75, y: 0),
                                     options: [.drawsAfterEndLocation])
        #expect(pixel(afterOnly, 10, 50) == 0)
        #expect(pixel(afterOnly, 90, 50) == 0xFF00_00FF)
    }

    @Test("Images: upright in y-up contexts, upside down in UIKit's flipped ones, as on iOS")
    func imageOrientation() {
        // 1×2 image: red on top, blue below.
        let image = CGImage(width: 1, height: 2, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 4,
                            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(alphaInfo: .premultipliedLast),
                            provider: CGDataProvider(data: Data([255, 0, 0, 255, 0, 0, 255, 255]))!, decode: nil,
                            shouldInterpolate: false, intent: .defaultIntent)!
        let raw = bitmap(width: 10, height: 20)
        raw.interpolationQuality = .none
        raw.draw(image, in: CGRect(x: 0, y: 0, width: 10, height: 20))
        #expect(pixel(raw, 5, 2) == 0xFFFF_0000)
        #expect(pixel(raw, 5, 17) == 0xFF00_00FF)

        let flipped = uikit(CGSize(width: 10, height: 20))
        flipped.interpolationQuality = .none
        flipped.draw(image, in: CGRect(x: 0, y: 0, width: 10, height: 20))
        #expect(pixel(flipped, 5, 2) == 0xFF00_00FF)
        #expect(pixel(flipped, 5, 17) == 0xFFFF_0000)
    }

    @Test("Tiling repeats the image across the clip")
    func tiling() {
        let image = CGImage(width: 2, height: 1, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 8,
                            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(alphaInfo: .premultipliedLast),
                            provider: CGDataProvider(data: Data([255, 0, 0, 255, 0, 0, 255, 255]))!, decode: nil,
                            shouldInterpolate: false, intent: .defaultIntent)!
        let context = bitmap(width: 8, height: 2)
        context.interpolationQuality = .none
        context.draw(image, in: CGRect(x: 0, y: 0, width: 2, height: 1), byTiling: true)
        #expect((0..<8).map { pixel(context, $0, 0) } == [0xFFFF_0000, 0xFF00_00FF, 0xFFFF_0000, 0xFF00_00FF,
                                                          0xFFFF_0000, 0xFF00_00FF, 0xFFFF_0000, 0xFF00_00FF])
    }

    @Test("Line dashes leave gaps")
    func dashes() {
        let context = bitmap(width: 40, height: 4)
        context.setStrokeColor(red)
        context.setLineWidth(2)
        context.setLineDash(phase: 0, lengths: [10, 10])
        context.strokeLineSegments(between: [CGPoint(x: 0, y: 2), CGPoint(x: 40, y: 2)])
        #expect(pixel(context, 5, 2) == 0xFFFF_0000)
        #expect(pixel(context, 15, 2) == 0)
        #expect(pixel(context, 25, 2) == 0xFFFF_0000)
    }

    @Test("Each painting call counts once, so layers can tell whether draw(in:) drew anything")
    func paintOperationCount() {
        let context = bitmap()
        #expect(context.paintOperationCount == 0)
        context.setFillColor(red)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        context.strokeEllipse(in: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(context.paintOperationCount == 2)
    }
}
