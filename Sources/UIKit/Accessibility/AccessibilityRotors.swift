import Foundation
import SlatePlatform

/// A screen reader's side of custom rotors, for a host's reader (the headless one): which
/// rotors an element offers, and where a rotor goes from it.
///
/// As VoiceOver does, an element offers its own rotors and those of every container it is
/// in, the nearest first; a rotor's search gets the item the reader is on — the element, and
/// the range the same rotor last found there.
@MainActor
package enum AccessibilityRotors {
    /// What a rotor found, as a reader holds it: the node, and a range of its text in
    /// characters when the rotor finds places within text.
    package struct Found: Equatable {
        package let id: PlatformAccessibilityNode.ID
        package let range: Range<Int>?
    }

    /// The last item found, so that the next search starts from it (its range included).
    private static var lastResult: UIAccessibilityCustomRotorItemResult?

    /// The names of the rotors offered at node `id` of `window`'s tree (the window's own
    /// when `id` is nil), the nearest container's last.
    package static func names(at id: PlatformAccessibilityNode.ID?, in window: UIWindow) -> [String] {
        rotors(at: id, in: window).map(\.name)
    }

    /// Runs the rotor named `name` from node `id` (from nowhere when nil); nil when it finds
    /// nothing or no such rotor is offered there.
    package static func search(_ name: String, direction: UIAccessibilityCustomRotor.Direction,
                               from id: PlatformAccessibilityNode.ID?, in window: UIWindow) -> Found? {
        guard let rotor = rotors(at: id, in: window).first(where: { $0.name == name }) else { return nil }
        let current = id.flatMap { AccessibilityTreeSync.object(withID: $0, in: window) as? NSObject }
        let item: UIAccessibilityCustomRotorItemResult
        if let lastResult, let current, lastResult.targetElement === current {
            item = lastResult
        } else if let current {
            item = UIAccessibilityCustomRotorItemResult(targetElement: current, targetRange: nil)
        } else {
            item = UIAccessibilityCustomRotorItemResult(nothing: ())
        }
        guard let result = rotor.itemSearchBlock(UIAccessibilityCustomRotorSearchPredicate(currentItem: item, searchDirection: direction)),
              let target = result.targetElement as? UIResponder else { return nil }
        lastResult = result
        // The reader goes there: the tree must hold it.
        AccessibilityTreeSync.updateIfPending()
        guard let targetID = target.accessibilityAttributes?.nodeID,
              AccessibilityTreeSync.object(withID: targetID, in: window) === target else { return nil }
        let range = result.targetRange.flatMap { range in (target as? AccessibilityTextRanging)?.accessibilityReaderRange(of: range) }
        return Found(id: targetID, range: range)
    }

    /// The rotors at node `id`: the element's, then each container's up to the window.
    private static func rotors(at id: PlatformAccessibilityNode.ID?, in window: UIWindow) -> [UIAccessibilityCustomRotor] {
        var current: UIResponder? = id.flatMap { AccessibilityTreeSync.object(withID: $0, in: window) as? UIResponder } ?? window
        var rotors: [UIAccessibilityCustomRotor] = []
        while let responder = current {
            rotors += responder.accessibilityCustomRotors ?? []
            current = responder.accessibilityReaderContainer
        }
        return rotors
    }
}

/// Text whose ranges a reader counts in characters.
@MainActor
protocol AccessibilityTextRanging: AnyObject {
    func accessibilityReaderRange(of range: UITextRange) -> Range<Int>
}
