import Foundation

/// A layer whose subtree is drawn in one colour: its pixels' coverage (alpha) filled with
/// `vibrancyColor` — an approximation of the vibrant colour filter Core Animation applies to
/// the content of a `UIVisualEffectView` with a `UIVibrancyEffect`.
package final class CAVibrancyLayer: CALayer {
    /// The colour the subtree's coverage is filled with; nil draws the subtree as it is.
    package var vibrancyColor: CGColor? {
        didSet { if vibrancyColor != oldValue { changed(.appearance) } }
    }

    package required init() {
        super.init()
    }

    package required init(layer: Any) {
        super.init(layer: layer)
        vibrancyColor = (layer as? CAVibrancyLayer)?.vibrancyColor
    }
}
