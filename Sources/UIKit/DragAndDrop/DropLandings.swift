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
        /// What the preview turns into as it lands — a placeholder's cell in the look its
        /// provider gives — or nil: it keeps the dragged look.
        var look: (view: UIView, parameters: UIDragPreviewParameters)?
        let animator = DragAnimator()
    }

    private var landings: [ObjectIdentifier: Landing] = [:]

    func land(_ item: UIDragItem, at target: UIPreviewTarget, size: CGSize?,
              look: (view: UIView, parameters: UIDragPreviewParameters)? = nil) -> UIDragAnimating {
        let landing = Landing(target: target, size: size, look: look)
        landings[ObjectIdentifier(item)] = landing
        return landing.animator
    }

    func landing(of item: UIDragItem) -> Landing? { landings[ObjectIdentifier(item)] }

    /// Lands `item` at the centre of `frame` (a row, an item) of `container`, at its size.
    func land(_ item: UIDragItem, onto frame: CGRect, in container: UIView) -> UIDragAnimating {
        land(item, at: UIPreviewTarget(container: container, center: CGPoint(x: frame.midX, y: frame.midY)), size: nil)
    }

    /// Lands `item` on a placeholder's row at `frame` of `container`: the preview turns into
    /// the row's `cell`, shaped by `parameters(cell)` (the placeholder's provider) or by the
    /// cell's bounds — or, with no cell on screen, keeps its look.
    func land<Cell: UIView>(_ item: UIDragItem, onPlaceholder cell: Cell?, at frame: CGRect, in container: UIView,
                            parameters: ((Cell) -> UIDragPreviewParameters?)?) -> UIDragAnimating {
        guard let cell else { return land(item, onto: frame, in: container) }
        return land(item, at: UIPreviewTarget(container: container, center: CGPoint(x: frame.midX, y: frame.midY)), size: nil,
                    look: (cell, parameters?(cell) ?? UIDragPreviewParameters()))
    }

    /// Lands `item` into `rect` of `frame` (a row, an item) of `container`, shrinking into it.
    func land(_ item: UIDragItem, into rect: CGRect, of frame: CGRect, in container: UIView) -> UIDragAnimating {
        let area = rect.offsetBy(dx: frame.minX, dy: frame.minY)
        return land(item, at: UIPreviewTarget(container: container, center: CGPoint(x: area.midX, y: area.midY)), size: area.size)
    }

    /// The drop interaction's preview for `item`: the default one sent where the item lands —
    /// shrunk to fit the rect it lands into — or the look it lands as.
    func preview(for item: UIDragItem, default defaultPreview: UITargetedDragPreview) -> UITargetedDragPreview? {
        guard let landing = landing(of: item) else { return nil }
        if let look = landing.look {
            return UITargetedDragPreview(view: look.view, parameters: look.parameters, target: landing.target)
        }
        var target = landing.target
        let size = defaultPreview.size
        if let fit = landing.size, size.width > 0, size.height > 0 {
            let scale = min(fit.width / size.width, fit.height / size.height)
            target = UIPreviewTarget(container: target.container, center: target.center,
                                     transform: target.transform.scaledBy(x: scale, y: scale))
        }
        return UITargetedDragPreview(view: defaultPreview.view, parameters: defaultPreview.parameters, target: target)
    }

    /// Hands the animations and completions the delegate added for `item` to the drop's animator.
    func addLanding(of item: UIDragItem, to animator: UIDragAnimating) {
        guard let landing = landing(of: item) else { return }
        for animation in landing.animator.animations { animator.addAnimations(animation) }
        for completion in landing.animator.completions { animator.addCompletion(completion) }
    }
}
