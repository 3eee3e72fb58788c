import Foundation
import Testing
import UIKitTesting

@MainActor
@Suite("Image comparison and golden images", .exclusiveUIKit)
struct GoldenImageTests {
    private func solid(_ color: CGColor, width: Int = 10, height: Int = 10, dot: (Int, Int, CGColor)? = nil) -> CGImage {
        let context = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                                space: CGColorSpaceCreateDeviceRGB(),
                                bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
        context.setFillColor(color)
        context.fill(CGRect(x: 0, y: 0, width: width, height: height))
        if let (x, y, dotColor) = dot {
            context.setFillColor(dotColor)
            context.fill(CGRect(x: x, y: height - 1 - y, width: 1, height: 1))
        }
        return context.makeImage()!
    }

    private let gray = CGColor(gray: 0.5, alpha: 1)
    private let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)

    @Test("Identical images match exactly; a differing pixel is counted and marked red in the diff")
    func comparison() {
        let same = ImageComparison.compare(solid(gray), with: solid(gray), tolerance: .exact)
        #expect(same.passes(.exact) && same.differingPixels == 0 && same.maximumChannelDifference == 0)

        let different = ImageComparison.compare(solid(gray, dot: (3, 4, red)), with: solid(gray), tolerance: .exact)
        #expect(different.differingPixels == 1 && different.totalPixels == 100)
        #expect(!different.passes(.exact))
        #expect(different.passes(ImageTolerance(channel: 0, fraction: 0.01)))
        #expect(different.diffImage?.pixel(x: 3, y: 4) == 0xFFFF_0000)
        #expect(different.diffImage?.pixel(x: 0, y: 0) != 0xFFFF_0000)
    }

    @Test("The channel tolerance absorbs small differences; different sizes never match")
    func tolerances() {
        let slightly = solid(CGColor(red: 0.5, green: 0.5, blue: 0.51, alpha: 1))
        let base = solid(CGColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1))
        #expect(ImageComparison.compare(slightly, with: base, tolerance: .standard).passes(.standard))
        #expect(!ImageComparison.compare(slightly, with: base, tolerance: .exact).passes(.exact))
        let bigger = ImageComparison.compare(solid(gray, width: 11), with: solid(gray), tolerance: .standard)
        #expect(!bigger.sizesMatch && !bigger.passes(.standard))
    }

    @Test("A missing golden is recorded (and reported); a match cleans up; a mismatch writes the actual and diff images")
    func goldenWorkflow() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("slate-golden-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let fakeTestFile = directory.appendingPathComponent("SomeTests.swift").path
        let golden = GoldenImage.url(named: "sample", besideTestFile: fakeTestFile)
        #expect(golden.path == directory.appendingPathComponent("Goldens/sample.png").path)

        let first = GoldenImage.verify(solid(gray), named: "sample", filePath: fakeTestFile)
        #expect(first.outcome == .recorded)
        #expect(FileManager.default.fileExists(atPath: golden.path))

        let actual = golden.deletingPathExtension().appendingPathExtension("actual.png")
        let diff = golden.deletingPathExtension().appendingPathExtension("diff.png")
        let mismatch = GoldenImage.verify(solid(red), named: "sample", filePath: fakeTestFile)
        guard case .mismatched(let differing, let total, let largest) = mismatch.outcome else {
            Issue.record("expected a mismatch, got \(mismatch.outcome)")
            return
        }
        #expect(differing == 100 && total == 100 && largest > 100)
        #expect(FileManager.default.fileExists(atPath: actual.path))
        #expect(FileManager.default.fileExists(atPath: diff.path))
        #expect(mismatch.message.contains(diff.path))

        let match = GoldenImage.verify(solid(gray), named: "sample", filePath: fakeTestFile)
        #expect(match.outcome == .matched)
        #expect(!FileManager.default.fileExists(atPath: actual.path))
        #expect(!FileManager.default.fileExists(atPath: diff.path))

        let resized = GoldenImage.verify(solid(gray, width: 12), named: "sample", filePath: fakeTestFile)
        #expect(resized.outcome == .sizeMismatch(actual: CGSize(width: 12, height: 10), expected: CGSize(width: 10, height: 10)))
    }

    @Test("A headless screen renders its root layer and reports the damage of each frame")
    func headlessScreen() {
        let screen = HeadlessScreen(size: CGSize(width: 20, height: 10), scale: 2)
        screen.rootLayer.backgroundColor = CGColor(gray: 1, alpha: 1)
        let dot = CALayer()
        dot.frame = CGRect(x: 2, y: 2, width: 2, height: 2)
        dot.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        screen.rootLayer.addSublayer(dot)
        let frame = screen.render()
        #expect(frame.width == 40 && frame.height == 20)
        #expect(frame.pixel(x: 5, y: 5) == 0xFFFF_0000,
                "background \(frame.pixel(x: 1, y: 1)), damage \(screen.lastFrameDamage), layers drawn \(screen.layersDrawnInLastFrame)")
        #expect(screen.lastFrameDamage == [CGRect(x: 0, y: 0, width: 40, height: 20)])
        // Moved without Core Animation's implicit action (a standalone layer's change would
        // animate over 0.25 s): this test is about the damage of one frame.
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        dot.position.x += 10
        CATransaction.commit()
        screen.render()
        // Where the dot was and where it is: two small rectangles.
        #expect(screen.lastFrameDamage.count == 2)
        #expect(screen.lastFrameDamage.allSatisfy { $0.width < 10 && $0.height < 10 })
        #expect(screen.layersDrawnInLastFrame == 2)
        screen.advance(by: 0.5)
        #expect(screen.currentTime == 0.5)
    }
}
