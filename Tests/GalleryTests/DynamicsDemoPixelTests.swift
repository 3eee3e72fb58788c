import Foundation
import Testing
import UIKit
import UIKitTesting
@testable import Gallery

/// The Gallery's Dynamics page at fixed virtual times, light and dark: the boxes in mid-fall,
/// and at rest on the playground's floor.
@MainActor
@Suite("Dynamics page pixels", .serialized, .exclusiveUIKit)
struct DynamicsDemoPixelTests {
    private func render(after seconds: TimeInterval, _ style: UIUserInterfaceStyle) throws -> (CGImage, DynamicsDemoViewController) {
        let screen = HeadlessScreen(size: CGSize(width: 700, height: 600), scale: 1)
        screen.userInterfaceStyle = style
        let window = UIWindow()
        let page = DynamicsDemoViewController(report: { _ in })
        window.rootViewController = page
        window.makeKeyAndVisible()
        screen.presentFrame()
        screen.advance(by: seconds)
        let image = try #require(screen.render(window))
        window.isHidden = true
        return (image, page)
    }

    @Test("The boxes 0.35 s into their fall, light and dark")
    func midFall() throws {
        for style in [UIUserInterfaceStyle.light, .dark] {
            let (image, page) = try render(after: 0.35, style)
            #expect(page.animator?.isRunning == true)
            expectGolden(image, named: "dynamics-falling-\(style == .dark ? "dark" : "light")")
        }
    }

    @Test("After 4 s the boxes rest on the floor and the animator has paused, light and dark")
    func atRest() throws {
        for style in [UIUserInterfaceStyle.light, .dark] {
            let (image, page) = try render(after: 4, style)
            #expect(page.animator?.isRunning == false)
            let floor = page.playground.bounds.maxY
            #expect(page.boxes.contains { abs($0.frame.maxY - floor) < 2 })
            expectGolden(image, named: "dynamics-rest-\(style == .dark ? "dark" : "light")")
        }
    }

    @Test("A tap in the playground snaps the orange box to the tapped point, where it settles")
    func tapSnaps() throws {
        let screen = HeadlessScreen(size: CGSize(width: 700, height: 600), scale: 1)
        let window = UIWindow()
        let page = DynamicsDemoViewController(report: { _ in })
        window.rootViewController = page
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        screen.presentFrame()
        screen.advance(by: 4)
        let target = CGPoint(x: 350, y: 300)
        screen.tap(at: page.playground.convert(target, to: nil))
        #expect(page.animator?.isRunning == true)
        screen.advance(by: 5)
        let orange = try #require(page.boxes.first)
        #expect(abs(orange.center.x - target.x) < 1 && abs(orange.center.y - target.y) < 1, "settled at \(orange.center)")
        #expect(page.animator?.isRunning == false)
    }

    @Test("In a narrow window the boxes start in rows and still come to rest", arguments: [CGSize(width: 320, height: 600), CGSize(width: 200, height: 400)])
    func narrowWindowSettles(_ size: CGSize) throws {
        let screen = HeadlessScreen(size: size, scale: 1)
        let window = UIWindow()
        let page = DynamicsDemoViewController(report: { _ in })
        window.rootViewController = page
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        screen.presentFrame()
        #expect(screen.runUntilAnimationsSettle(timeout: 20))
        #expect(page.animator?.isRunning == false)
        for box in page.boxes {
            #expect(page.playground.bounds.insetBy(dx: -2, dy: -2).contains(box.frame), "\(box.frame) left \(page.playground.bounds)")
        }
    }
}
