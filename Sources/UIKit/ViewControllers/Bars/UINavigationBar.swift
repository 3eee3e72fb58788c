import Foundation

/// The bar at the top of a navigation controller: a stack of navigation items whose top item
/// it shows — title or title view, prompt, bar button items, large title — with a back button
/// lent by the item below it (spec NAV-07 … NAV-09, NAV-15, NAV-16).
@preconcurrency @MainActor
open class UINavigationBar: UIView, UIBarPositioning {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpNavigationBar()
    }

    /// What every initializer sets up, `init(frame:)` and `init?(coder:)` alike.
    private func setUpNavigationBar() {
        isOpaque = false
        AppearanceStore.untracked { backgroundColor = nil }
        addSubview(background)
        // At the accessibility text sizes a long press on an item shows it large.
        addInteraction(UILargeContentViewerInteraction())
        titleLabel.font = BarMetrics.titleFont
        titleLabel.textAlignment = .center
        largeTitleLabel.font = BarMetrics.largeTitleFont
        promptLabel.font = BarMetrics.promptFont
        promptLabel.textAlignment = .center
        for label in [titleLabel, largeTitleLabel, promptLabel] { label.textColor = .label }
        addSubview(titleLabel)
        addSubview(promptLabel)
        // The large title folds up under the title row as the content scrolls: its clip
        // shrinks from the top while the title keeps to the clip's bottom.
        largeTitleClip.clipsToBounds = true
        largeTitleClip.addSubview(largeTitleLabel)
        addSubview(largeTitleClip)
        // VoiceOver reads a navigation bar's title as a heading.
        titleLabel.accessibilityTraits = [.staticText, .header]
        largeTitleLabel.accessibilityTraits = [.staticText, .header]
    }

    /// Made by a storyboard or xib: set up as `init(frame:)` does; the document's properties
    /// are set after this returns (docs/porting.md).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpNavigationBar()
    }

    // MARK: Items (NAV-07)

    open var items: [UINavigationItem]? {
        get { storedItems.isEmpty ? nil : storedItems }
        set { setItems(newValue, animated: false) }
    }

    private var storedItems: [UINavigationItem] = []

    open var topItem: UINavigationItem? { storedItems.last }
    open var backItem: UINavigationItem? { storedItems.count >= 2 ? storedItems[storedItems.count - 2] : nil }

    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        for item in storedItems { item.removeObserver(self) }
        storedItems = items ?? []
        for item in storedItems.suffix(2) { item.addObserver(self) { [weak self] in self?.itemsDidChange() } }
        itemsDidChange()
    }

    /// Pushes `item`; a standalone bar's delegate may refuse it and hears it done.
    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        guard delegate?.navigationBar(self, shouldPush: item) != false else { return }
        setItems(storedItems + [item], animated: animated)
        delegate?.navigationBar(self, didPush: item)
    }

    /// Pops the top item; a standalone bar's delegate may refuse it and hears it done.
    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        guard let top = storedItems.last, delegate?.navigationBar(self, shouldPop: top) != false else { return nil }
        setItems(Array(storedItems.dropLast()), animated: animated)
        delegate?.navigationBar(self, didPop: top)
        return top
    }

    // MARK: Delegate and position (UIBarPositioning)

    /// A standalone bar's delegate. Setting it on the bar a navigation controller manages
    /// raises, as in UIKit: the controller is that bar's delegate.
    open weak var delegate: UINavigationBarDelegate? {
        didSet {
            if delegate != nil, backAction != nil {
                UIKitFailure.raise("UINavigationBar.delegate: cannot manually set the delegate on a UINavigationBar managed by a controller. Use the navigation controller's delegate (UINavigationControllerDelegate) instead.")
                delegate = nil
                return
            }
            setNeedsLayout()
        }
    }

    /// A navigation controller's bar is at the top; a standalone one asks its delegate (`.any`,
    /// laid out as `.top`, without one).
    open var barPosition: UIBarPosition {
        if backAction != nil { return .top }
        return delegate?.position(for: self) ?? .any
    }

    /// Whether items show large titles (iOS 11).
    open var prefersLargeTitles = false {
        didSet {
            appearanceSetting(\.prefersLargeTitles, prefersLargeTitles)
            if prefersLargeTitles != oldValue { itemsDidChange() }
        }
    }
    /// An opaque bar keeps children's views clear of it (SAFE-04). Until set, a bar with a
    /// custom background image is translucent when the image has a pixel that is not fully
    /// opaque, and any other bar is translucent.
    open var isTranslucent: Bool {
        get { legacyBackground.isTranslucent(position: barPosition) }
        set {
            appearanceSetting(\.isTranslucent, newValue)
            legacyBackground.explicitTranslucency = newValue
            applyAppearance()
            superview?.setNeedsLayout()
        }
    }
    /// The bar's background colour; nil for the default material.
    open var barTintColor: UIColor? {
        didSet {
            appearanceSetting(\.barTintColor, barTintColor)
            applyAppearance()
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

    /// Background images, the shadow image and title offsets set with the pre-iOS 13 API
    /// (UINavigationBar+LegacyCustomization.swift).
    var legacyBackground = LegacyBarBackground()
    var titleVerticalAdjustments: [UIBarMetrics: CGFloat] = [:]
    /// `titleTextAttributes` and `largeTitleTextAttributes` as set.
    var legacyTitleAttributes: [NSAttributedString.Key: Any]?
    var legacyLargeTitleAttributes: [NSAttributedString.Key: Any]?
    /// `backIndicatorImage` and `backIndicatorTransitionMaskImage` as set.
    var legacyBackIndicatorImage: UIImage?
    var legacyBackIndicatorMaskImage: UIImage?

    /// The metrics the bar has now: compact in a vertically compact environment, with a prompt
    /// while the top item has one.
    var currentBarMetrics: UIBarMetrics {
        UIBarMetrics(traits: traitCollection, showsPrompt: topItem?.prompt != nil)
    }

    // MARK: Appearance (iOS 13)

    private var storedStandardAppearance: UINavigationBarAppearance?
    /// The bar's look: background, shadow, titles and buttons (copied when set). Until one is
    /// set the bar draws its default look, tinted by `barTintColor`.
    open var standardAppearance: UINavigationBarAppearance {
        get { storedStandardAppearance ?? UINavigationBarAppearance(idiom: .pad) }
        set {
            appearanceSetting(\.standardAppearance, newValue)
            storedStandardAppearance = newValue.copy() as? UINavigationBarAppearance
            applyAppearance()
        }
    }
    /// The look in a compact-height bar (nil: the standard one).
    open var compactAppearance: UINavigationBarAppearance? {
        didSet {
            appearanceSetting(\.compactAppearance, compactAppearance)
            compactAppearance = compactAppearance?.copy() as? UINavigationBarAppearance
            applyAppearance()
        }
    }
    /// The look while the bar shows a large title and its content is scrolled to the top, its
    /// edge at the bar's (nil: the standard one). As in iOS 14, a bar without a large title
    /// keeps its standard look.
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        didSet {
            appearanceSetting(\.scrollEdgeAppearance, scrollEdgeAppearance)
            scrollEdgeAppearance = scrollEdgeAppearance?.copy() as? UINavigationBarAppearance
            applyAppearance()
        }
    }

    /// The appearance in force: the top item's, then the bar's, for a large title at the
    /// scroll edge (in a navigation controller), a compact height, or the standard case; nil
    /// when none was ever set.
    var effectiveAppearance: UINavigationBarAppearance? {
        let item = topItem
        if isLargeTitleAtScrollEdge, let edge = item?.scrollEdgeAppearance ?? scrollEdgeAppearance { return edge }
        if traitCollection.verticalSizeClass == .compact, let compact = item?.compactAppearance ?? compactAppearance { return compact }
        return item?.standardAppearance ?? storedStandardAppearance
    }

    /// Whether the bar shows a large title with its content's top at its edge, in a navigation
    /// controller (UIKit ignores the scroll edge of a bar no navigation controller manages).
    private var isLargeTitleAtScrollEdge: Bool { backAction != nil && showsLargeTitle && isAtScrollEdge }

    /// iOS 13 and 14: without a scroll-edge appearance, a large title at the scroll edge shows
    /// the standard look over a transparent background — unless the bar keeps the look of its
    /// pre-iOS 13 customization (a bar tint, background images, the black style).
    private var drawsTransparentScrollEdge: Bool {
        guard isLargeTitleAtScrollEdge, (topItem?.scrollEdgeAppearance ?? scrollEdgeAppearance) == nil else { return false }
        if topItem?.standardAppearance != nil || storedStandardAppearance != nil { return true }
        return barTintColor == nil && !legacyBackground.hasImages && barStyle == .default
    }

    /// Draws the appearance in force (or the default look) on the background, titles and buttons.
    func applyAppearance() {
        let appearance = effectiveAppearance
        if let appearance {
            appearance.apply(to: background)
        } else {
            legacyBackground.apply(to: background, position: barPosition, metrics: currentBarMetrics,
                                   barTintColor: barTintColor, barStyle: barStyle)
        }
        if drawsTransparentScrollEdge { background.showTransparentLook() }
        style(titleLabel, with: titleAttributes(large: false, appearance: appearance))
        style(largeTitleLabel, with: titleAttributes(large: true, appearance: appearance))
        // Buttons are made afresh for each top item, in the default look; an appearance restyles them.
        if let appearance {
            for case let button as BarButtonView in leftButtonViews + rightButtonViews {
                button.apply(button.item.style == .done ? appearance.doneButtonAppearance : appearance.buttonAppearance)
            }
            if let back = backButtonView {
                back.apply(appearance.backButtonAppearance)
                back.setImage(appearance.backIndicatorImage, for: .normal)
                back.sizeToFit()
                back.frame.size.width += 6
            }
        }
        setNeedsLayout()
    }

    // MARK: Contents

    let background = BarBackgroundView(hairlineAtTop: false)
    let titleLabel = UILabel()
    let largeTitleLabel = UILabel()
    private let largeTitleClip = UIView()
    let promptLabel = UILabel()
    private(set) var backButtonView: BarButtonView?
    private(set) var leftButtonViews: [UIView] = []
    private(set) var rightButtonViews: [UIView] = []
    private var titleView: UIView?
    /// The top item's search controller's bar, below the title (and the large title).
    private(set) var searchBar: UISearchBar?
    /// While a search is active (and its controller hides the navigation bar during it), the
    /// title row gives way: only the search bar shows.
    private var hidesTitleRowForSearch = false
    /// Pops the navigation stack when the back button is tapped (NAV-10).
    var backAction: (() -> Void)?
    /// Tells the navigation controller the bar's height may have changed.
    var heightMayHaveChanged: (() -> Void)?

    /// The bar's height may have changed: its container lays out again, and Auto Layout asks
    /// for the new intrinsic height.
    private func heightDidChange() {
        invalidateIntrinsicContentSize()
        heightMayHaveChanged?()
    }
    /// How far the background reaches above the bar (under the status bar area).
    var backgroundExtension: CGFloat = 0 { didSet { if backgroundExtension != oldValue { setNeedsLayout() } } }

    /// Whether the top item shows a large title.
    var showsLargeTitle: Bool {
        guard prefersLargeTitles, let top = topItem else { return false }
        for item in storedItems.reversed() {
            switch item.largeTitleDisplayMode {
            case .always: return true
            case .never: return false
            case .automatic: continue
            }
        }
        return top === storedItems.first || storedItems.first?.largeTitleDisplayMode != .never
    }

    /// The bar's height for `traits`: the row, plus the prompt, the large title and the
    /// search bar, less what of them the content's scrolling folded away.
    func preferredHeight(for traits: UITraitCollection) -> CGFloat {
        let folded = appliedFold
        return unfoldedHeight(for: traits) - folded.largeTitle - folded.searchBar
    }

    /// The bar's height with nothing folded.
    func unfoldedHeight(for traits: UITraitCollection) -> CGFloat {
        let search = searchBar?.navigationBarHeight ?? 0
        if searchBar != nil, hidesTitleRowForSearch { return search }
        return BarMetrics.rowHeight(for: traits) + (topItem?.prompt != nil ? BarMetrics.promptHeight : 0)
            + (showsLargeTitle ? BarMetrics.largeTitleHeight : 0) + search
    }

    // MARK: Folding as the content scrolls (large titles, hidesSearchBarWhenScrolling)

    /// What the content's scrolling folded away; the navigation controller sets it.
    var fold = NavigationBarFold() {
        didSet {
            guard fold != oldValue else { return }
            setNeedsLayout()
            heightDidChange()
        }
    }

    /// The fold as it shows: no more of each part than the bar has now (an item without a
    /// large title or search bar folds nothing, whatever `fold` says).
    final var appliedFold: (largeTitle: CGFloat, searchBar: CGFloat) {
        (min(fold.largeTitle, foldableLargeTitleHeight), min(fold.searchBar, foldableSearchBarHeight))
    }

    /// Whether the content's top edge is at the bar's bottom edge (not scrolled under it): the
    /// scroll-edge appearance applies. True without a content scroll view.
    var isAtScrollEdge = true { didSet { if isAtScrollEdge != oldValue { applyAppearance() } } }

    /// The large title's height, which scrolling may fold away (zero without one, and while a
    /// search hides the title row).
    var foldableLargeTitleHeight: CGFloat {
        showsLargeTitle && !(searchBar != nil && hidesTitleRowForSearch) ? BarMetrics.largeTitleHeight : 0
    }

    /// The search bar's height, which scrolling may fold away: only when the top item hides
    /// it when scrolling, and never while a search is under way.
    var foldableSearchBarHeight: CGFloat {
        guard let searchBar, !hidesTitleRowForSearch, topItem?.hidesSearchBarWhenScrolling == true,
              searchBar.searchController?.isActive != true else { return 0 }
        return searchBar.navigationBarHeight
    }

    /// The search controller's search began or ended: the title row goes or comes back,
    /// animated.
    func setSearchActive(_ active: Bool) {
        guard hidesTitleRowForSearch != active else { return }
        hidesTitleRowForSearch = active
        setNeedsLayout()
        heightDidChange()
        UIView.animate(withDuration: SearchBarMetrics.cancelAnimationDuration) {
            self.superview?.layoutIfNeeded()
            self.layoutIfNeeded()
        }
    }

    /// The search bar's scope bar came or went: the bar's height follows.
    func searchBarHeightDidChange() {
        setNeedsLayout()
        heightDidChange()
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: preferredHeight(for: traitCollection))
    }

    /// A bar placed with Auto Layout (standalone, as a storyboard places one) takes its height
    /// from its contents: the row, a prompt, a large title, a search bar.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: preferredHeight(for: traitCollection))
    }

    /// The title the back button shows (NAV-08).
    var backButtonTitle: String? {
        guard let back = backItem else { return nil }
        switch back.backButtonDisplayMode {
        case .minimal: return nil
        case .generic: return "Back"
        case .default: return back.backButtonTitle ?? back.backBarButtonItem?.title ?? back.title ?? "Back"
        }
    }

    /// Whether the bar is building its buttons, and whether a change asked for another build
    /// meanwhile: a button entering the window can change its item (an appearance proxy's
    /// tint), and the build that change asks for must come after this one, not inside it —
    /// inside, it would replace the buttons this build is still adding.
    private var isBuildingItems = false
    private var needsItemsRebuild = false

    func itemsDidChange() {
        guard !isBuildingItems else {
            needsItemsRebuild = true
            return
        }
        isBuildingItems = true
        defer { isBuildingItems = false }
        repeat {
            needsItemsRebuild = false
            buildItems()
        } while needsItemsRebuild
    }

    private func buildItems() {
        for view in leftButtonViews + rightButtonViews { view.removeFromSuperview() }
        backButtonView?.removeFromSuperview()
        backButtonView = nil
        titleView?.removeFromSuperview()
        titleView = nil
        let newSearchBar = topItem?.searchController?.searchBar
        if let searchBar, searchBar !== newSearchBar, searchBar.superview === self { searchBar.removeFromSuperview() }
        searchBar = newSearchBar
        hidesTitleRowForSearch = newSearchBar.map { bar in bar.searchController.map { $0.isActive && $0.hidesNavigationBarDuringPresentation } ?? false } ?? false
        if let newSearchBar { addSubview(newSearchBar) }
        leftButtonViews = []
        rightButtonViews = []
        guard let top = topItem else {
            titleLabel.text = nil
            largeTitleLabel.text = nil
            promptLabel.text = nil
            setNeedsLayout()
            heightDidChange()
            return
        }
        let left = top.leftBarButtonItems ?? []
        if backItem != nil, !top.hidesBackButton, left.isEmpty || top.leftItemsSupplementBackButton {
            let item = backItem?.backBarButtonItem ?? UIBarButtonItem(title: backButtonTitle, style: .plain, target: nil, action: nil)
            let button = BarButtonView(item: item)
            button.isBackButton = true
            button.setTitle(backButtonTitle, for: .normal)
            button.setImage(backIndicator ?? BarGlyph.backChevron, for: .normal)
            button.sizeToFit()
            button.frame.size.width += 6
            // A navigation controller pops its stack; a standalone bar pops its own item.
            button.fallbackAction = { [weak self] in
                guard let self else { return }
                if let backAction = self.backAction { backAction() } else { self.popItem(animated: true) }
            }
            addSubview(button)
            backButtonView = button
        }
        leftButtonViews = left.map(makeView)
        rightButtonViews = (top.rightBarButtonItems ?? []).map(makeView)
        for view in leftButtonViews + rightButtonViews { addSubview(view) }
        if let custom = top.titleView {
            titleView = custom
            addSubview(custom)
        }
        titleLabel.text = top.titleView == nil ? top.title : nil
        largeTitleLabel.text = top.title
        promptLabel.text = top.prompt
        applyAppearance()
        heightDidChange()
    }

    private func makeView(for item: UIBarButtonItem) -> UIView {
        if let custom = item.customView { return custom }
        return BarButtonView(item: item)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let traits = traitCollection
        let margin = BarMetrics.sideMargin(for: traits)
        let row = BarMetrics.rowHeight(for: traits)
        let rowTop: CGFloat = topItem?.prompt != nil ? BarMetrics.promptHeight : 0
        // A standalone bar attached to the top reaches up to the window's top edge.
        let above = backAction == nil && barPosition == .topAttached ? distanceFromWindowTop : backgroundExtension
        background.frame = CGRect(x: 0, y: -above, width: bounds.width, height: bounds.height + above)
        // The position and metrics choose the background image: both may have changed.
        if effectiveAppearance == nil, legacyBackground.hasImages {
            legacyBackground.apply(to: background, position: barPosition, metrics: currentBarMetrics,
                                   barTintColor: barTintColor, barStyle: barStyle)
        }
        promptLabel.isHidden = topItem?.prompt == nil
        promptLabel.frame = CGRect(x: margin, y: 0, width: bounds.width - 2 * margin, height: BarMetrics.promptHeight)

        func place(_ view: UIView, x: CGFloat) {
            let size = view is BarButtonView ? view.bounds.size : (view.bounds.size == .zero ? view.sizeThatFits(bounds.size) : view.bounds.size)
            view.frame = CGRect(x: x, y: rowTop + ((row - size.height) / 2).rounded(), width: size.width, height: size.height)
        }
        var leading = margin - (backButtonView != nil ? 8 : 0)
        if let back = backButtonView {
            place(back, x: leading)
            leading = back.frame.maxX + BarMetrics.itemSpacing
        }
        for view in leftButtonViews {
            place(view, x: leading)
            leading = view.frame.maxX + BarMetrics.itemSpacing
        }
        var trailing = bounds.width - margin
        for view in rightButtonViews {
            let width = view is BarButtonView ? view.bounds.width : view.sizeThatFits(bounds.size).width
            place(view, x: trailing - width)
            trailing = view.frame.minX - BarMetrics.itemSpacing
        }
        // The title centres on the bar, moving aside when the items leave it no room. With a
        // large title, it shows once scrolling has folded the large title away.
        let largeTitleHeight = foldableLargeTitleHeight
        let largeTitleFold = appliedFold.largeTitle
        let showsInlineTitle = !showsLargeTitle || (largeTitleHeight > 0 && largeTitleFold >= largeTitleHeight)
        titleLabel.isHidden = !showsInlineTitle || titleView != nil
        let titleContent: UIView = titleView ?? titleLabel
        let natural = titleContent.sizeThatFits(CGSize(width: bounds.width, height: row))
        let available = max(0, trailing - leading)
        let width = min(natural.width, available)
        var x = ((bounds.width - width) / 2).rounded()
        x = min(max(x, leading), trailing - width)
        let height = titleView == nil ? row : min(natural.height, row)
        let adjustment = effectiveAppearance?.titlePositionAdjustment ?? legacyTitleAdjustment
        titleContent.frame = CGRect(x: x + adjustment.horizontal, y: rowTop + (row - height) / 2 + adjustment.vertical, width: width, height: height)
        if let titleView { titleView.isHidden = !showsInlineTitle }

        largeTitleClip.isHidden = !showsLargeTitle || showsInlineTitle
        largeTitleClip.frame = CGRect(x: 0, y: rowTop + row, width: bounds.width, height: BarMetrics.largeTitleHeight - largeTitleFold)
        largeTitleLabel.frame = CGRect(x: margin, y: -largeTitleFold, width: bounds.width - 2 * margin, height: BarMetrics.largeTitleHeight - 8)

        if let searchBar {
            let titleRows = [backButtonView, titleView, titleLabel, largeTitleLabel, promptLabel].compactMap { $0 } + leftButtonViews + rightButtonViews
            for view in titleRows { view.alpha = hidesTitleRowForSearch ? 0 : 1 }
            let top = hidesTitleRowForSearch ? 0 : rowTop + row + (showsLargeTitle ? BarMetrics.largeTitleHeight - largeTitleFold : 0)
            // Folding, the search bar shrinks from below and fades, gone before it is flat.
            let height = searchBar.navigationBarHeight
            let searchFold = appliedFold.searchBar
            searchBar.horizontalInset = margin
            searchBar.frame = CGRect(x: 0, y: top, width: bounds.width, height: height - searchFold)
            searchBar.alpha = height > 0 ? max(0, 1 - 2 * searchFold / height) : 1
        }
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.horizontalSizeClass != traitCollection.horizontalSizeClass {
            setNeedsLayout()
            heightDidChange()
        }
        if previousTraitCollection?.verticalSizeClass != traitCollection.verticalSizeClass, compactAppearance != nil || topItem?.compactAppearance != nil {
            applyAppearance()
        }
    }
}
