import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Columns one point wide, black and white in turn: what a blur evens out.
@MainActor
private final class StripesView: UIView {
    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.setFillColor(UIColor.white.cgColor)
        context.fill(bounds)
        context.setFillColor(UIColor.black.cgColor)
        var x: CGFloat = 0
        while x < bounds.width {
            context.fill(CGRect(x: x, y: 0, width: 1, height: bounds.height))
            x += 2
        }
    }
}

/// `UIBarAppearance.backgroundEffect`: the blur at the bottom of a bar's background.
@MainActor
@Suite("UIBarAppearance.backgroundEffect", .serialized, .exclusiveUIKit)
struct BarBackgroundEffectTests {
    /// A navigation bar over stripes that run under it, with `appearance` as its standard one.
    private func stripedScene(_ appearance: UINavigationBarAppearance?) -> (HeadlessScreen, UIWindow, UINavigationBar) {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 300), scale: 1)
        let root = UIViewController()
        root.view = StripesView()
        let navigation = UINavigationController(rootViewController: root)
        if let appearance { navigation.navigationBar.standardAppearance = appearance }
        let window = UIWindow()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        screen.presentFrame()
        return (screen, window, navigation.navigationBar)
    }

    /// The largest difference between neighbouring columns, in the bar's middle row, over its
    /// left part (no title or items there).
    private func stripeContrast(_ screen: HeadlessScreen, _ window: UIWindow, _ bar: UINavigationBar) throws -> (contrast: Int, mean: PixelColor) {
        let image = try #require(screen.render(window))
        let y = Int(bar.convert(CGPoint(x: 0, y: bar.bounds.midY), to: window).y)
        var contrast = 0
        var sums = (0, 0, 0)
        for x in 40..<80 {
            let a = image.color(x: x, y: y), b = image.color(x: x + 1, y: y)
            contrast = max(contrast, abs(Int(a.red) - Int(b.red)), abs(Int(a.green) - Int(b.green)))
            sums = (sums.0 + Int(a.red), sums.1 + Int(a.green), sums.2 + Int(a.blue))
        }
        return (contrast, PixelColor(red: UInt8(sums.0 / 40), green: UInt8(sums.1 / 40), blue: UInt8(sums.2 / 40), alpha: 255))
    }

    @Test("The default background has the chrome material; opaque and transparent ones have no effect; copies keep it")
    func defaults() {
        let appearance = UINavigationBarAppearance()
        #expect(appearance.backgroundEffect?.style == .systemChromeMaterial)
        appearance.configureWithOpaqueBackground()
        #expect(appearance.backgroundEffect == nil)
        appearance.configureWithTransparentBackground()
        #expect(appearance.backgroundEffect == nil)
        appearance.configureWithDefaultBackground()
        #expect(appearance.backgroundEffect?.style == .systemChromeMaterial)
        appearance.backgroundEffect = UIBlurEffect(style: .dark)
        #expect((appearance.copy() as? UINavigationBarAppearance)?.backgroundEffect?.style == .dark)
        #expect(UIToolbarAppearance(barAppearance: appearance).backgroundEffect?.style == .dark)
    }

    @Test("A blur set as the effect evens out what lies behind the bar, in the effect's tint; the default material lets it show faintly")
    func effectBlursBehindTheBar() throws {
        let (screen, window, bar) = stripedScene(nil)
        let material = try stripeContrast(screen, window, bar)
        #expect(material.contrast >= 10, "the flat material lets the stripes show: \(material)")
        window.isHidden = true

        let dark = UINavigationBarAppearance()
        dark.backgroundEffect = UIBlurEffect(style: .dark)
        let (darkScreen, darkWindow, darkBar) = stripedScene(dark)
        defer { withExtendedLifetime(darkWindow) {} }
        let blurred = try stripeContrast(darkScreen, darkWindow, darkBar)
        #expect(blurred.contrast <= 3, "the stripes are blurred away: \(blurred)")
        // Half white behind (128), under the dark style's 11 % white (28) at 73 %: 55.
        #expect(abs(Int(blurred.mean.red) - 55) <= 3, "dark: \(blurred.mean)")
        #expect(darkBar.background.subviews.contains { ($0 as? UIVisualEffectView)?.effect === darkBar.standardAppearance.backgroundEffect })
    }

    @Test("The background colour lies over the blur")
    func colourOverTheBlur() throws {
        let appearance = UINavigationBarAppearance()
        appearance.backgroundEffect = UIBlurEffect(style: .light)
        appearance.backgroundColor = UIColor.red.withAlphaComponent(0.5)
        let (screen, window, bar) = stripedScene(appearance)
        defer { withExtendedLifetime(window) {} }
        let result = try stripeContrast(screen, window, bar)
        #expect(result.contrast <= 3)
        #expect(result.mean.red > 200 && result.mean.green < 130 && result.mean.blue < 130, "red over the blur: \(result.mean)")
    }

    @Test("Setting no effect on a default appearance leaves the bar without a background, the stripes plain behind it")
    func noEffect() throws {
        let appearance = UINavigationBarAppearance()
        appearance.backgroundEffect = nil
        let (screen, window, bar) = stripedScene(appearance)
        defer { withExtendedLifetime(window) {} }
        let result = try stripeContrast(screen, window, bar)
        #expect(result.contrast > 200, "nothing over the stripes: \(result)")
        #expect(!bar.background.subviews.contains { $0 is UIVisualEffectView })
    }
}
