import Foundation

/// Where a table's or collection view's drop coordinator lands each item, and the
/// animations the delegate added for it.
@MainActor
final class DropLandings {
    @MainActor
    struct Landing {
        var target: UIPreviewTarget
        /// The size the preview shrinks to (nil: it keeps its size).
        var size: CGSize?
        let animator = DragAnimator()
    }

    private var landings: [ObjectIdentifier: Landing] = [:]

    func land(_ item: UIDragItem, at target: UIPreviewTarget, size: CGSize?) -> UIDragAnimating {
        let landing = Landing(target: target, size: size)
        landings[ObjectIdentifier(item)] = landing
        return landing.animator
    }

    func landing(of item: UIDragItem) -> Landing? { landings[ObjectIdentifier(item)] }

    /// Lands `item` at the centre of `frame` (a row, an item) of `container`, at its size.
    func land(_ item: UIDragItem, onto frame: CGRect, in container: UIView) -> UIDragAnimating {
        land(item, at: UIPreviewTarget(container: container, center: CGPoint(x: frame.midX, y: frame.midY)), size: nil)
    }

    /// Lands `item` into `rect` of `frame` (a row, an item) of `container`, shrinking into it.
    func land(_ item: UIDragItem, into rect: CGRect, of frame: CGRect, in container: UIView) -> UIDragAnimating {
        let area = rect.offsetBy(dx: frame.minX, dy: frame.minY)
        return land(item, at: UIPreviewTarget(container: container, center: CGPoint(x: area.midX, y: area.midY)), size: area.size)
    }

    /// The drop interaction's preview for `item`: the default one, sent where the item lands.
    func preview(for item: UIDragItem, default defaultPreview: UITargetedDragPreview) -> UITargetedDragPreview? {
        guard let landing = landing(of: item) else { return nil }
        return UITargetedDragPreview(view: defaultPreview.view, parameters: defaultPreview.parameters, target: landing.target)
    }

    /// Hands the animations and completions the delegate added for `item` to the drop's animator.
    func addLanding(of item: UIDragItem, to animator: UIDragAnimating) {
        guard let landing = landing(of: item) else { return }
        for animation in landing.animator.animations { animator.addAnimations(animation) }
        for completion in landing.animator.completions { animator.addCompletion(completion) }
    }
}
