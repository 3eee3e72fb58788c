import Foundation

/// How a bar's buttons of one style look, by state (iOS 13).
@preconcurrency @MainActor
open class UIBarButtonItemAppearance: NSObject, NSCopying {
    public let style: UIBarButtonItem.Style
    open var normal = UIBarButtonItemStateAppearance()
    open var highlighted = UIBarButtonItemStateAppearance()
    open var disabled = UIBarButtonItemStateAppearance()

    public init(style: UIBarButtonItem.Style) {
        self.style = style
        super.init()
    }

    public convenience override init() {
        self.init(style: .plain)
    }

    /// Back to the system's look for `style`.
    open func configureWithDefault(for style: UIBarButtonItem.Style) {
        normal = UIBarButtonItemStateAppearance()
        highlighted = UIBarButtonItemStateAppearance()
        disabled = UIBarButtonItemStateAppearance()
    }

    nonisolated open func copy(with zone: NSZone? = nil) -> Any {
        MainActor.assumeIsolated {
            let copy = UIBarButtonItemAppearance(style: style)
            copy.normal = normal.copied()
            copy.highlighted = highlighted.copied()
            copy.disabled = disabled.copied()
            return UncheckedCopy(copy)
        }.value
    }
}

/// One state of a bar button appearance.
@preconcurrency @MainActor
open class UIBarButtonItemStateAppearance: NSObject {
    /// The title's attributes (`.foregroundColor`, `.font`).
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// Moves the title. A bar applies the normal state's (UIKit moves the title once, whatever
    /// the state).
    open var titlePositionAdjustment: UIOffset = .zero
    /// Drawn behind the button in this state (nil: the normal state's, or none).
    open var backgroundImage: UIImage?
    /// Moves the background image; a bar applies the normal state's.
    open var backgroundImagePositionAdjustment: UIOffset = .zero

    func copied() -> UIBarButtonItemStateAppearance {
        let copy = UIBarButtonItemStateAppearance()
        copy.titleTextAttributes = titleTextAttributes
        copy.titlePositionAdjustment = titlePositionAdjustment
        copy.backgroundImage = backgroundImage
        copy.backgroundImagePositionAdjustment = backgroundImagePositionAdjustment
        return copy
    }
}
