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
    /// The properties as set, the defaults until something is.
    private var largeContent: LargeContentProperties {
        get { largeContentProperties ?? LargeContentProperties() }
        set { largeContentProperties = newValue }
    }

    /// Whether a large content viewer interaction above this view shows it (default false).
    public var showsLargeContentViewer: Bool {
        get { largeContent.showsLargeContentViewer }
        set { largeContent.showsLargeContentViewer = newValue }
    }

    /// The title the viewer shows: the one set, else a button's title or a label's text, as
    /// UIKit's classes give by default.
    public var largeContentTitle: String? {
        get {
            if let title = largeContentProperties?.title { return title }
            switch self {
            case let button as UIButton: return button.currentTitle
            case let label as UILabel: return label.text
            default: return nil
            }
        }
        set { largeContent.title = newValue }
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
        set { largeContent.image = newValue }
    }

    public var scalesLargeContentImage: Bool {
        get { largeContent.scalesImage }
        set { largeContent.scalesImage = newValue }
    }

    public var largeContentImageInsets: UIEdgeInsets {
        get { largeContent.imageInsets }
        set { largeContent.imageInsets = newValue }
    }
}
