// A multiple-window app on a headless screen, for the test that quits it and relaunches it
// in a fresh process (Tests/UIKitTests/Scenes/SceneRestorationProcessTests.swift).
//
// Usage:
//   SceneRestorationProbe open STORE   — opens three windows on pages "alpha", "beta" and
//                                        "gamma", sets state in each, quits; prints nothing
//   SceneRestorationProbe report STORE — launches, and prints one line per window:
//                                        "<id> page=<page> note=<userInfo note> size=<w>x<h>
//                                        restored=<bool> asked=<configurationForConnecting calls>"
//   SceneRestorationProbe legacy-open STORE   — an app without scenes (LegacyRestorationApp.swift):
//                                        selects "b" in its list, shows detail "Item B", quits
//   SceneRestorationProbe legacy-report STORE — launches it, and prints its restoration events,
//                                        then "selection=<s> detail=<item>"
import Foundation
import UIKit
import UIKitTesting

final class ProbeAppDelegate: UIResponder, UIApplicationDelegate {
    nonisolated(unsafe) static var configurationRequests = 0

    static var sceneManifest: UIApplicationSceneManifest? {
        UIApplicationSceneManifest(supportsMultipleScenes: true, sceneConfigurations: [
            .init(name: "Page", delegateClass: ProbeSceneDelegate.self),
        ])
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        Self.configurationRequests += 1
        return UISceneConfiguration(name: "Page", sessionRole: connectingSceneSession.role)
    }
}

final class ProbeSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let source = session.stateRestorationActivity ?? connectionOptions.userActivities.first
        scene.userActivity = NSUserActivity(activityType: "org.slate.probe.page")
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = ProbePageController(page: source?.userInfo?["page"] as? String ?? "home")
        window.makeKeyAndVisible()
        self.window = window
    }

    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? { scene.userActivity }
}

final class ProbePageController: UIViewController {
    let page: String

    init(page: String) {
        self.page = page
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        userActivity = view.window?.windowScene?.userActivity
    }

    override func updateUserActivityState(_ activity: NSUserActivity) {
        activity.addUserInfoEntries(from: ["page": page])
    }
}

let arguments = CommandLine.arguments
guard arguments.count == 3, ["open", "report", "legacy-open", "legacy-report"].contains(arguments[1]) else {
    FileHandle.standardError.write(Data("usage: SceneRestorationProbe open|report|legacy-open|legacy-report STORE\n".utf8))
    exit(2)
}
let store = URL(fileURLWithPath: arguments[2], isDirectory: true)

if arguments[1].hasPrefix("legacy-") {
    MainActor.assumeIsolated {
        let screen = HeadlessScreen(size: CGSize(width: 1024, height: 768), scale: 1)
        screen.launchApplication(delegateClass: LegacyProbeAppDelegate.self, sessionStoreDirectory: store)
        screen.presentFrame()
        let split = UIApplication.shared.connectedScenes.compactMap { ($0 as? UIWindowScene)?.windows.first?.rootViewController }
            .first as! UISplitViewController
        let list = split.viewController(for: .primary) as! LegacyProbeListController
        if arguments[1] == "legacy-open" {
            list.selection = "b"
            split.showDetailViewController(LegacyProbeDetailController(item: "Item B"), sender: nil)
            screen.presentFrame()
            screen.quitApplication()
        } else {
            let detail = split.viewController(for: .secondary)?.navigationController?.topViewController as? LegacyProbeDetailController
            for event in LegacyProbeAppDelegate.events { print(event) }
            print("selection=\(list.selection) detail=\(detail?.item ?? "-")")
            screen.endApplication()
        }
    }
    exit(0)
}

MainActor.assumeIsolated {
    let screen = HeadlessScreen(size: CGSize(width: 1024, height: 768), scale: 1)
    let application = screen.launchApplication(delegateClass: ProbeAppDelegate.self, sessionStoreDirectory: store)
    screen.presentFrame()
    @MainActor func pageScenes() -> [(page: String, scene: UIWindowScene)] {
        application.connectedScenes.compactMap { scene in
            guard let windowScene = scene as? UIWindowScene,
                  let page = (windowScene.windows.first?.rootViewController as? ProbePageController)?.page else { return nil }
            return (page, windowScene)
        }.sorted { $0.page < $1.page }
    }

    if arguments[1] == "open" {
        // The launch window becomes "alpha"'s by closing it for one opened on alpha.
        let launchScene = application.connectedScenes.first!
        for (index, page) in ["alpha", "beta", "gamma"].enumerated() {
            let activity = NSUserActivity(activityType: "org.slate.probe.page")
            activity.userInfo = ["page": page]
            application.requestSceneSessionActivation(nil, userActivity: activity, options: nil)
            screen.presentFrame()
            let scene = pageScenes().first { $0.page == page }!.scene
            scene.session.userInfo = ["note": "note \(page)", "index": index]
            screen.dragWindowEdge(of: scene.windows[0], toSize: CGSize(width: 600 + 100 * index, height: 500))
        }
        application.requestSceneSessionDestruction(launchScene.session, options: nil)
        screen.advance(by: 0.5)
        screen.quitApplication()
    } else {
        for (page, scene) in pageScenes() {
            let size = scene.windows[0].bounds.size
            let note = scene.session.userInfo?["note"] as? String ?? "-"
            print("\(scene.session.persistentIdentifier) page=\(page) note=\(note) size=\(Int(size.width))x\(Int(size.height)) restored=\(scene.session.stateRestorationActivity != nil) asked=\(ProbeAppDelegate.configurationRequests)")
        }
        screen.endApplication()
    }
}
exit(0)
