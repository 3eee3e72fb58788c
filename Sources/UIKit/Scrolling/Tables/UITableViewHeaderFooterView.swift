import Foundation

/// A section's header or footer. With `tableView(_:titleForHeaderInSection:)` the table makes
/// one and shows the title in the style of its list; `tableView(_:viewForHeaderInSection:)`
/// may return your own, dequeued with `dequeueReusableHeaderFooterView(withIdentifier:)`.
/// Subclasses that override `init(reuseIdentifier:)` mark it `required`.
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    public let reuseIdentifier: String?
    public let contentView = UIView()
    private var contentConfigurationView: (UIView & UIContentView)?
    private var storedTextLabel: UILabel?
    private var storedDetailTextLabel: UILabel?

    /// Set by the table: which list this belongs to, and whether it is a footer.
    var appearance: ListAppearance = .plain { didSet { if appearance != oldValue { appearanceDidChange() } } }
    var isFooter = false { didSet { if isFooter != oldValue { appearanceDidChange() } } }
    /// The title the table was given, shown in the list's style until you set a configuration.
    var systemTitle: String? {
        didSet {
            guard systemTitle != oldValue else { return }
            var configuration = defaultContentConfiguration()
            configuration.text = systemTitle
            contentConfiguration = configuration
            usesSystemTitle = true
        }
    }
    private var usesSystemTitle = false

    public required init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 28))
        addSubview(contentView)
        appearanceDidChange()
    }

    public override convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        reuseIdentifier = nil
        super.init(coder: coder)
        // The document's frame, as for every view; the table's width and height replace it.
        if (coder as? InterfaceBuilderCoder)?.frame == nil { frame = CGRect(x: 0, y: 0, width: 320, height: 28) }
        addSubview(contentView)
        appearanceDidChange()
    }

    /// The classic title label (made on first use). The table puts its title in a content
    /// configuration instead; prefer that.
    open var textLabel: UILabel? {
        if let storedTextLabel { return storedTextLabel }
        let label = makeClassicLabel()
        storedTextLabel = label
        return label
    }

    /// A second, secondary label below the title (made on first use), for grouped tables. Like
    /// `textLabel`, it gives way to a content configuration: setting one removes both labels.
    open var detailTextLabel: UILabel? {
        if let storedDetailTextLabel { return storedDetailTextLabel }
        let label = makeClassicLabel()
        label.numberOfLines = 0
        storedDetailTextLabel = label
        return label
    }

    private func makeClassicLabel() -> UILabel {
        let label = ClassicLabel()
        label.owner = self
        // UIKit's defaults, not the app's: a proxy may change them.
        AppearanceStore.untracked {
            label.font = .preferredFont(forTextStyle: .footnote)
            label.textColor = .secondaryLabel
        }
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
        }
    }

    /// The header or footer style of the table's list.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch (appearance, isFooter) {
        case (.plain, false), (.sidebarPlain, false): .plainHeader()
        case (.plain, true), (.sidebarPlain, true): .plainFooter()
        case (.sidebar, false): .sidebarHeader()
        case (_, false): .groupedHeader()
        case (_, true): .groupedFooter()
        }
    }

    /// The content shown: the configuration set, updated for `configurationState` while
    /// `automaticallyUpdatesContentConfiguration` (and re-updated when the traits change).
    open var contentConfiguration: UIContentConfiguration? {
        get { contentConfigurationView?.configuration ?? baseContentConfiguration }
        set {
            usesSystemTitle = false
            if newValue != nil {
                // The classic labels and a configuration are exclusive, as in UIKit.
                storedTextLabel?.removeFromSuperview()
                storedDetailTextLabel?.removeFromSuperview()
                (storedTextLabel, storedDetailTextLabel) = (nil, nil)
            }
            baseContentConfiguration = newValue
            applyContentConfiguration(state: configurationState)
        }
    }

    private var baseContentConfiguration: UIContentConfiguration?

    open var automaticallyUpdatesContentConfiguration = true

    /// The background to show, replacing `backgroundView`'s place in the look of the list;
    /// updated for the state like the content.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        get { shownBackgroundConfiguration ?? baseBackgroundConfiguration }
        set {
            baseBackgroundConfiguration = newValue
            applyBackgroundConfiguration(state: configurationState)
        }
    }

    private var baseBackgroundConfiguration: UIBackgroundConfiguration?
    private var shownBackgroundConfiguration: UIBackgroundConfiguration?
    private var configuredBackground: ListCellBackgroundView?

    open var automaticallyUpdatesBackgroundConfiguration = true

    /// The state the configurations are updated for: the traits (a header has no selection).
    open var configurationState: UIViewConfigurationState {
        UIViewConfigurationState(traitCollection: traitCollection)
    }

    /// Asks for `updateConfiguration(using:)` with the current state.
    open func setNeedsUpdateConfiguration() {
        updateConfiguration(using: configurationState)
    }

    /// Re-applies the configurations for `state`; override to change them per state (call super).
    open func updateConfiguration(using state: UIViewConfigurationState) {
        applyContentConfiguration(state: state)
        applyBackgroundConfiguration(state: state)
    }

    private func applyContentConfiguration(state: UIViewConfigurationState) {
        guard let base = baseContentConfiguration else {
            contentConfigurationView?.removeFromSuperview()
            contentConfigurationView = nil
            return
        }
        let shown = automaticallyUpdatesContentConfiguration ? base.updated(for: state) : base
        if let view = contentConfigurationView, view.supports(shown) {
            view.configuration = shown
        } else {
            contentConfigurationView?.removeFromSuperview()
            let view = shown.makeContentView()
            contentView.addSubview(view)
            contentConfigurationView = view
        }
        setNeedsLayout()
    }

    private func applyBackgroundConfiguration(state: UIViewConfigurationState) {
        shownBackgroundConfiguration = baseBackgroundConfiguration.map { automaticallyUpdatesBackgroundConfiguration ? $0.updated(for: state) : $0 }
        guard let configuration = shownBackgroundConfiguration else {
            configuredBackground?.removeFromSuperview()
            configuredBackground = nil
            updateBackgroundColor()
            return
        }
        let background = configuredBackground ?? ListCellBackgroundView()
        if background.superview !== self { insertSubview(background, at: 0) }
        configuredBackground = background
        background.apply(configuration, tint: tintColor ?? .systemBlue, layoutMargins: directionalLayoutMargins)
        background.cornerRadius = configuration.cornerRadius
        updateBackgroundColor()
        setNeedsLayout()
    }

    /// The pinned headers of a plain list are opaque, unless a background configuration
    /// paints them.
    private func updateBackgroundColor() {
        backgroundColor = appearance.pinsHeaders && configuredBackground == nil ? .systemBackground : nil
    }

    private func appearanceDidChange() {
        if usesSystemTitle, let title = systemTitle {
            var configuration = defaultContentConfiguration()
            configuration.text = title
            contentConfiguration = configuration
            usesSystemTitle = true
        }
        updateBackgroundColor()
    }

    open func prepareForReuse() {}

    /// The configurations follow the traits (a dark background, a larger text size) and the
    /// tint, as UIKit updates them for a new configuration state.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if baseContentConfiguration != nil || baseBackgroundConfiguration != nil { updateConfiguration(using: configurationState) }
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if baseBackgroundConfiguration != nil { applyBackgroundConfiguration(state: configurationState) }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView?.frame = bounds
        configuredBackground?.frame = bounds
        contentView.frame = bounds
        contentConfigurationView?.frame = contentView.bounds
        layOutClassicLabels()
    }

    /// The title label across the content view within the margins; with a detail label, the
    /// two one above the other, centred together.
    private func layOutClassicLabels() {
        guard storedTextLabel != nil || storedDetailTextLabel != nil else { return }
        // The margins asked for (the reported ones add the safe area the view reaches into).
        let margins = requestedLayoutMargins
        let area = contentView.bounds.inset(by: UIEdgeInsets(top: 0, left: margins.leading, bottom: 0, right: margins.trailing))
        guard let detail = storedDetailTextLabel else {
            storedTextLabel?.frame = area
            return
        }
        let titleHeight = storedTextLabel.map { ceil($0.sizeThatFits(CGSize(width: area.width, height: .greatestFiniteMagnitude)).height) } ?? 0
        let detailHeight = ceil(detail.sizeThatFits(CGSize(width: area.width, height: .greatestFiniteMagnitude)).height)
        let top = area.minY + max(0, (area.height - titleHeight - detailHeight) / 2)
        storedTextLabel?.frame = CGRect(x: area.minX, y: top, width: area.width, height: titleHeight)
        detail.frame = CGRect(x: area.minX, y: top + titleHeight, width: area.width, height: detailHeight)
    }

    /// The height at `width`: the content configuration's, or the content view's constraints'.
    func fittingHeight(forWidth width: CGFloat) -> CGFloat {
        frame.size.width = width
        contentView.frame = bounds
        if let view = contentConfigurationView {
            return view.sizeThatFits(CGSize(width: width, height: 0)).height
        }
        return contentView.systemLayoutSizeFitting(CGSize(width: width, height: 0),
                                                   withHorizontalFittingPriority: .required,
                                                   verticalFittingPriority: .fittingSizeLevel).height
    }
}

/// A header's or footer's classic label: a change of what it shows (its text, font, lines)
/// lays the header out again, since the labels' frames follow their text.
private final class ClassicLabel: UILabel {
    weak var owner: UIView?

    override func invalidateIntrinsicContentSize() {
        super.invalidateIntrinsicContentSize()
        owner?.setNeedsLayout()
    }
}
