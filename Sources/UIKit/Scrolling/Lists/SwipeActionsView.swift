import Foundation

/// The buttons behind a swiped row, at its trailing edge; the first action is outermost.
@MainActor
final class SwipeActionsView: UIView {
    let configuration: UISwipeActionsConfiguration
    private(set) var buttons: [UIButton] = []
    var onAction: ((UIContextualAction, UIView) -> Void)?

    /// Leading actions sit at the row's leading edge, first action leftmost.
    let isLeading: Bool

    init(configuration: UISwipeActionsConfiguration, isLeading: Bool) {
        self.configuration = configuration
        self.isLeading = isLeading
        super.init(frame: .zero)
        clipsToBounds = true
        for action in orderedActions {
            let button = UIButton(type: .custom)
            button.setTitle(action.title, for: .normal)
            button.setTitleColor(.white, for: .normal)
            button.titleLabel?.font = .preferredFont(forTextStyle: .body)
            button.backgroundColor = action.backgroundColor
            button.addAction(UIAction { [weak self, weak button] _ in
                guard let self, let button else { return }
                self.onAction?(action, button)
            }, for: .touchUpInside)
            addSubview(button)
            buttons.append(button)
        }
    }

    required init?(coder: NSCoder) { nil }

    /// Left to right.
    private var orderedActions: [UIContextualAction] {
        isLeading ? configuration.actions : configuration.actions.reversed()
    }

    /// How wide the buttons are together when fully revealed.
    var preferredWidth: CGFloat {
        configuration.actions.reduce(0) { $0 + Self.buttonWidth(for: $1) }
    }

    private static func buttonWidth(for action: UIContextualAction) -> CGFloat {
        let font = UIFont.preferredFont(forTextStyle: .body)
        let text = (action.title ?? "") as NSString
        let width = text.size(withAttributes: [.font: font]).width
        return max(74, (width + 30).rounded(.up))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        // Buttons share the revealed width in proportion to their natural widths.
        let natural = orderedActions.map(Self.buttonWidth(for:))
        let total = natural.reduce(0, +)
        guard total > 0 else { return }
        var x: CGFloat = 0
        for (button, width) in zip(buttons, natural) {
            let share = bounds.width * width / total
            button.frame = CGRect(x: x, y: 0, width: share, height: bounds.height)
            x += share
        }
    }
}
