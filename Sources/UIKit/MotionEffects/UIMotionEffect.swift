import Foundation

/// A rendering effect that follows how the device is held: given the viewer's offset, it
/// answers key paths of its view and values to add to them (`center.x` + 3 …). Subclass it and
/// override `keyPathsAndRelativeValues(forViewerOffset:)`, or use `UIInterpolatingMotionEffect`
/// and `UIMotionEffectGroup`; add effects to a view with `UIView.addMotionEffect(_:)`.
///
/// The values are added to what the view presents (its layer's presentation), never to its
/// model: `view.center` stays where the app put it. A Linux desktop has no sensor telling how
/// the screen is held, so the viewer is straight in front of it (offset (0, 0)) unless a
/// headless test tilts the device (`HeadlessScreen.tiltDevice(to:)`); with Reduce Motion on,
/// effects add nothing (docs/porting.md).
@preconcurrency @MainActor
open class UIMotionEffect: NSObject {
    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init()
    }

    /// The base class has no state to encode.
    open func encode(with coder: NSCoder) {}

    open func copy(with zone: NSZone? = nil) -> Any {
        makeCopy()
    }

    /// A copy of the effect; subclasses with state of their own override it.
    func makeCopy() -> UIMotionEffect { UIMotionEffect() }

    /// The key paths of the target view, and the values to add to them, for the viewer at
    /// `viewerOffset` (each axis from −1 to 1: (0, 0) straight in front; tilting the device to
    /// the right makes `horizontal` larger, down makes `vertical` larger). Values are numbers,
    /// or `CGPoint`, `CGSize` and `UIOffset` for key paths of those types. Nil — the base
    /// class's answer — adds nothing.
    open func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
        nil
    }
}

extension UIMotionEffect: @MainActor NSCopying, @MainActor NSCoding {}
