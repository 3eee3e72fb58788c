import Foundation

/// Info.plist's "Application Scene Manifest" (`UIApplicationSceneManifest`), declared in code:
/// Linux apps have no Info.plist (docs/porting.md). The app delegate returns it from its
/// static `sceneManifest`:
///
/// ```swift
/// static var sceneManifest: UIApplicationSceneManifest? {
///     UIApplicationSceneManifest(supportsMultipleScenes: true, sceneConfigurations: [
///         .init(name: "Default Configuration", delegateClass: SceneDelegate.self),
///     ])
/// }
/// ```
///
/// As on iPadOS, a configuration named here needs no code in
/// `application(_:configurationForConnecting:options:)`: `UISceneConfiguration(name:sessionRole:)`
/// with its name takes its classes from the manifest, and a delegate that does not implement
/// the method gets the manifest's first configuration for the session's role. Sessions saved
/// with a configuration the manifest declares reconnect at the next launch without asking
/// the app delegate (SCN-08); no class is ever looked up by a name read from disk.
@preconcurrency @MainActor
public struct UIApplicationSceneManifest {
    /// "Enable Multiple Windows" (`UIApplicationSupportsMultipleScenes`, SCN-05).
    public var supportsMultipleScenes: Bool
    /// "Scene Configuration" (`UISceneConfigurations`).
    public var sceneConfigurations: [SceneConfiguration]

    public init(supportsMultipleScenes: Bool = false, sceneConfigurations: [SceneConfiguration] = []) {
        self.supportsMultipleScenes = supportsMultipleScenes
        self.sceneConfigurations = sceneConfigurations
    }

    /// One entry of "Scene Configuration": a name, a role, and the classes to create.
    @preconcurrency @MainActor
    public struct SceneConfiguration {
        /// `UISceneConfigurationName`.
        public var name: String
        public var role: UISceneSession.Role
        /// `UISceneDelegateClassName`.
        public var delegateClass: UISceneDelegate.Type
        /// `UISceneClassName`: `UIWindowScene` (nil) or a subclass.
        public var sceneClass: UIScene.Type?
        /// `UISceneStoryboardFile`: the storyboard (its name, without `.storyboard`) whose
        /// initial view controller becomes the root of the scene's window (V-34, V-36).
        public var storyboardName: String?

        public init(name: String, role: UISceneSession.Role = .windowApplication, delegateClass: UISceneDelegate.Type,
                    sceneClass: UIScene.Type? = nil, storyboardName: String? = nil) {
            self.name = name
            self.role = role
            self.delegateClass = delegateClass
            self.sceneClass = sceneClass
            self.storyboardName = storyboardName
        }
    }

    /// The entry named `name` for `role`.
    func configuration(named name: String?, role: UISceneSession.Role) -> SceneConfiguration? {
        guard let name else { return nil }
        return sceneConfigurations.first { $0.name == name && $0.role == role }
    }
}
