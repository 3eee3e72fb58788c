import Foundation

/// A rectangle Auto Layout positions like a view, without a view: spacers, groupings, and the
/// views' margins, safe area and readable-content guides.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
    /// Which rectangle a view's own guides follow.
    enum Kind {
        case custom
        /// The owning view's bounds inset by its (effective) layout margins.
        case layoutMargins
        /// The owning view's bounds inset by its safe area.
        case safeArea
        /// Within the layout margins, at most a comfortable reading width, centered.
        case readableContent
        /// A scroll view's content rectangle: at the content's origin, as large as
        /// `contentSize` unless constraints decide its size — which then becomes `contentSize`.
        case scrollContent
        /// A scroll view's frame rectangle, which does not scroll with the content.
        case scrollFrame
        /// A rectangle the owning view places as it lays itself out (`placedFrame`): where a
        /// list content view put its text and image.
        case placed
        /// Spans two anchors, so that its size is the distance between them
        /// (`anchorWithOffset(to:)`); the view does not list it among its `layoutGuides`.
        case offset
    }

    let kind: Kind

    /// The rectangle of a `.placed` guide in its owning view's coordinates; setting it moves
    /// the guide and whatever is constrained to it.
    var placedFrame: CGRect = .zero {
        didSet {
            guard kind == .placed, placedFrame != oldValue else { return }
            LayoutEngine.main.placedFrameDidChange(of: self)
        }
    }

    /// The view the guide belongs to (set by `UIView.addLayoutGuide(_:)`).
    open weak var owningView: UIView? {
        didSet {
            guard owningView !== oldValue else { return }
            LayoutEngine.main.guideOwnerDidChange(self, from: oldValue)
        }
    }

    open var identifier: String

    public override init() {
        kind = .custom
        identifier = ""
        super.init()
    }

    init(kind: Kind, identifier: String) {
        self.kind = kind
        self.identifier = identifier
        super.init()
    }

    /// The guide's rectangle in its owning view's coordinates, as Auto Layout last solved it.
    open var layoutFrame: CGRect { LayoutEngine.main.layoutFrame(of: self) }

    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }

    nonisolated open override var description: String {
        MainActor.assumeIsolated { "<UILayoutGuide: '\(identifier)' layoutFrame = \(layoutFrame)>" }
    }
}
