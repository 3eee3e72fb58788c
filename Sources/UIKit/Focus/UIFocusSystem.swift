import Foundation

/// The focus of one window: which item has it, and updates asked for.
///
/// UIKit hands out one object per focus system; Slate's `init?(for:)` makes a handle on the
/// window's, so two handles for the same window are different objects that answer alike
/// (compare `focusedItem`, not the handles).
@MainActor
public final class UIFocusSystem: NSObject {
    private weak var window: UIWindow?

    /// The system of the window that `environment` is in; nil when it is in none.
    public init?(for environment: UIFocusEnvironment) {
        guard let window = FocusEngine.window(of: environment) else { return nil }
        self.window = window
        super.init()
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
