import Foundation
import Testing
@testable import UIKit
import UIKitTesting

@MainActor
@Suite("UIScreen.snapshotView(afterScreenUpdates:)", .serialized, .exclusiveUIKit)
struct UIScreenSnapshotTests {
    func pixel(_ view: UIView, _ point: CGPoint) -> (red: Int, green: Int, blue: Int) {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(bounds: view.bounds, format: format).image { context in
            view.layer.render(in: context.cgContext)
        }.cgImage!
        let word = image.pixel(x: Int(point.x), y: Int(point.y))
        return (Int((word >> 16) & 0xFF), Int((word >> 8) & 0xFF), Int(word & 0xFF))
    }

    @Test("The screen's snapshot is as big as the screen and shows its windows as they look now: a window's latest colour, an alert-level window over a normal one, hidden windows left out")
    func snapshotShowsWindows() {
        let screen = HeadlessScreen(size: CGSize(width: 300, height: 200), scale: 1)
        let window = UIWindow()
        window.rootViewController = UIViewController()
        window.rootViewController?.view.backgroundColor = .red
        window.makeKeyAndVisible()
        let overlay = UIWindow()
        overlay.frame = CGRect(x: 200, y: 100, width: 100, height: 100)
        overlay.windowLevel = .alert
        overlay.backgroundColor = .blue
        overlay.isHidden = false
        defer {
            overlay.isHidden = true
            window.isHidden = true
        }
        screen.presentFrame()
        window.rootViewController?.view.backgroundColor = .green
        let snapshot = UIScreen.main.snapshotView(afterScreenUpdates: true)
        #expect(snapshot.bounds.size == CGSize(width: 300, height: 200))
        let green = pixel(snapshot, CGPoint(x: 50, y: 50))
        #expect(green.green > 200 && green.red < 60, "the window's colour now: \(green)")
        let blue = pixel(snapshot, CGPoint(x: 250, y: 150))
        #expect(blue.blue > 200 && blue.red < 60, "the alert window above it: \(blue)")
        overlay.isHidden = true
        let without = pixel(UIScreen.main.snapshotView(afterScreenUpdates: false), CGPoint(x: 250, y: 150))
        #expect(without.green > 200, "a hidden window is not shown: \(without)")
    }
}
