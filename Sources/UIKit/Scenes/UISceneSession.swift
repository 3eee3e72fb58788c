import Foundation

/// A scene's lasting record: its role, its configuration, a stable identifier, the app's
/// own per-session data and the state to restore. A session outlives its scene while the
/// scene is disconnected (SCN-01, SCN-03), and outlives the process: UIKit keeps open
/// sessions in the app's session store and reconnects them at the next launch (SCN-17,
/// REST-04).
@preconcurrency @MainActor
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
    /// Unique, and stable for the session's life — across relaunches of the app (SCN-17).
    public let persistentIdentifier: String
    /// The app's data for this session, kept with it across relaunches. Property-list values
    /// only (strings, numbers, booleans, dates, data, arrays and dictionaries of them); other
    /// values are dropped when the session is saved, with a message naming the key.
    open var userInfo: [String: Any]?
    /// The activity the scene delegate returned from `stateRestorationActivity(for:)` when
    /// the session was last saved; a reconnecting scene finds it here in
    /// `scene(_:willConnectTo:options:)` (REST-04).
    open internal(set) var stateRestorationActivity: NSUserActivity?

    /// The size of the session's window when it was saved, to reopen it at that size.
    var savedWindowSize: CGSize?
    /// When the session was opened relative to the app's others (the store keeps the order).
    var openingOrder = 0
    /// The scene that asked for this session's activation, while it connects.
    weak var requestingScene: UIScene?

    init(role: Role, persistentIdentifier: String = UUID().uuidString) {
        self.role = role
        configuration = UISceneConfiguration(name: nil, sessionRole: role)
        self.persistentIdentifier = persistentIdentifier
        super.init()
    }
}
