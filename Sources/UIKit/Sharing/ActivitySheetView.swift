import Foundation

/// The share sheet's view: a header describing the items, with a close button, then the
/// activities in rounded groups (sharing first, then actions), scrolling when the window is
/// too short for them all.
@MainActor
final class ActivitySheetView: UIView {
    /// What the header says about the items.
    struct Header {
        var title: String
        var subtitle: String
        var thumbnail: UIImage?
    }

    let closeButton = UIButton(type: .close)
    private let thumbnailView = UIImageView()
    let titleLabel = UILabel()
    private let subtitleLabel = UILabel()
    private let headerSeparator = UIView()
    private let scrollView = UIScrollView()
    private let emptyLabel = UILabel()
    private var groupViews: [UIView] = []
    private var separators: [UIView] = []
    private(set) var rows: [ActivityRowView] = []

    /// Called with the row's activity when the user chooses a row.
    var onChoose: ((UIActivity) -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemGroupedBackground
        thumbnailView.contentMode = .scaleAspectFill
        thumbnailView.layer.cornerRadius = ActivitySheetMetrics.thumbnailCornerRadius
        thumbnailView.layer.masksToBounds = true
        titleLabel.font = ActivitySheetMetrics.titleFont
        titleLabel.textColor = .label
        subtitleLabel.font = ActivitySheetMetrics.subtitleFont
        subtitleLabel.textColor = .secondaryLabel
        headerSeparator.backgroundColor = .separator
        emptyLabel.text = "No Actions Available"
        emptyLabel.font = ActivitySheetMetrics.subtitleFont
        emptyLabel.textColor = .secondaryLabel
        emptyLabel.textAlignment = .center
        scrollView.alwaysBounceVertical = false
        for view in [thumbnailView, titleLabel, subtitleLabel, closeButton, headerSeparator, scrollView] { addSubview(view) }
        scrollView.addSubview(emptyLabel)
    }

    required init?(coder: NSCoder) { nil }

    func show(_ header: Header) {
        titleLabel.text = header.title
        subtitleLabel.text = header.subtitle
        thumbnailView.image = header.thumbnail
        // A symbol stands for the items' kind: drawn small, in a tinted square.
        let isSymbol = header.thumbnail?.isSymbolImage == true
        thumbnailView.contentMode = isSymbol ? .center : .scaleAspectFill
        thumbnailView.tintColor = .secondaryLabel
        thumbnailView.backgroundColor = isSymbol ? .tertiarySystemFill : nil
        thumbnailView.preferredSymbolConfiguration = isSymbol ? UIImage.SymbolConfiguration(pointSize: 20) : nil
        setNeedsLayout()
    }

    /// Shows a row per activity, a group per non-empty list.
    func show(_ groups: [[UIActivity]]) {
        groupViews.forEach { $0.removeFromSuperview() }
        rows = []
        separators = []
        groupViews = groups.filter { !$0.isEmpty }.map { activities in
            let group = UIView()
            group.backgroundColor = .secondarySystemGroupedBackground
            group.layer.cornerRadius = ActivitySheetMetrics.groupCornerRadius
            group.layer.masksToBounds = true
            for (index, activity) in activities.enumerated() {
                if index > 0 {
                    let separator = UIView()
                    separator.backgroundColor = .separator
                    group.addSubview(separator)
                    separators.append(separator)
                }
                let row = ActivityRowView(activity: activity)
                row.addAction(UIAction { [weak self] _ in self?.onChoose?(activity) }, for: .touchUpInside)
                group.addSubview(row)
                rows.append(row)
            }
            scrollView.addSubview(group)
            return group
        }
        emptyLabel.isHidden = !groupViews.isEmpty
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let margin = ActivitySheetMetrics.margin
        let width = bounds.width
        let headerHeight = ActivitySheetMetrics.headerHeight
        let thumbnail = ActivitySheetMetrics.thumbnailSide
        let close = ActivitySheetMetrics.closeButtonSide
        thumbnailView.frame = CGRect(x: margin, y: (headerHeight - thumbnail) / 2, width: thumbnail, height: thumbnail)
        closeButton.frame = CGRect(x: width - margin - close, y: (headerHeight - close) / 2, width: close, height: close)
        let textX = thumbnailView.frame.maxX + 12
        let textWidth = max(0, closeButton.frame.minX - 12 - textX)
        titleLabel.frame = CGRect(x: textX, y: headerHeight / 2 - 20, width: textWidth, height: 20)
        subtitleLabel.frame = CGRect(x: textX, y: headerHeight / 2 + 1, width: textWidth, height: 18)
        let hairline = 1 / max(1, traitCollection.displayScale)
        headerSeparator.frame = CGRect(x: 0, y: headerHeight - hairline, width: width, height: hairline)
        scrollView.frame = CGRect(x: 0, y: headerHeight, width: width, height: max(0, bounds.height - headerHeight))
        var y = ActivitySheetMetrics.groupSpacing
        emptyLabel.frame = CGRect(x: margin, y: y, width: max(0, width - 2 * margin), height: ActivitySheetMetrics.emptyHeight)
        var separatorIndex = 0
        for group in groupViews {
            let groupRows = group.subviews.compactMap { $0 as? ActivityRowView }
            let height = CGFloat(groupRows.count) * ActivitySheetMetrics.rowHeight
            group.frame = CGRect(x: margin, y: y, width: max(0, width - 2 * margin), height: height)
            for (index, row) in groupRows.enumerated() {
                row.frame = CGRect(x: 0, y: CGFloat(index) * ActivitySheetMetrics.rowHeight, width: group.bounds.width, height: ActivitySheetMetrics.rowHeight)
                if index > 0 {
                    separators[separatorIndex].frame = CGRect(x: margin, y: row.frame.minY, width: max(0, group.bounds.width - margin), height: hairline)
                    separatorIndex += 1
                }
            }
            y = group.frame.maxY + ActivitySheetMetrics.groupSpacing
        }
        if groupViews.isEmpty { y = emptyLabel.frame.maxY + ActivitySheetMetrics.groupSpacing }
        scrollView.contentSize = CGSize(width: width, height: y)
    }
}
