import Foundation

/// How a text view draws the text it lifts.
public struct UITextDragOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The lifted text in the default text colour, not its own colours.
    public static let stripTextColorFromPreviews = UITextDragOptions(rawValue: 1 << 0)
}

/// A text view whose selected text can be dragged: `UITextView` and `UITextField`.
@preconcurrency @MainActor
public protocol UITextDraggable: UITextInput {
    /// Customizes the items, the preview and hears the session; nil: the standard text drag.
    var textDragDelegate: UITextDragDelegate? { get set }
    /// The interaction that lifts the text; set its `isEnabled` to false to stop text drags.
    var textDragInteraction: UIDragInteraction? { get }
    /// Whether text from this view is being dragged.
    var isTextDragActive: Bool { get }
    var textDragOptions: UITextDragOptions { get set }
}
