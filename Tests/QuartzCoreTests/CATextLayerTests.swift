import Foundation
import QuartzCore
import UIKit
import Testing
import UIKitTesting

/// CATextLayer: Core Animation's defaults, round trips, where text lands (top-aligned, aligned
/// across the bounds, wrapped, cut), its animatable size, and a golden image.
@MainActor
@Suite("CATextLayer", .serialized, .exclusiveUIKit)
struct CATextLayerTests {
    /// The columns and rows of `image` holding ink (any pixel darker than light grey) inside
    /// `rect` (pixels); nil when there is none.
    private func ink(_ image: CGImage, in rect: CGRect? = nil) -> (minX: Int, maxX: Int, minY: Int, maxY: Int)? {
        let bytes = [UInt8](image.dataProvider?.data ?? Data())
        let area = rect ?? CGRect(x: 0, y: 0, width: image.width, height: image.height)
        var result: (minX: Int, maxX: Int, minY: Int, maxY: Int)?
        for y in Int(area.minY)..<Int(area.maxY) {
            for x in Int(area.minX)..<Int(area.maxX) {
                let index = y * image.bytesPerRow + x * 4
                guard Int(bytes[index]) + Int(bytes[index + 1]) + Int(bytes[index + 2]) < 3 * 160 else { continue }
                if let r = result {
                    result = (min(r.minX, x), max(r.maxX, x), min(r.minY, y), max(r.maxY, y))
                } else {
                    result = (x, x, y, y)
                }
            }
        }
        return result
    }

    /// A text layer in black on a white 200×100 screen at scale 1.
    private func textScreen(_ configure: (CATextLayer) -> Void) -> (HeadlessScreen, CATextLayer) {
        let screen = HeadlessScreen(size: CGSize(width: 200, height: 100), scale: 1)
        screen.rootLayer.backgroundColor = CGColor(gray: 1, alpha: 1)
        let text = CATextLayer()
        text.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        text.foregroundColor = CGColor(gray: 0, alpha: 1)
        text.fontSize = 20
        configure(text)
        screen.rootLayer.addSublayer(text)
        return (screen, text)
    }

    @Test("Core Animation's defaults: no string or font, 36 points, opaque white, unwrapped, not truncated, natural alignment")
    func defaults() {
        let text = CATextLayer()
        #expect(text.string == nil)
        #expect(text.font == nil)
        #expect(text.fontSize == 36)
        #expect(text.foregroundColor?.components == [1, 1])
        #expect(text.foregroundColor?.alpha == 1)
        #expect(!text.isWrapped)
        #expect(text.truncationMode == .none)
        #expect(text.alignmentMode == .natural)
        #expect(!text.allowsFontSubpixelQuantization)
        #expect([CATextLayerTruncationMode.none, .start, .end, .middle].map(\.rawValue) == ["none", "start", "end", "middle"])
        #expect([CATextLayerAlignmentMode.natural, .left, .right, .center, .justified].map(\.rawValue)
            == ["natural", "left", "right", "center", "justified"])
    }

    @Test("Every property reads back what was set, and init(layer:) copies them")
    func roundTrips() {
        let text = CATextLayer()
        text.string = "Hello"
        text.font = "DejaVu Serif" as CFTypeRef
        text.fontSize = 17
        text.foregroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        text.isWrapped = true
        text.truncationMode = .middle
        text.alignmentMode = .center
        text.allowsFontSubpixelQuantization = true
        let copy = CATextLayer(layer: text)
        for layer in [text, copy] {
            #expect(layer.string as? String == "Hello")
            #expect(layer.font as? String == "DejaVu Serif")
            #expect(layer.fontSize == 17)
            #expect(layer.foregroundColor == CGColor(red: 1, green: 0, blue: 0, alpha: 1))
            #expect(layer.isWrapped)
            #expect(layer.truncationMode == .middle)
            #expect(layer.alignmentMode == .center)
            #expect(layer.allowsFontSubpixelQuantization)
        }
        let attributed = NSAttributedString(string: "Styled")
        text.string = attributed
        #expect((text.string as? NSAttributedString)?.string == "Styled")
    }

    @Test("Text starts at the top of the bounds and is placed across them by alignmentMode")
    func topAlignedAndAligned() throws {
        let (screen, text) = textScreen { $0.string = "Hello" }
        let left = try #require(ink(screen.render()))
        #expect(left.minY < 8, "the first line sits at the top")
        #expect(left.maxY < 30, "one 20-point line")
        #expect(left.minX < 5)
        text.alignmentMode = .right
        let right = try #require(ink(screen.render()))
        #expect(right.maxX > 193)
        #expect(right.maxX - right.minX == left.maxX - left.minX)
        text.alignmentMode = .center
        let center = try #require(ink(screen.render()))
        #expect(abs((center.minX + center.maxX) - 200) <= 3)
        #expect(center.minY == left.minY)
    }

    @Test("font takes a name (String or NSString) or a UIFont, whose size gives way to fontSize; unknown names draw in the system face")
    func fonts() throws {
        let (screen, text) = textScreen { $0.string = NSString(string: "Serif") }
        let system = screen.render().dataProvider!.data!
        text.font = "Helvetica" as CFTypeRef
        #expect(screen.render().dataProvider!.data! == system, "Helvetica is not installed: the system face")
        text.font = "DejaVuSerif-Bold" as CFTypeRef
        let named = screen.render().dataProvider!.data!
        #expect(named != system)
        text.font = NSString(string: "DejaVuSerif-Bold")
        #expect(screen.render().dataProvider!.data! == named)
        text.font = try #require(UIFont(name: "DejaVuSerif-Bold", size: 99))
        #expect(screen.render().dataProvider!.data! == named, "the UIFont's face at the layer's fontSize")
    }

    @Test("An attributed string draws its runs' UIFont and UIColor, ignoring the layer's font, size and colour")
    func attributedRuns() throws {
        let (screen, text) = textScreen { $0.fontSize = 60 }
        let styled = NSMutableAttributedString(string: "Red")
        styled.addAttributes([.font: UIFont.systemFont(ofSize: 20), .foregroundColor: UIColor.red],
                             range: NSRange(location: 0, length: 3))
        text.string = styled
        let image = screen.render()
        let inked = try #require(ink(image))
        #expect(inked.maxY < 30, "20 points, not the layer's 60")
        let bytes = [UInt8](image.dataProvider!.data!)
        var reddest = 0
        for y in inked.minY...inked.maxY {
            for x in inked.minX...inked.maxX {
                let i = y * image.bytesPerRow + x * 4
                reddest = max(reddest, Int(bytes[i + 2]) - Int(bytes[i + 1]))
            }
        }
        #expect(reddest > 200, "the run's red, not the layer's black")
    }

    @Test("Unwrapped, a long line runs past the bounds on one line; wrapped, it breaks into several")
    func wrapping() throws {
        let sentence = "The quick brown fox jumps over the lazy dog again and again"
        let (screen, text) = textScreen { $0.string = sentence }
        let unwrapped = try #require(ink(screen.render()))
        #expect(unwrapped.maxY < 30)
        #expect(unwrapped.maxX >= 198, "clipped at the right edge")
        text.isWrapped = true
        let wrapped = try #require(ink(screen.render()))
        #expect(wrapped.maxY > 50, "at least three lines")
        #expect(wrapped.maxX < 199)
    }

    @Test("Truncation cuts a long line for an ellipsis, at the end, the start or the middle")
    func truncation() throws {
        let (screen, text) = textScreen {
            $0.string = "abcdefghijklmnopqrstuvwxyz abcdefghijklmnopqrstuvwxyz"
            $0.frame = CGRect(x: 0, y: 0, width: 120, height: 100)
        }
        let clipped = screen.render()
        let clippedInk = try #require(ink(clipped))
        #expect(clippedInk.maxX >= 118)
        var images: [Data] = []
        for mode in [CATextLayerTruncationMode.end, .start, .middle] {
            text.truncationMode = mode
            let image = screen.render()
            let inked = try #require(ink(image))
            #expect(inked.maxX < 120 && inked.maxY < 30, "\(mode.rawValue): one line inside the bounds")
            images.append(image.dataProvider!.data!)
        }
        #expect(Set(images).count == 3, "each mode cuts somewhere else")
    }

    @Test("fontSize animates on the clock: halfway from 10 to 40 points, the text is about 25 points tall")
    func animatedFontSize() throws {
        let (screen, text) = textScreen { $0.string = "H" }
        text.fontSize = 40
        let full = try #require(ink(screen.render()))
        let grow = CABasicAnimation(keyPath: "fontSize")
        grow.fromValue = 10
        grow.toValue = 40
        grow.duration = 1
        text.add(grow, forKey: "grow")
        screen.advance(by: 0.5)
        let half = try #require(ink(screen.render()))
        let (fullHeight, halfHeight) = (full.maxY - full.minY, half.maxY - half.minY)
        #expect(abs(Double(halfHeight) - Double(fullHeight) * 25 / 40) <= 2)
        #expect(text.presentation()?.fontSize == 25)
        screen.advance(by: 0.6)
        #expect(try #require(ink(screen.render())).maxY == full.maxY)
    }

    @Test("A golden image: fonts, colours, alignment, wrapping, truncation and an attributed string at contentsScale 2")
    func golden() {
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 220), scale: 2)
        screen.rootLayer.backgroundColor = CGColor(gray: 1, alpha: 1)
        func add(_ frame: CGRect, _ configure: (CATextLayer) -> Void) {
            let text = CATextLayer()
            text.frame = frame
            text.contentsScale = 2
            text.backgroundColor = CGColor(gray: 0.92, alpha: 1)
            configure(text)
            screen.rootLayer.addSublayer(text)
        }
        add(CGRect(x: 10, y: 10, width: 300, height: 44)) {
            $0.string = "Slate 36"
            $0.backgroundColor = CGColor(red: 0.2, green: 0.3, blue: 0.5, alpha: 1)
        }
        add(CGRect(x: 10, y: 60, width: 145, height: 70)) {
            $0.string = "Wrapped and justified text in a serif face"
            $0.font = "DejaVuSerif-Bold" as CFTypeRef
            $0.fontSize = 14
            $0.foregroundColor = CGColor(red: 0.8, green: 0.1, blue: 0.1, alpha: 1)
            $0.isWrapped = true
            $0.alignmentMode = .justified
        }
        add(CGRect(x: 165, y: 60, width: 145, height: 30)) {
            $0.string = "Centred"
            $0.fontSize = 18
            $0.foregroundColor = CGColor(gray: 0, alpha: 1)
            $0.alignmentMode = .center
        }
        add(CGRect(x: 165, y: 100, width: 145, height: 30)) {
            $0.string = "Truncated in the middle of a long line"
            $0.fontSize = 14
            $0.foregroundColor = CGColor(gray: 0, alpha: 1)
            $0.truncationMode = .middle
        }
        add(CGRect(x: 10, y: 140, width: 300, height: 30)) {
            let styled = NSMutableAttributedString(string: "Attributed: red, green and blue")
            styled.addAttribute(NSAttributedString.Key("NSColor"), value: CGColor(red: 0.9, green: 0, blue: 0, alpha: 1),
                                range: NSRange(location: 12, length: 3))
            styled.addAttribute(NSAttributedString.Key("NSColor"), value: CGColor(red: 0, green: 0.6, blue: 0, alpha: 1),
                                range: NSRange(location: 17, length: 5))
            styled.addAttribute(NSAttributedString.Key("NSColor"), value: CGColor(red: 0, green: 0, blue: 0.9, alpha: 1),
                                range: NSRange(location: 27, length: 4))
            $0.string = styled
        }
        add(CGRect(x: 10, y: 180, width: 300, height: 30)) {
            $0.string = "Right-aligned, contentsScale 1"
            $0.contentsScale = 1
            $0.fontSize = 16
            $0.foregroundColor = CGColor(gray: 0, alpha: 1)
            $0.alignmentMode = .right
        }
        expectGolden(screen.render(), named: "text-layers")
    }
}
