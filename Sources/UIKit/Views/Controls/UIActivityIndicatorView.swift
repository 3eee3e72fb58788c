import Foundation
import SlatePlatform

/// The spinning indicator of work in progress.
///
/// Eight rounded spokes fading around the circle, turning one spoke every eighth of a second
/// on the host's clock while animating. `.medium` is 20 points across, `.large` 37. With
/// `hidesWhenStopped` (the default) the indicator is hidden whenever it is not animating.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    public enum Style: Int, Sendable {
        case medium = 100
        case large = 101
        @available(*, deprecated, renamed: "large") case whiteLarge = 0
        @available(*, deprecated, renamed: "medium") case white = 1
        @available(*, deprecated, renamed: "medium") case gray = 2
    }

    static let spokeCount = 8
    package static let stepInterval: TimeInterval = 1.0 / 8

    private let spinner = CALayer.withoutActions()
    private var spokes: [CALayer] = []
    private var animating = false
    private var step = 0
    private var timer: PlatformTimer?

    open var style: Style = .medium {
        didSet {
            invalidateIntrinsicContentSize()
            updateAppearance()
        }
    }

    /// The spokes' color; nil for the system gray.
    open var color: UIColor! {
        get { storedColor ?? .secondaryLabel }
        set {
            appearanceSetting(\.color, newValue)
            storedColor = newValue
            updateAppearance()
        }
    }

    private var storedColor: UIColor?

    open var hidesWhenStopped = true {
        didSet { isHidden = hidesWhenStopped && !animating }
    }

    public init(style: Style) {
        super.init(frame: .zero)
        self.style = style
        setUp()
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpActivityIndicatorView()
    }

    /// What every initializer sets up, `init(frame:)` and `init?(coder:)` alike.
    private func setUpActivityIndicatorView() {
        setUp()
    }

    /// Made by a storyboard or xib: set up as `init(frame:)` does; the document's properties
    /// are set after this returns (docs/porting.md).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpActivityIndicatorView()
    }

    private func setUp() {
        isOpaque = false
        isUserInteractionEnabled = false
        layer.addSublayer(spinner)
        for _ in 0..<Self.spokeCount {
            let spoke = CALayer.withoutActions()
            spinner.addSublayer(spoke)
            spokes.append(spoke)
        }
        frame.size = diameter.size
        isHidden = hidesWhenStopped
        updateAppearance()
    }

    private var diameter: (size: CGSize, value: CGFloat) {
        let value: CGFloat = style == .large || style.rawValue == 0 ? 37 : 20
        return (CGSize(width: value, height: value), value)
    }

    // MARK: Animation

    open var isAnimating: Bool { animating }

    open func startAnimating() {
        guard !animating else { return }
        animating = true
        isHidden = false
        scheduleStep()
    }

    open func stopAnimating() {
        guard animating else { return }
        animating = false
        timer?.cancel()
        timer = nil
        if hidesWhenStopped { isHidden = true }
    }

    /// Turns the spokes on the host clock (the virtual clock under the headless host).
    private func scheduleStep() {
        guard animating, let host = UIKitHost.current else { return }
        timer = host.schedule(at: host.currentTime + Self.stepInterval) { [weak self] in
            guard let self, self.animating else { return }
            self.step = (self.step + 1) % Self.spokeCount
            self.updateRotation()
            self.scheduleStep()
        }
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if animating, timer == nil { scheduleStep() }
    }

    // MARK: Appearance

    open override var intrinsicContentSize: CGSize { diameter.size }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { diameter.size }

    override func appearanceInputsDidChange() {
        super.appearanceInputsDidChange()
        updateAppearance()
    }

    private func updateAppearance() {
        let size = diameter.value
        let scale = size / 20
        let spokeWidth = 2.25 * scale
        let spokeLength = 5.5 * scale
        let innerRadius = 4.25 * scale
        let color = self.color.resolvedColor(with: traitCollection).cgColor
        spinner.bounds = CGRect(x: 0, y: 0, width: size, height: size)
        for (index, spoke) in spokes.enumerated() {
            spoke.bounds = CGRect(x: 0, y: 0, width: spokeWidth, height: spokeLength)
            spoke.cornerRadius = spokeWidth / 2
            spoke.backgroundColor = color
            // Spoke 0 points up; the others follow clockwise, each fainter than the last.
            let angle = CGFloat(index) * 2 * .pi / CGFloat(Self.spokeCount)
            let distance = innerRadius + spokeLength / 2
            spoke.position = CGPoint(x: size / 2 + sin(angle) * distance, y: size / 2 - cos(angle) * distance)
            spoke.setAffineTransform(CGAffineTransform(rotationAngle: angle))
            spoke.opacity = Float(max(0.25, 1 - Double((Self.spokeCount - index) % Self.spokeCount) * 0.11))
        }
        updateRotation()
        setNeedsLayout()
    }

    private func updateRotation() {
        spinner.setAffineTransform(CGAffineTransform(rotationAngle: CGFloat(step) * 2 * .pi / CGFloat(Self.spokeCount)))
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        spinner.position = CGPoint(x: bounds.midX, y: bounds.midY)
    }
}
