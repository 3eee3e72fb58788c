import Foundation

/// Where a rotor search starts and which way it goes.
@preconcurrency @MainActor
open class UIAccessibilityCustomRotorSearchPredicate: NSObject {
    /// The item the reader is on: the element it reads (and the range the rotor last found
    /// in it); an item with no element when the reader is nowhere yet.
    open var currentItem: UIAccessibilityCustomRotorItemResult
    open var searchDirection: UIAccessibilityCustomRotor.Direction

    init(currentItem: UIAccessibilityCustomRotorItemResult, searchDirection: UIAccessibilityCustomRotor.Direction) {
        self.currentItem = currentItem
        self.searchDirection = searchDirection
    }
}
