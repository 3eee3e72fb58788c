import Foundation

/// A toolbar's look (iOS 13): its background and shadow, and its buttons'.
@preconcurrency @MainActor
open class UIToolbarAppearance: UIBarAppearance {
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)

    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        if let toolbar = barAppearance as? UIToolbarAppearance {
            buttonAppearance = toolbar.buttonAppearance.copy() as! UIBarButtonItemAppearance
            doneButtonAppearance = toolbar.doneButtonAppearance.copy() as! UIBarButtonItemAppearance
        }
    }

    public override init(idiom: UIUserInterfaceIdiom) {
        super.init(idiom: idiom)
    }
}
