import Testing
import UIKit
import UIKitTesting

/// How a view's own layer and the layers an app adds to it take implicit animations.
@MainActor
@Suite("UIView and layer actions", .serialized, .exclusiveUIKit)
struct ViewLayerActionTests {
    private func setUp() -> (HeadlessScreen, UIWindow, UIView) {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 300), scale: 1)
        let window = UIWindow()
        window.makeKeyAndVisible()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        screen.render()
        return (screen, window, view)
    }

    private func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 0.5) -> Bool { abs(a - b) <= tolerance }

    @Test("A view's own layer answers NSNull and does not animate its changes outside animation blocks")
    func viewLayerDoesNotAnimate() {
        let (screen, window, view) = setUp()
        defer { window.isHidden = true }
        #expect(view.action(for: view.layer, forKey: "position") is NSNull)
        #expect(view.layer.action(forKey: "position") == nil)
        view.center = CGPoint(x: 250, y: 50)
        view.layer.opacity = 0.5
        #expect(view.layer.animationKeys() == nil)
        screen.advance(by: 0.01)
        #expect(view.layer.presentation()!.position.x == 250)
    }

    @Test("A layer an app adds to a view's layer animates its changes implicitly, 0.25 s")
    func sublayerAnimates() {
        let (screen, window, view) = setUp()
        defer { window.isHidden = true }
        let dot = CALayer()
        dot.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        view.layer.addSublayer(dot)
        screen.render()
        dot.position = CGPoint(x: 85, y: 5)
        #expect(dot.animation(forKey: "position") != nil)
        screen.advance(by: 0.125)
        let x = dot.presentation()!.position.x
        #expect(x > 5 && x < 85, "x = \(x) half way through")
        screen.advance(by: 0.15)
        #expect(dot.presentation()!.position.x == 85)
    }

    @Test("Inside an animation block the view animates with the block's timing; a sublayer with the transaction's")
    func blockAndSublayer() {
        let (screen, window, view) = setUp()
        defer { window.isHidden = true }
        let dot = CALayer()
        dot.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        view.layer.addSublayer(dot)
        screen.render()
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) {
            view.center.x = 250
            dot.position.x = 85
        }
        screen.advance(by: 0.5)
        #expect(close(view.layer.presentation()!.position.x, 150), "the block's 1 s, linear")
        #expect(dot.presentation()!.position.x == 85, "the sublayer's implicit 0.25 s is over")
        screen.advance(by: 0.6)
        #expect(view.layer.presentation()!.position.x == 250)
    }

    @Test("UIKit's own control layers do not animate implicitly: a switch's knob is in place at once")
    func controlsDoNotAnimate() {
        let (screen, window, view) = setUp()
        defer { window.isHidden = true }
        let toggle = UISwitch()
        view.addSubview(toggle)
        screen.render()
        toggle.setOn(true, animated: false)
        let animated = toggle.layer.sublayers?.contains { layer in
            layer.animationKeys() != nil || (layer.sublayers ?? []).contains { $0.animationKeys() != nil }
        }
        #expect(animated == false)
    }
}
