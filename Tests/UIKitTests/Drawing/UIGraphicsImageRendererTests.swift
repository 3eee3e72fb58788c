import Testing
import UIKitTesting
import UIKit

@Suite("UIGraphicsImageRenderer and the context stack", .exclusiveUIKit)
struct UIGraphicsImageRendererTests {
    @Test("Images are in points at the format's scale; the main screen's scale by default")
    func scale() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 5)).image { _ in }
        #expect(image.scale == UIGraphicsImageRendererFormat.default().scale)
        #expect(image.size == CGSize(width: 10, height: 5))
        #expect(image.cgImage?.width == Int(10 * image.scale))
    }

    @Test("Fuzz finding: a renderer wider than Cairo's 32,767 pixels (a drag preview of a 100,000-character text) keeps that much instead of crashing; infinite sizes make a pixel")
    func hugeAndInfiniteSizes() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let huge = UIGraphicsImageRenderer(bounds: CGRect(x: 0, y: 0, width: 400_000, height: 20), format: format).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 400_000, height: 20))
        }
        #expect(huge.cgImage?.width == 32_767 && huge.cgImage?.height == 40)
        let infinite = UIGraphicsImageRenderer(size: CGSize(width: CGFloat.infinity, height: .nan), format: format).image { _ in }
        #expect(infinite.cgImage?.width == 1 && infinite.cgImage?.height == 1)
    }

    @Test("The renderer's context is the current UIKit context only while the actions run")
    func currentContext() {
        #expect(UIGraphicsGetCurrentContext() == nil)
        var inside: CGContext?
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2))
        _ = renderer.image { context in inside = UIGraphicsGetCurrentContext() === context.cgContext ? context.cgContext : nil }
        #expect(inside != nil)
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test("Opaque formats start black; bounds with an origin translate the drawing")
    func opaqueAndBounds() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        format.opaque = true
        let opaque = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2), format: format).image { _ in }
        #expect(opaque.cgImage?.pixel(x: 1, y: 1) == 0xFF00_0000)

        let clear = UIGraphicsImageRendererFormat()
        clear.scale = 1
        let shifted = UIGraphicsImageRenderer(bounds: CGRect(x: 10, y: 10, width: 4, height: 4), format: clear).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 10, y: 10, width: 1, height: 1))
        }
        #expect(shifted.cgImage?.pixel(x: 0, y: 0) == 0xFFFF_0000)
        #expect(shifted.cgImage?.pixel(x: 1, y: 1) == 0)
    }

    @Test("currentImage shows what has been drawn so far")
    func currentImage() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        var snapshot: UIImage?
        _ = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 1), format: format).image { context in
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            snapshot = context.currentImage
            context.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        }
        #expect(snapshot?.cgImage?.pixel(x: 0, y: 0) == 0xFF00_00FF)
        #expect(snapshot?.cgImage?.pixel(x: 1, y: 0) == 0)
    }

    @Test("UIGraphicsBeginImageContextWithOptions, GetImage and End work as a nested stack")
    func legacyImageContext() {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 3, height: 2), false, 2)
        UIColor.green.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 3, height: 2))
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        #expect(image?.scale == 2 && image?.size == CGSize(width: 3, height: 2))
        #expect(image?.cgImage?.pixel(x: 5, y: 3) == 0xFF00_FF00)
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
        UIGraphicsEndImageContext()
    }
}
