import Foundation

/// Above everything in the window while a drag is in progress: the lifted preview and its
/// badges — the number of items when there are several, a plus when the drop would copy, a
/// no-entry sign when it is forbidden. Takes no touches.
@MainActor
final class DragOverlayView: UIView {
    private weak var preview: UIView?
    private let countBadge = DragBadgeView(color: .systemBlue)
    private let operationBadge = DragBadgeView(color: .systemGreen)
    private var itemCount = 1

    var operation: UIDropOperation = .cancel {
        didSet { if operation != oldValue { updateBadges() } }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        // The lifted look is not an element a screen reader reads (VoiceOver says the drag's
        // state itself).
        accessibilityElementsHidden = true
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(countBadge)
        addSubview(operationBadge)
        updateBadges()
    }

    required init?(coder: NSCoder) { nil }

    func follow(_ preview: UIView, items: Int) {
        self.preview = preview
        itemCount = items
        bringSubviewToFront(countBadge)
        bringSubviewToFront(operationBadge)
        updateBadges()
    }

    private func updateBadges() {
        countBadge.text = itemCount > 1 ? "\(itemCount)" : nil
        switch operation {
        case .copy:
            operationBadge.text = "+"
            operationBadge.fill = .systemGreen
        case .forbidden:
            operationBadge.text = "⊘"
            operationBadge.fill = .systemGray
        default:
            operationBadge.text = nil
        }
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard let preview else { return }
        let corner = CGPoint(x: preview.frame.maxX, y: preview.frame.minY)
        // Centred on the corner, then leftwards, 4 points apart.
        var trailing = corner.x + DragMetrics.badgeSize / 2
        for badge in [operationBadge, countBadge] where badge.text != nil {
            badge.frame = CGRect(x: trailing - badge.width, y: corner.y - DragMetrics.badgeSize / 2,
                                 width: badge.width, height: DragMetrics.badgeSize)
            trailing = badge.frame.minX - 4
        }
    }
}

/// A round badge with a short text in white.
@MainActor
final class DragBadgeView: UIView {
    private let label = UILabel()
    var fill: UIColor {
        didSet { backgroundColor = fill }
    }
    var text: String? {
        didSet {
            label.text = text
            isHidden = text == nil
        }
    }
    var width: CGFloat { max(DragMetrics.badgeSize, ceil(label.intrinsicContentSize.width) + 12) }

    init(color: UIColor) {
        fill = color
        super.init(frame: .zero)
        backgroundColor = color
        layer.cornerRadius = DragMetrics.badgeSize / 2
        label.font = .systemFont(ofSize: 15, weight: .semibold)
        label.textColor = .white
        label.textAlignment = .center
        addSubview(label)
        isHidden = true
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds
    }
}
