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
        // At the accessibility text sizes a long press on a tab shows it large.
        addInteraction(UILargeContentViewerInteraction())
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
    /// The tab bar controller whose bar this is: it is the delegate, and it selects.
    weak var managingController: UITabBarController?

    /// Hears the user pick a tab. Setting it on a tab bar controller's bar raises, as in UIKit:
    /// the controller is that bar's delegate.
    open weak var delegate: UITabBarDelegate? {
        didSet {
            guard let managingController, delegate !== managingController else { return }
            UIKitFailure.raise("UITabBar.delegate: changing the delegate of a tab bar managed by a tab bar controller is not allowed. "
                + "Use the tab bar controller's delegate (UITabBarControllerDelegate) instead.")
            delegate = managingController
        }
    }

    /// The user tapped (or spring-loaded) `item`: a standalone bar selects it, then the
    /// delegate hears it (a controller's bar leaves the selection to the controller).
    private func userTapped(_ item: UITabBarItem) {
        // While the bar is customized its tabs are places to drop items on, not to choose.
        guard !isCustomizing else { return }
        if managingController == nil { selectedItem = item }
        delegate?.tabBar(self, didSelect: item)
    }

    open var items: [UITabBarItem]? {
        didSet { rebuild() }
    }

    open func setItems(_ items: [UITabBarItem]?, animated: Bool) { self.items = items }

    // MARK: Customizing

    /// The sheet the user customizes the bar on, while it shows.
    private(set) var customizingSheet: TabBarCustomizingView?
    private var itemsBeforeCustomizing: [UITabBarItem] = []

    /// Whether the customizing sheet is showing (`beginCustomizing(_:)` to
    /// `endCustomizing(animated:)`).
    open var isCustomizing: Bool { customizingSheet != nil }

    /// Shows, above the bar in its superview, a sheet of `items` that the user drags onto
    /// the bar's tabs: an item dropped on a tab takes its place (one already on the bar trades
    /// places with it; a tab bar controller's More tab stays). The sheet's Done button ends
    /// it. The delegate hears `willBeginCustomizing` and `didBeginCustomizing`.
    open func beginCustomizing(_ items: [UITabBarItem]) {
        guard customizingSheet == nil, let host = superview else { return }
        delegate?.tabBar(self, willBeginCustomizing: items)
        itemsBeforeCustomizing = self.items ?? []
        let sheet = TabBarCustomizingView(bar: self, items: items)
        sheet.frame = CGRect(x: 0, y: 0, width: host.bounds.width, height: max(0, frame.minY))
        sheet.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        host.insertSubview(sheet, belowSubview: self)
        customizingSheet = sheet
        delegate?.tabBar(self, didBeginCustomizing: items)
    }

    /// Ends customizing: the delegate hears `willEndCustomizing` with the bar's items and
    /// whether they changed, the sheet goes, then `didEndCustomizing`. False when the bar was
    /// not being customized.
    @discardableResult
    open func endCustomizing(animated: Bool) -> Bool {
        guard let sheet = customizingSheet else { return false }
        let now = items ?? []
        let changed = now.count != itemsBeforeCustomizing.count || zip(now, itemsBeforeCustomizing).contains { $0 !== $1 }
        delegate?.tabBar(self, willEndCustomizing: now, changed: changed)
        sheet.removeFromSuperview()
        customizingSheet = nil
        itemsBeforeCustomizing = []
        delegate?.tabBar(self, didEndCustomizing: items ?? [], changed: changed)
        return true
    }

    /// An item of the customizing sheet dropped on the tab at `slot`: it takes the tab's
    /// place, or trades places with it when it is on the bar already. A tab bar
    /// controller's More tab takes nothing.
    func customizingDrop(_ item: UITabBarItem, onto slot: Int) {
        guard isCustomizing, var current = items, current.indices.contains(slot), current[slot] !== item else { return }
        if let managingController, current[slot] === managingController.moreNavigationController.tabBarItem { return }
        if let existing = current.firstIndex(where: { $0 === item }) {
            current.swapAt(existing, slot)
        } else {
            current[slot] = item
        }
        let selected = selectedItem
        items = current
        selectedItem = selected
    }

    open weak var selectedItem: UITabBarItem? {
        didSet {
            for view in itemViews { view.isSelectedItem = view.item === selectedItem }
            // The selected item may bring its own look (`UITabBarItem.standardAppearance`).
            if selectedItem?.standardAppearance != nil || oldValue?.standardAppearance != nil { applyAppearance() }
        }
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

    /// The look in use: the selected item's own, else the bar's (nil: the default look).
    private var activeAppearance: UITabBarAppearance? { selectedItem?.standardAppearance ?? storedStandardAppearance }

    /// The item appearance for the bar's layout: compact inline on a short (vertically
    /// compact) bar, inline on a regular-width one, stacked otherwise — as the items are laid
    /// out (`stacksItems`). Nil without an appearance.
    var itemAppearance: UITabBarItemAppearance? {
        guard let appearance = activeAppearance else { return nil }
        if traitCollection.verticalSizeClass == .compact { return appearance.compactInlineLayoutAppearance }
        return stacksItems ? appearance.stackedLayoutAppearance : appearance.inlineLayoutAppearance
    }

    var selectionIndicatorTintColor: UIColor? { activeAppearance?.selectionIndicatorTintColor }

    /// The image behind the selected item: the appearance's, else the bar's own.
    var effectiveSelectionIndicatorImage: UIImage? { activeAppearance?.selectionIndicatorImage ?? selectionIndicatorImage }

    /// Whether the items are stacked (icon over title): a compact-width bar that is not short.
    var stacksItems: Bool { traitCollection.horizontalSizeClass != .regular && traitCollection.verticalSizeClass != .compact }

    /// The positioning, width and spacing the items are laid out with: a stacked bar's
    /// appearance's, where it sets them, else the bar's own.
    private var effectiveItemLayout: (positioning: ItemPositioning, width: CGFloat, spacing: CGFloat) {
        guard stacksItems, let appearance = activeAppearance else { return (itemPositioning, itemWidth, itemSpacing) }
        return (appearance.stackedItemPositioning != .automatic ? appearance.stackedItemPositioning : itemPositioning,
                appearance.stackedItemWidth > 0 ? appearance.stackedItemWidth : itemWidth,
                appearance.stackedItemSpacing > 0 ? appearance.stackedItemSpacing : itemSpacing)
    }

    /// Whether the bar shows its selected item's own look (as last applied).
    private var showsItemAppearance = false

    private func applyAppearance() {
        showsItemAppearance = selectedItem?.standardAppearance != nil
        if let appearance = activeAppearance {
            appearance.apply(to: background)
        } else {
            legacyBackground.apply(to: background, position: .any, metrics: .default, barTintColor: barTintColor, barStyle: barStyle)
        }
        for view in itemViews { view.refresh() }
        // The appearance may position the items (stacked positioning, width and spacing).
        setNeedsLayout()
    }
    open var unselectedItemTintColor: UIColor? {
        didSet {
            appearanceSetting(\.unselectedItemTintColor, unselectedItemTintColor)
            for view in itemViews { view.refresh() }
        }
    }
    /// An opaque bar keeps children's views above it (SAFE-04). Until set, a bar with a
    /// background image is translucent when the image has a pixel that is not fully opaque,
    /// and any other bar is translucent.
    open var isTranslucent: Bool {
        get { legacyBackground.isTranslucent(position: .any) }
        set {
            appearanceSetting(\.isTranslucent, newValue)
            legacyBackground.explicitTranslucency = newValue
            applyAppearance()
            superview?.setNeedsLayout()
        }
    }
    /// `.black`: a dark bar with light content (the bar's traits are dark).
    open var barStyle: UIBarStyle = .default {
        didSet {
            appearanceSetting(\.barStyle, barStyle)
            if barStyle != oldValue { traitInputsDidChange() }
            applyAppearance()
        }
    }

    override var implicitUserInterfaceStyle: UIUserInterfaceStyle { barStyle == .black ? .dark : .unspecified }

    /// Drawn as the bar's background instead of the material, while no appearance is assigned.
    open var backgroundImage: UIImage? {
        get { legacyBackground.image(for: .any, metrics: .default) }
        set {
            appearanceSetting(\.backgroundImage, newValue)
            legacyBackground.setImage(newValue, for: .any, metrics: .default)
            applyAppearance()
            superview?.setNeedsLayout()
        }
    }
    /// Drawn along the bar's top edge instead of the hairline — only while `backgroundImage`
    /// is set, as UIKit documents.
    open var shadowImage: UIImage? {
        get { legacyBackground.shadowImage(for: .any) }
        set {
            appearanceSetting(\.shadowImage, newValue)
            legacyBackground.setShadowImage(newValue, for: .any)
            applyAppearance()
        }
    }
    /// Drawn behind the selected tab, stretched to it.
    open var selectionIndicatorImage: UIImage? {
        didSet {
            appearanceSetting(\.selectionIndicatorImage, selectionIndicatorImage)
            for view in itemViews { view.refresh() }
        }
    }
    /// The background image and shadow image (the pre-iOS 13 customization).
    var legacyBackground = LegacyBarBackground()

    /// How the tabs share the bar's width.
    public enum ItemPositioning: Int, Sendable {
        /// Centred on a regular-width bar, filling a compact-width one.
        case automatic
        /// Each tab takes an equal share of the width.
        case fill
        /// Tabs of `itemWidth` (or the system width), `itemSpacing` apart, centred.
        case centered
    }

    open var itemPositioning: ItemPositioning = .automatic {
        didSet {
            appearanceSetting(\.itemPositioning, itemPositioning)
            setNeedsLayout()
        }
    }
    /// A centred tab's width; 0 for the system's.
    open var itemWidth: CGFloat = 0 {
        didSet {
            appearanceSetting(\.itemWidth, itemWidth)
            setNeedsLayout()
        }
    }
    /// The gap between centred tabs; 0 for the system's (none).
    open var itemSpacing: CGFloat = 0 {
        didSet {
            appearanceSetting(\.itemSpacing, itemSpacing)
            setNeedsLayout()
        }
    }

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
            view.addAction(UIAction { [weak self] _ in self?.userTapped(item) }, for: .touchUpInside)
            // A drag resting on a spring-loaded tab selects it (DND-29).
            view.addInteraction(UISpringLoadedInteraction { [weak self] _, _ in self?.userTapped(item) })
            item.addObserver(view) { [weak self, weak view, weak item] in
                // The selected item's own look changing changes the bar's.
                if let self, let item, item === self.selectedItem, item.standardAppearance != nil || self.showsItemAppearance {
                    self.applyAppearance()
                } else {
                    view?.refresh()
                }
            }
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
        let count = CGFloat(itemViews.count)
        let (itemPositioning, itemWidth, itemSpacing) = effectiveItemLayout
        let centered = switch itemPositioning {
        case .automatic: traitCollection.horizontalSizeClass == .regular
        case .fill: false
        case .centered: true
        }
        let width: CGFloat
        let spacing: CGFloat
        if centered {
            spacing = max(0, itemSpacing)
            width = itemWidth > 0 ? itemWidth : min((bounds.width - spacing * (count - 1)) / count, 160)
        } else {
            spacing = 0
            width = bounds.width / count
        }
        var x = ((bounds.width - width * count - spacing * (count - 1)) / 2).rounded()
        for view in itemViews {
            view.frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
            x += width + spacing
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
    let badgeLabel = BadgeLabel()
    /// The bar's `selectionIndicatorImage`, behind the selected tab.
    let selectionIndicator = UIImageView()

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
        selectionIndicator.isHidden = true
        selectionIndicator.contentMode = .scaleToFill
        for view in [selectionIndicator, imageView, titleLabel, badgeLabel] as [UIView] {
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

    /// The bar's appearance for this item's layout and state, if the bar has one.
    private var stateAppearance: UITabBarItemStateAppearance? {
        isSelectedItem ? bar?.itemAppearance?.selected : (item.isEnabled ? bar?.itemAppearance?.normal : bar?.itemAppearance?.disabled)
    }

    func refresh() {
        adoptLargeContent(of: item)
        // An appearance's state, then the bar's tints.
        let state = stateAppearance
        let color: UIColor = state?.iconColor
            ?? (isSelectedItem ? (bar?.selectionIndicatorTintColor ?? tintColor) : (bar?.unselectedItemTintColor ?? .systemGray))
        imageView.image = displayedImage?.withRenderingMode(.alwaysTemplate)
        imageView.tintColor = color
        // The item's own attributes (`setTitleTextAttributes(_:for:)`) over the appearance's.
        let itemAttributes = item.hasTitleAttributes
            ? item.resolvedTitleAttributes(for: isSelectedItem ? .selected : (item.isEnabled ? .normal : .disabled)) : [:]
        let textColor = itemAttributes[.foregroundColor] as? UIColor ?? state?.titleTextAttributes[.foregroundColor] as? UIColor ?? color
        let font = itemAttributes[.font] as? UIFont ?? state?.titleTextAttributes[.font] as? UIFont
            ?? .systemFont(ofSize: traitCollection.horizontalSizeClass == .regular ? 13 : 10, weight: .medium)
        if itemAttributes.isEmpty {
            titleLabel.text = item.displayTitle
        } else {
            var attributes = itemAttributes
            attributes[.font] = font
            attributes[.foregroundColor] = textColor
            titleLabel.attributedText = item.displayTitle.map { NSAttributedString(string: $0, attributes: attributes) }
        }
        titleLabel.textColor = textColor
        titleLabel.font = font
        let itemState: UIControl.State = isSelectedItem ? .selected : (item.isEnabled ? .normal : .disabled)
        let badgeAttributes = item.resolvedBadgeAttributes(for: itemState)
        badgeLabel.textColor = badgeAttributes[.foregroundColor] as? UIColor
            ?? state?.badgeTextAttributes[.foregroundColor] as? UIColor ?? .white
        badgeLabel.font = badgeAttributes[.font] as? UIFont ?? state?.badgeTextAttributes[.font] as? UIFont ?? .systemFont(ofSize: 13)
        selectionIndicator.image = isSelectedItem ? bar?.effectiveSelectionIndicatorImage : nil
        selectionIndicator.isHidden = selectionIndicator.image == nil
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
        let showsLandscapeImage = traitCollection.verticalSizeClass == .compact && item.landscapeImagePhone != nil
        let insets = showsLandscapeImage ? item.landscapeImagePhoneInsets : item.imageInsets
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
        let state = stateAppearance
        let titleAdjustment = UIOffset(horizontal: item.titlePositionAdjustment.horizontal + (state?.titlePositionAdjustment.horizontal ?? 0),
                                       vertical: item.titlePositionAdjustment.vertical + (state?.titlePositionAdjustment.vertical ?? 0))
        titleLabel.frame = titleLabel.frame.offsetBy(dx: titleAdjustment.horizontal, dy: titleAdjustment.vertical)
        selectionIndicator.frame = bounds
        let badgeText = badgeLabel.sizeThatFits(bounds.size)
        let badgeWidth = max(18, badgeText.width + 10)
        // Over the image's top trailing corner; beside a title when there is no image.
        if imageView.image != nil {
            badgeLabel.frame = CGRect(x: imageView.frame.maxX - 8, y: max(2, imageView.frame.minY - 6), width: badgeWidth, height: 18)
        } else {
            badgeLabel.frame = CGRect(x: titleLabel.frame.maxX + 3, y: max(2, titleLabel.frame.minY - 8), width: badgeWidth, height: 18)
        }
        if let badgeAdjustment = state?.badgePositionAdjustment {
            badgeLabel.frame = badgeLabel.frame.offsetBy(dx: badgeAdjustment.horizontal, dy: badgeAdjustment.vertical)
        }
        badgeLabel.textOffset = state?.badgeTitlePositionAdjustment ?? .zero
        badgeLabel.layer.cornerRadius = 9
    }
}

extension TabBarItemView: UISpringLoadedInteractionSupporting {}

/// A tab's badge: its text moved within it by the appearance's `badgeTitlePositionAdjustment`.
@MainActor
final class BadgeLabel: UILabel {
    var textOffset: UIOffset = .zero {
        didSet { if textOffset != oldValue { setNeedsDisplay() } }
    }

    override func drawText(in rect: CGRect) {
        super.drawText(in: rect.offsetBy(dx: textOffset.horizontal, dy: textOffset.vertical))
    }
}
