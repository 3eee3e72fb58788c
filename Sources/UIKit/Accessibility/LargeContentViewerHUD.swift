import Foundation

/// The large content viewer itself: a rounded panel in the middle of the view controller's
/// view with the item's image above its title, both large.
@MainActor
final class LargeContentViewerHUD: UIView {
    /// The panel's side, and the square the image is shown in.
    static let side: CGFloat = 200
    static let imageSide: CGFloat = 96

    let imageView = UIImageView()
    let titleLabel = UILabel()

    init() {
        super.init(frame: CGRect(x: 0, y: 0, width: Self.side, height: Self.side))
        backgroundColor = .secondarySystemBackground
        layer.cornerRadius = 16
        layer.shadowOpacity = 0.25
        layer.shadowRadius = 12
        layer.shadowOffset = CGSize(width: 0, height: 4)
        isUserInteractionEnabled = false
        accessibilityViewIsModal = true
        imageView.tintColor = .label
        titleLabel.textAlignment = .center
        titleLabel.numberOfLines = 2
        titleLabel.adjustsFontSizeToFitWidth = true
        titleLabel.minimumScaleFactor = 0.5
        titleLabel.textColor = .label
        addSubview(imageView)
        addSubview(titleLabel)
    }

    required init?(coder: NSCoder) { nil }

    /// Shows `item`'s image (its own size, or scaled to the image square when it asks) and
    /// title; without an image the title takes the panel.
    func show(_ item: UILargeContentViewerItem) {
        let image = item.largeContentImage
        imageView.image = image
        imageView.isHidden = image == nil
        imageView.contentMode = item.scalesLargeContentImage ? .scaleAspectFit : .center
        imageView.clipsToBounds = true
        titleLabel.text = item.largeContentTitle
        titleLabel.font = .preferredFont(forTextStyle: image == nil ? .title1 : .title3,
                                         compatibleWith: UITraitCollection(preferredContentSizeCategory: .large))
        let insets = item.largeContentImageInsets
        let square = CGRect(x: (Self.side - Self.imageSide) / 2, y: 28, width: Self.imageSide, height: Self.imageSide)
        imageView.frame = square.inset(by: insets)
        titleLabel.frame = image == nil ? bounds.insetBy(dx: 16, dy: 16)
                                        : CGRect(x: 12, y: square.maxY + 12, width: Self.side - 24, height: Self.side - square.maxY - 24)
        accessibilityLabel = item.largeContentTitle
    }
}
