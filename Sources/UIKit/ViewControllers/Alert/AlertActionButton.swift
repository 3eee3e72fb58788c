import Foundation

/// One button of an alert: its action's title in the action's colour, highlighted while
/// touched, bold when emphasized.
@MainActor
final class AlertActionButton: UIControl {
    let action: UIAlertAction
    let titleLabel = UILabel()
    var isEmphasized = false {
        didSet { updateAppearance() }
    }

    init(action: UIAlertAction) {
        self.action = action
        super.init(frame: .zero)
        titleLabel.text = action.title
        titleLabel.textAlignment = .center
        titleLabel.adjustsFontSizeToFitWidth = false
        addSubview(titleLabel)
        isEnabled = action.isEnabled
        updateAppearance()
    }

    required init?(coder: NSCoder) { nil }

    /// A tap is its action, as a button's is: a tap recognizer of the sheet around it does
    /// not take it (GR-15).
    override var defaultActionIsTap: Bool { true }

    override var isHighlighted: Bool {
        didSet { backgroundColor = isHighlighted ? AlertMetrics.highlightColor : nil }
    }

    override var isEnabled: Bool {
        didSet { updateAppearance() }
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        updateAppearance()
    }

    private func updateAppearance() {
        titleLabel.font = isEmphasized ? AlertMetrics.emphasizedButtonFont : AlertMetrics.buttonFont
        if !isEnabled {
            titleLabel.textColor = .tertiaryLabel
        } else {
            titleLabel.textColor = action.style == .destructive ? .systemRed : tintColor
        }
    }

    /// The title's natural width, to decide whether two buttons fit side by side.
    var titleWidth: CGFloat {
        titleLabel.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: AlertMetrics.buttonHeight)).width
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        // A button narrower than its insets (a tiny window) gets an empty title frame, not
        // CGRect.null, whose infinite origin no layer may take.
        let inset = min(8, bounds.width / 2)
        titleLabel.frame = bounds.insetBy(dx: inset, dy: 0)
    }
}
