import Foundation
import Testing
import UIKitTesting
import UIKit

@Suite("UIImage", .exclusiveUIKit)
struct UIImageTests {
    /// A 4×2 pixel image: left half red, right half transparent.
    private func sample(scale: CGFloat = 1) -> UIImage {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 4 / scale, height: 2 / scale), format: {
            let format = UIGraphicsImageRendererFormat()
            format.scale = scale
            return format
        }())
        return renderer.image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2 / scale, height: 2 / scale))
        }
    }

    @Test("Size is in points: pixels divided by scale, swapped for sideways orientations")
    func size() {
        let image = sample(scale: 2)
        #expect(image.scale == 2 && image.size == CGSize(width: 2, height: 1))
        let sideways = UIImage(cgImage: image.cgImage!, scale: 1, orientation: .right)
        #expect(sideways.size == CGSize(width: 2, height: 4))
    }

    @Test("PNG data round-trips; data that is not PNG gives nil")
    func png() throws {
        let data = try #require(sample().pngData())
        let decoded = try #require(UIImage(data: data, scale: 2))
        #expect(decoded.size == CGSize(width: 2, height: 1))
        #expect(decoded.cgImage?.pixel(x: 0, y: 0) == 0xFFFF_0000)
        #expect(decoded.cgImage?.pixel(x: 3, y: 0) == 0)
        #expect(UIImage(data: Data("not a png".utf8)) == nil)
    }

    @Test("contentsOfFile takes the scale from an @2x or @3x suffix; named() looks in a bundle")
    func files() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("slate-uiimage-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let data = try #require(sample().pngData())
        try data.write(to: directory.appendingPathComponent("icon@2x.png"))
        try data.write(to: directory.appendingPathComponent("plain.png"))
        #expect(UIImage(contentsOfFile: directory.appendingPathComponent("icon@2x.png").path)?.scale == 2)
        #expect(UIImage(contentsOfFile: directory.appendingPathComponent("plain.png").path)?.scale == 1)
        let bundle = try #require(Bundle(path: directory.path))
        #expect(UIImage(named: "icon", in: bundle, compatibleWith: nil)?.scale == 2)
        #expect(UIImage(named: "plain", in: bundle, compatibleWith: nil)?.scale == 1)
        #expect(UIImage(named: "missing", in: bundle, compatibleWith: nil) == nil)
        #expect(UIImage(contentsOfFile: "/nonexistent/file.png") == nil)
    }

    @Test("resizableImage(withCapInsets:) tiles by default; the mode can be stretch")
    func resizable() {
        let caps = UIEdgeInsets(top: 1, left: 1, bottom: 0, right: 1)
        let tiled = sample().resizableImage(withCapInsets: caps)
        #expect(tiled.capInsets == caps && tiled.resizingMode == .tile)
        #expect(sample().resizableImage(withCapInsets: caps, resizingMode: .stretch).resizingMode == .stretch)
        #expect(sample().capInsets == .zero)
    }

    @Test("withTintColor draws the image's silhouette in the color; rendering modes are kept")
    func tint() {
        let tinted = sample().withTintColor(.blue)
        #expect(tinted.renderingMode == .alwaysOriginal)
        #expect(sample().withRenderingMode(.alwaysTemplate).renderingMode == .alwaysTemplate)
        let drawn = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 2), format: {
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            return format
        }()).image { _ in tinted.draw(at: .zero) }
        #expect(drawn.cgImage?.pixel(x: 0, y: 0) == 0xFF00_00FF)
        #expect(drawn.cgImage?.pixel(x: 3, y: 0) == 0)
    }
}
