import Foundation

/// What to create for a new scene session: the scene's class, its delegate's class and,
/// optionally, the storyboard whose initial view controller fills its window (SCN-07, V-36);
/// without one the delegate builds the window in code (V-35).
@preconcurrency @MainActor
open class UISceneConfiguration: NSObject {
    public let name: String?
    public let role: UISceneSession.Role
    /// The scene delegate's class: a class conforming to `UISceneDelegate` (for a window
    /// scene, `UIWindowSceneDelegate`), which UIKit creates with `init()`.
    open var delegateClass: AnyClass?
    /// The scene's class: `UIWindowScene` (the default) or a subclass.
    open var sceneClass: AnyClass?
    /// The storyboard whose initial view controller becomes the root of the scene's window,
    /// made before the scene delegate's `scene(_:willConnectTo:options:)` (V-36).
    open var storyboard: UIStoryboard?

    /// True only for the stand-in an app delegate without a scene manifest returns.
    private(set) var isImplicit = false

    /// A configuration; when the app's scene manifest declares one of this name and role,
    /// its classes are taken from there, as iPadOS takes them from Info.plist.
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
        super.init()
        if let declared = UIApplication.sharedInstanceIfCreated?.sceneManifest?.configuration(named: name, role: sessionRole) {
            delegateClass = declared.delegateClass
            sceneClass = declared.sceneClass
            storyboard = declared.storyboardName.map { UIStoryboard(name: $0, bundle: nil) }
        }
    }

    /// The configuration a manifest entry describes.
    convenience init(_ declared: UIApplicationSceneManifest.SceneConfiguration) {
        self.init(name: declared.name, sessionRole: declared.role)
        delegateClass = declared.delegateClass
        sceneClass = declared.sceneClass
        if storyboard == nil { storyboard = declared.storyboardName.map { UIStoryboard(name: $0, bundle: nil) } }
    }

    static func implicit(for role: UISceneSession.Role) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: nil, sessionRole: role)
        configuration.isImplicit = true
        return configuration
    }
}
