@testable import CoreGraphics
import Foundation
import Testing

/// CGLayer: drawn once, stamped many times, at its context's pixel density.
@Suite("CGLayer")
struct CGLayerTests {
    private func bitmap(width: Int, height: Int) -> CGContext {
        CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                  space: CGColorSpaceCreateDeviceRGB(),
                  bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
    }

    @Test("A layer drawn once stamps its drawing wherever it is drawn, y up as its context draws it")
    func stamps() throws {
        let target = bitmap(width: 40, height: 20)
        let layer = try #require(CGLayer(target, size: CGSize(width: 10, height: 10), auxiliaryInfo: nil))
        #expect(layer.size == CGSize(width: 10, height: 10))
        let drawing = try #require(layer.context)
        drawing.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        drawing.fill(CGRect(x: 0, y: 0, width: 5, height: 5))  // the bottom-left quarter
        target.draw(layer, at: .zero)
        target.draw(layer, at: CGPoint(x: 20, y: 0))
        let image = try #require(target.makeImage())
        // Row 0 is the top: the layer's bottom-left quarter is rows 15…19.
        #expect(image.pixel(x: 2, y: 17) == 0xFFFF_0000)
        #expect(image.pixel(x: 22, y: 17) == 0xFFFF_0000)
        #expect(image.pixel(x: 2, y: 12) == 0, "the rest of the layer is transparent")
        #expect(image.pixel(x: 12, y: 17) == 0, "nothing between the stamps")
        target.draw(layer, in: CGRect(x: 20, y: 0, width: 20, height: 20))
        #expect(target.makeImage()!.pixel(x: 28, y: 12) == 0xFFFF_0000, "scaled to fill the rectangle")
        #expect(CFGetTypeID(layer) == CGLayer.typeID)
    }

    @Test("A layer made for a context at scale 2 has twice the pixels; an empty size gives no layer")
    func density() throws {
        let uikit = CGContext(uikitSurface: ImageSurface(width: 40, height: 40), scale: 2)
        let layer = try #require(CGLayer(uikit, size: CGSize(width: 10, height: 10), auxiliaryInfo: nil))
        #expect(layer.context?.width == 20 && layer.context?.height == 20)
        #expect(CGLayer(uikit, size: .zero, auxiliaryInfo: nil) == nil)
        #expect(CGLayer(uikit, size: CGSize(width: CGFloat.infinity, height: 1), auxiliaryInfo: nil) == nil)
    }
}
