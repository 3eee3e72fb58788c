import Foundation

/// What menus are made of: actions, commands and submenus.
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
    /// How an element looks and behaves in a menu.
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// The menu stays open after the element is chosen (iOS 16).
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// The check mark shown beside an element.
    public enum State: Int, Sendable {
        case off, on, mixed
    }

    var storedTitle: String
    var storedSubtitle: String?
    var storedImage: UIImage?

    init(title: String, subtitle: String? = nil, image: UIImage?) {
        storedTitle = title
        storedSubtitle = subtitle
        storedImage = image
        super.init()
    }

    open var title: String { storedTitle }

    open var subtitle: String? {
        get { storedSubtitle }
        set { storedSubtitle = newValue }
    }

    open var image: UIImage? { storedImage }
}
