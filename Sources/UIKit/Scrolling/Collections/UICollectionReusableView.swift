import Foundation

/// A view a collection view reuses: its cells and its supplementary views (headers, footers).
/// Subclasses that override `init(frame:)` mark it `required` (Swift needs it to make a
/// registered class; see docs/porting.md).
@MainActor
open class UICollectionReusableView: UIView {
    /// The identifier the view was registered with (set when the collection view makes it).
    open internal(set) var reuseIdentifier: String?

    public required override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) { nil }

    /// Resets state before the view is reused; call super.
    open func prepareForReuse() {}
}
