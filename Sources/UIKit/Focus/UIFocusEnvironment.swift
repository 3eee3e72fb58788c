import Foundation

/// An object that takes part in focus: views, view controllers, windows and focus guides.
///
/// Environments form a chain through `parentFocusEnvironment` (a view's is its controller when
/// it is a controller's root view, else its superview; a controller's is its view's superview).
/// Every environment on the chains of the item losing focus and of the item gaining it is
/// asked `shouldUpdateFocus(in:)` before a move, and told `didUpdateFocus(in:with:)` after.
@preconcurrency @MainActor
public protocol UIFocusEnvironment: NSObjectProtocol {
    /// Where focus should go when this environment asks for an update, first choice first.
    var preferredFocusEnvironments: [UIFocusEnvironment] { get }
    var parentFocusEnvironment: UIFocusEnvironment? { get }
    /// The container whose coordinate space this environment's items' frames are in.
    var focusItemContainer: UIFocusItemContainer? { get }
    /// Asks for focus to be put where this environment prefers, at the end of the run-loop
    /// turn; ignored unless the environment contains the focused item.
    func setNeedsFocusUpdate()
    /// Performs a pending update that this environment asked for, now.
    func updateFocusIfNeeded()
    /// Return false to refuse the move described by `context`.
    func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool
    /// Focus moved; `coordinator` runs animations with the move.
    func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator)
    /// Items sharing an identifier are one stop for Tab; the arrow keys move among them.
    var focusGroupIdentifier: String? { get }
}

extension UIFocusEnvironment {
    public var focusGroupIdentifier: String? { nil }
}
