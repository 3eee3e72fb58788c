import Foundation

/// A drop over a text view, as its drop delegate sees it.
@preconcurrency @MainActor
public protocol UITextDropRequest: NSObjectProtocol {
    /// Where the text would go: the position nearest the drop.
    var dropPosition: UITextPosition { get }
    /// What the view would do: insert there, copying (moving text dragged from this view).
    var suggestedProposal: UITextDropProposal { get }
    /// Whether the drag began in this view.
    var isSameView: Bool { get }
    var dropSession: UIDropSession { get }
}

@MainActor
final class TextDropRequest: NSObject, UITextDropRequest {
    let dropPosition: UITextPosition
    let suggestedProposal: UITextDropProposal
    let isSameView: Bool
    let dropSession: UIDropSession

    init(offset: Int, isSameView: Bool, session: UIDropSession) {
        dropPosition = IndexedTextPosition(offset)
        suggestedProposal = UITextDropProposal(operation: isSameView ? .move : .copy)
        self.isSameView = isSameView
        dropSession = session
    }
}
