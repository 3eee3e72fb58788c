import Foundation

/// `UITextView` and `UITextField` as `UITextDraggable`, `UITextDroppable` and
/// `UITextPasteConfigurationSupporting`: the drag source and drop delegate they share
/// (`TextDragAndDrop`) hold the app's drag and drop delegates, their editor the paste delegate.
extension UITextView: UITextDraggable, UITextDroppable, UITextPasteConfigurationSupporting {
    public var pasteDelegate: UITextPasteDelegate? {
        get { editor.pasteDelegate }
        set { editor.pasteDelegate = newValue }
    }
    public var textDragDelegate: UITextDragDelegate? {
        get { textDragAndDrop.appDragDelegate }
        set { textDragAndDrop.appDragDelegate = newValue }
    }
    public var textDragInteraction: UIDragInteraction? { textDragAndDrop.source.interaction }
    public var isTextDragActive: Bool { textDragAndDrop.source.draggedRange != nil }
    public var textDragOptions: UITextDragOptions {
        get { textDragAndDrop.dragOptions }
        set { textDragAndDrop.dragOptions = newValue }
    }
    public var textDropDelegate: UITextDropDelegate? {
        get { textDragAndDrop.appDropDelegate }
        set { textDragAndDrop.appDropDelegate = newValue }
    }
    public var textDropInteraction: UIDropInteraction? { textDragAndDrop.dropInteraction }
    public var isTextDropActive: Bool { textDragAndDrop.dropDelegate.isActive }

    func becomeEditableForDrop() -> Bool {
        isEditable = true
        return true
    }
}

extension UITextField: UITextDraggable, UITextDroppable, UITextPasteConfigurationSupporting {
    public var pasteDelegate: UITextPasteDelegate? {
        get { editor.pasteDelegate }
        set { editor.pasteDelegate = newValue }
    }
    public var textDragDelegate: UITextDragDelegate? {
        get { textDragAndDrop.appDragDelegate }
        set { textDragAndDrop.appDragDelegate = newValue }
    }
    public var textDragInteraction: UIDragInteraction? { textDragAndDrop.source.interaction }
    public var isTextDragActive: Bool { textDragAndDrop.source.draggedRange != nil }
    public var textDragOptions: UITextDragOptions {
        get { textDragAndDrop.dragOptions }
        set { textDragAndDrop.dragOptions = newValue }
    }
    public var textDropDelegate: UITextDropDelegate? {
        get { textDragAndDrop.appDropDelegate }
        set { textDragAndDrop.appDropDelegate = newValue }
    }
    public var textDropInteraction: UIDropInteraction? { textDragAndDrop.dropInteraction }
    public var isTextDropActive: Bool { textDragAndDrop.dropDelegate.isActive }

    func becomeEditableForDrop() -> Bool { false }
}
