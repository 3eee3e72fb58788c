import Foundation

/// An on/off switch, 51 × 31 points whatever frame it is given.
///
/// Drawn as iOS 13 and later draw it: a filled rounded track (gray off, `onTintColor` —
/// green by default — on) and a white knob with a soft shadow. Disabled switches are drawn at
/// half opacity.
@preconcurrency @MainActor
open class UISwitch: UIControl {
    static let size = CGSize(width: 51, height: 31)
    private static let knobInset: CGFloat = 2

    private let content = CALayer.withoutActions()
    private let track = CALayer.withoutActions()
    private let knob = CALayer.withoutActions()
    private var on = false

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.size))
        setUpSwitch()
    }

    /// What every initializer sets up, `init(frame:)` and `init?(coder:)` alike.
    private func setUpSwitch() {
        content.frame = CGRect(origin: .zero, size: Self.size)
        track.frame = content.bounds
        track.cornerRadius = Self.size.height / 2
        let diameter = Self.size.height - 2 * Self.knobInset
        knob.bounds = CGRect(x: 0, y: 0, width: diameter, height: diameter)
        knob.cornerRadius = diameter / 2
        knob.applyKnobShadow()
        content.addSublayer(track)
        content.addSublayer(knob)
        layer.addSublayer(content)
        setContentHuggingPriority(.defaultHigh, for: .horizontal)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
        updateAppearance()
    }

    /// Made by a storyboard or xib: set up as `init(frame:)` does; the document's properties
    /// are set after this returns (docs/porting.md).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpSwitch()
    }

    /// Whether the switch is on. Setting it does not send `.valueChanged`, as in UIKit.
    open var isOn: Bool {
        get { on }
        set { setOn(newValue, animated: false) }
    }

    open func setOn(_ on: Bool, animated: Bool) {
        guard on != self.on else { return }
        self.on = on
        updateAppearance()
    }

    /// The track color when on; nil for the system green.
    open var onTintColor: UIColor? {
        didSet {
            appearanceSetting(\.onTintColor, onTintColor)
            updateAppearance()
        }
    }

    /// The knob color; nil for white.
    open var thumbTintColor: UIColor? {
        didSet {
            appearanceSetting(\.thumbTintColor, thumbTintColor)
            updateAppearance()
        }
    }

    // MARK: Style (iOS 14)

    /// The style wanted. `.checkbox` belongs to the Mac idiom: in the iPad idiom, which is
    /// Slate's, every switch slides, as it does on an iPad.
    open var preferredStyle: Style = .automatic

    /// The style shown: `.sliding` in the iPad idiom, whatever `preferredStyle` says.
    open var style: Style { .sliding }

    /// The title a checkbox-style switch shows beside its box; a sliding switch shows none.
    open var title: String?

    /// No effect, as in UIKit since iOS 7: the switch draws no images.
    open var onImage: UIImage? {
        didSet { appearanceSetting(\.onImage, onImage) }
    }
    /// No effect, as in UIKit since iOS 7: the switch draws no images.
    open var offImage: UIImage? {
        didSet { appearanceSetting(\.offImage, offImage) }
    }

    // MARK: Interaction

    override var defaultActionIsTap: Bool { true }

    private var dragStartedOn = false
    private var dragged = false

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        dragStartedOn = on
        dragged = false
        return true
    }

    /// Dragging the knob toward the other end switches as it crosses the middle.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let x = touch.location(in: self).x
        if abs(x - touch.previousLocation(in: self).x) > 0 { dragged = true }
        if dragged { setOn(x > Self.size.width / 2, animated: true) }
        return true
    }

    /// A tap toggles; a drag keeps where the knob ended. A change sends `.valueChanged`.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if !dragged, let touch, bounds.insetBy(dx: -UIControl.touchSlop, dy: -UIControl.touchSlop).contains(touch.location(in: self)) {
            setOn(!dragStartedOn, animated: true)
        }
        if on != dragStartedOn { sendActions(for: [.valueChanged, .primaryActionTriggered]) }
    }

    open override func cancelTracking(with event: UIEvent?) {
        setOn(dragStartedOn, animated: true)
    }

    /// A tap toggles the switch, and a horizontal pan on it drags the knob: recognizers of
    /// other views that would take those are refused (spec GR-15).
    override func overlapsDefaultAction(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if super.overlapsDefaultAction(gestureRecognizer) { return true }
        if let pan = gestureRecognizer as? UIPanGestureRecognizer, let view = pan.view {
            let moved = pan.translation(in: view)
            return abs(moved.x) >= abs(moved.y)
        }
        return false
    }

    // MARK: Size

    open override var intrinsicContentSize: CGSize { Self.size }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }

    /// The size part of a new frame is ignored, as UIKit ignores it.
    open override var frame: CGRect {
        get { super.frame }
        set { super.frame = CGRect(origin: newValue.origin, size: Self.size) }
    }

    // MARK: Appearance

    override func appearanceInputsDidChange() {
        super.appearanceInputsDidChange()
        updateAppearance()
    }

    private func updateAppearance() {
        let traits = traitCollection
        let trackColor = on ? (onTintColor ?? .systemGreen) : ControlPalette.switchOffTrack
        track.backgroundColor = trackColor.resolvedColor(with: traits).cgColor
        knob.backgroundColor = (thumbTintColor ?? ControlPalette.thumb).resolvedColor(with: traits).cgColor
        let travel = Self.size.width - Self.size.height
        knob.position = CGPoint(x: Self.size.height / 2 + (on ? travel : 0), y: Self.size.height / 2)
        content.opacity = isEnabled ? 1 : 0.5
    }
}

extension UISwitch {
    /// How a switch is drawn (`preferredStyle`, `style`).
    public enum Style: Int, Sendable {
        /// The idiom's style: sliding on an iPad.
        case automatic = 0
        /// A box with a check mark (the Mac idiom only).
        case checkbox
        /// A knob sliding along a track.
        case sliding
    }
}
