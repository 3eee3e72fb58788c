import Foundation
import SlatePlatform

/// Increments and decrements a value in steps.
///
/// 94 × 32 points, drawn as in iOS 13 and later: a rounded gray track split by a divider,
/// with − and + glyphs in the label color; a glyph dims when its direction has reached the
/// limit (unless the stepper wraps).
@preconcurrency @MainActor
open class UIStepper: UIControl {
    static let size = CGSize(width: 94, height: 32)

    private let track = CALayer.withoutActions()
    private let divider = CALayer.withoutActions()
    private let decrementView = UIImageView()
    private let incrementView = UIImageView()
    private var incrementImages: [UInt: UIImage] = [:]
    private var decrementImages: [UInt: UIImage] = [:]
    /// Background images by state (`setBackgroundImage(_:for:)`), drawn behind each half.
    private var backgroundImages: [UInt: UIImage] = [:]
    /// Divider images by the states of the halves either side.
    private var dividerImages: [DividerStates: UIImage] = [:]
    private let decrementBackground = UIImageView()
    private let incrementBackground = UIImageView()
    private let dividerImageView = UIImageView()
    /// The half being pressed (-1 decrement, 1 increment, 0 none), drawn highlighted.
    private var pressedDirection: Double = 0

    private struct DividerStates: Hashable {
        let left: UInt
        let right: UInt
    }
    /// The halves a screen reader sees (UIStepper+Accessibility), made when one first looks.
    lazy var accessibilityStepperElements = [UIAccessibilityElement(accessibilityContainer: self),
                                             UIAccessibilityElement(accessibilityContainer: self)]

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.size))
        setUpStepper()
    }

    /// What every initializer sets up, `init(frame:)` and `init?(coder:)` alike.
    private func setUpStepper() {
        track.cornerRadius = 8.91
        layer.addSublayer(track)
        layer.addSublayer(divider)
        for view in [decrementBackground, incrementBackground, dividerImageView] {
            view.isUserInteractionEnabled = false
            view.isHidden = true
            addSubview(view)
        }
        addSubview(decrementView)
        addSubview(incrementView)
        setContentHuggingPriority(.defaultHigh, for: .horizontal)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
        updateAppearance()
    }

    /// Made by a storyboard or xib: set up as `init(frame:)` does; the document's properties
    /// are set after this returns (docs/porting.md).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpStepper()
    }

    // MARK: Value

    /// Kept within `minimumValue…maximumValue`. 0 by default.
    open var value: Double {
        get { storedValue }
        set {
            storedValue = min(max(newValue, minimumValue), maximumValue)
            updateAppearance()
        }
    }

    private var storedValue: Double = 0

    /// 0 by default. Must be below `maximumValue`; UIKit raises otherwise.
    open var minimumValue: Double = 0 {
        didSet {
            guard minimumValue < maximumValue else {
                UIKitFailure.raise("UIStepper.minimumValue (\(minimumValue)) must be less than maximumValue (\(maximumValue)).")
                minimumValue = oldValue
                return
            }
            value = storedValue
        }
    }

    /// 100 by default.
    open var maximumValue: Double = 100 {
        didSet {
            guard maximumValue > minimumValue else {
                UIKitFailure.raise("UIStepper.maximumValue (\(maximumValue)) must be greater than minimumValue (\(minimumValue)).")
                maximumValue = oldValue
                return
            }
            value = storedValue
        }
    }

    /// 1 by default; must be positive.
    open var stepValue: Double = 1 {
        didSet {
            guard stepValue > 0 else {
                UIKitFailure.raise("UIStepper.stepValue (\(stepValue)) must be greater than 0.")
                stepValue = oldValue
                return
            }
        }
    }

    open var isContinuous = true
    /// Holding a half repeats the step.
    open var autorepeat = true
    /// Stepping past one end continues from the other.
    open var wraps = false {
        didSet { updateAppearance() }
    }

    /// The value one step up (`direction` 1) or down (−1), wrapping or clamping.
    func steppedValue(_ direction: Double) -> Double {
        let next = storedValue + direction * stepValue
        if next > maximumValue { return wraps ? minimumValue : maximumValue }
        if next < minimumValue { return wraps ? maximumValue : minimumValue }
        return next
    }

    // MARK: Interaction

    private var repeatTimer: PlatformTimer?
    private var stepDirection: Double = 0

    /// Pressing a half steps at once and, with `autorepeat`, again every tenth of a second
    /// after half a second.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        stepDirection = touch.location(in: self).x < bounds.midX ? -1 : 1
        pressedDirection = stepDirection
        step()
        updateAppearance()
        if autorepeat { scheduleRepeat(after: 0.5) }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        stopRepeating()
        pressedDirection = 0
        updateAppearance()
        if !isContinuous { sendActions(for: .valueChanged) }
    }

    open override func cancelTracking(with event: UIEvent?) {
        stopRepeating()
        pressedDirection = 0
        updateAppearance()
    }

    private func step() {
        let next = steppedValue(stepDirection)
        guard next != storedValue else { return }
        value = next
        if isContinuous { sendActions(for: .valueChanged) }
    }

    private func scheduleRepeat(after delay: TimeInterval) {
        guard let host = UIKitHost.current else { return }
        repeatTimer = host.schedule(at: host.currentTime + delay) { [weak self] in
            guard let self, self.isTracking, self.isTouchInside else { return }
            self.step()
            self.scheduleRepeat(after: 0.1)
        }
    }

    private func stopRepeating() {
        repeatTimer?.cancel()
        repeatTimer = nil
    }

    override var defaultActionIsTap: Bool { true }

    // MARK: Images

    open func setIncrementImage(_ image: UIImage?, for state: UIControl.State) {
        appearanceSetting(axes: state) { $0.setIncrementImage(image, for: state) }
        incrementImages[state.rawValue] = image
        updateAppearance()
    }

    open func incrementImage(for state: UIControl.State) -> UIImage? {
        incrementImages[state.rawValue] ?? incrementImages[UIControl.State.normal.rawValue] ?? Self.plus
    }

    open func setDecrementImage(_ image: UIImage?, for state: UIControl.State) {
        appearanceSetting(axes: state) { $0.setDecrementImage(image, for: state) }
        decrementImages[state.rawValue] = image
        updateAppearance()
    }

    open func decrementImage(for state: UIControl.State) -> UIImage? {
        decrementImages[state.rawValue] ?? decrementImages[UIControl.State.normal.rawValue] ?? Self.minus
    }

    /// Drawn behind each half in its state — disabled when it cannot step, highlighted while
    /// pressed — instead of the rounded track; a state without an image uses `.normal`'s.
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        appearanceSetting(axes: state) { $0.setBackgroundImage(image, for: state) }
        backgroundImages[state.rawValue] = image
        updateAppearance()
    }

    /// The image set for exactly `state`.
    open func backgroundImage(for state: UIControl.State) -> UIImage? {
        backgroundImages[state.rawValue]
    }

    /// Drawn between the halves when the decrement half is in `leftState` and the increment
    /// half in `rightState` (`.normal`–`.normal` stands in for pairs without their own),
    /// instead of the hairline.
    open func setDividerImage(_ image: UIImage?, forLeftSegmentState leftState: UIControl.State, rightSegmentState rightState: UIControl.State) {
        appearanceSetting(axes: leftState, rightState) { $0.setDividerImage(image, forLeftSegmentState: leftState, rightSegmentState: rightState) }
        dividerImages[DividerStates(left: leftState.rawValue, right: rightState.rawValue)] = image
        updateAppearance()
    }

    open func dividerImage(forLeftSegmentState leftState: UIControl.State, rightSegmentState rightState: UIControl.State) -> UIImage? {
        dividerImages[DividerStates(left: leftState.rawValue, right: rightState.rawValue)]
    }

    /// A half's state: disabled when it cannot step, highlighted while pressed.
    private func halfState(direction: Double, canStep: Bool) -> UIControl.State {
        if !canStep { return .disabled }
        return pressedDirection == direction && isTouchInside ? .highlighted : .normal
    }

    private static let minus = glyph(vertical: false)
    private static let plus = glyph(vertical: true)

    /// − or + as a template image, 15 points across with 2-point strokes.
    private static func glyph(vertical: Bool) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 3
        return UIGraphicsImageRenderer(size: CGSize(width: 15, height: 15), format: format).image { context in
            let cg = context.cgContext
            cg.setFillColor(CGColor(gray: 0, alpha: 1))
            cg.addPath(CGPath(roundedRect: CGRect(x: 0, y: 6.5, width: 15, height: 2), cornerWidth: 1, cornerHeight: 1, transform: nil))
            if vertical {
                cg.addPath(CGPath(roundedRect: CGRect(x: 6.5, y: 0, width: 2, height: 15), cornerWidth: 1, cornerHeight: 1, transform: nil))
            }
            cg.fillPath()
        }.withRenderingMode(.alwaysTemplate)
    }

    // MARK: Appearance

    open override var intrinsicContentSize: CGSize { Self.size }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }

    open override var frame: CGRect {
        get { super.frame }
        set { super.frame = CGRect(origin: newValue.origin, size: Self.size) }
    }

    override func appearanceInputsDidChange() {
        super.appearanceInputsDidChange()
        updateAppearance()
    }

    private func updateAppearance() {
        let traits = traitCollection
        track.backgroundColor = UIColor.tertiarySystemFill.resolvedColor(with: traits).cgColor
        divider.backgroundColor = ControlPalette.divider.resolvedColor(with: traits).cgColor
        let canDecrement = isEnabled && (wraps || storedValue > minimumValue)
        let canIncrement = isEnabled && (wraps || storedValue < maximumValue)
        decrementView.image = decrementImage(for: canDecrement ? .normal : .disabled)
        incrementView.image = incrementImage(for: canIncrement ? .normal : .disabled)
        decrementView.tintColor = canDecrement ? .label : .tertiaryLabel
        incrementView.tintColor = canIncrement ? .label : .tertiaryLabel
        let decrementState = halfState(direction: -1, canStep: canDecrement)
        let incrementState = halfState(direction: 1, canStep: canIncrement)
        let normal = UIControl.State.normal.rawValue
        for (view, state) in [(decrementBackground, decrementState), (incrementBackground, incrementState)] {
            view.image = backgroundImages[state.rawValue] ?? backgroundImages[normal]
            view.isHidden = view.image == nil
        }
        track.isHidden = !backgroundImages.isEmpty
        dividerImageView.image = dividerImages[DividerStates(left: decrementState.rawValue, right: incrementState.rawValue)]
            ?? dividerImages[DividerStates(left: normal, right: normal)]
        dividerImageView.isHidden = dividerImageView.image == nil
        divider.isHidden = dividerImageView.image != nil
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        track.frame = bounds
        let half = bounds.width / 2
        divider.frame = CGRect(x: half - 0.5, y: bounds.midY - 9, width: 1, height: 18)
        let dividerWidth = dividerImageView.image?.size.width ?? 0
        dividerImageView.frame = CGRect(x: half - dividerWidth / 2, y: 0, width: dividerWidth, height: bounds.height)
        decrementBackground.frame = CGRect(x: 0, y: 0, width: half, height: bounds.height)
        incrementBackground.frame = CGRect(x: half, y: 0, width: bounds.width - half, height: bounds.height)
        for (view, centerX) in [(decrementView, half / 2), (incrementView, half + half / 2)] {
            let size = view.image?.size ?? .zero
            view.frame = CGRect(x: centerX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
        }
    }
}
