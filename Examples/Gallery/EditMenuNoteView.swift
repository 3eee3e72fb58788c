import Foundation
import UIKit

/// A note on the Menus page that shows the edit menu (`UIMenuController`) when held or
/// right-clicked: the standard Copy, and a custom Pin / Unpin item it performs itself.
final class EditMenuNoteView: UILabel, UIResponderStandardEditActions {
    private let report: (String) -> Void
    private(set) var isPinned = false

    init(report: @escaping (String) -> Void) {
        self.report = report
        super.init(frame: .zero)
        text = "A note to copy or pin. Hold it, or right-click it."
        numberOfLines = 0
        font = .preferredFont(forTextStyle: .body)
        adjustsFontForContentSizeCategory = true
        textColor = .label
        isUserInteractionEnabled = true
        accessibilityHint = "Shows the edit menu."
        let hold = UILongPressGestureRecognizer(target: self, action: .showNoteEditMenu)
        addGestureRecognizer(hold)
        let rightClick = UITapGestureRecognizer(target: self, action: .showNoteEditMenu)
        rightClick.buttonMaskRequired = .secondary
        addGestureRecognizer(rightClick)
    }

    required init?(coder: NSCoder) { nil }

    override var canBecomeFirstResponder: Bool { true }

    func showMenu(_ recognizer: UIGestureRecognizer) {
        guard recognizer.state == .began || recognizer.state == .ended, becomeFirstResponder() else { return }
        let menu = UIMenuController.shared
        menu.menuItems = [UIMenuItem(title: isPinned ? "Unpin" : "Pin", action: .pinGalleryNote)]
        menu.showMenu(from: self, rect: bounds)
        report("menus edit menu")
    }

    /// Only Copy of the standard commands applies to a note; Pin is the note's own.
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        switch action {
        case .copy, .pinGalleryNote: return true
        case .cut, .paste, .delete, .select, .selectAll: return false
        default: return super.canPerformAction(action, withSender: sender)
        }
    }

    func copy(_ sender: Any?) {
        UIPasteboard.general.string = text
        report("menus copy note")
    }

    func togglePin(_ sender: Any?) {
        isPinned.toggle()
        textColor = isPinned ? .systemOrange : .label
        report("menus note pinned \(isPinned)")
    }

    // Never offered (canPerformAction says no): a note's text is not editable or selectable.
    func cut(_ sender: Any?) {}
    func paste(_ sender: Any?) {}
    func delete(_ sender: Any?) {}
    func select(_ sender: Any?) {}
    func selectAll(_ sender: Any?) {}
}

extension Selector {
    static let showNoteEditMenu = Selector("showMenu:", EditMenuNoteView.showMenu)
    static let pinGalleryNote = Selector("togglePin:", EditMenuNoteView.togglePin)
}
