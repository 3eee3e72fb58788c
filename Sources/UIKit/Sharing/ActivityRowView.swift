import Foundation

/// One activity in the share sheet: its title at the leading side, its image at the trailing
/// side (tinted like the title when it is a template), highlighted while touched; a tap sends
/// `.touchUpInside`.
@MainActor
final class ActivityRowView: UIControl {
    let activity: UIActivity
    let titleLabel = UILabel()
    let iconView = UIImageView()

    init(activity: UIActivity) {
        self.activity = activity
        super.init(frame: .zero)
        titleLabel.text = activity.activityTitle
        titleLabel.font = ActivitySheetMetrics.rowFont
        titleLabel.textColor = .label
        iconView.image = activity.activityImage
        iconView.preferredSymbolConfiguration = ActivitySheetMetrics.iconConfiguration
        iconView.contentMode = .scaleAspectFit
        iconView.tintColor = .label
        addSubview(titleLabel)
        addSubview(iconView)
    }

    required init?(coder: NSCoder) { nil }

    /// A tap is its action, as a button's is.
    override var defaultActionIsTap: Bool { true }

    override var isHighlighted: Bool {
        didSet { backgroundColor = isHighlighted ? .systemGray4 : nil }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let margin = ActivitySheetMetrics.margin
        let side = ActivitySheetMetrics.iconSide
        iconView.frame = CGRect(x: bounds.width - margin - side, y: (bounds.height - side) / 2, width: side, height: side)
        titleLabel.frame = CGRect(x: margin, y: 0, width: max(0, iconView.frame.minX - 2 * margin), height: bounds.height)
    }
}
