import Foundation

/// Animations the delegate adds to a context menu's appearing or ending.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionAnimating: AnyObject {
    /// The view controller the menu shows as its preview, if its configuration made one.
    var previewViewController: UIViewController? { get }
    func addAnimations(_ animations: @escaping () -> Void)
    func addCompletion(_ completion: @escaping () -> Void)
}

/// How the preview leaves when the user taps it (committing the preview).
public enum UIContextMenuInteractionCommitStyle: Int, Sendable {
    /// The menu dismisses as usual.
    case dismiss
    /// The preview grows as it goes, as if opening.
    case pop
}

/// Animations for committing a menu's preview (`willPerformPreviewActionForMenuWith`).
@preconcurrency @MainActor
public protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating {
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle { get set }
}

/// The animator handed to the delegate: it keeps what the delegate adds and runs it with the
/// menu's own animation.
@MainActor
final class ContextMenuAnimator: UIContextMenuInteractionCommitAnimating {
    let previewViewController: UIViewController?
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle = .pop
    private(set) var animations: [() -> Void] = []
    private(set) var completions: [() -> Void] = []

    init(previewViewController: UIViewController?) {
        self.previewViewController = previewViewController
    }

    func addAnimations(_ animations: @escaping () -> Void) { self.animations.append(animations) }
    func addCompletion(_ completion: @escaping () -> Void) { completions.append(completion) }

    func runAnimations() { for animation in animations { animation() } }
    func finish() { for completion in completions { completion() } }
}
