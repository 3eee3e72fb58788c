/// A rectangle of content in a tree of layers: geometry, appearance and a backing store.
///
/// Geometry follows Core Animation. A layer's `bounds` is its own coordinate space;
/// `position` is where its `anchorPoint` (a unit point in the bounds, default center) sits
/// in the superlayer's space; `transform` applies around the anchor point; `frame` is
/// derived from all of them.
///
/// Every change is recorded: it opens (or joins) the current `CATransaction` and marks what
/// the compositor must redraw. Layers are main-actor objects in Slate (see docs/porting.md).
@preconcurrency @MainActor
open class CALayer: NSObject {
    // MARK: Geometry

    /// The layer's own coordinate space. Changing its size lays out sublayers again (and
    /// redraws when `needsDisplayOnBoundsChange`).
    @exclusivity(unchecked) open var bounds: CGRect = .zero {
        didSet {
            guard bounds != oldValue, !CALayer.isApplyingPresentation else { return }
            guard bounds.isFiniteGeometry else {
                CALayer.report("CALayer.bounds: \(bounds) is not a finite rectangle; the layer keeps \(oldValue). (Core Animation raises CALayerInvalidGeometry for this.)")
                bounds = oldValue
                return
            }
            changed(.geometry)
            reportAnimatableChange("bounds", from: oldValue)
            if bounds.size != oldValue.size {
                setNeedsLayout()
                if needsDisplayOnBoundsChange { setNeedsDisplay() }
            }
        }
    }

    /// Where the anchor point lies in the superlayer's coordinates.
    @exclusivity(unchecked) open var position: CGPoint = .zero {
        didSet {
            guard position != oldValue else { return }
            guard position.x.isFinite, position.y.isFinite else {
                CALayer.report("CALayer.position: \(position) is not a finite point; the layer keeps \(oldValue). (Core Animation raises CALayerInvalidGeometry for this.)")
                position = oldValue
                return
            }
            changed(.geometry)
            reportAnimatableChange("position", from: oldValue)
        }
    }

    /// The point, in unit coordinates of the bounds, that `position` refers to and that
    /// transforms apply around. Default (0.5, 0.5).
    @exclusivity(unchecked) open var anchorPoint = CGPoint(x: 0.5, y: 0.5) {
        didSet { if anchorPoint != oldValue { changed(.geometry); reportAnimatableChange("anchorPoint", from: oldValue) } }
    }

    open var anchorPointZ: CGFloat = 0

    /// Sibling drawing order: higher values draw in front; equal values keep sublayer order.
    open var zPosition: CGFloat = 0 {
        didSet {
            guard zPosition != oldValue else { return }
            storedSuperlayer?.drawingOrderIsKnown = false
            changed(.geometry)
            reportAnimatableChange("zPosition", from: oldValue)
        }
    }

    /// Applied around the anchor point. Slate draws orthographically: the affine part, and — for
    /// a sublayer of a `CATransformLayer` — the depth its z parts give.
    @exclusivity(unchecked) open var transform: CATransform3D = CATransform3DIdentity {
        didSet { if transform != oldValue { changed(.geometry); reportAnimatableChange("transform", from: oldValue) } }
    }

    /// Applied to sublayers, around this layer's anchor point.
    open var sublayerTransform: CATransform3D = CATransform3DIdentity {
        didSet { if sublayerTransform != oldValue { changed(.geometry) } }
    }

    /// Whether the sublayers' coordinate space is turned upside down: a sublayer's position
    /// is measured up from the bottom of the bounds, and the sublayer is drawn mirrored top
    /// to bottom (a chart laid out with y up reads as drawn). The layer's own contents are
    /// not affected. False by default.
    open var isGeometryFlipped = false {
        didSet { if isGeometryFlipped != oldValue { changed(.geometry) } }
    }

    public func affineTransform() -> CGAffineTransform { transform.affinePart }

    public func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

    // MARK: Hierarchy

    /// The parent layer. Owned by the parent through `sublayers`.
    public var superlayer: CALayer? { storedSuperlayer }

    /// Not `weak`: a weakly referenced object counts its references through a side table, the
    /// runtime's slow path, and every layer is some layer's child — that slow path was 40 % of
    /// a list's scrolling. The invariant that makes it safe: it is set only while this layer is
    /// in the parent's `children` (which keeps the child alive), cleared when it leaves them,
    /// and cleared by the parent's `deinit` if the parent goes first. Between a subclass's
    /// `deinit` and `CALayer`'s, a child still sees its dying parent (a weak reference would
    /// have read nil): code there must not reach children's `superlayer`.
    private unowned(unsafe) var storedSuperlayer: CALayer?

    private var children: [CALayer] = []

    /// The sublayers back to front as they are drawn and hit-tested: by `zPosition`, keeping
    /// their order among equals. Whether any has a `zPosition` is remembered until the
    /// sublayers or one's `zPosition` change, so that a frame's walks do not ask every child
    /// every frame.
    var sublayersInDrawingOrder: [CALayer] {
        // A transform layer's sublayers go by depth, which their transforms change at will.
        guard flattensSublayers else { return children.sortedByDepth() }
        if !drawingOrderIsKnown {
            sublayersHaveZPositions = children.contains { $0.zPosition != 0 }
            drawingOrderIsKnown = true
        }
        return sublayersHaveZPositions ? children.sortedForDrawing() : children
    }

    private var drawingOrderIsKnown = false
    private var sublayersHaveZPositions = false

    /// Back to front. Nil when there are none, as in Core Animation. Setting replaces all.
    open var sublayers: [CALayer]? {
        get { children.isEmpty ? nil : children }
        set {
            for child in children { child.removeFromSuperlayer() }
            for child in newValue ?? [] { addSublayer(child) }
        }
    }

    open func addSublayer(_ layer: CALayer) {
        guard canAdopt(layer) else { return }
        layer.removeFromSuperlayer()
        adopt(layer, at: children.count)
    }

    /// Inserts at `index` among the sublayers (clamped), after removing `layer` from its
    /// current superlayer.
    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        guard canAdopt(layer) else { return }
        layer.removeFromSuperlayer()
        adopt(layer, at: Int(index))
    }

    /// Inserts just behind `sibling`, or at the back when `sibling` is nil or not a sublayer.
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        guard canAdopt(layer), layer !== sibling else { return }
        layer.removeFromSuperlayer()
        adopt(layer, at: index(of: sibling) ?? 0)
    }

    /// Inserts just in front of `sibling`, or at the front when `sibling` is nil or not a sublayer.
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        guard canAdopt(layer), layer !== sibling else { return }
        layer.removeFromSuperlayer()
        adopt(layer, at: index(of: sibling).map { $0 + 1 } ?? children.count)
    }

    /// Replaces `oldLayer` (a sublayer) with `newLayer` at the same index.
    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard oldLayer !== newLayer, index(of: oldLayer) != nil, canAdopt(newLayer) else { return }
        newLayer.removeFromSuperlayer()
        guard let position = index(of: oldLayer) else { return }
        oldLayer.removeFromSuperlayer()
        adopt(newLayer, at: position)
    }

    open func removeFromSuperlayer() {
        guard let parent = superlayer, let position = parent.index(of: self) else { return }
        parent.renderState.recordRemoval(of: self)
        parent.children.remove(at: position)
        parent.drawingOrderIsKnown = false
        storedSuperlayer = nil
        parent.changed(.sublayers)
        parent.setNeedsLayout()
        runAction(forEvent: kCAOnOrderOut)
    }

    private func index(of layer: CALayer?) -> Int? {
        guard let layer else { return nil }
        return children.firstIndex { $0 === layer }
    }

    /// Adding a layer to itself or into its own subtree would make a cycle: refused.
    private func canAdopt(_ layer: CALayer) -> Bool {
        guard layer !== self, !isDescendant(of: layer) else {
            Self.report("CALayer: refusing to add \(layer) inside its own subtree; that would make a cycle.")
            return false
        }
        return true
    }

    private func adopt(_ layer: CALayer, at index: Int) {
        children.insert(layer, at: min(max(0, index), children.count))
        drawingOrderIsKnown = false
        layer.storedSuperlayer = self
        layer.changed(.geometry)
        changed(.sublayers)
        setNeedsLayout()
        // Layout pending inside the new subtree must be reachable from the new root.
        if layer.needsLayoutFlag || layer.descendantNeedsLayout { markAncestorsNeedLayout(from: self) }
        layer.runAction(forEvent: kCAOnOrderIn)
    }

    func isDescendant(of layer: CALayer) -> Bool {
        var cursor = superlayer
        while let current = cursor {
            if current === layer { return true }
            cursor = current.superlayer
        }
        return false
    }

    // MARK: Visibility

    @exclusivity(unchecked) open var isHidden = false {
        didSet { if isHidden != oldValue { changed(.visibility) } }
    }

    /// 0…1. The layer and its sublayers are composited as a group (see `allowsGroupOpacity`).
    open var opacity: Float = 1 {
        didSet { if opacity != oldValue { changed(.visibility); reportAnimatableChange("opacity", from: oldValue) } }
    }

    /// When true (the default), a translucent layer's sublayers are flattened before its
    /// opacity applies, so overlapping sublayers do not show through each other.
    open var allowsGroupOpacity = true {
        didSet { if allowsGroupOpacity != oldValue { changed(.appearance) } }
    }

    /// Whether the layer and its sublayers are drawn into a bitmap once, at
    /// `rasterizationScale`, and that bitmap composited until what they draw changes.
    open var shouldRasterize = false {
        didSet { if shouldRasterize != oldValue { changed(.contents) } }
    }

    /// Pixels per point of the rasterized bitmap. 1 by default, as in Core Animation: set it
    /// to the screen's scale for a sharp result on a HiDPI display.
    open var rasterizationScale: CGFloat = 1 {
        didSet { if rasterizationScale != oldValue, shouldRasterize { changed(.contents) } }
    }

    /// Clips sublayers and contents to the bounds (rounded by `cornerRadius`).
    open var masksToBounds = false {
        didSet { if masksToBounds != oldValue { changed(.appearance) } }
    }

    /// A layer whose alpha masks this layer's content and sublayers; positioned in this
    /// layer's coordinate space.
    open var mask: CALayer? {
        didSet {
            guard mask !== oldValue else { return }
            oldValue?.maskOwner = nil
            mask?.maskOwner = self
            changed(.appearance)
        }
    }

    /// The layer this layer masks, so the mask's changes redraw it.
    weak var maskOwner: CALayer?

    /// A hint that the layer draws every pixel opaquely. As on iOS, a layer that draws its
    /// content and is opaque shows black wherever `draw(in:)` leaves pixels untouched.
    open var isOpaque = false {
        didSet { if isOpaque != oldValue { setNeedsDisplay() } }
    }

    /// Whether the layer is drawn when it faces away from the viewer (turned past a quarter
    /// turn about x or y, or mirrored). True by default; when false, such a layer and its
    /// sublayers are not drawn.
    open var isDoubleSided = true {
        didSet { if isDoubleSided != oldValue { changed(.appearance) } }
    }

    // MARK: Appearance

    open var backgroundColor: CGColor? {
        didSet { if backgroundColor != oldValue { changed(Self.colorChange(from: oldValue, to: backgroundColor)); reportAnimatableChange("backgroundColor", from: oldValue) } }
    }

    /// Rounds the background and border; with `masksToBounds`, also contents and sublayers.
    open var cornerRadius: CGFloat = 0 {
        didSet { if cornerRadius != oldValue { changed(.appearance); reportAnimatableChange("cornerRadius", from: oldValue) } }
    }

    open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner] {
        didSet { if maskedCorners != oldValue { changed(.appearance) } }
    }

    /// How far a corner of `curve` reaches along each edge, in radii: 1 for quarter circles,
    /// about 1.53 for continuous corners.
    open class func cornerCurveExpansionFactor(_ curve: CALayerCornerCurve) -> CGFloat {
        curve == .continuous ? 1.52866483 : 1
    }

    open var cornerCurve: CALayerCornerCurve = .circular {
        didSet { if cornerCurve != oldValue { changed(.appearance) } }
    }

    /// Drawn inside the bounds, above contents and sublayers.
    open var borderWidth: CGFloat = 0 {
        didSet { if borderWidth != oldValue { changed(.appearance); reportAnimatableChange("borderWidth", from: oldValue) } }
    }

    open var borderColor: CGColor? = CGColor(gray: 0, alpha: 1) {
        didSet { if borderColor != oldValue { changed(Self.colorChange(from: oldValue, to: borderColor)); reportAnimatableChange("borderColor", from: oldValue) } }
    }

    /// A color change that keeps the alpha only repaints; one that changes it reshapes.
    static func colorChange(from old: CGColor?, to new: CGColor?) -> LayerChange {
        (old?.alpha ?? 0) == (new?.alpha ?? 0) ? .paint : .appearance
    }

    // MARK: Shadow

    open var shadowColor: CGColor? = CGColor(gray: 0, alpha: 1) {
        didSet { if shadowColor != oldValue { changed(.appearance); reportAnimatableChange("shadowColor", from: oldValue) } }
    }

    /// 0 (the default) draws no shadow.
    open var shadowOpacity: Float = 0 {
        didSet { if shadowOpacity != oldValue { changed(.appearance); reportAnimatableChange("shadowOpacity", from: oldValue) } }
    }

    /// In the layer's coordinates. The default (0, −3) casts the shadow upward on iOS.
    open var shadowOffset = CGSize(width: 0, height: -3) {
        didSet { if shadowOffset != oldValue { changed(.appearance); reportAnimatableChange("shadowOffset", from: oldValue) } }
    }

    /// The blur radius, about twice the Gaussian's standard deviation.
    open var shadowRadius: CGFloat = 3 {
        didSet { if shadowRadius != oldValue { changed(.appearance); reportAnimatableChange("shadowRadius", from: oldValue) } }
    }

    /// The shadow's shape. Without it the shadow follows the alpha of the layer's content
    /// and sublayers, which costs an offscreen pass.
    open var shadowPath: CGPath? {
        didSet { if shadowPath != oldValue { changed(.appearance) } }
    }

    // MARK: Contents

    /// A `CGImage` to show, or the backing store `display()` drew. Other values draw nothing.
    open var contents: Any? {
        didSet { changed(.contents) }
    }

    /// The part of the contents to show, in unit coordinates (origin at the top-left).
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1) {
        didSet { if contentsRect != oldValue { changed(.contents); reportAnimatableChange("contentsRect", from: oldValue) } }
    }

    /// The stretchable middle of the contents, in unit coordinates; the parts outside it
    /// keep their size (a nine-part image). Default: everything stretches.
    open var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1) {
        didSet { if contentsCenter != oldValue { changed(.contents) } }
    }

    open var contentsGravity: CALayerContentsGravity = .resize {
        didSet { if contentsGravity != oldValue { changed(.contents) } }
    }

    /// Pixels per point of the contents (and of the backing store `display()` creates).
    open var contentsScale: CGFloat = 1 {
        didSet {
            guard contentsScale != oldValue else { return }
            changed(.contents)
            if hasDrawnContents { setNeedsDisplay() }
        }
    }

    open var minificationFilter: CALayerContentsFilter = .linear {
        didSet { if minificationFilter != oldValue { changed(.contents) } }
    }

    open var magnificationFilter: CALayerContentsFilter = .linear {
        didSet { if magnificationFilter != oldValue { changed(.contents) } }
    }

    /// Whether the edges `edgeAntialiasingMask` names are antialiased where the layer is
    /// turned or skewed off the pixel grid. False by default, as on iOS (where an app's
    /// Info.plist key `UIViewEdgeAntialiasing` changes the default, which Slate does not read):
    /// a turned layer's background, contents and border end in hard, stepped edges.
    open var allowsEdgeAntialiasing = false {
        didSet { if allowsEdgeAntialiasing != oldValue { changed(.appearance) } }
    }

    /// The edges antialiased when `allowsEdgeAntialiasing` is true: all four by default. An
    /// edge left out stays hard, as where tiles meet and a soft edge would show a seam.
    open var edgeAntialiasingMask: CAEdgeAntialiasingMask = CAEdgeAntialiasingMask.allEdges {
        didSet { if edgeAntialiasingMask != oldValue { changed(.appearance) } }
    }

    /// Whether a bounds size change calls `setNeedsDisplay()`. Default false: the old
    /// contents are scaled by `contentsGravity` until redrawn.
    open var needsDisplayOnBoundsChange = false

    // MARK: Timing (CAMediaTiming)

    /// When the layer's timeline starts, in its superlayer's time (see `CALayer+Timing`).
    open var beginTime: CFTimeInterval = 0 {
        didSet { if beginTime != oldValue { timingDidChange() } }
    }
    /// One cycle of the layer's time, in seconds; 0 (the default) is a timeline without cycles.
    open var duration: CFTimeInterval = 0 {
        didSet { if duration != oldValue { timingDidChange() } }
    }
    /// How fast the layer's time runs against its superlayer's; 0 pauses it.
    open var speed: Float = 1 {
        didSet { if speed != oldValue { timingDidChange() } }
    }
    /// Added to the layer's time: with `speed` 0, the moment it holds.
    open var timeOffset: CFTimeInterval = 0 {
        didSet { if timeOffset != oldValue { timingDidChange() } }
    }
    open var repeatCount: Float = 0 {
        didSet { if repeatCount != oldValue { timingDidChange() } }
    }
    open var repeatDuration: CFTimeInterval = 0 {
        didSet { if repeatDuration != oldValue { timingDidChange() } }
    }
    open var autoreverses = false {
        didSet { if autoreverses != oldValue { timingDidChange() } }
    }
    open var fillMode: CAMediaTimingFillMode = .removed {
        didSet { if fillMode != oldValue { timingDidChange() } }
    }

    /// Converts `t` from `l`'s time (absolute time, `CACurrentMediaTime()`, when nil) to the
    /// layer's.
    open func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval {
        convertedTime(t, from: l)
    }

    /// Converts `t` from the layer's time to `l`'s (absolute time when nil).
    open func convertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval {
        l?.convertedTime(t, from: self) ?? globalTime(fromLocal: t)
    }

    // MARK: Key-value coding

    /// Values set with `setValue(_:forKey:)` for keys that are none of the layer's properties:
    /// a subclass's own properties (Core Animation's `@dynamic` ones; see `CALayer+KeyValueCoding`).
    var customValues: [String: Any] = [:]
    /// Keys of `customValues` that hold only an animation's presented value (the model never
    /// set them): restoring the model unsets them.
    var presentedCustomKeys: Set<String> = []

    /// The value of a property by name (`"opacity"`, `"cornerRadius"`), or of any other key
    /// the layer holds (a layer is a key-value container: it keeps values for keys it does not
    /// define); for a key never set, the class's `defaultValue(forKey:)`.
    open func value(forKey key: String) -> Any? { keyedValue(forKey: key) }

    /// Sets a property by name, or keeps `value` for any other key. A key the class says
    /// `needsDisplay(forKey:)` redisplays the layer, and the change runs the key's action
    /// (`action(forKey:)`) as a property's change does.
    open func setValue(_ value: Any?, forKey key: String) { setKeyedValue(value, forKey: key) }

    /// The value at a key path: a property's part (`"transform.rotation.z"`, `"position.x"`,
    /// `"bounds.size.width"`) or a key.
    open func value(forKeyPath keyPath: String) -> Any? { keyedValue(forKeyPath: keyPath) }

    /// Sets the value at a key path (see `value(forKeyPath:)`).
    open func setValue(_ value: Any?, forKeyPath keyPath: String) { setKeyedValue(value, forKeyPath: keyPath) }

    /// The value of `key` before one is set: the property's default for the layer's own
    /// properties, nil for other keys. Subclasses override it to give their own keys defaults.
    open class func defaultValue(forKey key: String) -> Any? { builtInDefaultValue(forKey: key, of: self) }

    /// Whether a change of `key` — set, or presented by an animation — redraws the layer
    /// (`display()`, `draw(in:)`). False by default; a subclass that draws a property of its
    /// own returns true for it, and an animation of it then redraws every frame.
    open class func needsDisplay(forKey key: String) -> Bool { false }

    /// The values of keys `needsDisplay(forKey:)` that the layer's contents were last drawn
    /// with while an animation presented them; nil when they show the model.
    var presentedDrawingValues: [String: AnimationValue]?

    // MARK: Identity

    open var name: String?

    /// Weak, as in Core Animation. A view's own layer holds its view unowned instead (see
    /// `owningDelegate`).
    open var delegate: CALayerDelegate? {
        get { owningDelegate ?? weakDelegate }
        set {
            owningDelegate = nil
            weakDelegate = newValue
        }
    }

    private weak var weakDelegate: CALayerDelegate?

    /// The delegate that owns this layer (a view and its backing layer): held without a weak
    /// reference, so that views keep off the runtime's slow reference-counting path (see
    /// `storedSuperlayer`). The owner must clear it when it goes: `releaseOwningDelegate(_:)`.
    private unowned(unsafe) var owningDelegate: CALayerDelegate?

    /// Makes `owner`, which keeps this layer alive for its whole life, the delegate.
    package func setOwningDelegate(_ owner: CALayerDelegate) {
        weakDelegate = nil
        owningDelegate = owner
    }

    /// Called by the owner as it goes, so that the layer (which may outlive it) forgets it —
    /// and the display it asked for, which only the owner could have drawn.
    package func releaseOwningDelegate(_ owner: CALayerDelegate) {
        guard owningDelegate === owner else { return }
        owningDelegate = nil
        needsDisplayFlag = false
        needsDisplayRect = nil
    }

    // MARK: Bookkeeping

    /// The compositor's notes on this layer: damage, caches.
    package let renderState = LayerRenderState()

    var needsDisplayFlag = false
    var needsDisplayRect: CGRect?
    var needsLayoutFlag = false
    /// In `CATransaction`'s queues.
    var isQueuedForLayout = false
    var isQueuedForDisplay = false
    var descendantNeedsLayout = false
    var hasDrawnContents: Bool { contents is BackingStore }

    /// Required so that views can create the layer of their `layerClass`. (Subclasses that
    /// override it write `required override init()`; see docs/porting.md.)
    public required override init() {
        super.init()
    }

    /// Children that outlive their parent forget it (see `storedSuperlayer`).
    @MainActor deinit {  // isolated (SE-0371); "isolated deinit" is refused in a @preconcurrency class
        for child in children where child.storedSuperlayer === self { child.storedSuperlayer = nil }
    }

    /// Creates a copy of `layer`'s properties (not its sublayers), as Core Animation does for
    /// presentation layers. Subclasses with properties of their own override it to copy them.
    public required init(layer: Any) {
        super.init()
        guard let other = layer as? CALayer else { return }
        bounds = other.bounds
        position = other.position
        anchorPoint = other.anchorPoint
        anchorPointZ = other.anchorPointZ
        zPosition = other.zPosition
        transform = other.transform
        sublayerTransform = other.sublayerTransform
        isGeometryFlipped = other.isGeometryFlipped
        isHidden = other.isHidden
        opacity = other.opacity
        allowsGroupOpacity = other.allowsGroupOpacity
        isDoubleSided = other.isDoubleSided
        masksToBounds = other.masksToBounds
        isOpaque = other.isOpaque
        backgroundColor = other.backgroundColor
        cornerRadius = other.cornerRadius
        maskedCorners = other.maskedCorners
        cornerCurve = other.cornerCurve
        borderWidth = other.borderWidth
        borderColor = other.borderColor
        shadowColor = other.shadowColor
        shadowOpacity = other.shadowOpacity
        shadowOffset = other.shadowOffset
        shadowRadius = other.shadowRadius
        shadowPath = other.shadowPath
        contents = other.contents
        contentsRect = other.contentsRect
        contentsCenter = other.contentsCenter
        contentsGravity = other.contentsGravity
        contentsScale = other.contentsScale
        minificationFilter = other.minificationFilter
        magnificationFilter = other.magnificationFilter
        allowsEdgeAntialiasing = other.allowsEdgeAntialiasing
        edgeAntialiasingMask = other.edgeAntialiasingMask
        needsDisplayOnBoundsChange = other.needsDisplayOnBoundsChange
        name = other.name
        actions = other.actions
        customValues = other.customValues
        takeMediaTiming(from: other)
    }

    // MARK: Animations

    /// Told about every change of an animatable property, with the value before it — UIKit
    /// turns the changes made inside animation blocks into animations (Core Animation's
    /// "actions"). Not called while presented values are applied.
    package static var animatableChangeObserver: (@MainActor (CALayer, String, Any?) -> Void)?

    func reportAnimatableChange(_ key: String, from oldValue: Any?) {
        guard !CALayer.isApplyingPresentation else { return }
        if type(of: self).needsDisplay(forKey: key) { setNeedsDisplay() }
        CALayer.animatableChangeObserver?(self, key, oldValue)
        runActionForChange(of: key, from: oldValue)
    }

    // MARK: Actions

    /// Actions by event name (a property's name, `kCAOnOrderIn`, `kCAOnOrderOut` …), searched
    /// after the delegate's `action(for:forKey:)`. `NSNull()` stops the search: no action.
    open var actions: [String: CAAction]?

    /// The action a layer class gives `event` when neither the delegate nor `actions` gives
    /// one. The default returns nil; the implicit animation of an animatable property comes
    /// after it (see `action(forKey:)`).
    open class func defaultAction(forKey event: String) -> CAAction? { nil }

    /// The action for `event`, searched as Core Animation does: the delegate's
    /// `action(for:forKey:)`, the `actions` dictionary, the class's `defaultAction(forKey:)`,
    /// then — for an animatable property — the implicit animation: a `CABasicAnimation` from
    /// the value on screen, over `CATransaction.animationDuration()`. `NSNull` found at any
    /// step ends the search with nil.
    open func action(forKey event: String) -> CAAction? { lookUpAction(forKey: event) }

    /// A layer UIKit draws with itself (a switch's knob, a slider's track) never acts on its
    /// changes, as the views UIKit builds these from on iOS do not outside animation blocks.
    package var suppressesActions = false

    /// The commit count when the layer was made: a layer gets no implicit actions for its
    /// property changes until a transaction that saw it has committed, as in Core Animation
    /// (setting up a new layer right after adding it does not animate).
    let createdAtCommit = CATransaction.commitCount

    /// Animatable properties a subclass adds (a shape layer's stroke …), beside
    /// `LayerKeyPath.properties`.
    class var ownAnimatableProperties: [String: LayerKeyPath.Property] { [:] }

    /// What a subclass draws itself besides background, border and contents (a shape layer's
    /// path, a gradient layer's gradient), in layer coordinates; null for plain layers.
    var ownVectorPaintRect: CGRect { .null }

    /// Whether the layer flattens its sublayers into its plane and draws itself; a transform
    /// layer (`CATransformLayer`) does neither.
    var flattensSublayers: Bool { true }

    /// Set while presented values stand in for model values (drawing, `presentation()`):
    /// changes then record nothing and request no layout or display.
    static var isApplyingPresentation = false

    /// The layer's animations, in the order added, with when each began.
    var animationEntries: [AnimationEntry] = []

    /// Adds a copy of `anim` (replacing the animation with the same key). It begins now
    /// unless its `beginTime` says otherwise; its copy's `beginTime` is that time.
    open func add(_ anim: CAAnimation, forKey key: String?) { addAnimation(anim, forKey: key) }

    /// Removes the animation; its delegate hears `animationDidStop(_:finished: false)`.
    open func removeAnimation(forKey key: String) { removeAnimations { $0.key == key } }

    open func removeAllAnimations() { removeAnimations { _ in true } }

    /// The animation added for `key` (a copy of what was passed to `add(_:forKey:)`).
    open func animation(forKey key: String) -> CAAnimation? {
        animationEntries.last { $0.key == key }?.animation
    }

    open func animationKeys() -> [String]? {
        let keys = animationEntries.map(\.key)
        return keys.isEmpty ? nil : keys
    }

    /// A copy of the layer as it appears now, with its animations applied; nil when the layer
    /// has never been shown or animated (as Core Animation's is before the first commit).
    open func presentation() -> Self? { presentationCopy() }

    /// The layer itself: its model values.
    open func model() -> Self { self }

    // MARK: Overridable behaviour
    //
    // Swift on Linux cannot override methods declared in extensions, so every overridable
    // entry point lives here and forwards to the machinery in CALayer+Concern.swift.

    /// The rectangle the layer occupies in its superlayer: bounds, moved to `position` by
    /// `anchorPoint` and transformed. Setting it changes `position` and the bounds size.
    open var frame: CGRect {
        get { derivedFrame }
        set { applyFrame(newValue) }
    }

    /// Marks the whole layer for redrawing at the next commit.
    open func setNeedsDisplay() { requestDisplay(in: nil) }

    /// Marks part of the layer (in its coordinates) for redrawing at the next commit.
    open func setNeedsDisplay(_ r: CGRect) { requestDisplay(in: r) }

    open func needsDisplay() -> Bool { needsDisplayFlag }

    open func displayIfNeeded() {
        if needsDisplayFlag { display() }
    }

    /// Updates the contents. The default lets the delegate's `display(_:)` do it, or draws
    /// into a backing store through `draw(in:)`.
    open func display() { performDisplay() }

    /// Draws the layer's content in its own coordinates. The default asks the delegate.
    open func draw(in ctx: CGContext) {
        delegate?.draw(self, in: ctx)
    }

    /// Renders the layer and its sublayers into `ctx`, in the layer's coordinate space.
    open func render(in ctx: CGContext) { renderTree(in: ctx) }

    /// Marks the layer for layout at the next commit. Calls coalesce.
    open func setNeedsLayout() { requestLayout() }

    open func needsLayout() -> Bool { needsLayoutFlag }

    /// Performs pending layout now: from the topmost ancestor that needs layout, down through
    /// every marked layer of the subtree.
    open func layoutIfNeeded() { performLayoutIfNeeded() }

    /// Positions sublayers. The default asks the delegate (`layoutSublayers(of:)`).
    open func layoutSublayers() {
        delegate?.layoutSublayers(of: self)
    }

    /// The size the layer would like: its bounds, transformed.
    open func preferredFrameSize() -> CGSize {
        bounds.applying(affineTransform()).size
    }

    /// `p` from `layer`'s coordinate space to this layer's. Nil means the root layer's space.
    open func convert(_ p: CGPoint, from layer: CALayer?) -> CGPoint {
        p.applying(transform(from: layer))
    }

    /// `p` from this layer's coordinate space to `layer`'s. Nil means the root layer's space.
    open func convert(_ p: CGPoint, to layer: CALayer?) -> CGPoint {
        p.applying(transform(from: layer).inverted())
    }

    open func convert(_ r: CGRect, from layer: CALayer?) -> CGRect {
        r.applying(transform(from: layer))
    }

    open func convert(_ r: CGRect, to layer: CALayer?) -> CGRect {
        r.applying(transform(from: layer).inverted())
    }

    /// The frontmost visible layer at `p`, given in the *superlayer's* coordinates (as in
    /// Core Animation). Hidden layers and their sublayers are skipped; `masksToBounds` limits
    /// sublayers to the bounds.
    open func hitTest(_ p: CGPoint) -> CALayer? { hitTestLayer(p) }

    /// Whether `p` (in this layer's coordinates) is inside its bounds.
    open func contains(_ p: CGPoint) -> Bool { bounds.contains(p) }

    // MARK: Change tracking

    /// Records that something about the layer changed, for the transaction and compositor.
    package func changed(_ change: LayerChange, inContentsRect contentsRect: CGRect? = nil) {
        guard !CALayer.isApplyingPresentation else { return }
        renderState.markChanged(change, contentsRect: contentsRect)
        var cursor = superlayer ?? maskOwner
        while let ancestor = cursor, ancestor.renderState.markDescendantChanged(reshaping: change.reshapes) {
            cursor = ancestor.superlayer ?? ancestor.maskOwner
        }
        if let owner = maskOwner { owner.renderState.markChanged(.appearance) }
        CATransaction.noteChange()
    }

    static func report(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}

extension CGRect {
    /// Every coordinate finite: not null (whose origin is infinite), infinite or NaN.
    var isFiniteGeometry: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }
}
