import Foundation

/// A button a swipe reveals on a row, as iOS 8 to 10 apps made them: deprecated in iOS 13 for
/// `UIContextualAction` and `UISwipeActionsConfiguration`, and still shown by iOS 14 when the
/// delegate's `tableView(_:editActionsForRowAt:)` returns some and
/// `tableView(_:trailingSwipeActionsConfigurationForRowAt:)` gives no configuration.
@available(iOS, introduced: 8.0, deprecated: 13.0, message: "Use UIContextualAction and related APIs instead.")
@preconcurrency @MainActor
open class UITableViewRowAction: NSObject {
    public enum Style: Int, Sendable {
        /// Red, as a deletion (`destructive` is the same style).
        case `default` = 0
        /// Grey.
        case normal = 1

        /// The same as `.default`.
        public static let destructive = Style.default
    }

    open private(set) var style: Style
    open var title: String?
    /// Red for `.default` and grey for `.normal` unless set.
    open var backgroundColor: UIColor?
    let handler: @MainActor (UITableViewRowAction, IndexPath) -> Void

    public init(style: Style, title: String?, handler: @escaping @MainActor (UITableViewRowAction, IndexPath) -> Void) {
        self.style = style
        self.title = title
        self.handler = handler
        super.init()
    }
}
