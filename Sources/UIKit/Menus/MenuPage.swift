import Foundation

/// One level of a menu as its view lists it: the elements in order, with separators where
/// inline sections (`.displayInline` menus) begin and end. Hidden elements and empty sections
/// are left out; submenus are single rows that open in place.
@MainActor
struct MenuPage {
    enum Row {
        case element(UIMenuElement)
        case separator
    }

    let menu: UIMenu
    let rows: [Row]

    /// The page of `menu`; deferred elements show what `loaded` has for them, or a loading
    /// row while it has nothing.
    init(menu: UIMenu, loaded: (UIDeferredMenuElement) -> [UIMenuElement]? = { $0.cached }) {
        self.menu = menu
        var rows: [Row] = []
        Self.append(menu.children, to: &rows, loaded: loaded)
        while case .separator? = rows.last { rows.removeLast() }
        self.rows = rows
    }

    private static func append(_ children: [UIMenuElement], to rows: inout [Row],
                               loaded: (UIDeferredMenuElement) -> [UIMenuElement]?) {
        for child in children where !child.menuAttributes.contains(.hidden) {
            if let deferred = child as? UIDeferredMenuElement {
                if let elements = loaded(deferred) {
                    append(elements, to: &rows, loaded: loaded)
                } else {
                    rows.append(.element(deferred))
                }
            } else if let section = child as? UIMenu, section.options.contains(.displayInline) {
                var inner: [Row] = []
                append(section.children, to: &inner, loaded: loaded)
                guard inner.contains(where: { if case .element = $0 { true } else { false } }) else { continue }
                if !rows.isEmpty, !rows.last!.isSeparator { rows.append(.separator) }
                rows += inner
                rows.append(.separator)
            } else {
                rows.append(.element(child))
            }
        }
    }
}

extension MenuPage.Row {
    var isSeparator: Bool { if case .separator = self { true } else { false } }
}

extension UIMenuElement {
    /// The element's attributes as a menu shows them: an action's or a command's own; a
    /// submenu is destructive when its options say so.
    var menuAttributes: UIMenuElement.Attributes {
        switch self {
        case let action as UIAction: action.attributes
        case let command as UICommand: command.attributes
        case let menu as UIMenu: menu.options.contains(.destructive) ? .destructive : []
        // A loading row cannot be chosen.
        case is UIDeferredMenuElement: .disabled
        default: []
        }
    }

    /// The element's check mark state (submenus have none).
    var menuState: UIMenuElement.State {
        switch self {
        case let action as UIAction: action.state
        case let command as UICommand: command.state
        default: .off
        }
    }
}
