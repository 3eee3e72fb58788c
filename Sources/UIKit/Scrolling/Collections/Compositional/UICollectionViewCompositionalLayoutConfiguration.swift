import Foundation

/// Settings for a whole compositional layout: the space between its sections and what the
/// sections' content insets are measured from. Horizontal compositional layouts
/// (`scrollDirection`) and layout-wide boundary items are absent (docs/porting.md).
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayoutConfiguration: NSObject, NSCopying {
    /// Points between one section's bottom and the next one's top (0 by default).
    open var interSectionSpacing: CGFloat = 0
    /// What sections whose own reference is `.automatic` measure their insets from.
    open var contentInsetsReference: UIContentInsetsReference = .safeArea
    /// Headers and footers of the whole layout: those aligned to the top stand above the
    /// first section, those aligned to the bottom below the last, as wide as the content
    /// (a pinned header stays at the top of the visible bounds). Each is the supplementary
    /// view of its kind at index path (0, its position in this array). Grid layouts only: a
    /// list layout's sections carry their own headers and footers.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

    public override init() {
        super.init()
    }

    nonisolated open func copy(with zone: NSZone? = nil) -> Any {
        // Layout objects are the main actor's; Foundation's NSCopying is not.
        nonisolated(unsafe) var made: UICollectionViewCompositionalLayoutConfiguration?
        MainActor.assumeIsolated {
            let copy = UICollectionViewCompositionalLayoutConfiguration()
            copy.interSectionSpacing = interSectionSpacing
            copy.contentInsetsReference = contentInsetsReference
            copy.boundarySupplementaryItems = boundarySupplementaryItems
            made = copy
        }
        return made!
    }
}
