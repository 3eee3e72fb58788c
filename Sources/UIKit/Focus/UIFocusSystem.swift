import Foundation

/// The focus of one window: which item has it, and updates asked for.
///
/// Each window has one; `focusSystem(for:)` returns it (the object of the focus
/// notifications). `init?(for:)` — a factory in UIKit, which Swift cannot write — makes
/// another handle on the same system: it answers alike but is a different object.
@MainActor
public final class UIFocusSystem: NSObject {
    private weak var window: UIWindow?

    /// A handle on the system of the window that `environment` is in; nil when it is in none.
    public convenience init?(for environment: UIFocusEnvironment) {
        guard let window = FocusEngine.window(of: environment) else { return nil }
        self.init(window: window)
    }

    init(window: UIWindow) {
        self.window = window
        super.init()
    }

    /// The system of the window that `environment` is in; nil when it is in none.
    public static func focusSystem(for environment: UIFocusEnvironment) -> UIFocusSystem? {
        FocusEngine.window(of: environment)?.focusEngine.system
    }

    /// The focused item; a view that has left the window, been hidden or covered loses the
    /// focus when asked about.
    public var focusedItem: UIFocusItem? { window?.focusEngine.liveFocusedItem() }

    /// Asks for focus to move where `environment` prefers, at the end of the run-loop turn.
    /// Nothing happens unless the environment contains the focused item.
    public func requestFocusUpdate(to environment: UIFocusEnvironment) {
        window?.focusEngine.requestUpdate(to: environment)
    }

    /// Performs a pending update now.
    public func updateFocusIfNeeded() {
        window?.focusEngine.updateIfNeeded()
    }

    /// Whether `otherEnvironment` is `environment` or lies on a chain of parent focus
    /// environments that reaches it.
    public static func environment(_ environment: UIFocusEnvironment, contains otherEnvironment: UIFocusEnvironment) -> Bool {
        FocusEngine.environment(environment, contains: otherEnvironment)
    }

    /// Posted with the window's focus system as object after every move, with the context and
    /// the animation coordinator in its user info.
    nonisolated public static let didUpdateNotification = Notification.Name("UIFocusDidUpdateNotification")
    /// Posted when a key asked focus to move and it could not: nothing lay that way, or an
    /// environment refused. The user info holds the context of the refused move.
    nonisolated public static let movementDidFailNotification = Notification.Name("UIFocusMovementDidFailNotification")
    nonisolated public static let focusUpdateContextUserInfoKey = "UIFocusUpdateContextKey"
    nonisolated public static let animationCoordinatorUserInfoKey = "UIFocusUpdateAnimationCoordinatorKey"
}
