import Foundation
import UIKit

/// The Gallery's app delegate: any number of windows, each a scene run by
/// `GallerySceneDelegate`, restored at the next launch as they were left.
final class GalleryAppDelegate: UIResponder, UIApplicationDelegate {
    /// Where the Gallery reports what the user did: its event log (standard error, and the
    /// file `SLATE_GALLERY_LOG` names, for the GUI tests). The headless tour silences it.
    static var report: (String) -> Void = {
        let log = EventLog(path: ProcessInfo.processInfo.environment["SLATE_GALLERY_LOG"])
        return log.write
    }()

    /// Info.plist's scene manifest, in code: several windows, one kind of scene.
    static var sceneManifest: UIApplicationSceneManifest? {
        UIApplicationSceneManifest(supportsMultipleScenes: true, sceneConfigurations: [
            .init(name: "Gallery", delegateClass: GallerySceneDelegate.self),
        ])
    }

    /// Info.plist's `NSUserActivityTypes`: a page dragged out of a window opens a new one.
    static var userActivityTypes: [String] { [GallerySceneDelegate.pageActivityType] }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        Self.report("launched")
        return true
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        UISceneConfiguration(name: "Gallery", sessionRole: connectingSceneSession.role)
    }

    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        Self.report("discarded \(sceneSessions.count) session(s)")
    }

    func applicationWillTerminate(_ application: UIApplication) {
        Self.report("terminate")
    }
}
