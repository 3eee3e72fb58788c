import Foundation
import Testing
@testable import UIKit
import UIKitTesting

@MainActor
@Suite("UIButton.showsTouchWhenHighlighted", .serialized, .exclusiveUIKit)
struct ButtonTouchGlowTests {
    @Test("Off by default; on, a white glow shows at the button's centre while a finger holds it down and goes when it lifts or slides off; a disabled button shows none")
    func glowWhileHighlighted() {
        let screen = HeadlessScreen(size: CGSize(width: 200, height: 200), scale: 1)
        let window = UIWindow()
        window.backgroundColor = .black
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 50, y: 50, width: 100, height: 60)
        button.backgroundColor = .black
        window.addSubview(button)
        #expect(!button.showsTouchWhenHighlighted)
        func centre() -> UInt32 {
            let image = screen.render()
            return image.pixel(x: 100, y: 80) & 0xFFFFFF
        }
        screen.touchDown(at: CGPoint(x: 100, y: 80))
        #expect(button.isHighlighted)
        #expect(centre() == 0, "no glow unless asked for")
        screen.touchUp(at: CGPoint(x: 100, y: 80))

        button.showsTouchWhenHighlighted = true
        screen.advance(by: 1)
        screen.touchDown(at: CGPoint(x: 100, y: 80))
        let lit = centre()
        #expect((lit >> 16) & 0xFF > 220 && lit & 0xFF > 220, "white at the centre: \(String(lit, radix: 16))")
        #expect(screen.render().pixel(x: 100, y: 105) & 0xFF < 0x40, "it fades out within 20 points")
        screen.touchMove(to: CGPoint(x: 190, y: 190))
        screen.touchMove(to: CGPoint(x: 195, y: 195))
        #expect(!button.isHighlighted)
        #expect(centre() == 0, "gone when the finger slides off")
        screen.touchUp(at: CGPoint(x: 195, y: 195))

        button.isEnabled = false
        screen.advance(by: 1)
        screen.touchDown(at: CGPoint(x: 100, y: 80))
        #expect(centre() == 0)
        screen.touchUp(at: CGPoint(x: 100, y: 80))
    }
}
