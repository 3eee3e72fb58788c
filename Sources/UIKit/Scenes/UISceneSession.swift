import Foundation

/// A scene's lasting record: its role, its configuration, a stable identifier and the app's
/// own per-session data. A session outlives its scene while the scene is disconnected
/// (SCN-01, SCN-03, SCN-17).
@MainActor
open class UISceneSession: NSObject {
    /// What kind of scene a session describes.
    public struct Role: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// An interactive window of the app.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    }

    /// The connected scene, nil while the session is disconnected.
    open internal(set) weak var scene: UIScene?
    public let role: Role
    /// The configuration the scene was created with.
    open internal(set) var configuration: UISceneConfiguration
    /// Unique, and stable for the session's life.
    public let persistentIdentifier: String
    /// The app's data for this session.
    open var userInfo: [String: Any]?

    init(role: Role) {
        self.role = role
        configuration = UISceneConfiguration(name: nil, sessionRole: role)
        persistentIdentifier = UUID().uuidString
        super.init()
    }
}
