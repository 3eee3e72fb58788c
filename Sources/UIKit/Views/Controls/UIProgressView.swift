import Foundation
import QuartzCore
import SlatePlatform

/// Progress toward completion, as a filled bar.
///
/// A 4-point rounded track (iOS 13 and later) filled in the tint color (or
/// `progressTintColor`) up to `progress`; the `.bar` style is square-cornered with a clear
/// track, for toolbars and navigation bars.
@preconcurrency @MainActor
open class UIProgressView: UIView {
    public enum Style: Int, Sendable {
        case `default`, bar
    }

    private static let height: CGFloat = 4

    private let trackLayer = CALayer.withoutActions()
    private let progressLayer = CALayer.withoutActions()

    open var progressViewStyle: Style = .default {
        didSet { updateAppearance() }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpProgressView()
    }

    /// What every initializer sets up, `init(frame:)` and `init?(coder:)` alike.
    private func setUpProgressView() {
        layer.addSublayer(trackLayer)
        layer.addSublayer(progressLayer)
        isOpaque = false
        updateAppearance()
    }

    public convenience init(progressViewStyle style: Style) {
        self.init(frame: .zero)
        progressViewStyle = style
    }

    /// Made by a storyboard or xib: set up as `init(frame:)` does; the document's properties
    /// are set after this returns (docs/porting.md).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpProgressView()
    }

    /// 0…1; values outside are clamped.
    open var progress: Float {
        get { storedProgress }
        set { setProgress(newValue, animated: false) }
    }

    private var storedProgress: Float = 0

    /// A `Progress` the view follows: its `fractionCompleted` becomes `progress`, and changes
    /// show within a frame while the view is in a window. Nil stops following (the progress
    /// stays where it was).
    ///
    /// Linux Foundation's `Progress` cannot be observed, so the view reads it once a frame
    /// (1/60 s on the host's clock, virtual under the headless host) while it is in a window,
    /// and stops reading once the progress has finished or been cancelled.
    open var observedProgress: Progress? {
        didSet {
            guard observedProgress !== oldValue else { return }
            followObservedProgress()
        }
    }

    private var observedProgressPoll: PlatformTimer?

    open func setProgress(_ progress: Float, animated: Bool) {
        let clamped = min(max(progress, 0), 1)
        guard clamped != storedProgress else { return }
        storedProgress = clamped
        setNeedsLayout()
    }

    open var progressTintColor: UIColor? {
        didSet {
            appearanceSetting(\.progressTintColor, progressTintColor)
            updateAppearance()
        }
    }
    open var trackTintColor: UIColor? {
        didSet {
            appearanceSetting(\.trackTintColor, trackTintColor)
            updateAppearance()
        }
    }

    open var progressImage: UIImage? {
        didSet {
            appearanceSetting(\.progressImage, progressImage)
            updateAppearance()
        }
    }
    open var trackImage: UIImage? {
        didSet {
            appearanceSetting(\.trackImage, trackImage)
            updateAppearance()
        }
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: progressViewStyle == .bar ? 2.5 : Self.height)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: intrinsicContentSize.height)
    }

    override func appearanceInputsDidChange() {
        super.appearanceInputsDidChange()
        updateAppearance()
    }

    private func updateAppearance() {
        let traits = traitCollection
        let isBar = progressViewStyle == .bar
        trackLayer.backgroundColor = (trackTintColor ?? (isBar ? .clear : ControlPalette.track)).resolvedColor(with: traits).cgColor
        progressLayer.backgroundColor = (progressTintColor ?? tintColor).resolvedColor(with: traits).cgColor
        trackLayer.contents = trackImage?.cgImage
        progressLayer.contents = progressImage?.cgImage
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let isBar = progressViewStyle == .bar
        let radius = isBar ? 0 : min(bounds.height, Self.height) / 2
        trackLayer.frame = bounds
        trackLayer.cornerRadius = radius
        var filled = bounds
        filled.size.width = bounds.width * CGFloat(storedProgress)
        if effectiveUserInterfaceLayoutDirection == .rightToLeft { filled.origin.x = bounds.maxX - filled.width }
        progressLayer.frame = filled
        progressLayer.cornerRadius = radius
    }

    // MARK: Following a Progress

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        followObservedProgress()
    }

    /// Reads the observed progress now and, while there is more to come and the view is in a
    /// window, again next frame.
    private func followObservedProgress() {
        observedProgressPoll?.cancel()
        observedProgressPoll = nil
        guard let observed = observedProgress else { return }
        setProgress(Float(observed.fractionCompleted), animated: false)
        guard window != nil, !observed.isFinished, !observed.isCancelled, let host = UIKitHost.current else { return }
        observedProgressPoll = host.schedule(at: host.currentTime + FrameScheduler.frameInterval) { [weak self] in
            self?.followObservedProgress()
        }
    }

}
