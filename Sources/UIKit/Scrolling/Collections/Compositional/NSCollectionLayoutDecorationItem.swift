import Foundation

/// A view a compositional layout shows by itself behind a section — its background — made
/// from the class registered for `elementKind` with
/// `register(_:forDecorationViewOfKind:)`. It fills the section (headers and footers
/// included), inset by `contentInsets`, below the section's items.
@preconcurrency @MainActor
public final class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    public let elementKind: String
    /// Stacking among the section's elements; at the default 0 it is still below the items.
    public var zIndex = 0

    /// Made with `background(elementKind:)`, as in UIKit (its initializers are unavailable).
    init(elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    }

    /// A background for a section, of the views registered for `elementKind`.
    public class func background(elementKind: String) -> NSCollectionLayoutDecorationItem {
        NSCollectionLayoutDecorationItem(elementKind: elementKind)
    }
}
