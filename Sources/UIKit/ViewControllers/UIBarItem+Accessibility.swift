import Foundation

extension UIBarItem: UIAccessibilityIdentification {}

extension UIBarButtonItem {
    /// What a screen reader calls the item's button: the label the app set, its title, or
    /// what its system glyph means.
    var accessibilityName: String? {
        accessibilityLabel ?? title ?? systemItem.flatMap(Self.accessibilityName(of:))
    }

    /// What VoiceOver calls each system item's button.
    private static func accessibilityName(of item: SystemItem) -> String? {
        switch item {
        case .done: "Done"
        case .cancel: "Cancel"
        case .edit: "Edit"
        case .save: "Save"
        case .add: "Add"
        case .search: "Search"
        case .undo: "Undo"
        case .redo: "Redo"
        case .close: "Close"
        case .flexibleSpace, .fixedSpace: nil
        default:
            BarGlyph.fallbackTitle(for: item).isEmpty ? nil : BarGlyph.fallbackTitle(for: item)
        }
    }
}
