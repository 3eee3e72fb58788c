import Foundation

/// An activity item that gives its value only once the user chose an activity — a different
/// value per activity if it likes. Put the source itself in `activityItems`.
///
/// The share sheet asks for the placeholder to decide which activities to offer (only what
/// kind of value it is matters), then, once an activity is chosen, for the item for that
/// activity's type (nil leaves the item out). The optional methods give a mail's subject, the
/// uniform type of a `Data` item, and a thumbnail.
@preconcurrency @MainActor
public protocol UIActivityItemSource: AnyObject {
    /// A value of the kind `activityViewController(_:itemForActivityType:)` will give.
    func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any
    /// The item for the chosen activity; nil leaves it out.
    func activityViewController(_ activityViewController: UIActivityViewController, itemForActivityType activityType: UIActivity.ActivityType?) -> Any?
    /// A subject for activities that have one (Mail); empty for none.
    func activityViewController(_ activityViewController: UIActivityViewController, subjectForActivityType activityType: UIActivity.ActivityType?) -> String
    /// The uniform type identifier of a `Data` item ("public.jpeg"); empty when unknown. Asked
    /// with a nil type first, then with the chosen activity's.
    func activityViewController(_ activityViewController: UIActivityViewController, dataTypeIdentifierForActivityType activityType: UIActivity.ActivityType?) -> String
    /// A preview of the item, about `size`; nil for none.
    func activityViewController(_ activityViewController: UIActivityViewController, thumbnailImageForActivityType activityType: UIActivity.ActivityType?, suggestedSize size: CGSize) -> UIImage?
}

extension UIActivityItemSource {
    public func activityViewController(_ activityViewController: UIActivityViewController, subjectForActivityType activityType: UIActivity.ActivityType?) -> String { "" }

    public func activityViewController(_ activityViewController: UIActivityViewController, dataTypeIdentifierForActivityType activityType: UIActivity.ActivityType?) -> String { "" }

    public func activityViewController(_ activityViewController: UIActivityViewController, thumbnailImageForActivityType activityType: UIActivity.ActivityType?, suggestedSize size: CGSize) -> UIImage? { nil }
}
