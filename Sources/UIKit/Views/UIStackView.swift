import Foundation

/// Lays out its arranged subviews in a row or column, with constraints, as UIKit does.
///
/// `arrangedSubviews` are a subset of `subviews`, in their own order (spec LAY-14). A hidden
/// arranged subview leaves the arrangement and the others close up (LAY-15). The stack view
/// rebuilds its constraints in `updateConstraints()` whenever its arrangement or settings change.
@preconcurrency @MainActor
open class UIStackView: UIView {
    public enum Distribution: Int, Sendable {
        /// Views fill the axis; the one with the lowest hugging priority stretches (or, with
        /// equal priorities, the constraints decide), respecting compression resistance.
        case fill
        /// All views get the same length.
        case fillEqually
        /// Lengths in proportion to the views' intrinsic lengths.
        case fillProportionally
        /// Views keep their lengths; the spaces between them are equal.
        case equalSpacing
        /// Views keep their lengths; their centers are equally spaced.
        case equalCentering
    }

    public enum Alignment: Int, Sendable {
        case fill
        case leading
        case firstBaseline
        case center
        case trailing
        case lastBaseline

        public static let top = Alignment.leading
        public static let bottom = Alignment.trailing
    }

    /// Use the default spacing of 0 after a view (for `setCustomSpacing(_:after:)`).
    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
    /// Use the system spacing (8 points) after a view.
    public static let spacingUseSystem = CGFloat.leastNonzeroMagnitude

    public private(set) var arrangedSubviews: [UIView] = []

    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { arrangementDidChange() } }
    open var distribution: Distribution = .fill { didSet { arrangementDidChange() } }
    open var alignment: Alignment = .fill { didSet { arrangementDidChange() } }
    open var spacing: CGFloat = 0 { didSet { arrangementDidChange() } }
    /// Measure spacing between baselines (vertical stacks).
    open var isBaselineRelativeArrangement = false { didSet { arrangementDidChange() } }
    /// Arrange within the layout margins instead of the bounds.
    open var isLayoutMarginsRelativeArrangement = false { didSet { arrangementDidChange() } }

    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    private var arrangementConstraints: [NSLayoutConstraint] = []
    private var spacerGuides: [UILayoutGuide] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: Arranged subviews

    /// Adds `view` at the end of the arrangement (and as a subview, if it is not one).
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(0, stackIndex), arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        arrangementDidChange()
    }

    /// Removes `view` from the arrangement but not from `subviews` (LAY-14).
    open func removeArrangedSubview(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        arrangementDidChange()
    }

    /// Spacing after `arrangedSubview`, overriding `spacing`.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing == Self.spacingUseDefault ? nil : spacing
        arrangementDidChange()
    }

    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        subview.stackTieBreak = nil
        // A view removed from the stack view leaves the arrangement too.
        if arrangedSubviews.contains(where: { $0 === subview }) {
            arrangedSubviews.removeAll { $0 === subview }
            arrangementDidChange()
        }
    }

    func arrangedSubviewVisibilityDidChange(_ view: UIView) {
        if arrangedSubviews.contains(where: { $0 === view }) { arrangementDidChange() }
    }

    /// Proportional lengths are constants taken from the intrinsic sizes.
    func arrangedSubviewIntrinsicSizeDidChange(_ view: UIView) {
        if distribution == .fillProportionally, arrangedSubviews.contains(where: { $0 === view }) { arrangementDidChange() }
    }

    private func arrangementDidChange() {
        setNeedsUpdateConstraints()
    }

    // MARK: Constraints

    open override func updateConstraints() {
        NSLayoutConstraint.deactivate(arrangementConstraints)
        arrangementConstraints = []
        for guide in spacerGuides { removeLayoutGuide(guide) }
        spacerGuides = []
        updateTieBreaks()
        arrangementConstraints = makeArrangementConstraints()
        NSLayoutConstraint.activate(arrangementConstraints)
        super.updateConstraints()
    }

    /// "If there's any ambiguity, the stack view resizes the arranged views based on their
    /// index": among views with equal priorities, the first stretches and the last shrinks.
    /// Slate nudges each view's hugging up and its compression resistance down by a
    /// hundredth of a priority point per position — invisible next to any priority an app
    /// sets, decisive between equals.
    private func updateTieBreaks() {
        let visible = arrangedSubviews.filter { !$0.isHidden }
        for view in subviews where view.stackTieBreak != nil && !visible.contains(where: { $0 === view }) {
            view.stackTieBreak = nil
            LayoutEngine.main.contentPrioritiesDidChange(of: view)
        }
        for (index, view) in visible.enumerated() {
            let step = Float(index) / Float(max(1, visible.count)) * 0.01
            let nudge = distribution == .fill ? StackTieBreak(axis: axis, hugging: step, compression: 0.01 - step) : nil
            guard nudge != view.stackTieBreak else { continue }
            view.stackTieBreak = nudge
            LayoutEngine.main.contentPrioritiesDidChange(of: view)
        }
    }

    private func spacing(after view: UIView) -> CGFloat {
        let value = customSpacings[ObjectIdentifier(view)] ?? spacing
        return value == Self.spacingUseSystem ? systemSpacing : value
    }

    /// The constraints for the current arrangement. Written for the horizontal axis through
    /// `Edges`, which swaps to vertical attributes.
    private func makeArrangementConstraints() -> [NSLayoutConstraint] {
        let visible = arrangedSubviews.filter { !$0.isHidden }
        guard !visible.isEmpty else { return [] }
        let container: AnyObject = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        let edges = Edges(axis: axis)
        var result: [NSLayoutConstraint] = []
        func make(_ first: AnyObject, _ firstAttribute: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
                  _ second: AnyObject?, _ secondAttribute: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1,
                  constant: CGFloat = 0, priority: UILayoutPriority = .required) {
            let constraint = NSLayoutConstraint(first: first, firstAttribute, relation, second: second, secondAttribute,
                                                multiplier: multiplier, constant: constant)
            constraint.priority = priority
            constraint.identifier = "UISV-arrangement"
            result.append(constraint)
        }

        // Along the axis: pinned at both ends.
        make(visible[0], edges.leading, .equal, container, edges.leading)
        make(visible[visible.count - 1], edges.trailing, .equal, container, edges.trailing)
        for index in 1..<max(1, visible.count) where visible.count > 1 {
            let previous = visible[index - 1], next = visible[index]
            let gap = spacing(after: previous)
            switch distribution {
            case .fill, .fillEqually, .fillProportionally:
                if isBaselineRelativeArrangement && axis == .vertical {
                    make(next, .firstBaseline, .equal, previous, .lastBaseline, constant: gap)
                } else {
                    make(next, edges.leading, .equal, previous, edges.trailing, constant: gap)
                }
            case .equalSpacing, .equalCentering:
                make(next, edges.leading, .greaterThanOrEqual, previous, edges.trailing, constant: gap)
                let spacer = UILayoutGuide()
                spacer.identifier = "UISV-distributing"
                addLayoutGuide(spacer)
                spacerGuides.append(spacer)
                let from: NSLayoutConstraint.Attribute = distribution == .equalSpacing ? edges.trailing : edges.center
                let to: NSLayoutConstraint.Attribute = distribution == .equalSpacing ? edges.leading : edges.center
                make(spacer, edges.leading, .equal, previous, from)
                make(spacer, edges.trailing, .equal, next, to)
                if spacerGuides.count > 1 {
                    make(spacer, edges.length, .equal, spacerGuides[0], edges.length)
                }
            }
        }
        switch distribution {
        case .fillEqually:
            for view in visible.dropFirst() { make(view, edges.length, .equal, visible[0], edges.length) }
        case .fillProportionally:
            let lengths = visible.map { edges.intrinsicLength(of: $0) }
            if let first = lengths.first, first > 0 {
                for (index, view) in visible.enumerated().dropFirst() where lengths[index] > 0 {
                    make(view, edges.length, .equal, visible[0], edges.length, multiplier: lengths[index] / first,
                         priority: UILayoutPriority(999))
                }
            }
        default:
            break
        }

        // Across the axis.
        for view in visible {
            switch alignment {
            case .fill:
                make(view, edges.crossLeading, .equal, container, edges.crossLeading)
                make(view, edges.crossTrailing, .equal, container, edges.crossTrailing)
            case .leading, .trailing, .center, .firstBaseline, .lastBaseline:
                make(view, edges.crossLeading, .greaterThanOrEqual, container, edges.crossLeading)
                make(view, edges.crossTrailing, .lessThanOrEqual, container, edges.crossTrailing)
                // The stack hugs its largest view.
                make(view, edges.crossLeading, .equal, container, edges.crossLeading, priority: UILayoutPriority(49))
                make(view, edges.crossTrailing, .equal, container, edges.crossTrailing, priority: UILayoutPriority(49))
                switch alignment {
                case .leading: make(view, edges.crossLeading, .equal, container, edges.crossLeading)
                case .trailing: make(view, edges.crossTrailing, .equal, container, edges.crossTrailing)
                case .center: make(view, edges.crossCenter, .equal, container, edges.crossCenter)
                case .firstBaseline where axis == .horizontal:
                    if view !== visible[0] { make(view, .firstBaseline, .equal, visible[0], .firstBaseline) }
                case .lastBaseline where axis == .horizontal:
                    if view !== visible[0] { make(view, .lastBaseline, .equal, visible[0], .lastBaseline) }
                default:
                    make(view, edges.crossLeading, .equal, container, edges.crossLeading)
                }
            }
        }
        return result
    }

    /// The attributes for one axis.
    private struct Edges {
        let axis: NSLayoutConstraint.Axis

        var leading: NSLayoutConstraint.Attribute { axis == .horizontal ? .leading : .top }
        var trailing: NSLayoutConstraint.Attribute { axis == .horizontal ? .trailing : .bottom }
        var center: NSLayoutConstraint.Attribute { axis == .horizontal ? .centerX : .centerY }
        var length: NSLayoutConstraint.Attribute { axis == .horizontal ? .width : .height }
        var crossLeading: NSLayoutConstraint.Attribute { axis == .horizontal ? .top : .leading }
        var crossTrailing: NSLayoutConstraint.Attribute { axis == .horizontal ? .bottom : .trailing }
        var crossCenter: NSLayoutConstraint.Attribute { axis == .horizontal ? .centerY : .centerX }

        @MainActor
        func intrinsicLength(of view: UIView) -> CGFloat {
            let size = view.intrinsicContentSize
            let value = axis == .horizontal ? size.width : size.height
            return value == UIView.noIntrinsicMetric ? 0 : value
        }
    }
}

/// A stack view's priority nudge for one arranged subview, along the stack's axis.
struct StackTieBreak: Equatable {
    var axis: NSLayoutConstraint.Axis
    var hugging: Float
    var compression: Float
}
