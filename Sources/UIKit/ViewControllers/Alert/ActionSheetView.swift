import Foundation

/// An action sheet (ALERT-03, ALERT-04): a header with the title and message, then a button per
/// action in the order added.
///
/// In a popover (a regular window) it fills the popover and leaves out the cancel button —
/// tapping outside cancels. Shown full screen (a compact window) it dims the window and stands
/// at the bottom, the cancel button in a card of its own below the others, as on an iPhone; a
/// tap on the dimmed part cancels.
@MainActor
final class ActionSheetView: UIView {
    private unowned let controller: UIAlertController
    private let titleLabel = UILabel()
    private let messageLabel = UILabel()
    private let groupCard = UIView()
    private let cancelCard = UIView()
    private(set) var buttons: [AlertActionButton] = []
    private var cancelButton: AlertActionButton?
    private var separators: [UIView] = []
    private lazy var backgroundTapGate = ActionSheetBackgroundTapGate(sheet: self)

    /// Whether the sheet shows in a popover (else at the bottom of a dimmed window).
    var isInPopover = true {
        didSet { if isInPopover != oldValue { contentDidChange() } }
    }

    init(controller: UIAlertController) {
        self.controller = controller
        super.init(frame: CGRect(x: 0, y: 0, width: ActionSheetMetrics.popoverWidth, height: 100))
        for label in [titleLabel, messageLabel] {
            label.numberOfLines = 0
            label.textAlignment = .center
            label.textColor = .secondaryLabel
            groupCard.addSubview(label)
        }
        titleLabel.font = ActionSheetMetrics.titleFont
        messageLabel.font = ActionSheetMetrics.messageFont
        for card in [groupCard, cancelCard] {
            card.layer.cornerRadius = ActionSheetMetrics.cornerRadius
            card.layer.masksToBounds = true
            addSubview(card)
        }
        let backgroundTap = UITapGestureRecognizer(target: self, action: .actionSheetBackgroundTap)
        backgroundTap.delegate = backgroundTapGate
        addGestureRecognizer(backgroundTap)
        contentDidChange()
    }

    required init?(coder: NSCoder) { nil }

    /// Rebuilds after the title, message or actions change.
    func contentDidChange() {
        titleLabel.text = controller.title
        messageLabel.text = controller.message
        for button in buttons { button.removeFromSuperview() }
        cancelButton?.removeFromSuperview()
        for separator in separators { separator.removeFromSuperview() }
        let cancel = controller.actions.first { $0.style == .cancel }
        buttons = controller.actions.filter { $0.style != .cancel }.map(AlertActionButton.init(action:))
        cancelButton = cancel.map(AlertActionButton.init(action:))
        cancelButton?.isEmphasized = true
        if let preferred = controller.preferredAction { for button in buttons { button.isEmphasized = button.action === preferred } }
        let showsHeader = hasHeader
        separators = (0..<(buttons.count - (showsHeader ? 0 : 1))).compactMap { _ in
            let separator = UIView()
            separator.backgroundColor = .separator
            return separator
        }
        for button in buttons + [cancelButton].compactMap({ $0 }) {
            button.titleLabel.font = button.isEmphasized ? ActionSheetMetrics.emphasizedButtonFont : ActionSheetMetrics.buttonFont
            button.addAction(UIAction { [weak self, weak button] _ in
                guard let action = button?.action else { return }
                self?.controller.perform(action)
            }, for: .touchUpInside)
        }
        for button in buttons { groupCard.addSubview(button) }
        for separator in separators { groupCard.addSubview(separator) }
        if let cancelButton, !isInPopover { cancelCard.addSubview(cancelButton) }
        cancelCard.isHidden = isInPopover || cancelButton == nil
        backgroundColor = isInPopover ? nil : AlertMetrics.dimmingColor
        groupCard.backgroundColor = isInPopover ? nil : ActionSheetMetrics.cardColor
        cancelCard.backgroundColor = ActionSheetMetrics.cancelCardColor
        controller.preferredContentSize = CGSize(width: ActionSheetMetrics.popoverWidth, height: groupHeight(width: ActionSheetMetrics.popoverWidth))
        setNeedsLayout()
    }

    private var hasHeader: Bool {
        !(controller.title ?? "").isEmpty || !(controller.message ?? "").isEmpty
    }

    private func labelHeight(_ label: UILabel, width: CGFloat) -> CGFloat {
        guard let text = label.text, !text.isEmpty else { return 0 }
        return ceil(label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height)
    }

    private func headerHeight(width: CGFloat) -> CGFloat {
        guard hasHeader else { return 0 }
        let textWidth = width - 2 * ActionSheetMetrics.headerInset
        let title = labelHeight(titleLabel, width: textWidth), message = labelHeight(messageLabel, width: textWidth)
        return ActionSheetMetrics.headerVerticalInset * 2 + title + message + (title > 0 && message > 0 ? ActionSheetMetrics.titleMessageSpacing : 0)
    }

    /// The header and the buttons but the cancel one.
    private func groupHeight(width: CGFloat) -> CGFloat {
        headerHeight(width: width) + CGFloat(buttons.count) * ActionSheetMetrics.buttonHeight
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width: CGFloat
        if isInPopover {
            width = bounds.width
            // The popover's content reaches under its arrow strip: keep to the safe area.
            let area = bounds.inset(by: safeAreaInsets)
            groupCard.frame = area
        } else {
            width = min(bounds.width, bounds.height) - 2 * ActionSheetMetrics.compactMargin
            let cancelHeight = cancelButton == nil ? 0 : ActionSheetMetrics.buttonHeight
            var bottom = bounds.maxY - safeAreaInsets.bottom - ActionSheetMetrics.compactMargin
            let x = ((bounds.width - width) / 2).rounded()
            if cancelButton != nil {
                cancelCard.frame = CGRect(x: x, y: bottom - cancelHeight, width: width, height: cancelHeight)
                cancelButton?.frame = cancelCard.bounds
                bottom -= cancelHeight + ActionSheetMetrics.compactMargin
            }
            let height = min(groupHeight(width: width), bottom - safeAreaInsets.top - ActionSheetMetrics.compactMargin)
            groupCard.frame = CGRect(x: x, y: bottom - height, width: width, height: height)
        }
        let cardWidth = groupCard.bounds.width
        let textWidth = cardWidth - 2 * ActionSheetMetrics.headerInset
        var y: CGFloat = 0
        if hasHeader {
            y = ActionSheetMetrics.headerVerticalInset
            let title = labelHeight(titleLabel, width: textWidth)
            titleLabel.frame = CGRect(x: ActionSheetMetrics.headerInset, y: y, width: textWidth, height: title)
            y += title
            if title > 0, !(messageLabel.text ?? "").isEmpty { y += ActionSheetMetrics.titleMessageSpacing }
            let message = labelHeight(messageLabel, width: textWidth)
            messageLabel.frame = CGRect(x: ActionSheetMetrics.headerInset, y: y, width: textWidth, height: message)
            y = headerHeight(width: width)
        }
        let line = 1 / max(1, traitCollection.displayScale)
        var separatorIndex = 0
        for (index, button) in buttons.enumerated() {
            if hasHeader || index > 0, separatorIndex < separators.count {
                separators[separatorIndex].frame = CGRect(x: 0, y: y - line / 2, width: cardWidth, height: line)
                separatorIndex += 1
            }
            button.frame = CGRect(x: 0, y: y, width: cardWidth, height: ActionSheetMetrics.buttonHeight)
            y += ActionSheetMetrics.buttonHeight
        }
    }

    /// Whether a point is on the dimmed window around the cards (full screen only).
    func isOnBackground(_ point: CGPoint) -> Bool {
        !isInPopover && !groupCard.frame.contains(point) && !(cancelCard.frame.contains(point) && !cancelCard.isHidden)
    }

    /// A tap on the dimmed window around the cards cancels.
    func backgroundTapped(_ recognizer: UITapGestureRecognizer) {
        guard recognizer.state == .ended else { return }
        controller.cancelFromOutside()
    }
}

/// Lets the background tap begin only on the dimmed window around the cards.
@MainActor
private final class ActionSheetBackgroundTapGate: UIGestureRecognizerDelegate {
    unowned let sheet: ActionSheetView

    init(sheet: ActionSheetView) {
        self.sheet = sheet
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        sheet.isOnBackground(gestureRecognizer.location(in: sheet))
    }
}

extension Selector {
    @MainActor static let actionSheetBackgroundTap = Selector("actionSheetBackgroundTapped:", ActionSheetView.backgroundTapped)
}

/// An iOS 14 action sheet's measurements: 57-point buttons in 20-point type, a 13-point grey
/// header, 304 points wide in a popover; on a compact window, cards 8 points from the edges.
@MainActor
enum ActionSheetMetrics {
    static let popoverWidth: CGFloat = 304
    static let buttonHeight: CGFloat = 57
    static let cornerRadius: CGFloat = 13
    static let compactMargin: CGFloat = 8
    static let headerInset: CGFloat = 16
    static let headerVerticalInset: CGFloat = 14
    static let titleMessageSpacing: CGFloat = 4
    static let titleFont = UIFont.systemFont(ofSize: 13, weight: .semibold)
    static let messageFont = UIFont.systemFont(ofSize: 13)
    static let buttonFont = UIFont.systemFont(ofSize: 20)
    static let emphasizedButtonFont = UIFont.systemFont(ofSize: 20, weight: .semibold)
    static let cardColor = AlertMetrics.cardColor
    static let cancelCardColor = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(red: 0.17, green: 0.17, blue: 0.18, alpha: 1) : .white
    }
}
