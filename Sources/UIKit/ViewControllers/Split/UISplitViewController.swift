import Foundation

/// Side-by-side columns that collapse into one stack when the window is horizontally compact
/// (spec SPLIT-01 … SPLIT-33, PERC-05 … PERC-07).
///
/// A column-style split (`init(style:)` with `.doubleColumn` or `.tripleColumn`) holds a
/// controller per column, each wrapped in a navigation controller unless it is one (SPLIT-04),
/// and a separate `.compact` column used while collapsed (SPLIT-07, SPLIT-09). A classic split
/// (`.unspecified`) holds `viewControllers` and collapses by pushing its secondary onto its
/// primary navigation controller. Collapsing follows the horizontal size class live
/// (SPLIT-08, SPLIT-11). Expanded, the display mode decides which columns show and whether
/// they sit beside the secondary, float over it (dimming it) or push it aside; the machinery is
/// in `UISplitViewController+Columns.swift` and `+Collapsing.swift`.
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
    /// The outlets Interface Builder documents connect on this class.
    open override class var interfaceBuilderConnections: [InterfaceBuilderConnection] {
        super.interfaceBuilderConnections + [
            .outlet("delegate", \UISplitViewController.delegate),
        ]
    }

    public enum Style: Int, Sendable {
        case unspecified = 0, doubleColumn = 1, tripleColumn = 2
    }

    public enum Column: Int, Sendable {
        case primary = 0, supplementary = 1, secondary = 2, compact = 3
    }

    public enum DisplayMode: Int, Sendable {
        case automatic = 0, secondaryOnly = 1, oneBesideSecondary = 2, oneOverSecondary = 3
        case twoBesideSecondary = 4, twoOverSecondary = 5, twoDisplaceSecondary = 6
    }

    public enum SplitBehavior: Int, Sendable {
        case automatic = 0, tile = 1, overlay = 2, displace = 3
    }

    public enum PrimaryEdge: Int, Sendable {
        case leading = 0, trailing = 1
    }

    public enum BackgroundStyle: Int, Sendable {
        case none = 0, sidebar = 1
    }

    /// The system's choice for a width property (SPLIT-26).
    public static let automaticDimension: CGFloat = -1
    /// For the supplementary column's preferred width: whatever the primary and secondary leave.
    public static let automaticSupplementaryFillDimension: CGFloat = -3.40282346638528859811704183484516925440e+38

    /// A column-style split (SPLIT-01); `.unspecified` is a classic one.
    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// A classic split (`style` is `.unspecified`).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A split from a storyboard: column-style when its element names a style
    /// (`style="doubleColumn"`), classic otherwise.
    public required init?(coder: NSCoder) {
        style = switch (coder as? InterfaceBuilderCoder)?.element["style"] {
        case "doubleColumn": .doubleColumn
        case "tripleColumn": .tripleColumn
        default: .unspecified
        }
        super.init(coder: coder)
    }

    public let style: Style

    open weak var delegate: UISplitViewControllerDelegate?

    // MARK: Columns (SPLIT-02 … SPLIT-07)

    /// What was assigned to each column, exactly (SPLIT-03).
    var assigned: [Column: UIViewController] = [:]
    /// The controller each expanded column shows: the assigned one or its navigation wrapper.
    var columnControllers: [Column: UIViewController] = [:]

    /// Assigns a column's controller. Primary, supplementary and secondary controllers that are
    /// not navigation controllers are wrapped in one (SPLIT-04).
    open func setViewController(_ vc: UIViewController?, for column: Column) {
        guard style != .unspecified else {
            UIKitLog.write("Warning: UISplitViewController.setViewController(_:for:) needs a column-style split (init(style: .doubleColumn) or .tripleColumn); this split is classic: set viewControllers instead. The call is ignored.")
            return
        }
        if column == .supplementary, style != .tripleColumn {
            UIKitLog.write("Warning: UISplitViewController.setViewController(_:for: .supplementary) needs a .tripleColumn split. The call is ignored.")
            return
        }
        replaceColumn(column, with: vc)
    }

    /// The primary and supplementary columns are narrow: their controllers are horizontally
    /// compact even when the split is regular, as in UIKit (a list there lays out as on an
    /// iPhone; a split nested in the sidebar is collapsed). The secondary inherits the split's.
    override func traitsImposed(onChild child: UIViewController) -> UITraitCollection? {
        child === columnControllers[.primary] || child === columnControllers[.supplementary]
            ? UITraitCollection(horizontalSizeClass: .compact) : nil
    }

    /// Exactly the controller assigned to `column`, not a wrapper the split made (SPLIT-03).
    open func viewController(for column: Column) -> UIViewController? {
        style == .unspecified ? nil : assigned[column]
    }

    /// A classic split's children: the primary and, when there is one, the secondary; a
    /// collapsed split has only the one it shows.
    open var viewControllers: [UIViewController] {
        get {
            if isCollapsed { return [visibleCollapsedController].compactMap { $0 } }
            return [Column.primary, .supplementary, .secondary].compactMap { columnControllers[$0] }
        }
        set {
            guard style == .unspecified else {
                UIKitLog.write("Warning: UISplitViewController.viewControllers is for classic splits; a column-style split takes setViewController(_:for:). The call is ignored.")
                return
            }
            replaceColumn(.primary, with: newValue.first)
            replaceColumn(.secondary, with: newValue.count > 1 ? newValue[1] : nil)
        }
    }

    // MARK: Collapsing (SPLIT-08 … SPLIT-12)

    /// True exactly when the split's horizontal size class is compact (SPLIT-08).
    open internal(set) var isCollapsed = false

    /// Whether the split has decided its state at least once (its view loaded and laid out).
    var hasResolvedCollapse = false

    /// Classic collapse: the controllers pushed onto the primary navigation controller.
    var absorbed: [Column: [UIViewController]] = [:]
    /// Whether a detail was shown (collapsing then proposes the secondary as the top column).
    var secondaryWasShown = false
    var supplementaryWasShown = false

    // MARK: Display modes (SPLIT-13 … SPLIT-24)

    /// The mode asked for; `.automatic` lets the split choose (SPLIT-13, SPLIT-18).
    open var preferredDisplayMode: DisplayMode = .automatic {
        didSet {
            requestedDisplayMode = nil
            displayModeNeedsUpdate(animated: false)
        }
    }

    /// The mode in effect (SPLIT-13).
    open internal(set) var displayMode: DisplayMode = .secondaryOnly

    /// The behavior asked for (SPLIT-19).
    open var preferredSplitBehavior: SplitBehavior = .automatic {
        didSet { displayModeNeedsUpdate(animated: false) }
    }

    /// The behavior in effect for the window's shape (SPLIT-19).
    open var splitBehavior: SplitBehavior {
        SplitDisplayModes.behavior(preferred: preferredSplitBehavior, style: effectiveStyle, size: layoutSize)
    }

    /// A mode chosen by `show(_:)`, `hide(_:)`, the button or the edge swipe: it holds until
    /// the preference, the window's shape or the collapsed state changes (SPLIT-18).
    var requestedDisplayMode: DisplayMode?

    /// Whether the edge swipe and the sidebar button show and hide columns (SPLIT-21).
    open var presentsWithGesture = true {
        didSet {
            updateDisplayModeButtons()
            updateEdgeSwipeEdges()
        }
    }

    public enum DisplayModeButtonVisibility: Int, Sendable {
        case automatic = 0, never = 1, always = 2
    }

    /// Whether the sidebar button shows: `.automatic` (the default) while `presentsWithGesture`
    /// is true, `.never`, or `.always` — then even with the gesture off, and the button works.
    open var displayModeButtonVisibility: DisplayModeButtonVisibility = .automatic {
        didSet { updateDisplayModeButtons() }
    }

    /// Whether the sidebar button shows and works, by `displayModeButtonVisibility`.
    var offersDisplayModeButton: Bool {
        switch displayModeButtonVisibility {
        case .automatic: presentsWithGesture
        case .never: false
        case .always: true
        }
    }

    /// Triple column: whether the secondary's navigation bar offers a button that shows the
    /// secondary alone, and brings the columns back (SPLIT-22).
    open var showsSecondaryOnlyButton = false {
        didSet { updateDisplayModeButtons() }
    }

    /// The button `showsSecondaryOnlyButton` adds; it reads what it will do.
    lazy var secondaryOnlyButtonItem = UIBarButtonItem(
        title: "Full Width", image: UIImage(systemName: "arrow.up.left.and.arrow.down.right"),
        primaryAction: UIAction(title: "Full Width") { [weak self] _ in self?.secondaryOnlyButtonTapped() })

    /// The controllers whose bars show the system buttons now.
    weak var displayModeButtonHost: UIViewController?
    weak var secondaryOnlyButtonHost: UIViewController?

    /// The mode the secondary-only button goes back to.
    var modeBeforeSecondaryOnly: DisplayMode?

    /// Which side the primary (and supplementary) sit on (SPLIT-24).
    open var primaryEdge: PrimaryEdge = .leading {
        didSet {
            updateEdgeSwipeEdges()
            storedView?.setNeedsLayout()
        }
    }

    /// `.sidebar` gives the primary column the sidebar's background.
    open var primaryBackgroundStyle: BackgroundStyle = .none {
        didSet { applyPrimaryBackground() }
    }

    // MARK: Column widths (SPLIT-25 … SPLIT-28)

    open var preferredPrimaryColumnWidth: CGFloat = automaticDimension { didSet { widthsDidChange() } }
    open var preferredPrimaryColumnWidthFraction: CGFloat = automaticDimension { didSet { widthsDidChange() } }
    open var minimumPrimaryColumnWidth: CGFloat = automaticDimension { didSet { widthsDidChange() } }
    open var maximumPrimaryColumnWidth: CGFloat = automaticDimension { didSet { widthsDidChange() } }
    open var preferredSupplementaryColumnWidth: CGFloat = automaticDimension { didSet { widthsDidChange() } }
    open var preferredSupplementaryColumnWidthFraction: CGFloat = automaticDimension { didSet { widthsDidChange() } }
    open var minimumSupplementaryColumnWidth: CGFloat = automaticDimension { didSet { widthsDidChange() } }
    open var maximumSupplementaryColumnWidth: CGFloat = automaticDimension { didSet { widthsDidChange() } }

    /// The primary column's width now (SPLIT-25).
    open var primaryColumnWidth: CGFloat { SplitColumnWidths(split: self, width: layoutSize.width).primary }

    /// The supplementary column's width now; 0 without one (SPLIT-25).
    open var supplementaryColumnWidth: CGFloat {
        effectiveStyle == .tripleColumn ? SplitColumnWidths(split: self, width: layoutSize.width).supplementary : 0
    }

    // MARK: The button (SPLIT-21 … SPLIT-23)

    /// A bar button item that shows and hides the primary column, for a navigation bar: the
    /// `sidebar.leading` symbol, titled "Sidebar" for accessibility.
    open private(set) lazy var displayModeButtonItem = UIBarButtonItem(
        title: "Sidebar", image: UIImage(systemName: "sidebar.leading"),
        primaryAction: UIAction(title: "Sidebar") { [weak self] _ in self?.displayModeButtonTapped() })

    // MARK: Overrides

    /// The delegate's answer, when it gives one (a desktop window never rotates: Slate reads
    /// neither, apps may).
    open override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        delegate.flatMap { delegate in OptionalRequirement.answer { delegate.splitViewControllerSupportedInterfaceOrientations(self) } }
            ?? super.supportedInterfaceOrientations
    }

    open override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        delegate.flatMap { delegate in OptionalRequirement.answer { delegate.splitViewControllerPreferredInterfaceOrientationForPresentation(self) } }
            ?? super.preferredInterfaceOrientationForPresentation
    }

    override func encodeContainerRestorableState(with coder: NSCoder) { encodeRestorableColumns(with: coder) }
    override func decodeContainerRestorableState(with coder: NSCoder) { decodeRestorableColumns(with: coder) }

    open override func loadView() {
        let container = SplitContainerView(frame: UIScreen.main.bounds)
        container.split = self
        view = container
        // A desktop has a pointer and seldom a touch screen: a drag with the pointer from the
        // edge reveals the columns as a finger's swipe does (see docs/porting.md).
        edgeSwipeRecognizer.allowedTouchTypes = [UITouch.TouchType.direct, .indirectPointer].map { NSNumber(value: $0.rawValue) }
        edgeSwipeRecognizer.delegate = edgeSwipeGate
        container.addGestureRecognizer(edgeSwipeRecognizer)
        updateEdgeSwipeEdges()
    }

    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        resolveCollapseIfNeeded()
    }

    /// SPLIT-11: the size class about to change is noted here; the collapse or expansion
    /// happens in `viewWillTransition(to:with:)`, which follows, once the new size is known.
    open override func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        super.willTransition(to: newCollection, with: coordinator)
        pendingCollapse = newCollection.horizontalSizeClass == .compact
    }

    open override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        pendingLayoutSize = size
        defer { pendingLayoutSize = nil }
        if SplitDisplayModes.isLandscape(size) != SplitDisplayModes.isLandscape(view.bounds.size) { requestedDisplayMode = nil }
        let announced = pendingCollapse
        pendingCollapse = nil
        if let collapse = announced, hasResolvedCollapse, collapse != isCollapsed {
            setCollapsed(collapse)
        } else {
            displayModeNeedsUpdate(animated: false)
        }
    }

    /// SPLIT-12: traits that change without a resize (a parent's override) collapse or expand
    /// here.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        pendingCollapse = nil
        let collapse = traitCollection.horizontalSizeClass == .compact
        if hasResolvedCollapse, collapse != isCollapsed { setCollapsed(collapse) }
    }

    /// The collapsed state a size-class change announced, until the resize arrives.
    var pendingCollapse: Bool?

    /// PERC-05: expanded, the secondary column shows `vc` (pushed onto a navigation controller
    /// the split made, replacing otherwise — SPLIT-05); collapsed, the compact column's
    /// navigation controller (or the primary one) shows it; an overlay goes away (PERC-07).
    open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if delegate?.splitViewController(self, showDetail: vc, sender: sender) == true { return }
        showDetail(vc, sender: sender)
    }

    open override func show(_ vc: UIViewController, sender: Any?) {
        if delegate?.splitViewController(self, show: vc, sender: sender) == true { return }
        showInPrimary(vc, sender: sender)
    }

    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        if action == .showDetailViewController || action == .show { return true }
        return super.canPerformAction(action, withSender: sender)
    }

    override var deepestActionResponder: UIViewController {
        if isCollapsed { return visibleCollapsedController?.deepestActionResponder ?? self }
        return columnControllers[.secondary]?.deepestActionResponder ?? self
    }

    // MARK: State kept for layout

    /// The size the next layout uses while a resize is being announced.
    var pendingLayoutSize: CGSize?
    var layoutSize: CGSize { pendingLayoutSize ?? storedView?.bounds.size ?? UIScreen.main.bounds.size }

    /// A classic split behaves as a double-column one when expanded.
    var effectiveStyle: Style { style == .unspecified ? .doubleColumn : style }

    /// The swipe from the primary's edge (SPLIT-34) and the drag it is making.
    lazy var edgeSwipeRecognizer = UIScreenEdgePanGestureRecognizer(target: self, action: .splitEdgeSwipe)
    var interactiveReveal: InteractiveReveal?
    /// Lets the swipe begin only when it has columns to reveal, so that a drag from the edge
    /// of a split already showing them goes to the views under it.
    lazy var edgeSwipeGate = SplitEdgeSwipeGate(split: self)

    /// Hairlines between the columns.
    var separatorViews: [UIView] = []

    /// Dims the secondary under an overlay or beside displaced columns; a tap dismisses.
    lazy var dimmingView: SplitDimmingView = {
        let dimming = SplitDimmingView(frame: .zero)
        dimming.onTap = { [weak self] in self?.dimmingTapped() }
        return dimming
    }()
}
