import UIKit

/// A multiple-window app whose manifest declares its one configuration, so that saved
/// sessions reconnect without asking (SCN-08). Its scenes log as `LoggingSceneDelegate`'s do,
/// tagged with the page they show, and restore that page (REST-05).
final class MultiSceneAppDelegate: UIResponder, UIApplicationDelegate {
    static var sceneManifest: UIApplicationSceneManifest? {
        UIApplicationSceneManifest(supportsMultipleScenes: true, sceneConfigurations: [
            .init(name: "Page", delegateClass: PageSceneDelegate.self),
        ])
    }

    static var userActivityTypes: [String] { [pageActivityType] }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let activities = options.userActivities.map(\.activityType).sorted().joined(separator: ",")
        LaunchLog.log.add("app.configurationForConnecting activities=[\(activities)]")
        return UISceneConfiguration(name: "Page", sessionRole: connectingSceneSession.role)
    }

    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        LaunchLog.log.add("app.didDiscardSceneSessions \(sceneSessions.count)")
    }

    func applicationWillTerminate(_ application: UIApplication) { LaunchLog.log.add("app.applicationWillTerminate") }
}

/// A manifest-only app: no `configurationForConnecting`, so UIKit takes the manifest's.
final class ManifestOnlyAppDelegate: UIResponder, UIApplicationDelegate {
    static var sceneManifest: UIApplicationSceneManifest? {
        UIApplicationSceneManifest(supportsMultipleScenes: false, sceneConfigurations: [
            .init(name: "Only", delegateClass: PageSceneDelegate.self),
        ])
    }
}

/// The activity type of a page being viewed.
let pageActivityType = "org.slate.tests.viewing-page"

/// Shows one page, named by its state-restoration activity; the scene holds the activity
/// and the page controller fills it in (the book's pattern, REST-05).
final class PageSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var continued: [NSUserActivity] = []
    var restoredInteractionState: NSUserActivity?

    private func tag(_ scene: UIScene) -> String {
        ((scene as? UIWindowScene)?.windows.first?.rootViewController as? PageViewController)?.page ?? "?"
    }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let requested = connectionOptions.userActivities.first { $0.activityType == pageActivityType }
        let activity = session.stateRestorationActivity ?? requested ?? NSUserActivity(activityType: pageActivityType)
        let page = activity.userInfo?["page"] as? String ?? "home"
        scene.userActivity = activity
        windowScene.title = "Page \(page)"
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = PageViewController(page: page)
        window.makeKeyAndVisible()
        self.window = window
        LaunchLog.log.add("\(page).willConnectTo restored=\(session.stateRestorationActivity != nil) activities=\(connectionOptions.userActivities.count)")
    }

    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        LaunchLog.log.add("\(tag(scene)).stateRestorationActivity")
        return scene.userActivity
    }

    /// Activities UIKit brought up to date before saving them (`scene(_:didUpdate:)`).
    var updated: [NSUserActivity] = []

    func scene(_ scene: UIScene, didUpdate userActivity: NSUserActivity) {
        updated.append(userActivity)
    }

    func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity) {
        restoredInteractionState = stateRestorationActivity
        LaunchLog.log.add("\(tag(scene)).restoreInteractionState")
    }

    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        continued.append(userActivity)
        if let page = userActivity.userInfo?["page"] as? String {
            (window?.rootViewController as? PageViewController)?.page = page
        }
        LaunchLog.log.add("\(tag(scene)).continue \(userActivity.activityType)")
    }

    func sceneWillEnterForeground(_ scene: UIScene) { LaunchLog.log.add("\(tag(scene)).sceneWillEnterForeground") }
    func sceneDidBecomeActive(_ scene: UIScene) { LaunchLog.log.add("\(tag(scene)).sceneDidBecomeActive") }
    func sceneWillResignActive(_ scene: UIScene) { LaunchLog.log.add("\(tag(scene)).sceneWillResignActive") }
    func sceneDidEnterBackground(_ scene: UIScene) { LaunchLog.log.add("\(tag(scene)).sceneDidEnterBackground") }
    func sceneDidDisconnect(_ scene: UIScene) { LaunchLog.log.add("\(tag(scene)).sceneDidDisconnect") }
}

/// A page: it shares its scene's activity and adds its state when UIKit asks (REST-02, REST-05).
final class PageViewController: UIViewController {
    var page: String
    var draws = 0
    /// More state the page adds to its activity.
    var extraState: [AnyHashable: Any] = [:]

    init(page: String) {
        self.page = page
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func loadView() {
        let view = DrawCountingView()
        view.onDraw = { [weak self] in self?.draws += 1 }
        self.view = view
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        userActivity = view.window?.windowScene?.userActivity
    }

    override func updateUserActivityState(_ activity: NSUserActivity) {
        super.updateUserActivityState(activity)
        activity.addUserInfoEntries(from: ["page": page])
        activity.addUserInfoEntries(from: extraState)
    }
}

/// A view with its own drawing, counting each time it draws.
final class DrawCountingView: UIView {
    var onDraw: () -> Void = {}

    override func draw(_ rect: CGRect) {
        onDraw()
    }
}

/// Drags one item carrying a page activity (DND-21), recording how the drag ends.
final class ActivityDragSource: UIDragInteractionDelegate {
    var calls: [String] = []
    var activity: NSUserActivity

    init(activity: NSUserActivity) {
        self.activity = activity
    }

    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
        let provider = NSItemProvider()
        provider.registerObject(activity, visibility: .all)
        return [UIDragItem(itemProvider: provider)]
    }

    func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession, willEndWith operation: UIDropOperation) {
        calls.append("willEndWith \(operation)")
    }

    func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession, didEndWith operation: UIDropOperation) {
        calls.append("didEndWith \(operation)")
    }
}
