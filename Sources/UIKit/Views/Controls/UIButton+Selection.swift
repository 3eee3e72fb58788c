import Foundation

/// `changesSelectionAsPrimaryAction` (iOS 15): pop-up buttons, and buttons that toggle.
extension UIButton {
    /// A menu shown as the primary action, tracking its selection.
    var isPopUpButton: Bool { changesSelectionAsPrimaryAction && showsMenuAsPrimaryAction && menu != nil }

    /// The menu or the mode changed: a pop-up button checks one action and shows its title.
    func selectionDidChange() {
        guard isPopUpButton, let menu else { return }
        let actions = Self.selectableActions(in: menu)
        guard let selected = actions.first(where: { $0.state == .on }) ?? actions.first else { return }
        select(selected, among: actions)
    }

    /// The menu as the pop-up shows it: each action checks itself when chosen, then runs.
    func selectionMenu(for menu: UIMenu) -> UIMenu {
        let actions = Self.selectableActions(in: menu)
        func wrapped(_ element: UIMenuElement) -> UIMenuElement {
            switch element {
            case let submenu as UIMenu:
                return submenu.replacingChildren(submenu.children.map(wrapped))
            case let action as UIAction:
                return UIAction(title: action.title, image: action.image, identifier: action.identifier,
                                discoverabilityTitle: action.discoverabilityTitle, attributes: action.attributes,
                                state: action.state) { [weak self] _ in
                    guard let self else { return }
                    self.select(action, among: actions)
                    action.perform(sender: self)
                }
            default:
                return element
            }
        }
        return menu.replacingChildren(menu.children.map(wrapped))
    }

    private func select(_ selected: UIAction, among actions: [UIAction]) {
        for action in actions { action.state = action === selected ? .on : .off }
        if configuration != nil {
            configuration?.title = selected.title
        } else {
            setTitle(selected.title, for: .normal)
        }
    }

    /// The actions a pop-up chooses among: the menu's own and those of its submenus.
    private static func selectableActions(in menu: UIMenu) -> [UIAction] {
        menu.children.flatMap { element -> [UIAction] in
            if let action = element as? UIAction { return [action] }
            if let submenu = element as? UIMenu { return selectableActions(in: submenu) }
            return []
        }
    }
}
