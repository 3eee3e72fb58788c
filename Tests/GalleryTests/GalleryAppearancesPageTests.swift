import Foundation
import Testing
import UIKit
import UIKitTesting
@testable import Gallery

/// The Appearances page: bar appearances on its navigation item, a toolbar and a tab bar, and
/// appearance proxies scoped to a container class.
@MainActor
@Suite("The Gallery's Appearances page", .serialized, .exclusiveUIKit)
struct GalleryAppearancesPageTests {
    private func show(_ style: UIUserInterfaceStyle = .light) -> (HeadlessScreen, UIWindow, AppearancesDemoViewController) {
        let screen = HeadlessScreen(size: CGSize(width: 900, height: 640), scale: 1)
        screen.userInterfaceStyle = style
        let page = AppearancesDemoViewController(report: { _ in })
        let window = UIWindow()
        window.rootViewController = UINavigationController(rootViewController: page)
        window.makeKeyAndVisible()
        screen.presentFrame()
        return (screen, window, page)
    }

    @Test("The theme control sets the page's navigation item appearances, which its bar draws: indigo, transparent, then the bar's own")
    func themes() throws {
        let (screen, window, page) = show()
        defer { window.isHidden = true }
        let bar = try #require(page.navigationController?.navigationBar)
        let middle = bar.convert(CGPoint(x: bar.bounds.midX + 200, y: bar.bounds.midY), to: nil)
        func barColor() throws -> PixelColor {
            let image = try #require(screen.render(window))
            return image.color(x: Int(middle.x), y: Int(middle.y))
        }
        let indigo = Self.pixel(.systemIndigo), background = Self.pixel(.systemBackground)
        #expect(page.navigationItem.standardAppearance?.backgroundColor == .systemIndigo)
        #expect(try barColor().isClose(to: indigo, tolerance: 6), "the bar is indigo")
        page.themes.selectedSegmentIndex = 1
        page.themes.sendActions(for: .valueChanged)
        screen.presentFrame()
        #expect(page.theme == .transparent)
        #expect(try barColor().isClose(to: background, tolerance: 6), "transparent over the page's background")
        page.apply(.standard)
        screen.presentFrame()
        #expect(page.navigationItem.standardAppearance == nil)
        #expect(try !barColor().isClose(to: indigo, tolerance: 6))
    }

    /// `color` in light traits, as 8-bit sRGB.
    private static func pixel(_ color: UIColor) -> PixelColor {
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        _ = color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)).getRed(&r, green: &g, blue: &b, alpha: &a)
        func byte(_ value: CGFloat) -> UInt8 { UInt8((min(max(value, 0), 1) * 255).rounded()) }
        return PixelColor(red: byte(r), green: byte(g), blue: byte(b), alpha: byte(a))
    }

    @Test("Proxies scoped to the swatch row colour the controls inside it and not the switch outside; the toolbar and tab bar keep their own appearances")
    func proxiesAndBars() {
        let (_, window, page) = show()
        defer { window.isHidden = true }
        #expect(page.themedRow.toggle.onTintColor == .systemPink)
        #expect(page.themedRow.slider.minimumTrackTintColor == .systemOrange)
        #expect(page.plainSwitch.onTintColor == nil)
        #expect(page.toolbar.standardAppearance.backgroundColor == .systemTeal)
        #expect(page.tabBar.standardAppearance.stackedLayoutAppearance.selected.iconColor == .systemPink)
        #expect(page.tabBar.selectedItem?.title == "Search")
    }

    @Test("The page, light and dark")
    func pixels() throws {
        for style in [UIUserInterfaceStyle.light, .dark] {
            let (screen, window, _) = show(style)
            let image = try #require(screen.render(window))
            window.isHidden = true
            expectGolden(image, named: "appearances-\(style == .dark ? "dark" : "light")")
        }
    }
}
