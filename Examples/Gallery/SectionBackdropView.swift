import UIKit

/// The rounded card behind each family of swatches in the Grid page's Featured layout: a
/// compositional layout's decoration item (`NSCollectionLayoutDecorationItem.background`).
final class SectionBackdropView: UICollectionReusableView {
    static let elementKind = "section-backdrop"

    required init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemGray6
        layer.cornerRadius = 14
    }

    required init?(coder: NSCoder) { nil }
}
