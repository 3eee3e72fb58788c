import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A cell's background configuration beyond its fill: a stroke outside the fill, the cell's
/// layout margins added to the insets, and an effect under the fill.
@MainActor
@Suite("UIBackgroundConfiguration: stroke outset, margins, effect", .serialized, .exclusiveUIKit)
struct BackgroundConfigurationTests {
    /// A 200 × 100 cell at (50, 50) on a white 300 × 200 screen, with `configuration`.
    func render(_ configuration: UIBackgroundConfiguration, margins: NSDirectionalEdgeInsets = .zero) -> (CGImage, UICollectionViewListCell) {
        let screen = HeadlessScreen(size: CGSize(width: 300, height: 200), scale: 1)
        let window = UIWindow()
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        let cell = UICollectionViewListCell(frame: CGRect(x: 50, y: 50, width: 200, height: 100))
        cell.directionalLayoutMargins = margins
        cell.backgroundConfiguration = configuration
        window.addSubview(cell)
        screen.presentFrame()
        return (screen.render(), cell)
    }

    func rgb(_ image: CGImage, _ x: Int, _ y: Int) -> (Int, Int, Int) {
        let word = image.pixel(x: x, y: y)
        return (Int((word >> 16) & 0xFF), Int((word >> 8) & 0xFF), Int(word & 0xFF))
    }

    @Test("A stroke with an outset stands outside the fill's edge by that much: red 3 points outside the cell, blue fill inside untouched; without one it is drawn inside the edge")
    func strokeOutset() {
        var configuration = UIBackgroundConfiguration.clear()
        configuration.backgroundColor = .blue
        configuration.strokeColor = .red
        configuration.strokeWidth = 2
        configuration.strokeOutset = 4
        let (outset, _) = render(configuration)
        #expect(rgb(outset, 47, 100) == (255, 0, 0), "the ring, outside the cell's left edge")
        #expect(rgb(outset, 51, 100) == (0, 0, 255), "the fill's own edge stays blue")
        configuration.strokeOutset = 0
        let (inside, _) = render(configuration)
        #expect(rgb(inside, 47, 100) == (255, 255, 255))
        #expect(rgb(inside, 51, 100) == (255, 0, 0), "inside the edge, as a border")
    }

    @Test("edgesAddingLayoutMarginsToBackgroundInsets: the cell's leading and top margins push the fill in on those edges only")
    func marginsAddToInsets() {
        var configuration = UIBackgroundConfiguration.clear()
        configuration.backgroundColor = .blue
        configuration.backgroundInsets = NSDirectionalEdgeInsets(top: 0, leading: 5, bottom: 0, trailing: 0)
        configuration.edgesAddingLayoutMarginsToBackgroundInsets = [.leading, .top]
        let margins = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 40)
        let (image, _) = render(configuration, margins: margins)
        #expect(rgb(image, 50 + 24, 100) == (255, 255, 255), "5 + 20 points in from the leading edge")
        #expect(rgb(image, 50 + 26, 100) == (0, 0, 255))
        #expect(rgb(image, 150, 50 + 9) == (255, 255, 255), "10 points down from the top")
        #expect(rgb(image, 150, 50 + 11) == (0, 0, 255))
        #expect(rgb(image, 248, 148) == (0, 0, 255), "the trailing and bottom margins add nothing")
    }

    @Test("A visual effect lies under the fill in its shape: a clear fill shows the effect's tint, a filled one covers it")
    func effectUnderFill() {
        var configuration = UIBackgroundConfiguration.clear()
        configuration.visualEffect = UIBlurEffect(style: .dark)
        let (clear, cell) = render(configuration)
        let effect = rgb(clear, 150, 100)
        #expect(effect.0 < 200, "the dark blur's tint shows: \(effect)")
        #expect(cell.backgroundConfiguration?.visualEffect != nil)
        configuration.backgroundColor = .blue
        let (filled, _) = render(configuration)
        #expect(rgb(filled, 150, 100) == (0, 0, 255))
    }
}
