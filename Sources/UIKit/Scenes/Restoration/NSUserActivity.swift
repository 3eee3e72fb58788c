import Foundation

/// What the user is doing in a scene, as a small dictionary of property-list values: the
/// state a scene saves to be restored exactly where the user left it (REST-01 … REST-05),
/// the task a new window is asked to show (SCN-09), the payload of a window dragged out.
///
/// Apple's Foundation defines `NSUserActivity`; Linux Foundation does not, so UIKit does,
/// with the same names (docs/porting.md). Handoff, Spotlight and search eligibility do not
/// exist on a Linux desktop and are absent.
///
/// `userInfo` holds the values Apple allows — strings, numbers, booleans, dates, data, URLs,
/// UUIDs, and arrays and dictionaries of those — because it is written to disk as such and
/// read back without instantiating any type. Other values are dropped when the activity is
/// saved, with a message naming the key.
///
/// Handoff, Spotlight and search eligibility, `becomeCurrent()`, `requiredUserInfoKeys` and
/// the routing of activities by `targetContentIdentifier` do not exist on a Linux desktop and
/// are absent.
@preconcurrency @MainActor
open class NSUserActivity: NSObject {
    /// The kind of activity, in reverse-DNS form ("com.example.app.viewing-page").
    public let activityType: String
    /// A user-visible title.
    open var title: String?
    /// The activity's state. Set it whole, or add to it with `addUserInfoEntries(from:)`.
    open var userInfo: [AnyHashable: Any]? {
        didSet { needsSave = true }
    }
    /// Identifies the content the activity is about; kept with the activity when it is saved
    /// or dragged, for the app's own use.
    open var targetContentIdentifier: String?
    /// Whether the activity's state changed since UIKit last brought it up to date; UIKit
    /// clears it after asking the responders holding it (`updateUserActivityState(_:)`).
    open var needsSave = false
    /// Whether `invalidate()` was called: an invalid activity is never saved again.
    private(set) var isInvalidated = false
    /// The responders and documents whose `userActivity` is this activity (REST-02), held
    /// weakly.
    private var managingResponders: [WeakReference<AnyObject>] = []

    public required init(activityType: String) {
        self.activityType = activityType
        super.init()
    }

    /// Merges `otherDictionary` into `userInfo` (creating it if nil).
    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
        var merged = userInfo ?? [:]
        for (key, value) in otherDictionary { merged[key] = value }
        userInfo = merged
    }

    /// Ends the activity for good: it is never saved again.
    open func invalidate() {
        isInvalidated = true
    }

    // MARK: Responders managing the activity (REST-02)

    func responderDidAdopt(_ responder: some UserActivityManaging) {
        managingResponders.removeAll { $0.object == nil || $0.object === responder }
        managingResponders.append(WeakReference(responder))
    }

    func responderDidRelease(_ responder: some UserActivityManaging) {
        managingResponders.removeAll { $0.object == nil || $0.object === responder }
    }

    /// The live responders and documents holding the activity, in the order they took it.
    var responders: [any UserActivityManaging] { managingResponders.compactMap { $0.object as? any UserActivityManaging } }

    /// REST-02: brings a UIKit-managed activity up to date before it is saved. As on Apple
    /// platforms, `userInfo` is emptied first and every responder (or document) holding the
    /// activity adds its part in `updateUserActivityState(_:)`. An activity no responder holds is the app's
    /// to fill and is saved as it is.
    /// True when responders brought it up to date.
    @discardableResult
    package func updateFromResponders() -> Bool {
        let holders = responders
        guard !holders.isEmpty else { return false }
        userInfo = [:]
        for responder in holders { responder.updateUserActivityState(self) }
        needsSave = false
        return true
    }
}


/// What can hold a UIKit-managed activity: responders, and documents (`UIDocument.userActivity`).
@MainActor
protocol UserActivityManaging: AnyObject {
    func updateUserActivityState(_ activity: NSUserActivity)
}

extension UIResponder: UserActivityManaging {}
