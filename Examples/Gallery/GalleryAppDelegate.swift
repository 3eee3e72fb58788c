import Foundation
import UIKit

/// The Gallery's app delegate: one window scene, run by `GallerySceneDelegate`.
final class GalleryAppDelegate: UIResponder, UIApplicationDelegate {
    /// Where the Gallery reports what the user did: its event log (standard error, and the
    /// file `SLATE_GALLERY_LOG` names, for the GUI tests). The headless tour silences it.
    static var report: (String) -> Void = {
        let log = EventLog(path: ProcessInfo.processInfo.environment["SLATE_GALLERY_LOG"])
        return log.write
    }()

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        Self.report("launched")
        return true
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Gallery", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = GallerySceneDelegate.self
        return configuration
    }

    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        Self.report("discarded \(sceneSessions.count) session(s)")
    }

    func applicationWillTerminate(_ application: UIApplication) {
        Self.report("terminate")
    }
}
