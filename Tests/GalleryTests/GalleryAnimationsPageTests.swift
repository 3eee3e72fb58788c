import CoreGraphics
import Testing
import UIKit
import UIKitTesting
@testable import Gallery

/// The Animations page's timing demos: a gauge layer that draws its own animated property
/// (`needsDisplay(forKey:)`), and Pause/Resume of every animation on the page (the page
/// layer's `speed` and `timeOffset`).
@MainActor
@Suite("The Gallery's Animations page: drawn properties and paused time", .serialized, .exclusiveUIKit)
struct GalleryAnimationsPageTests {
    private func tapButton(_ title: String, in gallery: GalleryOnScreen, page: UIViewController) throws {
        func buttons(in view: UIView) -> [UIButton] {
            view.subviews.compactMap { $0 as? UIButton } + view.subviews.flatMap(buttons(in:))
        }
        let button = try #require(buttons(in: page.view).first { $0.title(for: .normal) == title })
        gallery.screen.tap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil as UIView?))
    }

    private func isTeal(_ pixel: UInt32) -> Bool {
        let red = pixel >> 16 & 0xFF, green = pixel >> 8 & 0xFF, blue = pixel & 0xFF
        return red < 120 && green > 140 && blue > 160
    }

    @Test("Gauge animates the gauge's drawn fraction: halfway through, the slice is drawn partway; at the end, half the gauge is filled")
    func gaugeFills() throws {
        let gallery = try GalleryOnScreen(showing: .animations)
        defer { gallery.end() }
        let page = try #require(gallery.controller(AnimationsDemoViewController.self))
        let gauge = page.gauge
        let centre = page.view.layer.convert(CGPoint(x: gauge.frame.midX, y: gauge.frame.midY), to: nil)
        /// A point of the gauge `degrees` clockwise from 12 o'clock, 50 points out.
        func spot(_ degrees: Double) -> (Int, Int) {
            let angle = (degrees - 90) * .pi / 180
            return (Int(centre.x + 50 * cos(angle)), Int(centre.y + 50 * sin(angle)))
        }
        func filled(_ image: CGImage, _ degrees: Double) -> Bool {
            let (x, y) = spot(degrees)
            return isTeal(image.pixel(x: x, y: y))
        }
        let before = gallery.screen.render()
        #expect(filled(before, 45) && !filled(before, 135), "a quarter filled at first")
        try tapButton("Gauge", in: gallery, page: page)
        #expect(gallery.log.contains("animation gauge 50%"))
        #expect(gauge.fraction == 0.5, "the model holds the new fraction at once")
        gallery.screen.advance(by: 0.5)
        let midway = gallery.screen.render()
        let presented = try #require(gauge.presentation()?.fraction)
        #expect(presented > 0.3 && presented < 0.45, "eased, halfway in time: \(presented)")
        #expect(filled(midway, 95) && !filled(midway, 170), "drawn with the presented fraction")
        gallery.screen.runUntilAnimationsSettle()
        let after = gallery.screen.render()
        #expect(filled(after, 135) && !filled(after, 225))
    }

    @Test("Pause holds the orbiting plane where it is, however long; Resume flies it on and it lands")
    func pauseAndResume() throws {
        let gallery = try GalleryOnScreen(showing: .animations)
        defer { gallery.end() }
        let page = try #require(gallery.controller(AnimationsDemoViewController.self))
        try tapButton("Orbit", in: gallery, page: page)
        gallery.screen.advance(by: 0.5)
        try tapButton("Pause", in: gallery, page: page)
        #expect(gallery.log.contains("animations paused"))
        #expect(page.view.layer.speed == 0)
        let plane = try #require(page.view.layer.sublayers?.first { $0.animation(forKey: "orbit") != nil })
        let held = try #require(plane.presentation()?.position)
        let heldTime = plane.convertTime(CACurrentMediaTime(), from: nil)
        gallery.screen.advance(by: 10)
        #expect(plane.presentation()?.position == held)
        #expect(!gallery.log.contains("orbit landed"))
        try tapButton("Resume", in: gallery, page: page)
        #expect(gallery.log.contains("animations resumed"))
        let resumedTime = plane.convertTime(CACurrentMediaTime(), from: nil)
        #expect(resumedTime >= heldTime && resumedTime - heldTime < 0.05, "it goes on from where it was held (the tap's own step later)")
        gallery.screen.runUntilAnimationsSettle()
        #expect(gallery.log.contains("orbit landed"))
    }
}
