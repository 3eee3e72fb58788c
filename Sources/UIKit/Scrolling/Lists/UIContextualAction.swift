import Foundation

/// An action revealed by swiping a row (or by tapping its delete control in an editable list).
@preconcurrency @MainActor
open class UIContextualAction: NSObject {
    public enum Style: Int, Sendable {
        case normal
        /// Red; UIKit expects it to remove the row.
        case destructive
    }

    /// Runs when the action is chosen. Call the completion handler with whether it was
    /// performed; the row then closes.
    public typealias Handler = @MainActor (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    public let style: Style
    public let handler: Handler
    open var title: String?
    open var image: UIImage?
    /// Defaults to red for destructive actions and grey for normal ones.
    open var backgroundColor: UIColor!

    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        self.backgroundColor = style == .destructive ? .systemRed : .systemGray
        super.init()
    }
}

/// The actions a swipe reveals on one side of a row, the first outermost.
@preconcurrency @MainActor
open class UISwipeActionsConfiguration: NSObject {
    public let actions: [UIContextualAction]
    /// A swipe past most of the row's width performs the first action.
    open var performsFirstActionWithFullSwipe = true

    public init(actions: [UIContextualAction]) {
        self.actions = actions
        super.init()
    }
}
