import Foundation

/// A row of dots, one per page, the current one emphasized.
///
/// Drawn as in iOS 14: 7-point dots 16 points apart in a 26-point-high bar; the
/// `.prominent` background style puts them on a translucent capsule. Pages may have their own
/// indicator images.
@preconcurrency @MainActor
open class UIPageControl: UIControl {
    public enum BackgroundStyle: Int, Sendable {
        case automatic, prominent, minimal
    }

    public enum InteractionState: Int, Sendable {
        case none, discrete, continuous
    }

    private static let dotDiameter: CGFloat = 7
    private static let pitch: CGFloat = 16
    private static let height: CGFloat = 26
    private static let padding: CGFloat = 8

    private let background = CALayer.withoutActions()
    private var indicators: [UIImageView] = []
    private var pageImages: [Int: UIImage] = [:]

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpPageControl()
    }

    /// What every initializer sets up, `init(frame:)` and `init?(coder:)` alike.
    private func setUpPageControl() {
        layer.addSublayer(background)
        updateAppearance()
    }

    /// Made by a storyboard or xib: set up as `init(frame:)` does; the document's properties
    /// are set after this returns (docs/porting.md).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpPageControl()
    }

    /// 0 by default.
    open var numberOfPages = 0 {
        didSet {
            numberOfPages = max(0, numberOfPages)
            currentPage = min(currentPage, max(0, numberOfPages - 1))
            rebuildIndicators()
        }
    }

    /// Clamped to the pages there are.
    open var currentPage = 0 {
        didSet {
            let clamped = min(max(0, currentPage), max(0, numberOfPages - 1))
            if clamped != currentPage { currentPage = clamped }
            updateAppearance()
        }
    }

    open var hidesForSinglePage = false {
        didSet { updateAppearance() }
    }

    open var pageIndicatorTintColor: UIColor? {
        didSet {
            appearanceSetting(\.pageIndicatorTintColor, pageIndicatorTintColor)
            updateAppearance()
        }
    }
    open var currentPageIndicatorTintColor: UIColor? {
        didSet {
            appearanceSetting(\.currentPageIndicatorTintColor, currentPageIndicatorTintColor)
            updateAppearance()
        }
    }

    open var backgroundStyle: BackgroundStyle = .automatic {
        didSet { updateAppearance() }
    }

    open var allowsContinuousInteraction = true

    /// What the user is doing with the control (set by its gestures).
    open internal(set) var interactionState: InteractionState = .none

    /// The image every indicator shows unless its page has its own; nil for a dot.
    open var preferredIndicatorImage: UIImage? {
        didSet { rebuildIndicators() }
    }

    open func setIndicatorImage(_ image: UIImage?, forPage page: Int) {
        pageImages[page] = image
        rebuildIndicators()
    }

    open func indicatorImage(forPage page: Int) -> UIImage? {
        pageImages[page] ?? preferredIndicatorImage
    }

    /// A tap before or after the current page's dot moves one page that way and sends
    /// `.valueChanged`.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let touch, bounds.contains(touch.location(in: self)), numberOfPages > 1 else { return }
        let content = size(forNumberOfPages: numberOfPages)
        let originX = bounds.midX - content.width / 2
        var slot = CGFloat(currentPage)
        if effectiveUserInterfaceLayoutDirection == .rightToLeft { slot = CGFloat(numberOfPages - 1 - currentPage) }
        let currentX = originX + Self.padding + Self.pitch * (slot + 0.5)
        var forward = touch.location(in: self).x > currentX
        if effectiveUserInterfaceLayoutDirection == .rightToLeft { forward.toggle() }
        let next = min(max(0, currentPage + (forward ? 1 : -1)), numberOfPages - 1)
        guard next != currentPage else { return }
        currentPage = next
        sendActions(for: .valueChanged)
    }

    override var defaultActionIsTap: Bool { true }

    /// The size that shows `pageCount` indicators.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        guard pageCount > 0 else { return CGSize(width: 0, height: Self.height) }
        return CGSize(width: CGFloat(pageCount) * Self.pitch + 2 * Self.padding, height: Self.height)
    }

    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    private static let dot: UIImage = {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 3
        return UIGraphicsImageRenderer(size: CGSize(width: dotDiameter, height: dotDiameter), format: format).image { context in
            context.cgContext.setFillColor(CGColor(gray: 0, alpha: 1))
            context.cgContext.fillEllipse(in: CGRect(x: 0, y: 0, width: dotDiameter, height: dotDiameter))
        }.withRenderingMode(.alwaysTemplate)
    }()

    private func rebuildIndicators() {
        while indicators.count < numberOfPages {
            let view = UIImageView()
            addSubview(view)
            indicators.append(view)
        }
        while indicators.count > numberOfPages { indicators.removeLast().removeFromSuperview() }
        invalidateIntrinsicContentSize()
        updateAppearance()
    }

    override func appearanceInputsDidChange() {
        super.appearanceInputsDidChange()
        updateAppearance()
    }

    private func updateAppearance() {
        let prominent = backgroundStyle == .prominent
        let normal = pageIndicatorTintColor ?? (prominent ? UIColor(white: 1, alpha: 0.5) : .tertiaryLabel)
        let current = currentPageIndicatorTintColor ?? (prominent ? .white : .label)
        for (page, view) in indicators.enumerated() {
            let image = indicatorImage(forPage: page) ?? Self.dot
            view.image = image.renderingMode == .automatic ? image.withRenderingMode(.alwaysTemplate) : image
            view.tintColor = page == currentPage ? current : normal
        }
        background.backgroundColor = prominent ? UIColor(white: 0, alpha: 0.2).cgColor : nil
        let hidden = numberOfPages == 0 || (hidesForSinglePage && numberOfPages == 1)
        background.isHidden = hidden
        for view in indicators { view.isHidden = hidden }
        let opacity: CGFloat = isEnabled ? 1 : 0.5
        for view in indicators { view.alpha = opacity }
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let content = size(forNumberOfPages: numberOfPages)
        let origin = CGPoint(x: bounds.midX - content.width / 2, y: bounds.midY - content.height / 2)
        background.frame = CGRect(origin: origin, size: content)
        background.cornerRadius = content.height / 2
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        for (page, view) in indicators.enumerated() {
            let slot = rightToLeft ? numberOfPages - 1 - page : page
            let size = view.image?.size ?? .zero
            let centerX = origin.x + Self.padding + Self.pitch * (CGFloat(slot) + 0.5)
            view.frame = CGRect(x: centerX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
        }
    }
}
