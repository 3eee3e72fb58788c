import Foundation

/// The region text is laid out in: a width lines break at (less `lineFragmentPadding` at
/// each end), and a height.
///
/// A text view's container tracks the view's width (`widthTracksTextView`): its width is
/// the view's less the `textContainerInset`'s left and right, and its height is unlimited.
@preconcurrency @MainActor
open class NSTextContainer: NSObject {
    /// The text view showing this container, if any (UIKit keeps it privately).
    weak var textView: UITextView?

    /// Creates a container of `size`; `CGSize.zero` in `init()`.
    public init(size: CGSize) {
        self.size = size
        super.init()
    }

    public override convenience init() {
        self.init(size: .zero)
    }

    /// The layout manager laying text out in this container; set by the layout manager's
    /// `addTextContainer(_:)`.
    open weak var layoutManager: NSLayoutManager?

    /// Moves this container, with the other containers of its layout manager, to
    /// `newLayoutManager` (which then lays out the same text storage as the old one did).
    open func replaceLayoutManager(_ newLayoutManager: NSLayoutManager) {
        guard let old = layoutManager, old !== newLayoutManager else { return }
        let containers = old.textContainers
        let storage = old.textStorage
        while !old.textContainers.isEmpty { old.removeTextContainer(at: 0) }
        storage?.removeLayoutManager(old)
        for container in containers { newLayoutManager.addTextContainer(container) }
        storage?.addLayoutManager(newLayoutManager)
    }

    /// The container's size. Lines break at its width less twice `lineFragmentPadding`;
    /// `CGFloat.greatestFiniteMagnitude` (a text view's height) leaves that side unlimited.
    open var size: CGSize {
        didSet {
            guard size != oldValue else { return }
            previousSize = oldValue
            layoutManager?.textContainerChangedGeometry(self)
            previousSize = nil
        }
    }
    /// The size before a change, while the layout manager hears of it.
    var previousSize: CGSize?

    /// Room left at each end of every line fragment: 5 points by default.
    open var lineFragmentPadding: CGFloat = 5 {
        didSet {
            guard lineFragmentPadding != oldValue else { return }
            layoutManager?.textContainerChangedGeometry(self)
        }
    }

    /// How many lines the container holds at most; 0 (the default) for as many as fit.
    /// The text past the last line is laid out in no container: it has no line fragments.
    open var maximumNumberOfLines = 0 {
        didSet {
            guard maximumNumberOfLines != oldValue else { return }
            layoutManager?.textContainerChangedGeometry(self)
        }
    }

    /// How the container's last line ends when its paragraph goes on past it
    /// (`maximumNumberOfLines` lines are full): a truncating mode ends it with an ellipsis
    /// where the mode says, standing for the rest of the paragraph; the others just end it.
    /// `.byWordWrapping` by default.
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping {
        didSet {
            guard lineBreakMode != oldValue else { return }
            layoutManager?.textContainerChangedGeometry(self)
        }
    }

    /// Whether the container's width follows its text view's (less the view's insets).
    open var widthTracksTextView = false {
        didSet { textView?.textContainerTracksChanged() }
    }

    /// Whether the container's height follows its text view's (less the view's insets).
    open var heightTracksTextView = false {
        didSet { textView?.textContainerTracksChanged() }
    }

    /// Always true: Slate's containers are rectangles (exclusion paths are absent).
    open var isSimpleRectangularTextContainer: Bool { true }

    /// The width lines break at: the container's less its padding at both ends.
    /// 0, for lines that do not wrap, where the width is unlimited (`greatestFiniteMagnitude`,
    /// as a code editor's container has) or not a number.
    var breakWidth: CGFloat {
        guard size.width.isFinite, size.width < Self.unlimited else { return 0 }
        return max(0, size.width - 2 * max(0, lineFragmentPadding.isFinite ? lineFragmentPadding : 0))
    }

    /// Widths from here on are taken as unlimited.
    static let unlimited: CGFloat = 1_000_000
}
