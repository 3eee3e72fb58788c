import Foundation

/// What a text view's drops ask and tell its delegate. Every method is optional.
@preconcurrency @MainActor
public protocol UITextDropDelegate: NSObjectProtocol {
    /// For a view that cannot be edited: whether it takes the drop (`.no` by default).
    func textDroppableView(_ textDroppableView: UIView & UITextDroppable, willBecomeEditableForDrop drop: UITextDropRequest) -> UITextDropEditability
    /// How the drop would go in, as the session moves; `drop.suggestedProposal` by default.
    func textDroppableView(_ textDroppableView: UIView & UITextDroppable, proposalForDrop drop: UITextDropRequest) -> UITextDropProposal
    /// The drop is about to go in (the delegate puts the text in itself when its proposal's
    /// `dropPerformer` is `.delegate`).
    func textDroppableView(_ textDroppableView: UIView & UITextDroppable, willPerformDrop drop: UITextDropRequest)
    /// How the dropped items land; `defaultPreview` by default, nil for none.
    func textDroppableView(_ textDroppableView: UIView & UITextDroppable,
                           previewForDroppingAllItemsWithDefault defaultPreview: UITargetedDragPreview) -> UITargetedDragPreview?
    func textDroppableView(_ textDroppableView: UIView & UITextDroppable, dropSessionDidEnter session: UIDropSession)
    func textDroppableView(_ textDroppableView: UIView & UITextDroppable, dropSessionDidUpdate session: UIDropSession)
    func textDroppableView(_ textDroppableView: UIView & UITextDroppable, dropSessionDidExit session: UIDropSession)
    func textDroppableView(_ textDroppableView: UIView & UITextDroppable, dropSessionDidEnd session: UIDropSession)
}

extension UITextDropDelegate {
    public func textDroppableView(_ textDroppableView: UIView & UITextDroppable,
                                  willBecomeEditableForDrop drop: UITextDropRequest) -> UITextDropEditability { .no }
    public func textDroppableView(_ textDroppableView: UIView & UITextDroppable, proposalForDrop drop: UITextDropRequest) -> UITextDropProposal {
        drop.suggestedProposal
    }
    public func textDroppableView(_ textDroppableView: UIView & UITextDroppable, willPerformDrop drop: UITextDropRequest) {}
    public func textDroppableView(_ textDroppableView: UIView & UITextDroppable,
                                  previewForDroppingAllItemsWithDefault defaultPreview: UITargetedDragPreview) -> UITargetedDragPreview? {
        defaultPreview
    }
    public func textDroppableView(_ textDroppableView: UIView & UITextDroppable, dropSessionDidEnter session: UIDropSession) {}
    public func textDroppableView(_ textDroppableView: UIView & UITextDroppable, dropSessionDidUpdate session: UIDropSession) {}
    public func textDroppableView(_ textDroppableView: UIView & UITextDroppable, dropSessionDidExit session: UIDropSession) {}
    public func textDroppableView(_ textDroppableView: UIView & UITextDroppable, dropSessionDidEnd session: UIDropSession) {}
}
