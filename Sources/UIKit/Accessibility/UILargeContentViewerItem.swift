import Foundation

/// Something the large content viewer can show: when the text size is one of the
/// accessibility sizes, a long press on an item of a `UILargeContentViewerInteraction`'s view
/// shows its title and image large in the middle of the screen — for controls that cannot grow
/// with the text, such as the buttons of a bar.
@preconcurrency @MainActor
public protocol UILargeContentViewerItem: NSObjectProtocol {
    var showsLargeContentViewer: Bool { get }
    var largeContentTitle: String? { get }
    var largeContentImage: UIImage? { get }
    /// Whether the image is scaled up to the viewer's size (default false: shown at its own).
    var scalesLargeContentImage: Bool { get }
    var largeContentImageInsets: UIEdgeInsets { get }
}

/// The large content viewer's item properties of a view, set by the app (all off or empty by
/// default).
struct LargeContentProperties {
    var showsLargeContentViewer = false
    var title: String?
    var image: UIImage?
    var scalesImage = false
    var imageInsets = UIEdgeInsets.zero
}

extension UIView: UILargeContentViewerItem {
    /// Whether a large content viewer interaction above this view shows it (default false).
    public var showsLargeContentViewer: Bool {
        get { largeContentProperties?.showsLargeContentViewer ?? false }
        set { largeContentProperties = (largeContentProperties ?? LargeContentProperties()).with { $0.showsLargeContentViewer = newValue } }
    }

    /// The title the viewer shows: the one set, else a button's title, a label's text or a
    /// text field's text, as UIKit's classes give by default.
    public var largeContentTitle: String? {
        get {
            if let title = largeContentProperties?.title { return title }
            switch self {
            case let button as UIButton: return button.currentTitle
            case let label as UILabel: return label.text
            default: return nil
            }
        }
        set { largeContentProperties = (largeContentProperties ?? LargeContentProperties()).with { $0.title = newValue } }
    }

    /// The image the viewer shows: the one set, else a button's or an image view's image.
    public var largeContentImage: UIImage? {
        get {
            if let image = largeContentProperties?.image { return image }
            switch self {
            case let button as UIButton: return button.currentImage
            case let imageView as UIImageView: return imageView.image
            default: return nil
            }
        }
        set { largeContentProperties = (largeContentProperties ?? LargeContentProperties()).with { $0.image = newValue } }
    }

    public var scalesLargeContentImage: Bool {
        get { largeContentProperties?.scalesImage ?? false }
        set { largeContentProperties = (largeContentProperties ?? LargeContentProperties()).with { $0.scalesImage = newValue } }
    }

    public var largeContentImageInsets: UIEdgeInsets {
        get { largeContentProperties?.imageInsets ?? .zero }
        set { largeContentProperties = (largeContentProperties ?? LargeContentProperties()).with { $0.imageInsets = newValue } }
    }
}

extension LargeContentProperties {
    /// A copy with `change` applied.
    func with(_ change: (inout LargeContentProperties) -> Void) -> LargeContentProperties {
        var copy = self
        change(&copy)
        return copy
    }
}
