import Foundation
import Testing
import UIKitTesting
import UIKit

@Suite("Renderer formats: copies, bounds, default and preferred; JPEG output", .exclusiveUIKit)
struct RendererFormatTests {
    @Test("A renderer draws with a copy of its format, whose bounds are the renderer's: the format can be changed and reused for another renderer")
    func formatIsCopied() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 3
        #expect(format.bounds == .zero)
        let renderer = UIGraphicsImageRenderer(bounds: CGRect(x: 5, y: 6, width: 10, height: 20), format: format)
        format.scale = 1
        let rendered = renderer.format as? UIGraphicsImageRendererFormat
        #expect(rendered !== format)
        #expect(rendered?.scale == 3, "the copy keeps the scale it was made with")
        #expect(renderer.format.bounds == CGRect(x: 5, y: 6, width: 10, height: 20))
        #expect(renderer.image { _ in }.scale == 3)
        #expect(UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format).image { _ in }.scale == 1)

        let pdf = UIGraphicsPDFRendererFormat()
        pdf.documentInfo = ["Title": "Report"]
        let copy = pdf.copy() as? UIGraphicsPDFRendererFormat
        #expect(copy?.documentInfo["Title"] as? String == "Report")
    }

    @Test("default() and preferred() make a format of the class they are called on, for the main screen")
    func defaultAndPreferred() {
        let image: UIGraphicsImageRendererFormat = .default()
        let preferred = UIGraphicsImageRendererFormat.preferred()
        #expect(image.scale == preferred.scale)
        #expect(!image.opaque)
        #expect(type(of: UIGraphicsPDFRendererFormat.default()) == UIGraphicsPDFRendererFormat.self)
        #expect(type(of: UIGraphicsRendererFormat.preferred()) == UIGraphicsRendererFormat.self)
        let renderer = UIGraphicsImageRenderer(bounds: CGRect(x: 0, y: 0, width: 8, height: 8))
        #expect(renderer.format is UIGraphicsImageRendererFormat)
    }

    @Test("jpegData(withCompressionQuality:actions:) encodes the drawing as a JPEG that decodes to its pixels; lower quality is smaller")
    func jpeg() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 64, height: 64), format: format)
        let draw: (UIGraphicsImageRendererContext) -> Void = { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 64, height: 64))
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 32, width: 64, height: 32))
            for i in 0..<64 { UIColor(white: CGFloat(i % 7) / 7, alpha: 1).setFill(); context.fill(CGRect(x: i, y: i, width: 1, height: 1)) }
        }
        let best = renderer.jpegData(withCompressionQuality: 1, actions: draw)
        let worst = renderer.jpegData(withCompressionQuality: 0.1, actions: draw)
        #expect(best.starts(with: [0xFF, 0xD8, 0xFF]), "JPEG's start-of-image marker")
        #expect(worst.count < best.count)
        let image = try #require(UIImage(data: best))
        #expect(image.size == CGSize(width: 64, height: 64))
    }
}
