import Foundation

/// A view whose bounds origin — `contentOffset` — moves over content larger than itself,
/// by finger, mouse wheel or trackpad, with iOS's rubber-banding, deceleration and bounce.
///
/// Offsets run from `−adjustedContentInset.top` (and `.left`) to `contentSize` plus the
/// bottom (right) inset minus the bounds. `adjustedContentInset` adds the safe area to
/// `contentInset` as `contentInsetAdjustmentBehavior` says. Dragging past an edge stretches
/// (`ScrollPhysics.rubberBand`) when `bounces`; a released drag glides at
/// `decelerationRate` and springs back from an edge. The delegate hears each step in UIKit's
/// order: willBeginDragging → didScroll… → willEndDragging (target adjustable) →
/// didEndDragging(willDecelerate:) → willBeginDecelerating → didScroll… → didEndDecelerating.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// The outlets Interface Builder documents connect on this class.
    open override class var interfaceBuilderConnections: [InterfaceBuilderConnection] {
        super.interfaceBuilderConnections + [
            .outlet("delegate", \UIScrollView.delegate),
        ]
    }

    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// Like `.scrollableAxes`, and the top and bottom always.
        case automatic
        /// The safe area on the axes that scroll.
        case scrollableAxes
        case never
        case always
    }

    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// Velocity keeps 99.8 % of itself each millisecond.
        public static let normal = DecelerationRate(rawValue: 0.998)
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    open weak var delegate: UIScrollViewDelegate? {
        didSet { updatePinchAvailability() }
    }

    /// The size of the content; offsets are limited by it. With constraints on
    /// `contentLayoutGuide` that decide its size, layout sets it.
    open var contentSize: CGSize = .zero {
        didSet {
            guard contentSize != oldValue else { return }
            adjustedContentInsetMayHaveChanged()
            // A content size set while this view lays out (by layout from the content guide, or
            // by a subclass, which loses to the guide as in UIKit) is part of that layout and
            // asks for no other: the subclass and the guide would otherwise ask again and again.
            LayoutEngine.main.scrollGeometryDidChange(of: self, relayingOut: UIView.viewInLayoutPass !== self)
        }
    }


    /// The content rectangle, for Auto Layout: content pinned to its edges scrolls, and when
    /// the constraints decide its width or height, that is the `contentSize`.
    public var contentLayoutGuide: UILayoutGuide {
        systemGuide(.scrollContent, identifier: "UIScrollView-contentLayoutGuide")
    }

    /// The scroll view's frame rectangle, for Auto Layout: views pinned to it stay put while
    /// the content scrolls.
    public var frameLayoutGuide: UILayoutGuide {
        systemGuide(.scrollFrame, identifier: "UIScrollView-frameLayoutGuide")
    }

    /// Where the content's origin is, seen from the bounds' origin (the bounds' origin).
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            stopScrolling()
            applyContentOffset(newValue)
        }
    }

    open var contentInset: UIEdgeInsets = .zero {
        didSet { if contentInset != oldValue { adjustedContentInsetMayHaveChanged() } }
    }

    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { adjustedContentInsetMayHaveChanged() }
    }

    open var bounces = true
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    open var isScrollEnabled = true {
        didSet { panGestureRecognizer.isEnabled = isScrollEnabled }
    }
    /// Once a drag has moved mostly along one axis, it stays on it.
    open var isDirectionalLockEnabled = false
    /// Drags come to rest on multiples of the bounds' size.
    open var isPagingEnabled = false

    public enum KeyboardDismissMode: Int, Sendable {
        case none
        /// A drag that scrolls the content resigns the editing responder.
        case onDrag
        /// A drag downward resigns it (iOS lets the keyboard follow the finger first; a
        /// desktop's docked input views go when the drag turns downward).
        case interactive
    }

    /// Whether dragging the content dismisses the keyboard (KB-06).
    open var keyboardDismissMode: KeyboardDismissMode = .none
    open var decelerationRate: DecelerationRate = .normal
    open var showsVerticalScrollIndicator = true
    /// The indicators' look: `.default` dark on light content and light on dark (following
    /// the appearance), `.black` always dark, `.white` always light.
    open var indicatorStyle: IndicatorStyle = .default {
        didSet {
            verticalIndicator.style = indicatorStyle
            horizontalIndicator.style = indicatorStyle
        }
    }
    /// Whether a table's or collection view's index shows (`.automatic`) or never does
    /// (`.alwaysHidden`).
    open var indexDisplayMode: IndexDisplayMode = .automatic {
        didSet { indexDisplayModeDidChange() }
    }
    open var showsHorizontalScrollIndicator = true
    /// How far the vertical indicator keeps from the edges (its track is inset by these, on
    /// top of the safe area when `automaticallyAdjustsScrollIndicatorInsets`). `contentInset`
    /// does not move the indicators.
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero { didSet { setNeedsLayout() } }
    /// How far the horizontal indicator keeps from the edges.
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero { didSet { setNeedsLayout() } }
    /// Both indicators' insets (deprecated in iOS 13; reads the vertical one).
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }
    /// Whether the indicators keep out of the safe area as the content does (default true).
    open var automaticallyAdjustsScrollIndicatorInsets = true { didSet { setNeedsLayout() } }

    /// A finger (or the pointer's scrolling) is on the content.
    open var isTracking: Bool { isTrackingInternal }
    /// The content has moved under the finger.
    open var isDragging: Bool { isDraggingInternal }
    /// The content is gliding (or springing back) after a drag.
    open var isDecelerating: Bool { isDeceleratingInternal }
    // Each change tells the main run loop whether to run in its tracking mode.
    var isTrackingInternal = false { didSet { noteTrackingMode() } }
    var isDraggingInternal = false { didSet { noteTrackingMode() } }
    var isDeceleratingInternal = false { didSet { noteTrackingMode() } }

    /// The recognizer that drags the content; it also follows mouse wheels and trackpads.
    open private(set) lazy var panGestureRecognizer: UIPanGestureRecognizer = {
        let pan = ScrollViewPanGestureRecognizer(target: self, action: .scrollViewPan)
        pan.allowedScrollTypesMask = .all
        return pan
    }()

    // MARK: Content touches

    /// Whether a touch on the content waits (0.15 s) to see whether it drags the content
    /// before the content hears of it. A drag that starts in time never reaches the content.
    /// False by default in Slate for now, where UIKit's default is true (docs/porting.md):
    /// set it to get UIKit's behaviour.
    open var delaysContentTouches = false {
        didSet { delayedTouchesRecognizer.isEnabled = delaysContentTouches }
    }

    /// Whether a drag may take a touch that the content has begun tracking (the content gets
    /// `touchesCancelled`). When false, such a touch never scrolls.
    open var canCancelContentTouches = true

    /// Asked before `view` in the content gets `touchesBegan`: false keeps the touches from it.
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { true }

    /// Asked when a drag would take a touch `view` is tracking (with `canCancelContentTouches`):
    /// true for any view but a control, so that a slider or a switch keeps its touch.
    open func touchesShouldCancel(in view: UIView) -> Bool { !(view is UIControl) }

    let delayedTouchesRecognizer: ScrollViewDelayedTouchesRecognizer = {
        let recognizer = ScrollViewDelayedTouchesRecognizer()
        recognizer.isEnabled = false
        return recognizer
    }()

    /// The last adjusted inset reported, to tell when it changes.
    private var reportedAdjustedInset: UIEdgeInsets = .zero
    /// The top inset without the refresh control's room, when last reported.
    private var reportedRestingTop: CGFloat = 0
    /// The drag in progress: the unstretched offset where it began, and the locked axis.
    var drag: ScrollDrag?
    /// The glide, spring or animation moving the content on its own.
    var motion: ScrollMotion?
    var motionLink: CADisplayLink?
    var motionStart: CFTimeInterval?
    var decelerationAxes: (DecelerationAxis, DecelerationAxis)?

    // MARK: Zooming

    open var minimumZoomScale: CGFloat = 1 {
        didSet { updatePinchAvailability() }
    }
    open var maximumZoomScale: CGFloat = 1 {
        didSet { updatePinchAvailability() }
    }
    /// A pinch past the limits stretches, then springs back.
    open var bouncesZoom = true
    open var isZooming: Bool { zoomGesture != nil }
    open var isZoomBouncing: Bool { isZoomBouncingInternal }
    var isZoomBouncingInternal = false
    /// The pinch in progress: the scale it began at and the zoom view's point under the fingers.
    var zoomGesture: (startScale: CGFloat, anchor: CGPoint)?

    /// The scale of the delegate's `viewForZooming(in:)`.
    open var zoomScale: CGFloat {
        get { zoomView.map { $0.transform.a } ?? 1 }
        set { setZoomScale(newValue, animated: false) }
    }

    /// Scales the zoom view to `scale` (within the limits) about the centre of the visible area.
    open func setZoomScale(_ scale: CGFloat, animated: Bool) {
        setZoomScaleInternal(scale, animated: animated)
    }

    /// Zooms so that `rect` (in the zoom view's coordinates) fills the visible area.
    open func zoom(to rect: CGRect, animated: Bool) {
        zoomInternal(to: rect, animated: animated)
    }

    /// The recognizer that zooms; nil while zooming is not possible (no zoom view, or the
    /// minimum and maximum scales are equal).
    open var pinchGestureRecognizer: UIPinchGestureRecognizer? {
        updatePinchAvailability()
        return storedPinch.isEnabled ? storedPinch : nil
    }
    lazy var storedPinch: UIPinchGestureRecognizer = {
        let pinch = UIPinchGestureRecognizer(target: self, action: .scrollViewPinch)
        pinch.isEnabled = false
        addGestureRecognizer(pinch)
        return pinch
    }()

    // MARK: Refreshing

    /// Pull-to-refresh above the content.
    open var refreshControl: UIRefreshControl? {
        didSet {
            guard refreshControl !== oldValue else { return }
            oldValue?.removeFromSuperview()
            oldValue?.scrollView = nil
            if let refreshControl {
                refreshControl.scrollView = self
                insertSubview(refreshControl, at: 0)
            }
            refreshControlDidChangeState(animated: false)
        }
    }

    /// The room a refreshing control takes above the content.
    var refreshInset: CGFloat = 0

    /// A navigation controller whose bar folds as this view (its top controller's content)
    /// scrolls.
    weak var contentScrollObserver: ContentScrollObserving?
    /// How much of that bar is folded away (its large title, its search bar): the content may
    /// scroll back down by that much more than the inset says, unfolding the bar as it comes.
    var barFoldRoom: CGFloat = 0
    /// Whether a navigation bar has followed this view before: the first time, an item that
    /// hides its search bar when scrolling starts with it folded.
    var hasFollowedNavigationBar = false

    /// The indicators (subviews, as in UIKit), shown while the content moves.
    let verticalIndicator = ScrollIndicatorView(isVertical: true)
    let horizontalIndicator = ScrollIndicatorView(isVertical: false)
    /// Bumped whenever indicators are shown, so only the latest fade-out runs.
    var indicatorGeneration = 0

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpScrollView()
    }

    /// What every initializer sets up, `init(frame:)` and `init?(coder:)` alike.
    private func setUpScrollView() {
        clipsToBounds = true
        addGestureRecognizer(delayedTouchesRecognizer)
        addGestureRecognizer(panGestureRecognizer)
        addSubview(verticalIndicator)
        addSubview(horizontalIndicator)
    }

    open override func layoutSubviews() {
        // The frame guide follows the offset before constrained subviews get their frames.
        LayoutEngine.main.scrollGeometryDidChange(of: self, relayingOut: false)
        super.layoutSubviews()
        adoptContentSizeFromContentGuide()
        layoutIndicators()
        layoutRefreshControl()
    }

    /// When constraints decide the content guide's size, it is the content size (UIKit's
    /// rule; without such constraints the guide keeps `contentSize`, so nothing changes).
    private func adoptContentSizeFromContentGuide() {
        guard let guide = layoutGuides.first(where: { $0.kind == .scrollContent }),
              LayoutEngine.main.isParticipating(guide) else { return }
        let scale = pixelScale
        let size = guide.layoutFrame.size
        let rounded = CGSize(width: (size.width * scale).rounded() / scale, height: (size.height * scale).rounded() / scale)
        guard rounded != contentSize, rounded.width.isFinite, rounded.height.isFinite else { return }
        contentSize = rounded
    }

    /// Shows the indicators for a moment, as after a scroll.
    open func flashScrollIndicators() {
        showIndicators()
        scheduleIndicatorFade()
    }

    /// Made by a storyboard or xib: set up as `init(frame:)` does; the document's properties
    /// are set after this returns (docs/porting.md).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpScrollView()
    }

    // MARK: State restoration

    private static let restorableOffsetKey = "UIScrollViewContentOffset"
    private static let restorableZoomKey = "UIScrollViewZoomScale"

    /// Saves where the content is scrolled to, and its zoom; a table or collection view also
    /// its selection and first element in view (`RestorableList`).
    open override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(contentOffset, forKey: Self.restorableOffsetKey)
        coder.encode(Double(zoomScale), forKey: Self.restorableZoomKey)
        (self as? any RestorableList)?.restorableListState().encode(with: coder)
    }

    /// Scrolls back to the saved offset (and zoom); a list's selection and first element
    /// are put back at its next layout.
    open override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        if coder.containsValue(forKey: Self.restorableZoomKey) {
            let scale = coder.decodeDouble(forKey: Self.restorableZoomKey)
            if scale.isFinite, scale > 0 { zoomScale = CGFloat(scale) }
        }
        if coder.containsValue(forKey: Self.restorableOffsetKey) {
            let offset = coder.decodeCGPoint(forKey: Self.restorableOffsetKey)
            if offset.x.isFinite, offset.y.isFinite { contentOffset = offset }
        }
        // A list's selection and first element wait for its next layout.
        if let list = self as? any RestorableList, let state = ListRestorableState(coder: coder) {
            list.pendingRestoredState = state
            setNeedsLayout()
        }
    }

    // MARK: Insets

    /// `contentInset` plus the safe area where `contentInsetAdjustmentBehavior` says.
    open var adjustedContentInset: UIEdgeInsets {
        let safe = safeAreaInsets
        var adjusted = contentInset
        let vertical: Bool, horizontal: Bool
        switch contentInsetAdjustmentBehavior {
        case .never: (vertical, horizontal) = (false, false)
        case .always: (vertical, horizontal) = (true, true)
        case .scrollableAxes: (vertical, horizontal) = (scrollsVertically(withInset: contentInset), scrollsHorizontally(withInset: contentInset))
        case .automatic: (vertical, horizontal) = (true, scrollsHorizontally(withInset: contentInset))
        }
        if vertical {
            adjusted.top += safe.top
            adjusted.bottom += safe.bottom
        }
        adjusted.top += refreshInset
        if horizontal {
            adjusted.left += safe.left
            adjusted.right += safe.right
        }
        return adjusted
    }

    /// Called when `adjustedContentInset` changes (override to react; call super).
    open func adjustedContentInsetDidChange() {
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
    }

    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        adjustedContentInsetMayHaveChanged()
    }

    func adjustedContentInsetMayHaveChanged() {
        let adjusted = adjustedContentInset
        guard adjusted != reportedAdjustedInset else { return }
        let previous = reportedAdjustedInset
        reportedAdjustedInset = adjusted
        // Content resting at the top stays at the top as bars come and go (a table under a
        // navigation bar starts with its first row below the bar). A refresh control's room
        // does not count: beginning to refresh from code does not scroll.
        let restingTop = adjusted.top - refreshInset
        if restingTop != reportedRestingTop, !isDraggingInternal, motion == nil, bounds.origin.y == -previous.top {
            applyContentOffset(CGPoint(x: bounds.origin.x, y: -adjusted.top))
        }
        reportedRestingTop = restingTop
        adjustedContentInsetDidChange()
    }

    private func scrollsVertically(withInset inset: UIEdgeInsets) -> Bool {
        contentSize.height + inset.top + inset.bottom > bounds.height
    }

    private func scrollsHorizontally(withInset inset: UIEdgeInsets) -> Bool {
        contentSize.width + inset.left + inset.right > bounds.width
    }

    // MARK: Offsets

    /// The smallest and largest resting offsets.
    var offsetRange: (min: CGPoint, max: CGPoint) {
        let inset = adjustedContentInset
        // A folded navigation bar's room lowers only the top: the bottom stays where the
        // content ends.
        let minimum = CGPoint(x: -inset.left, y: -inset.top - barFoldRoom)
        let maximum = CGPoint(x: max(-inset.left, contentSize.width + inset.right - bounds.width),
                              y: max(-inset.top, contentSize.height + inset.bottom - bounds.height))
        return (minimum, maximum)
    }

    /// Whether a drag may move the content along each axis.
    var draggableAxes: (horizontal: Bool, vertical: Bool) {
        let range = offsetRange
        return (range.max.x > range.min.x || (bounces && alwaysBounceHorizontal),
                range.max.y > range.min.y || (bounces && alwaysBounceVertical))
    }

    /// Where a drag's deceleration comes to rest before the delegate hears of it: `proposed`
    /// (a collection view asks its layout). `velocity` is in points per millisecond.
    func restingContentOffset(proposed: CGPoint, velocity: CGPoint) -> CGPoint { proposed }

    func clamped(_ offset: CGPoint) -> CGPoint {
        let range = offsetRange
        return CGPoint(x: min(max(offset.x, range.min.x), range.max.x), y: min(max(offset.y, range.min.y), range.max.y))
    }

    /// Moves the bounds' origin and tells the delegate, if it moved.
    func applyContentOffset(_ offset: CGPoint) {
        guard offset != bounds.origin else { return }
        var newBounds = bounds
        newBounds.origin = offset
        bounds = newBounds
        // Scroll views lay out as they scroll, so tiling subclasses keep up (as in UIKit).
        setNeedsLayout()
        if isDraggingInternal || motion != nil { showIndicators() }
        layoutIndicators()
        if isDraggingInternal, let refreshControl {
            refreshControl.userPulled(distance: -(offset.y + adjustedContentInset.top))
        }
        contentScrollObserver?.contentScrollViewDidScroll(self)
        delegate?.scrollViewDidScroll(self)
    }

    /// Moves to `contentOffset`, over 0.3 s when animated (then
    /// `scrollViewDidEndScrollingAnimation(_:)`).
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        guard animated, contentOffset != self.contentOffset else {
            self.contentOffset = contentOffset
            return
        }
        stopScrolling()
        startMotion(.animation(from: self.contentOffset, to: contentOffset, duration: 0.3))
    }

    /// Scrolls as little as possible to show `rect` (in content coordinates) inside the
    /// area the adjusted insets leave.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        let inset = adjustedContentInset
        let visible = CGRect(origin: contentOffset, size: bounds.size).inset(by: inset)
        var offset = contentOffset
        if rect.minX < visible.minX || rect.width > visible.width {
            offset.x -= visible.minX - rect.minX
        } else if rect.maxX > visible.maxX {
            offset.x += rect.maxX - visible.maxX
        }
        if rect.minY < visible.minY || rect.height > visible.height {
            offset.y -= visible.minY - rect.minY
        } else if rect.maxY > visible.maxY {
            offset.y += rect.maxY - visible.maxY
        }
        setContentOffset(clamped(offset), animated: animated)
    }

    open override func willMove(toWindow newWindow: UIWindow?) {
        super.willMove(toWindow: newWindow)
        if newWindow == nil { stopScrolling() }
    }
}

extension Selector {
    @MainActor static let scrollViewPan = Selector("_handlePan:", UIScrollView.handlePan)
}
