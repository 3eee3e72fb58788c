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

    /// The window menu's commands. They travel the responder chain like key commands: the
    /// split view controller of the window whose menu opened performs and validates the
    /// window commands, the Menus page the photo sorting (elsewhere it shows greyed).
    override func buildMenu(with builder: UIMenuBuilder) {
        super.buildMenu(with: builder)
        guard builder.system == .main else { return }
        builder.replaceChildren(ofMenu: .newScene) { _ in
            [UIKeyCommand(title: "New Window", action: .newGalleryWindow, input: "n", modifierFlags: .command)]
        }
        // F9 shows and hides the side pane in GNOME's applications.
        builder.insertChild(UIMenu(title: "", identifier: .gallerySidebar, options: .displayInline, children: [
            UIKeyCommand(title: "Hide Sidebar", action: .toggleGallerySidebar, input: UIKeyCommand.f9),
        ]), atStartOfMenu: .view)
        builder.insertChild(UIMenu(title: "Sort Photos By", identifier: .gallerySortPhotos, children: MenusDemoViewController.sortOrders.map {
            UICommand(title: $0, action: .sortGalleryPhotos, propertyList: $0)
        }), atEndOfMenu: .view)
        builder.insertChild(UIMenu(title: "", identifier: .galleryScreen, options: .displayInline, children: [
            UIKeyCommand(title: "Keep Screen On", action: .toggleKeepScreenOn, input: "k", modifierFlags: [.command, .shift]),
            UIKeyCommand(title: "Take Media Keys", action: .toggleMediaKeys, input: "m", modifierFlags: [.command, .shift]),
        ]), atEndOfMenu: .view)
        builder.insertSibling(UIMenu(title: "Go", identifier: .galleryGo, children: GalleryPage.allCases.map { page in
            let digit = page.rawValue + 1
            return digit <= 9
                ? UIKeyCommand(title: page.title, action: .showGalleryPage, input: "\(digit)", modifierFlags: .command, propertyList: page.identifier)
                : UICommand(title: page.title, action: .showGalleryPage, propertyList: page.identifier)
        }), afterMenu: .view)
    }

    func applicationWillTerminate(_ application: UIApplication) {
        Self.report("terminate")
    }

    /// View ▸ Keep Screen On (Ctrl+Shift+K): the desktop does not dim or lock the screen while
    /// a Gallery window is open, as a slideshow or a presenter would ask.
    func toggleKeepScreenOn(_ sender: Any?) {
        let application = UIApplication.shared
        application.isIdleTimerDisabled.toggle()
        Self.report("keep screen on \(application.isIdleTimerDisabled)")
    }

    /// View ▸ Take Media Keys (Ctrl+Shift+M): the Gallery becomes a media player the desktop
    /// knows (its media keys and media controls; MPRIS under GTK), and logs the commands that
    /// reach it, as an audio app would play and pause.
    func toggleMediaKeys(_ sender: Any?) {
        Self.takesMediaKeys.toggle()
        if Self.takesMediaKeys {
            UIApplication.shared.beginReceivingRemoteControlEvents()
        } else {
            UIApplication.shared.endReceivingRemoteControlEvents()
        }
        Self.report("media keys \(Self.takesMediaKeys)")
    }

    static var takesMediaKeys = false

    /// The end of the responder chain: a media command no view took.
    override func remoteControlReceived(with event: UIEvent?) {
        guard let event, event.type == .remoteControl else { return }
        Self.report("remote control \(event.subtype)")
    }

    override func validate(_ command: UICommand) {
        switch command.action {
        case .toggleKeepScreenOn: command.state = UIApplication.shared.isIdleTimerDisabled ? .on : .off
        case .toggleMediaKeys: command.state = Self.takesMediaKeys ? .on : .off
        default: super.validate(command)
        }
    }
}

extension Selector {
    static let toggleKeepScreenOn = Selector("toggleKeepScreenOn:", GalleryAppDelegate.toggleKeepScreenOn)
    static let toggleMediaKeys = Selector("toggleMediaKeys:", GalleryAppDelegate.toggleMediaKeys)
}

extension UIMenu.Identifier {
    static let gallerySidebar = UIMenu.Identifier("org.slate.gallery.sidebar")
    static let gallerySortPhotos = UIMenu.Identifier("org.slate.gallery.sort-photos")
    static let galleryGo = UIMenu.Identifier("org.slate.gallery.go")
    static let galleryScreen = UIMenu.Identifier("org.slate.gallery.screen")
}
