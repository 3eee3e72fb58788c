import Foundation

/// One command of the edit menu's bar: white text on the dark bar, lit while pressed. A
/// button, so screen readers name it by its title.
@MainActor
final class EditMenuItemButton: UIButton {
    /// The entry it stands for; nil for the paging arrows.
    let entry: EditMenuEntry?

    init(title: String, entry: EditMenuEntry?) {
        self.entry = entry
        super.init(frame: .zero)
        setTitle(title, for: .normal)
        setTitleColor(.white, for: .normal)
        titleLabel?.font = EditMenuView.font
        contentEdgeInsets = UIEdgeInsets(top: 0, left: EditMenuView.itemPadding, bottom: 0, right: EditMenuView.itemPadding)
    }

    required init?(coder: NSCoder) { nil }

    override var isHighlighted: Bool {
        didSet { backgroundColor = isHighlighted ? EditMenuView.highlightColor : nil }
    }

    /// The width the title needs, with its padding.
    var fittingWidth: CGFloat {
        let title = currentTitle ?? ""
        let width = (title as NSString).size(withAttributes: [.font: EditMenuView.font]).width
        return (width + 2 * EditMenuView.itemPadding).rounded(.up)
    }
}
