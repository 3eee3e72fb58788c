import Foundation

/// The bar of a tab bar controller: one button per item, the selected one in the tint colour,
/// badges at the items' top trailing corners (spec TAB-01, TAB-03, TAB-06).
@preconcurrency @MainActor
open class UITabBar: UIView {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpTabBar()
    }

    /// What every initializer sets up, `init(frame:)` and `init?(coder:)` alike.
    private func setUpTabBar() {
        isOpaque = false
        addSubview(background)
    }

    /// Made by a storyboard or xib: set up as `init(frame:)` does; the document's properties
    /// are set after this returns (docs/porting.md).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpTabBar()
    }

    let background = BarBackgroundView(hairlineAtTop: true)
    private(set) var itemViews: [TabBarItemView] = []
    /// How far the background reaches below the bar (over the home-indicator area).
    var backgroundExtension: CGFloat = 0 { didSet { if backgroundExtension != oldValue { setNeedsLayout() } } }
    /// Called when the user taps an item.
    var itemTapped: ((UITabBarItem) -> Void)?

    open var items: [UITabBarItem]? {
        didSet { rebuild() }
    }

    open func setItems(_ items: [UITabBarItem]?, animated: Bool) { self.items = items }

    open weak var selectedItem: UITabBarItem? {
        didSet { for view in itemViews { view.isSelectedItem = view.item === selectedItem } }
    }

    open var barTintColor: UIColor? {
        didSet {
            appearanceSetting(\.barTintColor, barTintColor)
            applyAppearance()
        }
    }

    // MARK: Appearance (iOS 13)

    private var storedStandardAppearance: UITabBarAppearance?
    /// The bar's look: background, shadow and items (copied when set); until one is set the
    /// default look, tinted by `barTintColor`, `tintColor` and `unselectedItemTintColor`.
    open var standardAppearance: UITabBarAppearance {
        get { storedStandardAppearance ?? UITabBarAppearance(idiom: .pad) }
        set {
            appearanceSetting(\.standardAppearance, newValue)
            storedStandardAppearance = newValue.copy() as? UITabBarAppearance
            applyAppearance()
        }
    }

    /// The item appearance for the bar's layout: inline on a regular-width bar (compact inline
    /// when also vertically compact), stacked otherwise. Nil without an appearance.
    var itemAppearance: UITabBarItemAppearance? {
        guard let appearance = storedStandardAppearance else { return nil }
        if traitCollection.horizontalSizeClass == .regular {
            return traitCollection.verticalSizeClass == .compact ? appearance.compactInlineLayoutAppearance : appearance.inlineLayoutAppearance
        }
        return appearance.stackedLayoutAppearance
    }

    var selectionIndicatorTintColor: UIColor? { storedStandardAppearance?.selectionIndicatorTintColor }

    private func applyAppearance() {
        if let appearance = storedStandardAppearance {
            appearance.apply(to: background)
        } else {
            background.showDefaultLook(tintedBy: barTintColor)
        }
        for view in itemViews { view.refresh() }
    }
    open var unselectedItemTintColor: UIColor? {
        didSet {
            appearanceSetting(\.unselectedItemTintColor, unselectedItemTintColor)
            for view in itemViews { view.refresh() }
        }
    }
    /// An opaque bar keeps children's views above it (SAFE-04).
    open var isTranslucent = true { didSet { superview?.setNeedsLayout() } }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: BarMetrics.tabBarHeight(for: traitCollection))
    }

    /// Placed with Auto Layout, the bar's own height (50 points, 32 vertically compact).
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: BarMetrics.tabBarHeight(for: traitCollection))
    }

    private func rebuild() {
        for view in itemViews { view.removeFromSuperview() }
        itemViews = (items ?? []).map { item in
            let view = TabBarItemView(item: item, bar: self)
            view.isSelectedItem = item === selectedItem
            view.addAction(UIAction { [weak self] _ in self?.itemTapped?(item) }, for: .touchUpInside)
            // A drag resting on a spring-loaded tab selects it (DND-29).
            view.addInteraction(UISpringLoadedInteraction { [weak self] _, _ in self?.itemTapped?(item) })
            item.addObserver(view) { [weak view] in view?.refresh() }
            addSubview(view)
            return view
        }
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        background.frame = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height + backgroundExtension)
        guard !itemViews.isEmpty else { return }
        // iPad centres its items with a fixed width each; a compact bar divides the width.
        let regular = traitCollection.horizontalSizeClass == .regular
        let itemWidth = regular ? min(bounds.width / CGFloat(itemViews.count), 160) : bounds.width / CGFloat(itemViews.count)
        var x = ((bounds.width - itemWidth * CGFloat(itemViews.count)) / 2).rounded()
        for view in itemViews {
            view.frame = CGRect(x: x, y: 0, width: itemWidth, height: bounds.height)
            x += itemWidth
        }
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        for view in itemViews { view.refresh() }
        setNeedsLayout()
        if previousTraitCollection?.verticalSizeClass != traitCollection.verticalSizeClass { invalidateIntrinsicContentSize() }
    }
}

/// One tab: the item's image and title (side by side on a regular-width or compact-height
/// bar, stacked otherwise), tinted when selected, with its badge.
@MainActor
final class TabBarItemView: UIControl {
    let item: UITabBarItem
    private weak var bar: UITabBar?
    let imageView = UIImageView()
    let titleLabel = UILabel()
    let badgeLabel = UILabel()

    var isSelectedItem = false { didSet { if isSelectedItem != oldValue { refresh() } } }

    init(item: UITabBarItem, bar: UITabBar) {
        self.item = item
        self.bar = bar
        super.init(frame: .zero)
        backgroundColor = nil
        isOpaque = false
        badgeLabel.textAlignment = .center
        badgeLabel.font = .systemFont(ofSize: 13)
        badgeLabel.textColor = .white
        badgeLabel.layer.masksToBounds = true
        for view in [imageView, titleLabel, badgeLabel] as [UIView] {
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
        refresh()
    }

    required init?(coder: NSCoder) { nil }

    override var appearanceItem: UIBarItem? { item }

    /// Spring-loaded as its item is (DND-29).
    var isSpringLoaded: Bool {
        get { item.isSpringLoaded }
        set { item.isSpringLoaded = newValue }
    }

    /// TAB-06 QUIRK emulated: in a vertically compact bar, `landscapeImagePhone` replaces both
    /// the image and the selected image.
    var displayedImage: UIImage? {
        let compact = traitCollection.verticalSizeClass == .compact
        if compact, let landscape = item.landscapeImagePhone { return landscape }
        return isSelectedItem ? (item.selectedImage ?? item.image) : item.image
    }

    func refresh() {
        // An appearance's state, then the bar's tints.
        let state = isSelectedItem ? bar?.itemAppearance?.selected : (item.isEnabled ? bar?.itemAppearance?.normal : bar?.itemAppearance?.disabled)
        let color: UIColor = state?.iconColor
            ?? (isSelectedItem ? (bar?.selectionIndicatorTintColor ?? tintColor) : (bar?.unselectedItemTintColor ?? .systemGray))
        imageView.image = displayedImage?.withRenderingMode(.alwaysTemplate)
        imageView.tintColor = color
        titleLabel.text = item.displayTitle
        titleLabel.textColor = state?.titleTextAttributes[.foregroundColor] as? UIColor ?? color
        titleLabel.font = state?.titleTextAttributes[.font] as? UIFont
            ?? .systemFont(ofSize: traitCollection.horizontalSizeClass == .regular ? 13 : 10, weight: .medium)
        if let badgeText = state?.badgeTextAttributes[.foregroundColor] as? UIColor { badgeLabel.textColor = badgeText }
        badgeLabel.text = item.badgeValue
        badgeLabel.isHidden = item.badgeValue == nil
        badgeLabel.backgroundColor = item.badgeColor ?? state?.badgeBackgroundColor ?? .systemRed
        isEnabled = item.isEnabled
        setNeedsLayout()
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        refresh()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let insets = item.imageInsets
        let imageSize = CGSize(width: 25 - insets.left - insets.right, height: 25 - insets.top - insets.bottom)
        let title = titleLabel.sizeThatFits(bounds.size)
        // Side by side on a regular-width bar, and on the short bar of a compact height.
        if traitCollection.horizontalSizeClass == .regular || traitCollection.verticalSizeClass == .compact {
            let hasImage = imageView.image != nil
            let total = (hasImage ? imageSize.width + 6 : 0) + title.width
            var x = ((bounds.width - total) / 2).rounded()
            if hasImage {
                imageView.frame = CGRect(x: x, y: ((bounds.height - imageSize.height) / 2).rounded(), width: imageSize.width, height: imageSize.height)
                x += imageSize.width + 6
            } else {
                imageView.frame = .zero
            }
            titleLabel.frame = CGRect(x: x, y: ((bounds.height - title.height) / 2).rounded(), width: title.width, height: title.height)
        } else {
            imageView.frame = CGRect(x: ((bounds.width - imageSize.width) / 2).rounded(), y: 4, width: imageSize.width, height: imageSize.height)
            titleLabel.frame = CGRect(x: 0, y: bounds.height - title.height - 3, width: bounds.width, height: title.height)
            titleLabel.textAlignment = .center
        }
        let badgeText = badgeLabel.sizeThatFits(bounds.size)
        let badgeWidth = max(18, badgeText.width + 10)
        // Over the image's top trailing corner; beside a title when there is no image.
        if imageView.image != nil {
            badgeLabel.frame = CGRect(x: imageView.frame.maxX - 8, y: max(2, imageView.frame.minY - 6), width: badgeWidth, height: 18)
        } else {
            badgeLabel.frame = CGRect(x: titleLabel.frame.maxX + 3, y: max(2, titleLabel.frame.minY - 8), width: badgeWidth, height: 18)
        }
        badgeLabel.layer.cornerRadius = 9
    }
}

extension TabBarItemView: UISpringLoadedInteractionSupporting {}
