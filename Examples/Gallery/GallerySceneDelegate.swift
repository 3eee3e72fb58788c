import Foundation
import UIKit

/// One Gallery window: made in code, as every Slate app does (no storyboards, V-35), on the
/// page its saved state or the activity that opened it names.
///
/// The scene holds its state-restoration activity and the split view controller fills it
/// in with the page shown (the book's pattern, REST-05); UIKit saves it when the window goes
/// to the background, closes or the app quits, and hands it back at the next launch.
final class GallerySceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    /// The narrowest window the Gallery supports: an iPad's Slide Over width.
    static let minimumSize = CGSize(width: 320, height: 480)
    /// The activity of viewing a page; its `userInfo["page"]` names it.
    static let pageActivityType = "org.slate.gallery.viewing-page"

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let restored = session.stateRestorationActivity
        let requested = connectionOptions.userActivities.first { $0.activityType == Self.pageActivityType }
        let page = GalleryPage(activity: restored ?? requested) ?? .controls
        scene.userActivity = NSUserActivity(activityType: Self.pageActivityType)
        windowScene.title = "Slate Gallery"
        windowScene.sizeRestrictions?.minimumSize = Self.minimumSize
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = GallerySplitViewController(report: GalleryAppDelegate.report, page: page)
        window.makeKeyAndVisible()
        self.window = window
        GalleryAppDelegate.report("scene connected page \(page.title)\(restored != nil ? " restored" : "")")
        open(connectionOptions.urlContexts)
    }

    /// Files opened with the Gallery from the desktop while it runs.
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        open(URLContexts)
    }

    /// Each file opened with the Gallery (launched with it, or launched again while running)
    /// shows on the Files page, as one chosen in its document picker; links are reported.
    private func open(_ contexts: Set<UIOpenURLContext>) {
        guard let split = window?.rootViewController as? GallerySplitViewController else { return }
        for context in contexts.sorted(by: { $0.url.absoluteString < $1.url.absoluteString }) {
            guard context.url.isFileURL else {
                GalleryAppDelegate.report("opened link \(context.url.absoluteString)")
                continue
            }
            (split.show(.files).viewControllers.first as? FilesDemoViewController)?.showText(at: context.url)
        }
    }

    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        scene.userActivity
    }

    /// Another window asked to show a page here.
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        guard let page = GalleryPage(activity: userActivity) else { return }
        (window?.rootViewController as? GallerySplitViewController)?.show(page)
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        GalleryAppDelegate.report("scene active")
    }

    func sceneWillResignActive(_ scene: UIScene) {
        GalleryAppDelegate.report("scene inactive")
    }

    func sceneDidEnterBackground(_ scene: UIScene) {
        GalleryAppDelegate.report("scene background")
    }

    func sceneDidDisconnect(_ scene: UIScene) {
        GalleryAppDelegate.report("scene disconnected")
    }

    /// The GUI tests resize windows and wait for this line: the app has the new size.
    func windowScene(_ windowScene: UIWindowScene, didUpdate previousCoordinateSpace: UICoordinateSpace,
                     interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation,
                     traitCollection previousTraitCollection: UITraitCollection) {
        let size = windowScene.coordinateSpace.bounds.size
        guard size != previousCoordinateSpace.bounds.size else { return }
        GalleryAppDelegate.report("scene size \(Int(size.width))×\(Int(size.height))")
    }
}

extension GalleryPage {
    /// The page a viewing-page activity names.
    @MainActor
    init?(activity: NSUserActivity?) {
        guard let name = activity?.userInfo?["page"] as? String,
              let page = GalleryPage.allCases.first(where: { $0.identifier == name }) else { return nil }
        self = page
    }

    /// A name that stays when pages are reordered: what saved state refers to.
    var identifier: String { String(describing: self) }
}
