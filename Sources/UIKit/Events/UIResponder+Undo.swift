import Foundation

/// Undo along the responder chain: `undoManager` is the nearest one up the chain (a window
/// keeps one), and the Edit menu's Undo and Redo (Ctrl+Z, Ctrl+Shift+Z) go to the first
/// responder that has something to undo or redo.
extension UIResponder {
    /// Undoes the last group of the responder's undo manager (the Edit menu's Undo).
    func undoLastChange(_ sender: Any?) {
        undoManager?.undo()
    }

    /// Redoes the last group undone (the Edit menu's Redo).
    func redoLastChange(_ sender: Any?) {
        undoManager?.redo()
    }
}

extension Selector {
    @MainActor static let undo = Selector("undo:", UIResponder.undoLastChange)
    @MainActor static let redo = Selector("redo:", UIResponder.redoLastChange)
}
