import Foundation

/// The drop destination's delegate. Nothing is required, but nothing is dropped unless
/// `dropInteraction(_:sessionDidUpdate:)` proposes `.copy` or `.move` (DND-12, DND-13).
@preconcurrency @MainActor
public protocol UIDropInteractionDelegate: AnyObject {
    /// Whether the view takes this session at all (asked once as the drag enters).
    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: UIDropSession)
    /// Asked again and again as the drag moves over the view.
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: UIDropSession)
    /// The drop: request the data here (DND-15).
    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession)
    /// Where a dropped item's preview lands; nil: it fades where it is.
    func dropInteraction(_ interaction: UIDropInteraction, previewForDropping item: UIDragItem,
                         withDefault defaultPreview: UITargetedDragPreview) -> UITargetedDragPreview?
    func dropInteraction(_ interaction: UIDropInteraction, item: UIDragItem, willAnimateDropWith animator: UIDragAnimating)
    /// Every visible part of the drop has finished (DND-16).
    func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: UIDropSession)
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: UIDropSession)
}

extension UIDropInteractionDelegate {
    public func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool { true }
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: UIDropSession) {}
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal {
        UIDropProposal(operation: .cancel)
    }
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: UIDropSession) {}
    public func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {}
    public func dropInteraction(_ interaction: UIDropInteraction, previewForDropping item: UIDragItem,
                                withDefault defaultPreview: UITargetedDragPreview) -> UITargetedDragPreview? { nil }
    public func dropInteraction(_ interaction: UIDropInteraction, item: UIDragItem, willAnimateDropWith animator: UIDragAnimating) {}
    public func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: UIDropSession) {}
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: UIDropSession) {}
}
