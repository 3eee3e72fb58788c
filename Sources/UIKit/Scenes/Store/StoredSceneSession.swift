import Foundation

/// The persisted form of one `UISceneSession`: what iPadOS keeps for a window
/// across launches so it can be recreated with the same identity and state.
package struct StoredSceneSession: Equatable, Sendable {
    package var persistentIdentifier: String
    /// The raw value of the session's `UISceneSession.Role`.
    package var role: String
    package var configurationName: String?
    package var userInfo: [String: PropertyListValue]
    package var stateRestorationActivity: StoredUserActivity?
    /// Window size in points, when the session had a window to measure.
    package var windowWidth: Double?
    package var windowHeight: Double?
    package var title: String?
    /// Whether the session had a window when saved. Only connected sessions
    /// reconnect at launch; the rest stay available to the app (as
    /// `openSessions`) until it discards them.
    package var isConnected: Bool

    package init(
        persistentIdentifier: String,
        role: String = "UIWindowSceneSessionRoleApplication",
        configurationName: String? = nil,
        userInfo: [String: PropertyListValue] = [:],
        stateRestorationActivity: StoredUserActivity? = nil,
        windowWidth: Double? = nil,
        windowHeight: Double? = nil,
        title: String? = nil,
        isConnected: Bool = true
    ) {
        self.persistentIdentifier = persistentIdentifier
        self.role = role
        self.configurationName = configurationName
        self.userInfo = userInfo
        self.stateRestorationActivity = stateRestorationActivity
        self.windowWidth = windowWidth
        self.windowHeight = windowHeight
        self.title = title
        self.isConnected = isConnected
    }
}
