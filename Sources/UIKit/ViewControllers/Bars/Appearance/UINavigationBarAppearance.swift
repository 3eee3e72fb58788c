import Foundation

/// A navigation bar's look (iOS 13): its background and shadow, its titles' attributes and
/// its buttons'. Assign one to a bar's `standardAppearance` (and `compactAppearance`,
/// `scrollEdgeAppearance`) or to one item's, which wins while that item is on top.
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    /// The inline title's attributes (`.foregroundColor`, `.font`).
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The large title's attributes.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var titlePositionAdjustment: UIOffset = .zero
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)
    open var backButtonAppearance = UIBarButtonItemAppearance(style: .plain)
    open private(set) var backIndicatorImage: UIImage = BarGlyph.backChevron
    open private(set) var backIndicatorTransitionMaskImage: UIImage = BarGlyph.backChevron

    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        if let navigation = barAppearance as? UINavigationBarAppearance {
            titleTextAttributes = navigation.titleTextAttributes
            largeTitleTextAttributes = navigation.largeTitleTextAttributes
            titlePositionAdjustment = navigation.titlePositionAdjustment
            buttonAppearance = navigation.buttonAppearance.copy() as! UIBarButtonItemAppearance
            doneButtonAppearance = navigation.doneButtonAppearance.copy() as! UIBarButtonItemAppearance
            backButtonAppearance = navigation.backButtonAppearance.copy() as! UIBarButtonItemAppearance
            backIndicatorImage = navigation.backIndicatorImage
            backIndicatorTransitionMaskImage = navigation.backIndicatorTransitionMaskImage
        }
    }

    public override init(idiom: UIUserInterfaceIdiom) {
        super.init(idiom: idiom)
    }

    /// The back button's chevron and the mask its title slides under.
    open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage backIndicatorTransitionMaskImage: UIImage?) {
        self.backIndicatorImage = backIndicatorImage ?? BarGlyph.backChevron
        self.backIndicatorTransitionMaskImage = backIndicatorTransitionMaskImage ?? BarGlyph.backChevron
    }
}
