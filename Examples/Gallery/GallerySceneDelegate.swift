import Foundation
import UIKit

/// The Gallery's window: made in code, as every Slate app does (no storyboards, V-35).
final class GallerySceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    /// The narrowest window the Gallery supports: an iPad's Slide Over width.
    static let minimumSize = CGSize(width: 320, height: 480)

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        windowScene.title = "Slate Gallery"
        windowScene.sizeRestrictions?.minimumSize = Self.minimumSize
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = GallerySplitViewController(report: GalleryAppDelegate.report)
        window.makeKeyAndVisible()
        self.window = window
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        GalleryAppDelegate.report("scene active")
    }

    func sceneWillResignActive(_ scene: UIScene) {
        GalleryAppDelegate.report("scene inactive")
    }

    func sceneDidDisconnect(_ scene: UIScene) {
        GalleryAppDelegate.report("scene disconnected")
    }
}
