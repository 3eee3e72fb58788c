import Foundation

/// An on/off switch, 51 × 31 points whatever frame it is given.
///
/// Drawn as iOS 13 and later draw it: a filled rounded track (gray off, `onTintColor` —
/// green by default — on) and a white knob with a soft shadow. Disabled switches are drawn at
/// half opacity.
@MainActor
open class UISwitch: UIControl {
    static let size = CGSize(width: 51, height: 31)
    private static let knobInset: CGFloat = 2

    private let content = CALayer()
    private let track = CALayer()
    private let knob = CALayer()
    private var on = false

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.size))
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

    public required init?(coder: NSCoder) {
        nil
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
        didSet { updateAppearance() }
    }

    /// The knob color; nil for white.
    open var thumbTintColor: UIColor? {
        didSet { updateAppearance() }
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
