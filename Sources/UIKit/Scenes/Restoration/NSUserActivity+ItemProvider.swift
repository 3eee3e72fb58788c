import Foundation

/// A user activity travels in drags as data: a dragged item whose provider carries one,
/// dropped where no window is, opens a new window with it (a new scene whose connection
/// options hold the activity, SCN-09) — as dragging an item to the edge of an iPad's screen
/// does, and dragging a tab out of its window does on a desktop.
///
/// The data is the activity's property-list form, in the session store's bounded encoding:
/// nothing but property-list values is ever decoded from it.
extension NSUserActivity: NSItemProviderWriting, NSItemProviderReading {
    /// The type a user activity's data has in an item provider.
    public static let itemProviderTypeIdentifier = "org.slate.user-activity"

    public static var writableTypeIdentifiersForItemProvider: [String] { [itemProviderTypeIdentifier] }
    public static var readableTypeIdentifiersForItemProvider: [String] { [itemProviderTypeIdentifier] }

    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping @MainActor (Data?, Error?) -> Void) -> Progress? {
        let stored = StoredUserActivity(self, reportingTo: { UIKitLog.write($0) })
        do {
            completionHandler(Data(try SceneStoreCodec.encode(.dictionary(SceneStoreSchema.tree(for: stored)))), nil)
        } catch {
            completionHandler(nil, error)
        }
        return nil
    }

    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        let value = try data.withUnsafeBytes { bytes throws -> PropertyListValue in try SceneStoreCodec.decode(bytes) }
        let stored = try SceneStoreSchema.decodeActivity(value)
        let activity = Self(activityType: stored.activityType)
        activity.take(stored)
        return activity
    }
}
