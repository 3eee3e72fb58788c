import Foundation

/// Maps one axis of the viewer's offset to a value between `minimumRelativeValue` (the device
/// tilted fully left, or down) and `maximumRelativeValue` (fully right, or up), added to
/// `keyPath` of the view: the parallax of a background that moves against the device.
@preconcurrency @MainActor
open class UIInterpolatingMotionEffect: UIMotionEffect {
    /// Which way of tilting the device the effect follows.
    public enum EffectType: Int, Sendable {
        /// Left and right: the offset's `horizontal`.
        case tiltAlongHorizontalAxis
        /// Up and down: the offset's `vertical`.
        case tiltAlongVerticalAxis
    }

    /// The view's key path the value is added to ("center.x", "layer.shadowOffset" …).
    public let keyPath: String
    public let type: EffectType
    /// The value added with the device tilted fully left (or down): a number, `CGPoint`,
    /// `CGSize` or `UIOffset`, of the key path's type.
    open var minimumRelativeValue: Any?
    /// The value added with the device tilted fully right (or up).
    open var maximumRelativeValue: Any?

    public init(keyPath: String, type: EffectType) {
        self.keyPath = keyPath
        self.type = type
        super.init()
    }

    /// An interpolating effect cannot be decoded without a key path: nil.
    public required init?(coder: NSCoder) { nil }

    override func makeCopy() -> UIMotionEffect {
        let copy = UIInterpolatingMotionEffect(keyPath: keyPath, type: type)
        copy.minimumRelativeValue = minimumRelativeValue
        copy.maximumRelativeValue = maximumRelativeValue
        return copy
    }

    /// The value between the two relative values where the offset's axis is, linearly: the
    /// midpoint for a viewer straight in front. Nil when either value is missing or they are
    /// not of one kind.
    open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
        let axis = type == .tiltAlongHorizontalAxis ? viewerOffset.horizontal : viewerOffset.vertical
        let fraction = (min(max(axis, -1), 1) + 1) / 2
        guard let low = MotionValue(minimumRelativeValue), let high = MotionValue(maximumRelativeValue),
              let value = low.interpolated(to: high, fraction: fraction) else { return nil }
        return [keyPath: value.object]
    }
}
