import Foundation
import Testing
@testable import UIKit
import UIKitTesting

@MainActor
@Suite("Visual effect view (Effect API)", .exclusiveUIKit)
struct UIVisualEffectViewTests {
    @Test("Blur styles have the iOS SDK's raw values")
    func blurStyleRawValues() {
        #expect(UIBlurEffect.Style.extraLight.rawValue == 0)
        #expect(UIBlurEffect.Style.dark.rawValue == 2)
        #expect(UIBlurEffect.Style.regular.rawValue == 4)
        #expect(UIBlurEffect.Style.prominent.rawValue == 5)
        #expect(UIBlurEffect.Style.systemUltraThinMaterial.rawValue == 6)
        #expect(UIBlurEffect.Style.systemChromeMaterial.rawValue == 10)
        #expect(UIBlurEffect.Style.systemUltraThinMaterialLight.rawValue == 11)
        #expect(UIBlurEffect.Style.systemChromeMaterialDark.rawValue == 20)
        #expect(UIBlurEffect.Style(rawValue: 3) == nil, "extra dark is tvOS only")
        #expect(UIVibrancyEffectStyle.label.rawValue == 0 && UIVibrancyEffectStyle.separator.rawValue == 7)
    }

    @Test("An effect view holds its effect and a content view that fills it")
    func defaults() {
        let blur = UIBlurEffect(style: .systemMaterial)
        let view = UIVisualEffectView(effect: blur)
        #expect(view.effect === blur)
        #expect(view.contentView.superview === view)
        #expect(view.subviews.last === view.contentView)
        #expect(view.backgroundColor == nil)
        view.frame = CGRect(x: 10, y: 20, width: 200, height: 100)
        #expect(view.contentView.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(UIVisualEffectView(effect: nil).effect == nil)
        #expect(blur.copy() as AnyObject === blur)
        #expect(UIBlurEffect(style: .dark).isEqual(UIBlurEffect(style: .dark)))
        #expect(!UIBlurEffect(style: .dark).isEqual(UIBlurEffect(style: .light)))
    }

    @Test("UIVisualEffectView() and init(frame:), which UIKit inherits from UIView, make an effect view with no effect and its content view")
    func inheritedInitializers() {
        let plain = UIVisualEffectView()
        #expect(plain.effect == nil && plain.frame == .zero)
        #expect(plain.contentView.superview === plain)
        let framed = UIVisualEffectView(frame: CGRect(x: 5, y: 6, width: 70, height: 80))
        #expect(framed.frame == CGRect(x: 5, y: 6, width: 70, height: 80))
        #expect(framed.contentView.frame == CGRect(x: 0, y: 0, width: 70, height: 80))
        framed.effect = UIBlurEffect(style: .dark)
        #expect(framed.effect is UIBlurEffect)
    }

    @Test("Vibrancy colours the content view's coverage; the label style passes colours through")
    func vibrancy() {
        let blur = UIBlurEffect(style: .systemMaterialDark)
        let view = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: blur, style: .secondaryLabel))
        let layer = view.contentView.layer as? CAVibrancyLayer
        let expected = UIColor.secondaryLabel.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).cgColor
        #expect(layer?.vibrancyColor == expected)
        view.effect = UIVibrancyEffect(blurEffect: blur, style: .label)
        #expect(layer?.vibrancyColor == nil)
        view.effect = UIVibrancyEffect(blurEffect: blur)
        #expect(layer?.vibrancyColor != nil)
    }

    @Test("Adding a subview to the effect view itself logs UIKit's warning")
    func directSubviewWarns() {
        UIKitLog.clear()
        let view = UIVisualEffectView(effect: UIBlurEffect(style: .light))
        view.contentView.addSubview(UILabel())
        #expect(UIKitLog.messages.isEmpty)
        view.addSubview(UILabel())
        #expect(UIKitLog.messages.contains { $0.contains("contentView") })
    }

    @Test("init?(coder:) makes an effect view with no effect")
    func coder() {
        let view = UIVisualEffectView(coder: NSCoder())
        #expect(view?.effect == nil)
        #expect(view?.contentView.superview === view)
    }
}
