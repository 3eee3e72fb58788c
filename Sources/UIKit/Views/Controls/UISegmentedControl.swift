import Foundation

/// A row of mutually exclusive segments, each a title or an image.
///
/// Drawn as iOS 13 and later draw it: a 32-point-high rounded gray track and, behind the
/// selected segment, a raised rounded "thumb" (white in light mode) with a soft shadow;
/// hairline dividers between segments that are not next to the selection. Titles are 13-point
/// system text, semibold when selected. Segments share the width equally unless
/// `apportionsSegmentWidthsByContent` is set or a segment has its own width.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    public static let noSegment = -1

    /// A segment's content and settings.
    @MainActor
    private struct SegmentContent {
        var title: String?
        var image: UIImage?
        var action: UIAction?
        var width: CGFloat = 0
        var isEnabled = true
        var contentOffset = CGSize.zero
        let label: UILabel
        let imageView: UIImageView

        init(title: String? = nil, image: UIImage? = nil, action: UIAction? = nil) {
            self.title = title
            self.image = image
            self.action = action
            label = UILabel()
            imageView = UIImageView()
        }
    }

    private static let height: CGFloat = 32
    private static let cornerRadius: CGFloat = 8.91
    private static let thumbInset: CGFloat = 2
    private static let horizontalPadding: CGFloat = 14

    private var segments: [SegmentContent] = []
    /// The segments as a screen reader sees them (UISegmentedControl+Accessibility).
    var accessibilitySegmentElements: [UIAccessibilityElement] = []
    private let track = CALayer.withoutActions()
    private let thumb = CALayer.withoutActions()
    private var dividers: [CALayer] = []
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]
    /// Background and divider images and content offsets set with the pre-iOS 13 API
    /// (UISegmentedControl+LegacyCustomization.swift).
    var legacyCustomization = SegmentedControlCustomization() {
        didSet { contentDidChange() }
    }
    /// Each segment's background image, while the control draws images.
    private var segmentBackgrounds: [UIImageView] = []
    /// The divider images between segments, while the control has them.
    private var dividerImageViews: [UIImageView] = []
    /// The segment under a touch, drawn highlighted while the control draws images.
    private var highlightedIndex = UISegmentedControl.noSegment {
        didSet { if highlightedIndex != oldValue { updateAppearance() } }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpSegmentedControl()
    }

    /// What every initializer sets up, `init(frame:)` and `init?(coder:)` alike.
    private func setUpSegmentedControl() {
        track.cornerRadius = Self.cornerRadius
        thumb.cornerRadius = Self.cornerRadius - Self.thumbInset
        thumb.applyKnobShadow(opacity: 0.12)
        layer.addSublayer(track)
        layer.addSublayer(thumb)
        updateAppearance()
    }

    /// Segments for `items`: strings become titles, images images.
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        for item in items ?? [] {
            if let image = item as? UIImage {
                insertSegment(with: image, at: numberOfSegments, animated: false)
            } else {
                insertSegment(withTitle: (item as? String) ?? "\(item)", at: numberOfSegments, animated: false)
            }
        }
    }

    /// Segments for `actions`: each shows its action's title or image and runs it when chosen.
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        for action in actions { insertSegment(action: action, at: numberOfSegments, animated: false) }
    }

    /// Made by a storyboard or xib: set up as `init(frame:)` does; the document's properties
    /// are set after this returns (docs/porting.md).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpSegmentedControl()
    }

    // MARK: Segments

    open var numberOfSegments: Int { segments.count }

    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(SegmentContent(title: title), at: segment)
    }

    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(SegmentContent(image: image), at: segment)
    }

    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        insert(SegmentContent(title: action.title.isEmpty ? nil : action.title, image: action.image, action: action), at: segment)
    }

    private func insert(_ segment: SegmentContent, at index: Int) {
        let index = min(max(0, index), segments.count)
        segment.label.textAlignment = .center
        segment.label.isUserInteractionEnabled = false
        segments.insert(segment, at: index)
        addSubview(segment.label)
        addSubview(segment.imageView)
        if selectedIndex >= index { selectedIndex += 1 }
        contentDidChange()
    }

    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        let removed = segments.remove(at: segment)
        removed.label.removeFromSuperview()
        removed.imageView.removeFromSuperview()
        if selectedIndex == segment { selectedIndex = Self.noSegment } else if selectedIndex > segment { selectedIndex -= 1 }
        contentDidChange()
    }

    open func removeAllSegments() {
        for segment in segments {
            segment.label.removeFromSuperview()
            segment.imageView.removeFromSuperview()
        }
        segments = []
        selectedIndex = Self.noSegment
        contentDidChange()
    }

    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].title = title
        segments[segment].image = nil
        contentDidChange()
    }

    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].image = image
        segments[segment].title = nil
        contentDidChange()
    }

    open func imageForSegment(at segment: Int) -> UIImage? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }

    open func setAction(_ action: UIAction, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].action = action
        segments[segment].title = action.title.isEmpty ? nil : action.title
        segments[segment].image = action.image
        contentDidChange()
    }

    open func actionForSegment(at segment: Int) -> UIAction? {
        segments.indices.contains(segment) ? segments[segment].action : nil
    }

    /// The index of the segment whose action has `actionIdentifier`, or `noSegment`.
    open func segmentIndex(identifiedBy actionIdentifier: UIAction.Identifier) -> Int {
        segments.firstIndex { $0.action?.identifier == actionIdentifier } ?? Self.noSegment
    }

    /// A fixed width for a segment; 0 lets the control decide.
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].width = max(0, width)
        contentDidChange()
    }

    open func widthForSegment(at segment: Int) -> CGFloat {
        segments.indices.contains(segment) ? segments[segment].width : 0
    }

    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].isEnabled = enabled
        updateAppearance()
    }

    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) ? segments[segment].isEnabled : false
    }

    /// Moves a segment's content from its centered place.
    open func setContentOffset(_ offset: CGSize, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].contentOffset = offset
        setNeedsLayout()
    }

    open func contentOffsetForSegment(at segment: Int) -> CGSize {
        segments.indices.contains(segment) ? segments[segment].contentOffset : .zero
    }

    // MARK: Selection

    private var selectedIndex = UISegmentedControl.noSegment

    /// The selected segment, or `noSegment`. Setting it does not send `.valueChanged`.
    open var selectedSegmentIndex: Int {
        get { selectedIndex }
        set {
            let index = segments.indices.contains(newValue) ? newValue : Self.noSegment
            guard index != selectedIndex else { return }
            selectedIndex = index
            updateAppearance()
        }
    }

    /// Momentary controls do not keep a selection after a tap.
    open var isMomentary = false

    open var apportionsSegmentWidthsByContent = false {
        didSet { contentDidChange() }
    }

    /// The selected segment's thumb color; nil for the system's (white, or gray in dark mode).
    open var selectedSegmentTintColor: UIColor? {
        didSet {
            appearanceSetting(\.selectedSegmentTintColor, selectedSegmentTintColor)
            updateAppearance()
        }
    }

    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        appearanceSetting(axes: state) { $0.setTitleTextAttributes(attributes, for: state) }
        titleAttributes[state.rawValue] = attributes
        contentDidChange()
    }

    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }

    // MARK: Interaction

    /// The segment under `point`, or `noSegment`.
    private func segmentIndex(at point: CGPoint) -> Int {
        let widths = segmentWidths(total: bounds.width)
        var x = bounds.minX
        for (index, width) in widths.enumerated() {
            if point.x >= x && point.x < x + width { return index }
            x += width
        }
        return Self.noSegment
    }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let began = super.beginTracking(touch, with: event)
        highlightedIndex = segmentIndex(at: touch.location(in: self))
        return began
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let continues = super.continueTracking(touch, with: event)
        let location = touch.location(in: self)
        highlightedIndex = bounds.contains(location) ? segmentIndex(at: location) : Self.noSegment
        return continues
    }

    open override func cancelTracking(with event: UIEvent?) {
        super.cancelTracking(with: event)
        highlightedIndex = Self.noSegment
    }

    /// Lifting over an enabled segment selects it and sends `.valueChanged` (and the
    /// segment's action); a momentary control shows the selection only while touched.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        highlightedIndex = Self.noSegment
        guard let touch, bounds.contains(touch.location(in: self)) else { return }
        let index = segmentIndex(at: touch.location(in: self))
        guard index != Self.noSegment, segments[index].isEnabled else { return }
        if isMomentary {
            selectedSegmentIndex = Self.noSegment
        } else if index != selectedSegmentIndex {
            selectedSegmentIndex = index
            sendActions(for: .valueChanged)
            if let action = segments[index].action { sendAction(action) }
        }
    }

    override var defaultActionIsTap: Bool { true }

    // MARK: Appearance

    private func contentDidChange() {
        updateAppearance()
        invalidateIntrinsicContentSize()
    }

    /// The text attributes of a segment in `state`: the app's for that state, then for normal,
    /// then the system's.
    private func attributes(selected: Bool, enabled: Bool) -> [NSAttributedString.Key: Any] {
        var result: [NSAttributedString.Key: Any] = [
            .font: UIFont.systemFont(ofSize: 13, weight: selected ? .semibold : .regular),
            .foregroundColor: enabled ? UIColor.label : UIColor.tertiaryLabel,
        ]
        for state in [UIControl.State.normal] + (selected ? [.selected] : []) + (enabled ? [] : [.disabled]) {
            for (key, value) in titleAttributes[state.rawValue] ?? [:] { result[key] = value }
        }
        return result
    }

    override func appearanceInputsDidChange() {
        super.appearanceInputsDidChange()
        updateAppearance()
    }

    private func updateAppearance() {
        let traits = traitCollection
        track.backgroundColor = UIColor.tertiarySystemFill.resolvedColor(with: traits).cgColor
        thumb.backgroundColor = (selectedSegmentTintColor ?? ControlPalette.segmentThumb).resolvedColor(with: traits).cgColor
        thumb.isHidden = selectedIndex == Self.noSegment
        for (index, segment) in segments.enumerated() {
            let enabled = isEnabled && segment.isEnabled
            let attributes = attributes(selected: index == selectedIndex, enabled: enabled)
            if let title = segment.title {
                segment.label.attributedText = NSAttributedString(string: title, attributes: attributes)
                segment.label.isHidden = false
            } else {
                segment.label.attributedText = nil
                segment.label.isHidden = true
            }
            segment.imageView.image = segment.image.map { $0.renderingMode == .automatic ? $0.withRenderingMode(.alwaysTemplate) : $0 }
            segment.imageView.tintColor = attributes[.foregroundColor] as? UIColor
            segment.imageView.isHidden = segment.image == nil
        }
        while dividers.count < max(0, segments.count - 1) {
            let divider = CALayer.withoutActions()
            layer.insertSublayer(divider, above: track)
            dividers.append(divider)
        }
        while dividers.count > max(0, segments.count - 1) { dividers.removeLast().removeFromSuperlayer() }
        for (index, divider) in dividers.enumerated() {
            divider.backgroundColor = ControlPalette.divider.resolvedColor(with: traits).cgColor
            divider.isHidden = index == selectedIndex || index + 1 == selectedIndex
        }
        let opacity: Float = isEnabled ? 1 : 0.5
        track.opacity = opacity
        thumb.opacity = opacity
        updateCustomImages()
        setNeedsLayout()
    }

    /// The metrics of the bar the control may stand in: compact in a vertically compact
    /// environment.
    private var barMetrics: UIBarMetrics { UIBarMetrics(traits: traitCollection, showsPrompt: false) }

    /// A segment's state for its images: selected, highlighted under a touch, disabled.
    private func controlState(ofSegment index: Int) -> UIControl.State {
        var state: UIControl.State = []
        if index == selectedIndex { state.insert(.selected) }
        if index == highlightedIndex { state.insert(.highlighted) }
        if !(isEnabled && segments[index].isEnabled) { state.insert(.disabled) }
        return state.isEmpty ? .normal : state
    }

    /// With background images, each segment draws its state's image instead of the track and
    /// the thumb; with divider images, they stand between segments instead of the hairlines.
    private func updateCustomImages() {
        let customization = legacyCustomization
        let metrics = barMetrics
        let drawsImages = customization.drawsBackgroundImages
        track.isHidden = drawsImages
        if drawsImages { thumb.isHidden = true }
        while segmentBackgrounds.count < (drawsImages ? segments.count : 0) {
            let view = UIImageView()
            view.isUserInteractionEnabled = false
            insertSubview(view, at: segmentBackgrounds.count)
            segmentBackgrounds.append(view)
        }
        while segmentBackgrounds.count > (drawsImages ? segments.count : 0) { segmentBackgrounds.removeLast().removeFromSuperview() }
        for (index, view) in segmentBackgrounds.enumerated() {
            view.image = customization.resolvedBackground(for: controlState(ofSegment: index), metrics: metrics).map(Self.stretchable)
        }
        let dividerCount = customization.hasDividerImages ? max(0, segments.count - 1) : 0
        while dividerImageViews.count < dividerCount {
            let view = UIImageView()
            view.isUserInteractionEnabled = false
            addSubview(view)
            dividerImageViews.append(view)
        }
        while dividerImageViews.count > dividerCount { dividerImageViews.removeLast().removeFromSuperview() }
        for (index, view) in dividerImageViews.enumerated() {
            view.image = customization.resolvedDivider(left: controlState(ofSegment: index), right: controlState(ofSegment: index + 1), metrics: metrics)
        }
        if dividerCount > 0 || drawsImages {
            for divider in dividers { divider.isHidden = true }
        }
    }

    /// A background image that is not resizable stretches its middle column, as UIKit takes
    /// (width − 1) / 2 points at each end as caps.
    private static func stretchable(_ image: UIImage) -> UIImage {
        guard image.capInsets == .zero else { return image }
        let cap = max(0, (image.size.width - 1) / 2)
        return image.resizableImage(withCapInsets: UIEdgeInsets(top: 0, left: cap, bottom: 0, right: cap), resizingMode: .stretch)
    }

    /// Where segment `index` stands, for its content offset.
    private func position(ofSegment index: Int) -> Segment {
        if segments.count == 1 { return .alone }
        if index == 0 { return .left }
        return index == segments.count - 1 ? .right : .center
    }

    // MARK: Geometry

    /// A segment's natural width: its content plus padding.
    private func naturalWidth(of segment: SegmentContent, index: Int) -> CGFloat {
        if segment.width > 0 { return segment.width }
        var content: CGFloat = 0
        if let title = segment.title {
            let size = (title as NSString).size(withAttributes: attributes(selected: true, enabled: true))
            content = size.width.rounded(.up)
        } else if let image = segment.image {
            content = image.size.width
        }
        return content + 2 * Self.horizontalPadding
    }

    /// Segment widths filling `total`: fixed widths kept, the rest shared equally or by content.
    func segmentWidths(total: CGFloat?) -> [CGFloat] {
        guard !segments.isEmpty else { return [] }
        let natural = segments.enumerated().map { naturalWidth(of: $1, index: $0) }
        var widths: [CGFloat]
        if apportionsSegmentWidthsByContent {
            widths = natural
        } else {
            let widest = segments.indices.filter { segments[$0].width == 0 }.map { natural[$0] }.max() ?? 0
            widths = segments.indices.map { segments[$0].width > 0 ? segments[$0].width : widest }
        }
        guard let total else { return widths }
        let flexible = segments.indices.filter { segments[$0].width == 0 }
        let fixed = segments.indices.filter { segments[$0].width > 0 }.reduce(0) { $0 + widths[$1] }
        let flexibleTotal = flexible.reduce(0) { $0 + widths[$1] }
        guard !flexible.isEmpty, flexibleTotal > 0 else { return widths }
        let available = max(0, total - fixed)
        for index in flexible {
            widths[index] = apportionsSegmentWidthsByContent ? widths[index] * available / flexibleTotal : available / CGFloat(flexible.count)
        }
        return widths
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: segmentWidths(total: nil).reduce(0, +), height: Self.height)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        track.frame = bounds
        let widths = segmentWidths(total: bounds.width)
        var x = bounds.minX
        var frames: [CGRect] = []
        for width in widths {
            frames.append(CGRect(x: x, y: bounds.minY, width: width, height: bounds.height))
            x += width
        }
        for (index, frame) in frames.enumerated() {
            let segment = segments[index]
            let offset = segment.contentOffset
            let adjustment = legacyCustomization.resolvedPosition(for: position(ofSegment: index), metrics: barMetrics)
            let content = frame.offsetBy(dx: offset.width + adjustment.horizontal, dy: offset.height + adjustment.vertical)
            if index < segmentBackgrounds.count { segmentBackgrounds[index].frame = frame }
            if index < dividerImageViews.count {
                let width = dividerImageViews[index].image?.size.width ?? 1
                dividerImageViews[index].frame = CGRect(x: frame.maxX - width / 2, y: frame.minY, width: width, height: frame.height)
            }
            let labelSize = segment.label.intrinsicContentSize
            segment.label.frame = CGRect(x: content.midX - min(labelSize.width, content.width) / 2,
                                         y: content.midY - labelSize.height / 2,
                                         width: min(labelSize.width, content.width), height: labelSize.height)
            let imageSize = segment.image?.size ?? .zero
            segment.imageView.frame = CGRect(x: content.midX - imageSize.width / 2, y: content.midY - imageSize.height / 2,
                                             width: imageSize.width, height: imageSize.height)
            if index < dividers.count {
                let dividerHeight = min(16, bounds.height)
                dividers[index].frame = CGRect(x: frame.maxX - 0.5, y: frame.midY - dividerHeight / 2, width: 1, height: dividerHeight)
            }
        }
        if frames.indices.contains(selectedIndex) {
            // A segment squeezed narrower than the inset gives an empty thumb at its centre
            // (insetBy would give the null rectangle, whose centre is at infinity).
            let segment = frames[selectedIndex]
            let inset = min(Self.thumbInset, segment.width / 2, segment.height / 2)
            let selected = segment.insetBy(dx: max(0, inset), dy: max(0, inset))
            thumb.bounds = CGRect(origin: .zero, size: selected.size)
            thumb.position = CGPoint(x: selected.midX, y: selected.midY)
        }
    }
}
