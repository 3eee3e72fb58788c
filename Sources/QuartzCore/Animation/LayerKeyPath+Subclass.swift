import Foundation

/// Descriptors of the animatable properties a layer subclass adds (`ownAnimatableProperties`),
/// from key paths of the subclass: read from, and written to, layers of that class only.
extension LayerKeyPath.Property {
    static func scalar<Layer: CALayer>(_ keyPath: ReferenceWritableKeyPath<Layer, CGFloat>,
                                       change: LayerChange = .appearance) -> Self {
        Self(get: { .scalar(Double(($0 as? Layer)?[keyPath: keyPath] ?? 0)) },
             set: { if let layer = $0 as? Layer, case .scalar(let value) = $1 { layer[keyPath: keyPath] = CGFloat(value) } },
             change: change)
    }

    static func point<Layer: CALayer>(_ keyPath: ReferenceWritableKeyPath<Layer, CGPoint>,
                                      change: LayerChange = .appearance) -> Self {
        Self(get: { .point(($0 as? Layer)?[keyPath: keyPath] ?? .zero) },
             set: { if let layer = $0 as? Layer, case .point(let value) = $1 { layer[keyPath: keyPath] = value } },
             change: change)
    }

    /// A colour that may be nil, read as clear.
    static func color<Layer: CALayer>(_ keyPath: ReferenceWritableKeyPath<Layer, CGColor?>,
                                      change: LayerChange = .appearance) -> Self {
        Self(get: { ($0 as? Layer)?[keyPath: keyPath].map(AnimationValue.color) ?? .color(CGColor(gray: 0, alpha: 0)) },
             set: { if let layer = $0 as? Layer, case .color(let value) = $1 { layer[keyPath: keyPath] = value } },
             change: change)
    }
}
