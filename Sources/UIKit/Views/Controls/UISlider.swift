import Foundation

/// A continuous value chosen along a track.
///
/// Drawn as in iOS 13 and later: a 4-point rounded track, filled in the tint color (or
/// `minimumTrackTintColor`) up to the value, gray beyond; a 28-point white knob with a soft
/// shadow; optional images at both ends. Its height is 31 points; it has no intrinsic width.
///
/// Custom thumb and track images, per control state, replace those drawings (and their tint
/// colours): the thumb at its image's size, each track stretched from its end of the track
/// to the thumb's centre, at its image's height.
@preconcurrency @MainActor
open class UISlider: UIControl {
    private static let trackHeight: CGFloat = 4
    private static let knobDiameter: CGFloat = 28
    private static let height: CGFloat = 31

    /// Tracks and knob, dimmed together when disabled.
    private let content = CALayer.withoutActions()
    private let minimumTrack = CALayer.withoutActions()
    private let maximumTrack = CALayer.withoutActions()
    private let knob = CALayer.withoutActions()
    private let minimumImageView = UIImageView()
    private let maximumImageView = UIImageView()
    private let thumbImageView = UIImageView()
    private let minimumTrackImageView = UIImageView()
    private let maximumTrackImageView = UIImageView()
    /// Custom images by control state (raw value).
    private var thumbImages: [UInt: UIImage] = [:]
    private var minimumTrackImages: [UInt: UIImage] = [:]
    private var maximumTrackImages: [UInt: UIImage] = [:]

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpSlider()
    }

    /// What every initializer sets up, `init(frame:)` and `init?(coder:)` alike.
    private func setUpSlider() {
        layer.addSublayer(content)
        for track in [maximumTrack, minimumTrack] {
            track.cornerRadius = Self.trackHeight / 2
            content.addSublayer(track)
        }
        knob.bounds = CGRect(x: 0, y: 0, width: Self.knobDiameter, height: Self.knobDiameter)
        knob.cornerRadius = Self.knobDiameter / 2
        knob.applyKnobShadow()
        content.addSublayer(knob)
        for view in [maximumTrackImageView, minimumTrackImageView, thumbImageView] {
            view.isUserInteractionEnabled = false
            view.isHidden = true
            addSubview(view)
        }
        updateAppearance()
    }

    /// Made by a storyboard or xib: set up as `init(frame:)` does; the document's properties
    /// are set after this returns (docs/porting.md).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpSlider()
    }

    // MARK: Value

    /// The value, kept within `minimumValue…maximumValue`. 0 by default.
    open var value: Float {
        get { storedValue }
        set { setValue(newValue, animated: false) }
    }

    private var storedValue: Float = 0

    open func setValue(_ value: Float, animated: Bool) {
        let clamped = min(max(value, minimumValue), maximumValue)
        guard clamped != storedValue else { return }
        storedValue = clamped
        setNeedsLayout()
    }

    /// 0 by default. Raising it above the value raises the value.
    open var minimumValue: Float = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            storedValue = min(max(storedValue, minimumValue), maximumValue)
            setNeedsLayout()
        }
    }

    /// 1 by default.
    open var maximumValue: Float = 1 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            storedValue = min(max(storedValue, minimumValue), maximumValue)
            setNeedsLayout()
        }
    }

    /// Whether dragging sends `.valueChanged` continuously (true) or once at the end.
    open var isContinuous = true

    // MARK: Interaction

    private var grabOffset: CGFloat = 0

    /// Only a touch on the knob moves the slider.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let track = trackRect(forBounds: bounds)
        let thumb = thumbRect(forBounds: bounds, trackRect: track, value: storedValue)
        let point = touch.location(in: self)
        guard thumb.insetBy(dx: -10, dy: -10).contains(point) else { return false }
        grabOffset = point.x - thumb.midX
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let track = trackRect(forBounds: bounds)
        let thumbWidth = thumbSize.width
        let travel = track.width - thumbWidth
        guard travel > 0 else { return true }
        let center = touch.location(in: self).x - grabOffset
        let fraction = Float(min(max((center - track.minX - thumbWidth / 2) / travel, 0), 1))
        let newValue = minimumValue + fraction * (maximumValue - minimumValue)
        if newValue != storedValue {
            setValue(newValue, animated: false)
            if isContinuous { sendActions(for: .valueChanged) }
        }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if !isContinuous { sendActions(for: .valueChanged) }
    }

    /// A swipe or pan along the slider would steal the knob's drag (spec GR-15).
    override func overlapsDefaultAction(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if let swipe = gestureRecognizer as? UISwipeGestureRecognizer {
            return !swipe.direction.isDisjoint(with: [.left, .right])
        }
        if let pan = gestureRecognizer as? UIPanGestureRecognizer, let view = pan.view, isTracking {
            let moved = pan.translation(in: view)
            return abs(moved.x) >= abs(moved.y)
        }
        return false
    }

    // MARK: Appearance

    /// The filled part's color; nil for the tint color.
    open var minimumTrackTintColor: UIColor? {
        didSet {
            appearanceSetting(\.minimumTrackTintColor, minimumTrackTintColor)
            updateAppearance()
        }
    }
    /// The unfilled part's color; nil for the system's gray.
    open var maximumTrackTintColor: UIColor? {
        didSet {
            appearanceSetting(\.maximumTrackTintColor, maximumTrackTintColor)
            updateAppearance()
        }
    }
    /// The knob's color; nil for white.
    open var thumbTintColor: UIColor? {
        didSet {
            appearanceSetting(\.thumbTintColor, thumbTintColor)
            updateAppearance()
        }
    }

    open var minimumValueImage: UIImage? {
        didSet { minimumImageView.image = minimumValueImage; updateImageViews() }
    }

    open var maximumValueImage: UIImage? {
        didSet { maximumImageView.image = maximumValueImage; updateImageViews() }
    }

    private func updateImageViews() {
        for (view, image) in [(minimumImageView, minimumValueImage), (maximumImageView, maximumValueImage)] {
            if image != nil, view.superview !== self { addSubview(view) }
            if image == nil { view.removeFromSuperview() }
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    // MARK: Custom images

    /// The thumb image for `state`, or the normal state's when `state` has none.
    open func thumbImage(for state: UIControl.State) -> UIImage? { Self.image(in: thumbImages, for: state) }
    open func minimumTrackImage(for state: UIControl.State) -> UIImage? { Self.image(in: minimumTrackImages, for: state) }
    open func maximumTrackImage(for state: UIControl.State) -> UIImage? { Self.image(in: maximumTrackImages, for: state) }

    private static func image(in images: [UInt: UIImage], for state: UIControl.State) -> UIImage? {
        images[state.rawValue] ?? images[UIControl.State.normal.rawValue]
    }

    /// Replaces the drawn knob (and `thumbTintColor`) in `state`.
    open func setThumbImage(_ image: UIImage?, for state: UIControl.State) {
        appearanceSetting(axes: state) { $0.setThumbImage(image, for: state) }
        thumbImages[state.rawValue] = image
        customImagesDidChange()
    }

    /// Replaces the filled part of the track (and `minimumTrackTintColor`) in `state`;
    /// stretched, so usually a resizable image.
    open func setMinimumTrackImage(_ image: UIImage?, for state: UIControl.State) {
        appearanceSetting(axes: state) { $0.setMinimumTrackImage(image, for: state) }
        minimumTrackImages[state.rawValue] = image
        customImagesDidChange()
    }

    /// Replaces the rest of the track (and `maximumTrackTintColor`) in `state`.
    open func setMaximumTrackImage(_ image: UIImage?, for state: UIControl.State) {
        appearanceSetting(axes: state) { $0.setMaximumTrackImage(image, for: state) }
        maximumTrackImages[state.rawValue] = image
        customImagesDidChange()
    }

    /// The images the slider shows in its current state; nil where it draws its own.
    open var currentThumbImage: UIImage? { thumbImage(for: state) }
    open var currentMinimumTrackImage: UIImage? { minimumTrackImage(for: state) }
    open var currentMaximumTrackImage: UIImage? { maximumTrackImage(for: state) }

    private func customImagesDidChange() {
        updateAppearance()
        setNeedsLayout()
    }

    /// The knob's size: the thumb image's, else the drawn knob's.
    private var thumbSize: CGSize {
        currentThumbImage?.size ?? CGSize(width: Self.knobDiameter, height: Self.knobDiameter)
    }

    override func appearanceInputsDidChange() {
        super.appearanceInputsDidChange()
        updateAppearance()
    }

    private func updateAppearance() {
        let traits = traitCollection
        minimumTrack.backgroundColor = (minimumTrackTintColor ?? tintColor).resolvedColor(with: traits).cgColor
        maximumTrack.backgroundColor = (maximumTrackTintColor ?? ControlPalette.track).resolvedColor(with: traits).cgColor
        knob.backgroundColor = (thumbTintColor ?? ControlPalette.thumb).resolvedColor(with: traits).cgColor
        let images = [(thumbImageView, knob, currentThumbImage), (minimumTrackImageView, minimumTrack, currentMinimumTrackImage),
                      (maximumTrackImageView, maximumTrack, currentMaximumTrackImage)]
        for (view, drawn, image) in images {
            view.image = image
            view.isHidden = image == nil
            drawn.isHidden = image != nil
        }
        let opacity: Float = isEnabled ? 1 : 0.5
        content.opacity = opacity
        for view in [minimumImageView, maximumImageView, thumbImageView, minimumTrackImageView, maximumTrackImageView] {
            view.alpha = CGFloat(opacity)
        }
    }

    // MARK: Geometry

    open override var intrinsicContentSize: CGSize {
        let imageHeight = max(minimumValueImage?.size.height ?? 0, maximumValueImage?.size.height ?? 0)
        return CGSize(width: UIView.noIntrinsicMetric, height: max(Self.height, imageHeight))
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: max(size.width, Self.knobDiameter), height: intrinsicContentSize.height)
    }

    /// The value images' space at each end.
    open func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        guard let size = minimumValueImage?.size else { return CGRect(x: bounds.minX, y: bounds.midY, width: 0, height: 0) }
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    open func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        guard let size = maximumValueImage?.size else { return CGRect(x: bounds.maxX, y: bounds.midY, width: 0, height: 0) }
        return CGRect(x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The track, between the value images (with the system's spacing of 16 points).
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        var left = bounds.minX, right = bounds.maxX
        if minimumValueImage != nil { left = minimumValueImageRect(forBounds: bounds).maxX + 16 }
        if maximumValueImage != nil { right = maximumValueImageRect(forBounds: bounds).minX - 16 }
        return CGRect(x: left, y: bounds.midY - Self.trackHeight / 2, width: max(0, right - left), height: Self.trackHeight)
    }

    /// The knob for `value`: its center travels the track inset by half the knob's width.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let span = maximumValue - minimumValue
        let fraction = span > 0 ? CGFloat((value - minimumValue) / span) : 0
        let size = thumbSize
        let travel = max(0, rect.width - size.width)
        let x = rect.minX + travel * min(max(fraction, 0), 1)
        return CGRect(x: x, y: rect.midY - size.height / 2, width: size.width, height: size.height)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        content.frame = bounds
        let trackRect = trackRect(forBounds: bounds)
        let thumb = thumbRect(forBounds: bounds, trackRect: trackRect, value: storedValue)
        let split = thumb.midX
        minimumTrack.frame = CGRect(x: trackRect.minX, y: trackRect.minY, width: max(0, split - trackRect.minX), height: trackRect.height)
        maximumTrack.frame = trackRect
        knob.position = CGPoint(x: thumb.midX, y: thumb.midY)
        thumbImageView.frame = thumb
        func trackImageFrame(_ image: UIImage?, from minX: CGFloat, to maxX: CGFloat) -> CGRect {
            let height = image?.size.height ?? trackRect.height
            return CGRect(x: minX, y: trackRect.midY - height / 2, width: max(0, maxX - minX), height: height)
        }
        minimumTrackImageView.frame = trackImageFrame(currentMinimumTrackImage, from: trackRect.minX, to: split)
        maximumTrackImageView.frame = trackImageFrame(currentMaximumTrackImage, from: split, to: trackRect.maxX)
        minimumImageView.frame = minimumValueImageRect(forBounds: bounds)
        maximumImageView.frame = maximumValueImageRect(forBounds: bounds)
    }
}
