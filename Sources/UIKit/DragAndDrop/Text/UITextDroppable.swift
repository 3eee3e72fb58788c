import Foundation

/// Whether a text view that cannot be edited takes a drop, as its drop delegate decides.
public enum UITextDropEditability: UInt, Sendable {
    /// It does not (the default).
    case no
    /// It takes this drop and stays uneditable.
    case temporary
    /// It takes the drop and is editable from then on.
    case yes
}

/// A text view that takes dropped text: `UITextView` and `UITextField`.
@preconcurrency @MainActor
public protocol UITextDroppable: UITextInput, UITextPasteConfigurationSupporting {
    /// Decides whether and how drops go in; nil: the standard text drop.
    var textDropDelegate: UITextDropDelegate? { get set }
    /// The interaction that takes drops; remove it from the view to stop text drops.
    var textDropInteraction: UIDropInteraction? { get }
    /// Whether a drop session is over the view.
    var isTextDropActive: Bool { get }
}
