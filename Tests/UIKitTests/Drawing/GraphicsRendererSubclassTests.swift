import Foundation
import Testing
@testable import UIKit

/// A renderer of its own, as UIGraphicsRendererSubclass.h describes: a grayscale-free 2×
/// bitmap whose context class counts what it drew.
private final class TallyContext: UIGraphicsRendererContext {
    var fills = 0
    override func fill(_ rect: CGRect) {
        fills += 1
        super.fill(rect)
    }
}

private final class TallyRenderer: UIGraphicsRenderer {
    nonisolated(unsafe) static var prepared: [CGRect] = []

    override class func rendererContextClass() -> AnyClass { TallyContext.self }

    override class func context(with format: UIGraphicsRendererFormat) -> CGContext? {
        CGContext(data: nil, width: Int(format.bounds.width) * 2, height: Int(format.bounds.height) * 2, bitsPerComponent: 8,
                  bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue)
    }

    override class func prepare(_ context: CGContext, with rendererContext: UIGraphicsRendererContext) {
        prepared.append(rendererContext.format.bounds)
        // UIKit's coordinates: top-left origin, in points at 2×.
        context.translateBy(x: 0, y: rendererContext.format.bounds.height * 2)
        context.scaleBy(x: 2, y: -2)
    }

    func image(_ actions: (TallyContext) -> Void) throws -> (CGImage?, Int) {
        var image: CGImage?
        var fills = 0
        try runDrawingActions({ actions($0 as! TallyContext) }, completionActions: { context in
            image = context.cgContext.makeImage()
            fills = (context as! TallyContext).fills
        })
        return (image, fills)
    }
}

@MainActor
@Suite("UIGraphicsRenderer subclasses (UIGraphicsRendererSubclass.h)", .serialized)
struct GraphicsRendererSubclassTests {
    @Test("runDrawingActions makes the subclass's context and context class, prepares it, draws with it as UIKit's current context, then runs the completion")
    func customRenderer() throws {
        TallyRenderer.prepared = []
        let renderer = TallyRenderer(bounds: CGRect(x: 0, y: 0, width: 10, height: 6))
        var current: CGContext?
        let (image, fills) = try renderer.image { context in
            current = UIGraphicsGetCurrentContext()
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 5, height: 6))
        }
        #expect(TallyRenderer.prepared == [CGRect(x: 0, y: 0, width: 10, height: 6)])
        #expect(fills == 1)
        #expect(current != nil)
        #expect(UIGraphicsGetCurrentContext() == nil, "popped after the actions")
        let cgImage = try #require(image)
        #expect(cgImage.width == 20 && cgImage.height == 12)
        let pixels = try #require(cgImage.dataProvider?.data as Data?)
        let row = cgImage.bytesPerRow
        func red(_ x: Int, _ y: Int) -> UInt8 { pixels[y * row + x * 4 + 2] }   // BGRA in memory
        #expect(red(2, 2) > 200, "the left half, in UIKit's coordinates, is red")
        #expect(red(15, 2) == 0)
    }

    @Test("The base class makes no context: runDrawingActions throws, naming the override, and runs no actions")
    func baseClassThrows() {
        let renderer = UIGraphicsRenderer(bounds: CGRect(x: 0, y: 0, width: 4, height: 4))
        var ran = false
        #expect(throws: (any Error).self) {
            try renderer.runDrawingActions({ _ in ran = true })
        }
        #expect(!ran)
        #expect(ObjectIdentifier(UIGraphicsRenderer.rendererContextClass()) == ObjectIdentifier(UIGraphicsRendererContext.self))
        #expect(ObjectIdentifier(UIGraphicsImageRenderer.rendererContextClass()) == ObjectIdentifier(UIGraphicsImageRendererContext.self))
    }

    @Test("UIGraphicsImageRenderer runs through the same steps: a subclass overriding prepare(_:with:) changes every image")
    func imageRendererSubclass() {
        final class Inset: UIGraphicsImageRenderer {
            override class func prepare(_ context: CGContext, with rendererContext: UIGraphicsRendererContext) {
                super.prepare(context, with: rendererContext)
                context.clip(to: CGRect(x: 1, y: 1, width: 2, height: 2))
            }
        }
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = Inset(size: CGSize(width: 4, height: 4), format: format).image { context in
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        let cgImage = image.cgImage!
        let pixels = cgImage.dataProvider!.data! as Data
        func alpha(_ x: Int, _ y: Int) -> UInt8 { pixels[y * cgImage.bytesPerRow + x * 4 + 3] }
        #expect(alpha(0, 0) == 0 && alpha(1, 1) == 255 && alpha(3, 3) == 0)
        #expect(image.scale == 1)
    }
}
