import Foundation

/// Several motion effects as one: their key paths and values merged, values for the same key
/// path added together (as a `CAAnimationGroup` combines animations).
@preconcurrency @MainActor
open class UIMotionEffectGroup: UIMotionEffect {
    open var motionEffects: [UIMotionEffect]?

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func makeCopy() -> UIMotionEffect {
        let copy = UIMotionEffectGroup()
        copy.motionEffects = motionEffects?.map { $0.makeCopy() }
        return copy
    }

    open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
        MotionValue.merged((motionEffects ?? []).compactMap { $0.keyPathsAndRelativeValues(forViewerOffset: viewerOffset) })
    }
}
