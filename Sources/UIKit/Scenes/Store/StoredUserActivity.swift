import Foundation

/// The persisted form of a scene's state-restoration `NSUserActivity`.
///
/// Only the parts that survive a relaunch are kept; `userInfo` is already
/// converted to property-list values so the store never holds arbitrary objects.
package struct StoredUserActivity: Equatable, Sendable {
    package var activityType: String
    package var title: String?
    package var userInfo: [String: PropertyListValue]
    package var targetContentIdentifier: String?

    package init(
        activityType: String,
        title: String? = nil,
        userInfo: [String: PropertyListValue] = [:],
        targetContentIdentifier: String? = nil
    ) {
        self.activityType = activityType
        self.title = title
        self.userInfo = userInfo
        self.targetContentIdentifier = targetContentIdentifier
    }
}
