import Foundation

/// What a text view's drag asks and tells its delegate. Every method is optional.
@preconcurrency @MainActor
public protocol UITextDragDelegate: NSObjectProtocol {
    /// The items to drag; `dragRequest.suggestedItems` (the selected text as a string) by
    /// default. An empty array: no drag.
    func textDraggableView(_ textDraggableView: UIView & UITextDraggable, itemsForDrag dragRequest: UITextDragRequest) -> [UIDragItem]
    /// The lifted look of an item; nil: the text itself, in the view's font.
    func textDraggableView(_ textDraggableView: UIView & UITextDraggable, dragPreviewForLiftingItem item: UIDragItem,
                           session: UIDragSession) -> UITargetedDragPreview?
    func textDraggableView(_ textDraggableView: UIView & UITextDraggable, willAnimateLiftWith animator: UIDragAnimating,
                           session: UIDragSession)
    func textDraggableView(_ textDraggableView: UIView & UITextDraggable, dragSessionWillBegin session: UIDragSession)
    func textDraggableView(_ textDraggableView: UIView & UITextDraggable, dragSessionDidEnd session: UIDragSession,
                           with operation: UIDropOperation)
}

extension UITextDragDelegate {
    public func textDraggableView(_ textDraggableView: UIView & UITextDraggable, itemsForDrag dragRequest: UITextDragRequest) -> [UIDragItem] {
        dragRequest.suggestedItems
    }
    public func textDraggableView(_ textDraggableView: UIView & UITextDraggable, dragPreviewForLiftingItem item: UIDragItem,
                                  session: UIDragSession) -> UITargetedDragPreview? { nil }
    public func textDraggableView(_ textDraggableView: UIView & UITextDraggable, willAnimateLiftWith animator: UIDragAnimating,
                                  session: UIDragSession) {}
    public func textDraggableView(_ textDraggableView: UIView & UITextDraggable, dragSessionWillBegin session: UIDragSession) {}
    public func textDraggableView(_ textDraggableView: UIView & UITextDraggable, dragSessionDidEnd session: UIDragSession,
                                  with operation: UIDropOperation) {}
}
