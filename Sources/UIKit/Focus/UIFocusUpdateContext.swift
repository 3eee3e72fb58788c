import Foundation

/// One move of focus: the item losing it, the item gaining it, and the way it went.
@MainActor
open class UIFocusUpdateContext: NSObject {
    open private(set) weak var previouslyFocusedItem: UIFocusItem?
    open private(set) weak var nextFocusedItem: UIFocusItem?
    open var previouslyFocusedView: UIView? { previouslyFocusedItem as? UIView }
    open var nextFocusedView: UIView? { nextFocusedItem as? UIView }
    /// Empty when focus moved at the app's request rather than by a key.
    open private(set) var focusHeading: UIFocusHeading

    init(previouslyFocusedItem: UIFocusItem?, nextFocusedItem: UIFocusItem?, focusHeading: UIFocusHeading) {
        self.previouslyFocusedItem = previouslyFocusedItem
        self.nextFocusedItem = nextFocusedItem
        self.focusHeading = focusHeading
        super.init()
    }
}
