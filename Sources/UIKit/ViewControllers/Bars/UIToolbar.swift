import Foundation

/// A bar of bar button items, laid out leading to trailing; flexible spaces share what is
/// left, fixed spaces take their width (spec NAV-12).
///
/// Placed with Auto Layout it takes its height from `intrinsicContentSize` (50 points on an
/// iPad, 44 elsewhere), as UIKit's does: pinned to the safe area's top and sides, as a
/// storyboard writes it, it is a whole bar. Its delegate may say it is `.topAttached`: its
/// hairline then goes to its bottom edge and its background up to the window's top, under
/// the status bar area.
@preconcurrency @MainActor
open class UIToolbar: UIView, UIBarPositioning {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpToolbar()
    }

    /// What every initializer sets up, `init(frame:)` and `init?(coder:)` alike.
    private func setUpToolbar() {
        isOpaque = false
        addSubview(background)
        // At the accessibility text sizes a long press on an item shows it large.
        addInteraction(UILargeContentViewerInteraction())
    }

    /// Made by a storyboard or xib: set up as `init(frame:)` does; the document's properties
    /// are set after this returns (docs/porting.md).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpToolbar()
    }

    let background = BarBackgroundView(hairlineAtTop: true)
    private(set) var itemViews: [UIView?] = []
    /// How far the background reaches below the bar (over the home-indicator area).
    var backgroundExtension: CGFloat = 0 { didSet { if backgroundExtension != oldValue { setNeedsLayout() } } }

    open var items: [UIBarButtonItem]? {
        didSet { rebuild() }
    }

    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        self.items = items
    }

    open var barTintColor: UIColor? {
        didSet {
            appearanceSetting(\.barTintColor, barTintColor)
            applyAppearance()
        }
    }

    // MARK: Appearance (iOS 13)

    private var storedStandardAppearance: UIToolbarAppearance?
    /// The bar's look (copied when set); until one is set the default look, tinted by `barTintColor`.
    open var standardAppearance: UIToolbarAppearance {
        get { storedStandardAppearance ?? UIToolbarAppearance(idiom: .pad) }
        set {
            appearanceSetting(\.standardAppearance, newValue)
            storedStandardAppearance = newValue.copy() as? UIToolbarAppearance
            applyAppearance()
        }
    }
    /// The look in a compact-height bar (nil: the standard one).
    open var compactAppearance: UIToolbarAppearance? {
        didSet {
            appearanceSetting(\.compactAppearance, compactAppearance)
            compactAppearance = compactAppearance?.copy() as? UIToolbarAppearance
            applyAppearance()
        }
    }

    private var effectiveAppearance: UIToolbarAppearance? {
        if traitCollection.verticalSizeClass == .compact, let compactAppearance { return compactAppearance }
        return storedStandardAppearance
    }

    func applyAppearance() {
        guard let appearance = effectiveAppearance else {
            legacyBackground.apply(to: background, position: barPosition, metrics: currentBarMetrics,
                                   barTintColor: barTintColor, barStyle: barStyle)
            return
        }
        appearance.apply(to: background)
        for case let button as BarButtonView in itemViews.compactMap({ $0 }) {
            button.apply(button.item.style == .done ? appearance.doneButtonAppearance : appearance.buttonAppearance)
        }
        setNeedsLayout()
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
    /// `.black`: a dark bar with light content (the bar's traits are dark).
    open var barStyle: UIBarStyle = .default {
        didSet {
            appearanceSetting(\.barStyle, barStyle)
            if barStyle != oldValue { traitInputsDidChange() }
            applyAppearance()
        }
    }

    override var implicitUserInterfaceStyle: UIUserInterfaceStyle { barStyle == .black ? .dark : .unspecified }

    /// Background and shadow images set with the pre-iOS 13 API (UIToolbar+LegacyCustomization.swift).
    var legacyBackground = LegacyBarBackground()

    /// Compact in a vertically compact environment; a toolbar has no prompt.
    var currentBarMetrics: UIBarMetrics { UIBarMetrics(traits: traitCollection, showsPrompt: false) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: BarMetrics.toolbarHeight(for: traitCollection))
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: BarMetrics.toolbarHeight(for: traitCollection))
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.userInterfaceIdiom != traitCollection.userInterfaceIdiom { invalidateIntrinsicContentSize() }
        if previousTraitCollection?.verticalSizeClass != traitCollection.verticalSizeClass, compactAppearance != nil { applyAppearance() }
    }

    // MARK: Position (UIBarPositioning)

    open weak var delegate: UIToolbarDelegate? { didSet { setNeedsLayout() } }

    /// A navigation controller's toolbar is at the bottom; another asks its delegate (`.any`
    /// without one).
    open var barPosition: UIBarPosition {
        if isNavigationControllerToolbar { return .bottom }
        return delegate?.position(for: self) ?? .any
    }

    /// Set by the navigation controller that owns this toolbar.
    var isNavigationControllerToolbar = false

    private func rebuild() {
        for view in itemViews { view?.removeFromSuperview() }
        itemViews = (items ?? []).map { item -> UIView? in
            if item.isSpace { return nil }
            let view = item.customView ?? BarButtonView(item: item)
            addSubview(view)
            // The item may outlive this bar (its controller moves to another navigation
            // controller); it must not keep the bar's view.
            item.addObserver(self) { [weak self, weak view] in
                (view as? BarButtonView)?.configureFromItem()
                if self?.effectiveAppearance != nil { self?.applyAppearance() }
                self?.setNeedsLayout()
            }
            return view
        }
        if effectiveAppearance != nil { applyAppearance() }
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let position = barPosition
        background.hairlineAtTop = position != .top && position != .topAttached
        // Attached to the top, the background reaches up to the window's top edge.
        let above = position == .topAttached ? distanceFromWindowTop : 0
        background.frame = CGRect(x: 0, y: -above, width: bounds.width, height: above + bounds.height + backgroundExtension)
        // The position and metrics choose the background image: both may have changed.
        if effectiveAppearance == nil, legacyBackground.hasImages {
            legacyBackground.apply(to: background, position: position, metrics: currentBarMetrics,
                                   barTintColor: barTintColor, barStyle: barStyle)
        }
        let items = self.items ?? []
        let margin = BarMetrics.sideMargin(for: traitCollection)
        let widths = zip(items, itemViews).map { item, view -> CGFloat in
            if item.systemItem == .fixedSpace { return item.width }
            if item.systemItem == .flexibleSpace { return 0 }
            return view.map { $0 is BarButtonView ? $0.bounds.width : $0.sizeThatFits(bounds.size).width } ?? 0
        }
        let flexibleCount = items.filter { $0.systemItem == .flexibleSpace }.count
        let gaps = CGFloat(max(0, items.count - 1)) * BarMetrics.itemSpacing
        let free = max(0, bounds.width - 2 * margin - widths.reduce(0, +) - gaps)
        // Without flexible spaces, items spread evenly, as UIKit's toolbar does.
        let spacing = flexibleCount == 0 && items.count > 1 ? BarMetrics.itemSpacing + free / CGFloat(items.count - 1) : BarMetrics.itemSpacing
        var x = margin
        for (index, item) in items.enumerated() {
            var width = widths[index]
            if item.systemItem == .flexibleSpace { width = free / CGFloat(max(1, flexibleCount)) }
            if let view = itemViews[index] {
                let height = view is BarButtonView ? view.bounds.height : view.sizeThatFits(bounds.size).height
                view.frame = CGRect(x: x, y: ((bounds.height - height) / 2).rounded(), width: width, height: height)
            }
            x += width + spacing
        }
    }
}
