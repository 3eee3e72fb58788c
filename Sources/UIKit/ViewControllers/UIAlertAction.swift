import Foundation

/// A button of an alert: a title, a style and what happens when it is tapped (ALERT-01).
@preconcurrency @MainActor
open class UIAlertAction: NSObject {
    public enum Style: Int, Sendable {
        case `default` = 0
        case cancel = 1
        case destructive = 2
    }

    public let title: String?
    public let style: Style
    let handler: ((UIAlertAction) -> Void)?

    /// A disabled action's button is dimmed and does not respond.
    open var isEnabled = true {
        didSet { if isEnabled != oldValue { alertController?.actionDidChange() } }
    }

    weak var alertController: UIAlertController?

    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
        super.init()
    }
}
