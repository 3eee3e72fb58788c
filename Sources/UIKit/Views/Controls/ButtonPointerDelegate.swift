import Foundation

/// A button's own pointer delegate: proposes the system style and lets the button's
/// `pointerStyleProvider` change it (spec PTR-04).
@MainActor
final class ButtonPointerDelegate: UIPointerInteractionDelegate {
    private unowned let button: UIButton

    init(button: UIButton) {
        self.button = button
    }

    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
        guard button.isEnabled else { return nil }
        let effect = UIPointerEffect.automatic(UITargetedPreview(view: button))
        let outset = PointerEffectPresentation.platterOutset
        let frame = button.superview == nil ? button.bounds : button.frame
        let shape = UIPointerShape.roundedRect(frame.insetBy(dx: -outset.width, dy: -outset.height))
        guard let provider = button.pointerStyleProvider else { return UIPointerStyle(effect: effect, shape: shape) }
        return provider(button, effect, shape)
    }
}
