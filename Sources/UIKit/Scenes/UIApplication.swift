import Foundation

/// The app: the top of the responder chain, the owner of the app's scenes, and the place
/// events enter UIKit.
///
/// Hosts hand input to the shared application (`sendEvent(_:)`), which gives it to the window
/// it belongs to. Nil-targeted actions (`sendAction(_:to:from:for:)`) travel from the first
/// responder up the chain to the application and then its delegate (spec RSP-03, RSP-05).
/// `UIApplicationMain` creates the application, its delegate and its first scene (V-34).
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    private static var sharedInstance: UIApplication?

    /// The app's application object (created on first use, or by `UIApplicationMain`).
    open class var shared: UIApplication {
        if let sharedInstance { return sharedInstance }
        let application = UIApplication()
        sharedInstance = application
        return application
    }

    /// `UIApplicationMain` creates a subclass named as the principal class this way.
    public required override init() {
        super.init()
    }

    static func install(_ application: UIApplication) {
        sharedInstance = application
    }

    package static var sharedInstanceIfCreated: UIApplication? { sharedInstance }

    /// The app delegate. When it is a responder it is the last link of the responder chain.
    open weak var delegate: UIApplicationDelegate?
    /// The delegate `UIApplicationMain` created, kept alive for the app's life.
    var launchedDelegate: UIApplicationDelegate?

    open override var next: UIResponder? { delegate as? UIResponder }

    // MARK: Scenes (SCN-04, SCN-18)

    public enum State: Int, Sendable {
        case active, inactive, background
    }

    /// The scenes currently connected to their sessions.
    open internal(set) var connectedScenes: Set<UIScene> = []
    /// Every session, connected or not.
    open internal(set) var openSessions: Set<UISceneSession> = []
    /// The highest state among the app's scenes: active if any scene is, background when
    /// every scene is (or there is none).
    open internal(set) var applicationState: State = .background
    /// Whether the app has a scene manifest (see `UIApplicationDelegate`); false until a
    /// scene-based launch.
    var isSceneBased = false
    /// Set once `UIApplicationMain` (or a test launch) has run the launch sequence.
    var hasLaunched = false
    /// Whether any scene has been in the foreground: the first foregrounding is the launch,
    /// which is not "entering the foreground" for the app (SCN-19).
    var hasBeenInForeground = false

    /// The app's dynamic quick actions, which it sets while it runs (copies are kept, as UIKit
    /// keeps them) and finds again at its next launch. A launch from the desktop naming one's
    /// type performs it, as a static item's; the desktop's own menu for the app (its desktop
    /// entry's actions) lists only the static items (UIApplication+Shortcuts.swift, docs/porting.md).
    open var shortcutItems: [UIApplicationShortcutItem]? {
        get { storedShortcutItems }
        set { setShortcutItems(newValue) }
    }

    /// Whether the app may show several windows at once: its scene manifest says so (SCN-05).
    open var supportsMultipleScenes: Bool { sceneManifest?.supportsMultipleScenes ?? false }

    /// The app delegate's `sceneManifest`, read at launch.
    var sceneManifest: UIApplicationSceneManifest?
    /// The window made from the delegate's main storyboard (an app without scenes).
    var mainStoryboardWindow: UIWindow?
    /// Whether any scene has connected since launch (the first decides `isSceneBased`).
    var hasConnectedAScene = false
    /// Set once `applicationWillTerminate` has been sent.
    var isTerminating = false
    /// Where the app's sessions are kept between launches; nil keeps them in memory only.
    var sessionStore: SceneSessionStore?
    /// True while sessions change in a batch (the launch) saved once at its end.
    var isPersistenceSuspended = false
    /// The sessions that had windows when the app quit: saved as open.
    var sessionsOpenAtQuit: Set<ObjectIdentifier> = []
    /// The last number given by `nextSessionOrder()`.
    var sessionOrderCounter = 0
    /// Presentations a restored controller decoded, made once the restored interface shows.
    /// Background tasks open, by identifier; the last number given.
    var backgroundTasks: [UIBackgroundTaskIdentifier: BackgroundTask] = [:]
    var lastBackgroundTaskNumber = 0
    /// When an app that is ending, waiting for its open tasks, ends regardless.
    var terminationDeadline: TimeInterval?
    /// The app's time for its tasks ran out: no more may begin.
    var backgroundTimeExpired = false
    /// `isIdleTimerDisabled`'s value.
    var idleTimerDisabled = false
    /// The URLs the app was launched to open, until its first scene connects.
    var launchURLContexts: [UIOpenURLContext] = []
    /// The quick action the app was launched to perform, until its first scene connects.
    var launchShortcutItem: UIApplicationShortcutItem?
    /// `shortcutItems`' value.
    var storedShortcutItems: [UIApplicationShortcutItem]?
    var restoredPresentations: [(presenting: UIViewController, presented: UIViewController)] = []
    /// Custom objects registered for view-controller state restoration.
    var restorableObjects = RestorableObjectRegistry()
    /// `extendStateRestoration()` calls not yet matched by `completeStateRestoration()`.
    var stateRestorationExtensions = 0
    /// True while a saved archive is being restored at launch.
    var isRestoringState = false
    /// The archive just restored, put back on disk once restoring has completed.
    var restoredArchiveAwaitingCompletion: StoredRestorationArchive?

    // MARK: Events and actions

    /// Delivers an event to its window (touches, presses, hover, scroll and transform events).
    open func sendEvent(_ event: UIEvent) {
        event.deliverThroughWindows()
    }

    /// Sends `action` to `target`, or, when `target` is nil, to the first object along the
    /// responder chain — from the first responder of the key window (or `sender`'s chain when it
    /// is a responder) — that can perform it. Returns whether some object performed it.
    @discardableResult
    open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        let start: UIResponder? = UIWindow.keyWindow?.firstResponder ?? (sender as? UIResponder) ?? UIWindow.keyWindow
        return sendAction(action, to: target, from: sender, chainStart: start)
    }

    /// Sends `action` to `target`, or with no target up the responder chain from `chainStart`
    /// (senders that are not responders, such as bar button items, say where their chain starts).
    func sendAction(_ action: Selector, to target: Any?, from sender: Any?, chainStart: UIResponder?) -> Bool {
        if let target = target as AnyObject? {
            return action.perform(on: target, sender: sender)
        }
        guard let handler = chainStart?.target(forAction: action, withSender: sender) else { return false }
        return action.perform(on: handler as AnyObject, sender: sender)
    }

    /// The app's default orientations for `window`'s view controllers: Info.plist's
    /// `UISupportedInterfaceOrientations~ipad` (then `UISupportedInterfaceOrientations`),
    /// else every orientation, as on an iPad. UIKit asks this only when the app delegate does
    /// not implement `application(_:supportedInterfaceOrientationsFor:)`; a desktop window
    /// never rotates, so Slate itself never asks (docs/porting.md).
    open func supportedInterfaceOrientations(for window: UIWindow?) -> UIInterfaceOrientationMask {
        Self.infoPlistInterfaceOrientations
    }

    // MARK: Notifications

    public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    /// Posted when the time of day changes significantly: a new day (local midnight), a
    /// daylight-saving change, a new time zone.
    public static let significantTimeChangeNotification = Notification.Name("UIApplicationSignificantTimeChangeNotification")
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
}
