import CoreGraphics
import Foundation
import Testing
import UIKit
import UIKitTesting
@testable import Gallery

/// The Color page: swatches written in five color spaces, CoreGraphics patterns and shadings,
/// and a PDF with an outline, links and tags.
@MainActor
@Suite("The Gallery's Color page", .serialized, .exclusiveUIKit)
struct GalleryColorPageTests {
    @Test("Each swatch shows its space's red converted to sRGB; the patterns draw both their colors")
    func swatchesAndPatterns() throws {
        let gallery = try GalleryOnScreen(showing: .color)
        defer { gallery.end() }
        #expect(gallery.log.contains("colors drawn"))
        let image = try #require(gallery.screen.render())
        let page = try #require(gallery.controller(ColorDemoViewController.self))
        let chips = page.view.allSubviews.filter { $0.accessibilityLabel?.hasPrefix("Red in") == true }
        #expect(chips.count == 5)
        for chip in chips {
            let center = chip.convert(CGPoint(x: chip.bounds.midX, y: chip.bounds.midY), to: nil)
            let pixel = image.pixel(x: Int(center.x), y: Int(center.y))
            let red = pixel >> 16 & 0xFF, green = pixel >> 8 & 0xFF, blue = pixel & 0xFF
            #expect(red > 150 && green < 110 && blue < 110, "\(chip.accessibilityLabel ?? "") is red: \(String(pixel, radix: 16))")
        }
        let patterns = try #require(gallery.view(PatternsView.self))
        var colors = Set<UInt32>()
        for x in stride(from: 2, to: 128, by: 3) {
            for y in stride(from: 2, to: 138, by: 3) {
                let point = patterns.convert(CGPoint(x: x, y: y), to: nil)
                colors.insert(image.pixel(x: Int(point.x), y: Int(point.y)))
            }
        }
        #expect(colors.contains { $0 >> 16 & 0xFF < 0x60 && $0 & 0xFF > 0xE0 }, "the pattern's blue dots")
        #expect(colors.contains { $0 >> 16 & 0xFF > 0xE0 && $0 & 0xFF < 0x40 }, "the pattern's orange squares")
    }

    @Test("Export PDF writes two pages whose outline reads back with its three entries and whose first page's content stream, scanned, tags three figures (CGPDFScanner)")
    func exportPDF() throws {
        let gallery = try GalleryOnScreen(showing: .color)
        defer { gallery.end() }
        let page = try #require(gallery.controller(ColorDemoViewController.self))
        page.exportPDF()
        #expect(gallery.log.contains("pdf written pages=2 outline=3 figures=3"))
        let url = try #require(page.exportedURL)
        let data = try Data(contentsOf: url)
        #expect(data.range(of: Data("/StructTreeRoot".utf8)) != nil)
        #expect(data.range(of: Data("/Subtype /Link".utf8)) != nil)
        #expect(page.exportResult.text == "Wrote Slate Color.pdf: 2 pages; outline: Color spaces, More spaces, CGColorSpace; page 1 tags 3 figures.")
    }
}

extension GalleryColorPageTests {
    @Test("The sky image shows the sun in light traits and the moon when the desktop turns dark (one UIImageAsset); the outlined word draws its blue edge (issue 45)")
    func imageVariantsAndTextEffects() throws {
        let gallery = try GalleryOnScreen(showing: .color)
        defer { gallery.end() }
        let page = try #require(gallery.controller(ColorDemoViewController.self))
        let sky = page.skyView
        // Inside the sun, and inside the moon's lit crescent.
        func centre(_ image: CGImage) -> (red: UInt32, green: UInt32, blue: UInt32) {
            let point = sky.convert(CGPoint(x: 16, y: 30), to: nil)
            let pixel = image.pixel(x: Int(point.x), y: Int(point.y))
            return (pixel >> 16 & 0xFF, pixel >> 8 & 0xFF, pixel & 0xFF)
        }
        let light = centre(try #require(gallery.screen.render()))
        #expect(light.red > 220 && light.green > 170 && light.blue < 80, "the yellow sun: \(light)")
        gallery.screen.userInterfaceStyle = .dark
        defer { gallery.screen.userInterfaceStyle = .light }
        let dark = centre(try #require(gallery.screen.render()))
        #expect(dark.red > 200 && dark.green > 200 && dark.blue > 160, "the pale moon: \(dark)")
        let effects = try #require(page.view.allSubviews.first { $0.accessibilityLabel == "Outlined, slanted" })
        let image = try #require(gallery.screen.render())
        var blue = 0
        for x in stride(from: 0, to: Int(effects.bounds.width / 2), by: 1) {
            for y in stride(from: 0, to: Int(effects.bounds.height), by: 1) {
                let point = effects.convert(CGPoint(x: x, y: y), to: nil)
                let pixel = image.pixel(x: Int(point.x), y: Int(point.y))
                if pixel & 0xFF > 0xC0, pixel >> 16 & 0xFF < 0x40 { blue += 1 }
            }
        }
        #expect(blue > 150, "the outline is blue: \(blue) pixels")
    }
}

private extension UIView {
    var allSubviews: [UIView] { subviews + subviews.flatMap(\.allSubviews) }
}
