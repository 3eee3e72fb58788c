import Foundation

/// An effect a `UIVisualEffectView` applies: a blur of what lies behind it
/// (`UIBlurEffect`) or vibrant colour for its content (`UIVibrancyEffect`).
///
/// Effects are immutable: a copy is the effect itself. Archiving (`NSSecureCoding`) is
/// absent, as elsewhere in Slate; storyboards make effects from their XML.
@preconcurrency @MainActor
open class UIVisualEffect: NSObject, NSCopying {
    public override init() {
        super.init()
    }

    nonisolated open func copy(with zone: NSZone? = nil) -> Any { self }

    /// The material the effect view draws behind its content, for a trait collection; nil
    /// draws nothing there (the base class, a vibrancy effect).
    func material(for traitCollection: UITraitCollection) -> BlurMaterial? { nil }

    /// The colour a vibrancy effect fills its content's coverage with; nil leaves the
    /// content's own colours.
    func vibrancyColor(for traitCollection: UITraitCollection) -> UIColor? { nil }
}
