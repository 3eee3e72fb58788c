import Foundation

/// One row of a context menu: a check mark at the leading edge for `.on`/`.mixed`, the title
/// (and subtitle), the image — or a submenu's chevron — at the trailing edge. Destructive rows
/// are red, disabled ones faint; the highlighted row is shaded.
@MainActor
final class MenuRowView: UIView {
    let element: UIMenuElement
    private let titleLabel = UILabel()
    private let subtitleLabel = UILabel()
    private let imageView = UIImageView()
    private let check = AccessoryGlyphView(.checkmark)
    private let chevron = AccessoryGlyphView(.disclosureIndicator)
    private let spinner = UIActivityIndicatorView(style: .medium)
    private let metrics: MenuMetrics

    var isHighlighted = false {
        didSet { backgroundColor = isHighlighted ? MenuMetrics.highlightColor : .clear }
    }

    init(element: UIMenuElement, metrics: MenuMetrics, showsBack: Bool = false) {
        self.element = element
        self.metrics = metrics
        super.init(frame: .zero)
        let attributes = element.menuAttributes
        let color: UIColor = attributes.contains(.disabled) ? .tertiaryLabel : attributes.contains(.destructive) ? .systemRed : .label
        titleLabel.text = element.title
        titleLabel.font = metrics.titleFont
        titleLabel.textColor = color
        addSubview(titleLabel)
        if let subtitle = element.subtitle, !subtitle.isEmpty {
            subtitleLabel.text = subtitle
            subtitleLabel.font = metrics.subtitleFont
            subtitleLabel.textColor = attributes.contains(.disabled) ? .tertiaryLabel : .secondaryLabel
            addSubview(subtitleLabel)
        }
        if let image = element.image {
            imageView.image = image.withRenderingMode(.alwaysTemplate)
            imageView.tintColor = color
            imageView.contentMode = .scaleAspectFit
            addSubview(imageView)
        }
        check.glyphTintColor = color
        check.isHidden = element.menuState == .off
        addSubview(check)
        chevron.isHidden = !(element is UIMenu) || showsBack
        addSubview(chevron)
        if element is UIDeferredMenuElement {
            // A loading row: its spinner where an image would be.
            spinner.startAnimating()
            addSubview(spinner)
        }
        if showsBack {
            // The open submenu's heading: a chevron pointing back, then its title.
            titleLabel.font = metrics.headingFont
            check.glyph = .disclosureIndicator
            check.transform = CGAffineTransform(scaleX: -1, y: 1)
            check.isHidden = false
        }
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        let inset = metrics.horizontalInset
        let leading = inset + metrics.checkWidth
        check.frame = CGRect(x: inset - 4, y: (bounds.height - 20) / 2, width: 18, height: 20)
        var trailing = bounds.width - inset
        if !chevron.isHidden {
            chevron.frame = CGRect(x: trailing - 12, y: (bounds.height - 20) / 2, width: 12, height: 20)
            trailing -= 12 + 8
        } else if spinner.superview != nil {
            spinner.sizeToFit()
            spinner.center = CGPoint(x: trailing - spinner.bounds.width / 2, y: bounds.midY)
            trailing -= spinner.bounds.width + 8
        } else if imageView.superview != nil {
            let side = metrics.imageSide
            imageView.frame = CGRect(x: trailing - side, y: (bounds.height - side) / 2, width: side, height: side)
            trailing -= side + 8
        }
        let width = max(0, trailing - leading)
        let titleHeight = titleLabel.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
        if subtitleLabel.superview != nil {
            let subtitleHeight = subtitleLabel.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
            let top = (bounds.height - titleHeight - subtitleHeight - 2) / 2
            titleLabel.frame = CGRect(x: leading, y: top, width: width, height: titleHeight)
            subtitleLabel.frame = CGRect(x: leading, y: top + titleHeight + 2, width: width, height: subtitleHeight)
        } else {
            titleLabel.frame = CGRect(x: leading, y: (bounds.height - titleHeight) / 2, width: width, height: titleHeight)
        }
    }
}

/// A context menu's sizes and fonts: rich (opened by touch, iOS 14's large rows with lines
/// between them) or compact (opened by a pointer, denser rows, lines only between sections).
struct MenuMetrics {
    let width: CGFloat
    let rowHeight: CGFloat
    let subtitledRowHeight: CGFloat
    let horizontalInset: CGFloat
    let checkWidth: CGFloat
    let imageSide: CGFloat
    /// The gap between inline sections.
    let sectionGap: CGFloat
    /// Whether every row is separated by a hairline.
    let separatesRows: Bool
    let cornerRadius: CGFloat
    @MainActor var titleFont: UIFont { .systemFont(ofSize: rowHeight > 40 ? 17 : 14) }
    @MainActor var subtitleFont: UIFont { .systemFont(ofSize: rowHeight > 40 ? 13 : 11) }
    @MainActor var headingFont: UIFont { .boldSystemFont(ofSize: rowHeight > 40 ? 17 : 14) }

    static let rich = MenuMetrics(width: 250, rowHeight: 44, subtitledRowHeight: 58, horizontalInset: 16, checkWidth: 24,
                                  imageSide: 20, sectionGap: 8, separatesRows: true, cornerRadius: 13)
    static let compact = MenuMetrics(width: 220, rowHeight: 30, subtitledRowHeight: 44, horizontalInset: 12, checkWidth: 22,
                                     imageSide: 16, sectionGap: 9, separatesRows: false, cornerRadius: 10)

    @MainActor static var highlightColor: UIColor { UIColor.label.withAlphaComponent(0.1) }
}
