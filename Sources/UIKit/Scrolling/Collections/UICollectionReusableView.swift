import Foundation

/// A view a collection view reuses: its cells and its supplementary views (headers, footers).
/// Subclasses that override `init(frame:)` mark it `required` (Swift needs it to make a
/// registered class; see docs/porting.md).
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// The identifier the view was registered with (set when the collection view makes it).
    open internal(set) var reuseIdentifier: String?

    public required override init(frame: CGRect) {
        super.init(frame: frame)
    }


    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Whether the collection view's layout sizes this view by its content (set as it is
    /// shown).
    var selfSizes = false
    /// How it measures itself (the layout's `selfSizingFittingPriorities`).
    var selfSizingFittingPriorities: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (.fittingSizeLevel, .fittingSizeLevel)

    /// Resets state before the view is reused; call super.
    open func prepareForReuse() {}

    /// Called with the attributes the layout gave the view, after its frame, alpha and
    /// transform are set from them: override to read a custom layout's own attributes.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// The attributes the view would like, given the layout's: a self-sizing cell changes
    /// the size. The default changes nothing.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        layoutAttributes
    }

    /// Called on each view on show as its collection view is about to change from `oldLayout`
    /// to `newLayout` (`setCollectionViewLayout`, or the end of an interactive transition).
    /// The default does nothing.
    open func willTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}

    /// Called on each view on show once the change of layout is done (its animation ended).
    /// The default does nothing.
    open func didTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}
}
