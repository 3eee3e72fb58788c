import Foundation
import UIKit

/// The Gallery's app delegate: one window scene, run by `GallerySceneDelegate`.
final class GalleryAppDelegate: UIResponder, UIApplicationDelegate {
    /// What the user did, for people and the GUI tests (`SLATE_GALLERY_LOG`).
    static let log = EventLog(path: ProcessInfo.processInfo.environment["SLATE_GALLERY_LOG"])

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        Self.log.write("launched")
        return true
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Gallery", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = GallerySceneDelegate.self
        return configuration
    }

    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        Self.log.write("discarded \(sceneSessions.count) session(s)")
    }

    func applicationWillTerminate(_ application: UIApplication) {
        Self.log.write("terminate")
    }
}
