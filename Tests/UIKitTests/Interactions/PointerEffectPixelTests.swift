import Testing
import UIKit
import UIKitTesting

/// How the pointer effects look once settled: a highlighted toolbar glyph, a lifted card and a
/// hovered tile with its overlay tint, each beside an untouched twin.
@MainActor
@Suite("Pointer effect pixels", .serialized, .exclusiveUIKit)
struct PointerEffectPixelTests {
    @MainActor
    final class EffectDelegate: UIPointerInteractionDelegate {
        let make: (UITargetedPreview) -> UIPointerEffect
        init(_ make: @escaping (UITargetedPreview) -> UIPointerEffect) { self.make = make }
        func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
            UIPointerStyle(effect: make(UITargetedPreview(view: interaction.view!)))
        }
    }

    private func glyphButton(_ name: String) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(name, for: .normal)
        button.isPointerInteractionEnabled = true
        return button
    }

    @Test("Highlight, lift and hover, each beside an untouched twin", arguments: ["highlight", "lift", "hover"])
    func effects(effect: String) {
        let screen = HeadlessScreen(size: CGSize(width: 300, height: 120), scale: 2)
        let window = UIWindow()
        window.backgroundColor = .secondarySystemBackground
        window.makeKeyAndVisible()
        defer { window.isHidden = true }

        let views: [UIView]
        let delegate: EffectDelegate
        switch effect {
        case "highlight":
            delegate = EffectDelegate { .highlight($0) }
            views = ["Edit", "Share"].map(glyphButton)
        case "lift":
            delegate = EffectDelegate { .lift($0) }
            views = (0..<2).map { _ in
                let card = UIView()
                card.backgroundColor = .systemTeal
                card.layer.cornerRadius = 12
                return card
            }
        default:
            delegate = EffectDelegate { .hover($0) }
            views = (0..<2).map { _ in
                let tile = UIView()
                tile.backgroundColor = .systemBackground
                tile.layer.cornerRadius = 10
                return tile
            }
        }
        for (index, view) in views.enumerated() {
            view.frame = CGRect(x: 40 + CGFloat(index) * 130, y: 30, width: 90, height: 60)
            if !(view is UIButton) { view.addInteraction(UIPointerInteraction(delegate: delegate)) }
            window.addSubview(view)
        }
        screen.movePointer(to: CGPoint(x: 85, y: 60))
        #expect(screen.runUntilAnimationsSettle())
        expectGolden(screen.render(), named: "pointer-\(effect)-light")
        withExtendedLifetime(delegate) {}
    }
}
