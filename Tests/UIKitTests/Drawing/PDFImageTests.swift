import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// PDF images (issue 44.11): `UIImage(data:)` of a PDF, and a PDF resource by name.
@MainActor
@Suite("PDF images", .serialized, .exclusiveUIKit)
struct PDFImageTests {
    /// A PDF of `pages` pages of 100 × 50 points: the first red on its left half and blue on its
    /// right; later pages green. Written here, offsets and all, so the test needs no file.
    static func pdf(pages: Int = 1) -> Data {
        var objects: [String] = []
        let kids = (0..<pages).map { "\(3 + 2 * $0) 0 R" }.joined(separator: " ")
        objects.append("<< /Type /Catalog /Pages 2 0 R >>")
        objects.append("<< /Type /Pages /Kids [\(kids)] /Count \(pages) >>")
        for index in 0..<pages {
            let content = index == 0 ? "1 0 0 rg 0 0 50 50 re f 0 0 1 rg 50 0 50 50 re f" : "0 1 0 rg 0 0 100 50 re f"
            objects.append("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 100 50] /Contents \(4 + 2 * index) 0 R >>")
            objects.append("<< /Length \(content.utf8.count) >>\nstream\n\(content)\nendstream")
        }
        var text = "%PDF-1.4\n"
        var offsets: [Int] = []
        for (index, object) in objects.enumerated() {
            offsets.append(text.utf8.count)
            text += "\(index + 1) 0 obj\n\(object)\nendobj\n"
        }
        let xref = text.utf8.count
        text += "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n"
        for offset in offsets { text += String(format: "%010d 00000 n \n", offset) }
        text += "trailer\n<< /Size \(objects.count + 1) /Root 1 0 R >>\nstartxref\n\(xref)\n%%EOF\n"
        return Data(text.utf8)
    }

    @Test("(issue 44.11) UIImage(data:) of a one-page PDF is the page's size in points")
    func pageSize() throws {
        let image = try #require(UIImage(data: Self.pdf()))
        #expect(image.size == CGSize(width: 100, height: 50))
        #expect(image.scale == 1)
        #expect(image.cgImage?.width == 100 && image.cgImage?.height == 50)
        let doubled = try #require(UIImage(data: Self.pdf(), scale: 2))
        #expect(doubled.size == CGSize(width: 100, height: 50))
        #expect(doubled.cgImage?.width == 200)
    }

    @Test("(issue 44.11) a PDF image draws its vector art at the scale it is drawn: the edge between its halves stays sharp at 3×")
    func sharpAtAnyScale() throws {
        let image = try #require(UIImage(data: Self.pdf()))
        let format = UIGraphicsImageRendererFormat()
        format.scale = 3
        let drawn = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 50), format: format).image { _ in
            image.draw(in: CGRect(x: 0, y: 0, width: 100, height: 50))
        }
        let pixels = try #require(drawn.cgImage)
        #expect(pixels.width == 300)
        let left = pixels.color(x: 149, y: 75), right = pixels.color(x: 150, y: 75)
        #expect(left.red == 255 && left.blue == 0, "the last pixel of the red half is all red: \(left)")
        #expect(right.blue == 255 && right.red == 0, "the first of the blue half is all blue: \(right)")
        let top = pixels.color(x: 30, y: 2)
        #expect(top.red == 255, "upright: \(top)")
        // Drawn twice as large at 1×, it is drawn from the vector too.
        let stretched = UIGraphicsImageRenderer(size: CGSize(width: 200, height: 100), format: {
            let one = UIGraphicsImageRendererFormat()
            one.scale = 1
            return one
        }()).image { _ in image.draw(in: CGRect(x: 0, y: 0, width: 200, height: 100)) }
        let wide = try #require(stretched.cgImage)
        #expect(wide.color(x: 99, y: 50).red == 255 && wide.color(x: 100, y: 50).blue == 255)
    }

    @Test("(issue 44.11) an image view shows a PDF image drawn for its display scale")
    func imageViewDrawsForItsScale() throws {
        let image = try #require(UIImage(data: Self.pdf()))
        let screen = HeadlessScreen(size: CGSize(width: 300, height: 200), scale: 2)
        let window = UIWindow()
        let view = UIImageView(image: image)
        window.addSubview(view)
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        let frame = screen.render()
        #expect(view.bounds.size == CGSize(width: 100, height: 50))
        #expect(frame.color(x: 99, y: 50).red == 255 && frame.color(x: 100, y: 50).blue == 255, "sharp at 2×")
    }

    @Test("(issue 44.11) the first page of a longer PDF; broken or empty PDF data gives nil")
    func firstPageAndBadData() throws {
        let image = try #require(UIImage(data: Self.pdf(pages: 3)))
        #expect(image.size == CGSize(width: 100, height: 50))
        let pixels = try #require(image.cgImage)
        #expect(pixels.color(x: 10, y: 25).red == 255, "the first page, not a later one")
        #expect(UIImage(data: Data("%PDF-1.4\nnothing here\n".utf8)) == nil)
        var truncated = Self.pdf()
        truncated.removeLast(truncated.count / 2)
        _ = UIImage(data: truncated) // poppler may recover a truncated file or refuse it; it must not crash
        #expect(UIImage(data: Self.pdf().prefix(5)) == nil)
    }

    @Test("(issue 44.11) UIImage(named:) finds a PDF resource and draws it for the preferred scale")
    func namedPDF() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("slate-pdf-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.pdf().write(to: directory.appendingPathComponent("Halves.pdf"))
        let bundle = try #require(Bundle(path: directory.path))
        let image = try #require(UIImage(named: "Halves", in: bundle, compatibleWith: UITraitCollection(displayScale: 3)))
        #expect(image.size == CGSize(width: 100, height: 50))
        #expect(image.scale == 3)
    }
}
