import Foundation

/// The button a bar shows for a `UIBarButtonItem` (items are not views, ITEM-01). A custom
/// view item shows its own view instead and is not wrapped.
@MainActor
final class BarButtonView: UIButton {
    let item: UIBarButtonItem
    /// Called on tap when the item has neither a primary action nor a target/action (the back
    /// button's pop).
    var fallbackAction: (() -> Void)?

    init(item: UIBarButtonItem) {
        self.item = item
        super.init(frame: .zero)
        item.shownView = self
        adopt(.system)
        configureFromItem()
        addAction(UIAction { [weak self] _ in self?.tapped() }, for: .touchUpInside)
        addInteraction(UISpringLoadedInteraction { [weak self] _, _ in self?.tapped() })
    }

    /// Spring-loaded as its item is (DND-29).
    override var isSpringLoaded: Bool {
        get { item.isSpringLoaded }
        set { item.isSpringLoaded = newValue }
    }

    required init?(coder: NSCoder) { nil }

    override var appearanceItem: UIBarItem? { item }

    /// Whether this is a navigation bar's back button: its title stands clear of the chevron,
    /// and the item's `backButton` customization applies.
    var isBackButton = false { didSet { applyTitleInsets() } }
    /// How far the title is moved (a position adjustment).
    private var titleOffset: UIOffset = .zero
    /// The bar appearance's look for this button's style, while the bar has an appearance: it
    /// decides the background and offsets instead of the item's pre-iOS 13 customization.
    private var barAppearance: UIBarButtonItemAppearance?
    /// How far the background image is moved (`backgroundRect(forBounds:)`).
    private var backgroundOffset: UIOffset = .zero

    /// A bar appearance's look for this button's style: title colours by state and the font.
    func apply(_ appearance: UIBarButtonItemAppearance?) {
        barAppearance = appearance
        let states: [(UIBarButtonItemStateAppearance?, UIControl.State)] = [
            (appearance?.normal, .normal), (appearance?.highlighted, .highlighted), (appearance?.disabled, .disabled),
        ]
        for (state, controlState) in states {
            setTitleColor(state?.titleTextAttributes[.foregroundColor] as? UIColor, for: controlState)
        }
        let font = appearance?.normal.titleTextAttributes[.font] as? UIFont
        titleLabel?.font = font ?? (item.style == .done ? BarMetrics.doneItemFont : BarMetrics.itemFont)
        applyItemTitleAttributes()
        applyBackgroundAndOffsets()
        sizeToFit()
    }

    /// The metrics of the bar the button is on.
    private var barMetrics: UIBarMetrics {
        (superview as? UINavigationBar)?.currentBarMetrics ?? UIBarMetrics(traits: traitCollection, showsPrompt: false)
    }

    /// Background images by state and the title and background offsets: the bar appearance's
    /// when the bar has one, else the item's pre-iOS 13 customization.
    private func applyBackgroundAndOffsets() {
        let states: [UIControl.State] = [.normal, .highlighted, .disabled]
        if let barAppearance {
            let stateAppearances = [barAppearance.normal, barAppearance.highlighted, barAppearance.disabled]
            for (state, stateAppearance) in zip(states, stateAppearances) {
                setBackgroundImage(stateAppearance.backgroundImage ?? (state == .normal ? nil : barAppearance.normal.backgroundImage), for: state)
            }
            backgroundOffset = barAppearance.normal.backgroundImagePositionAdjustment
            setTitleOffset(barAppearance.normal.titlePositionAdjustment)
            return
        }
        let customization = item.legacyCustomization
        guard !customization.isEmpty || backgroundOffset != .zero || titleOffset != .zero || backgroundImage(for: .normal) != nil else { return }
        let role: BarButtonItemCustomization.Role = isBackButton ? .backButton : .button
        let metrics = barMetrics
        for state in states {
            setBackgroundImage(customization.resolvedBackground(role: role, state: state, style: item.style, metrics: metrics), for: state)
        }
        backgroundOffset = UIOffset(horizontal: 0, vertical: customization.resolvedBackgroundOffset(role: role, metrics: metrics))
        setTitleOffset(customization.resolvedTitleOffset(role: role, metrics: metrics))
    }

    private func setTitleOffset(_ offset: UIOffset) {
        titleOffset = offset
        applyTitleInsets()
    }

    private func applyTitleInsets() {
        let gap = isBackButton ? BarMetrics.backTitleGap : 0
        let insets = UIEdgeInsets(top: titleOffset.vertical, left: gap + titleOffset.horizontal,
                                  bottom: -titleOffset.vertical, right: -gap - titleOffset.horizontal)
        if titleEdgeInsets != insets { titleEdgeInsets = insets }
    }

    override func backgroundRect(forBounds bounds: CGRect) -> CGRect {
        super.backgroundRect(forBounds: bounds).offsetBy(dx: backgroundOffset.horizontal, dy: backgroundOffset.vertical)
    }

    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        // The bar's metrics choose the item's background and offsets.
        if superview != nil, !item.legacyCustomization.isEmpty { applyBackgroundAndOffsets() }
    }

    /// The states an item's title attributes can name.
    private static let titleStates: [UIControl.State] = [.normal, .highlighted, .disabled, .focused]

    /// The item's own title attributes (`setTitleTextAttributes(_:for:)`), over the bar
    /// appearance's: each state's title drawn with them, its colour from their foreground colour.
    private func applyItemTitleAttributes() {
        guard item.hasTitleAttributes || attributedTitle(for: .normal) != nil else { return }
        let title = title(for: .normal)
        let defaultFont = titleLabel?.font ?? (item.style == .done ? BarMetrics.doneItemFont : BarMetrics.itemFont)
        for state in Self.titleStates {
            let own = state == .normal || item.titleTextAttributes(for: state) != nil
            guard let title, own, item.hasTitleAttributes else {
                setAttributedTitle(nil, for: state)
                continue
            }
            var attributes = item.resolvedTitleAttributes(for: state)
            if attributes[.font] == nil { attributes[.font] = defaultFont }
            setAttributedTitle(NSAttributedString(string: title, attributes: attributes), for: state)
            if let color = attributes[.foregroundColor] as? UIColor { setTitleColor(color, for: state) }
        }
    }

    func configureFromItem() {
        isEnabled = item.isEnabled
        adoptLargeContent(of: item)
        // The item's accessibility is its button's: a glyph-only item still has a name.
        if accessibilityLabel != item.accessibilityName { accessibilityLabel = item.accessibilityName }
        if accessibilityHint != item.accessibilityHint { accessibilityHint = item.accessibilityHint }
        if accessibilityIdentifier != item.accessibilityIdentifier { accessibilityIdentifier = item.accessibilityIdentifier }
        tintColor = item.tintColor
        titleLabel?.font = item.style == .done ? BarMetrics.doneItemFont : BarMetrics.itemFont
        // A system item's glyph, else the item's image — which wins over its title, as in
        // UIKit (the title then names it for accessibility) — else its title.
        if let glyph = BarGlyph.image(for: item.systemItem) {
            setImage(glyph, for: .normal)
            setTitle(nil, for: .normal)
        } else if let image = item.image {
            setImage(image.withRenderingMode(.alwaysTemplate), for: .normal)
            setTitle(nil, for: .normal)
        } else if let title = item.displayTitle ?? item.systemItem.map({ BarGlyph.fallbackTitle(for: $0) }) {
            setTitle(title, for: .normal)
            setImage(nil, for: .normal)
        } else {
            setImage(nil, for: .normal)
            setTitle(nil, for: .normal)
        }
        imageEdgeInsets = item.imageInsets
        applyItemTitleAttributes()
        applyBackgroundAndOffsets()
        // ITEM-03: an item's menu opens on a tap when the item has no action of its own, else
        // on a long press.
        menu = item.menu
        isContextMenuInteractionEnabled = item.menu != nil
        showsMenuAsPrimaryAction = item.menu != nil && item.primaryAction == nil && item.action == nil
        sizeToFit()
        // The widest of `possibleTitles` reserves room, so the item keeps its width as its
        // title changes.
        if let possible = item.possibleTitles, !possible.isEmpty, title(for: .normal) != nil {
            let current = title(for: .normal)
            var widest = frame.width
            for candidate in possible {
                setTitle(candidate, for: .normal)
                widest = max(widest, sizeThatFits(.zero).width)
            }
            setTitle(current, for: .normal)
            frame.size.width = widest
        }
        if item.width > 0 { frame.size.width = max(frame.width, item.width) }
        frame.size.width = max(frame.width, 24)
    }

    private func tapped() {
        if item.performPrimaryAction(from: self) { return }
        fallbackAction?()
    }
}

/// The glyphs of image system items Slate draws; other image system items show their name.
@MainActor
enum BarGlyph {
    private static var cache: [UIBarButtonItem.SystemItem: UIImage] = [:]

    static func image(for item: UIBarButtonItem.SystemItem?) -> UIImage? {
        guard let item else { return nil }
        if let cached = cache[item] { return cached }
        let drawn: UIImage?
        switch item {
        case .add: drawn = render { context in
            context.setLineWidth(2)
            context.setLineCap(.round)
            context.move(to: CGPoint(x: 11, y: 3)); context.addLine(to: CGPoint(x: 11, y: 19))
            context.move(to: CGPoint(x: 3, y: 11)); context.addLine(to: CGPoint(x: 19, y: 11))
            context.strokePath()
        }
        case .search: drawn = render { context in
            context.setLineWidth(2)
            context.setLineCap(.round)
            context.strokeEllipse(in: CGRect(x: 3, y: 3, width: 12, height: 12))
            context.move(to: CGPoint(x: 13.5, y: 13.5)); context.addLine(to: CGPoint(x: 19, y: 19))
            context.strokePath()
        }
        case .close: drawn = BuiltInButtonImage.image(for: .close)
        default: drawn = nil
        }
        cache[item] = drawn
        return drawn
    }

    static func fallbackTitle(for item: UIBarButtonItem.SystemItem) -> String {
        switch item {
        case .compose: "Compose"
        case .reply: "Reply"
        case .action: "Share"
        case .organize: "Organize"
        case .bookmarks: "Bookmarks"
        case .refresh: "Refresh"
        case .stop: "Stop"
        case .camera: "Camera"
        case .trash: "Delete"
        case .play: "Play"
        case .pause: "Pause"
        case .rewind: "Rewind"
        case .fastForward: "Forward"
        default: ""
        }
    }

    /// The back chevron, 12×21.
    static let backChevron: UIImage = {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 3
        return UIGraphicsImageRenderer(size: CGSize(width: 13, height: 21), format: format).image { renderer in
            let context = renderer.cgContext
            context.setStrokeColor(CGColor(gray: 0, alpha: 1))
            context.setLineWidth(3)
            context.setLineCap(.round)
            context.setLineJoin(.round)
            context.move(to: CGPoint(x: 10.5, y: 2)); context.addLine(to: CGPoint(x: 2, y: 10.5)); context.addLine(to: CGPoint(x: 10.5, y: 19))
            context.strokePath()
        }.withRenderingMode(.alwaysTemplate)
    }()

    private static func render(_ body: (CGContext) -> Void) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 3
        return UIGraphicsImageRenderer(size: CGSize(width: 22, height: 22), format: format).image { renderer in
            renderer.cgContext.setStrokeColor(CGColor(gray: 0, alpha: 1))
            body(renderer.cgContext)
        }.withRenderingMode(.alwaysTemplate)
    }
}
