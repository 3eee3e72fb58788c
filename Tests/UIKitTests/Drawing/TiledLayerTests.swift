import Foundation
import QuartzCore
import Testing
@testable import UIKit
import UIKitTesting

/// CATiledLayer (issue 45): content drawn tile by tile, only where it shows.
@MainActor
@Suite("Tiled layers", .serialized, .exclusiveUIKit)
struct TiledLayerTests {
    /// A huge canvas: each tile it is asked for is recorded and painted red, green or blue by
    /// its column.
    final class Canvas: UIView {
        override class var layerClass: AnyClass { CATiledLayer.self }
        var drawn: [CGRect] = []
        var scales: [CGFloat] = []
        override func draw(_ rect: CGRect) {
            drawn.append(rect)
            guard let context = UIGraphicsGetCurrentContext() else { return }
            scales.append(context.ctm.a)
            let colors: [UIColor] = [.red, .green, .blue]
            colors[abs(Int(rect.minX / 128)) % 3].setFill()
            context.fill(rect)
        }
    }

    final class InstantCanvas: UIView {
        final class Layer: CATiledLayer {
            override class func fadeDuration() -> CFTimeInterval { 0 }
        }
        override class var layerClass: AnyClass { Layer.self }
        var drawn: [CGRect] = []
        override func draw(_ rect: CGRect) {
            drawn.append(rect)
            UIColor.blue.setFill()
            UIRectFill(rect)
        }
    }

    private func setUp(_ canvas: UIView, contentSize: CGSize) -> (HeadlessScreen, UIWindow, UIScrollView) {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 300), scale: 2)
        let window = UIWindow()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        scroll.contentSize = contentSize
        canvas.frame = CGRect(origin: .zero, size: contentSize)
        scroll.addSubview(canvas)
        window.addSubview(scroll)
        window.makeKeyAndVisible()
        return (screen, window, scroll)
    }

    @Test("(issue 45) only the tiles that show are drawn, each once, 256 pixels a side at the layer's scale; scrolling draws the tiles it brings in")
    func drawsVisibleTiles() throws {
        let canvas = Canvas()
        let (screen, window, scroll) = setUp(canvas, contentSize: CGSize(width: 20_000, height: 20_000))
        defer { window.isHidden = true }
        let layer = try #require(canvas.layer as? CATiledLayer)
        #expect(layer.tileSize == CGSize(width: 256, height: 256) && layer.levelsOfDetail == 1 && layer.levelsOfDetailBias == 0)
        #expect(CATiledLayer.fadeDuration() == 0.25)
        screen.presentFrame()
        // 400 × 300 points at 2× are 4 × 3 tiles of 128 points: nothing of the other 24,000.
        #expect(Set(canvas.drawn.map(\.origin)).count == canvas.drawn.count, "each tile once")
        #expect(canvas.drawn.count == 4 * 3)
        #expect(canvas.drawn.allSatisfy { $0.size == CGSize(width: 128, height: 128) })
        #expect(canvas.scales.allSatisfy { $0 == 2 })
        #expect(canvas.layer.contents == nil, "no backing store")
        screen.presentFrame()
        #expect(canvas.drawn.count == 12, "tiles are kept")

        scroll.contentOffset = CGPoint(x: 128, y: 0)
        screen.presentFrame()
        #expect(canvas.drawn.count == 15, "one new column of three tiles")
        #expect(canvas.drawn.suffix(3).allSatisfy { $0.minX == 512 })
    }

    @Test("(issue 45) a new tile fades in over fadeDuration; a subclass's 0 shows it at once")
    func fadesIn() throws {
        let canvas = Canvas()
        let (screen, window, _) = setUp(canvas, contentSize: CGSize(width: 1000, height: 1000))
        defer { window.isHidden = true }
        var image = screen.render()
        let start = image.pixel(x: 20, y: 20)
        #expect(start >> 16 & 0xFF < 0x80, "not yet red")
        screen.advance(by: 0.1)
        image = screen.render()
        let middle = image.pixel(x: 20, y: 20) >> 16 & 0xFF
        #expect(middle > 0x40 && middle < 0xF0, "on its way: \(middle)")
        screen.advance(by: 0.3)
        image = screen.render()
        #expect(image.pixel(x: 20, y: 20) == 0xFFFF_0000, "red, fully in")

        let instant = InstantCanvas()
        let (instantScreen, instantWindow, _) = setUp(instant, contentSize: CGSize(width: 1000, height: 1000))
        defer { instantWindow.isHidden = true }
        #expect(instantScreen.render().pixel(x: 20, y: 20) == 0xFF00_00FF, "blue in the first frame")
    }

    @Test("(issue 45) setNeedsDisplay(_:) redraws the tiles the rectangle touches; setNeedsDisplay() all that show")
    func invalidation() throws {
        let canvas = InstantCanvas()
        let (screen, window, _) = setUp(canvas, contentSize: CGSize(width: 1000, height: 1000))
        defer { window.isHidden = true }
        screen.presentFrame()
        #expect(canvas.drawn.count == 12)
        canvas.setNeedsDisplay(CGRect(x: 130, y: 10, width: 10, height: 10))
        screen.presentFrame()
        #expect(canvas.drawn.count == 13 && canvas.drawn.last == CGRect(x: 128, y: 0, width: 128, height: 128))
        canvas.setNeedsDisplay()
        screen.presentFrame()
        #expect(canvas.drawn.count == 25)
    }

    @Test("(issue 45) levels of detail: zoomed in, a magnified level is drawn sharper; past the sharpest level the sharpest is used")
    func levelsOfDetail() throws {
        let canvas = Canvas()
        let (screen, window, scroll) = setUp(canvas, contentSize: CGSize(width: 1000, height: 1000))
        defer { window.isHidden = true }
        let layer = try #require(canvas.layer as? CATiledLayer)
        layer.levelsOfDetail = 3
        layer.levelsOfDetailBias = 1
        #expect(layer.level(forDeviceScale: 2).pixelsPerPoint == 2, "at 1:1 the unmagnified level")
        #expect(layer.level(forDeviceScale: 3).pixelsPerPoint == 4, "zoomed 1.5×: the 2× level")
        #expect(layer.level(forDeviceScale: 8).pixelsPerPoint == 4, "past the sharpest level: the sharpest")
        #expect(layer.level(forDeviceScale: 0.9).pixelsPerPoint == 1, "zoomed out: the halved level")
        canvas.layer.transform = CATransform3DMakeScale(2, 2, 1)
        canvas.layer.anchorPoint = .zero
        canvas.layer.position = .zero
        screen.presentFrame()
        #expect(canvas.scales.last == 4, "drawn at 4 pixels a point")
        #expect(canvas.drawn.last?.size == CGSize(width: 64, height: 64), "256 pixels are 64 points at 4×")
        _ = scroll
    }
    @Test("(issue 45) more tiles than a frame shows: those nearest the middle, and the next frame draws none again; a new scale is a new grid")
    func manyTilesAndScale() throws {
        let canvas = InstantCanvas()
        let (screen, window, _) = setUp(canvas, contentSize: CGSize(width: 1000, height: 1000))
        defer { window.isHidden = true }
        let layer = try #require(canvas.layer as? CATiledLayer)
        layer.tileSize = CGSize(width: 16, height: 16)
        screen.presentFrame()
        // 400 × 300 points in 8-point tiles are 50 × 38: the middle 32 × 32 are drawn.
        #expect(canvas.drawn.count == 1_024)
        screen.presentFrame()
        canvas.setNeedsDisplay(CGRect(x: 500, y: 500, width: 1, height: 1))
        screen.presentFrame()
        #expect(canvas.drawn.count == 1_024, "none of the shown tiles were thrown away")
        layer.tileSize = CGSize(width: 256, height: 256)
        screen.presentFrame()
        let before = canvas.drawn.count
        layer.contentsScale = 1
        screen.presentFrame()
        #expect(canvas.drawn.count == before + 2 * 2, "at 1 pixel a point the tiles are 256 points: 2 × 2 show")
        #expect(canvas.drawn.last?.size == CGSize(width: 256, height: 256) || canvas.drawn.last?.width == 144)
    }

    @Test("(issue 45) bad values do not crash or run frames forever: a huge bias, empty and not-a-number tile sizes, an endless fade")
    func badValues() throws {
        final class Endless: UIView {
            final class Layer: CATiledLayer {
                override class func fadeDuration() -> CFTimeInterval { .infinity }
            }
            override class var layerClass: AnyClass { Layer.self }
            override func draw(_ rect: CGRect) {
                UIColor.blue.setFill()
                UIRectFill(rect)
            }
        }
        let canvas = Endless()
        let (screen, window, _) = setUp(canvas, contentSize: CGSize(width: 1000, height: 1000))
        defer { window.isHidden = true }
        let layer = try #require(canvas.layer as? CATiledLayer)
        layer.levelsOfDetailBias = 1_000_000
        layer.levelsOfDetail = Int.max
        screen.presentFrame()
        layer.levelsOfDetailBias = 0
        layer.levelsOfDetail = 1
        layer.tileSize = .zero
        screen.presentFrame()
        layer.tileSize = CGSize(width: CGFloat.nan, height: .infinity)
        screen.presentFrame()
        layer.tileSize = CGSize(width: 256, height: 256)
        // An infinite fade is no fade: the tiles show at once.
        #expect(screen.render().pixel(x: 20, y: 20) == 0xFF00_00FF)
        screen.advance(by: 1)
        #expect(!CATiledLayer.needsFrames)
    }

    @Test("(issue 45) a snapshot (render(in:)) shows the tiles whole, without waiting for them to fade in")
    func snapshotShowsTilesWhole() throws {
        let canvas = Canvas()
        let (screen, window, _) = setUp(canvas, contentSize: CGSize(width: 1000, height: 1000))
        defer { window.isHidden = true }
        screen.presentFrame()
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 100), format: {
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            return format
        }())
        let image = renderer.image { context in canvas.layer.render(in: context.cgContext) }
        let pixel = try #require(image.cgImage).pixel(x: 10, y: 10)
        #expect(pixel == 0xFFFF_0000, "red at once: \(String(pixel, radix: 16))")
    }
}
