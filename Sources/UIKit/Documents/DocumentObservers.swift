import Foundation

/// The notification observers a `UIDocument` registers — the app's lifecycle (autosave when
/// it leaves the foreground) and its undo manager's changes — removed when the document goes.
/// Kept outside the main-actor document so that its deinit can remove them.
final class DocumentObservers: @unchecked Sendable {
    private var lifecycle: [NSObjectProtocol] = []
    private var undo: [NSObjectProtocol] = []

    func addLifecycle(_ token: NSObjectProtocol) { lifecycle.append(token) }

    /// Replaces the undo manager's observers.
    func replaceUndo(with tokens: [NSObjectProtocol]) {
        for token in undo { NotificationCenter.default.removeObserver(token) }
        undo = tokens
    }

    deinit {
        for token in lifecycle + undo { NotificationCenter.default.removeObserver(token) }
    }
}
