import Foundation
import SlatePlatform

/// A rectangle of interface: geometry, drawing, layout and traits, backed by a `CALayer`.
///
/// The view's geometry is its layer's: `frame`, `bounds`, `center` and `transform` read and
/// write the layer (`center` is the layer's `position`). The view is its layer's delegate:
/// the layer asks it to draw (`draw(_:)`) and to lay out (`layoutSubviews()`).
///
/// Swift on Linux cannot override methods declared in extensions, so every overridable
/// method is declared here; the machinery behind the longer ones lives in
/// `UIView+Concern.swift` files.
@preconcurrency @MainActor
open class UIView: UIResponder, UITraitEnvironment, UICoordinateSpace, CALayerDelegate {
    /// The class of layer views of this class create.
    open class var layerClass: AnyClass { CALayer.self }

    /// The backing layer.
    public let layer: CALayer

    /// Not `weak`, for the reason `CALayer.superlayer` is not: set while this view is in the
    /// superview's `storedSubviews`, cleared when it leaves them or by the superview's `deinit`
    /// (as it begins; a subclass's `deinit` runs before it, and there the subviews still see
    /// their dying superview).
    unowned(unsafe) var storedSuperview: UIView?
    var storedSubviews: [UIView] = []
    /// The view controller whose main view this is (UIKit keeps no public pointer, VC-05).
    weak var owningViewController: UIViewController?
    /// The size-class variations of the document this view was made from, if it has any.
    var interfaceBuilderVariations: InterfaceBuilderVariations?
    /// Whether this view is an appearance proxy, and the appearance properties the app set on it.
    var appearanceCustomization = AppearanceCustomization()

    // MARK: Initializers

    /// A view occupying `frame` in its superview (spec V-16).
    public init(frame: CGRect) {
        let layerType = (Self.layerClass as? CALayer.Type) ?? CALayer.self
        layer = layerType.init()
        super.init()
        setUpView(frame: frame)
    }

    /// A view made by a storyboard or xib (spec V-16): set up as `init(frame:)` does with the
    /// document's frame, as UIKit decodes it, so a subclass's `init?(coder:)` sees its size
    /// after `super.init(coder:)`. The document's other properties — colours, subviews and the
    /// subclass's own — are set after `init?(coder:)` returns and before `awakeFromNib()`
    /// (docs/porting.md).
    public required init?(coder: NSCoder) {
        let layerType = (Self.layerClass as? CALayer.Type) ?? CALayer.self
        layer = layerType.init()
        super.init()
        setUpView(frame: (coder as? InterfaceBuilderCoder)?.frame ?? .zero, asAppearanceProxy: coder is AppearanceProxyCoder)
    }

    /// An appearance proxy is set up without being counted or scheduled for layout, display
    /// or constraint updates.
    private func setUpView(frame: CGRect, asAppearanceProxy: Bool = false) {
        layer.setOwningDelegate(self)
        layer.isOpaque = true
        layer.contentsScale = UIScreen.main.scale
        self.frame = frame
        if asAppearanceProxy {
            appearanceCustomization.role = .proxyUnderConstruction
            return
        }
        layer.setNeedsDisplay()
        if type(of: self).requiresConstraintBasedLayout { markNeedsUpdateConstraints() }
        Self.liveCount += 1
    }

    /// Views alive now (for the fuzzer's steady-memory check).
    package static var liveCount = 0

    public convenience override init() {
        self.init(frame: .zero)
    }

    /// Auto Layout keys its bookkeeping by object identity; a view's entries go with it, so a
    /// later view at the same address starts clean.
    /// The layer and the subviews, which may outlive the view, forget it first, as weak
    /// references would have (see `storedSuperview`).
    @MainActor deinit {  // isolated (SE-0371); "isolated deinit" is refused in a @preconcurrency class
        layer.releaseOwningDelegate(self)
        for view in storedSubviews where view.storedSuperview === self { view.storedSuperview = nil }
        if !appearanceCustomization.isProxy { Self.liveCount -= 1 }
        if needsConstraintUpdate { Self.viewsNeedingConstraintUpdate -= 1 }
        LayoutEngine.main.viewDidDeinit(self)
    }

    // MARK: Geometry (spec V-16 … V-21, V-28, V-29)

    /// The view's rectangle in its superview's coordinates; with a non-identity transform
    /// it is the bounding box of the transformed view, and setting it is undefined (Slate
    /// keeps the center and size).
    open var frame: CGRect {
        get { layer.frame }
        set {
            let oldFrame = frame
            // The same frame again changes nothing (containers set their children's frames
            // on every layout pass).
            if newValue == oldFrame { return }
            let oldSize = bounds.size
            if layer.affineTransform().isIdentity {
                layer.frame = newValue
            } else {
                layer.position = CGPoint(x: newValue.midX, y: newValue.midY)
                layer.bounds.size = newValue.size
            }
            boundsSizeDidChange(from: oldSize)
            // A frame that comes out as the old one (a transformed view keeps its centre and
            // size) must not ask the superview to lay out again either.
            if frame != oldFrame { updateAutoresizingConstraintsIfNeeded() }
        }
    }

    /// The view's own coordinate system. Its origin shifts where subviews appear; its size is
    /// the frame's size before the transform.
    open var bounds: CGRect {
        get { layer.bounds }
        set {
            let oldBounds = bounds
            layer.bounds = newValue
            boundsSizeDidChange(from: oldBounds.size)
            if bounds != oldBounds { updateAutoresizingConstraintsIfNeeded() }
        }
    }

    /// The center of `bounds`, in the superview's coordinates.
    open var center: CGPoint {
        get { layer.position }
        set {
            let oldCenter = center
            layer.position = newValue
            if center != oldCenter { updateAutoresizingConstraintsIfNeeded() }
        }
    }

    /// Applied around the center; changes neither `bounds` nor `center`.
    open var transform: CGAffineTransform {
        get { layer.affineTransform() }
        set { layer.setAffineTransform(newValue) }
    }

    open var transform3D: CATransform3D {
        get { layer.transform }
        set { layer.transform = newValue }
    }

    /// The outline UIKit Dynamics uses for collisions (`UIDynamicItem`); subclasses override it.
    open var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }

    /// For `.path` collision bounds: a convex polygon around the center (its (0, 0)).
    open var collisionBoundingPath: UIBezierPath {
        UIBezierPath(rect: CGRect(x: -bounds.width / 2, y: -bounds.height / 2, width: bounds.width, height: bounds.height))
    }

    /// Pixels per point of the view's drawing.
    open var contentScaleFactor: CGFloat {
        get { layer.contentsScale }
        set { layer.contentsScale = newValue }
    }

    // MARK: Hierarchy (spec V-01 … V-10)

    open var superview: UIView? { storedSuperview }

    /// Back to front. A copy: removing views while iterating it is safe (V-06).
    open var subviews: [UIView] { storedSubviews }

    /// The window at the root of the superview chain, or nil.
    open var window: UIWindow? { storedSuperview?.window }

    open func addSubview(_ view: UIView) { insert(view, at: storedSubviews.count) }

    open func insertSubview(_ view: UIView, at index: Int) { insert(view, at: index) }

    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        insert(view, relativeTo: siblingSubview, above: false)
    }

    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        insert(view, relativeTo: siblingSubview, above: true)
    }

    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) { exchange(index1, index2) }

    open func bringSubviewToFront(_ view: UIView) { move(view, toFront: true) }

    open func sendSubviewToBack(_ view: UIView) { move(view, toFront: false) }

    open func removeFromSuperview() { detachFromSuperview() }

    open func isDescendant(of view: UIView) -> Bool {
        var cursor: UIView? = self
        while let current = cursor {
            if current === view { return true }
            cursor = current.storedSuperview
        }
        return false
    }

    /// 0 unless set. Tags are not checked for uniqueness.
    open var tag: Int = 0

    /// The receiver or the first descendant (depth first) with `tag` (V-08).
    open func viewWithTag(_ tag: Int) -> UIView? { findView(withTag: tag) }

    // Hierarchy hooks (V-09): overridable, empty by default.
    open func didAddSubview(_ subview: UIView) {}
    open func willRemoveSubview(_ subview: UIView) {}
    open func willMove(toSuperview newSuperview: UIView?) {}
    open func didMoveToSuperview() {}
    open func willMove(toWindow newWindow: UIWindow?) {}
    open func didMoveToWindow() {}

    // MARK: Responder chain

    /// The superview; a view controller's main view answers its view controller (VC-05).
    open override var next: UIResponder? { owningViewController ?? storedSuperview }

    override var responderView: UIView? { self }

    /// Makes the first responder in this view's subtree resign; with `force`, even if it
    /// refuses. Returns whether it resigned (spec FR-04).
    @discardableResult
    open func endEditing(_ force: Bool) -> Bool {
        guard let responder = window?.firstResponder, let view = responder.responderView, view.isDescendant(of: self) else {
            return true
        }
        return responder.resignOnRequest(force: force)
    }

    // MARK: Focus (UIFocusItem, UIFocusItemContainer; FocusEngine)

    /// Whether the focus can land on this view. False for a plain view; controls, text
    /// inputs and list cells say otherwise (see each).
    open var canBecomeFocused: Bool { false }

    /// Whether this view has the focus of its window (and can still have it: shown, not
    /// covered by a presentation).
    open var isFocused: Bool {
        guard let window, window.focusEngine.focusedItem === self else { return false }
        return window.focusEngine.candidates.isEligible(self)
    }

    /// Items sharing an identifier with this view (or, when nil, with its nearest ancestor
    /// that has one) are one stop for Tab, and the arrow keys move among them.
    open var focusGroupIdentifier: String?

    /// Where focus goes when this view asks for an update; empty by default, which means the
    /// view itself when it can be focused, else its first item in Tab's order.
    open var preferredFocusEnvironments: [UIFocusEnvironment] { [] }

    /// The view's controller when it is a controller's view, else its superview.
    open var parentFocusEnvironment: UIFocusEnvironment? { owningViewController ?? storedSuperview }

    open var focusItemContainer: UIFocusItemContainer? { self }

    open func setNeedsFocusUpdate() { window?.focusEngine.requestUpdate(to: self) }

    open func updateFocusIfNeeded() { window?.focusEngine.updateIfNeeded() }

    open func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool { true }

    open func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {}

    /// The view itself: its focus items' frames are in its bounds.
    public var coordinateSpace: UICoordinateSpace { self }

    /// The focusable views inside this one whose frames meet `rect` (in this view's bounds).
    open func focusItems(in rect: CGRect) -> [UIFocusItem] {
        guard let window else { return [] }
        return window.focusEngine.candidates.focusableViews().filter { view in
            view !== self && view.isDescendant(of: self) && view.convert(view.bounds, to: self).intersects(rect)
        }
    }

    // MARK: Visibility (spec V-11 … V-15)

    open var isHidden: Bool {
        get { layer.isHidden }
        set {
            guard newValue != layer.isHidden else { return }
            layer.isHidden = newValue
            (storedSuperview as? UIStackView)?.arrangedSubviewVisibilityDidChange(self)
        }
    }

    /// 0…1, multiplying down the hierarchy. Below 0.01 the view is not hit-tested.
    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set { layer.opacity = Float(min(max(newValue, 0), 1)) }
    }

    /// A hint for drawing; never changes how the view looks by itself (V-14). As on iOS, an
    /// opaque view that draws (`draw(_:)`) starts from black, not transparent.
    open var isOpaque: Bool {
        get { layer.isOpaque }
        set { layer.isOpaque = newValue }
    }

    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    /// A view whose alpha channel masks this view — its background, content and subviews —
    /// placed in this view's bounds by its frame. It is not a subview (give it no superview):
    /// it takes this view's traits and display scale, and is laid out and drawn with it.
    open var mask: UIView? {
        get { storedMask }
        set { setMask(newValue) }
    }

    var storedMask: UIView?
    /// The view this view masks.
    weak var maskedView: UIView?

    /// Nil (transparent) by default; dynamic colors follow the view's traits.
    open var backgroundColor: UIColor? {
        get { storedBackgroundColor }
        set {
            appearanceSetting(\.backgroundColor, newValue)
            storedBackgroundColor = newValue
            applyBackgroundColor()
        }
    }

    var storedBackgroundColor: UIColor?

    open var isUserInteractionEnabled = true

    open var isMultipleTouchEnabled = false

    open var isExclusiveTouch = false

    // MARK: Tint

    /// The tint of this view and its descendants: an explicit color, else the superview's,
    /// else the system tint. Dimmed when `tintAdjustmentMode` resolves to `.dimmed`.
    open var tintColor: UIColor! {
        get { effectiveTintColor }
        set {
            appearanceSetting(\.tintColor, newValue)
            storedTintColor = newValue
            propagateTintChange(color: true, mode: false)
        }
    }

    var storedTintColor: UIColor?

    /// `.automatic` inherits; the root resolves to `.normal`.
    open var tintAdjustmentMode: TintAdjustmentMode = .automatic {
        didSet { if tintAdjustmentMode != oldValue { propagateTintChange(color: false, mode: true) } }
    }

    /// Called when the effective tint color or adjustment mode changes.
    open func tintColorDidChange() {}

    // MARK: Drawing

    /// Draws the view's content into the current UIKit context, in bounds coordinates. The
    /// default draws nothing; views that do not override it get no backing store.
    open func draw(_ rect: CGRect) {
        RenderingBookkeeping.defaultDrawReached = true
    }

    /// Draws the view for printing (`UIViewPrintFormatter`), in bounds coordinates, into the
    /// current context. The default draws the view as it looks — its drawing, background and
    /// subviews, through its layer tree — where UIKit's calls `draw(_:)` alone (see
    /// docs/porting.md).
    open func draw(_ rect: CGRect, for formatter: UIViewPrintFormatter) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        layoutIfNeeded()
        layer.render(in: context)
    }

    /// Redraws the whole view at the next commit.
    open func setNeedsDisplay() { requestDisplay(in: nil) }

    /// Redraws part of the view at the next commit.
    open func setNeedsDisplay(_ rect: CGRect) { requestDisplay(in: rect) }

    /// How content is placed in the bounds, and whether a size change redraws it.
    open var contentMode: ContentMode = .scaleToFill {
        didSet { applyContentMode() }
    }

    // CALayerDelegate (an appearance proxy is never laid out or drawn)
    public func display(_ layer: CALayer) {
        if !appearanceCustomization.isProxy { displayLayer() }
    }

    public func draw(_ layer: CALayer, in ctx: CGContext) {
        if !appearanceCustomization.isProxy { drawLayer(in: ctx) }
    }

    public func layoutSublayers(of layer: CALayer) {
        if !appearanceCustomization.isProxy { performLayoutPass() }
    }

    /// `NSNull()`: a view's own layer has no implicit animations. Changes inside animation
    /// blocks animate through the block instead (UIKit records them; see docs/porting.md).
    open func action(for layer: CALayer, forKey event: String) -> CAAction? {
        UIView.noLayerAction
    }

    /// One `NSNull` for every answer above: layout asks for each frame change of each view.
    private static let noLayerAction = NSNull()

    // MARK: Layout (spec LAY-01 … LAY-04, LAY-16 … LAY-20)

    /// Lays out subviews. The default applies Auto Layout's solution to constrained
    /// subviews. Called top-down at the end of the run-loop turn; never call it directly.
    open func layoutSubviews() { applyEngineFrames() }

    /// Schedules `layoutSubviews()` for the end of the run-loop turn; calls coalesce.
    open func setNeedsLayout() { layer.setNeedsLayout() }

    /// Performs pending layout now, from the topmost view that needs it.
    open func layoutIfNeeded() { layer.layoutIfNeeded() }

    /// How the view resizes when its superview's bounds change (LAY-02, LAY-03).
    open var autoresizingMask: AutoresizingMask = []

    open var autoresizesSubviews = true

    /// The size that best fits `size`; the default returns the current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the view to `sizeThatFits(bounds.size)`, keeping its origin.
    open func sizeToFit() {
        let size = sizeThatFits(bounds.size)
        frame = CGRect(origin: frame.origin, size: size)
    }

    /// The natural size; `noIntrinsicMetric` in a dimension that has none.
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// Tells Auto Layout the intrinsic size changed.
    open func invalidateIntrinsicContentSize() { intrinsicContentSizeDidChange() }

    public static let noIntrinsicMetric: CGFloat = -1

    // MARK: Margins and safe area (spec LAY-10 … LAY-12)

    /// The margins layout uses, as UIKit reports them: what was set (8 points on each edge by
    /// default; a view controller's main view starts at 0 at the top and bottom), raised to
    /// its controller's `systemMinimumLayoutMargins` for a main view, plus the safe area where
    /// `insetsLayoutMarginsFromSafeArea`, and at least the superview's where
    /// `preservesSuperviewLayoutMargins` (LAY-11 … LAY-13). Setting it sets what is asked for.
    open var layoutMargins: UIEdgeInsets {
        get { effectiveLayoutMargins }
        set { setLayoutMargins(directional: directionalInsets(from: newValue)) }
    }

    /// `layoutMargins` with leading and trailing for the layout direction.
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { directionalInsets(from: effectiveLayoutMargins) }
        set { setLayoutMargins(directional: newValue) }
    }

    /// The margins set; nil until set.
    var assignedLayoutMargins: NSDirectionalEdgeInsets?

    /// The margins asked for, before the system minimum, the safe area and the superview's:
    /// those set, else 8 points on each edge — and none at the top and bottom of a view
    /// controller's main view, whose margins there are the system minimum's (0) plus the safe
    /// area, as on iOS 11 and later.
    var requestedLayoutMargins: NSDirectionalEdgeInsets {
        assignedLayoutMargins ?? NSDirectionalEdgeInsets(top: owningViewController == nil ? 8 : 0, leading: 8,
                                                         bottom: owningViewController == nil ? 8 : 0, trailing: 8)
    }

    open var preservesSuperviewLayoutMargins = false {
        didSet { layoutMarginsInputsDidChange() }
    }

    /// When true (the default), margins are measured from the safe area (LAY-11).
    open var insetsLayoutMarginsFromSafeArea = true {
        didSet { layoutMarginsInputsDidChange() }
    }

    open func layoutMarginsDidChange() {}

    /// How far the window's unobscured area lies inside this view's bounds.
    open var safeAreaInsets: UIEdgeInsets { storedSafeAreaInsets }

    var storedSafeAreaInsets = UIEdgeInsets.zero

    /// Whether the view's bounds are the safe area of its subviews: what lies outside them is
    /// inset (a popover's content clip: the content reaches out under the arrow strip). A
    /// property rather than a protocol, so that the common case — a superview without an
    /// inset — costs no conformance lookup.
    var boundsSafeAreaOfSubviews: Bool { false }

    open func safeAreaInsetsDidChange() {}

    // MARK: Auto Layout

    /// Whether the view's frame and autoresizing mask become constraints (LAY-01, LAY-08).
    open var translatesAutoresizingMaskIntoConstraints = true {
        didSet { if translatesAutoresizingMaskIntoConstraints != oldValue { autoresizingTranslationDidChange() } }
    }

    /// Adds or changes constraints. Called bottom-up before layout; overrides must call super
    /// (LAY-16).
    open func updateConstraints() { RenderingBookkeeping.superUpdateConstraintsCalled = true }

    open func setNeedsUpdateConstraints() { markNeedsUpdateConstraints() }

    open func updateConstraintsIfNeeded() { performUpdateConstraintsIfNeeded() }

    open func needsUpdateConstraints() -> Bool { needsConstraintUpdate }

    var needsConstraintUpdate = false {
        didSet {
            if needsConstraintUpdate != oldValue { Self.viewsNeedingConstraintUpdate += needsConstraintUpdate ? 1 : -1 }
        }
    }

    /// How many views, anywhere, wait for `updateConstraints()`: without any, a layout pass
    /// need not climb to its hierarchy's top to look for them.
    static var viewsNeedingConstraintUpdate = 0

    open class var requiresConstraintBasedLayout: Bool { false }

    /// The view's rectangle for alignment, inset from its frame by `alignmentRectInsets`.
    open var alignmentRectInsets: UIEdgeInsets { .zero }

    open func alignmentRect(forFrame frame: CGRect) -> CGRect { frame.inset(by: alignmentRectInsets) }

    open func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
        let i = alignmentRectInsets
        return alignmentRect.inset(by: UIEdgeInsets(top: -i.top, left: -i.left, bottom: -i.bottom, right: -i.right))
    }

    /// The view whose first baseline `firstBaselineAnchor` uses (the receiver by default).
    open var forFirstBaselineLayout: UIView { self }

    open var forLastBaselineLayout: UIView { self }

    /// Called after anything a view's system-drawn appearance derives from changed: its tint
    /// (and adjustment mode), its traits, or — for controls — its state. UIKit's own views
    /// restyle here, whether or not an app's override of `tintColorDidChange()` or
    /// `traitCollectionDidChange(_:)` calls super.
    func appearanceInputsDidChange() {}

    /// The bar item this view shows (a bar's button for it), which takes its appearance
    /// proxies' settings as this view enters a window.
    var appearanceItem: UIBarItem? { nil }

    /// True for views that set their layer's contents themselves (image views) rather than
    /// drawing through `draw(_:)`; displaying their layer leaves the contents alone.
    var managesLayerContents: Bool { false }

    /// Called whenever the bounds size changes, however it changed (frame, bounds,
    /// autoresizing, Auto Layout). Subclasses in UIKit react here.
    func boundsSizeDidChangeHook(from oldSize: CGSize) {}

    /// Distance from the top of the view to its first and last baselines, for views that have
    /// text; nil otherwise (the baseline then is the bottom edge).
    var firstBaselineOffsetFromTop: CGFloat? { nil }
    var lastBaselineOffsetFromBottom: CGFloat? { nil }

    var storedHuggingPriority: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (.defaultLow, .defaultLow)
    var storedCompressionPriority: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (.defaultHigh, .defaultHigh)

    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? storedHuggingPriority.horizontal : storedHuggingPriority.vertical
    }

    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { storedHuggingPriority.horizontal = priority } else { storedHuggingPriority.vertical = priority }
        LayoutEngine.main.contentPrioritiesDidChange(of: self)
    }

    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? storedCompressionPriority.horizontal : storedCompressionPriority.vertical
    }

    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { storedCompressionPriority.horizontal = priority } else { storedCompressionPriority.vertical = priority }
        LayoutEngine.main.contentPrioritiesDidChange(of: self)
    }

    /// The smallest (`layoutFittingCompressedSize`) or largest (`layoutFittingExpandedSize`)
    /// size that satisfies the view's own constraints, or the size closest to `targetSize`.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        fittingSize(targetSize, horizontal: .fittingSizeLevel, vertical: .fittingSizeLevel)
    }

    open func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                      verticalFittingPriority: UILayoutPriority) -> CGSize {
        fittingSize(targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }

    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// A stack view's nudge to its arranged subviews' content priorities along its axis, so
    /// that ties resolve by arrangement order (see `UIStackView`).
    var stackTieBreak: StackTieBreak?

    var engineItem: LayoutItem?
    var installedConstraints: [NSLayoutConstraint] = []
    var ownedLayoutGuides: [UILayoutGuide] = []

    // MARK: Traits (spec TRAIT-01 … TRAIT-03, TRAIT-12)

    open var traitCollection: UITraitCollection { resolvedTraitCollection }

    /// Called after the view's trait collection changed, with the previous one (nil the first
    /// time). Overrides should call super.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Replaces the interface style for this view and its descendants (TRAIT-12).
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
        didSet { if overrideUserInterfaceStyle != oldValue { traitInputsDidChange() } }
    }

    /// The interface style the view imposes on itself and its descendants when
    /// `overrideUserInterfaceStyle` does not: a bar of the black style is dark.
    var implicitUserInterfaceStyle: UIUserInterfaceStyle { .unspecified }

    var cachedTraitCollection: UITraitCollection?
    var hasReceivedTraits = false
    var renderingFlags = RenderingFlags()
    /// What the large content viewer shows of the view, once the app set any of it.
    var largeContentProperties: LargeContentProperties?

    /// The collection this view inherits: its superview's (a mask view: its masked view's), or
    /// the screen's when it has none.
    /// (A window derives its own from its screen and size.)
    var inheritedTraitCollection: UITraitCollection {
        storedSuperview?.traitCollection ?? maskedView?.traitCollection ?? UIScreen.main.traitCollection
    }

    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified {
        didSet { if semanticContentAttribute != oldValue { setNeedsLayout() } }
    }

    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        Self.userInterfaceLayoutDirection(for: semanticContentAttribute,
                                          relativeTo: traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight)
    }

    /// The direction a view with `attribute` lays out in, in the application's direction.
    public class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        userInterfaceLayoutDirection(for: attribute, relativeTo: UIApplication.shared.userInterfaceLayoutDirection)
    }

    /// The direction a view with `semanticContentAttribute` lays out in when its surroundings
    /// lay out in `layoutDirection`: playback controls, spatial controls and forced
    /// left-to-right views always left to right, forced right-to-left ones right to left, the
    /// rest as their surroundings.
    public class func userInterfaceLayoutDirection(for semanticContentAttribute: UISemanticContentAttribute,
                                                   relativeTo layoutDirection: UIUserInterfaceLayoutDirection) -> UIUserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .forceLeftToRight, .playback, .spatial: .leftToRight
        case .forceRightToLeft: .rightToLeft
        case .unspecified: layoutDirection
        }
    }

    // MARK: Coordinates (spec V-22 … V-24)

    /// Converts a point from this view's bounds to `view`'s (nil: the window's).
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        point.applying(transform(toView: view))
    }

    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        point.applying(transform(toView: view).inverted())
    }

    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        rect.applying(transform(toView: view))
    }

    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        rect.applying(transform(toView: view).inverted())
    }

    // With a non-optional view argument Swift picks these overloads, so they must not call
    // the `UIView?` ones by the same names.
    public func convert(_ point: CGPoint, to coordinateSpace: UICoordinateSpace) -> CGPoint {
        if let view = coordinateSpace as? UIView { return point.applying(transform(toView: view)) }
        return point.applying(transformToScreen).applying(screenTransform(of: coordinateSpace).inverted())
    }

    public func convert(_ point: CGPoint, from coordinateSpace: UICoordinateSpace) -> CGPoint {
        if let view = coordinateSpace as? UIView { return point.applying(transform(toView: view).inverted()) }
        return point.applying(screenTransform(of: coordinateSpace)).applying(transformToScreen.inverted())
    }

    public func convert(_ rect: CGRect, to coordinateSpace: UICoordinateSpace) -> CGRect {
        if let view = coordinateSpace as? UIView { return rect.applying(transform(toView: view)) }
        return rect.applying(transformToScreen).applying(screenTransform(of: coordinateSpace).inverted())
    }

    public func convert(_ rect: CGRect, from coordinateSpace: UICoordinateSpace) -> CGRect {
        if let view = coordinateSpace as? UIView { return rect.applying(transform(toView: view).inverted()) }
        return rect.applying(screenTransform(of: coordinateSpace)).applying(transformToScreen.inverted())
    }

    /// Block animations in flight without `.allowUserInteraction`: while any is, the view
    /// takes no touches (hit testing, as ever, uses the model values).
    var animationSuspensionCount = 0

    // MARK: State restoration

    /// Set, in a view of a preserved view controller, to save the view's own state
    /// (`encodeRestorableState(with:)`) with its controller's.
    open var restorationIdentifier: String?

    /// Writes the view's state; a scroll view saves its content offset (call super).
    open func encodeRestorableState(with coder: NSCoder) {}

    /// Reads what `encodeRestorableState(with:)` wrote.
    open func decodeRestorableState(with coder: NSCoder) {}

    // MARK: Gesture recognizers (spec GR-01, GR-14)

    /// The recognizers attached to the view; the view keeps them alive.
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { storedGestureRecognizers.isEmpty ? nil : storedGestureRecognizers }
        set {
            for recognizer in storedGestureRecognizers { removeGestureRecognizer(recognizer) }
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    var storedGestureRecognizers: [UIGestureRecognizer] = []

    /// The view's interactions (`interactions`, `addInteraction(_:)`).
    var storedInteractions: [UIInteraction] = []
    /// The motion effects added (UIView+MotionEffects).
    var storedMotionEffects: [UIMotionEffect] = []

    /// The drop destination a paste configuration makes of the view (UIView+PasteConfiguration).
    var pasteConfigurationDrop: PasteConfigurationDrop?

    /// The desktop pointer over this view when no pointer interaction styles it; nil defers
    /// to the superview. Editable text answers the text beam.
    var defaultPointerCursor: PlatformCursor? { nil }

    /// Attaches `gestureRecognizer`, taking it from the view it was attached to.
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if let other = gestureRecognizer.view, other !== self { other.removeGestureRecognizer(gestureRecognizer) }
        guard !storedGestureRecognizers.contains(where: { $0 === gestureRecognizer }) else { return }
        storedGestureRecognizers.append(gestureRecognizer)
        gestureRecognizer.view = self
        gestureRecognizer.attachmentOrder = GestureAttachmentCounter.next()
    }

    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard storedGestureRecognizers.contains(where: { $0 === gestureRecognizer }) else { return }
        if gestureRecognizer.state == .began || gestureRecognizer.state == .changed {
            gestureRecognizer.state = .cancelled
        } else if gestureRecognizer.state == .possible, !gestureRecognizer.trackedTouches.isEmpty {
            gestureRecognizer.state = .failed
        }
        storedGestureRecognizers.removeAll { $0 === gestureRecognizer }
        gestureRecognizer.view = nil
    }

    /// Asked, for the view a gesture's touches hit, before any recognizer on it or its
    /// superviews leaves `.possible`; false makes that recognizer fail (spec GR-14).
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    // MARK: Hit testing (spec HIT-01 … HIT-04, V-12, V-13, V-31)

    /// The deepest visible, interactive descendant (or self) containing `point` (in bounds
    /// coordinates), asking subviews front to back.
    ///
    /// As in UIKit, a point outside the receiver (`point(inside:with:)` false) is never a hit,
    /// even where a subview sticks out: the subviews are asked only about points inside. That
    /// also keeps hit testing proportional to the depth of the tree, not its size.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard isUserInteractionEnabled, !isHidden, alpha >= 0.01, animationSuspensionCount == 0 else { return nil }
        guard self.point(inside: point, with: event) else { return nil }
        for subview in storedSubviews.reversed() {
            if let hit = subview.hitTest(subview.convertFromSuperview(point), with: event) { return hit }
        }
        return self
    }

    /// Whether `point` (in bounds coordinates) is inside the view.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }
}

extension UIView {
    /// How a view's content fills its bounds.
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill
        /// Redraws when the bounds change size.
        case redraw
        case center, top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight
    }

    public enum TintAdjustmentMode: Int, Sendable {
        case automatic, normal, dimmed
    }

    /// Which edges and dimensions flex when the superview resizes.
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }
}

public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft
}

public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight, rightToLeft
}

/// Orders recognizers by when they were attached (spec GR-10).
@MainActor
enum GestureAttachmentCounter {
    private static var value = 0
    static func next() -> Int {
        value += 1
        return value
    }
}

/// Notes the drawing and constraint machinery takes while calling overridable methods.
@MainActor
enum RenderingBookkeeping {
    /// Set when `UIView.draw(_:)`'s default implementation runs.
    static var defaultDrawReached = false
    /// Set when `UIView.updateConstraints()`'s implementation runs.
    static var superUpdateConstraintsCalled = false
}
