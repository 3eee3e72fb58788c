import Foundation

/// What a flow layout must work out again: its delegate's sizes, insets and spacings, and the
/// lines it lays items out in. A flow layout's invalidations use this class; with both false
/// the layout keeps what it laid out, asking its delegate nothing.
@preconcurrency @MainActor
open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
    /// Whether the delegate's item sizes, section insets, spacings and header and footer sizes
    /// are asked again (true by default). False lays the items out again with the answers the
    /// delegate gave last.
    open var invalidateFlowLayoutDelegateMetrics = true
    /// Whether the lines are laid out again (true by default).
    open var invalidateFlowLayoutAttributes = true
}
