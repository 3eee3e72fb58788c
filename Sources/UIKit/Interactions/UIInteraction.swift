import Foundation

/// A behavior attached to a view with `UIView.addInteraction(_:)`: pointer effects, and later
/// drag and drop. The view keeps its interactions alive; an interaction refers back weakly.
@preconcurrency @MainActor
public protocol UIInteraction: AnyObject {
    /// The view the interaction is attached to.
    var view: UIView? { get }
    /// The interaction is about to move to `view` (nil when it is removed).
    func willMove(to view: UIView?)
    /// The interaction moved to `view` (nil when it was removed).
    func didMove(to view: UIView?)
}
