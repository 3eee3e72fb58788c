import Foundation

/// Makes the menu's actions: given the actions the system suggests, returns the menu to show
/// (nil: none).
public typealias UIContextMenuActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?
/// Makes the view controller a touch-opened menu shows as its preview (nil: the view itself).
public typealias UIContextMenuContentPreviewProvider = @MainActor () -> UIViewController?

/// What a context menu shows: its actions and, opened by touch, its preview. The delegate makes
/// one each time the menu opens (`contextMenuInteraction(_:configurationForMenuAtLocation:)`).
@preconcurrency @MainActor
open class UIContextMenuConfiguration: NSObject {
    /// Names the configuration for the delegate's later messages (a fresh UUID string if none
    /// was given).
    public let identifier: any NSCopying
    let previewProvider: UIContextMenuContentPreviewProvider?
    let actionProvider: UIContextMenuActionProvider?

    public init(identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
                actionProvider: UIContextMenuActionProvider? = nil) {
        self.identifier = identifier ?? (UUID().uuidString as NSString)
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
        super.init()
    }
}
