import Foundation
import UniformTypeIdentifiers

/// The app delegate: told about the app's launch, its scenes and its end.
///
/// UIKit creates the app delegate itself (`UIApplicationMain`, or `@main` on the delegate
/// class), so the protocol requires `init()`: mark the class `final` (or give it a
/// `required init()`). Swift on Linux has no Objective-C runtime to call an initializer by
/// class name otherwise (docs/porting.md).
///
/// Implement `application(_:configurationForConnecting:options:)` to make the app
/// scene-based: it stands in for Info.plist's scene manifest. Without it the app runs the
/// pre-scene way — windows made visible in `application(_:didFinishLaunchingWithOptions:)`
/// join one implicit scene, and the app-delegate activation callbacks are sent (SCN-23).
@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {
    init()

    /// The app's scene manifest — Info.plist's `UIApplicationSceneManifest`, declared in
    /// code. Nil (the default) leaves the scene choice to
    /// `application(_:configurationForConnecting:options:)` and allows one scene.
    static var sceneManifest: UIApplicationSceneManifest? { get }

    /// Info.plist's `NSUserActivityTypes`, in code: the activity types the app handles. A
    /// dragged item's activity opens a new window only if its type is listed (DND-21).
    static var userActivityTypes: [String] { get }
    /// Info.plist's `UIMainStoryboardFile` for an app without scenes: the storyboard (its name,
    /// without `.storyboard`) whose initial view controller becomes the root of the app's
    /// window, made before `application(_:willFinishLaunchingWithOptions:)`.
    static var mainStoryboardFile: String? { get }
    /// Info.plist's `LSSupportsOpeningDocumentsInPlace`, in code: true opens a file the
    /// desktop hands the app where it is; false (the default) hands the app a copy in its
    /// Inbox, which it may move or delete.
    static var supportsOpeningDocumentsInPlace: Bool { get }
    /// Info.plist's `UIAppFonts` ("Fonts provided by application"), in code: the font files
    /// the app bundles, as paths in its resources (`"Fonts/Lato-Regular.ttf"`). They are
    /// added to the app's fonts at launch, before `application(_:willFinishLaunchingWithOptions:)`,
    /// so their families work wherever an installed family does.
    static var appFonts: [String] { get }
    /// Info.plist's `UTExportedTypeDeclarations` and `UTImportedTypeDeclarations`, in code: the
    /// uniform types the app declares, each made with
    /// `UTType.declare(_:conformingTo:filenameExtensions:mimeTypes:description:exported:)`.
    /// UIKit reads it once at launch, before `application(_:willFinishLaunchingWithOptions:)`,
    /// so from then on `UTType(exportedAs:)`, `UTType(filenameExtension:)` and
    /// `UTType(mimeType:)` know the types and their tags, as they know an iOS app's from its
    /// Info.plist before its code runs. `slate port` writes it from the Info.plist.
    static var declaredTypes: [UTType] { get }
    /// Info.plist's `UIApplicationShortcutItems`, in code: the app's static quick actions. The
    /// desktop lists them in the app's menu in the dock and launcher from the desktop entry
    /// (`slate port` writes its actions from Info.plist); declaring them here is what lets a
    /// launch naming one's type hand the app the item, with its title, icon and userInfo.
    static var applicationShortcutItems: [UIApplicationShortcutItem] { get }
    /// The app's window, in an app without scenes. UIKit sets it when it makes the window from
    /// the main storyboard; a delegate that does not declare it is not told.
    var window: UIWindow? { get set }

    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// The launch finished: the older form, called when the delegate does not implement
    /// `application(_:didFinishLaunchingWithOptions:)` (whose default implementation calls it).
    func applicationDidFinishLaunching(_ application: UIApplication)
    /// The orientations `window`'s view controllers may take; implemented, it stands instead
    /// of `UIApplication.supportedInterfaceOrientations(for:)`.
    func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask

    /// Chooses the configuration of a new scene session (SCN-07, SCN-08): never called for a
    /// session being reconnected.
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration
    /// Sessions the user closed for good (SCN-14).
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)

    // Sent only to apps without scenes (SCN-23); scene-based apps hear from their scene delegates.
    func applicationDidBecomeActive(_ application: UIApplication)
    func applicationWillResignActive(_ application: UIApplication)
    func applicationDidEnterBackground(_ application: UIApplication)
    func applicationWillEnterForeground(_ application: UIApplication)

    /// A URL to open, in an app without scenes: given at launch (after both finish-launching
    /// methods returned true) or while running. Scene-based apps get URLs through their scene
    /// delegates (`UIScene.ConnectionOptions.urlContexts`, `scene(_:openURLContexts:)`).
    /// Return whether the app opened it.
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool

    /// The user chose one of the app's quick actions, in an app without scenes: while it runs,
    /// or at launch when neither finish-launching method returned false (return false from one
    /// after handling `launchOptions[.shortcutItem]` yourself). Scene-based apps hear through
    /// `UIWindowSceneDelegate.windowScene(_:performActionFor:completionHandler:)`.
    func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
                     completionHandler: @escaping (Bool) -> Void)

    func applicationWillTerminate(_ application: UIApplication)
    /// The system is low on memory (Linux: the kernel's memory pressure); free what you can.
    func applicationDidReceiveMemoryWarning(_ application: UIApplication)
    /// The time of day changed significantly: a new day began (local midnight), daylight
    /// saving began or ended, or the time zone changed.
    func applicationSignificantTimeChange(_ application: UIApplication)

    // View-controller state restoration, for apps without scenes (UIApplication+StateRestoration.swift).
    // Both opt-ins default to false: an app saves and restores only when it says so.
    func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool
    func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool
    /// Deprecated in iOS 13.2 for the secure variants, and still honoured, as iOS 14 does.
    func application(_ application: UIApplication, shouldSaveApplicationState coder: NSCoder) -> Bool
    func application(_ application: UIApplication, shouldRestoreApplicationState coder: NSCoder) -> Bool
    func application(_ application: UIApplication, willEncodeRestorableStateWith coder: NSCoder)
    func application(_ application: UIApplication, didDecodeRestorableStateWith coder: NSCoder)
    func application(_ application: UIApplication, viewControllerWithRestorationIdentifierPath identifierComponents: [String],
                     coder: NSCoder) -> UIViewController?
}

extension UIApplicationDelegate {
    public static var sceneManifest: UIApplicationSceneManifest? { nil }
    public static var userActivityTypes: [String] { [] }
    public static var mainStoryboardFile: String? { nil }
    public static var supportsOpeningDocumentsInPlace: Bool { false }
    public static var appFonts: [String] { [] }
    public static var declaredTypes: [UTType] { [] }
    public static var applicationShortcutItems: [UIApplicationShortcutItem] { [] }
    /// A delegate that declares no `window` (an optional property in UIKit) keeps none.
    public var window: UIWindow? {
        get { nil }
        set {}
    }

    public func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        applicationDidFinishLaunching(application)
        return true
    }
    public func applicationDidFinishLaunching(_ application: UIApplication) {}
    /// Without an implementation, the application's default orientations decide.
    public func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
        application.supportedInterfaceOrientations(for: window)
    }

    /// Without an implementation the app has no scene manifest: a configuration without a
    /// delegate class, which makes the app run the pre-scene way.
    public func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                            options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        UISceneConfiguration.implicit(for: connectingSceneSession.role)
    }

    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    public func applicationWillResignActive(_ application: UIApplication) {}
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    public func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool { false }
    public func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
                            completionHandler: @escaping (Bool) -> Void) {}
    public func applicationWillTerminate(_ application: UIApplication) {}
    public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}
    public func applicationSignificantTimeChange(_ application: UIApplication) {}

    public func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool { false }
    public func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool { false }
    public func application(_ application: UIApplication, shouldSaveApplicationState coder: NSCoder) -> Bool { false }
    public func application(_ application: UIApplication, shouldRestoreApplicationState coder: NSCoder) -> Bool { false }
    public func application(_ application: UIApplication, willEncodeRestorableStateWith coder: NSCoder) {}
    public func application(_ application: UIApplication, didDecodeRestorableStateWith coder: NSCoder) {}
    public func application(_ application: UIApplication, viewControllerWithRestorationIdentifierPath identifierComponents: [String],
                            coder: NSCoder) -> UIViewController? { nil }

    /// `@main` on the app delegate class launches the app, as on iOS.
    public static func main() {
        UIApplication.main(principalClass: nil, delegateClass: Self.self)
    }
}

extension UIApplication {
    /// Keys of the launch-options dictionary. An app without scenes launched to open a URL
    /// finds it under `.url`, and one launched from a quick action the item under
    /// `.shortcutItem`; otherwise a desktop launch carries none of iOS's keys (notifications,
    /// locations) and the dictionary is nil.
    public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The URL the app was launched to open (a `URL`).
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        /// The app that launched this one; the desktop never says, so it is never present.
        public static let sourceApplication = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
        /// The quick action the app was launched to perform (a `UIApplicationShortcutItem`).
        public static let shortcutItem = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
    }

    /// Keys of the options given with a URL to `application(_:open:options:)`.
    public struct OpenURLOptionsKey: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The app that asked; the desktop never says, so it is never present.
        public static let sourceApplication = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
        /// Whether the URL is the file itself, to be opened in place (a `Bool`; always present).
        public static let openInPlace = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsOpenInPlaceKey")
    }
}
