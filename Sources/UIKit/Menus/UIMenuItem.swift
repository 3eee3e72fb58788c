import Foundation

/// A custom command in the edit menu (`UIMenuController`), after the standard edit commands.
///
/// The menu shows an item only while some responder in the first responder's chain can
/// perform its action (`canPerformAction(_:withSender:)`); choosing it sends the action up
/// that chain with the menu controller as sender. The action is a Slate `Selector`, a name
/// bound to the Swift method that performs it (docs/porting.md):
///
/// ```swift
/// extension Selector {
///     static let pin = Selector("pin:", NoteView.pin)
/// }
/// UIMenuController.shared.menuItems = [UIMenuItem(title: "Pin", action: .pin)]
/// ```
@preconcurrency @MainActor
open class UIMenuItem: NSObject {
    /// The item's title, as the menu shows it.
    open var title: String
    /// The action sent up the responder chain when the user chooses the item.
    open var action: Selector

    public init(title: String, action: Selector) {
        self.title = title
        self.action = action
        super.init()
    }
}
