import Foundation

/// What every Gallery window shows the same: the data lives here, once, and each change is
/// broadcast so that every window showing it updates (REST-06) — a name typed on the
/// Controls page in one window appears in the others as it is typed.
@MainActor
final class GalleryModel {
    static let shared = GalleryModel()
    static let nameDidChange = Notification.Name("GalleryModelNameDidChange")

    private(set) var name = ""

    /// Sets the name; `source` (the field it was typed in) is passed along so that it does
    /// not update itself.
    func setName(_ name: String, from source: AnyObject?) {
        guard name != self.name else { return }
        self.name = name
        NotificationCenter.default.post(name: Self.nameDidChange, object: self, userInfo: source.map { ["source": $0] })
    }
}
