import Foundation

/// Settings for a whole compositional layout: which way it scrolls, the space between its
/// sections, what the sections' content insets are measured from, and its own headers and
/// footers.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayoutConfiguration: NSObject, NSCopying {
    /// Which way the layout scrolls (`.vertical` by default). Horizontally, sections follow
    /// one another from left to right, each its group repeated across; a section's header and
    /// footer are its `.leading` and `.trailing` boundary items; fractional sizes still refer
    /// to the container's width and height; an orthogonal section scrolls up and down. List
    /// sections scroll vertically only.
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    /// Points between one section's end and the next one's start (0 by default).
    open var interSectionSpacing: CGFloat = 0
    /// What sections whose own reference is `.automatic` measure their insets from.
    open var contentInsetsReference: UIContentInsetsReference = .safeArea
    /// Headers and footers of the whole layout: those aligned to the top stand above the
    /// first section, those aligned to the bottom below the last (leading and trailing ones,
    /// before and after, in a horizontal layout), as wide as the content
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
            copy.scrollDirection = scrollDirection
            copy.interSectionSpacing = interSectionSpacing
            copy.contentInsetsReference = contentInsetsReference
            copy.boundarySupplementaryItems = boundarySupplementaryItems
            made = copy
        }
        return made!
    }
}
