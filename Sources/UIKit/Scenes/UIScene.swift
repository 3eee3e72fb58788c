import Foundation

/// One instance of the app's interface, with a session that may outlive it (SCN-01).
///
/// UIKit creates scenes (never the app) and moves them through their activation states,
/// telling the delegate at each step: unattached → foreground inactive → foreground active
/// on launch (SCN-19), back through inactive to background and forward again (SCN-20), and
/// briefly inactive when the window loses the desktop's focus (SCN-21).
@preconcurrency @MainActor
open class UIScene: UIResponder {
    public enum ActivationState: Int, Sendable {
        case unattached = -1
        case foregroundActive = 0
        case foregroundInactive = 1
        case background = 2
    }

    /// Why the scene is connecting: the user activities that asked for it (SCN-09) — the
    /// one passed to `requestSceneSessionActivation(_:userActivity:options:errorHandler:)`
    /// or carried by a dragged item — and the URLs the desktop launched the app to open.
    /// Notifications, shortcut items, Handoff and CloudKit shares do not exist on the desktop;
    /// those options are absent.
    @preconcurrency @MainActor
    open class ConnectionOptions: NSObject {
        /// The activities to continue in the new scene (at most one in practice).
        public let userActivities: Set<NSUserActivity>
        /// The URLs to open: files opened with the app and links with its schemes, given
        /// when the app was launched (UIApplication+OpeningURLs.swift).
        public let urlContexts: Set<UIOpenURLContext>
        /// The app that asked to open the URLs; the desktop never says (nil).
        public var sourceApplication: String? { nil }
        /// The quick action the user chose in the dock's or launcher's menu for the app, when
        /// that launched it (UIApplication+Shortcuts.swift).
        public let shortcutItem: UIApplicationShortcutItem?

        init(userActivities: Set<NSUserActivity> = [], urlContexts: Set<UIOpenURLContext> = [], shortcutItem: UIApplicationShortcutItem? = nil) {
            self.userActivities = userActivities
            self.urlContexts = urlContexts
            self.shortcutItem = shortcutItem
            super.init()
        }
    }

    /// What the app tells the system about a scene activation it requests (SCN-11).
    @preconcurrency @MainActor
    open class ActivationRequestOptions: NSObject {
        /// The scene the request comes from: the new window takes its window's size (the
        /// window manager places it).
        open var requestingScene: UIScene?

        public override init() { super.init() }
    }

    public let session: UISceneSession
    /// The delegate, created by UIKit from the session's configuration. The scene keeps it.
    open var delegate: UISceneDelegate?
    open internal(set) var activationState: ActivationState = .unattached
    /// The window's title (the desktop shows it in the title bar).
    open var title: String! {
        didSet { titleDidChange() }
    }

    /// A second line for the window's title (as on Mac Catalyst).
    open var subtitle: String = "" {
        didSet { titleDidChange() }
    }

    /// Whether the scene has ever come to the foreground: its windows show from then on.
    var hasEnteredForeground = false
    /// Set when the app asked to destroy the scene's session, while its window leaves.
    var isBeingDestroyed = false
    /// Set while the scene is told it disconnects, so that it is disconnected once.
    var isDisconnecting = false

    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        self.session = session
        super.init()
    }

    /// The scene's place in the responder chain: after its windows, before the application.
    open override var next: UIResponder? { UIApplication.shared }

    func titleDidChange() {}

    // MARK: Notifications

    public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    public static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
    public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    public static let willEnterForegroundNotification = Notification.Name("UISceneWillEnterForegroundNotification")
    public static let didEnterBackgroundNotification = Notification.Name("UISceneDidEnterBackgroundNotification")
}
