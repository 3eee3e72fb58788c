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
}
