import Foundation
import Testing
@testable import UIKit
import UIKitTesting

@MainActor
@Suite("Visual effect view pixels (Effect rendering)", .serialized, .exclusiveUIKit)
struct VisualEffectPixelTests {
    /// A 120×60 window, black on the left half and white on the right, with an effect view
    /// over the top two thirds of the middle.
    private func scene(_ effect: UIVisualEffect?, style: UIUserInterfaceStyle = .light)
        -> (screen: HeadlessScreen, window: UIWindow, effectView: UIVisualEffectView, square: UIView) {
        let screen = HeadlessScreen(size: CGSize(width: 120, height: 60), scale: 1)
        screen.userInterfaceStyle = style
        let window = UIWindow()
        window.makeKeyAndVisible()
        let black = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        black.backgroundColor = .black
        let white = UIView(frame: CGRect(x: 60, y: 0, width: 60, height: 60))
        white.backgroundColor = .white
        let square = UIView(frame: CGRect(x: 10, y: 48, width: 8, height: 8))
        square.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        let effectView = UIVisualEffectView(effect: effect)
        effectView.frame = CGRect(x: 20, y: 0, width: 80, height: 40)
        for view in [black, white, square, effectView] { window.addSubview(view) }
        return (screen, window, effectView, square)
    }

    private func grey(_ image: CGImage, _ x: Int, _ y: Int) -> Int { Int(image.color(x: x, y: y).green) }

    @Test("A blur effect view turns a sharp edge behind it into a gradient, tinted; outside it the edge stays sharp")
    func edgeBecomesGradient() {
        let (screen, window, _, _) = scene(UIBlurEffect(style: .systemMaterial))
        defer { window.isHidden = true }
        let image = screen.render()
        let row = (20..<100).map { grey(image, $0, 20) }
        #expect(zip(row, row.dropFirst()).allSatisfy { $0 <= $1 + 1 }, "rises across the edge: \(row)")
        #expect(row.first! > 120, "the light material lightens black: \(row.first!)")
        #expect(row.last! < 255 || row.first! > 0)
        let middle = grey(image, 60, 20)
        #expect(middle > row.first! + 5 && middle < row.last! - 5, "\(middle) lies between \(row.first!) and \(row.last!)")
        #expect(grey(image, 59, 50) == 0 && grey(image, 60, 50) == 255, "below the view the edge is sharp")
        #expect(grey(image, 19, 20) == 0 && grey(image, 100, 20) == 255, "beside the view too")
    }

    @Test("No effect draws nothing over what lies behind")
    func noEffect() {
        let (screen, window, _, _) = scene(nil)
        defer { window.isHidden = true }
        let image = screen.render()
        #expect(grey(image, 59, 20) == 0 && grey(image, 60, 20) == 255)
    }

    @Test("System materials follow light and dark; styles differ in tint")
    func tints() {
        func material(_ style: UIBlurEffect.Style, _ interface: UIUserInterfaceStyle) -> Int {
            let (screen, window, _, _) = scene(UIBlurEffect(style: style), style: interface)
            defer { window.isHidden = true }
            return grey(screen.render(), 95, 20)
        }
        let light = material(.systemMaterial, .light), dark = material(.systemMaterial, .dark)
        #expect(light > dark + 100, "light \(light), dark \(dark)")
        #expect(material(.systemMaterialDark, .light) == dark, "a Dark material is dark in a light interface")
        #expect(material(.systemThinMaterialDark, .light) > material(.systemThickMaterialDark, .light),
                "a thicker dark material hides more of the white behind")
        #expect(material(.extraLight, .dark) > material(.dark, .dark))
    }

    @Test("Moving a view behind the effect view updates the blurred pixels")
    func movingViewBehind() {
        let (screen, window, _, square) = scene(UIBlurEffect(style: .light))
        defer { window.isHidden = true }
        let before = screen.render().color(x: 84, y: 36)
        square.frame = CGRect(x: 80, y: 42, width: 8, height: 8)
        let after = screen.render().color(x: 84, y: 36)
        #expect(after != before)
        #expect(after.red > after.green, "red shows through the blur: \(after)")
    }

    @Test("Setting the effect to nil inside an animation fades the blur out")
    func animatesToNil() {
        let (screen, window, effectView, _) = scene(UIBlurEffect(style: .systemMaterial))
        defer { window.isHidden = true }
        let blurred = grey(screen.render(), 59, 20)
        UIView.animate(withDuration: 1) { effectView.effect = nil }
        screen.advance(by: 0.5)
        let midway = grey(screen.render(), 59, 20)
        #expect(midway > 0 && midway < blurred, "\(midway) between 0 and \(blurred)")
        screen.advance(by: 1)
        #expect(grey(screen.render(), 59, 20) == 0)
        UIView.animate(withDuration: 1) { effectView.effect = UIBlurEffect(style: .systemMaterial) }
        screen.advance(by: 0.5)
        let fadingIn = grey(screen.render(), 59, 20)
        #expect(fadingIn > 0 && fadingIn < blurred, "\(fadingIn) between 0 and \(blurred)")
    }

    @Test("A vibrancy effect view draws its content in the vibrancy colour")
    func vibrancyColoursContent() {
        let blur = UIBlurEffect(style: .systemMaterialDark)
        let (screen, window, effectView, _) = scene(blur)
        defer { window.isHidden = true }
        let vibrancy = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: blur, style: .secondaryLabel))
        vibrancy.frame = effectView.contentView.bounds
        effectView.contentView.addSubview(vibrancy)
        let box = UIView(frame: CGRect(x: 30, y: 10, width: 20, height: 20))
        box.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        vibrancy.contentView.addSubview(box)
        let pixel = screen.render().color(x: 60, y: 20)
        #expect(abs(Int(pixel.red) - Int(pixel.green)) <= 3, "red content is drawn grey: \(pixel)")
    }

    @Test("Golden: a system material over coloured cards, light and dark", arguments: [UIUserInterfaceStyle.light, .dark])
    func golden(style: UIUserInterfaceStyle) {
        let screen = HeadlessScreen(size: CGSize(width: 240, height: 120), scale: 2)
        screen.userInterfaceStyle = style
        let window = UIWindow()
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        window.backgroundColor = .systemBackground
        let colours: [UIColor] = [.systemRed, .systemGreen, .systemBlue, .systemOrange]
        for (index, colour) in colours.enumerated() {
            let card = UIView(frame: CGRect(x: 16 + index * 56, y: 20, width: 40, height: 80))
            card.backgroundColor = colour
            card.layer.cornerRadius = 8
            window.addSubview(card)
        }
        let effectView = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        effectView.frame = CGRect(x: 40, y: 40, width: 160, height: 50)
        let label = UILabel(frame: CGRect(x: 12, y: 14, width: 140, height: 22))
        label.text = "Material"
        effectView.contentView.addSubview(label)
        window.addSubview(effectView)
        expectGolden(screen.render(), named: "visual-effect-material-\(style == .dark ? "dark" : "light")")
    }
}
