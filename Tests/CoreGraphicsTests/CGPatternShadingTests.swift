import CoreGraphics
import Foundation
import Testing
import UIKitTesting

/// Patterns, shadings and image masks, by pixels and by one golden each (looked at before it
/// was committed).
@Suite("CoreGraphics patterns, shadings and masks")
struct CGPatternShadingTests {
    /// A 100×100-pixel raw bitmap context (y up, no scale), cleared to white.
    private func bitmap(_ draw: (CGContext) -> Void) -> CGImage {
        let context = CGContext(data: nil, width: 100, height: 100, bitsPerComponent: 8, bytesPerRow: 0,
                                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue)!
        context.setFillColor(CGColor(gray: 1, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 100, height: 100))
        draw(context)
        return context.makeImage()!
    }

    /// A checkerboard cell: a 10×10 red square in the lower-left of a 20×20 cell.
    private func checker() -> CGPatternCallbacks {
        CGPatternCallbacks(version: 0, drawPattern: { _, context in
            context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }, releaseInfo: nil)
    }

    private func pattern(colored: Bool, matrix: CGAffineTransform = .identity) -> CGPattern {
        var callbacks = checker()
        return CGPattern(info: nil, bounds: CGRect(x: 0, y: 0, width: 20, height: 20), matrix: matrix, xStep: 20, yStep: 20,
                         tiling: .constantSpacing, isColored: colored, callbacks: &callbacks)!
    }

    @Test("A colored pattern repeats its cell from the base space's origin, whatever the CTM")
    func coloredPattern() {
        let image = bitmap { context in
            var alpha: CGFloat = 1
            context.translateBy(x: 5, y: 5)
            context.setFillPattern(pattern(colored: true), colorComponents: &alpha)
            context.fill(CGRect(x: -5, y: -5, width: 100, height: 100))
        }
        // Image rows run top-down; base space is y up. Cell (0…10, 0…10) is red, (10…20) white.
        #expect(image.pixel(x: 5, y: 94) == 0xFFFF_0000)
        #expect(image.pixel(x: 25, y: 74) == 0xFFFF_0000)
        #expect(image.pixel(x: 15, y: 94) == 0xFFFF_FFFF)
        #expect(image.pixel(x: 5, y: 84) == 0xFFFF_FFFF)
    }

    @Test("An uncolored pattern paints the color given with it through the cell's coverage")
    func stencilPattern() {
        let image = bitmap { context in
            let space = CGColorSpace(patternBaseSpace: CGColorSpace(name: CGColorSpace.sRGB)!)!
            context.setFillColorSpace(space)
            var blue: [CGFloat] = [0, 0, 1, 1]
            context.setFillPattern(pattern(colored: false), colorComponents: &blue)
            context.fill(CGRect(x: 0, y: 0, width: 100, height: 100))
        }
        #expect(image.pixel(x: 5, y: 94) == 0xFF00_00FF)
        #expect(image.pixel(x: 15, y: 94) == 0xFFFF_FFFF)
    }

    @Test("The pattern phase and the pattern matrix move and scale the cells")
    func phaseAndMatrix() {
        let image = bitmap { context in
            var alpha: CGFloat = 1
            context.setPatternPhase(CGSize(width: 10, height: 0))
            context.setFillPattern(pattern(colored: true, matrix: CGAffineTransform(scaleX: 2, y: 2)), colorComponents: &alpha)
            context.fill(CGRect(x: 0, y: 0, width: 100, height: 100))
        }
        // Cells of 40 with 20 red, shifted right by 10.
        #expect(image.pixel(x: 5, y: 94) == 0xFFFF_FFFF)
        #expect(image.pixel(x: 15, y: 94) == 0xFFFF_0000)
        #expect(image.pixel(x: 45, y: 94) == 0xFFFF_FFFF)
        #expect(image.pixel(x: 55, y: 94) == 0xFFFF_0000)
        #expect(image.pixel(x: 25, y: 70) == 0xFFFF_FFFF)
    }

    @Test("A pattern color's alpha fades the cells; a pattern space without a pattern paints nothing")
    func patternAlphaAndEmpty() {
        let image = bitmap { context in
            var half: CGFloat = 0.5
            context.setFillPattern(pattern(colored: true), colorComponents: &half)
            context.fill(CGRect(x: 0, y: 0, width: 50, height: 100))
            context.setFillColorSpace(CGColorSpace(patternBaseSpace: nil)!)
            context.fill(CGRect(x: 50, y: 0, width: 50, height: 100))
        }
        #expect(image.pixel(x: 5, y: 94) == 0xFFFF_7F7F || image.pixel(x: 5, y: 94) == 0xFFFF_8080)
        #expect(image.pixel(x: 65, y: 94) == 0xFFFF_FFFF)
    }

    @Test("A pattern's callback draws a cell once per size, colour and alpha, not once per fill")
    func cellsAreDrawnOnce() {
        final class Counter: @unchecked Sendable { var draws = 0 }
        let counter = Counter()
        var callbacks = CGPatternCallbacks(version: 0, drawPattern: { _, context in
            counter.draws += 1
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }, releaseInfo: nil)
        let stencil = CGPattern(info: nil, bounds: CGRect(x: 0, y: 0, width: 20, height: 20), matrix: .identity, xStep: 20, yStep: 20,
                                tiling: .constantSpacing, isColored: false, callbacks: &callbacks)!
        let image = bitmap { context in
            context.setFillColorSpace(CGColorSpace(patternBaseSpace: CGColorSpace(name: CGColorSpace.sRGB)!)!)
            var blue: [CGFloat] = [0, 0, 1, 1]
            context.setFillPattern(stencil, colorComponents: &blue)
            for row in 0..<4 { context.fill(CGRect(x: 0, y: CGFloat(row) * 25, width: 100, height: 20)) }
            #expect(counter.draws == 1, "four fills, one cell")
            var red: [CGFloat] = [1, 0, 0, 1]
            context.setFillPattern(stencil, colorComponents: &red)
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
            #expect(counter.draws == 2, "another colour, another cell")
            context.scaleBy(x: 2, y: 2)
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
            #expect(counter.draws == 2, "pattern space is the base space: the CTM does not change the cell")
        }
        #expect(image.pixel(x: 5, y: 94) == 0xFFFF_0000)
        #expect(image.pixel(x: 5, y: 34) == 0xFF00_00FF, "the third row is still blue")
    }

    /// A two-output-plus-alpha ramp from red (0) to blue (1) in sRGB.
    private func ramp() -> CGFunction {
        var domain: [CGFloat] = [0, 1]
        var range: [CGFloat] = [0, 1, 0, 1, 0, 1, 0, 1]
        var callbacks = CGFunctionCallbacks(version: 0, evaluate: { _, input, output in
            output[0] = 1 - input[0]
            output[1] = 0
            output[2] = input[0]
            output[3] = 1
        }, releaseInfo: nil)
        return CGFunction(info: nil, domainDimension: 1, domain: &domain, rangeDimension: 4, range: &range, callbacks: &callbacks)!
    }

    @Test("An axial shading runs its function along the axis and extends only where asked")
    func axialShading() {
        let space = CGColorSpace(name: CGColorSpace.sRGB)!
        let image = bitmap { context in
            let shading = CGShading(axialSpace: space, start: CGPoint(x: 20, y: 0), end: CGPoint(x: 80, y: 0),
                                    function: ramp(), extendStart: true, extendEnd: false)!
            context.drawShading(shading)
        }
        #expect(image.pixel(x: 5, y: 50) == 0xFFFF_0000, "extended before the start")
        #expect(image.pixel(x: 95, y: 50) == 0xFFFF_FFFF, "not extended after the end")
        let middle = image.pixel(x: 50, y: 50)
        #expect((middle >> 16) & 0xFF > 0x60 && (middle >> 16) & 0xFF < 0xA0)
        #expect(middle & 0xFF > 0x60 && middle & 0xFF < 0xA0)
        #expect(CGShading(axialSpace: CGColorSpace(patternBaseSpace: nil)!, start: .zero, end: CGPoint(x: 1, y: 0),
                          function: ramp(), extendStart: false, extendEnd: false) == nil)
    }

    @Test("A radial shading fills between its circles within the clip")
    func radialShading() {
        let image = bitmap { context in
            context.clip(to: CGRect(x: 0, y: 0, width: 50, height: 100))
            let shading = CGShading(radialSpace: CGColorSpace(name: CGColorSpace.sRGB)!, start: CGPoint(x: 50, y: 50), startRadius: 0,
                                    end: CGPoint(x: 50, y: 50), endRadius: 40, function: ramp(), extendStart: false, extendEnd: false)!
            context.drawShading(shading)
        }
        #expect(image.pixel(x: 49, y: 50) & 0xFF_0000 > 0xF0_0000, "red at the center")
        #expect(image.pixel(x: 12, y: 50) & 0xFF > 0xE0, "blue near the end circle")
        #expect(image.pixel(x: 2, y: 50) == 0xFFFF_FFFF, "nothing outside the end circle")
        #expect(image.pixel(x: 70, y: 50) == 0xFFFF_FFFF, "nothing outside the clip")
    }

    @Test("masking(_:): an image mask paints where it is 0, a gray image where it is white")
    func masking() {
        let red = bitmap { context in
            context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
            context.fill(CGRect(x: 0, y: 0, width: 100, height: 100))
        }
        var maskBytes = [UInt8](repeating: 255, count: 4)
        maskBytes[0] = 0                                               // top-left paints
        let mask = CGImage(maskWidth: 2, height: 2, bitsPerComponent: 8, bitsPerPixel: 8, bytesPerRow: 2,
                           provider: CGDataProvider(data: Data(maskBytes))!, decode: nil, shouldInterpolate: false)!
        let masked = red.masking(mask)!
        #expect(masked.pixel(x: 10, y: 10) == 0xFFFF_0000)
        #expect(masked.pixel(x: 90, y: 10) == 0)
        #expect(masked.pixel(x: 10, y: 90) == 0)

        let gray = CGImage(width: 2, height: 1, bitsPerComponent: 8, bitsPerPixel: 8, bytesPerRow: 2,
                           space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGBitmapInfo(alphaInfo: .none),
                           provider: CGDataProvider(data: Data([255, 0]))!, decode: nil, shouldInterpolate: false, intent: .defaultIntent)!
        let alphaMasked = red.masking(gray)!
        #expect(alphaMasked.pixel(x: 10, y: 50) == 0xFFFF_0000)
        #expect(alphaMasked.pixel(x: 90, y: 50) == 0)
        #expect(red.masking(red) == nil, "an RGB image is not a mask")
        #expect(mask.masking(mask) == nil)
    }

    @Test("Golden: patterns, a stencil, shadings and a CMYK fill in a UIKit context")
    func golden() {
        let surface = ImageSurface(width: 480, height: 240)
        let context = CGContext(uikitSurface: surface, scale: 2)
        context.setFillColor(CGColor(gray: 1, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 240, height: 120))
        var callbacks = CGPatternCallbacks(version: 0, drawPattern: { _, cell in
            cell.setFillColor(CGColor(red: 0, green: 0.48, blue: 1, alpha: 1))
            cell.fillEllipse(in: CGRect(x: 1, y: 1, width: 8, height: 8))
            cell.setFillColor(CGColor(red: 1, green: 0.58, blue: 0, alpha: 1))
            cell.fill(CGRect(x: 10, y: 10, width: 6, height: 3))
        }, releaseInfo: nil)
        let dots = CGPattern(info: nil, bounds: CGRect(x: 0, y: 0, width: 20, height: 20), matrix: .identity, xStep: 20, yStep: 20,
                             tiling: .constantSpacing, isColored: true, callbacks: &callbacks)!
        var alpha: CGFloat = 1
        context.setFillPattern(dots, colorComponents: &alpha)
        context.fillEllipse(in: CGRect(x: 10, y: 10, width: 60, height: 100))
        let stencil = CGPattern(info: nil, bounds: CGRect(x: 0, y: 0, width: 20, height: 20),
                                matrix: CGAffineTransform(rotationAngle: .pi / 4), xStep: 20, yStep: 20,
                                tiling: .constantSpacing, isColored: false, callbacks: &callbacks)!
        context.setFillColorSpace(CGColorSpace(patternBaseSpace: CGColorSpace(name: CGColorSpace.displayP3)!)!)
        var green: [CGFloat] = [0.2, 0.7, 0.3, 1]
        context.setFillPattern(stencil, colorComponents: &green)
        context.fill(CGRect(x: 80, y: 10, width: 60, height: 100))
        context.saveGState()
        context.clip(to: CGRect(x: 150, y: 10, width: 80, height: 48))
        context.drawShading(CGShading(axialSpace: CGColorSpace(name: CGColorSpace.sRGB)!, start: CGPoint(x: 150, y: 0),
                                      end: CGPoint(x: 230, y: 0), function: ramp(), extendStart: true, extendEnd: true)!)
        context.restoreGState()
        context.saveGState()
        context.clip(to: CGRect(x: 150, y: 62, width: 40, height: 48))
        context.drawShading(CGShading(radialSpace: CGColorSpace(name: CGColorSpace.sRGB)!, start: CGPoint(x: 170, y: 86), startRadius: 2,
                                      end: CGPoint(x: 170, y: 86), endRadius: 22, function: ramp(), extendStart: true, extendEnd: false)!)
        context.restoreGState()
        context.setFillColor(cyan: 0, magenta: 0.6, yellow: 1, black: 0.1, alpha: 1)
        context.fill(CGRect(x: 196, y: 62, width: 34, height: 48))
        expectGolden(context.makeImage()!, named: "patterns-shadings")
    }
}
