import Foundation
import UIKit

/// The app delegate: one scene, configured in code (no Info.plist scene manifest on Linux).
final class ContactsAppDelegate: UIResponder, UIApplicationDelegate {
    /// Where the app reports what happened, for the GUI tests: `SLATE_CONTACTS_LOG` names a file.
    nonisolated(unsafe) static var report: (String) -> Void = {
        let log = ProcessInfo.processInfo.environment["SLATE_CONTACTS_LOG"].map { path -> FileHandle? in
            FileManager.default.createFile(atPath: path, contents: nil)
            return FileHandle(forWritingAtPath: path)
        } ?? nil
        return { line in log?.write(Data((line + "\n").utf8)) }
    }()

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Default", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = ContactsSceneDelegate.self
        return configuration
    }
}

final class ContactsSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        windowScene.title = "Contacts"
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UINavigationController(rootViewController: ContactsViewController(style: .insetGrouped))
        window.makeKeyAndVisible()
        self.window = window
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        ContactsAppDelegate.report("ready")
    }
}
