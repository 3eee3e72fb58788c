import Foundation

/// Decides the regions and styles of a pointer interaction (spec PTR-01, PTR-03).
@preconcurrency @MainActor
public protocol UIPointerInteractionDelegate: AnyObject {
    /// The region at `request.location`, or nil for none (the default pointer, no effect).
    /// By default, `defaultRegion`: the whole view.
    func pointerInteraction(_ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
                            defaultRegion: UIPointerRegion) -> UIPointerRegion?
    /// The style in `region`; nil for the default pointer. By default, an automatic effect
    /// on the interaction's view.
    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle?
    /// The pointer enters `region`; add animations to run with the effect's.
    func pointerInteraction(_ interaction: UIPointerInteraction, willEnter region: UIPointerRegion,
                            animator: UIPointerInteractionAnimating)
    /// The pointer leaves `region`; add animations to run with the effect's removal.
    func pointerInteraction(_ interaction: UIPointerInteraction, willExit region: UIPointerRegion,
                            animator: UIPointerInteractionAnimating)
}

extension UIPointerInteractionDelegate {
    public func pointerInteraction(_ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
                                   defaultRegion: UIPointerRegion) -> UIPointerRegion? {
        defaultRegion
    }

    public func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
        interaction.view.map { UIPointerStyle(effect: .automatic(UITargetedPreview(view: $0))) }
    }

    public func pointerInteraction(_ interaction: UIPointerInteraction, willEnter region: UIPointerRegion,
                                   animator: UIPointerInteractionAnimating) {}

    public func pointerInteraction(_ interaction: UIPointerInteraction, willExit region: UIPointerRegion,
                                   animator: UIPointerInteractionAnimating) {}
}
