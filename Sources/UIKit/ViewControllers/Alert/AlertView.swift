import Foundation

/// The alert's card: title and message, text fields, then the buttons under hairlines.
/// It sizes itself (`fittingHeight`); the presentation controller centres it.
@MainActor
final class AlertView: UIView {
    private unowned let controller: UIAlertController
    private let titleLabel = UILabel()
    private let messageLabel = UILabel()
    private(set) var buttons: [AlertActionButton] = []
    private var separators: [UIView] = []
    /// True when exactly two buttons sit side by side.
    private(set) var isSideBySide = false

    init(controller: UIAlertController) {
        self.controller = controller
        super.init(frame: CGRect(x: 0, y: 0, width: AlertMetrics.width, height: 100))
        backgroundColor = AlertMetrics.cardColor
        layer.cornerRadius = AlertMetrics.cornerRadius
        layer.cornerCurve = .continuous
        layer.masksToBounds = true
        for label in [titleLabel, messageLabel] {
            label.numberOfLines = 0
            label.textAlignment = .center
            label.textColor = .label
            addSubview(label)
        }
        titleLabel.font = AlertMetrics.titleFont
        messageLabel.font = AlertMetrics.messageFont
        contentDidChange()
    }

    required init?(coder: NSCoder) { nil }

    /// Rebuilds after the title, message, actions or text fields change.
    func contentDidChange() {
        titleLabel.text = controller.title
        messageLabel.text = controller.message
        for field in controller.textFields ?? [] where field.superview !== self { addSubview(field) }
        rebuildButtons()
        setNeedsLayout()
        (controller.presentationController as? AlertPresentationController)?.alertSizeDidChange()
    }

    /// ALERT-05: destructive, then default in the order added, then cancel; two buttons side
    /// by side put cancel on the leading side. ALERT-06: the preferred action is bold, else
    /// the cancel action, else (with neither) the last default action.
    static func arrange(_ actions: [UIAlertAction], preferred: UIAlertAction?, sideBySide: Bool) -> (order: [UIAlertAction], emphasized: UIAlertAction?) {
        let destructive = actions.filter { $0.style == .destructive }
        let defaults = actions.filter { $0.style == .default }
        let cancel = actions.filter { $0.style == .cancel }
        let order = sideBySide && !cancel.isEmpty ? cancel + destructive + defaults : destructive + defaults + cancel
        return (order, preferred ?? cancel.first ?? defaults.last)
    }

    private func rebuildButtons() {
        for button in buttons { button.removeFromSuperview() }
        for separator in separators { separator.removeFromSuperview() }
        let made = controller.actions.map(AlertActionButton.init(action:))
        isSideBySide = made.count == 2 && made.allSatisfy { $0.titleWidth <= AlertMetrics.sideBySideTitleWidth }
        let (order, emphasized) = Self.arrange(controller.actions, preferred: controller.preferredAction, sideBySide: isSideBySide)
        buttons = order.compactMap { action in made.first { $0.action === action } }
        separators = buttons.map { _ in
            let separator = UIView()
            separator.backgroundColor = .separator
            return separator
        }
        if isSideBySide, buttons.count == 2 {
            let between = UIView()
            between.backgroundColor = .separator
            separators.append(between)
        }
        for button in buttons {
            button.isEmphasized = button.action === emphasized
            button.addAction(UIAction { [weak self, weak button] _ in
                guard let action = button?.action else { return }
                self?.controller.perform(action)
            }, for: .touchUpInside)
            addSubview(button)
        }
        for separator in separators { addSubview(separator) }
    }

    // MARK: Layout

    private var hairline: CGFloat { 1 / max(1, traitCollection.displayScale) }
    private var textWidth: CGFloat { AlertMetrics.width - AlertMetrics.contentInsets.left - AlertMetrics.contentInsets.right }

    private func labelHeight(_ label: UILabel) -> CGFloat {
        guard let text = label.text, !text.isEmpty else { return 0 }
        return ceil(label.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude)).height)
    }

    /// The height of the text part (title, message, text fields).
    private var contentHeight: CGFloat {
        let title = labelHeight(titleLabel), message = labelHeight(messageLabel)
        let fields = controller.textFields ?? []
        var height = AlertMetrics.contentInsets.top + title + message + AlertMetrics.contentInsets.bottom
        if title > 0, message > 0 { height += AlertMetrics.titleMessageSpacing }
        if !fields.isEmpty {
            height += AlertMetrics.textFieldTopSpacing - AlertMetrics.textFieldSpacing
            for field in fields { height += AlertMetrics.textFieldSpacing + fieldHeight(field) }
        }
        return height
    }

    private func fieldHeight(_ field: UITextField) -> CGFloat {
        ceil(field.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude)).height)
    }

    private var buttonsHeight: CGFloat {
        guard !buttons.isEmpty else { return 0 }
        return isSideBySide ? AlertMetrics.buttonHeight : CGFloat(buttons.count) * AlertMetrics.buttonHeight
    }

    /// The card's height, limited to `maximum` (the buttons keep their height; the text part
    /// is cut at the bottom when the window is too short for all of it).
    func fittingHeight(maximum: CGFloat) -> CGFloat {
        min(contentHeight + buttonsHeight, max(maximum, buttonsHeight))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let insets = AlertMetrics.contentInsets
        var y = insets.top
        let title = labelHeight(titleLabel), message = labelHeight(messageLabel)
        titleLabel.frame = CGRect(x: insets.left, y: y, width: textWidth, height: title)
        y += title
        if title > 0, message > 0 { y += AlertMetrics.titleMessageSpacing }
        messageLabel.frame = CGRect(x: insets.left, y: y, width: textWidth, height: message)
        y += message
        let fields = controller.textFields ?? []
        if !fields.isEmpty { y += AlertMetrics.textFieldTopSpacing - AlertMetrics.textFieldSpacing }
        for field in fields {
            y += AlertMetrics.textFieldSpacing
            let height = fieldHeight(field)
            field.frame = CGRect(x: insets.left, y: y, width: textWidth, height: height)
            y += height
        }
        // The buttons sit at the bottom of the card, whatever its height.
        var buttonTop = bounds.height - buttonsHeight
        let line = hairline
        if isSideBySide, buttons.count == 2 {
            let half = (bounds.width - line) / 2
            buttons[0].frame = CGRect(x: 0, y: buttonTop, width: half, height: AlertMetrics.buttonHeight)
            buttons[1].frame = CGRect(x: half + line, y: buttonTop, width: bounds.width - half - line, height: AlertMetrics.buttonHeight)
            separators[0].frame = CGRect(x: 0, y: buttonTop - line, width: bounds.width, height: line)
            separators[1].isHidden = true
            separators[2].frame = CGRect(x: half, y: buttonTop, width: line, height: AlertMetrics.buttonHeight)
        } else {
            for (index, button) in buttons.enumerated() {
                button.frame = CGRect(x: 0, y: buttonTop, width: bounds.width, height: AlertMetrics.buttonHeight)
                separators[index].isHidden = false
                separators[index].frame = CGRect(x: 0, y: buttonTop - line, width: bounds.width, height: line)
                buttonTop += AlertMetrics.buttonHeight
            }
        }
    }
}
