import Foundation

/// A popover on screen: its background view (frame and arrow) and, above it, the content,
/// clipped to the frame's rounded body. The presented view spans the whole popover, arrow
/// strip included, as on iOS 13 and later — its safe area keeps content off the strip (and a
/// custom background's content sits inside its `contentViewInsets()`, arrow aside).
@MainActor
final class PopoverView: UIView, PresentationChromeView {
    let backgroundView: UIPopoverBackgroundView
    let contentClipView = PopoverContentClipView(frame: .zero)
    let metrics: PopoverPlacement.Metrics
    let usesSystemBackground: Bool
    var arrowDirection: UIPopoverArrowDirection = .unknown { didSet { if arrowDirection != oldValue { setNeedsLayout() } } }
    var arrowOffset: CGFloat = 0 { didSet { if arrowOffset != oldValue { setNeedsLayout() } } }

    init(backgroundClass: UIPopoverBackgroundView.Type?) {
        let backgroundType = backgroundClass ?? PopoverDefaultBackgroundView.self
        usesSystemBackground = backgroundClass == nil
        backgroundView = backgroundType.init(frame: .zero)
        metrics = PopoverPlacement.Metrics(arrowHeight: backgroundType.arrowHeight(), arrowBase: backgroundType.arrowBase(),
                                           cornerRadius: PopoverMetrics.cornerRadius, contentInsets: backgroundType.contentViewInsets())
        super.init(frame: .zero)
        backgroundColor = nil
        isOpaque = false
        addSubview(backgroundView)
        addSubview(contentClipView)
        if backgroundType.wantsDefaultContentAppearance {
            contentClipView.layer.cornerRadius = PopoverMetrics.cornerRadius
        }
        contentClipView.layer.masksToBounds = true
    }

    required init?(coder: NSCoder) { nil }

    /// The presented controller's view, inside the clip.
    var contentView: UIView? { contentClipView.subviews.first }

    func setContent(_ view: UIView) {
        if view.superview !== contentClipView {
            view.autoresizingMask = []
            contentClipView.addSubview(view)
        }
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView.frame = bounds
        backgroundView.arrowDirection = arrowDirection
        backgroundView.arrowOffset = arrowOffset
        let body = PopoverPlacement(arrowDirection: arrowDirection, frame: bounds, arrowOffset: arrowOffset)
            .bodyFrame(arrowHeight: metrics.arrowHeight)
        let clip = usesSystemBackground ? body : body.inset(by: metrics.contentInsets)
        contentClipView.frame = clip
        // The system popover's content covers the arrow strip too (clipped to the body).
        let content = usesSystemBackground ? bounds.offsetBy(dx: -clip.minX, dy: -clip.minY) : contentClipView.bounds
        if let contentView, contentView.frame != content {
            contentView.frame = content
            contentView.updateSafeAreaInsets()
        }
    }
}

/// Clips a popover's content to its body. Its bounds are the safe area of what it holds: the
/// system popover's content, which reaches under the arrow strip, has that strip as inset.
@MainActor
final class PopoverContentClipView: UIView, PresentationChromeView {
    override var boundsSafeAreaOfSubviews: Bool { true }
}

/// Covers the window behind a popover and takes the taps that dismiss it — except on the
/// passthrough views, which it lets touches reach (POP-14, POP-15).
@MainActor
final class PopoverDismissalView: UIView, PresentationChromeView {
    var passthroughViews: () -> [UIView] = { [] }
    var onTap: () -> Void = {}

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = nil
        isOpaque = false
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: .popoverOutsideTap))
    }

    required init?(coder: NSCoder) { nil }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard self.point(inside: point, with: event) else { return nil }
        for view in passthroughViews() where view.window === window && !view.isHidden {
            if view.point(inside: convert(point, to: view), with: event) { return nil }
        }
        return self
    }

    func tapped(_ recognizer: UITapGestureRecognizer) {
        if recognizer.state == .ended { onTap() }
    }
}

extension Selector {
    @MainActor static let popoverOutsideTap = Selector("tapped:", PopoverDismissalView.tapped)
}
