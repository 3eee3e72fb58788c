import Foundation
import SlatePlatform

/// What one pointer style does to the screen, and undoing it.
///
/// The effects never touch the view's model values (its `transform`, shadow and subviews stay
/// the app's): scaling is an additive transform animation that stays in the presentation
/// layer, and tints and platters are layers of the pointer system's own. The sizes follow
/// iPadOS's look (see `docs/porting.md` for what is approximated).
@MainActor
final class PointerEffectPresentation {
    /// How far a hovered view grows on each side, in points, and the largest scale it takes.
    static let hoverGrowth: CGFloat = 3
    static let liftGrowth: CGFloat = 6
    static let maximumScale: CGFloat = 1.15
    /// How far a highlight platter reaches beyond the view it is behind.
    static let platterOutset = CGSize(width: 6, height: 4)

    enum Effect: Equatable {
        case none
        case highlight
        case lift
        case hover(tint: UIPointerEffect.TintMode, shadow: Bool, scaled: Bool)
    }

    let effect: Effect
    let cursor: PlatformCursor
    private let preview: UITargetedPreview?
    private let shape: UIPointerShape?
    private var scaledLayer: CALayer?
    private var shadowedLayer: CALayer?
    private var addedLayers: [PointerEffectLayer] = []

    private static let scaleKey = "slate.pointer.scale"
    private static let shadowKeys = ["shadowOpacity", "shadowRadius", "shadowOffset"]

    init(style: UIPointerStyle, interaction: UIPointerInteraction) {
        switch style.kind {
        case .hidden:
            (effect, cursor, preview, shape) = (.none, .hidden, nil, nil)
        case .system:
            (effect, cursor, preview, shape) = (.none, .arrow, nil, nil)
        case .shape(let shape):
            (effect, cursor, preview, self.shape) = (.none, Self.cursor(for: shape, default: .arrow), nil, shape)
        case .effect(let pointerEffect, let shape):
            let resolved = Self.resolve(pointerEffect)
            preview = pointerEffect.preview
            self.shape = shape
            effect = resolved
            // The pointer becomes the platter of a highlight and hides behind a lifted view;
            // it stays in front of a hovered one.
            let effectCursor: PlatformCursor = resolved == .highlight || resolved == .lift ? .hidden : .arrow
            cursor = shape.map { Self.cursor(for: $0, default: effectCursor) } ?? effectCursor
        }
    }

    /// Picks the effect `.automatic` stands for.
    static func resolve(_ effect: UIPointerEffect) -> Effect {
        switch effect {
        case .highlight: return .highlight
        case .lift: return .lift
        case .hover(_, let tint, let shadow, let scaled): return .hover(tint: tint, shadow: shadow, scaled: scaled)
        case .automatic(let preview):
            let background = preview.parameters.backgroundColor ?? .clear
            let hasBackground = (preview.view.backgroundColor.map { $0.cgColor.alpha > 0 } ?? false) || background.cgColor.alpha > 0
            return hasBackground ? .lift : .highlight
        }
    }

    private static func cursor(for shape: UIPointerShape, default fallback: PlatformCursor) -> PlatformCursor {
        switch shape {
        case .verticalBeam: .text
        case .horizontalBeam: .verticalText
        case .path, .roundedRect: fallback
        }
    }

    // MARK: Applying

    func apply() {
        guard let preview, preview.view.window != nil || preview.target.container.window != nil else { return }
        let view = preview.view
        switch effect {
        case .none:
            break
        case .highlight:
            addPlatter(for: preview)
        case .lift:
            scale(view, growth: Self.liftGrowth)
            addShadow(to: view.layer)
        case .hover(let tint, let shadow, let scaled):
            if scaled { scale(view, growth: Self.hoverGrowth) }
            if shadow { addShadow(to: view.layer) }
            switch tint {
            case .none: break
            case .overlay: addOverlay(on: preview)
            case .underlay: addPlatter(for: preview)
            }
        }
    }

    func remove() {
        if let layer = scaledLayer {
            let current = (layer.animation(forKey: Self.scaleKey) as? CABasicAnimation)?.toValue
            layer.removeAnimation(forKey: Self.scaleKey)
            if let current {
                layer.add(Self.animation("transform", from: current, to: CATransform3DIdentity, additive: true, persistent: false), forKey: nil)
            }
        }
        if let layer = shadowedLayer {
            for key in Self.shadowKeys {
                let presented = (layer.animation(forKey: "slate.pointer.\(key)") as? CABasicAnimation)?.toValue
                layer.removeAnimation(forKey: "slate.pointer.\(key)")
                if let presented {
                    layer.add(Self.animation(key, from: presented, to: Self.modelValue(key, of: layer), additive: false, persistent: false), forKey: nil)
                }
            }
        }
        let layers = addedLayers
        addedLayers = []
        CATransaction.begin()
        CATransaction.setCompletionBlock {
            MainActor.assumeIsolated {
                for layer in layers { layer.removeFromSuperlayer() }
            }
        }
        for layer in layers {
            layer.opacity = 0
            layer.add(Self.animation("opacity", from: Float(1), to: Float(0), additive: false, persistent: false), forKey: nil)
        }
        CATransaction.commit()
    }

    // MARK: Effects

    private func scale(_ view: UIView, growth: CGFloat) {
        let size = view.bounds.size
        let longer = max(size.width, size.height)
        guard longer > 0 else { return }
        let factor = min(1 + 2 * growth / longer, Self.maximumScale)
        let layer = view.layer
        layer.add(Self.animation("transform", from: CATransform3DIdentity, to: CATransform3DMakeScale(factor, factor, 1),
                                 additive: true, persistent: true), forKey: Self.scaleKey)
        scaledLayer = layer
    }

    private func addShadow(to layer: CALayer) {
        let values: [String: Any] = ["shadowOpacity": Float(0.22), "shadowRadius": CGFloat(10), "shadowOffset": CGSize(width: 0, height: 5)]
        for key in Self.shadowKeys {
            layer.add(Self.animation(key, from: Self.modelValue(key, of: layer), to: values[key], additive: false, persistent: true),
                      forKey: "slate.pointer.\(key)")
        }
        shadowedLayer = layer
    }

    /// A translucent platter behind the view, in the shape the style gives or the view's.
    private func addPlatter(for preview: UITargetedPreview) {
        let container = preview.target.container
        let view = preview.view
        let path: CGPath
        if let shape {
            path = Self.path(of: shape)
        } else if let visible = preview.parameters.visiblePath, view !== container {
            var transform = CGAffineTransform(translationX: view.frame.minX, y: view.frame.minY)
            path = visible.cgPath.copy(using: &transform) ?? visible.cgPath
        } else {
            let frame = view === container ? view.bounds : view.frame
            let rect = frame.insetBy(dx: -Self.platterOutset.width, dy: -Self.platterOutset.height)
            path = UIBezierPath(roundedRect: rect, cornerRadius: UIPointerShape.defaultCornerRadius).cgPath
        }
        let platter = makeLayer(path: path, color: UIColor.systemFill, traits: view.traitCollection)
        if view.superview === container {
            container.layer.insertSublayer(platter, below: view.layer)
        } else {
            container.layer.insertSublayer(platter, at: 0)
        }
        addedLayers.append(platter)
    }

    /// A translucent tint over the view's content, in its visible shape.
    private func addOverlay(on preview: UITargetedPreview) {
        let view = preview.view
        let path = preview.parameters.visiblePath?.cgPath
            ?? UIBezierPath(roundedRect: view.bounds, cornerRadius: view.layer.cornerRadius).cgPath
        let overlay = makeLayer(path: path, color: UIColor.label.withAlphaComponent(0.06), traits: view.traitCollection)
        view.layer.addSublayer(overlay)
        addedLayers.append(overlay)
    }

    private func makeLayer(path: CGPath, color: UIColor, traits: UITraitCollection) -> PointerEffectLayer {
        let bounds = path.boundingBoxOfPath
        let layer = PointerEffectLayer()
        layer.frame = bounds
        var transform = CGAffineTransform(translationX: -bounds.minX, y: -bounds.minY)
        layer.path = path.copy(using: &transform)
        layer.fillColor = color.resolvedColor(with: traits).cgColor
        layer.contentsScale = UIScreen.main.scale
        layer.add(Self.animation("opacity", from: Float(0), to: Float(1), additive: false, persistent: false), forKey: nil)
        return layer
    }

    private static func modelValue(_ key: String, of layer: CALayer) -> Any {
        switch key {
        case "shadowOpacity": layer.shadowOpacity
        case "shadowRadius": layer.shadowRadius
        default: layer.shadowOffset
        }
    }

    private static func path(of shape: UIPointerShape) -> CGPath {
        switch shape {
        case .path(let path): path.cgPath
        case .roundedRect(let rect, let radius): UIBezierPath(roundedRect: rect, cornerRadius: radius).cgPath
        case .verticalBeam(let length): CGPath(rect: CGRect(x: -1, y: -length / 2, width: 2, height: length), transform: nil)
        case .horizontalBeam(let length): CGPath(rect: CGRect(x: -length / 2, y: -1, width: length, height: 2), transform: nil)
        }
    }

    private static func animation(_ keyPath: String, from: Any?, to: Any?, additive: Bool, persistent: Bool) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: keyPath)
        animation.fromValue = from
        animation.toValue = to
        animation.isAdditive = additive
        animation.duration = PointerEffectDriver.animationDuration
        animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        if persistent {
            animation.fillMode = .forwards
            animation.isRemovedOnCompletion = false
        }
        return animation
    }
}
