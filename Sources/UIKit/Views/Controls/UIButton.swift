import Foundation

/// A control that runs an action when tapped, showing a title, an image or both.
///
/// Without a `configuration` a button follows its type: a `.system` button draws its title
/// and template images in the tint color (faded while highlighted, gray while disabled, and
/// knocked out of a tinted rounded rectangle while selected); a `.custom` button draws
/// exactly the titles, colors and images set for each state. Values not set for a state fall
/// back to the `.normal` value. With a `configuration` (`UIButton.Configuration`), the
/// configuration decides the appearance instead.
///
/// Title and image are the `titleLabel` and `imageView` subviews, laid out side by side inside
/// `contentEdgeInsets` and aligned by `contentHorizontalAlignment` and
/// `contentVerticalAlignment`. The intrinsic size adds UIKit's 6-point padding above and
/// below the title.
@preconcurrency @MainActor
open class UIButton: UIControl {
    public enum ButtonType: Int, Sendable {
        case custom = 0
        case system
        case detailDisclosure
        case infoLight
        case infoDark
        case contactAdd
        case plain
        case close = 7

        public static var roundedRect: ButtonType { .system }
    }

    /// What one state shows; nil values fall back to the normal state's.
    struct StateContent {
        var title: String?
        var attributedTitle: NSAttributedString?
        var titleColor: UIColor?
        var titleShadowColor: UIColor?
        var image: UIImage?
        var backgroundImage: UIImage?
        var symbolConfiguration: UIImage.SymbolConfiguration?
    }

    public private(set) var buttonType: ButtonType = .custom
    var contents: [UInt: StateContent] = [:]

    let titleView = UILabel()
    let imageContentView = UIImageView()
    /// The background image, the system type's selection backdrop, or the configuration's
    /// background shape.
    let backgroundContentView = UIImageView()
    let subtitleView = UILabel()

    // MARK: Pointer (spec PTR-04)

    /// Makes a button's pointer style from the system's proposal.
    public typealias PointerStyleProvider = (UIButton, UIPointerEffect, UIPointerShape) -> UIPointerStyle?

    /// Whether the button has the system pointer effect (default false). When true, a
    /// `UIPointerInteraction` is among its interactions.
    /// Whether a drag resting on the button activates the `UISpringLoadedInteraction` added
    /// to it (DND-28); false by default.
    open var isSpringLoaded = false

    open var isPointerInteractionEnabled = false {
        didSet {
            guard isPointerInteractionEnabled != oldValue else { return }
            updatePointerInteraction()
        }
    }

    /// Builds the button's pointer style from the proposed effect and shape; returning nil
    /// leaves the default pointer. Setting a provider turns `isPointerInteractionEnabled` on.
    open var pointerStyleProvider: PointerStyleProvider? {
        didSet {
            if pointerStyleProvider != nil { isPointerInteractionEnabled = true }
            buttonPointerInteraction?.invalidate()
        }
    }

    var buttonPointerInteraction: UIPointerInteraction?
    private lazy var pointerDelegate = ButtonPointerDelegate(button: self)

    private func updatePointerInteraction() {
        if isPointerInteractionEnabled {
            let interaction = UIPointerInteraction(delegate: pointerDelegate)
            buttonPointerInteraction = interaction
            addInteraction(interaction)
        } else if let interaction = buttonPointerInteraction {
            removeInteraction(interaction)
            buttonPointerInteraction = nil
        }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpButton()
    }

    /// What every initializer sets up, `init(frame:)` and `init?(coder:)` alike.
    private func setUpButton() {
        AppearanceStore.untracked { titleView.font = .systemFont(ofSize: 18) }
        titleView.lineBreakMode = .byTruncatingMiddle
        titleView.isUserInteractionEnabled = false
        backgroundContentView.isUserInteractionEnabled = false
        updateAppearance()
    }

    /// Made by a storyboard or xib: set up as `init(frame:)` does; the document's properties
    /// are set after this returns (docs/porting.md).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpButton()
    }

    /// A button of `buttonType`.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        adopt(buttonType)
    }

    /// A button of `buttonType` that shows `primaryAction`'s title and image and runs it for
    /// `.primaryActionTriggered`.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(frame: .zero)
        adopt(buttonType)
        adoptPrimaryAction(primaryAction)
    }

    /// A system button at `frame` for `primaryAction`.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        adopt(.system)
        adoptPrimaryAction(primaryAction)
    }

    /// A system button showing `configuration`.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(frame: .zero)
        adopt(.system)
        self.configuration = configuration
        adoptPrimaryAction(primaryAction)
        // Observers do not run for assignments in the class's own initializers.
        setNeedsUpdateConfiguration()
    }

    func adopt(_ type: ButtonType) {
        buttonType = type
        if type != .custom { AppearanceStore.untracked { titleView.font = .systemFont(ofSize: 15) } }
        if let image = BuiltInButtonImage.image(for: type) { setImage(image, for: .normal) }
        updateAppearance()
    }

    private func adoptPrimaryAction(_ action: UIAction?) {
        guard let action else { return }
        if configuration != nil {
            configuration?.title = action.title.isEmpty ? configuration?.title : action.title
            configuration?.image = action.image ?? configuration?.image
        } else {
            if !action.title.isEmpty { setTitle(action.title, for: .normal) }
            if let image = action.image { setImage(image, for: .normal) }
        }
        addAction(action, for: .primaryActionTriggered)
    }

    // MARK: Per-state content

    func content(for state: State) -> StateContent { contents[state.rawValue] ?? StateContent() }

    private func setContent(for state: State, _ change: (inout StateContent) -> Void) {
        var content = contents[state.rawValue] ?? StateContent()
        change(&content)
        contents[state.rawValue] = content
        updateAppearance()
        invalidateIntrinsicContentSize()
    }

    /// The state's value, or the normal state's.
    private func value<T>(_ key: KeyPath<StateContent, T?>, for state: State) -> T? {
        contents[state.rawValue]?[keyPath: key] ?? contents[State.normal.rawValue]?[keyPath: key]
    }

    open func setTitle(_ title: String?, for state: State) { setContent(for: state) { $0.title = title } }
    open func title(for state: State) -> String? { value(\.title, for: state) }

    open func setAttributedTitle(_ title: NSAttributedString?, for state: State) { setContent(for: state) { $0.attributedTitle = title } }
    open func attributedTitle(for state: State) -> NSAttributedString? { value(\.attributedTitle, for: state) }

    open func setTitleColor(_ color: UIColor?, for state: State) {
        appearanceSetting(axes: state) { $0.setTitleColor(color, for: state) }
        setContent(for: state) { $0.titleColor = color }
    }

    /// The title color for `state`: the color set for it (or for `.normal`), else the type's
    /// default.
    open func titleColor(for state: State) -> UIColor? {
        value(\.titleColor, for: state) ?? defaultTitleColor(for: state)
    }

    open func setTitleShadowColor(_ color: UIColor?, for state: State) {
        appearanceSetting(axes: state) { $0.setTitleShadowColor(color, for: state) }
        setContent(for: state) { $0.titleShadowColor = color }
    }
    open func titleShadowColor(for state: State) -> UIColor? { value(\.titleShadowColor, for: state) }

    open func setImage(_ image: UIImage?, for state: State) { setContent(for: state) { $0.image = image } }
    open func image(for state: State) -> UIImage? { value(\.image, for: state) }

    /// How a symbol image shown in `state` is drawn (its size, weight, scale).
    open func setPreferredSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration?, forImageIn state: State) {
        appearanceSetting(axes: state) { $0.setPreferredSymbolConfiguration(configuration, forImageIn: state) }
        setContent(for: state) { $0.symbolConfiguration = configuration }
    }

    open func preferredSymbolConfigurationForImage(in state: State) -> UIImage.SymbolConfiguration? {
        value(\.symbolConfiguration, for: state)
    }

    open func setBackgroundImage(_ image: UIImage?, for state: State) {
        appearanceSetting(axes: state) { $0.setBackgroundImage(image, for: state) }
        setContent(for: state) { $0.backgroundImage = image }
    }
    open func backgroundImage(for state: State) -> UIImage? { value(\.backgroundImage, for: state) }

    open var currentTitle: String? { title(for: state) }
    open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }
    open var currentTitleColor: UIColor { titleColor(for: state) ?? .white }
    open var currentTitleShadowColor: UIColor? { titleShadowColor(for: state) }
    open var currentImage: UIImage? { image(for: state) }
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }
    /// The symbol configuration the current state's image is drawn with.
    open var currentPreferredSymbolConfiguration: UIImage.SymbolConfiguration? { preferredSymbolConfigurationForImage(in: state) }

    /// Whether the title's shadow flips to the other side while the button is highlighted
    /// (engraved text turning embossed). Off by default.
    open var reversesTitleShadowWhenHighlighted = false {
        didSet { if reversesTitleShadowWhenHighlighted != oldValue { updateAppearance() } }
    }
    /// Whether the title label's shadow offset is flipped now.
    private var titleShadowIsReversed = false

    /// What the button does in its view (iOS 14): a plain, primary, cancel or destructive
    /// button. The iPad idiom draws every role alike, as iPadOS 14 does; the Mac idiom's
    /// default-button look is not Slate's.
    open var role: Role = .normal

    /// The label showing the title (with a configuration: the configuration's title).
    open var titleLabel: UILabel? { titleView }

    /// The image view showing the image.
    open var imageView: UIImageView? { imageContentView }

    /// Space around the title and image.
    open var contentEdgeInsets: UIEdgeInsets = .zero {
        didSet {
            appearanceSetting(\.contentEdgeInsets, contentEdgeInsets)
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    /// Offsets the title's rectangle after layout (does not change the intrinsic size).
    open var titleEdgeInsets: UIEdgeInsets = .zero {
        didSet { setNeedsLayout() }
    }

    open var imageEdgeInsets: UIEdgeInsets = .zero {
        didSet { setNeedsLayout() }
    }

    /// Custom buttons darken their image while highlighted.
    open var adjustsImageWhenHighlighted = true {
        didSet { updateAppearance() }
    }

    /// Custom buttons fade their image while disabled.
    open var adjustsImageWhenDisabled = true {
        didSet { updateAppearance() }
    }

    /// Whether a white glow shows at the button's centre while it is highlighted (pressed).
    open var showsTouchWhenHighlighted = false {
        didSet { updateTouchGlow() }
    }
    /// The glow `showsTouchWhenHighlighted` shows, while it does.
    var touchGlow: CAGradientLayer?

    /// The menu the button offers: on a long press (or a secondary click), or on any press with
    /// `showsMenuAsPrimaryAction`. Setting one turns `isContextMenuInteractionEnabled` on.
    open var menu: UIMenu? {
        didSet {
            if menu != nil { isContextMenuInteractionEnabled = true }
            selectionDidChange()
        }
    }

    /// Whether the button tracks a selection (iOS 15). With a menu it shows as its primary
    /// action, the button is a pop-up button: one of the menu's actions at a time is checked
    /// (the first, unless one is `.on` already), its title is the button's, and choosing
    /// another checks it instead before its handler runs. Otherwise a tap toggles
    /// `isSelected`. False by default.
    open var changesSelectionAsPrimaryAction = false {
        didSet { selectionDidChange() }
    }

    open override func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                              configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        guard let menu else { return nil }
        if isPopUpButton {
            return UIContextMenuConfiguration(actionProvider: { [weak self] _ in self?.selectionMenu(for: menu) ?? menu })
        }
        return UIContextMenuConfiguration(actionProvider: { _ in menu })
    }

    /// A tap on a selection-tracking button without a pop-up menu toggles `isSelected`.
    override func primaryActionWillTrigger() {
        super.primaryActionWillTrigger()
        if changesSelectionAsPrimaryAction, !isPopUpButton { isSelected.toggle() }
    }

    /// A button's primary-action menu is its `menu`.
    override var offersMenuAsPrimaryAction: Bool { menu != nil && super.offersMenuAsPrimaryAction }

    override func menuAsPrimaryActionDidChange() {
        super.menuAsPrimaryActionDidChange()
        selectionDidChange()
    }

    // MARK: Configuration (iOS 15)

    /// When set, the button's appearance comes from the configuration.
    open var configuration: Configuration? {
        didSet { updateConfiguration() }
    }

    /// Called with the button whenever its configuration should follow a state change; set
    /// `configuration` here to restyle the button for its state.
    open var configurationUpdateHandler: ((UIButton) -> Void)?

    open var automaticallyUpdatesConfiguration = true

    private var isUpdatingConfiguration = false

    /// Asks the update handler for a configuration for the current state, then applies it.
    open func setNeedsUpdateConfiguration() {
        guard !isUpdatingConfiguration else { return }
        isUpdatingConfiguration = true
        defer { isUpdatingConfiguration = false }
        configurationUpdateHandler?(self)
        updateConfiguration()
    }

    /// Applies the configuration for the current state.
    open func updateConfiguration() {
        updateAppearance()
        invalidateIntrinsicContentSize()
    }

    // MARK: State

    override func controlStateDidChange() {
        if configuration != nil, automaticallyUpdatesConfiguration {
            setNeedsUpdateConfiguration()
        }
        super.controlStateDidChange()
        updateTouchGlow()
    }

    override func appearanceInputsDidChange() {
        super.appearanceInputsDidChange()
        updateAppearance()
    }

    override var sendsPrimaryActionOnTouchUp: Bool { true }
    override var defaultActionIsTap: Bool { true }

    // MARK: Size and layout

    open override var intrinsicContentSize: CGSize {
        if let configuration { return configurationContentSize(configuration) }
        let image = currentImage?.size ?? .zero
        let hasTitle = (currentAttributedTitle?.length ?? 0) > 0 || !(currentTitle ?? "").isEmpty
        let title = hasTitle ? titleView.intrinsicContentSize : .zero
        let insets = contentEdgeInsets
        var width = image.width + title.width
        var height = max(image.height, hasTitle ? title.height + 12 : 0)
        if image == .zero && !hasTitle {
            // An empty button still has UIKit's minimum size.
            width = 30
            height = titleView.font.lineHeight.rounded(.up) + 12
        }
        return CGSize(width: width + insets.left + insets.right, height: height + insets.top + insets.bottom)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Where the title goes in `contentRect`.
    open func titleRect(forContentRect contentRect: CGRect) -> CGRect { legacyLayout(in: contentRect).title }

    /// Where the image goes in `contentRect`.
    open func imageRect(forContentRect contentRect: CGRect) -> CGRect { legacyLayout(in: contentRect).image }

    open func contentRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: contentEdgeInsets) }

    open func backgroundRect(forBounds bounds: CGRect) -> CGRect { bounds }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if let configuration {
            layoutConfiguration(configuration)
            return
        }
        backgroundContentView.frame = backgroundRect(forBounds: bounds)
        let content = contentRect(forBounds: bounds)
        imageContentView.frame = imageRect(forContentRect: content)
        titleView.frame = titleRect(forContentRect: content)
    }

    /// Image then title, as a group placed by the content alignments; each element centered
    /// vertically (or aligned) on its own.
    ///
    /// The edge insets reshape the rectangle each element is placed in, not the element: UIKit
    /// places the group in the content rect inset by the title's insets to find the title, and
    /// inset by the image's insets to find the image. So a centered title with a left inset of
    /// 20 moves right by 10 and keeps its width while it fits (appbrewery's Quizzler draws
    /// "True" there, not "…"), a left and a right inset of +s and -s move it by s, and a title
    /// is truncated only when the inset rectangle is narrower than it.
    private func legacyLayout(in content: CGRect) -> (image: CGRect, title: CGRect) {
        let hasTitle = (currentAttributedTitle?.length ?? 0) > 0 || !(currentTitle ?? "").isEmpty
        let titleArea = content.inset(by: titleEdgeInsets)
        let imageArea = content.inset(by: imageEdgeInsets)
        var imageSize = currentImage?.size ?? .zero
        imageSize.width = min(imageSize.width, max(0, imageArea.width))
        imageSize.height = min(imageSize.height, max(0, imageArea.height))
        var titleSize = hasTitle ? titleView.intrinsicContentSize : .zero
        titleSize.width = min(titleSize.width, max(0, titleArea.width - imageSize.width))
        titleSize.height = min(titleSize.height, max(0, titleArea.height))
        let fills = effectiveContentHorizontalAlignment == .fill
        if fills { titleSize.width = max(0, titleArea.width - imageSize.width) }
        let groupWidth = imageSize.width + titleSize.width
        func x(in area: CGRect) -> CGFloat {
            switch effectiveContentHorizontalAlignment {
            case .left, .leading, .fill: return area.minX
            case .right, .trailing: return area.maxX - groupWidth
            case .center: return area.minX + ((area.width - groupWidth) / 2).rounded(.down)
            }
        }
        func y(_ height: CGFloat, in area: CGRect) -> CGFloat {
            switch contentVerticalAlignment {
            case .top, .fill: return area.minY
            case .bottom: return area.maxY - height
            case .center: return area.minY + ((area.height - height) / 2).rounded(.down)
            }
        }
        let fillsVertically = contentVerticalAlignment == .fill
        let imageHeight = fillsVertically ? imageArea.height : imageSize.height
        let titleHeight = fillsVertically ? titleArea.height : titleSize.height
        let image = CGRect(x: x(in: imageArea), y: y(imageHeight, in: imageArea), width: imageSize.width, height: imageHeight)
        let title = CGRect(x: x(in: titleArea) + imageSize.width, y: y(titleHeight, in: titleArea),
                           width: titleSize.width, height: titleHeight)
        return (image, title)
    }

    // MARK: Appearance

    /// The type's colors: system buttons use the tint (faded highlighted, gray disabled,
    /// the background color while selected); the other types white.
    private func defaultTitleColor(for state: State) -> UIColor? {
        guard buttonType != .custom else { return .white }
        if state.contains(.disabled) { return .tertiaryLabel }
        if state.contains(.selected) { return .systemBackground }
        if state.contains(.highlighted) { return tintColor.withAlphaComponent(0.2) }
        return tintColor
    }

    /// Puts the current state's title, image and background in the subviews.
    func updateAppearance() {
        if let configuration {
            applyConfiguration(configuration)
            return
        }
        subtitleView.removeFromSuperview()
        let state = state
        if let attributed = currentAttributedTitle {
            titleView.attributedText = attributed
        } else {
            titleView.text = currentTitle
        }
        titleView.textColor = currentTitleColor
        titleView.shadowColor = currentTitleShadowColor
        let reversed = reversesTitleShadowWhenHighlighted && isHighlighted
        if reversed != titleShadowIsReversed {
            titleView.shadowOffset = CGSize(width: -titleView.shadowOffset.width, height: -titleView.shadowOffset.height)
            titleShadowIsReversed = reversed
        }
        let hasTitle = (titleView.text ?? "").isEmpty == false
        show(titleView, hasTitle)

        var image = currentImage
        if let source = image, buttonType != .custom, source.renderingMode == .automatic {
            image = source.withRenderingMode(.alwaysTemplate)
        }
        if buttonType == .close {
            imageContentView.tintColor = state.contains(.highlighted) ? .systemGray2 : .tertiaryLabel
        } else if buttonType != .custom {
            imageContentView.tintColor = titleColor(for: state.subtracting(.selected)) ?? tintColor
            if state.contains(.selected), buttonType == .system { imageContentView.tintColor = .systemBackground }
        } else if let source = image {
            if state.contains(.highlighted), adjustsImageWhenHighlighted {
                image = source.adjustedForButtonState(darken: true)
            } else if state.contains(.disabled), adjustsImageWhenDisabled {
                image = source.adjustedForButtonState(darken: false)
            }
        }
        imageContentView.preferredSymbolConfiguration = preferredSymbolConfigurationForImage(in: state)
        imageContentView.image = image
        show(imageContentView, image != nil)

        let background = currentBackgroundImage
        backgroundContentView.image = background
        backgroundContentView.layer.cornerRadius = 0
        backgroundContentView.backgroundColor = nil
        if buttonType == .system, state.contains(.selected), background == nil {
            backgroundContentView.backgroundColor = isEnabled ? tintColor : .tertiaryLabel
            backgroundContentView.layer.cornerRadius = 6
            show(backgroundContentView, true)
        } else {
            show(backgroundContentView, background != nil)
        }
        setNeedsLayout()
    }

    /// Adds a part to the button in UIKit's order (background, image, title) or removes it.
    func show(_ part: UIView, _ visible: Bool) {
        if visible {
            guard part.superview !== self else { return }
            let order: [UIView] = [backgroundContentView, imageContentView, titleView, subtitleView]
            let index = order.firstIndex { $0 === part } ?? 0
            let below = order[(index + 1)...].first { $0.superview === self }
            if let below { insertSubview(part, belowSubview: below) } else { addSubview(part) }
        } else if part.superview === self {
            part.removeFromSuperview()
        }
    }
}

extension UIButton.ButtonType {
    var isBuiltInImageType: Bool {
        switch self {
        case .detailDisclosure, .infoLight, .infoDark, .contactAdd: return true
        default: return false
        }
    }
}

extension UIImage {
    /// A custom button's image while highlighted (darker) or disabled (paler).
    func adjustedForButtonState(darken: Bool) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return UIGraphicsImageRenderer(size: size, format: format).image { context in
            draw(at: .zero)
            let cg = context.cgContext
            cg.setBlendMode(.sourceAtop)
            cg.setFillColor(darken ? CGColor(gray: 0, alpha: 0.3) : CGColor(gray: 1, alpha: 0.5))
            cg.fill(CGRect(origin: .zero, size: size))
        }
    }
}

extension UIButton: UISpringLoadedInteractionSupporting {}

extension UIButton {
    /// What a button does in its view (`role`).
    public enum Role: Int, Sendable {
        case normal = 0
        case primary
        case cancel
        case destructive
    }
}
