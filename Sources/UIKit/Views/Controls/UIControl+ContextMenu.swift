import Foundation

/// A control's own context menu (iOS 14): with `isContextMenuInteractionEnabled` the control
/// carries a `UIContextMenuInteraction` whose delegate is the control itself; subclasses give
/// the menu by overriding `contextMenuInteraction(_:configurationForMenuAtLocation:)`. The menu
/// attaches to the control, and the control sends `.menuActionTriggered` as it opens.
extension UIControl: UIContextMenuInteractionDelegate {
    /// Whether the control offers a context menu (false by default; a button with a `menu`
    /// turns it on).
    public var isContextMenuInteractionEnabled: Bool {
        get { contextMenuInteraction != nil }
        set {
            guard newValue != isContextMenuInteractionEnabled else { return }
            if newValue {
                let interaction = UIContextMenuInteraction(delegate: self)
                addInteraction(interaction)
                ownContextMenuInteraction = interaction
            } else if let interaction = ownContextMenuInteraction {
                removeInteraction(interaction)
                ownContextMenuInteraction = nil
            }
        }
    }

    /// The control's context-menu interaction, while it offers a menu.
    public var contextMenuInteraction: UIContextMenuInteraction? { ownContextMenuInteraction }

    /// Opens the control's menu now, as its primary action (a button's
    /// `showsMenuAsPrimaryAction`).
    func presentMenuAsPrimaryAction(from touch: UITouch) {
        guard let interaction = contextMenuInteraction, let window else { return }
        interaction.open(at: touch.location(in: self), byTouch: touch.type != .indirectPointer, in: window)
    }
}
